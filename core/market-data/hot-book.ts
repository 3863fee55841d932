// The engine's model of a token's market as it keeps it hot (latest book, top of book, sparkline):
// written by the market-state writer, stored by storage/hot/market-state.ts, read by quotes, paper
// fills, similarity and the API's streams.

import type { DataSource } from './schemas.ts';

/** [price, size] decimal strings, best first. */
export type HotLevel = [string, string];

export interface HotBook {
  market_id: string;
  bids: HotLevel[];
  asks: HotLevel[];
  /** Unix ms of the venue's book. */
  ts: number;
  hash?: string;
  /** Best bid and ask of a book without levels (a top-of-book source: the dataset replay's quotes). */
  top?: [bid: string | null, ask: string | null];
  /** Where the book came from when its message said (the sandbox: `sandbox`); absent: live or, with `top`, recording. */
  source?: DataSource;
}

/** Best bid with its size, best ask with its size; null for an empty side or an unknown size. */
export type BookTop = [
  bid: string | null,
  bidSize: string | null,
  ask: string | null,
  askSize: string | null,
];

export function hotBookTop(b: HotBook): BookTop {
  return [
    b.bids[0]?.[0] ?? b.top?.[0] ?? null,
    b.bids[0]?.[1] ?? null,
    b.asks[0]?.[0] ?? b.top?.[1] ?? null,
    b.asks[0]?.[1] ?? null,
  ];
}

export interface Sparkline {
  /** Start (unix ms) of the newest bucket. */
  end: number;
  /** One price per bucket, oldest first. */
  points: number[];
}

/** Sparkline: this many points, one per bucket, oldest first. */
export const SPARKLINE_POINTS = 24;
/** Sparkline bucket: one hour, so a sparkline spans the last 24 hours of the token's data. */
export const SPARKLINE_BUCKET_MS = 3_600_000;

/** Moves the sparkline to the bucket of ts (carrying the last value through empty buckets) and sets it. */
export function updateSparkline(current: Sparkline | undefined, ts: number, price: number): Sparkline {
  const bucket = Math.floor(ts / SPARKLINE_BUCKET_MS) * SPARKLINE_BUCKET_MS;
  if (!current) return { end: bucket, points: new Array<number>(SPARKLINE_POINTS).fill(price) };
  if (bucket < current.end) return current; // older than the newest bucket: history is not rewritten
  const points = current.points.slice();
  const steps = Math.min(SPARKLINE_POINTS, (bucket - current.end) / SPARKLINE_BUCKET_MS);
  const carried = points[points.length - 1]!;
  for (let i = 0; i < steps; i++) points.push(carried);
  points[points.length - 1] = price;
  return { end: bucket, points: points.slice(-SPARKLINE_POINTS) };
}
