// Retention of account events and of the webhook delivery log (engine role, one replica at a time
// under its lease): each round deletes the events older than ACCOUNT_EVENTS_RETENTION_DAYS (with
// their deliveries and attempts; a delivery still pending then is dropped) and the attempts older
// than WEBHOOK_ATTEMPTS_RETENTION_DAYS, in batches of `batch` rows, each its own short
// transaction, until what is left is younger; then the deleted endpoints nothing refers to any
// more (with their sealed secrets). A stream resuming before what was deleted is told so
// (410 events_expired, api/events/event-hub.ts).
import type { Clock } from '../../core/clock.ts';
import { systemClock } from '../../core/clock.ts';
import type { Lease } from '../../core/lease.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import { PeriodicTask, type RoundContext } from '../../core/periodic.ts';
import {
  deleteEndedEndpoints,
  deleteOldAttempts,
  deleteOldEvents,
} from '../../storage/postgres/repositories/event-retention.ts';
import type { Sql } from '../../storage/postgres/sql.ts';

const deletedTotal = counter(
  'event_retention_deleted_total',
  'Rows deleted by account-event retention, by table',
  ['table'],
);

const DAY_MS = 86_400_000;

export interface RetentionOptions {
  eventsDays: number;
  attemptsDays: number;
  /** Rows per batch (one transaction each). */
  batch?: number;
  clock?: Clock;
}

/** What one round deleted. */
export interface Pruned {
  events: number;
  attempts: number;
  endpoints: number;
}

/** Deletes what has aged out, batch after batch; stops early when the round's lease is lost. */
export async function pruneEvents(
  sql: Sql,
  o: RetentionOptions,
  holds: () => boolean = () => true,
): Promise<Pruned> {
  const now = (o.clock ?? systemClock).now();
  const batch = o.batch ?? 500;
  const pruned = { events: 0, attempts: 0, endpoints: 0 };
  const attemptsBefore = new Date(now - o.attemptsDays * DAY_MS);
  for (let n = batch; n === batch && holds(); pruned.attempts += n)
    n = await deleteOldAttempts(sql, attemptsBefore, batch);
  const eventsBefore = new Date(now - o.eventsDays * DAY_MS);
  for (let n = batch; n === batch && holds(); pruned.events += n)
    n = await deleteOldEvents(sql, eventsBefore, batch);
  for (let n = batch; n === batch && holds(); pruned.endpoints += n)
    n = await deleteEndedEndpoints(sql, eventsBefore, batch);
  deletedTotal.inc({ table: 'webhook_attempts' }, pruned.attempts);
  deletedTotal.inc({ table: 'account_events' }, pruned.events);
  deletedTotal.inc({ table: 'webhook_endpoints' }, pruned.endpoints);
  return pruned;
}

/** The periodic retention round (engine role), on its lease. */
export function eventRetentionTask(
  sql: Sql,
  log: Logger,
  o: RetentionOptions,
  intervalMs: number,
  lease?: Lease,
): PeriodicTask {
  return new PeriodicTask(
    'event-retention',
    intervalMs,
    async ({ holds }: RoundContext) => {
      const pruned = await pruneEvents(sql, o, holds);
      if (pruned.events + pruned.attempts + pruned.endpoints > 0)
        log.info(pruned, 'aged-out account events, webhook attempts and ended endpoints deleted');
    },
    log,
    lease ? { lease } : {},
  );
}
