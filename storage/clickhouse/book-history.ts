// Order-book history per token, read back as whole books: raw (one book per change) or in time
// buckets where each bucket shows the book as it stood at the bucket's end (carried forward through
// buckets without a change). Changes are stored as whole books (book_states) and level changes
// (book_deltas, book-rows.ts); a book at time t is the last state at or before t with the deltas
// after it applied. Checkpoints (states the engine adds at a busy token's minute ends, with the time
// of the next change) make a bucket read of a busy token read whole books only.
import { isZero } from '../../core/decimal.ts';
import type { BookChange } from '../../core/market-data.ts';
import type { Analytics } from './analytics.ts';
import type { BookSnapshotRow, Level } from './book-rows.ts';

export { insertBookSnapshots, type BookSnapshotRow, type Level } from './book-rows.ts';

export interface TokenRef {
  venue: string;
  tokenId: string;
}

const KEY = 'token_key = cityHash64({venue: String}, {token: String})';
const TOP = 'toString(best_bid) AS best_bid, toString(best_ask) AS best_ask';
// Levels leave ClickHouse as one text per side, `price:size,price:size` (changes `side:price:size,…`):
// decimals stay exact, and one string per row is far cheaper to decode and to pass out of the chDB
// worker than an array of arrays of strings.
const LEVELS = (column: string) => `arrayStringConcat(arrayMap(l -> concat(toString(l.1), ':', toString(l.2)), ${column}), ',')`;
const CHANGES = "arrayStringConcat(arrayMap(c -> concat(toString(c.1), ':', toString(c.2), ':', toString(c.3)), changes), ',')";

/**
 * Levels as LEVELS encodes them. With `seen`, a level met before (same price and size) is the same
 * (never modified) object: the books of a bucket read share most of their levels, and allocating
 * each again was most of the read's garbage.
 */
function levelsOf(text: string, seen?: Map<string, Level>): Level[] {
  if (text === '') return [];
  return text.split(',').map((l) => {
    let level = seen?.get(l);
    if (!level) {
      const i = l.indexOf(':');
      level = [l.slice(0, i), l.slice(i + 1)];
      seen?.set(l, level);
    }
    return level;
  });
}

/** A stored change or state as read: `at` and `next` unix ms (text), levels as decimal strings. */
interface ChangeRow {
  at: string;
  seq: number;
  kind: 'book' | 'quote' | 'checkpoint' | 'delta';
  best_bid: string | null;
  best_ask: string | null;
  /** Levels and changes as LEVELS and CHANGES encode them. */
  bids: string;
  asks: string;
  changes: string;
}

interface StateRow extends ChangeRow {
  next: string | null;
  market_id: string;
}

const STATE_COLUMNS = `toUnixTimestamp64Milli(ts) AS at, seq, toString(kind) AS kind, ${TOP}, ${LEVELS('bids')} AS bids, ${LEVELS('asks')} AS asks`;
const DELTA_COLUMNS = `toUnixTimestamp64Milli(ts) AS at, seq, 'delta' AS kind, ${TOP}, '' AS bids, '' AS asks, ${CHANGES} AS changes`;

/** `ts` conditions for the bounds that are given (an open end is no condition at all). */
function tsBounds(start: number | undefined, end: number | undefined): string {
  return (
    (start === undefined ? '' : ' AND ts >= fromUnixTimestamp64Milli({start: Int64})') +
    (end === undefined ? '' : ' AND ts <= fromUnixTimestamp64Milli({end: Int64})')
  );
}

function tables(ch: Analytics) {
  return { states: ch.table('book_states'), deltas: ch.table('book_deltas'), tokens: ch.table('tokens') };
}

/** (ts, seq) order of two rows. */
function before(a: { at: string; seq: number }, b: { at: string; seq: number }): boolean {
  const x = Number(a.at);
  const y = Number(b.at);
  return x < y || (x === y && Number(a.seq) < Number(b.seq));
}

/** Levels best first: bids by descending price, asks ascending. */
function sortedLevels(levels: Map<string, string>, side: 'bids' | 'asks'): Level[] {
  // Prices are Decimal(9, 6): at most nine significant digits, which a double holds exactly, so
  // numbers order them as the decimals do (and far faster than comparing decimal strings).
  const keyed = [...levels].map((level) => ({ key: Number(level[0]), level }));
  keyed.sort(side === 'bids' ? (a, b) => b.key - a.key : (a, b) => a.key - b.key);
  return keyed.map((k) => k.level);
}

/**
 * A book being replayed. A state is kept as read (its levels are stored best first); levels by
 * price are made from it only when a delta follows (a busy token's bucket read shows mostly
 * checkpoints, one per bucket, with no delta after them), and sorted only when the book is shown
 * (a bucket read applies every delta but shows the book once per bucket).
 */
class Replay {
  /** `seen`: levels shared between the books of one read (see levelsOf). */
  constructor(private readonly seen?: Map<string, Level>) {}

  private shown: { bids: Level[]; asks: Level[] } = { bids: [], asks: [] };
  private byPrice: { bids: Map<string, string>; asks: Map<string, string> } | undefined;
  private changed = false;

  /** A state replaces the book, a delta changes its levels (size 0 removes one). */
  apply(r: ChangeRow): void {
    if (r.kind !== 'delta') {
      this.shown = { bids: levelsOf(r.bids, this.seen), asks: levelsOf(r.asks, this.seen) };
      this.byPrice = undefined;
      this.changed = false;
      return;
    }
    this.byPrice ??= { bids: new Map(this.shown.bids), asks: new Map(this.shown.asks) };
    for (const change of r.changes === '' ? [] : r.changes.split(',')) {
      const [side, price, size] = change.split(':') as [BookChange['side'], string, string];
      const levels = side === 'bid' ? this.byPrice.bids : this.byPrice.asks;
      if (isZero(size)) levels.delete(price);
      else levels.set(price, size);
    }
    this.changed = true;
  }

  /** The levels, best first. */
  book(): { bids: Level[]; asks: Level[] } {
    if (this.changed && this.byPrice) {
      this.shown = { bids: sortedLevels(this.byPrice.bids, 'bids'), asks: sortedLevels(this.byPrice.asks, 'asks') };
      this.changed = false;
    }
    return this.shown;
  }
}

function snapshotOf(ref: TokenRef, market: string, r: ChangeRow, book: { bids: Level[]; asks: Level[] }): BookSnapshotRow {
  return {
    venue: ref.venue,
    token_id: ref.tokenId,
    market_id: market,
    ts: Number(r.at),
    best_bid: r.best_bid,
    best_ask: r.best_ask,
    bids: book.bids,
    asks: book.asks,
  };
}

/** First and last change time (unix ms) of a token, or null when it has none. */
export async function bookTimeRange(ch: Analytics, ref: TokenRef): Promise<{ first: number; last: number } | null> {
  const t = tables(ch);
  const [row] = await ch.query<{ first: string; last: string; n: string }>(
    'books.range',
    `SELECT toUnixTimestamp64Milli(min(ts)) AS first, toUnixTimestamp64Milli(max(ts)) AS last, count() AS n FROM (
       SELECT ts FROM ${t.states} WHERE ${KEY} AND kind != 'checkpoint'
       UNION ALL SELECT ts FROM ${t.deltas} WHERE ${KEY})`,
    { venue: ref.venue, token: ref.tokenId },
  );
  return row && Number(row.n) > 0 ? { first: Number(row.first), last: Number(row.last) } : null;
}

/** The latest change time (unix ms) at or before `end`, or null when there is none. */
async function lastChange(ch: Analytics, ref: TokenRef): Promise<number | null> {
  const t = tables(ch);
  const [row] = await ch.query<{ at: string }>(
    'books.last',
    `SELECT at FROM (
       (SELECT toUnixTimestamp64Milli(ts) AS at FROM ${t.states} WHERE ${KEY} AND kind != 'checkpoint' ORDER BY ts DESC LIMIT 1)
       UNION ALL (SELECT toUnixTimestamp64Milli(ts) AS at FROM ${t.deltas} WHERE ${KEY} ORDER BY ts DESC LIMIT 1))
     ORDER BY at DESC LIMIT 1`,
    { venue: ref.venue, token: ref.tokenId },
  );
  return row ? Number(row.at) : null;
}

/** The token's deltas with from ≤ ts ≤ to (unix ms), oldest first; a duplicate not merged yet is skipped. */
async function readDeltas(ch: Analytics, ref: TokenRef, from: number, to: number): Promise<ChangeRow[]> {
  return ch.query<ChangeRow>(
    'books.deltas',
    `SELECT ${DELTA_COLUMNS} FROM ${tables(ch).deltas}
     WHERE ${KEY} AND ts >= fromUnixTimestamp64Milli({from: Int64}) AND ts <= fromUnixTimestamp64Milli({to: Int64})
     ORDER BY ts, seq LIMIT 1 BY ts, seq`,
    { venue: ref.venue, token: ref.tokenId, from, to },
  );
}

/**
 * The deltas a bucket read needs, oldest first: in each bucket of `from` (bucket index → unix ms),
 * those at or after its time (the bucket's state, or the bucket's start when its state is older),
 * plus those in `older` (the span from a state older than the page to the page's first bucket;
 * `from` is then never empty). `from` is in bucket order, so its times ascend. One condition per
 * row, whatever the number of buckets: `transform` looks the row's bucket up (a bucket not listed
 * needs nothing: its state holds past its end), where a condition per span (an OR of hundreds of
 * ranges) cost ~6× as much on a busy token's day.
 */
async function readBucketDeltas(
  ch: Analytics,
  ref: TokenRef,
  bucketMs: number,
  from: Map<number, number>,
  older: [number, number] | undefined,
  upper: number,
): Promise<ChangeRow[]> {
  const lowest = older ? older[0] : from.values().next().value;
  if (lowest === undefined) return [];
  return ch.query<ChangeRow>(
    'books.deltas',
    `SELECT ${DELTA_COLUMNS} FROM ${tables(ch).deltas}
     WHERE ${KEY} AND ts >= fromUnixTimestamp64Milli({lowest: Int64}) AND ts <= fromUnixTimestamp64Milli({upper: Int64})
       AND (toUnixTimestamp64Milli(ts) >= transform(intDiv(toUnixTimestamp64Milli(ts), {bucket: Int64}),
                                                    {buckets: Array(Int64)}, {froms: Array(Int64)}, {never: Int64})
            OR toUnixTimestamp64Milli(ts) BETWEEN {olderFrom: Int64} AND {olderTo: Int64})
     ORDER BY ts, seq LIMIT 1 BY ts, seq`,
    {
      venue: ref.venue,
      token: ref.tokenId,
      lowest,
      upper,
      bucket: bucketMs,
      buckets: [...from.keys()],
      froms: [...from.values()],
      never: Number.MAX_SAFE_INTEGER,
      olderFrom: older ? older[0] : 1,
      olderTo: older ? older[1] : 0,
    },
  );
}

/** The book as it stood just before `target` (a delta): its base state with the deltas between applied. */
async function replayBefore(ch: Analytics, ref: TokenRef, target: ChangeRow): Promise<Replay | null> {
  const [base] = await ch.query<ChangeRow>(
    'books.base',
    `SELECT ${STATE_COLUMNS} FROM ${tables(ch).states}
     WHERE ${KEY} AND ts <= fromUnixTimestamp64Milli({at: Int64})
       AND (ts, seq) < (fromUnixTimestamp64Milli({at: Int64}), {seq: UInt16})
     ORDER BY ts DESC, seq DESC LIMIT 1`,
    { venue: ref.venue, token: ref.tokenId, at: Number(target.at), seq: Number(target.seq) },
  );
  if (!base) return null;
  const replay = new Replay();
  replay.apply(base);
  for (const d of await readDeltas(ch, ref, Number(base.at), Number(target.at))) {
    if (before(base, d) && before(d, target)) replay.apply(d);
  }
  return replay;
}

export interface RawRange extends TokenRef {
  /** Unix ms, inclusive; undefined: from the first change. */
  start?: number;
  /** Unix ms, inclusive; undefined: to the latest change. */
  end?: number;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** The book after each change with start ≤ ts ≤ end (a duplicate not merged yet is skipped). */
export async function readSnapshots(ch: Analytics, q: RawRange): Promise<BookSnapshotRow[]> {
  const t = tables(ch);
  const dir = q.order === 'ASC' ? 'ASC' : 'DESC';
  const bounds = tsBounds(q.start, q.end);
  const rows = await ch.query<ChangeRow & { market_id: string }>(
    'books.raw',
    `SELECT *, (SELECT any(market_id) FROM ${t.tokens} WHERE ${KEY}) AS market_id FROM (
       SELECT ${STATE_COLUMNS}, '' AS changes FROM ${t.states} WHERE ${KEY} AND kind != 'checkpoint'${bounds}
       UNION ALL SELECT ${DELTA_COLUMNS} FROM ${t.deltas} WHERE ${KEY}${bounds})
     ORDER BY at ${dir}, seq ${dir} LIMIT 1 BY at, seq LIMIT {limit: UInt32} OFFSET {offset: UInt32}`,
    { venue: q.venue, token: q.tokenId, start: q.start, end: q.end, limit: q.limit, offset: q.offset },
  );
  const ascending = dir === 'ASC' ? rows : rows.slice().reverse();
  const first = ascending[0];
  if (!first) return [];
  const replay = first.kind === 'delta' ? await replayBefore(ch, q, first) : new Replay();
  if (!replay) return []; // deltas before any whole book: nothing to apply them to
  const out: BookSnapshotRow[] = [];
  for (const r of ascending) {
    replay.apply(r);
    out.push(snapshotOf(q, first.market_id, r, replay.book()));
  }
  if (dir === 'DESC') out.reverse();
  return out;
}

export interface BucketRange extends TokenRef {
  /**
   * Buckets are [k·bucketMs, (k+1)·bucketMs); the range covers the buckets holding start and end.
   * Unix ms, inclusive. A page oldest first (ASC) needs both. A page newest first needs neither
   * start (buckets before the first change are left out anyway) nor, when it is the first page
   * (offset 0), the end: it then ends at the latest change.
   */
  start?: number;
  end?: number;
  bucketMs: number;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export interface BucketSnapshot {
  /** The book shown: as it stood at the bucket's end (one object for all the buckets it is carried through). */
  snapshot: BookSnapshotRow;
  /** End of the bucket (unix ms, exclusive): the time the book is shown at. */
  bucketEnd: number;
}

/**
 * One book per bucket, as it stood at the bucket's end (never after `end`), so empty buckets carry
 * the book forward, also from before `start` and from before the page. Buckets before the token's
 * first change are left out.
 *
 * Two reads: the last whole book (state) of each bucket, newest first along the key from the page's
 * end until the page's buckets and the non-empty one before them are covered; then only the deltas
 * that came after a bucket's state and by its end (none when the state is a checkpoint that holds
 * past the bucket's end, as a busy token's minute checkpoints do for buckets of whole minutes).
 */
export async function readBuckets(ch: Analytics, q: BucketRange): Promise<BucketSnapshot[]> {
  const bucketOf = (ms: number) => Math.floor(ms / q.bucketMs);
  if (q.order === 'ASC' ? q.start === undefined || q.end === undefined : q.end === undefined && q.offset !== 0) {
    throw new Error('readBuckets: a page oldest first needs both ends of the range, a later page newest first its end');
  }
  let end = q.end;
  if (end === undefined) {
    // The first page newest first ends at the latest change.
    const last = await lastChange(ch, q);
    if (last === null) return [];
    end = last;
  }
  if (q.start !== undefined && q.start > end) return [];
  // The page in bucket indices [lo, hi].
  const lastBucket = bucketOf(end);
  let lo: number;
  let hi: number;
  if (q.order === 'ASC') {
    lo = bucketOf(q.start!) + q.offset;
    hi = Math.min(lastBucket, lo + q.limit - 1);
  } else {
    hi = lastBucket - q.offset;
    lo = hi - q.limit + 1;
  }
  if (q.start !== undefined) lo = Math.max(lo, bucketOf(q.start));
  if (hi < lo) return [];
  const upper = Math.min(end, (hi + 1) * q.bucketMs - 1);
  const t = tables(ch);
  // The last state of each bucket, newest first: the page's buckets, and the last state before the
  // page (read by itself: a token's whole history is never read, only the page's range and one row).
  const first = lo * q.bucketMs;
  const raw = `intDiv(toUnixTimestamp64Milli(ts), {bucket: Int64}) AS b, ts, seq, kind, best_bid, best_ask, bids, asks, next_ts`;
  const states = await ch.query<StateRow & { b: string }>(
    'books.buckets',
    `SELECT b, ${STATE_COLUMNS}, '' AS changes, toUnixTimestamp64Milli(next_ts) AS next,
            (SELECT any(market_id) FROM ${t.tokens} WHERE ${KEY}) AS market_id
     FROM (
       (SELECT ${raw} FROM ${t.states}
        WHERE ${KEY} AND ts >= fromUnixTimestamp64Milli({first: Int64}) AND ts <= fromUnixTimestamp64Milli({end: Int64})
        ORDER BY ts DESC, seq DESC, kind DESC LIMIT 1 BY b)
       UNION ALL
       (SELECT ${raw} FROM ${t.states} WHERE ${KEY} AND ts < fromUnixTimestamp64Milli({first: Int64})
        ORDER BY ts DESC, seq DESC, kind DESC LIMIT 1))
     ORDER BY b DESC`,
    { venue: q.venue, token: q.tokenId, bucket: q.bucketMs, first, end: upper },
  );
  if (states.length === 0) return [];
  const market = states[0]!.market_id;
  // Walk the buckets oldest first: each bucket's state, and from when in it deltas are needed (none
  // when its state holds past the bucket's end).
  const plan: { b: number; until: number; state: StateRow }[] = [];
  const deltasFrom = new Map<number, number>();
  let older: [number, number] | undefined;
  let next = states.length - 1;
  let state: StateRow | undefined;
  for (let b = lo; b <= hi; b++) {
    while (next >= 0 && Number(states[next]!.b) <= b) state = states[next--]!;
    if (!state) continue;
    const until = Math.min(upper, (b + 1) * q.bucketMs - 1);
    plan.push({ b, until, state });
    const holds = state.next !== null && Number(state.next) > until;
    if (holds) continue;
    const at = Number(state.at);
    deltasFrom.set(b, Math.max(at, b * q.bucketMs));
    if (at < first) older ??= [at, first - 1];
  }
  const deltas = await readBucketDeltas(ch, q, q.bucketMs, deltasFrom, older, upper);
  // Replay: each bucket's book is its state with the deltas after it and by its end applied.
  const out: BucketSnapshot[] = [];
  const seen = new Map<string, Level>();
  let current: { state: StateRow; replay: Replay; last: ChangeRow; shown?: BookSnapshotRow } | undefined;
  let d = 0;
  for (const step of plan) {
    if (current?.state !== step.state) {
      current = { state: step.state, replay: new Replay(seen), last: step.state };
      current.replay.apply(step.state);
      // A newer state is later than every delta applied so far (they were by the previous bucket's end).
      while (d < deltas.length && !before(step.state, deltas[d]!)) d++;
    }
    while (d < deltas.length && Number(deltas[d]!.at) <= step.until) {
      current.replay.apply(deltas[d]!);
      current.last = deltas[d++]!;
      current.shown = undefined;
    }
    current.shown ??= snapshotOf(q, market, current.last, current.replay.book());
    out.push({ snapshot: current.shown, bucketEnd: (step.b + 1) * q.bucketMs });
  }
  if (q.order === 'DESC') out.reverse();
  return out;
}
