// The API server's figures during a run, from its own /metrics scraped before and after: the
// event-loop delay (the cumulative buckets of event_loop_delay_seconds, and quantiles of the
// difference as bucket bounds: a histogram tells which bucket a quantile falls in, not the value),
// and counters by label.
import { get } from 'node:http';

/** Cumulative count per upper bound (seconds; +Inf as Infinity), in bound order. */
export type Buckets = [le: number, count: number][];

/** The server's /metrics text. */
export function scrapeMetrics(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/metrics' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
    }).on('error', reject);
  });
}

export function eventLoopDelayBuckets(metrics: string): Buckets {
  const buckets: Buckets = [];
  for (const m of metrics.matchAll(/^event_loop_delay_seconds_bucket\{le="([^"]+)"\} (\d+)$/gm)) {
    buckets.push([m[1] === '+Inf' ? Infinity : Number(m[1]), Number(m[2])]);
  }
  if (buckets.length === 0) throw new Error('no event_loop_delay_seconds on /metrics');
  return buckets.sort((a, b) => a[0] - b[0]);
}

/** A counter's value per value of its one label (none yet: an empty map). */
export function counterByLabel(metrics: string, name: string, label: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of metrics.matchAll(new RegExp(`^${name}\\{${label}="([^"]*)"\\} (\\S+)$`, 'gm')))
    out.set(m[1]!, Number(m[2]));
  return out;
}

export interface DelaySummary {
  samples: number;
  /** Upper bound of the bucket holding each quantile, ms (Infinity beyond the last bound). */
  p50Ms: number;
  p99Ms: number;
  /** Upper bound of the highest non-empty bucket, ms. */
  maxMs: number;
}

export function delayBetween(before: Buckets, after: Buckets): DelaySummary {
  const counts = after.map(([le, c], i) => [le, c - (before[i]?.[1] ?? 0)] as const);
  const samples = counts.at(-1)?.[1] ?? 0;
  const quantile = (q: number): number => (counts.find(([, c]) => c >= q * samples)?.[0] ?? Infinity) * 1000;
  let maxMs = 0;
  for (let i = 0; i < counts.length; i++)
    if (counts[i]![1] > (i > 0 ? counts[i - 1]![1] : 0)) maxMs = counts[i]![0] * 1000;
  return { samples, p50Ms: quantile(0.5), p99Ms: quantile(0.99), maxMs };
}

export function delayText(d: DelaySummary): string {
  const bound = (x: number) => (x === Infinity ? '> 5 s' : `≤ ${x} ms`);
  return `p50 ${bound(d.p50Ms)}, p99 ${bound(d.p99Ms)}, max ${bound(d.maxMs)} (${d.samples.toLocaleString('en-US')} samples)`;
}
