// Recommendations (spec 4.4): events matched to the account's interest tags. Tests:
// test/integration/recommendations.test.ts.
import { getInterests } from '../../engine/accounts/interests.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import { recommenderFor } from '../../engine/market-queries/recommend.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { presentRecommendation } from './presenters.ts';
import { RecommendationsQuery } from './schemas.ts';
import type { AnyRoute } from '../route.ts';
import { accountRoute } from '../route-kinds.ts';

export interface RecommendationRoutesDeps {
  sql: Sql;
  catalog: CatalogReadModel;
  /** The clock deciding what has ended (tests pin it). */
  now?: () => number;
}

const recommendationRoute = accountRoute({ tag: 'recommendations', envelope: 'response' });

export function recommendationRoutes({ sql, catalog, now = Date.now }: RecommendationRoutesDeps): AnyRoute[] {
  return [
    recommendationRoute({
      method: 'GET',
      path: '/api/v1/recommendations',
      operationId: 'listRecommendations',
      summary: 'Events for the account: its interest tags first, then popular ones',
      description:
        "Events matched to the account's interest tags, then a blend of volume, liquidity, recency and time to close.",
      query: RecommendationsQuery,
      handler: async ({ query, principal }) => {
        const interests = await getInterests(sql, principal.accountId);
        return recommenderFor(catalog.current(), now())
          .page(interests, query.limit, query.offset)
          .map(presentRecommendation);
      },
    }),
  ];
}
