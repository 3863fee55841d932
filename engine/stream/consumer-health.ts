// Health of a stream consumer: not ok while its loop is not running (retrying a failed batch, not
// joined, stopped) or stalled — no batch handled for STALL_AFTER_MS while its partitions have
// records waiting (bus_consumer_lag_records > 0). A consumer is not essential: it makes the process
// degraded, not unready (/readyz lists it under `degraded`); restarting it is the operator's call.
import type { Health } from '../../core/lifecycle.ts';
import { msSinceConsumerProgress } from '../../core/progress.ts';
import type { BusConsumer } from '../../storage/bus/bus.ts';

/** A batch takes well under a second; a minute without one while records wait is a stall. */
export const STALL_AFTER_MS = 60_000;

export async function consumerHealth(
  name: string,
  consumer: BusConsumer | undefined,
  stallAfterMs = STALL_AFTER_MS,
): Promise<Health> {
  if (!consumer?.running) return { ok: false, detail: 'consumer loop not running' };
  const idleMs = msSinceConsumerProgress(name);
  if (idleMs < stallAfterMs) return { ok: true };
  const waiting = (await consumer.lag().catch(() => [])).reduce((n, l) => n + l.records, 0);
  if (waiting === 0) return { ok: true };
  return {
    ok: false,
    detail: `stalled: no batch handled for ${Math.round(idleMs / 1000)} s with ${waiting} records waiting`,
  };
}
