// GET /api/v1/markets/stream: live displayed prices and tops of book of up to 500 tokens as
// server-sent events, public like the other market routes. The stream mechanics (fan-out,
// coalescing, slow clients, shutdown) are in stream-hub.ts.
import { BadRequestError } from '../../core/errors.ts';
import type { CatalogReadModel } from '../../engine/catalog/catalog-read-model.ts';
import type { CatalogSnapshot } from '../../engine/catalog/catalog-snapshot.ts';
import { tokenPrices } from '../../engine/catalog/token-quotes.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { hotBookTop, readBooks } from '../../storage/hot/market-state.ts';
import type { MarketStreamHub, TokenSnapshot } from './stream-hub.ts';
import { route, type AnyRoute } from '../route.ts';
import { MarketStreamQuery, TOKEN_IDS_MAX } from './schemas.ts';

export interface MarketStreamRoutesDeps {
  catalog: CatalogReadModel;
  hot: HotState;
  streams: MarketStreamHub;
}

const TOKEN_ID_MAX_LENGTH = 128;

/** The distinct token ids of the parameter, in order; 400 naming it when there are none or too many. */
export function parseStreamTokens(value: string): string[] {
  const tokens = [
    ...new Set(
      value
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t.length > 0),
    ),
  ];
  if (tokens.length === 0)
    throw new BadRequestError('query.token_ids must name at least one token id', 'invalid_request');
  if (tokens.length > TOKEN_IDS_MAX) {
    throw new BadRequestError(
      `query.token_ids must name at most ${TOKEN_IDS_MAX} token ids`,
      'invalid_request',
    );
  }
  if (tokens.some((t) => t.length > TOKEN_ID_MAX_LENGTH)) {
    throw new BadRequestError(
      `query.token_ids: each token id must be at most ${TOKEN_ID_MAX_LENGTH} characters`,
      'invalid_request',
    );
  }
  return tokens;
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
  const [prices, books] = await Promise.all([tokenPrices(hot, catalog, tokens), readBooks(hot, tokens)]);
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

export function marketStreamRoutes(deps: MarketStreamRoutesDeps): AnyRoute[] {
  const { catalog, hot, streams } = deps;
  return [
    route({
      method: 'GET',
      path: '/api/v1/markets/stream',
      summary:
        'Live prices and tops of book of tokens (server-sent events): a snapshot per known token, then price and book events',
      tag: 'markets',
      envelope: 'data',
      auth: 'none',
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
        ctx.req.socket.setTimeout(0);
        ctx.req.socket.setNoDelay(true);
        ctx.status = 200;
        ctx.set({
          'Cache-Control': 'no-cache, no-transform',
          'X-Accel-Buffering': 'no', // nginx: pass events on at once
          // The connection ends with the stream (its end is a shutdown or a cut), so the server's
          // drain does not wait for it to fall idle.
          Connection: 'close',
        });
        ctx.type = 'text/event-stream';
        ctx.body = stream.out;
        stream.begin(streams.retryMs, snapshots, streams.lastId, ctx.get('last-event-id') || undefined);
        return undefined;
      },
    }),
  ];
}
