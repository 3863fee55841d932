// Where bench/orders.ts's time goes, from the process's own metrics (the API, the order service
// and the engine's trading components all run in the benchmark's process): SQL statements by call
// site (sql_query_seconds, its `tag`) and the server's time per route (http_request_seconds),
// as counts and seconds between two snapshots.
import type { Histogram } from 'prom-client';
import { metricsRegistry } from '../../core/metrics.ts';

/** count and seconds per label value. */
export type Tally = Map<string, { count: number; seconds: number }>;

export interface MetricsSnapshot {
  sql: Tally;
  http: Tally;
}

async function tally(
  metric: string,
  label: (labels: Partial<Record<string, string | number>>) => string,
): Promise<Tally> {
  const out: Tally = new Map();
  const h = metricsRegistry.getSingleMetric(metric) as Histogram | undefined;
  if (!h) return out;
  for (const v of (await h.get()).values) {
    const name = v.metricName ?? '';
    if (!name.endsWith('_count') && !name.endsWith('_sum')) continue;
    const key = label(v.labels);
    const t = out.get(key) ?? { count: 0, seconds: 0 };
    if (name.endsWith('_count')) t.count += v.value;
    else t.seconds += v.value;
    out.set(key, t);
  }
  return out;
}

export async function snapshot(): Promise<MetricsSnapshot> {
  return {
    sql: await tally('sql_query_seconds', (l) => String(l.tag)),
    http: await tally('http_request_seconds', (l) => `${l.method} ${l.route} ${l.status}`),
  };
}

/** after − before, per label value; labels with nothing new are left out. */
export function since(before: Tally, after: Tally): Tally {
  const out: Tally = new Map();
  for (const [k, a] of after) {
    const b = before.get(k) ?? { count: 0, seconds: 0 };
    if (a.count > b.count) out.set(k, { count: a.count - b.count, seconds: a.seconds - b.seconds });
  }
  return out;
}

/** Adds b into a. */
export function addTally(a: Tally, b: Tally): void {
  for (const [k, v] of b) {
    const t = a.get(k) ?? { count: 0, seconds: 0 };
    a.set(k, { count: t.count + v.count, seconds: t.seconds + v.seconds });
  }
}
