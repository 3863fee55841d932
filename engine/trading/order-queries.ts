// A wallet's orders and fills for the API: the listings (narrowed and paged), an order's fills and
// the open orders of one venue. Reads only; the order service (orders.ts) places, amends and
// cancels, and the route's wallet guard has checked the wallet is the caller's.
import type { Venue } from '../../core/market-data.ts';
import * as repo from '../../storage/postgres/repositories/orders.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { OPEN_STATUSES } from './order-rules.ts';

/** An order as it is stored, with its fill totals. */
export type OrderRow = repo.OrderRow;
/** One fill of an order. */
export type FillRow = repo.FillRow;
/** What a wallet's orders may be narrowed to; every filter given must hold. */
export type OrderFilter = repo.OrderFilter;
/** What a wallet's fills may be narrowed to; every filter given must hold. */
export type FillFilter = repo.FillFilter;

type PageOf<F> = { limit: number; offset: number } & F;

/** The wallet's orders on both venues, newest first, a page of those the filter keeps. */
export function walletOrders(
  db: SqlExecutor,
  walletId: string,
  page: PageOf<OrderFilter>,
): Promise<OrderRow[]> {
  return repo.listOrders(db, walletId, page);
}

/** How many of a venue's open orders the active-orders list answers. */
const OPEN_ORDERS_MAX = 1000;

/** The wallet's open orders (ACTIVE, PARTIALLY_FILLED, PENDING) on one venue, newest first. */
export function openOrders(db: SqlExecutor, walletId: string, venue: Venue): Promise<OrderRow[]> {
  return repo.listOrders(db, walletId, { limit: OPEN_ORDERS_MAX, offset: 0, statuses: OPEN_STATUSES, venue });
}

/** The wallet's fills across its orders, newest first, a page of those the filter keeps. */
export function walletFills(db: SqlExecutor, walletId: string, page: PageOf<FillFilter>): Promise<FillRow[]> {
  return repo.walletFills(db, walletId, page);
}

/** One order's fills, oldest first, a page of them. */
export function orderFills(
  db: SqlExecutor,
  orderId: string,
  page: { limit: number; offset: number },
): Promise<FillRow[]> {
  return repo.fillsOf(db, orderId, page);
}
