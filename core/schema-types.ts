// TypeBox building blocks the schemas of every floor share: the bus messages (core/market-data/)
// and the API's requests and answers (api/shared/schemas/, each family's schemas.ts).
import { Type, type TSchema } from '@sinclair/typebox';

/** The schema, or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string that is one of `values`: one `enum` keyword (one check) rather than a union of literals. */
export function stringEnum<const T extends string>(
  values: readonly T[],
  options: { default?: T; description?: string } = {},
) {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
}

/** A decimal number as text, sign allowed: the money, prices and PNL of the API's answers. */
export const Decimal = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });
