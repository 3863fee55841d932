// The one pair a similarity index lists for two markets (a test of a pair's verdict starts here).
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import { SimilarityIndex, type SimilarPair } from '../../engine/similarity/index.ts';

export function onlyPair(a: MarketMessage, b: MarketMessage): SimilarPair {
  const index = new SimilarityIndex();
  index.upsert(a);
  index.upsert(b);
  const pairs = index.pairs(0, 10);
  assert.equal(pairs.length, 1, 'the two markets should be listed as similar');
  return pairs[0]!;
}
