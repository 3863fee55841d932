// The webhook delivery worker (engine role, one replica at a time under its lease): each round
// sends the deliveries that are due — a POST of the event's wire form, signed
// (webhook-signature.ts) — and records every attempt in the delivery log. A 2xx answer delivers it;
// anything else (another status, a redirect, a time-out, a refused connection, a host that now
// resolves to an address that is not public: webhook-target.ts) is tried again after
// a back-off that doubles (retryBaseMs, 2×, 4× … up to retryMaxMs, plus up to 10 % jitter) until
// maxAttempts, then the delivery is failed. Deliveries are queued in the transaction that records
// the event, so a crash loses none; a crash between an answer and its record sends that event
// again: at least once, receivers de-duplicate by the event id (also in X-PME-Event-Id).
import { backoffDelay, type Jitter } from '../../core/backoff.ts';
import type { Clock } from '../../core/clock.ts';
import { systemClock } from '../../core/clock.ts';
import type { Lease } from '../../core/lease.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import { PeriodicTask } from '../../core/periodic.ts';
import type { AccountEventRow } from '../../storage/postgres/repositories/account-events.ts';
import {
  dueDeliveries,
  recordAttempt,
  type DueDelivery,
} from '../../storage/postgres/repositories/webhooks.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { sendSigned } from './webhook-post.ts';
import { systemResolver, type Resolver, type TargetPolicy } from './webhook-target.ts';
import { endpointSecrets, type SecretSealer } from './webhooks.ts';

const attemptsTotal = counter('webhook_attempts_total', 'Webhook delivery attempts, by outcome', ['outcome']);

export interface WebhookDeliveryOptions {
  /** The whole exchange of one attempt, resolution included (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** Which URLs and addresses may be reached (WEBHOOK_ALLOW_HTTP, WEBHOOK_ALLOW_PRIVATE). */
  policy: TargetPolicy;
  /** Resolves endpoint hosts (default: the system resolver; tests: a fixed table). */
  resolve?: Resolver;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** Deliveries read per round, and how many are sent at once. */
  batch?: number;
  concurrency?: number;
  clock?: Clock;
  /** 0..1 → the jitter's share of the wait (tests: () => 0). */
  random?: () => number;
}

export interface WebhookDeliveryDeps {
  sql: Sql;
  log: Logger;
  /** The event's wire form (api/events/presenters.ts), the same as the SSE stream's. */
  present: (e: AccountEventRow) => unknown;
  /** Opens the endpoints' signing secrets, sealed at rest. */
  sealer: SecretSealer;
}

/** Up to 10 % longer than the doubling wait (so endpoints failing together are not retried together). */
const WEBHOOK_JITTER: Jitter = { from: 1, width: 0.1 };

/** The wait before attempt `attempts + 1` after `attempts` failed ones. */
export function backoffMs(
  attempts: number,
  o: Pick<WebhookDeliveryOptions, 'retryBaseMs' | 'retryMaxMs'>,
  random: () => number,
): number {
  const policy = { initialMs: o.retryBaseMs, maxMs: o.retryMaxMs, jitter: WEBHOOK_JITTER };
  return backoffDelay(policy, attempts - 1, random);
}

export class WebhookDeliverer {
  private readonly clock: Clock;
  private readonly random: () => number;
  /** Deliveries read per round. */
  readonly batch: number;

  constructor(
    private readonly deps: WebhookDeliveryDeps,
    private readonly options: WebhookDeliveryOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.batch = options.batch ?? 100;
  }

  /** One round: sends what is due now. Returns how many attempts it made. */
  async deliverDue(): Promise<number> {
    const due = await dueDeliveries(this.deps.sql, new Date(this.clock.now()), this.batch);
    const queue = [...due];
    const worker = async () => {
      for (let d = queue.shift(); d; d = queue.shift()) await this.attempt(d);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency ?? 8, queue.length) }, worker));
    return due.length;
  }

  private async attempt(d: DueDelivery): Promise<void> {
    const started = this.clock.now();
    const { timeoutMs, policy, resolve = systemResolver } = this.options;
    const { statusCode, error, durationMs } = await sendSigned(
      {
        url: d.endpoint.url,
        eventId: d.event.event_id,
        eventType: d.event.type,
        body: JSON.stringify(this.deps.present(d.event)),
        secrets: () => endpointSecrets(this.deps.sealer, d.endpoint, started),
        atMs: started,
      },
      { timeoutMs, policy, resolve },
    );
    const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const attempt = d.attempts + 1;
    const last = !succeeded && attempt >= this.options.maxAttempts;
    const status = succeeded ? 'delivered' : last ? 'failed' : 'pending';
    const nextAt = new Date(
      started + (status === 'pending' ? backoffMs(attempt, this.options, this.random) : 0),
    );
    attemptsTotal.inc({ outcome: status === 'pending' ? 'retry' : status });
    await recordAttempt(
      this.deps.sql,
      {
        endpointId: d.endpoint.endpoint_id,
        eventId: d.event.event_id,
        attempt,
        succeeded,
        statusCode,
        error,
        durationMs,
        at: new Date(started),
      },
      { status, nextAt },
    );
    if (!succeeded)
      this.deps.log.info(
        { endpoint: d.endpoint.endpoint_id, event: d.event.event_id, attempt, statusCode, error, status },
        'webhook delivery failed',
      );
  }
}

/** The periodic delivery round (engine role), on its lease. */
export function webhookDeliveryTask(
  deliverer: WebhookDeliverer,
  log: Logger,
  intervalMs: number,
  lease?: Lease,
): PeriodicTask {
  return new PeriodicTask(
    'webhook-delivery',
    intervalMs,
    async () => {
      // A full batch: another round at once (catching up), still one at a time.
      while ((await deliverer.deliverDue()) >= deliverer.batch);
    },
    log,
    lease ? { lease } : {},
  );
}
