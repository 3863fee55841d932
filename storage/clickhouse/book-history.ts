// Order-book history per token: snapshots written by the engine, read raw or in time buckets where
// each bucket shows the book as it stood at the bucket's end (the last snapshot at or before it,
// carried forward through buckets without a snapshot).
import type { Analytics, EncodedRows } from './analytics.ts';
import { decimalPairsField, nullableDecimalField, stringField } from './tab-separated.ts';

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

// The last conversion is kept: snapshots come in time order, and sources that poll (the dataset
// replay) give many tokens the same ts in a row, so most rows reuse it (the conversion was ~5% of
// the pipeline benchmark's time).
let lastMs = NaN;
let lastText = '';

function chTime(ms: number): string {
  if (ms !== lastMs) {
    lastText = new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
    lastMs = ms;
  }
  return lastText;
}

/** The rows as TabSeparated text in the table's column order (ts as DateTime64 text, UTC). */
export function encodeBookSnapshots(rows: readonly BookSnapshotRow[]): EncodedRows {
  let text = '';
  for (const r of rows) {
    text +=
      `${stringField(r.venue)}\t${stringField(r.token_id)}\t${stringField(r.market_id)}\t${chTime(r.ts)}\t` +
      `${nullableDecimalField(r.best_bid)}\t${nullableDecimalField(r.best_ask)}\t` +
      `${decimalPairsField(r.bids)}\t${decimalPairsField(r.asks)}\n`;
  }
  return { format: 'TabSeparated', body: Buffer.from(text), rows: rows.length };
}

export function insertBookSnapshots(ch: Analytics, rows: readonly BookSnapshotRow[]): Promise<void> {
  return ch.insertEncoded('books.insert', 'book_snapshots', encodeBookSnapshots(rows));
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
  /** Unix ms, inclusive; undefined: from the first snapshot. */
  start?: number;
  /** Unix ms, inclusive; undefined: to the latest snapshot. */
  end?: number;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** `ts` conditions for the bounds that are given (an open end is no condition at all). */
function tsBounds(start: number | undefined, end: number | undefined): string {
  return (
    (start === undefined ? '' : ' AND ts >= fromUnixTimestamp64Milli({start: Int64})') +
    (end === undefined ? '' : ' AND ts <= fromUnixTimestamp64Milli({end: Int64})')
  );
}

/** Snapshots with start ≤ ts ≤ end, one per timestamp (a duplicate not merged yet is skipped). */
export async function readSnapshots(ch: Analytics, q: RawRange): Promise<BookSnapshotRow[]> {
  const rows = await ch.query<RawSnapshot>(
    'books.raw',
    `SELECT ${SELECT} FROM ${ch.table('book_snapshots')}
     WHERE venue = {venue: String} AND token_id = {token: String}${tsBounds(q.start, q.end)}
     ORDER BY ts ${q.order === 'ASC' ? 'ASC' : 'DESC'} LIMIT 1 BY ts LIMIT {limit: UInt32} OFFSET {offset: UInt32}`,
    { venue: q.venue, token: q.tokenId, start: q.start, end: q.end, limit: q.limit, offset: q.offset },
  );
  return rows.map((r) => toRow(q.venue, r));
}

export interface BucketRange extends TokenRef {
  /**
   * Buckets are [k·bucketMs, (k+1)·bucketMs); the range covers the buckets holding start and end.
   * Unix ms, inclusive. A page oldest first (ASC) needs both. A page newest first needs neither
   * start (buckets before the first snapshot are left out anyway) nor, when it is the first page
   * (offset 0), the end: it then starts at the latest snapshot.
   */
  start?: number;
  end?: number;
  bucketMs: number;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export interface BucketSnapshot {
  /** The book shown: the last snapshot at or before the bucket's end (one object for all the buckets it is carried through). */
  snapshot: BookSnapshotRow;
  /** End of the bucket (unix ms, exclusive): the time the book is shown at. */
  bucketEnd: number;
}

/** The last snapshot of one bucket, as the bucket read selects it. */
interface BucketRow {
  b: string;
  at: string;
  market_id: string;
  best_bid: string | null;
  best_ask: string | null;
  bids: Level[];
  asks: Level[];
}

/**
 * One snapshot per bucket, the book as it stood at the bucket's end: the last snapshot at or before
 * it (never after `end`), so empty buckets carry the book forward, also from before `start` and from
 * before the page. Buckets before the token's first snapshot are left out.
 *
 * One scan: the token's snapshots are read newest first along the primary key (venue, token_id, ts)
 * from the end of the page, keeping the last snapshot of each bucket, and the read stops after the
 * page's buckets and the one non-empty bucket before them (whose book carries into the page's
 * leading empty buckets). Without an end, the first row read is the latest snapshot.
 */
export async function readBuckets(ch: Analytics, q: BucketRange): Promise<BucketSnapshot[]> {
  const bucketOf = (ms: number) => Math.floor(ms / q.bucketMs);
  const openEnded = q.end === undefined;
  if (q.order === 'ASC' ? q.start === undefined || openEnded : openEnded && q.offset !== 0) {
    throw new Error('readBuckets: a page oldest first needs both ends of the range, a later page newest first its end');
  }
  if (q.start !== undefined && q.end !== undefined && q.start > q.end) return [];
  // The page in bucket indices [lo, hi], where the range places it before reading.
  let lo = -Infinity;
  let hi = Infinity;
  if (q.end !== undefined) {
    const last = bucketOf(q.end);
    if (q.order === 'ASC') {
      lo = bucketOf(q.start!) + q.offset;
      hi = Math.min(last, lo + q.limit - 1);
    } else {
      hi = last - q.offset;
      lo = hi - q.limit + 1;
    }
  }
  if (q.start !== undefined) lo = Math.max(lo, bucketOf(q.start));
  if (hi < lo) return [];
  // The page's buckets and the non-empty one before them.
  const take = openEnded ? q.limit + 1 : hi - lo + 2;
  const upper = openEnded ? undefined : Math.min(q.end!, (hi + 1) * q.bucketMs - 1);
  const rows = await ch.query<BucketRow>(
    'books.buckets',
    `SELECT intDiv(toUnixTimestamp64Milli(ts), {bucket: Int64}) AS b, toUnixTimestamp64Milli(ts) AS at, market_id,
            toString(best_bid) AS best_bid, toString(best_ask) AS best_ask,
            arrayMap(l -> (toString(l.1), toString(l.2)), bids) AS bids,
            arrayMap(l -> (toString(l.1), toString(l.2)), asks) AS asks
     FROM ${ch.table('book_snapshots')}
     WHERE venue = {venue: String} AND token_id = {token: String}${tsBounds(undefined, upper)}
     ORDER BY ts DESC LIMIT 1 BY b LIMIT {take: UInt32}`,
    { venue: q.venue, token: q.tokenId, bucket: q.bucketMs, end: upper, take },
  );
  const latest = rows[0];
  if (!latest) return [];
  if (openEnded) {
    // The end is the latest snapshot.
    if (q.start !== undefined && q.start > Number(latest.at)) return [];
    hi = Number(latest.b);
    lo = Math.max(lo, hi - q.limit + 1);
  }
  // Rows are newest bucket first: walk them from the oldest up, carrying the book through gaps.
  const out: BucketSnapshot[] = [];
  let current: BookSnapshotRow | undefined;
  let next = rows.length - 1;
  for (let b = lo; b <= hi; b++) {
    while (next >= 0 && Number(rows[next]!.b) <= b) current = bucketRow(q, rows[next--]!);
    if (current) out.push({ snapshot: current, bucketEnd: (b + 1) * q.bucketMs });
  }
  if (q.order === 'DESC') out.reverse();
  return out;
}

function bucketRow(ref: TokenRef, r: BucketRow): BookSnapshotRow {
  return {
    venue: ref.venue,
    token_id: ref.tokenId,
    market_id: r.market_id,
    ts: Number(r.at),
    best_bid: r.best_bid,
    best_ask: r.best_ask,
    bids: r.bids,
    asks: r.asks,
  };
}
