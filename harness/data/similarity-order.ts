// Feed orders for the order-independence checks of the similarity tests and benchmark.
import { createHash } from 'node:crypto';
import type { MarketMessage } from '../../core/market-data.ts';

/** A deterministic shuffle: messages sorted by a hash of a seed and their key. */
export function shuffled<T extends MarketMessage>(messages: readonly T[], seed = 'similarity'): T[] {
  const rank = (m: MarketMessage) =>
    createHash('sha256').update(`${seed}|${m.venue}:${m.market.market_id}`).digest('hex');
  return [...messages].sort((x, y) => (rank(x) < rank(y) ? -1 : 1));
}
