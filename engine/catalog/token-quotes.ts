// Prices and sparklines of tokens, for POST /markets/prices and /markets/sparklines.
//
// - Price: the engine's displayed price from hot state (engine/market-data/token-state.ts: the mid
//   while the spread is at most 0.10, else the last trade…); a token the engine holds no price for
//   falls back to the catalog's price of its outcome (the venue's own figure). Tokens known to
//   neither are left out of the answer.
// - Sparkline: the engine's 24 hourly points, oldest first, ending at the hour of the token's latest
//   update. Tokens without one are left out.
import type { HotState } from '../../storage/hot/hot-state.ts';
import { readPrices, readSparklines } from '../../storage/hot/market-state.ts';
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

export async function tokenSparklines(
  hot: HotState,
  tokenIds: readonly string[],
): Promise<Map<string, number[]>> {
  const unique = [...new Set(tokenIds)];
  const stored = await readSparklines(hot, unique);
  return new Map([...stored].map(([token, s]) => [token, s.points]));
}
