// GET /api/v1/markets/stream: live displayed prices and tops of book of up to 500 tokens as
// server-sent events, public like the other market routes. The stream mechanics (fan-out,
// coalescing, slow clients, shutdown) are in stream-hub.ts.
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import type { CatalogSnapshot } from '../../engine/market-queries/catalog-snapshot.ts';
import { tokenBooks, tokenPrices } from '../../engine/market-queries/token-quotes.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { hotBookTop } from '../../core/market-data/hot-book.ts';
import type { MarketStreamHub, TokenSnapshot } from './stream-hub.ts';
import type { AnyRoute } from '../route.ts';
import { publicRoute } from '../route-kinds.ts';
import { serveEventStream } from '../sse.ts';
import { MarketStreamQuery, parseStreamTokens } from './schemas.ts';

export interface MarketStreamRoutesDeps {
  catalog: CatalogReadModel;
  hot: HotState;
  streams: MarketStreamHub;
}

/**
 * What the prices route and the hot state hold for each token: the displayed price (the catalog's
 * outcome price when the engine has none) and the top of the engine's latest book. Tokens known to
 * neither are left out.
 */
async function snapshotsOf(
  hot: HotState,
  catalog: CatalogSnapshot,
  tokens: readonly string[],
): Promise<TokenSnapshot[]> {
  const [prices, books] = await Promise.all([tokenPrices(hot, catalog, tokens), tokenBooks(hot, tokens)]);
  const out: TokenSnapshot[] = [];
  for (const token of tokens) {
    const price = prices.get(token);
    const book = books.get(token);
    if (price === undefined && !book) continue;
    out.push({
      token_id: token,
      venue: catalog.token(token)?.event.venue ?? null,
      price: price ?? null,
      top: book ? hotBookTop(book) : [null, null, null, null],
      ts: book?.ts ?? null,
    });
  }
  return out;
}

const marketRoute = publicRoute({ tag: 'markets', envelope: 'data' });

export function marketStreamRoutes(deps: MarketStreamRoutesDeps): AnyRoute[] {
  const { catalog, hot, streams } = deps;
  return [
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/stream',
      operationId: 'streamMarkets',
      summary: 'Live prices and tops of book of tokens (server-sent events)',
      description: 'A snapshot per known token, then price and book events as they change.',
      query: MarketStreamQuery,
      raw: {
        contentType: 'text/event-stream',
        description:
          'Events `snapshot`, `price`, `book` (JSON data with token_id, venue, price or best_bid/best_ask/bid_size/ask_size, ts), `: ping` every 15 s. No replay: a reconnect gets a fresh snapshot.',
      },
      handler: async ({ query, koa: ctx }) => {
        const tokens = parseStreamTokens(query.token_ids);
        // Subscribed before the snapshot is read: an update in between is queued, not missed.
        const stream = await streams.open(tokens, ctx.res);
        let snapshots: TokenSnapshot[];
        try {
          snapshots = await snapshotsOf(hot, catalog.current(), tokens);
        } catch (err) {
          stream.cancel();
          throw err;
        }
        serveEventStream(ctx, stream.out);
        stream.begin(streams.retryMs, snapshots, streams.lastId, ctx.get('last-event-id') || undefined);
        return undefined;
      },
    }),
  ];
}
