// Prices and sparklines of tokens, for POST /markets/prices and /markets/sparklines.
//
// - Price: the engine's displayed price from hot state (engine/market-data/token-state.ts: the mid
//   while the spread is at most 0.10, else the last trade…); a token the engine holds no price for
//   falls back to the catalog's price of its outcome (the venue's own figure). Tokens known to
//   neither are left out of the answer.
// - Freshness (priceFreshness): the time of each hot price (the newest message its token's state
//   reflects) and whether it came from a recording: the order-book dataset replay publishes top of
//   book only (QuoteMessage), the live venues full books, so a hot book with `top` is a recording's;
//   a hot book whose source says `sandbox` is simulated (docs/sandbox.md).
// - Sparkline: the engine's 24 hourly points, oldest first, ending at the hour of the token's latest
//   update. Tokens without one are left out.
// - Book (tokenBooks): the engine's latest book of each token, for the market stream's snapshots.
import type { HotBook } from '../../core/market-data/hot-book.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { readBooks, readPrices, readSparklines, readVersions } from '../../storage/hot/market-state.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

export async function tokenPrices(
  hot: HotState,
  catalog: CatalogSnapshot,
  tokenIds: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(tokenIds)];
  const live = await readPrices(hot, unique);
  const out = new Map<string, number>();
  for (const token of unique) {
    const hotPrice = live.get(token);
    if (hotPrice !== undefined) {
      out.set(token, Number(hotPrice));
      continue;
    }
    const ref = catalog.token(token);
    const price = ref ? (ref.side === 'left' ? ref.market.leftPrice : ref.market.rightPrice) : null;
    if (price !== null) out.set(token, price);
  }
  return out;
}

/** The engine's latest book of each token that has one. */
export function tokenBooks(hot: HotState, tokenIds: readonly string[]): Promise<Map<string, HotBook>> {
  return readBooks(hot, tokenIds);
}

export async function tokenSparklines(
  hot: HotState,
  tokenIds: readonly string[],
): Promise<Map<string, number[]>> {
  const unique = [...new Set(tokenIds)];
  const stored = await readSparklines(hot, unique);
  return new Map([...stored].map(([token, s]) => [token, s.points]));
}

/** How fresh the prices of some tokens are: the oldest price's time and, when any came from a recording, the newest recorded one's. */
export interface PriceFreshness {
  /** Unix ms of the oldest price among the tokens with a hot price; undefined when none has one. */
  oldestAt?: number;
  /** Unix ms of the newest recorded price (dataset replay); undefined when none is recorded. */
  recordedAt?: number;
  /** Some price came from a simulated book (the sandbox, docs/sandbox.md). */
  sandbox?: boolean;
}

export async function priceFreshness(hot: HotState, tokenIds: readonly string[]): Promise<PriceFreshness> {
  const unique = [...new Set(tokenIds)];
  if (unique.length === 0) return {};
  const [versions, books] = await Promise.all([readVersions(hot, unique), readBooks(hot, unique)]);
  const out: PriceFreshness = {};
  for (const [token, ts] of versions) {
    out.oldestAt = Math.min(out.oldestAt ?? ts, ts);
    const book = books.get(token);
    if (book?.source === 'sandbox') out.sandbox = true;
    else if (book?.top !== undefined) out.recordedAt = Math.max(out.recordedAt ?? ts, ts);
  }
  return out;
}
