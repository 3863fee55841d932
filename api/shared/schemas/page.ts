// A page of a wallet's lists (orders, fills, copytrade decisions): `limit` at most 250, 100 when
// absent, from `offset`.
import { Type } from '@sinclair/typebox';

export const Page = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 250, default: 100 }),
  offset: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }),
});
