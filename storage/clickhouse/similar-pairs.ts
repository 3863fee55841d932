// History of cross-venue pairs (the current set lives in hot state: storage/hot/similarity-state.ts).
import type { Analytics } from './analytics.ts';

export interface PairHistoryRow {
  /** Unix ms of the change (the market version or quote that caused it). */
  ts: number;
  venue_a_market: string;
  venue_b_market: string;
  similarity: number;
  arbitrage: number;
  alignment: string;
  yes_token: string;
  no_token: string;
}

export function insertPairHistory(ch: Analytics, rows: readonly PairHistoryRow[]): Promise<void> {
  const compact = rows.map((r) => [
    new Date(r.ts).toISOString().replace('T', ' ').replace('Z', ''),
    r.venue_a_market,
    r.venue_b_market,
    r.similarity,
    r.arbitrage,
    r.alignment,
    r.yes_token,
    r.no_token,
  ]);
  return ch.insert('similarity.history', 'similar_pairs', compact, 'JSONCompactEachRow');
}
