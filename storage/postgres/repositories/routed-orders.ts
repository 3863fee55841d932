// Routed orders and their legs (018_routed_orders.sql). Each statement is its own short transaction
// or runs in the caller's; none is held while a leg's venue is called (engine/routing/routed-orders.ts).
import type { SqlExecutor } from '../sql.ts';

export interface RoutedOrderRow {
  routed_order_id: string;
  wallet_id: string;
  venue_a_market_id: string;
  venue_b_market_id: string;
  outcome: 'yes' | 'no';
  token_a: string;
  token_b: string;
  verdict: 'same_contract' | 'same_contract_inverted';
  alignment: 'same' | 'inverted';
  side: 'BUY' | 'SELL';
  units: 'USDC' | 'SHARES';
  amount: string;
  limit_price: string;
  plan: unknown;
  state: 'PLACING' | 'PLACED';
  idempotency_key: string | null;
  request_hash: string;
  created_at: Date;
  updated_at: Date;
}

export interface RoutedLegRow {
  routed_order_id: string;
  venue: 'venue_a' | 'venue_b';
  seq: number;
  request: unknown;
  planned: unknown;
  order_id: string | null;
  error_code: string | null;
  error_message: string | null;
}

export type NewRoutedOrder = Omit<RoutedOrderRow, 'state' | 'created_at' | 'updated_at'>;
export type NewRoutedLeg = Pick<RoutedLegRow, 'venue' | 'seq' | 'request' | 'planned'>;

const COLUMNS = `routed_order_id, wallet_id, venue_a_market_id, venue_b_market_id, outcome, token_a, token_b, verdict,
  alignment, side, units, amount::text AS amount, limit_price::text AS limit_price, plan, state, idempotency_key,
  request_hash, created_at, updated_at`;

type R = RoutedOrderRow & Record<string, unknown>;
type L = RoutedLegRow & Record<string, unknown>;

/** The new parent with its legs, or undefined when the wallet already has a routed order with this key. */
export async function insertRoutedOrder(
  db: SqlExecutor,
  o: NewRoutedOrder,
  legs: readonly NewRoutedLeg[],
): Promise<RoutedOrderRow | undefined> {
  const [row] = await db.query<R>(
    'routed_orders.insert',
    `WITH parent AS (
       INSERT INTO routed_orders (routed_order_id, wallet_id, venue_a_market_id, venue_b_market_id, outcome, token_a,
         token_b, verdict, alignment, side, units, amount, limit_price, plan, state, idempotency_key, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'PLACING', $15, $16)
       ON CONFLICT (wallet_id, idempotency_key) DO NOTHING RETURNING ${COLUMNS}),
     legs AS (
       INSERT INTO routed_order_legs (routed_order_id, venue, seq, request, planned)
       SELECT parent.routed_order_id, l.venue, l.seq, l.request, l.planned
       FROM parent, jsonb_to_recordset($17::jsonb) AS l(venue text, seq smallint, request jsonb, planned jsonb))
     SELECT * FROM parent`,
    [
      o.routed_order_id,
      o.wallet_id,
      o.venue_a_market_id,
      o.venue_b_market_id,
      o.outcome,
      o.token_a,
      o.token_b,
      o.verdict,
      o.alignment,
      o.side,
      o.units,
      o.amount,
      o.limit_price,
      JSON.stringify(o.plan),
      o.idempotency_key,
      o.request_hash,
      JSON.stringify(legs),
    ],
  );
  return row;
}

export async function findRoutedByKey(
  db: SqlExecutor,
  walletId: string,
  key: string,
): Promise<RoutedOrderRow | undefined> {
  const [row] = await db.query<R>(
    'routed_orders.find_by_key',
    `SELECT ${COLUMNS} FROM routed_orders WHERE wallet_id = $1 AND idempotency_key = $2`,
    [walletId, key],
  );
  return row;
}

/** The wallet's routed order (undefined for another wallet's). */
export async function findRoutedOrder(
  db: SqlExecutor,
  walletId: string,
  routedOrderId: string,
): Promise<RoutedOrderRow | undefined> {
  const [row] = await db.query<R>(
    'routed_orders.find',
    `SELECT ${COLUMNS} FROM routed_orders WHERE wallet_id = $1 AND routed_order_id = $2`,
    [walletId, routedOrderId],
  );
  return row;
}

export function routedLegs(db: SqlExecutor, routedOrderId: string): Promise<RoutedLegRow[]> {
  return db.query<L>(
    'routed_order_legs.list',
    `SELECT routed_order_id, venue, seq, request, planned, order_id, error_code, error_message
     FROM routed_order_legs WHERE routed_order_id = $1 ORDER BY seq`,
    [routedOrderId],
  );
}

/** What became of a leg: its order, or the refusal that stopped it. */
export async function settleLeg(
  db: SqlExecutor,
  routedOrderId: string,
  venue: string,
  outcome: { order_id: string | null; error?: { code: string; message: string } },
): Promise<void> {
  await db.query(
    'routed_order_legs.settle',
    `UPDATE routed_order_legs SET order_id = $3, error_code = $4, error_message = $5
     WHERE routed_order_id = $1 AND venue = $2`,
    [routedOrderId, venue, outcome.order_id, outcome.error?.code ?? null, outcome.error?.message ?? null],
  );
}

export async function markPlaced(db: SqlExecutor, routedOrderId: string): Promise<void> {
  await db.query(
    'routed_orders.placed',
    `UPDATE routed_orders SET state = 'PLACED', updated_at = now() WHERE routed_order_id = $1`,
    [routedOrderId],
  );
}
