// A market's past (issue 43), public like every market route: candles of a token at a chosen
// interval, its trades newest first, and one market by its venue id (venue_a: condition id, venue_b:
// ticker). Candles and trades are read from ClickHouse, where live, recorded and backfilled records
// sit side by side labelled by source; the market lookups from the catalog read model. Docs:
// docs/api/markets.md. Tests: test/integration/markets-history-api.test.ts.
import type { Context } from 'koa';
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../core/errors.ts';
import { counter } from '../../core/metrics.ts';
import type { StampedCache } from '../../core/stamped-cache.ts';
import { candles, candlesStamp, type Candles } from '../../engine/market-queries/candles-query.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import type { CatalogSnapshot } from '../../engine/market-queries/catalog-snapshot.ts';
import { tokenTrades, type StoredTrade } from '../../engine/market-queries/trades-query.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { requestBackfill } from '../../storage/hot/backfill-requests.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { SerializedPayload } from '../envelope.ts';
import type { AnyRoute } from '../route.ts';
import { publicRoute } from '../route-kinds.ts';
import {
  CandlesOut,
  CandlesQuery,
  ConditionIdPath,
  historyRange,
  historyTarget,
  TickerPath,
  TradeOut,
  TradesQuery,
  VenueAMarketEntryOut,
  VenueBMarketEntryOut,
  type VenueAMarketEntry,
  type VenueBMarketEntry,
} from './history-schemas.ts';
import { presentEvent, presentMarkets } from '../shared/presenters/market.ts';
import type { EventOut, MarketOut } from '../shared/schemas/market.ts';
import type { Venue } from '../../core/market-data.ts';

export interface MarketHistoryRoutesDeps {
  catalog: CatalogReadModel;
  analytics: Analytics;
  /** Where a chart or trade list asked for moves its market to the front of the backfill (requestBackfill). */
  hot?: HotState;
  /** Candles answers, kept while the token's records and the backfill are unchanged (candlesStamp); none: not kept. */
  candlesCache?: StampedCache<CandlesAnswer>;
}

/** A candles answer as sent (serialized once, compressed once per encoding) and its sources. */
export interface CandlesAnswer {
  payload: SerializedPayload;
  sources: readonly string[];
}

const candlesReads = counter(
  'api_candles_reads_total',
  'candles answers by how they were made: hit (kept, stamp unchanged), shared (a concurrent identical read), miss (read and kept), off (read: no cache)',
  ['read'],
);

/** A token's market is asked for at most this often per process (the scheduler fills its gaps once). */
const REQUEST_EVERY_MS = 600_000;
const ASKED_MAX = 10_000;

/** Tells the backfill a user wants this token's past, without waiting and at most once per REQUEST_EVERY_MS. */
function backfillAsker(hot: HotState | undefined): (token: Token) => void {
  const asked = new Map<string, number>();
  return (token) => {
    if (!hot) return;
    const now = Date.now();
    if ((asked.get(token.tokenId) ?? -Infinity) > now - REQUEST_EVERY_MS) return;
    if (asked.size >= ASKED_MAX) asked.clear();
    asked.set(token.tokenId, now);
    void requestBackfill(hot, token.venue, token.tokenId).catch(() => undefined);
  };
}

const marketRoute = publicRoute({ tag: 'markets', envelope: 'data' });

interface Token {
  venue: Venue;
  marketId: string;
  tokenId: string;
}

/** The token a history query names, through the catalog (404 when it knows no such token or ticker). */
function tokenOf(snapshot: CatalogSnapshot, q: { token_id?: string; ticker?: string }): Token {
  const target = historyTarget(q);
  if ('tokenId' in target) {
    const ref = snapshot.token(target.tokenId);
    if (!ref) throw new NotFoundError(`token ${target.tokenId} not found`);
    return { venue: ref.event.venue, marketId: ref.market.data.market_id, tokenId: target.tokenId };
  }
  const found = snapshot.market('venue_b', target.ticker);
  if (!found) throw new NotFoundError(`market ${target.ticker} not found`);
  return { venue: 'venue_b', marketId: target.ticker, tokenId: found.market.data.left_token_id };
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function presentTrade(tokenId: string, t: StoredTrade): TradeOut {
  return {
    trade_id: t.trade_id === '' ? null : t.trade_id,
    token_id: tokenId,
    side: t.side === 'unknown' ? null : t.side,
    price: Number(t.price),
    size: t.size === null ? null : Number(t.size),
    time: new Date(t.ts).toISOString(),
    source: t.source as TradeOut['source'],
  };
}

/** A candles answer as the route presents it. */
function presentCandles(token: Token, interval: CandlesOut['interval'], answer: Candles): CandlesOut {
  const fromTrades = answer.basis === 'trades';
  return {
    venue: token.venue,
    market_id: token.marketId,
    token_id: token.tokenId,
    interval,
    basis: answer.basis,
    sources: answer.sources as CandlesOut['sources'],
    start: iso(answer.start),
    end: iso(answer.end),
    candles: answer.candles.map((c) => ({
      start: new Date(c.t).toISOString(),
      open: Number(c.open),
      high: Number(c.high),
      low: Number(c.low),
      close: Number(c.close),
      volume: fromTrades ? Number(c.volume) : null,
      trades: fromTrades ? c.trades! : null,
    })),
  };
}

/** `X-Data-Source` of an answer made of stored records: their sources, comma-separated. */
function markSources(koa: Context, sources: readonly string[]): void {
  if (sources.length > 0) koa.set('X-Data-Source', sources.join(', '));
}

export function marketHistoryRoutes(deps: MarketHistoryRoutesDeps): AnyRoute[] {
  const { catalog, analytics } = deps;
  const askBackfill = backfillAsker(deps.hot);
  return [
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/candles',
      operationId: 'getCandles',
      summary: 'Candles of a token: open, high, low, close, volume and trade count per bucket',
      description:
        'From the trades stored in the range where it holds any (`basis: trades`), else from its prices (`basis: prices`: ' +
        'volume and trades are null). `sources` and the `X-Data-Source` header name where the records came from ' +
        '(live, recording, backfill). At most 5,000 buckets per answer (`too_many_buckets` beyond). Asking moves the ' +
        "token's market to the front of the backfill, which fetches its past from the venue.",
      query: CandlesQuery,
      response: CandlesOut,
      handler: async ({ query, koa }) => {
        const token = tokenOf(catalog.current(), query);
        askBackfill(token);
        const range = historyRange(query);
        const stamp = deps.candlesCache && deps.hot ? await candlesStamp(deps.hot, token.tokenId) : undefined;
        const read = async (): Promise<CandlesAnswer> => {
          const { venue, tokenId } = token;
          const answer = await candles(analytics, {
            venue,
            tokenId,
            interval: query.interval,
            ...range,
            ...(stamp ? { tradesStamp: stamp.trades } : {}),
          });
          return {
            payload: new SerializedPayload(JSON.stringify(presentCandles(token, query.interval, answer))),
            sources: answer.sources,
          };
        };
        const got =
          deps.candlesCache && stamp
            ? await deps.candlesCache.get(
                [token.venue, token.tokenId, query.interval, range.start ?? '', range.end ?? ''].join('|'),
                stamp.records,
                read,
              )
            : { value: await read(), read: 'off' as const };
        candlesReads.inc({ read: got.read });
        markSources(koa, got.value.sources);
        return got.value.payload;
      },
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/trades',
      operationId: 'listTrades',
      summary: "Trades of a token, newest first, with the venue's trade id and the source",
      description:
        "A trade seen live and again in the venue's history is listed once (the live record). Asking moves the token's " +
        'market to the front of the backfill.',
      query: TradesQuery,
      response: Type.Array(TradeOut),
      handler: async ({ query, koa }) => {
        const token = tokenOf(catalog.current(), query);
        askBackfill(token);
        const rows = await tokenTrades(analytics, {
          venue: token.venue,
          tokenId: token.tokenId,
          ...historyRange(query),
          limit: query.limit,
          offset: query.offset,
        });
        markSources(koa, [...new Set(rows.map((r) => r.source))].sort());
        return rows.map((r) => presentTrade(token.tokenId, r));
      },
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/venue_a/market/condition/:condition_id',
      operationId: 'getVenueAMarketByConditionId',
      summary: 'One venue_a market with its event, by condition id',
      params: ConditionIdPath,
      response: VenueAMarketEntryOut,
      handler: ({ params }) =>
        Promise.resolve(
          marketEntry(
            catalog.current(),
            'venue_a',
            params.condition_id.toLowerCase(),
            params.condition_id,
          ) as VenueAMarketEntry,
        ),
    }),
    marketRoute({
      method: 'GET',
      path: '/api/v1/venue_b/market/ticker/:ticker',
      operationId: 'getVenueBMarketByTicker',
      summary: 'One venue_b market with its event, by ticker',
      params: TickerPath,
      response: VenueBMarketEntryOut,
      handler: ({ params }) =>
        Promise.resolve(
          marketEntry(
            catalog.current(),
            'venue_b',
            params.ticker.toUpperCase(),
            params.ticker,
          ) as VenueBMarketEntry,
        ),
    }),
  ];
}

/** `{event, market}` of a market by its id (the catalog's case), or a 404 naming it as asked. */
function marketEntry(
  snapshot: CatalogSnapshot,
  venue: Venue,
  id: string,
  asked: string,
): { event: EventOut; market: MarketOut } {
  const found = snapshot.market(venue, id);
  if (!found) throw new NotFoundError(`market ${asked} not found`);
  return { event: presentEvent(found.event), market: presentMarkets(found.event, [found.market])[0]! };
}
