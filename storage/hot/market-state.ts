// Hot market state per token, written by the engine and read by the API: the displayed price, the
// sparkline, the latest full book and the last trade. Token ids are unique across venues (decimal
// uint256 on venue_a, SPL mints or `<ticker>:yes|no` on venue_b), so keys carry the token id only.
// After each batch the engine also publishes what changed on TOKEN_UPDATES_CHANNEL (live streams).
// A token's state is written as one fenced group (HotState.setFenced) whose version is the time of
// the newest message it reflects (kept at md:ver:<token>): a writer that lost the token's partition
// and finishes an older batch cannot overwrite what the new owner wrote from newer messages.
import type { BookTop, HotBook, Sparkline } from '../../core/market-data/hot-book.ts';
import type { FencedWrite, HotState } from './hot-state.ts';

const key = {
  price: (token: string) => `md:px:${token}`,
  sparkline: (token: string) => `md:spark:${token}`,
  book: (token: string) => `md:book:${token}`,
  lastTrade: (token: string) => `md:last:${token}`,
  version: (token: string) => `md:ver:${token}`,
  history: (token: string) => `md:hist:${token}`,
  records: (token: string) => `md:rec:${token}`,
  trades: (token: string) => `md:trd:${token}`,
};

export interface TokenState {
  /** null: no price (an emptied book and no trade): any stored one is removed. */
  price?: string | null;
  sparkline?: Sparkline;
  book?: HotBook;
  lastTrade?: string;
  /**
   * The stamp of the token's order-book history: `<ts>:<seq>` of its latest stored change. Written
   * with the state, after the batch's history is durable, so a cached history answer whose stamp
   * still matches was computed from all of it (see readHistoryStamp).
   */
  history?: string;
}

/**
 * Writes whatever each token's state carries, in one round trip, each token fenced by `version`
 * (unix ms of the newest message its state reflects). Returns the tokens whose write was refused
 * because a newer version is stored: another writer owns them now.
 */
export async function writeTokenStates(
  hot: HotState,
  states: ReadonlyMap<string, TokenState>,
  versions: ReadonlyMap<string, number>,
): Promise<Set<string>> {
  const tokens: string[] = [];
  const writes: FencedWrite[] = [];
  for (const [token, s] of states) {
    const entries = new Map<string, string | null>();
    if (s.price !== undefined) entries.set(key.price(token), s.price);
    if (s.sparkline !== undefined) entries.set(key.sparkline(token), JSON.stringify(s.sparkline));
    if (s.book !== undefined) entries.set(key.book(token), JSON.stringify(s.book));
    if (s.lastTrade !== undefined) entries.set(key.lastTrade(token), s.lastTrade);
    if (s.history !== undefined) entries.set(key.history(token), s.history);
    const version = versions.get(token);
    if (version === undefined) throw new Error(`no version for token ${token}`);
    tokens.push(token);
    writes.push({ fenceKey: key.version(token), version, entries });
  }
  const accepted = await hot.setFenced(writes);
  return new Set(tokens.filter((_, i) => !accepted[i]));
}

/** The version (unix ms of the newest message) of each token's stored state. */
export function readVersions(hot: HotState, tokens: readonly string[]): Promise<Map<string, number>> {
  return readMany(hot, tokens, key.version, Number);
}

async function readMany<T>(
  hot: HotState,
  tokens: readonly string[],
  keyOf: (t: string) => string,
  decode: (v: string) => T,
): Promise<Map<string, T>> {
  const values = await hot.mget(tokens.map(keyOf));
  const out = new Map<string, T>();
  values.forEach((v, i) => {
    if (v !== null) out.set(tokens[i]!, decode(v));
  });
  return out;
}

/** The stamp of the history change at `ts` with `seq` (TokenState.history). */
export function historyStamp(ts: number, seq: number): string {
  return `${ts}:${seq}`;
}

export function parseHistoryStamp(stamp: string | undefined): { ts: number; seq: number } | undefined {
  const m = stamp === undefined ? null : /^(\d+):(\d+)$/.exec(stamp);
  return m ? { ts: Number(m[1]), seq: Number(m[2]) } : undefined;
}

/**
 * The stamp of a token's order-book history (TokenState.history); undefined when the engine has not
 * written one (history written by other means, or none): then nothing says when it changes.
 */
export async function readHistoryStamp(hot: HotState, token: string): Promise<string | undefined> {
  return (await readHistoryStamps(hot, [token])).get(token);
}

export function readHistoryStamps(hot: HotState, tokens: readonly string[]): Promise<Map<string, string>> {
  return readMany(hot, tokens, key.history, (v) => v);
}

export function readPrices(hot: HotState, tokens: readonly string[]): Promise<Map<string, string>> {
  return readMany(hot, tokens, key.price, (v) => v);
}

export function readSparklines(hot: HotState, tokens: readonly string[]): Promise<Map<string, Sparkline>> {
  return readMany(hot, tokens, key.sparkline, (v) => JSON.parse(v) as Sparkline);
}

export function readBooks(hot: HotState, tokens: readonly string[]): Promise<Map<string, HotBook>> {
  return readMany(hot, tokens, key.book, (v) => JSON.parse(v) as HotBook);
}

/** One token's latest book and displayed price, in one round trip. */
export async function readBookAndPrice(
  hot: HotState,
  token: string,
): Promise<{ book?: HotBook; price?: string }> {
  const [book, price] = await hot.mget([key.book(token), key.price(token)]);
  return { ...(book ? { book: JSON.parse(book) as HotBook } : {}), ...(price != null ? { price } : {}) };
}

export function readLastTrades(hot: HotState, tokens: readonly string[]): Promise<Map<string, string>> {
  return readMany(hot, tokens, key.lastTrade, (v) => v);
}

/** The channel of the engine's per-batch token updates (one message per batch that changed something). */
export const TOKEN_UPDATES_CHANNEL = 'md:updates';

/** What a batch changed for one token: the fields that changed, with the token's latest message time. */
export interface TokenUpdate {
  token_id: string;
  venue: string;
  /** Unix ms of the token's latest message in the batch. */
  ts: number;
  /** The new displayed price (null: nothing left to show); absent when it did not change. */
  price?: string | null;
  /** The new top of book; absent when it did not change. */
  top?: BookTop;
}

// On the wire: {"v":1,"u":[{"t":token,"n":venue,"ts":…,"p":price,"b":[bid,bidSize,ask,askSize]}…]}.
interface WireUpdate {
  t: string;
  n: string;
  ts: number;
  p?: string | null;
  b?: BookTop;
}

export function encodeTokenUpdates(updates: readonly TokenUpdate[]): string {
  const u: WireUpdate[] = updates.map((x) => ({
    t: x.token_id,
    n: x.venue,
    ts: x.ts,
    ...(x.price !== undefined ? { p: x.price } : {}),
    ...(x.top ? { b: x.top } : {}),
  }));
  return JSON.stringify({ v: 1, u });
}

/** The updates of a message; null when it is not a version-1 update message. */
export function decodeTokenUpdates(message: string): TokenUpdate[] | null {
  let parsed: { v?: unknown; u?: unknown };
  try {
    parsed = JSON.parse(message) as { v?: unknown; u?: unknown };
  } catch {
    return null;
  }
  if (parsed?.v !== 1 || !Array.isArray(parsed.u)) return null;
  return (parsed.u as WireUpdate[]).map((w) => ({
    token_id: w.t,
    venue: w.n,
    ts: w.ts,
    ...(w.p !== undefined ? { price: w.p } : {}),
    ...(w.b ? { top: w.b } : {}),
  }));
}

/**
 * The stamp of the backfilled history as a whole (prices and trades labelled `backfill`): changed
 * by the engine's history writer after each batch it made durable, so an answer computed from the
 * backfill under an unchanged stamp was computed from all of it. Absent until the first batch.
 */
const BACKFILL_STAMP_KEY = 'md:backfill:stamp';

/** A stamp no earlier write made: its time and a random part. */
const newStamp = (): string => `${Date.now()}:${Math.random().toString(36).slice(2)}`;

export async function writeBackfillStamp(hot: HotState): Promise<void> {
  await hot.set(BACKFILL_STAMP_KEY, newStamp());
}

export async function readBackfillStamp(hot: HotState): Promise<string> {
  return (await hot.get(BACKFILL_STAMP_KEY)) ?? 'none';
}

/**
 * The stamp of each token's stored records (trades, price ticks, book changes: what its candles are
 * made of), changed by the engine's market-state writer after each batch it made durable that holds
 * any of them, and of its trades alone for the tokens of `traded` (a batch with trades of theirs).
 * Unfenced: a batch's rows are stored even when another owner's newer state refused its state
 * write. Together with the backfill's stamp (readRecordsStamp), an answer computed from a token's
 * records (or its trades) under an unchanged stamp was computed from all of them.
 */
export async function writeRecordsStamps(
  hot: HotState,
  tokens: Iterable<string>,
  traded: Iterable<string> = [],
): Promise<void> {
  const stamp = newStamp();
  const entries = new Map<string, string>();
  for (const token of tokens) entries.set(key.records(token), stamp);
  for (const token of traded) entries.set(key.trades(token), stamp);
  if (entries.size > 0) await hot.mset(entries);
}

export interface RecordsStamp {
  /** Everything a token's candles are computed from: its records' stamp and the backfill's. */
  records: string;
  /** Its trades: their stamp and the backfill's (the backfill also stores trades). */
  trades: string;
}

/** A token's records stamp (each part `none` before the engine's first write of it), in one round trip. */
export async function readRecordsStamp(hot: HotState, token: string): Promise<RecordsStamp> {
  const [records, trades, backfill] = await hot.mget([
    key.records(token),
    key.trades(token),
    BACKFILL_STAMP_KEY,
  ]);
  const b = backfill ?? 'none';
  return { records: `${records ?? 'none'}|${b}`, trades: `${trades ?? 'none'}|${b}` };
}
