// Market data (spec 4.3), public: these routes take no credential. Listings, search, statistics
// and the venue_a routes are answered from the in-process catalog read model; a listing's JSON is
// built once per catalog version and query and then served from the read model's cache. Prices and
// sparklines come from hot state, order-book history from ClickHouse. Docs: docs/api/markets.md.
// Tests (test/integration/): markets-api.test.ts, markets-api-orderbooks.test.ts,
// orderbooks-cache.test.ts, market-stream.test.ts (stream-routes.ts); the backfilled fallbacks of
// prices, sparklines and order books: markets-history-api.test.ts.
import { Type } from '@sinclair/typebox';
import type { Context } from 'koa';
import { NotFoundError } from '../../core/errors.ts';
import { counter } from '../../core/metrics.ts';
import { sandboxLabel } from '../../core/sandbox.ts';
import type { StampedCache } from '../../core/stamped-cache.ts';
import {
  bookHistory,
  bookHistoryStamp,
  type BookHistoryQuery,
} from '../../engine/market-queries/book-history-query.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import type { ListingQuery } from '../../engine/market-queries/catalog-snapshot.ts';
import { backfilledInsteadOfBook } from '../../engine/market-queries/backfill-prices.ts';
import { BackfillReads } from '../../engine/market-queries/backfill-reads.ts';
import { tokenize } from '../../engine/market-queries/search-index.ts';
import {
  priceFreshness,
  tokenPrices,
  tokenSparklines,
  type PriceFreshness,
} from '../../engine/market-queries/token-quotes.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { SerializedPayload } from '../envelope.ts';
import { presentBackfilledBook, presentEntry, serializeBookPoints } from './presenters.ts';
import { entrySource, presentEvent, presentMarkets } from '../shared/presenters/market.ts';
import type { AnyRoute } from '../route.ts';
import { publicRoute } from '../route-kinds.ts';
import {
  ListingEntryOut,
  MarketsQuery,
  OrderbookSnapshotOut,
  OrderbooksQuery,
  PricesOut,
  SearchPath,
  SearchQuery,
  SlugPath,
  SparklinesOut,
  StatisticsOut,
  TokenIdsBody,
  VenueAEntryOut,
  VenueAMarketsQuery,
  listingQuery,
  orderbooksRange,
  orderbooksTarget,
} from './schemas.ts';

export interface MarketRoutesDeps {
  catalog: CatalogReadModel;
  analytics: Analytics;
  hot: HotState;
  /** Order-book answers, kept while the token's history (or records) stamp is unchanged; none: not kept. */
  bookHistoryCache?: StampedCache<BookAnswer>;
  /** The clock `live=true` judges ends_at by; tests pin it. */
  now?: () => number;
  /** SANDBOX_SEED, named in the label of simulated prices (`sandbox; seed=…`). */
  sandboxSeed?: string;
}

/** `live=true` listings judge ends_at to the minute, so that a minute's answers share one kept copy. */
const LIVE_AT_STEP_MS = 60_000;

const bookHistoryReads = counter(
  'api_book_history_reads_total',
  "order-book history answers by how they were made: hit (kept, the token's history stamp, or without one its records stamp, unchanged), shared (a concurrent identical read), miss (read and kept), off (read: no cache)",
  ['read'],
);

/** An order-book answer as sent: the history's JSON, or the latest backfilled price's where the token has no book. */
export interface BookAnswer {
  text: string;
  backfill: boolean;
}

/** The cache key of a history query: every field that shapes the answer. */
function bookHistoryKey(q: BookHistoryQuery): string {
  return [q.venue, q.tokenId, q.start, q.end, q.bucketMs, q.points, q.order, q.limit, q.offset].join('|');
}

const marketRoute = publicRoute({ tag: 'markets', envelope: 'data' });

/** One cache key per distinct listing (every field, defaults included, in a fixed order). */
function listingKey(kind: string, q: ListingQuery, withMarkets: boolean): string {
  return JSON.stringify([
    kind,
    q.venue,
    q.sort,
    q.order,
    q.limit,
    q.offset,
    q.minPrice ?? null,
    q.maxPrice ?? null,
    q.minEndsAt ?? null,
    q.maxEndsAt ?? null,
    q.tags ?? null,
    q.rewards === true,
    q.live === true,
    q.liveAt ?? null,
    q.bonds === true,
    withMarkets,
  ]);
}

/**
 * The freshness headers of an answer made of hot prices (none when no price came from hot state);
 * `backfilled`: some of the answer comes from the venues' backfilled prices, named last.
 */
function markFreshness(ctx: Context, fresh: PriceFreshness, backfilled = false, sandboxSeed?: string): void {
  if (fresh.oldestAt !== undefined) ctx.set('X-Prices-As-Of', new Date(fresh.oldestAt).toISOString());
  const sources: string[] = [];
  if (fresh.sandbox) sources.push(sandboxSeed === undefined ? 'sandbox' : sandboxLabel(sandboxSeed));
  if (fresh.recordedAt !== undefined)
    sources.push(`recording; recorded_at=${new Date(fresh.recordedAt).toISOString()}`);
  else if (fresh.oldestAt !== undefined && !fresh.sandbox) sources.push('live');
  if (backfilled) sources.push('backfill');
  if (sources.length > 0) ctx.set('X-Data-Source', sources.join(', '));
}

export function marketRoutes(deps: MarketRoutesDeps): AnyRoute[] {
  const { catalog, analytics, hot, bookHistoryCache } = deps;
  const now = deps.now ?? Date.now;
  const backfill = new BackfillReads(analytics, hot);

  /**
   * The serialized answer of an order-book read: the token's history, or where it has no book at
   * all its latest backfilled price (`backfill`). Kept answers are served while the token's history
   * stamp (or, without one, its records stamp) is unchanged; the history stamp also says when the
   * token's latest change was, which a read then need not look up.
   */
  const books = async (q: BookHistoryQuery): Promise<BookAnswer> => {
    const { latest, answers } = await bookHistoryStamp(hot, q.tokenId);
    const read = async (): Promise<BookAnswer> => {
      const text = serializeBookPoints(
        await bookHistory(analytics, latest === undefined ? q : { ...q, latest }),
      );
      if (text !== '[]' || q.offset > 0) return { text, backfill: false };
      const ref = catalog.current().token(q.tokenId);
      if (ref?.event.venue !== q.venue) return { text, backfill: false };
      const token = { venue: q.venue, tokenId: q.tokenId };
      const backfilled = await backfilledInsteadOfBook(analytics, token, { start: q.start, end: q.end });
      if (!backfilled) return { text, backfill: false };
      const entry = presentBackfilledBook(ref.market.data.market_id, q.tokenId, backfilled);
      return { text: JSON.stringify([entry]), backfill: true };
    };
    if (!bookHistoryCache) {
      bookHistoryReads.inc({ read: 'off' });
      return read();
    }
    const got = await bookHistoryCache.get(bookHistoryKey(q), answers, read);
    bookHistoryReads.inc({ read: got.read });
    return got.value;
  };

  const listing = (kind: 'markets' | 'venue_a', q: ListingQuery, withMarkets: boolean): SerializedPayload => {
    const snapshot = catalog.current();
    return snapshot.memo(
      listingKey(kind, q, withMarkets),
      () =>
        new SerializedPayload(
          JSON.stringify(
            snapshot.list(q).map((e) => presentEntry(e, { venue: kind === 'markets', markets: withMarkets })),
          ),
        ),
    );
  };

  return [
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets',
      operationId: 'listMarkets',
      summary: 'List events with their markets from both venues: filters, sort and paging',
      query: MarketsQuery,
      response: Type.Array(ListingEntryOut),
      handler: ({ query }) => {
        const q = listingQuery(query);
        if (q.live) q.liveAt = Math.floor(now() / LIVE_AT_STEP_MS) * LIVE_AT_STEP_MS;
        return Promise.resolve(listing('markets', q, query.markets));
      },
    }),
    marketRoute({
      method: 'POST',
      path: '/api/v1/markets/sparklines',
      operationId: 'getSparklines',
      summary: 'Sparklines of tokens: 24 hourly prices each, oldest first',
      description:
        'Unknown tokens are left out. A token the engine holds no state for (nothing streamed or recorded) gets its ' +
        "sparkline from the venue's backfilled prices, and `X-Data-Source` then names `backfill` (after `live` or " +
        '`recording; recorded_at=…` for the others, as for prices).',
      body: TokenIdsBody,
      response: SparklinesOut,
      handler: async ({ body, koa }) => {
        const held = await tokenSparklines(hot, body.token_ids);
        const snapshot = catalog.current();
        const missing = [...new Set(body.token_ids)].flatMap((id) => {
          const ref = held.has(id) ? undefined : snapshot.token(id);
          return ref ? [{ venue: ref.event.venue, tokenId: id }] : [];
        });
        const backfilled = await backfill.sparklines(missing);
        markFreshness(
          koa,
          await priceFreshness(hot, [...held.keys()]),
          backfilled.size > 0,
          deps.sandboxSeed,
        );
        return Object.fromEntries([...held, ...backfilled]);
      },
    }),
    marketRoute({
      method: 'POST',
      path: '/api/v1/markets/prices',
      operationId: 'getPrices',
      summary: 'Current prices of tokens; unknown tokens are left out',
      description:
        'The answer is the bare map the reference fixes; its freshness is in headers: `X-Prices-As-Of` ' +
        '(ISO 8601, the time of the oldest price in the answer) and `X-Data-Source` (`live`, or ' +
        '`recording; recorded_at=<ISO 8601>` when a price comes from the replayed order-book dataset, ' +
        '`sandbox; seed=<SANDBOX_SEED>` when one is simulated: docs/sandbox.md). A token ' +
        "with neither a book the engine holds nor a price in the venue's listing gets the venue's latest " +
        'backfilled price, and `X-Data-Source` then names `backfill` too, last.',
      body: TokenIdsBody,
      response: PricesOut,
      handler: async ({ body, koa }) => {
        const snapshot = catalog.current();
        const [prices, fresh] = await Promise.all([
          tokenPrices(hot, snapshot, body.token_ids),
          priceFreshness(hot, body.token_ids),
        ]);
        const missing = [...new Set(body.token_ids)].flatMap((id) => {
          const ref = prices.has(id) ? undefined : snapshot.token(id);
          return ref ? [{ venue: ref.event.venue, tokenId: id }] : [];
        });
        const backfilled = await backfill.latestPrices(missing);
        markFreshness(koa, fresh, backfilled.size > 0, deps.sandboxSeed);
        return Object.fromEntries([...prices, ...[...backfilled].map(([id, b]) => [id, b.price] as const)]);
      },
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/orderbooks',
      operationId: 'listOrderbooks',
      summary: 'Historical order books of a token, raw or in time buckets',
      description:
        "A bucketed read answers the book at each bucket's end. A token of which no book was ever streamed or " +
        "recorded answers the venue's latest backfilled price within the range instead: one entry with `price`, " +
        'empty `bids` and `asks`, null `best_bid` and `best_ask` (never invented levels), `created_at` the ' +
        "price's time, and `X-Data-Source: backfill`.",
      query: OrderbooksQuery,
      response: Type.Array(OrderbookSnapshotOut),
      handler: async ({ query, koa }) => {
        const target = orderbooksTarget(query);
        let tokenId: string;
        if ('tokenId' in target) {
          tokenId = target.tokenId;
        } else {
          const found = catalog.current().market('venue_b', target.marketId);
          if (!found) throw new NotFoundError(`market ${target.marketId} not found`);
          tokenId = found.market.data.left_token_id;
        }
        const { start, end, bucketMs } = orderbooksRange(query);
        const answer = await books({
          venue: query.venue,
          tokenId,
          start,
          end,
          bucketMs,
          points: query.points,
          order: query.order,
          limit: query.limit,
          offset: query.offset,
        });
        if (answer.backfill) koa.set('X-Data-Source', 'backfill');
        return new SerializedPayload(answer.text);
      },
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/search/:query',
      operationId: 'searchMarkets',
      summary: 'Search events of both venues, best match first',
      description: 'Matches titles, questions, tags and descriptions.',
      params: SearchPath,
      query: SearchQuery,
      response: Type.Array(ListingEntryOut),
      handler: ({ params, query }) => {
        const snapshot = catalog.current();
        // Queries that tokenize alike ("James Bond", "james  bond!") share one cache entry.
        const key = JSON.stringify(['search', tokenize(params.query), query.limit, query.offset]);
        return Promise.resolve(
          snapshot.memo(
            key,
            () =>
              new SerializedPayload(
                JSON.stringify(
                  snapshot
                    .search(params.query, query.limit, query.offset)
                    .map((e) => presentEntry(e, { venue: true, markets: true })),
                ),
              ),
          ),
        );
      },
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/statistics',
      operationId: 'getMarketStatistics',
      summary: 'Markets, open markets and total volume per venue',
      response: StatisticsOut,
      handler: () => {
        const snapshot = catalog.current();
        return Promise.resolve(
          snapshot.memo('statistics', () => new SerializedPayload(JSON.stringify(snapshot.statistics))),
        );
      },
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/venue_a/markets',
      operationId: 'listVenueAMarkets',
      summary: 'List venue_a events with their markets',
      query: VenueAMarketsQuery,
      response: Type.Array(VenueAEntryOut),
      handler: ({ query }) =>
        Promise.resolve(
          listing(
            'venue_a',
            {
              venue: 'venue_a',
              sort: query.sort,
              order: query.order,
              limit: query.limit,
              offset: query.offset,
            },
            true,
          ),
        ),
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/venue_a/market/slug/:slug',
      operationId: 'getVenueAEventBySlug',
      summary: 'One venue_a event with its markets, by slug',
      description: 'The slug of the event, or the slug of one of its markets.',
      params: SlugPath,
      response: VenueAEntryOut,
      handler: ({ params }) => {
        const event = catalog.current().eventBySlug('venue_a', params.slug);
        if (!event) throw new NotFoundError(`event ${params.slug} not found`);
        return Promise.resolve({
          event: presentEvent(event),
          markets: presentMarkets(event, event.markets),
          data_source: entrySource(event.markets.map((m) => m.dataSource)),
        });
      },
    }),
  ];
}
