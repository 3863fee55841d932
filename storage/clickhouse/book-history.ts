// Order-book history per token, read back as whole books: raw (one book per change) or in time
// buckets where each bucket shows the book as it stood at the bucket's end (carried forward through
// buckets without a change). Changes are stored as whole books (book_states) and level changes
// (book_deltas, book-rows.ts); a book at time t is the last state at or before t with the deltas
// after it applied. Checkpoints (states the engine adds at a busy token's minute ends, with the time
// of the next change) make a bucket read of a busy token read whole books only.
import type { Analytics } from './analytics.ts';
import type { BookSnapshotRow, Level } from './book-rows.ts';
import { decimalText, decimalTextOfHalves, RowBinaryReader } from './row-binary.ts';

export { insertBookSnapshots, type BookSnapshotRow, type Level } from './book-rows.ts';

export interface TokenRef {
  venue: string;
  tokenId: string;
}

const KEY = 'token_key = cityHash64({venue: String}, {token: String})';

// Rows leave ClickHouse as RowBinary (row-binary.ts), every read with the same columns (decodeRows):
// decimals as their unscaled integers, made text here once per distinct value. As text (toString in
// the query, then JSON) a busy token's bucket read cost ~3× as much, mostly formatting and parsing.
const LEVELS_TYPE = 'Array(Tuple(Decimal(9, 6), Decimal(18, 6)))';
const CHANGES_TYPE = "Array(Tuple(Enum8('bid' = 1, 'ask' = 2), Decimal(9, 6), Decimal(18, 6)))";
const STATE_COLUMNS =
  'toUnixTimestamp64Milli(ts) AS at, seq, CAST(kind AS Int8) AS state_kind, toUnixTimestamp64Milli(next_ts) AS next, ' +
  `best_bid, best_ask, bids, asks, CAST([] AS ${CHANGES_TYPE}) AS changes`;
const DELTA_COLUMNS =
  'toUnixTimestamp64Milli(ts) AS at, seq, toInt8(0) AS state_kind, CAST(NULL AS Nullable(Int64)) AS next, ' +
  `best_bid, best_ask, CAST([] AS ${LEVELS_TYPE}) AS bids, CAST([] AS ${LEVELS_TYPE}) AS asks, changes`;
/**
 * The token's market, as a column (a String always: a scalar subquery may be Nullable): given once
 * it is known (`{market: String}`), else read from `tokens` (a scalar subquery: ~2 ms of a read).
 */
const MARKET = (tokens: string, known: string | undefined) =>
  known === undefined
    ? `CAST(ifNull((SELECT any(market_id) FROM ${tokens} WHERE ${KEY}), '') AS String) AS market_id`
    : '{market: String} AS market_id';

/**
 * What a client learned of a token from its own reads (per client; all forgotten when full):
 * - its market (a token's market never changes);
 * - a time before which it has no whole book (state): a bucket read that found none before its page
 *   learns the start of its oldest bucket with one, and a later page starting at or before that time
 *   skips reading the state before the page. Trusted for FIRST_STATE_KEPT_MS: history imported
 *   around the engine, older than a token's first change, shows in a page's carried-forward buckets
 *   within that time (as kept answers do: BOOK_HISTORY_CACHE_TTL_S).
 */
interface TokenFacts {
  market?: string;
  noStateBefore?: { at: number; learned: number };
}
const learned = new WeakMap<Analytics, Map<string, TokenFacts>>();
const TOKENS_KEPT = 100_000;
const FIRST_STATE_KEPT_MS = 300_000;

/** The client's facts of a token, to read and to fill in. */
function factsOf(ch: Analytics, ref: TokenRef): TokenFacts {
  let tokens = learned.get(ch);
  if (!tokens) learned.set(ch, (tokens = new Map<string, TokenFacts>()));
  const key = `${ref.venue}\0${ref.tokenId}`;
  let facts = tokens.get(key);
  if (!facts) {
    if (tokens.size >= TOKENS_KEPT) tokens.clear();
    tokens.set(key, (facts = {}));
  }
  return facts;
}

/** The market a read returned, kept once the token is stored (empty before). */
function learnMarket(facts: TokenFacts, market: string): void {
  if (market !== '') facts.market = market;
}

/**
 * The token's newest delta at or before {end} (unix ms; 0 when it has none): a bucket read whose
 * deltas would all be older than what it needs skips reading them (a token with no depth feed, as
 * every quote-only token, has none at all: the read was a third query for nothing).
 */
const LAST_DELTA = (deltas: string) =>
  `CAST(ifNull(toUnixTimestamp64Milli((SELECT max(ts) FROM ${deltas} WHERE ${KEY} AND ts <= fromUnixTimestamp64Milli({end: Int64}))), 0) AS Int64) AS last_delta`;
/** book_states' kind values (Enum8), and 0 for a delta. */
const DELTA = 0;
const BID = 1;
const PRICE_SCALE = 6;
const SIZE_SCALE = 6;

/** One side of a stored book as read. */
interface Side {
  levels: Level[];
  /** Best first with no price twice, as the engine stores books (a row written otherwise is sorted on its first change). */
  sorted: boolean;
}

/** A side without levels (each its own array: books shown are handed to callers, never shared between reads). */
const emptySide = (): Side => ({ levels: [], sorted: true });

/** A side being changed by deltas: its levels best first and their prices (unscaled Decimal(9, 6)), to search. */
interface OwnSide {
  prices: number[];
  levels: Level[];
}

/** A stored change or state as read: `at` and `next` unix ms. */
interface ChangeRow {
  at: number;
  seq: number;
  /** book_states' kind (1 book, 2 quote, 3 checkpoint) or DELTA. */
  kind: number;
  /** Checkpoints: the time of the token's next change. */
  next: number | null;
  best_bid: string | null;
  best_ask: string | null;
  /** States. */
  bids: Side;
  asks: Side;
  /** Deltas: four numbers a change: side (1 bid, 2 ask), price, size's low and high 32 bits (unscaled Decimal(18, 6)). */
  changes: number[];
}

const NO_CHANGES: number[] = [];

/**
 * Decimal texts and levels of one read. A level met before at the same price with the same size is
 * the same (never modified) object: consecutive books share most of their levels, and making each
 * again was most of a bucket read's garbage.
 */
class LevelTexts {
  private readonly prices = new Map<number, string>();
  private readonly last = new Map<number, { lo: number; hi: number; level: Level }>();

  price(raw: number): string {
    let text = this.prices.get(raw);
    if (text === undefined) {
      text = decimalText(raw, PRICE_SCALE);
      this.prices.set(raw, text);
    }
    return text;
  }

  level(price: number, lo: number, hi: number): Level {
    const seen = this.last.get(price);
    if (seen && seen.lo === lo && seen.hi === hi) return seen.level;
    const level: Level = [this.price(price), decimalTextOfHalves(lo, hi, SIZE_SCALE)];
    if (seen) {
      seen.lo = lo;
      seen.hi = hi;
      seen.level = level;
    } else this.last.set(price, { lo, hi, level });
    return level;
  }
}

function readSide(r: RowBinaryReader, texts: LevelTexts, descending: boolean): Side {
  const n = r.varUInt();
  if (n === 0) return emptySide();
  // The hot loop of a bucket read (~170k levels): the reader's bytes read in place.
  const view = r.view;
  let pos = r.pos;
  const levels = new Array<Level>(n);
  let sorted = true;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const price = view.getInt32(pos, true);
    const lo = view.getUint32(pos + 4, true);
    const hi = view.getInt32(pos + 8, true);
    pos += 12;
    if (i > 0 && (descending ? price >= previous : price <= previous)) sorted = false;
    previous = price;
    levels[i] = texts.level(price, lo, hi);
  }
  r.pos = pos;
  return { levels, sorted };
}

/**
 * Rows of STATE_COLUMNS or DELTA_COLUMNS, and with `withMarket` a market_id column after them, with
 * `withLastDelta` then a LAST_DELTA column (the first value of each returned).
 */
function decodeRows(
  bytes: Uint8Array,
  texts: LevelTexts,
  withMarket = false,
  withLastDelta = false,
): { rows: ChangeRow[]; market: string; lastDelta: number } {
  const r = new RowBinaryReader(bytes);
  const rows: ChangeRow[] = [];
  let market: string | undefined;
  let lastDelta = 0;
  while (!r.done) {
    const at = r.int64();
    const seq = r.uint16();
    const kind = r.int8();
    const next = r.isNull() ? null : r.int64();
    const best_bid = r.isNull() ? null : texts.price(r.int32());
    const best_ask = r.isNull() ? null : texts.price(r.int32());
    const bids = readSide(r, texts, true);
    const asks = readSide(r, texts, false);
    const n = r.varUInt();
    const changes = n === 0 ? NO_CHANGES : new Array<number>(4 * n);
    for (let i = 0; i < n; i++) {
      changes[4 * i] = r.int8();
      changes[4 * i + 1] = r.int32();
      changes[4 * i + 2] = r.view.getUint32(r.pos, true);
      changes[4 * i + 3] = r.view.getInt32(r.pos + 4, true);
      r.pos += 8;
    }
    if (withMarket) {
      if (market === undefined) market = r.string();
      else r.skipString();
    }
    if (withLastDelta) lastDelta = r.int64();
    rows.push({ at, seq, kind, next, best_bid, best_ask, bids, asks, changes });
  }
  return { rows, market: market ?? '', lastDelta };
}

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
function before(a: { at: number; seq: number }, b: { at: number; seq: number }): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq);
}

/** Where `price` is in a sorted side, or where it would go. */
function place(prices: readonly number[], price: number, descending: boolean): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (descending ? prices[mid]! > price : prices[mid]! < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A price's unscaled value from its text (exact: nine significant digits at most). */
const priceOf = (level: Level): number => Math.round(Number(level[0]) * 10 ** PRICE_SCALE);

/** A side of one's own to change: a copy, sorted best first (a price stored twice keeps its last size). */
function ownSide(side: Side | OwnSide, descending: boolean): OwnSide {
  if ('prices' in side) return { prices: side.prices.slice(), levels: side.levels.slice() };
  if (side.sorted) return { prices: side.levels.map(priceOf), levels: side.levels.slice() };
  const byPrice = new Map<number, Level>();
  for (const level of side.levels) byPrice.set(priceOf(level), level);
  const keyed = [...byPrice].sort(descending ? (a, b) => b[0] - a[0] : (a, b) => a[0] - b[0]);
  return { prices: keyed.map((k) => k[0]), levels: keyed.map((k) => k[1]) };
}

/**
 * A book being replayed. A state's sides are kept as read (stored best first); the first delta after
 * a state, or after the book was shown, changes a copy (a book shown is never changed after), in
 * place by binary search.
 */
class Replay {
  constructor(private readonly texts: LevelTexts) {}

  private current: { bids: Side | OwnSide; asks: Side | OwnSide } = { bids: emptySide(), asks: emptySide() };
  /** The current book when it is this replay's own copy, not yet shown. */
  private owned: { bids: OwnSide; asks: OwnSide } | undefined;

  /** A state replaces the book, a delta changes its levels (size 0 removes one). */
  apply(r: ChangeRow): void {
    if (r.kind !== DELTA) {
      this.current = { bids: r.bids, asks: r.asks };
      this.owned = undefined;
      return;
    }
    if (!this.owned) {
      this.owned = { bids: ownSide(this.current.bids, true), asks: ownSide(this.current.asks, false) };
      this.current = this.owned;
    }
    const c = r.changes;
    for (let i = 0; i < c.length; i += 4) {
      const descending = c[i] === BID;
      const side = descending ? this.owned.bids : this.owned.asks;
      const price = c[i + 1]!;
      const at = place(side.prices, price, descending);
      const found = at < side.prices.length && side.prices[at] === price;
      if (c[i + 2] === 0 && c[i + 3] === 0) {
        if (found) {
          side.prices.splice(at, 1);
          side.levels.splice(at, 1);
        }
      } else {
        const level = this.texts.level(price, c[i + 2]!, c[i + 3]!);
        if (found) side.levels[at] = level;
        else {
          side.prices.splice(at, 0, price);
          side.levels.splice(at, 0, level);
        }
      }
    }
  }

  /** The levels, best first. */
  book(): { bids: Level[]; asks: Level[] } {
    this.owned = undefined;
    return { bids: this.current.bids.levels, asks: this.current.asks.levels };
  }
}

function snapshotOf(
  ref: TokenRef,
  market: string,
  r: ChangeRow,
  book: { bids: Level[]; asks: Level[] },
): BookSnapshotRow {
  return {
    venue: ref.venue,
    token_id: ref.tokenId,
    market_id: market,
    ts: r.at,
    best_bid: r.best_bid,
    best_ask: r.best_ask,
    bids: book.bids,
    asks: book.asks,
  };
}

/** First and last change time (unix ms) of a token, or null when it has none. */
export async function bookTimeRange(
  ch: Analytics,
  ref: TokenRef,
): Promise<{ first: number; last: number } | null> {
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
async function readDeltas(
  ch: Analytics,
  texts: LevelTexts,
  ref: TokenRef,
  from: number,
  to: number,
): Promise<ChangeRow[]> {
  const bytes = await ch.queryRowBinary(
    'books.deltas',
    `SELECT ${DELTA_COLUMNS} FROM ${tables(ch).deltas}
     WHERE ${KEY} AND ts >= fromUnixTimestamp64Milli({from: Int64}) AND ts <= fromUnixTimestamp64Milli({to: Int64})
     ORDER BY ts, seq LIMIT 1 BY ts, seq`,
    { venue: ref.venue, token: ref.tokenId, from, to },
  );
  return decodeRows(bytes, texts).rows;
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
  texts: LevelTexts,
  ref: TokenRef,
  bucketMs: number,
  from: Map<number, number>,
  older: [number, number] | undefined,
  upper: number,
  /** The token's newest delta by `upper` (LAST_DELTA). */
  lastDelta: number,
): Promise<ChangeRow[]> {
  const lowest = older ? older[0] : from.values().next().value;
  if (lowest === undefined || lastDelta < lowest) return [];
  const bytes = await ch.queryRowBinary(
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
  return decodeRows(bytes, texts).rows;
}

/** The book as it stood just before `target` (a delta): its base state with the deltas between applied. */
async function replayBefore(
  ch: Analytics,
  texts: LevelTexts,
  ref: TokenRef,
  target: ChangeRow,
): Promise<Replay | null> {
  const bytes = await ch.queryRowBinary(
    'books.base',
    `SELECT ${STATE_COLUMNS} FROM ${tables(ch).states}
     WHERE ${KEY} AND ts <= fromUnixTimestamp64Milli({at: Int64})
       AND (ts, seq) < (fromUnixTimestamp64Milli({at: Int64}), {seq: UInt16})
     ORDER BY ts DESC, seq DESC LIMIT 1`,
    { venue: ref.venue, token: ref.tokenId, at: target.at, seq: target.seq },
  );
  const [base] = decodeRows(bytes, texts).rows;
  if (!base) return null;
  const replay = new Replay(texts);
  replay.apply(base);
  for (const d of await readDeltas(ch, texts, ref, base.at, target.at)) {
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
  const facts = factsOf(ch, q);
  const bytes = await ch.queryRowBinary(
    'books.raw',
    `SELECT *, ${MARKET(t.tokens, facts.market)} FROM (
       SELECT ${STATE_COLUMNS} FROM ${t.states} WHERE ${KEY} AND kind != 'checkpoint'${bounds}
       UNION ALL SELECT ${DELTA_COLUMNS} FROM ${t.deltas} WHERE ${KEY}${bounds})
     ORDER BY at ${dir}, seq ${dir} LIMIT 1 BY at, seq LIMIT {limit: UInt32} OFFSET {offset: UInt32}`,
    {
      venue: q.venue,
      token: q.tokenId,
      start: q.start,
      end: q.end,
      limit: q.limit,
      offset: q.offset,
      market: facts.market,
    },
  );
  const texts = new LevelTexts();
  const { rows, market } = decodeRows(bytes, texts, true);
  learnMarket(facts, market);
  const ascending = dir === 'ASC' ? rows : rows.slice().reverse();
  const first = ascending[0];
  if (!first) return [];
  const replay = first.kind === DELTA ? await replayBefore(ch, texts, q, first) : new Replay(texts);
  if (!replay) return []; // deltas before any whole book: nothing to apply them to
  const out: BookSnapshotRow[] = [];
  for (const r of ascending) {
    replay.apply(r);
    out.push(snapshotOf(q, market, r, replay.book()));
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
  /**
   * The token's latest change (unix ms) when the caller knows it (its history stamp, written once the
   * change is stored): the first page newest first then ends there without reading it.
   */
  latest?: number;
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
 * end until the page's buckets and the non-empty one before them are covered (that one not read
 * when the token is known to have none: TokenFacts); then only the deltas
 * that came after a bucket's state and by its end (none when the state is a checkpoint that holds
 * past the bucket's end, as a busy token's minute checkpoints do for buckets of whole minutes).
 */
export async function readBuckets(ch: Analytics, q: BucketRange): Promise<BucketSnapshot[]> {
  const bucketOf = (ms: number) => Math.floor(ms / q.bucketMs);
  if (
    q.order === 'ASC' ? q.start === undefined || q.end === undefined : q.end === undefined && q.offset !== 0
  ) {
    throw new Error(
      'readBuckets: a page oldest first needs both ends of the range, a later page newest first its end',
    );
  }
  let end = q.end;
  if (end === undefined) {
    // The first page newest first ends at the latest change.
    const last = q.latest ?? (await lastChange(ch, q));
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
  const facts = factsOf(ch, q);
  const raw =
    'intDiv(toUnixTimestamp64Milli(ts), {bucket: Int64}) AS b, ts, seq, kind, best_bid, best_ask, bids, asks, next_ts';
  const now = Date.now();
  const noneBefore =
    facts.noStateBefore && now - facts.noStateBefore.learned < FIRST_STATE_KEPT_MS
      ? facts.noStateBefore.at
      : undefined;
  const readsOlder = noneBefore === undefined || first > noneBefore;
  const olderState = `UNION ALL
       (SELECT ${raw} FROM ${t.states} WHERE ${KEY} AND ts < fromUnixTimestamp64Milli({first: Int64})
        ORDER BY ts DESC, seq DESC, kind DESC LIMIT 1)`;
  const bytes = await ch.queryRowBinary(
    'books.buckets',
    `SELECT ${STATE_COLUMNS}, ${MARKET(t.tokens, facts.market)}, ${LAST_DELTA(t.deltas)}
     FROM (
       (SELECT ${raw} FROM ${t.states}
        WHERE ${KEY} AND ts >= fromUnixTimestamp64Milli({first: Int64}) AND ts <= fromUnixTimestamp64Milli({end: Int64})
        ORDER BY ts DESC, seq DESC, kind DESC LIMIT 1 BY b)
       ${readsOlder ? olderState : ''})
     ORDER BY b DESC`,
    { venue: q.venue, token: q.tokenId, bucket: q.bucketMs, first, end: upper, market: facts.market },
  );
  const texts = new LevelTexts();
  const { rows: states, market, lastDelta } = decodeRows(bytes, texts, true, true);
  learnMarket(facts, market);
  if (states.length === 0) return [];
  // No state before the page: the token has none before its oldest bucket with one.
  const oldest = states[states.length - 1]!;
  if (readsOlder && oldest.at >= first)
    facts.noStateBefore = { at: bucketOf(oldest.at) * q.bucketMs, learned: now };
  // Walk the buckets oldest first: each bucket's state, and from when in it deltas are needed (none
  // when its state holds past the bucket's end).
  const plan: { b: number; until: number; state: ChangeRow }[] = [];
  const deltasFrom = new Map<number, number>();
  let older: [number, number] | undefined;
  let next = states.length - 1;
  let state: ChangeRow | undefined;
  for (let b = lo; b <= hi; b++) {
    while (next >= 0 && bucketOf(states[next]!.at) <= b) state = states[next--]!;
    if (!state) continue;
    const until = Math.min(upper, (b + 1) * q.bucketMs - 1);
    plan.push({ b, until, state });
    const holds = state.next !== null && state.next > until;
    if (holds) continue;
    deltasFrom.set(b, Math.max(state.at, b * q.bucketMs));
    if (state.at < first) older ??= [state.at, first - 1];
  }
  const deltas = await readBucketDeltas(ch, texts, q, q.bucketMs, deltasFrom, older, upper, lastDelta);
  // Replay: each bucket's book is its state with the deltas after it and by its end applied.
  const out: BucketSnapshot[] = [];
  let current: { state: ChangeRow; replay: Replay; last: ChangeRow; shown?: BookSnapshotRow } | undefined;
  let d = 0;
  for (const step of plan) {
    if (current?.state !== step.state) {
      current = { state: step.state, replay: new Replay(texts), last: step.state };
      current.replay.apply(step.state);
      // A newer state is later than every delta applied so far (they were by the previous bucket's end).
      while (d < deltas.length && !before(step.state, deltas[d]!)) d++;
    }
    while (d < deltas.length && deltas[d]!.at <= step.until) {
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
