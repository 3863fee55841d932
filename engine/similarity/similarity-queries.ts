// The similarity results for the API (spec 4.3 `similar`, `similar-pairs`), read from hot state
// where the engine keeps them current (similarity-writer.ts for the other venue's markets,
// engine/market-data/related-events-writer.ts for related events of the same venue): a market's
// similar events of both venues, and the best cross-venue pairs. Reads only.
import type { Venue } from '../../core/market-data.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { readRelated } from '../../storage/hot/related-state.ts';
import { PairsReader, readSimilar, type CurrentPair } from '../../storage/hot/similarity-state.ts';
import type { CatalogEvent } from '../market-queries/catalog-model.ts';
import type { CatalogSnapshot } from '../market-queries/catalog-snapshot.ts';

/** A cross-venue pair as the engine keeps it: both markets, similarity, arbitrage, alignment. */
export type { CurrentPair };

/** An event similar to a market, with its similarity in [0, 1]. */
export interface SimilarEvent {
  event: CatalogEvent;
  similarity: number;
}

export class SimilarityQueries {
  private readonly pairs: PairsReader;

  constructor(private readonly hot: HotState) {
    this.pairs = new PairsReader(hot);
  }

  /**
   * The events of both venues most similar to a market, best first (ties by event key), at most
   * `limit`, the market's own event left out; undefined when the catalog does not list the market.
   */
  async similarEvents(
    snapshot: CatalogSnapshot,
    marketId: string,
    limit: number,
  ): Promise<SimilarEvent[] | undefined> {
    const found = findMarket(snapshot, marketId);
    if (!found) return undefined;
    const { venue, event } = found;
    const best = new Map<CatalogEvent, number>();
    const consider = (e: CatalogEvent | undefined, similarity: number) => {
      if (e && e !== event && similarity > (best.get(e) ?? -1)) best.set(e, similarity);
    };
    const [similar, related] = await Promise.all([
      readSimilar(this.hot, `${venue}:${marketId}`),
      readRelated(this.hot, event.key),
    ]);
    for (const s of similar) {
      const [otherVenue, ...id] = s.key.split(':');
      consider(snapshot.market(otherVenue as Venue, id.join(':'))?.event, s.similarity);
    }
    // Best first: the first limit + 1 hold the best `limit` besides the market's own event.
    for (const r of (related ?? []).slice(0, limit + 1)) consider(snapshot.event(r.key), r.similarity);
    return [...best]
      .sort((a, b) => b[1] - a[1] || (a[0].key < b[0].key ? -1 : 1))
      .slice(0, limit)
      .map(([e, similarity]) => ({ event: e, similarity }));
  }

  /** The current cross-venue pairs, best first (the union of the engine members' partitions). */
  currentPairs(): Promise<readonly CurrentPair[]> {
    return this.pairs.read();
  }
}

function findMarket(
  snapshot: CatalogSnapshot,
  marketId: string,
): { venue: Venue; event: CatalogEvent } | undefined {
  for (const venue of ['venue_a', 'venue_b'] as const) {
    const found = snapshot.market(venue, marketId);
    if (found) return { venue, event: found.event };
  }
  return undefined;
}
