// Cross-venue similarity (spec 4.3 `similar`, `similar-pairs`). The engine keeps the results
// current in hot state (engine/similarity/similarity-writer.ts for the other venue's markets,
// engine/catalog/related-events-writer.ts for related events of the same venue); these routes only
// read them and dress them with the catalog's event and market objects (listing form).
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../core/errors.ts';
import type { Venue } from '../../core/market-data.ts';
import type { CatalogEvent } from '../../engine/catalog/catalog-model.ts';
import type { CatalogReadModel } from '../../engine/catalog/catalog-read-model.ts';
import type { CatalogSnapshot } from '../../engine/catalog/catalog-snapshot.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { readRelated } from '../../storage/hot/related-state.ts';
import { PairsReader, readSimilar, type CurrentPair } from '../../storage/hot/similarity-state.ts';
import { presentEvent, presentMarkets } from '../presenters/markets.ts';
import { SimilarPairOut } from '../schemas/markets.ts';
import { route, type AnyRoute } from '../route.ts';
import { VenueAEventOut, VenueBEventOut } from '../schemas/markets.ts';

export interface SimilarityRoutesDeps {
  catalog: CatalogReadModel;
  hot: HotState;
}

const tag = 'markets';
const Similarity = Type.Number({ minimum: 0, maximum: 1 });

export function similarityRoutes({ catalog, hot }: SimilarityRoutesDeps): AnyRoute[] {
  const pairs = new PairsReader(hot);
  return [
    route({
      method: 'GET',
      path: '/api/v1/markets/similar',
      summary: 'Events of both venues similar to a market, best first (its own event excluded)',
      tag,
      envelope: 'data',
      auth: 'none',
      query: Type.Object({
        market_id: Type.String({ minLength: 1, maxLength: 200, description: 'venue_a condition id or venue_b ticker' }),
        limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
      }),
      response: Type.Array(
        Type.Union([
          Type.Object({ venue: Type.Literal('venue_a'), event: VenueAEventOut, similarity: Similarity }),
          Type.Object({ venue: Type.Literal('venue_b'), event: VenueBEventOut, similarity: Similarity }),
        ]),
      ),
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
          .map(([e, similarity]) => ({ venue: e.venue, event: presentEvent(e), similarity: round(similarity) }));
      },
    }),
    route({
      method: 'GET',
      path: '/api/v1/markets/similar-pairs',
      summary: 'Equivalent contracts across the two venues, with the guaranteed arbitrage between them',
      tag,
      envelope: 'data',
      auth: 'none',
      query: Type.Object({
        limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        min_similarity: Type.Number({ minimum: 0, maximum: 1, default: 0.8 }),
      }),
      response: Type.Array(SimilarPairOut),
      handler: async ({ query }) => {
        const snapshot = catalog.current();
        const out: Record<string, unknown>[] = [];
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

function side(snapshot: CatalogSnapshot, key: string): Record<string, unknown> | undefined {
  const [venue, ...id] = key.split(':');
  const found = snapshot.market(venue as Venue, id.join(':'));
  if (!found) return undefined;
  return { event: presentEvent(found.event), market: presentMarkets(found.event, [found.market])[0] };
}

function presentPair(snapshot: CatalogSnapshot, pair: CurrentPair): Record<string, unknown> | undefined {
  const a = side(snapshot, pair.venue_a);
  const b = side(snapshot, pair.venue_b);
  if (!a || !b) return undefined; // not in this catalog version yet
  return {
    venue_a: a,
    venue_b: b,
    similarity: round(pair.similarity),
    arbitrage: pair.arbitrage,
    // Which venue_a outcome pays with venue_b's YES and which with its NO.
    alignment: pair.alignment,
    outcomes: pair.outcomes,
    // Extra (not in the spec): one contract by the venues' resolution terms, and the deciding clause.
    verdict: pair.verdict ?? 'unreadable',
    verdict_reason: pair.verdict_reason ?? 'written before verdicts existed',
    // Extra (not in the spec): how much of the arbitrage the books hold.
    arbitrage_depth: pair.arbitrage_depth ?? null,
  };
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}
