// Schemas of the request headers routes read.
import { Type } from '@sinclair/typebox';
import type { Context } from 'koa';

/** Longest Idempotency-Key: keys are stored in a unique index, and UUIDs or hashes are far shorter. */
export const IDEMPOTENCY_KEY_MAX = 255;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: IDEMPOTENCY_KEY_MAX,
      description: `A repeated request with the same key (at most ${IDEMPOTENCY_KEY_MAX} characters) is done once; the same key with another body answers 409. A repeat answers the first result with the header \`Idempotent-Replayed: true\`.`,
    }),
  ),
});

/** Marks the answer to a repeated idempotent request (as Stripe does): it is the first request's result. */
export function markReplay(koa: Context, result: { replayed?: true }): void {
  if (result.replayed) koa.set('Idempotent-Replayed', 'true');
}

/** The Idempotency-Key of a request, when it names one. */
export function idempotencyKey(koa: Context): string | undefined {
  return koa.get('idempotency-key').trim() || undefined;
}
