// Stall detection: how long since a loop last made progress (a consumer's batch handled, a periodic
// round finished), as a gauge computed at scrape time. A value that keeps growing while there is
// work waiting (consumer lag, open orders) means the loop is stuck even though the process is up.
import { gauge } from './metrics.ts';

/** The time of each key's last mark (unix ms), as kept by the gauges below. */
const marks = new Map<string, Map<string, number>>();

/** A gauge `name{label}` in seconds since each key's last mark; returns the marker. */
export function secondsSinceGauge(name: string, help: string, label: string): (key: string) => void {
  const last = new Map<string, number>();
  marks.set(name, last);
  gauge(name, help, [label], function () {
    this.reset();
    const now = Date.now();
    for (const [key, at] of last) this.set({ [label]: key }, (now - at) / 1000);
  });
  return (key) => {
    last.set(key, Date.now());
  };
}

/** Consumers (engine stream processors): marked at start and after every batch they handled. */
export const markConsumerProgress = secondsSinceGauge(
  'consumer_seconds_since_last_batch',
  'Seconds since the consumer last handled a batch (since its start when none yet): growing while its group has lag means a stall',
  'consumer',
);

/** Milliseconds since the consumer's last mark (Infinity when never marked). */
export function msSinceConsumerProgress(consumer: string): number {
  const at = marks.get('consumer_seconds_since_last_batch')?.get(consumer);
  return at === undefined ? Infinity : Date.now() - at;
}
