// Orders and fills (see 004_trading.sql). Decimal columns come back as text; callers treat them
// with core/decimal.ts. Rows that change are locked first (SELECT … FOR UPDATE) by the caller's
// transaction: one writer moves an order forward at a time.
import type { SqlExecutor } from '../sql.ts';

export type OrderStatusValue =
  'PENDING' | 'ACTIVE' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELLED' | 'EXPIRED' | 'REJECTED';

export interface OrderRow {
  order_id: string;
  wallet_id: string;
  venue: 'venue_a' | 'venue_b';
  execution: 'paper' | 'live';
  token_id: string;
  market_id: string;
  tick_size: string;
  neg_risk: boolean;
  side: 'BUY' | 'SELL';
  type: 'MARKET' | 'LIMIT' | 'STOPLOSS';
  units: 'USDC' | 'SHARES';
  price: string;
  shares: string | null;
  amount: string | null;
  filled_shares: string;
  filled_usdc: string;
  fees: string;
  hold_asset: string;
  held: string;
  status: OrderStatusValue;
  reason: string | null;
  venue_order_id: string | null;
  slippage_bps: number | null;
  prediction_slippage_bps: number | null;
  expires_at: Date | null;
  triggered_at: Date | null;
  book_ts: string | null;
  book_taken: string;
  version: number;
  idempotency_key: string | null;
  request_hash: string | null;
  /** An amendment in flight (017_order_amendments.sql): its id, else null with the three below. */
  amend_id: string | null;
  /** The price and shares the amendment in flight asks for. */
  amend_price: string | null;
  amend_shares: string | null;
  /** When the amendment in flight was reserved. */
  amend_requested_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FillRow {
  fill_id: string;
  order_id: string;
  wallet_id: string;
  venue: string;
  token_id: string;
  side: 'BUY' | 'SELL';
  price: string;
  shares: string;
  usdc: string;
  fee: string;
  /** Who the fill took liquidity from; null for a limit order's fills recorded before roles were kept. */
  role: 'maker' | 'taker' | null;
  created_at: Date;
}

const ORDER_COLUMNS = `order_id, wallet_id, venue, execution, token_id, market_id, tick_size::text AS tick_size, neg_risk, side, type, units,
  price::text AS price, shares::text AS shares, amount::text AS amount, filled_shares::text AS filled_shares,
  filled_usdc::text AS filled_usdc, fees::text AS fees, hold_asset, held::text AS held, status, reason,
  venue_order_id, slippage_bps, prediction_slippage_bps, expires_at, triggered_at, book_ts::text AS book_ts, book_taken::text AS book_taken, version,
  idempotency_key, request_hash, amend_id, amend_price::text AS amend_price, amend_shares::text AS amend_shares,
  amend_requested_at, created_at, updated_at`;

const FILL_COLUMNS = `fill_id, order_id, wallet_id, venue, token_id, side, price::text AS price, shares::text AS shares,
  usdc::text AS usdc, fee::text AS fee, role, created_at`;

type Q = OrderRow & Record<string, unknown>;

export type NewOrder = Pick<
  OrderRow,
  | 'order_id'
  | 'wallet_id'
  | 'venue'
  | 'execution'
  | 'token_id'
  | 'market_id'
  | 'tick_size'
  | 'neg_risk'
  | 'side'
  | 'type'
  | 'units'
  | 'price'
  | 'shares'
  | 'amount'
  | 'hold_asset'
  | 'held'
  | 'status'
  | 'slippage_bps'
  | 'prediction_slippage_bps'
  | 'expires_at'
  | 'idempotency_key'
  | 'request_hash'
>;

/** What an order placed in the state of its first match brings besides a new order's columns. */
export type PlacedState = Pick<OrderRow, 'filled_shares' | 'filled_usdc' | 'fees' | 'book_ts' | 'book_taken'>;

const NEW_STATE: PlacedState = {
  filled_shares: '0',
  filled_usdc: '0',
  fees: '0',
  book_ts: null,
  book_taken: '0',
};

/**
 * The new row, or undefined when the wallet already has an order with this idempotency key. An
 * order placed with fills (`state` and `fills`, paper orders matched at once) is recorded with them
 * in the same statement; fills are written only when the order is, at the order's own creation time
 * (the database's clock: a time taken before the transaction could precede the order).
 */
export async function insertOrder(
  db: SqlExecutor,
  o: NewOrder,
  state: PlacedState = NEW_STATE,
  fills: readonly FillRow[] = [],
): Promise<OrderRow | undefined> {
  const [row] = await db.query<Q>(
    'orders.insert',
    `WITH placed AS (
       INSERT INTO orders (order_id, wallet_id, venue, execution, token_id, market_id, tick_size, neg_risk, side, type, units,
         price, shares, amount, hold_asset, held, status, slippage_bps, prediction_slippage_bps, expires_at, idempotency_key,
         request_hash, filled_shares, filled_usdc, fees, book_ts, book_taken)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27)
       ON CONFLICT (wallet_id, idempotency_key) DO NOTHING RETURNING ${ORDER_COLUMNS}),
     filled AS (
       INSERT INTO fills (fill_id, order_id, wallet_id, venue, token_id, side, price, shares, usdc, fee, role, created_at)
       SELECT f.fill_id, p.order_id, p.wallet_id, p.venue, p.token_id, p.side, f.price, f.shares, f.usdc, f.fee, f.role, p.created_at
       FROM placed p, unnest($28::text[], $29::numeric[], $30::numeric[], $31::numeric[], $32::numeric[], $33::text[])
         AS f(fill_id, price, shares, usdc, fee, role))
     SELECT * FROM placed`,
    [
      o.order_id,
      o.wallet_id,
      o.venue,
      o.execution,
      o.token_id,
      o.market_id,
      o.tick_size,
      o.neg_risk,
      o.side,
      o.type,
      o.units,
      o.price,
      o.shares,
      o.amount,
      o.hold_asset,
      o.held,
      o.status,
      o.slippage_bps,
      o.prediction_slippage_bps,
      o.expires_at,
      o.idempotency_key,
      o.request_hash,
      state.filled_shares,
      state.filled_usdc,
      state.fees,
      state.book_ts,
      state.book_taken,
      fills.map((f) => f.fill_id),
      fills.map((f) => f.price),
      fills.map((f) => f.shares),
      fills.map((f) => f.usdc),
      fills.map((f) => f.fee),
      fills.map((f) => f.role),
    ],
  );
  return row;
}

export async function findByIdempotencyKey(
  db: SqlExecutor,
  walletId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.query<Q>(
    'orders.find_by_key',
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE wallet_id = $1 AND idempotency_key = $2`,
    [walletId, key],
  );
  return row;
}

/** The wallet's order (undefined for another wallet's: tenants never see each other's orders). */
export async function findOrder(
  db: SqlExecutor,
  walletId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.query<Q>(
    'orders.find',
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE wallet_id = $1 AND order_id = $2`,
    [walletId, orderId],
  );
  return row;
}

export async function getOrder(db: SqlExecutor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<Q>('orders.get', `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id = $1`, [
    orderId,
  ]);
  return row;
}

export async function lockOrder(db: SqlExecutor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<Q>(
    'orders.lock',
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id = $1 FOR UPDATE`,
    [orderId],
  );
  return row;
}

export type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'filled_shares'
    | 'filled_usdc'
    | 'fees'
    | 'held'
    | 'reason'
    | 'venue_order_id'
    | 'price'
    | 'shares'
    | 'triggered_at'
    | 'book_ts'
    | 'book_taken'
    | 'version'
  >
>;

export async function updateOrder(
  db: SqlExecutor,
  orderId: string,
  changes: OrderChanges,
): Promise<OrderRow> {
  const keys = Object.keys(changes) as (keyof OrderChanges)[];
  const sets = keys.map((k, i) => `${k} = $${i + 2}`);
  const [row] = await db.query<Q>(
    'orders.update',
    `UPDATE orders SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE order_id = $1 RETURNING ${ORDER_COLUMNS}`,
    [orderId, ...keys.map((k) => changes[k])],
  );
  return row!;
}

/**
 * The reserve step of an amendment (the caller holds the row lock and has checked that none is in
 * flight): what the order is to become, and when it was asked. The order is otherwise unchanged.
 */
export async function reserveAmendment(
  db: SqlExecutor,
  orderId: string,
  amendment: { amendId: string; price: string; shares: string },
): Promise<OrderRow> {
  const [row] = await db.query<Q>(
    'orders.reserve_amendment',
    `UPDATE orders SET amend_id = $2, amend_price = $3, amend_shares = $4, amend_requested_at = now()
     WHERE order_id = $1 AND amend_id IS NULL RETURNING ${ORDER_COLUMNS}`,
    [orderId, amendment.amendId, amendment.price, amendment.shares],
  );
  return row!;
}

/**
 * Ends the amendment `amendId` of the order (settled, or rolled back); false when it is not the one
 * in flight any more (someone else ended it): then the caller changes nothing.
 */
export async function clearAmendment(db: SqlExecutor, orderId: string, amendId: string): Promise<boolean> {
  const rows = await db.query(
    'orders.clear_amendment',
    `UPDATE orders SET amend_id = NULL, amend_price = NULL, amend_shares = NULL, amend_requested_at = NULL
     WHERE order_id = $1 AND amend_id = $2 RETURNING order_id`,
    [orderId, amendId],
  );
  return rows.length > 0;
}

/**
 * Keeps the venue's id of a signed order before it is sent, only while the order is PENDING;
 * false when it is not (the reconciler ended it): then it must not be sent.
 */
export async function recordUnconfirmedVenueId(
  db: SqlExecutor,
  orderId: string,
  venueOrderId: string,
): Promise<boolean> {
  const rows = await db.query(
    'orders.record_venue_id',
    `UPDATE orders SET venue_order_id = $2, updated_at = now() WHERE order_id = $1 AND status = 'PENDING' RETURNING order_id`,
    [orderId, venueOrderId],
  );
  return rows.length > 0;
}

/** What a wallet's orders may be narrowed to; every filter given must hold (AND). */
export interface OrderFilter {
  statuses?: readonly string[];
  venue?: string;
  tokenId?: string;
  side?: string;
  /** Created at or after (inclusive). */
  createdFrom?: Date;
  /** Created before (exclusive). */
  createdBefore?: Date;
}

/** The wallet's orders, newest first (ties by order id), a page of those the filter keeps. */
export async function listOrders(
  db: SqlExecutor,
  walletId: string,
  page: { limit: number; offset: number } & OrderFilter,
): Promise<OrderRow[]> {
  return db.query<Q>(
    'orders.list',
    `SELECT ${ORDER_COLUMNS} FROM orders
     WHERE wallet_id = $1 AND ($4::text[] IS NULL OR status = ANY($4)) AND ($5::text IS NULL OR venue = $5)
       AND ($6::text IS NULL OR token_id = $6) AND ($7::text IS NULL OR side = $7)
       AND ($8::timestamptz IS NULL OR created_at >= $8) AND ($9::timestamptz IS NULL OR created_at < $9)
     ORDER BY created_at DESC, order_id LIMIT $2 OFFSET $3`,
    [
      walletId,
      page.limit,
      page.offset,
      page.statuses ?? null,
      page.venue ?? null,
      page.tokenId ?? null,
      page.side ?? null,
      page.createdFrom ?? null,
      page.createdBefore ?? null,
    ],
  );
}

/** The wallet's open orders that hold some of `asset` (base units), newest first. */
export async function openHoldsOf(
  db: SqlExecutor,
  walletId: string,
  asset: string,
): Promise<{ order_id: string; held: string }[]> {
  return db.query(
    'orders.open_holds',
    `SELECT order_id, held::text AS held FROM orders
     WHERE wallet_id = $1 AND hold_asset = $2 AND held > 0
       AND status IN ('PENDING', 'ACTIVE', 'PARTIALLY_FILLED')
     ORDER BY created_at DESC, order_id`,
    [walletId, asset],
  );
}

/** Open paper orders of a token that the book or price now reaches: limits crossed, stops triggered. */
export async function crossedPaperOrders(
  db: SqlExecutor,
  tokenId: string,
  top: { bid: string | null; ask: string | null; price: string | null },
): Promise<string[]> {
  const rows = await db.query<{ order_id: string }>(
    'orders.crossed',
    `SELECT order_id FROM orders
     WHERE token_id = $1 AND execution = 'paper' AND status IN ('ACTIVE', 'PARTIALLY_FILLED') AND (
       (type = 'LIMIT' AND side = 'BUY' AND $3::numeric IS NOT NULL AND price >= $3::numeric) OR
       (type = 'LIMIT' AND side = 'SELL' AND $2::numeric IS NOT NULL AND price <= $2::numeric) OR
       (type = 'STOPLOSS' AND (triggered_at IS NOT NULL OR ($4::numeric IS NOT NULL AND $4::numeric <= price))))
     ORDER BY created_at, order_id`,
    [tokenId, top.bid, top.ask, top.price],
  );
  return rows.map((r) => r.order_id);
}

/** Tokens with open paper orders (what the paper matcher watches). */
export async function tokensWithOpenPaperOrders(db: SqlExecutor): Promise<string[]> {
  const rows = await db.query<{ token_id: string }>(
    'orders.open_tokens',
    `SELECT DISTINCT token_id FROM orders WHERE execution = 'paper' AND status IN ('ACTIVE', 'PARTIALLY_FILLED')`,
  );
  return rows.map((r) => r.token_id);
}

export async function expiredOrderIds(db: SqlExecutor, now: Date, limit: number): Promise<string[]> {
  const rows = await db.query<{ order_id: string }>(
    'orders.expired',
    `SELECT order_id FROM orders WHERE expires_at <= $1 AND status IN ('ACTIVE', 'PARTIALLY_FILLED') ORDER BY expires_at LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.order_id);
}

export async function openLiveOrderIds(db: SqlExecutor, limit: number): Promise<string[]> {
  const rows = await db.query<{ order_id: string }>(
    'orders.open_live',
    `SELECT order_id FROM orders WHERE execution = 'live' AND status IN ('PENDING', 'ACTIVE', 'PARTIALLY_FILLED')
     ORDER BY updated_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.order_id);
}

/** Inserts the fill; false when a fill with its id was recorded before. */
export async function insertFill(db: SqlExecutor, f: FillRow): Promise<boolean> {
  const rows = await db.query(
    'fills.insert',
    `INSERT INTO fills (fill_id, order_id, wallet_id, venue, token_id, side, price, shares, usdc, fee, role, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (fill_id) DO NOTHING RETURNING fill_id`,
    [
      f.fill_id,
      f.order_id,
      f.wallet_id,
      f.venue,
      f.token_id,
      f.side,
      f.price,
      f.shares,
      f.usdc,
      f.fee,
      f.role,
      f.created_at,
    ],
  );
  return rows.length === 1;
}

export async function fillCount(db: SqlExecutor, orderId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'fills.count',
    'SELECT count(*)::int AS n FROM fills WHERE order_id = $1',
    [orderId],
  );
  return row!.n;
}

/** The order's fills, oldest first (ties by fill id): a page of them when `page` is given. */
export async function fillsOf(
  db: SqlExecutor,
  orderId: string,
  page?: { limit: number; offset: number },
): Promise<FillRow[]> {
  return db.query<FillRow & Record<string, unknown>>(
    'fills.of_order',
    `SELECT ${FILL_COLUMNS} FROM fills WHERE order_id = $1 ORDER BY created_at, fill_id LIMIT $2 OFFSET $3`,
    [orderId, page?.limit ?? null, page?.offset ?? 0],
  );
}

/** What a wallet's fills may be narrowed to; every filter given must hold (AND). */
export interface FillFilter {
  venue?: string;
  tokenId?: string;
  side?: string;
  orderId?: string;
  /** At or after (inclusive). */
  from?: Date;
  /** Before (exclusive). */
  before?: Date;
}

/** The wallet's fills across its orders, newest first (ties by fill id), a page of those the filter keeps. */
export async function walletFills(
  db: SqlExecutor,
  walletId: string,
  page: { limit: number; offset: number } & FillFilter,
): Promise<FillRow[]> {
  return db.query<FillRow & Record<string, unknown>>(
    'fills.of_wallet',
    `SELECT ${FILL_COLUMNS} FROM fills
     WHERE wallet_id = $1 AND ($4::text IS NULL OR venue = $4) AND ($5::text IS NULL OR token_id = $5)
       AND ($6::text IS NULL OR side = $6) AND ($7::text IS NULL OR order_id = $7)
       AND ($8::timestamptz IS NULL OR created_at >= $8) AND ($9::timestamptz IS NULL OR created_at < $9)
     ORDER BY created_at DESC, fill_id DESC LIMIT $2 OFFSET $3`,
    [
      walletId,
      page.limit,
      page.offset,
      page.venue ?? null,
      page.tokenId ?? null,
      page.side ?? null,
      page.orderId ?? null,
      page.from ?? null,
      page.before ?? null,
    ],
  );
}

export async function unpublishedFills(db: SqlExecutor, olderThan: Date, limit: number): Promise<FillRow[]> {
  return db.query<FillRow & Record<string, unknown>>(
    'fills.unpublished',
    `SELECT ${FILL_COLUMNS} FROM fills WHERE published_at IS NULL AND created_at <= $1 ORDER BY created_at LIMIT $2`,
    [olderThan, limit],
  );
}

export async function markPublished(db: SqlExecutor, fillIds: readonly string[]): Promise<void> {
  await db.query('fills.mark_published', 'UPDATE fills SET published_at = now() WHERE fill_id = ANY($1)', [
    fillIds,
  ]);
}
