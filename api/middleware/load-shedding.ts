// Bounded queues, not collapse: past capacity a request is answered 503 with Retry-After at once,
// before any work is done for it, rather than queued behind the work already admitted. Capacity
// is two bounds, each off when 0:
// - requests in flight (admitted, not yet answered): bounds the memory and the queue of work that
//   admitted requests hold;
// - event-loop delay: when the loop runs its timers that late, every request already waits that
//   long for its turn; new ones are turned away until the loop catches up.
// Operational routes (liveness, readiness, metrics) are never shed: an overloaded process must
// still say how it is.
import type { Middleware } from 'koa';
import { eventLoopLagMs } from '../../core/event-loop.ts';
import { counter } from '../../core/metrics.ts';
import { failure } from '../envelope.ts';

const shedRequests = counter('http_shed_requests_total', 'Requests answered 503 by load shedding', [
  'reason',
]);

export interface LoadSheddingOptions {
  /** Most requests in flight at once; 0: no bound. */
  maxInFlight: number;
  /** Event-loop delay, ms, beyond which new requests are refused; 0: no bound. */
  maxEventLoopDelayMs: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /** Paths never shed nor counted. */
  exempt: readonly string[];
}

export function loadShedding(options: LoadSheddingOptions): Middleware {
  const exempt = new Set(options.exempt);
  const { maxInFlight, maxEventLoopDelayMs } = options;
  if (maxEventLoopDelayMs > 0) eventLoopLagMs(); // starts the probe with the app, not on the first request
  let inFlight = 0;
  return async (ctx, next) => {
    if (exempt.has(ctx.path)) {
      await next();
      return;
    }
    const reason =
      maxInFlight > 0 && inFlight >= maxInFlight
        ? 'in_flight'
        : maxEventLoopDelayMs > 0 && eventLoopLagMs() > maxEventLoopDelayMs
          ? 'event_loop_delay'
          : undefined;
    if (reason) {
      shedRequests.inc({ reason });
      ctx.status = 503;
      ctx.set('Retry-After', String(options.retryAfterSeconds));
      ctx.body = failure('server overloaded; retry later', 'unavailable');
      return;
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
