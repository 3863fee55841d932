// Trading routes of spec 4.5: quotes, orders (place, read, update, cancel), active orders, and the
// fills of one order; the wallet's orders and fills across both venues are in listing-routes.ts
// (mounted beside these by api-app.ts).
// Account key or session; the wallet must be the account's own and the order the wallet's (404
// otherwise). POST …/order takes an Idempotency-Key header:
// one order per key (the same order is answered again; another body with the key is a 409).
// Tests (test/integration/): paper-trading.test.ts, quotes.test.ts, live-orders.test.ts,
// positions-batch.test.ts (position-routes.ts), response-types.test.ts. Guide: docs/api/trading.md.
import { Type } from '@sinclair/typebox';
import type { Context } from 'koa';
import type { Venue } from '../../core/market-data.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import type { OrderRequest } from '../../engine/trading/order-request.ts';
import type { OrderService } from '../../engine/trading/orders.ts';
import { openOrders, orderFills, type OrderRow } from '../../engine/trading/order-queries.ts';
import { quoteVenueA, quoteVenueB } from '../../engine/trading/quotes.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { presentActiveOrder, presentFill, presentVenueBOrder } from './presenters.ts';
import { venueInOperationId, type AnyRoute } from '../route.ts';
import { ownWalletRoute, walletGuards } from '../route-kinds.ts';
import {
  ActiveOrderOut,
  FillOut,
  OrderPath,
  OrderUpdateBody,
  VenueAOrderBody,
  VenueAQuoteBody,
  VenueBOrderBody,
  VenueBOrderOut,
  VenueBQuoteBody,
  VenueAQuoteOut,
  VenueBQuoteOut,
} from './schemas.ts';
import { conflicts } from '../openapi-errors.ts';
import { IdempotencyHeaders, idempotencyKey, markReplay } from '../headers.ts';
import { presentOrder } from '../shared/presenters/order.ts';
import { WalletPath } from '../shared/schemas/ids.ts';
import { OrderOut } from '../shared/schemas/order.ts';
import { Page } from '../shared/schemas/page.ts';

export interface TradingRoutesDeps {
  sql: Sql;
  hot: HotState;
  catalog: CatalogReadModel;
  /** Placing and moving orders; without it only the quotes are served (the load benchmarks). */
  orders?: OrderService;
  /** Shares assumed at the best prices of a top-of-book-only book (PAPER_TOP_OF_BOOK_SHARES). */
  topOfBookShares: string;
}

const trading = { tag: 'trading', envelope: 'response' } as const;

const VENUE_OF_SEGMENT: Record<'pol' | 'sol', Venue> = { pol: 'venue_a', sol: 'venue_b' };

export function tradingRoutes(deps: TradingRoutesDeps): AnyRoute[] {
  return [...quoteRoutes(deps), ...(deps.orders ? orderRoutes(deps, deps.orders) : [])];
}

function quoteRoutes(deps: TradingRoutesDeps): AnyRoute[] {
  const quoteDeps = {
    hot: deps.hot,
    catalog: () => deps.catalog.current(),
    topOfBookShares: deps.topOfBookShares,
    ...(deps.orders ? { fees: deps.orders.fees } : {}),
  };
  const tradingRoute = ownWalletRoute(trading, walletGuards.check(deps.sql));
  // One handler for both venues: the body's schema and the quote function are the venue's.
  const quote =
    <B>(quoteOf: (d: typeof quoteDeps, body: B) => Promise<unknown>) =>
    ({ body }: { body: B }) =>
      quoteOf(quoteDeps, body);
  return [
    tradingRoute({
      method: 'POST',
      path: '/api/v1/wallet/pol/:wallet_id/order/quote',
      operationId: 'quoteVenueAOrder',
      summary: 'Quote a venue_a order: the current book walked for an amount',
      description: 'The amount is in USDC or shares (`units`).',
      params: WalletPath,
      body: VenueAQuoteBody,
      response: VenueAQuoteOut,
      handler: quote(quoteVenueA),
    }),
    tradingRoute({
      method: 'POST',
      path: '/api/v1/wallet/sol/:wallet_id/order/quote',
      operationId: 'quoteVenueBOrder',
      summary: 'Quote a venue_b order (a swap) under a slippage tolerance',
      description: 'BUY spends `amount` USDC; SELL sells `amount` shares.',
      params: WalletPath,
      body: VenueBQuoteBody,
      response: VenueBQuoteOut,
      handler: quote(quoteVenueB),
    }),
  ];
}

function orderRoutes(deps: TradingRoutesDeps, orders: OrderService): AnyRoute[] {
  const { sql } = deps;
  const tradingRoute = ownWalletRoute(trading, walletGuards.check(sql));
  // One handler places the order of either venue: only the venue and its wire form differ.
  const place =
    <B extends OrderRequest>(venue: Venue, present: (o: OrderRow) => unknown) =>
    async ({ params, body, koa }: { params: { wallet_id: string }; body: B; koa: Context }) => {
      const order = await orders.place(params.wallet_id, venue, body, idempotencyKey(koa));
      markReplay(koa, order);
      return present(order);
    };
  const perVenue = (['pol', 'sol'] as const).flatMap((seg): AnyRoute[] => {
    const venue = VENUE_OF_SEGMENT[seg];
    const venueName = venueInOperationId(venue);
    const single = [
      tradingRoute({
        method: 'GET',
        path: `/api/v1/wallet/${seg}/:wallet_id/order/:order_id`,
        operationId: `get${venueName}Order`,
        summary: `One ${venue} order of the wallet`,
        params: OrderPath,
        response: OrderOut,
        handler: async ({ params }) => presentOrder(await orders.require(params.wallet_id, params.order_id)),
      }),
      tradingRoute({
        method: 'GET',
        path: `/api/v1/wallet/${seg}/:wallet_id/order/:order_id/fills`,
        operationId: `list${venueName}OrderFills`,
        summary: `The fills of one ${venue} order, oldest first`,
        description:
          'Each fill with its price, shares, USDC, fee and role (maker or taker). Paged with `limit` and `offset`.',
        params: OrderPath,
        query: Page,
        response: Type.Array(FillOut),
        handler: async ({ params, query }) => {
          await orders.require(params.wallet_id, params.order_id);
          return (await orderFills(sql, params.order_id, query)).map(presentFill);
        },
      }),
      tradingRoute({
        method: 'DELETE',
        path: `/api/v1/wallet/${seg}/:wallet_id/order/:order_id`,
        operationId: `cancel${venueName}Order`,
        summary: `Cancel an open ${venue} order`,
        description: 'What it still holds goes back to the wallet; its fills stay.',
        params: OrderPath,
        errors: conflicts.orderState,
        response: OrderOut,
        handler: async ({ params }) => presentOrder(await orders.cancel(params.wallet_id, params.order_id)),
      }),
    ];
    return venue === 'venue_a'
      ? [
          tradingRoute({
            method: 'POST',
            path: '/api/v1/wallet/pol/:wallet_id/order',
            operationId: 'placeVenueAOrder',
            summary: 'Place a venue_a order: MARKET, LIMIT or STOPLOSS',
            description:
              'MARKET: `amount` in `units`, fill-or-kill within the slippage. LIMIT: `shares` at a `price`; rests until filled, cancelled or expired. STOPLOSS: sells `shares` once the price falls to its `price`. Send an `Idempotency-Key` header: a repeated request places once.',
            params: WalletPath,
            headers: IdempotencyHeaders,
            body: VenueAOrderBody,
            errors: conflicts.orderPlaced,
            response: OrderOut,
            handler: place('venue_a', presentOrder),
          }),
          tradingRoute({
            method: 'PUT',
            path: '/api/v1/wallet/pol/:wallet_id/order/:order_id',
            operationId: 'amendVenueAOrder',
            summary: 'Amend an open LIMIT or STOPLOSS order: its price or shares',
            description:
              "A LIMIT order's limit price or shares; an active STOPLOSS order's trigger price or shares. Answers the whole order as it now stands (`order_id` first, as the reference answers it, then every field of the single order). A live order is amended by cancel-and-replace, as the CLOB has no amendment: the venue order is cancelled (its fills stay), a new one is signed for the new price and the shares left, under the same `order_id`; a refused replacement ends the order CANCELLED and answers the venue's code (docs/live-trading.md).",
            params: OrderPath,
            body: OrderUpdateBody,
            errors: conflicts.orderState,
            response: OrderOut,
            handler: async ({ params, body }) =>
              presentOrder(await orders.update(params.wallet_id, params.order_id, body)),
          }),
          tradingRoute({
            method: 'GET',
            path: '/api/v1/wallet/pol/:wallet_id/orders/active',
            operationId: 'listActiveOrders',
            summary: "The wallet's open venue_a orders, newest first, with event and market",
            description: 'Open: ACTIVE, PARTIALLY_FILLED or PENDING.',
            params: WalletPath,
            response: Type.Array(ActiveOrderOut),
            handler: async ({ params }) => {
              const rows = await openOrders(sql, params.wallet_id, 'venue_a');
              const catalog = deps.catalog.current();
              return rows.map((o) => presentActiveOrder(catalog, o));
            },
          }),
          ...single,
        ]
      : [
          tradingRoute({
            method: 'POST',
            path: '/api/v1/wallet/sol/:wallet_id/order',
            operationId: 'placeVenueBOrder',
            summary: 'Place a venue_b order (a swap) within the slippage tolerances',
            description:
              'BUY spends `amount` USDC; SELL sells `amount` shares. Send an `Idempotency-Key` header: a repeated request places once.',
            params: WalletPath,
            headers: IdempotencyHeaders,
            body: VenueBOrderBody,
            errors: conflicts.orderPlaced,
            response: VenueBOrderOut,
            handler: place('venue_b', presentVenueBOrder),
          }),
          ...single,
        ];
  });

  return perVenue;
}
