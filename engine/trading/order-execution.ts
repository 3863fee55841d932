// Moving a locked order forward, the same way for both venues and both executions: new fills are
// recorded (once per fill id) and settled in the ledger, the order's filled figures and remaining
// hold follow, its status moves by the state machine, and an order that ends gives back what it
// still holds — all in the caller's transaction.
import { add, compare, fromBaseUnits, isZero, round } from '../../core/decimal.ts';
import * as repo from '../../storage/postgres/repositories/orders.ts';
import type { FillRow, OrderRow } from '../../storage/postgres/repositories/orders.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { TOKEN_DECIMALS } from './book-walk.ts';
import { releaseHold, settleFill, takenBy, topUpHold } from './holds.ts';
import { FINAL_STATUSES, assertMove, statusAfterFills } from './order-rules.ts';
import type { OrderStatus, VenueFill } from './venue.ts';

export interface OrderOutcome {
  order: OrderRow;
  /** Fills recorded by this step (to publish after commit). */
  fills: FillRow[];
}

export interface Step {
  fills: readonly VenueFill[];
  /** The status to move to; by default FILLED when the order's shares are all filled, else by what filled. */
  status?: OrderStatus;
  reason?: string | null;
  venueOrderId?: string | null;
  triggeredAt?: Date;
  /** Paper orders: the book snapshot matched and the shares taken from it. */
  book?: { ts: string; taken: string } | null;
}

function sharesComplete(order: OrderRow, filledShares: string): boolean {
  return order.shares !== null && compare(filledShares, order.shares) >= 0;
}

/**
 * A venue's fill in whole base units, as the ledger moves them: shares rounded down, USDC up for a
 * buy and down for a sell, fees up (a venue may report prices × sizes with more decimals).
 */
export function wholeUnits(f: VenueFill, side: 'BUY' | 'SELL'): VenueFill {
  return {
    ...f,
    shares: round(f.shares, TOKEN_DECIMALS, 'down'),
    usdc: round(f.usdc, TOKEN_DECIMALS, side === 'BUY' ? 'up' : 'down'),
    fee: round(f.fee, TOKEN_DECIMALS, 'up'),
  };
}

export async function applyStep(tx: SqlExecutor, order: OrderRow, step: Step): Promise<OrderOutcome> {
  let held = BigInt(order.held);
  let filledShares = order.filled_shares;
  let filledUsdc = order.filled_usdc;
  let fees = order.fees;
  const recorded: FillRow[] = [];
  for (const venueFill of step.fills) {
    const f = wholeUnits(venueFill, order.side);
    if (isZero(f.shares)) continue; // less than a base unit of shares: nothing the ledger can move
    const row: FillRow = {
      fill_id: f.fillId,
      order_id: order.order_id,
      wallet_id: order.wallet_id,
      venue: order.venue,
      token_id: order.token_id,
      side: order.side,
      price: f.price,
      shares: f.shares,
      usdc: f.usdc,
      fee: f.fee,
      created_at: f.at,
    };
    if (!(await repo.insertFill(tx, row))) continue;
    const settled = { fill_id: f.fillId, shares: f.shares, usdc: f.usdc, fee: f.fee };
    const beyond = takenBy(order, settled) - held;
    if (beyond > 0n) {
      await topUpHold(tx, order, f.fillId, beyond);
      held += beyond;
    }
    held -= await settleFill(tx, order, settled);
    filledShares = add(filledShares, f.shares);
    filledUsdc = add(filledUsdc, f.usdc);
    fees = add(fees, f.fee);
    recorded.push(row);
  }
  const status = step.status ?? statusAfterFills(filledShares, sharesComplete(order, filledShares));
  assertMove(order.status, status);
  if (FINAL_STATUSES.has(status)) {
    await releaseHold(tx, order, held);
    held = 0n;
  }
  const changes: repo.OrderChanges = {
    status,
    filled_shares: filledShares,
    filled_usdc: filledUsdc,
    fees,
    held: fromBaseUnits(held, 0),
  };
  if (step.reason !== undefined) changes.reason = step.reason;
  if (step.venueOrderId !== undefined) changes.venue_order_id = step.venueOrderId;
  if (step.triggeredAt && !order.triggered_at) changes.triggered_at = step.triggeredAt;
  if (step.book) {
    changes.book_ts = step.book.ts;
    changes.book_taken = step.book.taken;
  }
  const unchanged = recorded.length === 0 && status === order.status && changes.reason === undefined && changes.venue_order_id === undefined && !changes.triggered_at && !step.book;
  return { order: unchanged ? order : await repo.updateOrder(tx, order.order_id, changes), fills: recorded };
}

/** Paper fill ids: the order id and the fill's number within the order (ordered as text). */
export function paperFillId(orderId: string, n: number): string {
  return `${orderId}:${String(n).padStart(4, '0')}`;
}
