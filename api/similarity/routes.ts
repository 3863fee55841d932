// Cross-venue similarity (spec 4.3 `similar`, `similar-pairs`). The engine keeps the results
// current in hot state (engine/similarity/similarity-writer.ts for the other venue's markets,
// engine/market-data/related-events-writer.ts for related events of the same venue); these routes only
// read them and dress them with the catalog's event and market objects (listing form).
// Tests: test/integration/similarity-api.test.ts. Guide: docs/api/similarity.md.
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../core/errors.ts';
import type { Venue } from '../../core/market-data.ts';
import type { CatalogEvent } from '../../engine/market-queries/catalog-model.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import type { CatalogSnapshot } from '../../engine/market-queries/catalog-snapshot.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { readRelated } from '../../storage/hot/related-state.ts';
import { PairsReader, readSimilar } from '../../storage/hot/similarity-state.ts';
import { presentPair, presentSimilarEvent } from './presenters.ts';
import type { AnyRoute } from '../route.ts';
import { publicRoute } from '../route-kinds.ts';
import { SimilarOut, SimilarPairOut, SimilarPairsQuery, SimilarQuery } from './schemas.ts';

export interface SimilarityRoutesDeps {
  catalog: CatalogReadModel;
  hot: HotState;
}

const marketRoute = publicRoute({ tag: 'markets', envelope: 'data' });

export function similarityRoutes({ catalog, hot }: SimilarityRoutesDeps): AnyRoute[] {
  const pairs = new PairsReader(hot);
  return [
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/similar',
      operationId: 'listSimilarEvents',
      summary: 'Events of both venues similar to a market, best first',
      description: "The market's own event is left out.",
      query: SimilarQuery,
      response: SimilarOut,
      handler: async ({ query }) => {
        const snapshot = catalog.current();
        const found = findMarket(snapshot, query.market_id);
        if (!found) throw new NotFoundError(`market ${query.market_id} not found`);
        const { venue, event } = found;
        const best = new Map<CatalogEvent, number>();
        const consider = (e: CatalogEvent | undefined, similarity: number) => {
          if (e && e !== event && similarity > (best.get(e) ?? -1)) best.set(e, similarity);
        };
        const [similar, related] = await Promise.all([
          readSimilar(hot, `${venue}:${query.market_id}`),
          readRelated(hot, event.key),
        ]);
        for (const s of similar) {
          const [otherVenue, ...id] = s.key.split(':');
          consider(snapshot.market(otherVenue as Venue, id.join(':'))?.event, s.similarity);
        }
        // Best first: the first limit + 1 hold the best `limit` besides the market's own event.
        for (const r of (related ?? []).slice(0, query.limit + 1)) consider(snapshot.event(r.key), r.similarity);
        return [...best]
          .sort((a, b) => b[1] - a[1] || (a[0].key < b[0].key ? -1 : 1))
          .slice(0, query.limit)
          .map(([e, similarity]) => presentSimilarEvent(e, similarity));
      },
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/similar-pairs',
      operationId: 'listSimilarPairs',
      summary: 'Equivalent contracts across the two venues, with their arbitrage',
      description: 'The arbitrage is the guaranteed profit of buying both sides at the best asks, after fees.',
      query: SimilarPairsQuery,
      response: Type.Array(SimilarPairOut),
      handler: async ({ query }) => {
        const snapshot = catalog.current();
        const out: NonNullable<ReturnType<typeof presentPair>>[] = [];
        for (const pair of await pairs.read()) {
          if (pair.similarity < query.min_similarity || out.length >= query.limit) break;
          const presented = presentPair(snapshot, pair);
          if (presented) out.push(presented);
        }
        return out;
      },
    }),
  ];
}

function findMarket(snapshot: CatalogSnapshot, marketId: string): { venue: Venue; event: CatalogEvent } | undefined {
  for (const venue of ['venue_a', 'venue_b'] as const) {
    const found = snapshot.market(venue, marketId);
    if (found) return { venue, event: found.event };
  }
  return undefined;
}
