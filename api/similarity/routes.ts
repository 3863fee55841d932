// Cross-venue similarity (spec 4.3 `similar`, `similar-pairs`). The engine keeps the results
// current in hot state (engine/similarity/similarity-writer.ts for the other venue's markets,
// engine/market-data/related-events-writer.ts for related events of the same venue); these routes only
// read them (engine/similarity/similarity-queries.ts) and dress them with the catalog's event and
// market objects (listing form).
// Tests: test/integration/similarity-api.test.ts. Guide: docs/api/similarity.md.
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../core/errors.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import type { SimilarityQueries } from '../../engine/similarity/similarity-queries.ts';
import { presentPair, presentSimilarEvent } from './presenters.ts';
import type { AnyRoute } from '../route.ts';
import { publicRoute } from '../route-kinds.ts';
import { SimilarOut, SimilarPairOut, SimilarPairsQuery, SimilarQuery } from './schemas.ts';

export interface SimilarityRoutesDeps {
  catalog: CatalogReadModel;
  similarity: SimilarityQueries;
}

const marketRoute = publicRoute({ tag: 'markets', envelope: 'data' });

export function similarityRoutes({ catalog, similarity }: SimilarityRoutesDeps): AnyRoute[] {
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
        const similar = await similarity.similarEvents(catalog.current(), query.market_id, query.limit);
        if (!similar) throw new NotFoundError(`market ${query.market_id} not found`);
        return similar.map((s) => presentSimilarEvent(s.event, s.similarity));
      },
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/similar-pairs',
      operationId: 'listSimilarPairs',
      summary: 'Equivalent contracts across the two venues, with their arbitrage',
      description:
        'The arbitrage is the guaranteed profit of buying both sides at the best asks, after fees.',
      query: SimilarPairsQuery,
      response: Type.Array(SimilarPairOut),
      handler: async ({ query }) => {
        const snapshot = catalog.current();
        const out: NonNullable<ReturnType<typeof presentPair>>[] = [];
        for (const pair of await similarity.currentPairs()) {
          if (pair.similarity < query.min_similarity || out.length >= query.limit) break;
          const presented = presentPair(snapshot, pair);
          if (presented) out.push(presented);
        }
        return out;
      },
    }),
  ];
}
