// The current similarity results, written by the engine and read by the API: per market, its most
// similar markets of the other venue; and the best cross-venue pairs overall.
import type { HotState } from './hot-state.ts';

const similarKey = (marketKey: string) => `md:similar:${marketKey}`;
const PAIRS_KEY = 'md:similar-pairs';

/** A market of the other venue (`venue:market_id`) and its similarity. */
export interface SimilarEntry {
  key: string;
  similarity: number;
}

export interface CurrentPair {
  /** `venue_a:<condition id>` and `venue_b:<ticker>`. */
  venue_a: string;
  venue_b: string;
  similarity: number;
  arbitrage: number;
  alignment: 'same' | 'inverted';
  /** The venue_a tokens that pay when venue_b's YES, respectively NO, pays. */
  outcomes: { yes: string; no: string };
}

export async function writeSimilar(hot: HotState, lists: ReadonlyMap<string, readonly SimilarEntry[]>): Promise<void> {
  await hot.mset(new Map([...lists].map(([key, list]) => [similarKey(key), JSON.stringify(list)])));
}

export async function readSimilar(hot: HotState, marketKey: string): Promise<SimilarEntry[]> {
  const value = await hot.get(similarKey(marketKey));
  return value ? (JSON.parse(value) as SimilarEntry[]) : [];
}

/** The best pairs, most similar first (ties: larger arbitrage). */
export function writePairs(hot: HotState, pairs: readonly CurrentPair[]): Promise<void> {
  return hot.set(PAIRS_KEY, JSON.stringify(pairs));
}

export async function readPairs(hot: HotState): Promise<CurrentPair[]> {
  const value = await hot.get(PAIRS_KEY);
  return value ? (JSON.parse(value) as CurrentPair[]) : [];
}
