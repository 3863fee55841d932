// Moving a locked order forward, the same way for both venues and both executions: new fills are
// recorded (once per fill id) and settled in the ledger, the order's filled figures and remaining
// hold follow, its status moves by the state machine, and an order that ends gives back what it
// still holds (a venue that escrowed its input: what the venue says came back, endHold) — all in
// the caller's transaction. A new paper order is recorded in the state its
// first match leaves it in (placePaper): resting with its hold, or filled at once with its fills
// settled in one journal; only a partial first fill takes the general way.
import { add, compare, fromBaseUnits, isZero, round } from '../../core/decimal.ts';
import * as repo from '../../storage/postgres/repositories/orders.ts';
import type { FillRow, OrderRow } from '../../storage/postgres/repositories/orders.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { TOKEN_DECIMALS, type OrderStatus } from '../../core/trading.ts';
import {
  COLLATERAL,
  keepHold,
  placeHold,
  releaseHold,
  returnBeyondHold,
  settleAtPlacement,
  settleFill,
  takenBy,
  topUpHold,
  units,
} from './holds.ts';
import { crashPoint } from '../../core/test-hooks.ts';
import { FINAL_STATUSES, assertMove, statusAfterFills } from './order-rules.ts';
import type { VenueFill } from '../../core/live-venue.ts';

export interface OrderOutcome {
  order: OrderRow;
  /** Fills recorded by this step (to publish after commit). */
  fills: FillRow[];
  /** What the venue returned beyond what the ended order still held (base units), credited to the wallet. */
  returnedBeyondHold?: bigint;
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
  /** A final step of a venue that escrows the input: what came back (VenueReport.returned). */
  returned?: string;
}

function sharesComplete(order: Pick<OrderRow, 'shares'>, filledShares: string): boolean {
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

/** The step's fills as the ledger can move them, as fill rows of the order (under a base unit of shares: dropped). */
function fillRows(
  order: Pick<OrderRow, 'order_id' | 'wallet_id' | 'venue' | 'token_id' | 'side'>,
  fills: readonly VenueFill[],
): FillRow[] {
  return fills
    .map((venueFill) => wholeUnits(venueFill, order.side))
    .filter((f) => !isZero(f.shares))
    .map((f) => ({
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
      role: f.role ?? null,
      created_at: f.at,
    }));
}

/**
 * Records a new paper order with its first match (`step`) in the caller's transaction; undefined
 * when the wallet already has an order with its idempotency key. Resting (nothing filled): the row
 * and its hold, two statements. Filled at once: the row with its fills and one settling journal
 * (settleAtPlacement), no hold posted or released. Partly filled: the row, its hold, then applyStep.
 */
export async function placePaper(
  tx: SqlExecutor,
  order: repo.NewOrder,
  step: Step,
): Promise<OrderOutcome | undefined> {
  const fills = fillRows(order, step.fills);
  const filledShares = fills.reduce((sum, f) => add(sum, f.shares), '0');
  const status = step.status ?? statusAfterFills(filledShares, sharesComplete(order, filledShares));
  const hold = BigInt(order.held);
  if (fills.length === 0 || FINAL_STATUSES.has(status)) {
    const placed = FINAL_STATUSES.has(status) ? { ...order, status, held: '0' } : { ...order, status };
    const state = {
      filled_shares: filledShares,
      filled_usdc: fills.reduce((sum, f) => add(sum, f.usdc), '0'),
      fees: fills.reduce((sum, f) => add(sum, f.fee), '0'),
      book_ts: fills.length > 0 ? (step.book?.ts ?? null) : null,
      book_taken: fills.length > 0 ? (step.book?.taken ?? '0') : '0',
    };
    const row = await repo.insertOrder(tx, placed, state, fills);
    if (!row) return undefined;
    if (FINAL_STATUSES.has(status)) {
      if (fills.length > 0) await settleAtPlacement(tx, row, hold, fills);
    } else await placeHold(tx, row, hold);
    crashPoint('order-held');
    return { order: row, fills };
  }
  const row = await repo.insertOrder(tx, order);
  if (!row) return undefined;
  await placeHold(tx, row, hold);
  crashPoint('order-held');
  return applyStep(tx, row, step);
}

const PROGRESS: readonly OrderStatus[] = ['ACTIVE', 'PARTIALLY_FILLED', 'FILLED'];

/**
 * The status after a step: the step's, except that an open one (a venue's report of its order as
 * ACTIVE or PARTIALLY_FILLED) goes no lower than what the order's fills say — an order amended by
 * cancel-and-replace has fills of its earlier venue order that the report of the new one leaves out.
 */
function statusOf(reported: OrderStatus | undefined, byFills: OrderStatus): OrderStatus {
  if (reported === undefined) return byFills;
  const rank = PROGRESS.indexOf(reported);
  return rank >= 0 && PROGRESS.indexOf(byFills) > rank ? byFills : reported;
}

export async function applyStep(tx: SqlExecutor, order: OrderRow, step: Step): Promise<OrderOutcome> {
  let held = BigInt(order.held);
  let filledShares = order.filled_shares;
  let filledUsdc = order.filled_usdc;
  let fees = order.fees;
  const recorded: FillRow[] = [];
  for (const f of fillRows(order, step.fills)) {
    if (!(await repo.insertFill(tx, f))) continue;
    const settled = { fill_id: f.fill_id, shares: f.shares, usdc: f.usdc, fee: f.fee };
    const beyond = takenBy(order, settled) - held;
    if (beyond > 0n) {
      await topUpHold(tx, order, f.fill_id, beyond);
      held += beyond;
    }
    held -= await settleFill(tx, order, settled);
    filledShares = add(filledShares, f.shares);
    filledUsdc = add(filledUsdc, f.usdc);
    fees = add(fees, f.fee);
    recorded.push(f);
  }
  const status = statusOf(step.status, statusAfterFills(filledShares, sharesComplete(order, filledShares)));
  assertMove(order.status, status);
  let reason = step.reason;
  let returnedBeyondHold: bigint | undefined;
  if (FINAL_STATUSES.has(status)) {
    const end = await endHold(tx, order, held, step.returned);
    if (end.kept > 0n) {
      const kept = fromBaseUnits(end.kept, TOKEN_DECIMALS);
      // A buy's cost is USDC, the order's fees; a sell's is shares, which fees (USDC) cannot carry.
      if (order.side === 'BUY') fees = add(fees, kept);
      const what =
        order.side === 'BUY'
          ? `${kept} ${COLLATERAL[order.venue]}, counted in the order's fees`
          : `${kept} shares`;
      reason = `${reason ?? 'the order ended'}; the venue kept ${what}`;
    }
    if (end.beyond > 0n) returnedBeyondHold = end.beyond;
    held = 0n;
  }
  const changes: repo.OrderChanges = {
    status,
    filled_shares: filledShares,
    filled_usdc: filledUsdc,
    fees,
    held: fromBaseUnits(held, 0),
  };
  if (reason !== undefined) changes.reason = reason;
  if (step.venueOrderId !== undefined) changes.venue_order_id = step.venueOrderId;
  if (step.triggeredAt && !order.triggered_at) changes.triggered_at = step.triggeredAt;
  if (step.book) {
    changes.book_ts = step.book.ts;
    changes.book_taken = step.book.taken;
  }
  const unchanged =
    recorded.length === 0 &&
    status === order.status &&
    changes.reason === undefined &&
    changes.venue_order_id === undefined &&
    !changes.triggered_at &&
    !step.book;
  const outcome: OrderOutcome = {
    order: unchanged ? order : await repo.updateOrder(tx, order.order_id, changes),
    fills: recorded,
  };
  return returnedBeyondHold === undefined ? outcome : { ...outcome, returnedBeyondHold };
}

/**
 * Gives back what an ended order still holds (`held`, base units). With `returned` (a venue that
 * escrowed the input says what came back) exactly that goes back: what the order held beyond it the
 * venue kept (to the venue's account), and what came back beyond the hold is credited from it.
 */
async function endHold(
  tx: SqlExecutor,
  order: OrderRow,
  held: bigint,
  returned: string | undefined,
): Promise<{ kept: bigint; beyond: bigint }> {
  const back = returned === undefined ? held : units(round(returned, TOKEN_DECIMALS, 'down'));
  await releaseHold(tx, order, back < held ? back : held);
  if (back < held) await keepHold(tx, order, held - back);
  if (back > held) await returnBeyondHold(tx, order, back - held);
  return { kept: back < held ? held - back : 0n, beyond: back > held ? back - held : 0n };
}

/** Paper fill ids: the order id and the fill's number within the order (ordered as text). */
export function paperFillId(orderId: string, n: number): string {
  return `${orderId}:${String(n).padStart(4, '0')}`;
}
