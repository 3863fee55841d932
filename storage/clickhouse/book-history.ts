// Order-book history per token: snapshots written by the engine, read raw or in time buckets where
// each bucket shows the book as it stood at the bucket's end (the last snapshot at or before it,
// carried forward through buckets without a snapshot).
import type { Analytics } from './analytics.ts';

/** [price, size] decimal strings. */
export type Level = [string, string];

export interface BookSnapshotRow {
  venue: string;
  token_id: string;
  market_id: string;
  /** Unix ms. */
  ts: number;
  best_bid: string | null;
  best_ask: string | null;
  bids: Level[];
  asks: Level[];
}

function chTime(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
}

export function insertBookSnapshots(ch: Analytics, rows: readonly BookSnapshotRow[]): Promise<void> {
  // Column order of the table. ts goes in as DateTime64 text ('YYYY-MM-DD HH:MM:SS.mmm', UTC): a JSON
  // number with a fraction (seconds.ms) does not parse into DateTime64 unless the ms are zero.
  const compact = rows.map((r) => [r.venue, r.token_id, r.market_id, chTime(r.ts), r.best_bid, r.best_ask, r.bids, r.asks]);
  return ch.insert('books.insert', 'book_snapshots', compact, 'JSONCompactEachRow');
}

interface RawSnapshot {
  token_id: string;
  market_id: string;
  /** Unix ms. Not named `ts`: an alias `ts` would shadow the column in WHERE and ORDER BY. */
  at: string;
  best_bid: string | null;
  best_ask: string | null;
  bids: Level[];
  asks: Level[];
}

// Decimals leave ClickHouse as strings (exact); the order matches RawSnapshot.
const FIELDS: [keyof RawSnapshot, string][] = [
  ['token_id', 'token_id'],
  ['market_id', 'market_id'],
  ['at', 'toUnixTimestamp64Milli(ts)'],
  ['best_bid', 'toString(best_bid)'],
  ['best_ask', 'toString(best_ask)'],
  ['bids', 'arrayMap(l -> (toString(l.1), toString(l.2)), bids)'],
  ['asks', 'arrayMap(l -> (toString(l.1), toString(l.2)), asks)'],
];
const SELECT = FIELDS.map(([name, expr]) => `${expr} AS ${name}`).join(', ');
const TUPLE = `tuple(${FIELDS.map(([, expr]) => expr).join(', ')})`;

function toRow(venue: string, r: RawSnapshot): BookSnapshotRow {
  return { venue, token_id: r.token_id, market_id: r.market_id, ts: Number(r.at), best_bid: r.best_bid, best_ask: r.best_ask, bids: r.bids, asks: r.asks };
}

export interface TokenRef {
  venue: string;
  tokenId: string;
}

/** First and last snapshot time (unix ms) of a token, or null when it has none. */
export async function bookTimeRange(ch: Analytics, ref: TokenRef): Promise<{ first: number; last: number } | null> {
  const [row] = await ch.query<{ first: string; last: string; n: string }>(
    'books.range',
    `SELECT toUnixTimestamp64Milli(min(ts)) AS first, toUnixTimestamp64Milli(max(ts)) AS last, count() AS n
     FROM ${ch.table('book_snapshots')} WHERE venue = {venue: String} AND token_id = {token: String}`,
    { venue: ref.venue, token: ref.tokenId },
  );
  return row && Number(row.n) > 0 ? { first: Number(row.first), last: Number(row.last) } : null;
}

export interface RawRange extends TokenRef {
  start: number;
  end: number;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** Snapshots with start ≤ ts ≤ end, one per timestamp (a duplicate not merged yet is skipped). */
export async function readSnapshots(ch: Analytics, q: RawRange): Promise<BookSnapshotRow[]> {
  const rows = await ch.query<RawSnapshot>(
    'books.raw',
    `SELECT ${SELECT} FROM ${ch.table('book_snapshots')}
     WHERE venue = {venue: String} AND token_id = {token: String}
       AND ts BETWEEN fromUnixTimestamp64Milli({start: Int64}) AND fromUnixTimestamp64Milli({end: Int64})
     ORDER BY ts ${q.order === 'ASC' ? 'ASC' : 'DESC'} LIMIT 1 BY ts LIMIT {limit: UInt32} OFFSET {offset: UInt32}`,
    { venue: q.venue, token: q.tokenId, start: q.start, end: q.end, limit: q.limit, offset: q.offset },
  );
  return rows.map((r) => toRow(q.venue, r));
}

export interface BucketRange extends TokenRef {
  /** Buckets are [k·bucketMs, (k+1)·bucketMs); the range covers the buckets holding start and end. */
  start: number;
  end: number;
  bucketMs: number;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export interface BucketSnapshot extends BookSnapshotRow {
  /** End of the bucket (unix ms, exclusive): the time the book is shown at. */
  bucketEnd: number;
}

/**
 * One snapshot per bucket, the book as it stood at the bucket's end. Only the buckets of the
 * requested page are read (plus the last snapshot before them, to carry into leading empty buckets).
 */
export async function readBuckets(ch: Analytics, q: BucketRange): Promise<{ total: number; rows: BucketSnapshot[] }> {
  const first = Math.floor(q.start / q.bucketMs);
  const last = Math.floor(q.end / q.bucketMs);
  const total = Math.max(0, last - first + 1);
  const count = Math.max(0, Math.min(q.limit, total - q.offset));
  if (count === 0) return { total, rows: [] };
  // Bucket indices of the page, ascending.
  const lo = q.order === 'ASC' ? first + q.offset : last - q.offset - count + 1;
  const hi = lo + count - 1;
  const windowStart = Math.max(q.start, lo * q.bucketMs);
  const windowEnd = Math.min(q.end, (hi + 1) * q.bucketMs - 1);
  const params = { venue: q.venue, token: q.tokenId, start: windowStart, end: windowEnd, bucket: q.bucketMs };
  const table = ch.table('book_snapshots');
  const where = 'venue = {venue: String} AND token_id = {token: String}';
  const [inWindow, before] = await Promise.all([
    ch
      .query<{ b: string; s: unknown[] }>(
        'books.buckets',
        `SELECT intDiv(toUnixTimestamp64Milli(ts), {bucket: Int64}) AS b, argMax(${TUPLE}, ts) AS s
         FROM ${table}
         WHERE ${where} AND ts BETWEEN fromUnixTimestamp64Milli({start: Int64}) AND fromUnixTimestamp64Milli({end: Int64})
         GROUP BY b ORDER BY b`,
        params,
      )
      .then((rows) => rows.map((r) => ({ b: Number(r.b), ...untuple(r.s) }))),
    ch.query<RawSnapshot>(
      'books.seed',
      `SELECT ${SELECT} FROM ${table}
       WHERE ${where} AND ts < fromUnixTimestamp64Milli({start: Int64}) ORDER BY ts DESC LIMIT 1`,
      params,
    ),
  ]);
  const byBucket = new Map(inWindow.map((r) => [r.b, r]));
  let current: RawSnapshot | undefined = before[0];
  const rows: BucketSnapshot[] = [];
  for (let b = lo; b <= hi; b++) {
    current = byBucket.get(b) ?? current;
    if (current) rows.push({ ...toRow(q.venue, current), bucketEnd: (b + 1) * q.bucketMs });
  }
  if (q.order === 'DESC') rows.reverse();
  return { total, rows };
}

function untuple(values: unknown[]): RawSnapshot {
  return Object.fromEntries(FIELDS.map(([name], i) => [name, values[i]])) as unknown as RawSnapshot;
}
