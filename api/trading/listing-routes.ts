// A wallet's orders and fills across both venues (spec 4.5 `GET /wallet/{wallet_id}/orders`, and
// its fills beside it): newest first, paged with `limit` and `offset`, narrowed by status, venue,
// token, side, order and time. Tests: test/integration/order-filters.test.ts. Guide: docs/api/trading.md.
import { Type } from '@sinclair/typebox';
import { BadRequestError } from '../../core/errors.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import { walletFills, walletOrders } from '../../engine/trading/order-queries.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { parseTime } from '../shared/schemas/time.ts';
import type { AnyRoute } from '../route.ts';
import { ownWalletRoute, walletGuards } from '../route-kinds.ts';
import { WalletPath } from '../shared/schemas/ids.ts';
import { presentOrder } from '../shared/presenters/order.ts';
import { ORDER_STATUSES } from '../shared/schemas/order.ts';
import { eventAndMarket, presentFill } from './presenters.ts';
import { FillOut, FillsQuery, OrdersQuery, WalletOrderOut } from './schemas.ts';

export interface ListingRoutesDeps {
  sql: Sql;
  catalog: CatalogReadModel;
}

const STATUS_SET = new Set<string>(ORDER_STATUSES);

/** `status=ACTIVE,PARTIALLY_FILLED` as its statuses; each must be an order status. */
export function parseStatuses(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const statuses = [...new Set(text.split(',').map((s) => s.trim()))];
  const wrong = statuses.find((s) => !STATUS_SET.has(s));
  if (wrong !== undefined) {
    const got = JSON.stringify(wrong.slice(0, 40));
    const message = `query.status must be one of ${ORDER_STATUSES.join(', ')} (several comma-separated), got ${got}`;
    throw new BadRequestError(message, 'invalid_request', 'status');
  }
  return statuses;
}

/** A time range as dates: `from` inclusive, `before` exclusive. */
function range(from: string | undefined, before: string | undefined, names: [string, string]) {
  return {
    from: from === undefined ? undefined : new Date(parseTime(from, `query.${names[0]}`)),
    before: before === undefined ? undefined : new Date(parseTime(before, `query.${names[1]}`)),
  };
}

export function listingRoutes(deps: ListingRoutesDeps): AnyRoute[] {
  const { sql } = deps;
  const tradingRoute = ownWalletRoute({ tag: 'trading', envelope: 'response' }, walletGuards.check(sql));
  return [
    tradingRoute({
      method: 'GET',
      path: '/api/v1/wallet/:wallet_id/orders',
      operationId: 'listOrders',
      summary: "The wallet's orders on both venues, newest first, with event and market",
      description:
        'Narrowed by `status` (one or several, comma-separated), `venue`, `token_id`, `side` and creation ' +
        'time (`created_from` inclusive, `created_before` exclusive); every filter given must hold. Paged ' +
        'with `limit` and `offset` over what the filters keep.',
      params: WalletPath,
      query: OrdersQuery,
      response: Type.Array(WalletOrderOut),
      handler: async ({ params, query }) => {
        const { from, before } = range(query.created_from, query.created_before, [
          'created_from',
          'created_before',
        ]);
        const rows = await walletOrders(sql, params.wallet_id, {
          limit: query.limit,
          offset: query.offset,
          statuses: parseStatuses(query.status),
          venue: query.venue,
          tokenId: query.token_id,
          side: query.side,
          createdFrom: from,
          createdBefore: before,
        });
        const catalog = deps.catalog.current();
        return rows.map((o) => ({
          venue: o.venue,
          order: presentOrder(o),
          ...eventAndMarket(catalog, o.token_id),
        }));
      },
    }),
    tradingRoute({
      method: 'GET',
      path: '/api/v1/wallet/:wallet_id/fills',
      operationId: 'listWalletFills',
      summary: "The wallet's fills across its orders on both venues, newest first",
      description:
        'Each fill with its order, price, shares, USDC, fee and role. Narrowed by `venue`, `token_id`, ' +
        '`side`, `order_id` and time (`from` inclusive, `before` exclusive); every filter given must hold. ' +
        'Paged with `limit` and `offset` over what the filters keep.',
      params: WalletPath,
      query: FillsQuery,
      response: Type.Array(FillOut),
      handler: async ({ params, query }) => {
        const { from, before } = range(query.from, query.before, ['from', 'before']);
        const rows = await walletFills(sql, params.wallet_id, {
          limit: query.limit,
          offset: query.offset,
          venue: query.venue,
          tokenId: query.token_id,
          side: query.side,
          orderId: query.order_id,
          from,
          before,
        });
        return rows.map(presentFill);
      },
    }),
  ];
}
