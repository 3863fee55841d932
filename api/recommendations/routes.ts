// Recommendations (spec 4.4): events matched to the account's interest tags. Tests:
// test/integration/recommendations.test.ts.
import { getInterests } from '../../engine/accounts/interests.ts';
import type { CatalogReadModel } from '../../engine/catalog/catalog-read-model.ts';
import { recommenderFor } from '../../engine/catalog/recommend.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { AccountPrincipal } from '../auth/credentials.ts';
import { presentRecommendation } from './presenters.ts';
import { RecommendationsQuery } from './schemas.ts';
import { route, type AnyRoute } from '../route.ts';

export interface RecommendationRoutesDeps {
  sql: Sql;
  catalog: CatalogReadModel;
  /** The clock deciding what has ended (tests pin it). */
  now?: () => number;
}

export function recommendationRoutes({ sql, catalog, now = Date.now }: RecommendationRoutesDeps): AnyRoute[] {
  return [
    route<typeof RecommendationsQuery, undefined, undefined, AccountPrincipal>({
      method: 'GET',
      path: '/api/v1/recommendations',
      summary: "Events matched to the account's interest tags, then a blend of volume, liquidity, recency and time to close",
      tag: 'recommendations',
      envelope: 'response',
      auth: 'account',
      query: RecommendationsQuery,
      handler: async ({ query, principal }) => {
        const interests = await getInterests(sql, principal.accountId);
        return recommenderFor(catalog.current(), now()).page(interests, query.limit, query.offset).map(presentRecommendation);
      },
    }),
  ];
}
