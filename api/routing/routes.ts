// Routing across both venues of a same-contract pair (docs/api/routing.md): the composite book of one
// outcome (public, like the similar-pairs list it reads), and a wallet's routed quote and routed
// orders (account key or session; the wallet must be the account's own). A pair is named as its
// similar-pairs entry names its two markets; only same_contract and same_contract_inverted pairs are
// routed (400 not_same_contract otherwise). POST …/routed/order takes an Idempotency-Key header.
// Tests: test/integration/routing-api.test.ts, test/integration/routed-orders-live.test.ts.
import type { RoutedOrderService } from '../../engine/routing/routed-orders.ts';
import { parseLimitPrice, type RoutingService } from '../../engine/routing/routing.ts';
import { parseAmount } from '../../core/trading.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { IdempotencyHeaders, idempotencyKey, markReplay } from '../headers.ts';
import { conflicts } from '../openapi-errors.ts';
import type { AnyRoute } from '../route.ts';
import { ownWalletRoute, publicRoute, walletGuards } from '../route-kinds.ts';
import { WalletPath } from '../shared/schemas/ids.ts';
import { presentCompositeBook, presentRoutedOrder, presentRoutedQuote } from './presenters.ts';
import {
  CompositeBookOut,
  CompositeBookQuery,
  RoutedOrderBody,
  RoutedOrderOut,
  RoutedOrderPath,
  RoutedQuoteBody,
  RoutedQuoteOut,
} from './schemas.ts';

export interface RoutingRoutesDeps {
  sql: Sql;
  routing: RoutingService;
  routedOrders: RoutedOrderService;
  now?: () => number;
}

const marketRoute = publicRoute({ tag: 'markets', envelope: 'data' });
const trading = { tag: 'trading', envelope: 'response' } as const;

export function routingRoutes({ sql, routing, routedOrders, now = Date.now }: RoutingRoutesDeps): AnyRoute[] {
  const tradingRoute = ownWalletRoute(trading, walletGuards.check(sql));
  return [
    marketRoute({
      method: 'GET',
      path: '/api/v1/markets/similar-pairs/book',
      operationId: 'getCompositeBook',
      summary: "Both venues' levels of one outcome of a same-contract pair, net of fees",
      description:
        "The pair as a similar-pairs entry names it (its two markets' ids); the outcome in venue_b's terms, aligned to venue_a's token that pays with it. Each side says how old its book is. Refused (400 not_same_contract) unless the pair's verdict is same_contract or same_contract_inverted.",
      query: CompositeBookQuery,
      response: CompositeBookOut,
      handler: async ({ query }) => {
        const outcome = query.outcome ?? 'yes';
        return presentCompositeBook(await routing.compositeBook(query, outcome), outcome);
      },
    }),
    tradingRoute({
      method: 'POST',
      path: '/api/v1/wallet/:wallet_id/routed/quote',
      operationId: 'quoteRoutedOrder',
      summary: 'Quote a routed order: the split across both venues costing least after fees',
      description:
        "Buy or sell `amount` (SHARES, or USDC spent or raised) of one outcome of a same-contract pair, on the wallet's funds on each chain (never a bridge): each leg's shares, average price, fee and levels, and the best single venue beside it with the saving. The lowest cost after fees at quote time, not a best-execution claim.",
      params: WalletPath,
      body: RoutedQuoteBody,
      response: RoutedQuoteOut,
      handler: async ({ params, body }) => {
        const { limit_price: limit, ...rest } = body;
        const quoted = await routing.quote(params.wallet_id, {
          ...rest,
          amount: parseAmount(body.amount),
          ...(limit === undefined ? {} : { limit_price: parseLimitPrice(limit) }),
        });
        return presentRoutedQuote(quoted, body.outcome, now());
      },
    }),
    tradingRoute({
      method: 'POST',
      path: '/api/v1/wallet/:wallet_id/routed/order',
      operationId: 'placeRoutedOrder',
      summary: 'Place a routed order: a MARKET order per venue, none past the limit price',
      description:
        "Quoted again now, the pair's verdict checked now, every leg checked as its venue's own order would be before any is placed; then each leg placed through its venue's order path (paper or live). A leg refused after another filled leaves the order PARTIALLY_FILLED: nothing is re-routed. Send an `Idempotency-Key` header: a repeated request places once.",
      params: WalletPath,
      headers: IdempotencyHeaders,
      body: RoutedOrderBody,
      errors: conflicts.orderPlaced,
      response: RoutedOrderOut,
      handler: async ({ params, body, koa }) => {
        const placed = await routedOrders.place(params.wallet_id, body, idempotencyKey(koa));
        markReplay(koa, placed);
        return presentRoutedOrder(placed);
      },
    }),
    tradingRoute({
      method: 'GET',
      path: '/api/v1/wallet/:wallet_id/routed/order/:order_id',
      operationId: 'getRoutedOrder',
      summary: 'One routed order of the wallet, with its legs and their orders as they stand',
      params: RoutedOrderPath,
      response: RoutedOrderOut,
      handler: async ({ params }) =>
        presentRoutedOrder(await routedOrders.require(params.wallet_id, params.order_id)),
    }),
  ];
}
