// Historical order books of one token (GET /markets/orderbooks): raw snapshots, or one snapshot per
// time bucket showing the book as it stood at the bucket's end (carried forward through buckets
// without a snapshot). The time range defaults to the token's first and latest snapshot. The
// token's history stamp (bookHistoryStamp, from hot state) says when its history last changed.
import { BadRequestError } from '../../core/errors.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import {
  bookTimeRange,
  readBuckets,
  readSnapshots,
  type BookSnapshotRow,
} from '../../storage/clickhouse/book-history.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { parseHistoryStamp, readHistoryStamp, readRecordsStamp } from '../../storage/hot/market-state.ts';

export const MAX_BUCKET_MS = 86_400_000;
/** Derived buckets are whole seconds. */
const MIN_BUCKET_MS = 1000;

export interface BookHistoryQuery {
  venue: string;
  tokenId: string;
  /** Unix ms, inclusive; default: the first snapshot. */
  start?: number;
  /** Unix ms, inclusive; default: the latest snapshot. */
  end?: number;
  /** Bucket length in ms (at most one day); or derived from `points`; neither: raw snapshots. */
  bucketMs?: number;
  /** About this many buckets over [start, end] (the bucket rounded up to whole seconds, at most one day). */
  points?: number;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  /** The token's latest stored change (unix ms), when known from its history stamp: not read again. */
  latest?: number;
}

export interface BookHistoryPoint {
  row: BookSnapshotRow;
  /** Unix ms the book is shown at: the snapshot time, or the bucket's end for bucketed reads. */
  at: number;
}

/** The bucket length `points` buckets over [start, end] need: whole seconds, 1 s to 1 day. */
export function bucketForPoints(start: number, end: number, points: number): number {
  const raw = Math.ceil((end - start + 1) / points / MIN_BUCKET_MS) * MIN_BUCKET_MS;
  return Math.min(MAX_BUCKET_MS, Math.max(MIN_BUCKET_MS, raw));
}

export async function bookHistory(ch: Analytics, q: BookHistoryQuery): Promise<BookHistoryPoint[]> {
  if (q.bucketMs !== undefined && (q.bucketMs <= 0 || q.bucketMs > MAX_BUCKET_MS)) {
    throw new BadRequestError((name) => `${name('bucket')} must be between 1s and 1d`, 'invalid_request');
  }
  let { start, end } = q;
  if (start !== undefined && end !== undefined && start > end) return [];
  const ref = { venue: q.venue, tokenId: q.tokenId, order: q.order, limit: q.limit, offset: q.offset };
  if (q.bucketMs === undefined && q.points === undefined) {
    // Raw snapshots: an open end of the range is simply no condition.
    return (await readSnapshots(ch, { ...ref, start, end })).map((row) => ({ row, at: row.ts }));
  }
  // Buckets, read in one query from the end of the page backwards. A page newest first is placed
  // from its end, and the first such page (the default) also without one: it starts at the latest
  // snapshot, the first row read. A page oldest first needs both ends of the range, and so does
  // `points` (the bucket is the range divided by points): the token's first and latest snapshot are
  // read first where one is missing.
  const needsRange =
    q.bucketMs === undefined || q.order === 'ASC'
      ? start === undefined || end === undefined
      : end === undefined && q.offset > 0;
  if (needsRange) {
    const range = await bookTimeRange(ch, { venue: q.venue, tokenId: q.tokenId });
    if (!range) return [];
    start ??= range.first;
    end ??= range.last;
    if (start > end) return [];
  }
  const bucketMs = q.bucketMs ?? bucketForPoints(start!, end!, q.points!);
  const rows = await readBuckets(ch, {
    ...ref,
    start,
    end,
    bucketMs,
    ...(q.latest === undefined ? {} : { latest: q.latest }),
  });
  return rows.map((r) => ({ row: r.snapshot, at: r.bucketEnd }));
}

/**
 * What a token's order-book history stamp says: the time of the latest change it names (`latest`,
 * Unix ms; undefined without a stamp), which a history read then need not look up; and the stamp an
 * answer about the token's books is kept under (`answers`): the history stamp, or for a token
 * without one (no book the engine wrote: history written around it, a backfilled price, nothing)
 * its records stamp, which the engine's first write of any of its records, and each backfilled
 * batch, change.
 */
export async function bookHistoryStamp(
  hot: HotState,
  tokenId: string,
): Promise<{ latest: number | undefined; answers: string }> {
  const stamp = await readHistoryStamp(hot, tokenId);
  if (stamp !== undefined) return { latest: parseHistoryStamp(stamp)?.ts, answers: stamp };
  return { latest: undefined, answers: `records:${(await readRecordsStamp(hot, tokenId)).records}` };
}
