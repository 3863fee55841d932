// Schemas of the request headers routes read.
import { Type } from '@sinclair/typebox';

/** Longest Idempotency-Key: keys are stored in a unique index, and UUIDs or hashes are far shorter. */
export const IDEMPOTENCY_KEY_MAX = 255;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: IDEMPOTENCY_KEY_MAX,
      description: `A repeated request with the same key (at most ${IDEMPOTENCY_KEY_MAX} characters) is done once; the same key with another body answers 409.`,
    }),
  ),
});
