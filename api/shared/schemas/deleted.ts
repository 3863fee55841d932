// The answer of a deletion (an account key, a session, a webhook endpoint…).
import { Type } from '@sinclair/typebox';

export const DeletedOut = Type.Object({ deleted: Type.Literal(true) });
