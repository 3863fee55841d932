// Hot market state per token, written by the engine and read by the API: the displayed price, the
// sparkline, the latest full book and the last trade. Token ids are unique across venues (decimal
// uint256 on venue_a, SPL mints or `<ticker>:yes|no` on venue_b), so keys carry the token id only.
import type { HotState } from './hot-state.ts';

const key = {
  price: (token: string) => `md:px:${token}`,
  sparkline: (token: string) => `md:spark:${token}`,
  book: (token: string) => `md:book:${token}`,
  lastTrade: (token: string) => `md:last:${token}`,
};

/** [price, size] decimal strings, best first. */
export type HotLevel = [string, string];

export interface HotBook {
  market_id: string;
  bids: HotLevel[];
  asks: HotLevel[];
  /** Unix ms of the venue's book. */
  ts: number;
  hash?: string;
}

export interface Sparkline {
  /** Start (unix ms) of the newest bucket. */
  end: number;
  /** One price per bucket, oldest first. */
  points: number[];
}

export interface TokenState {
  price?: string;
  sparkline?: Sparkline;
  book?: HotBook;
  lastTrade?: string;
}

/** Writes whatever each token's state carries, in one round trip. */
export async function writeTokenStates(hot: HotState, states: ReadonlyMap<string, TokenState>): Promise<void> {
  const entries = new Map<string, string>();
  for (const [token, s] of states) {
    if (s.price !== undefined) entries.set(key.price(token), s.price);
    if (s.sparkline !== undefined) entries.set(key.sparkline(token), JSON.stringify(s.sparkline));
    if (s.book !== undefined) entries.set(key.book(token), JSON.stringify(s.book));
    if (s.lastTrade !== undefined) entries.set(key.lastTrade(token), s.lastTrade);
  }
  await hot.mset(entries);
}

async function readMany<T>(hot: HotState, tokens: readonly string[], keyOf: (t: string) => string, decode: (v: string) => T): Promise<Map<string, T>> {
  const values = await hot.mget(tokens.map(keyOf));
  const out = new Map<string, T>();
  values.forEach((v, i) => {
    if (v !== null) out.set(tokens[i]!, decode(v));
  });
  return out;
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

export function readLastTrades(hot: HotState, tokens: readonly string[]): Promise<Map<string, string>> {
  return readMany(hot, tokens, key.lastTrade, (v) => v);
}
