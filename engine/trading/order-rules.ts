// The rules an order follows, whichever venue executes it: what a valid order is, what it holds
// while open, and the one state machine of its status.
//
//   PENDING ─┬─► ACTIVE ─► PARTIALLY_FILLED ─► FILLED
//            │     │              │
//            │     └──────────────┴─► CANCELLED (by the owner) · EXPIRED (expires_at passed)
//            ├─► PARTIALLY_FILLED / FILLED (filled at once)
//            └─► REJECTED (the venue refused it; nothing filled)
//
// PENDING is only seen on a live venue while its answer is unknown (also while the replacement of
// an amended live order is on its way: cancel-and-replace puts it back to PENDING, fills kept, and
// a replacement the venue never takes ends it CANCELLED); a paper order is born in the state its
// first match leaves it in. FILLED, CANCELLED, EXPIRED and REJECTED are final: fills of
// a cancelled or expired order stay, and what it still held goes back to the wallet.
import { compare, div, isZero, mul, round, sub } from '../../core/decimal.ts';
import { BadRequestError, ConflictError } from '../../core/errors.ts';
import {
  TOKEN_DECIMALS,
  type OrderStatus,
  type OrderType,
  type Side,
  type Units,
} from '../../core/trading.ts';

export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'FILLED',
  'CANCELLED',
  'EXPIRED',
  'REJECTED',
]);
export const OPEN_STATUSES: readonly OrderStatus[] = ['PENDING', 'ACTIVE', 'PARTIALLY_FILLED'];

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['ACTIVE', 'PARTIALLY_FILLED', 'FILLED', 'CANCELLED', 'EXPIRED', 'REJECTED'],
  ACTIVE: ['PARTIALLY_FILLED', 'FILLED', 'CANCELLED', 'EXPIRED'],
  PARTIALLY_FILLED: ['PARTIALLY_FILLED', 'FILLED', 'CANCELLED', 'EXPIRED'],
  FILLED: [],
  CANCELLED: [],
  EXPIRED: [],
  REJECTED: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || NEXT[from].includes(to);
}

/** Throws unless the move is allowed (a final order never changes). */
export function assertMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to))
    throw new ConflictError(`the order is ${from}: it cannot become ${to}`, 'order_state');
}

/** The status of an open order after fills: FILLED when nothing is left, else by whether anything filled. */
export function statusAfterFills(filledShares: string, complete: boolean): OrderStatus {
  if (complete) return 'FILLED';
  return isZero(filledShares) ? 'ACTIVE' : 'PARTIALLY_FILLED';
}

/** Default tick size when the catalog names none (both venues quote cents). */
export const DEFAULT_TICK = '0.01';

/** A price strictly between 0 and 1 and a whole number of ticks. */
export function parsePrice(value: string | number, tick: string, field = 'price'): string {
  const text = String(value).trim();
  if (!/^\d*\.?\d+$/.test(text) || compare(text, '0') <= 0 || compare(text, '1') >= 0) {
    throw new BadRequestError(
      (name) => `${name(field)} must be a decimal strictly between 0 and 1`,
      'invalid_price',
    );
  }
  const ticks = div(text, tick, 12, 'down');
  if (ticks.includes('.'))
    throw new BadRequestError(
      (name) => `${name(field)} must be a multiple of the market's tick size ${tick}`,
      'invalid_price',
    );
  return round(text, 12, 'down');
}

/**
 * The worst price a market order accepts: the best price moved by the tolerance (bps), rounded to
 * the tick away from the best price, kept inside (0, 1).
 */
export function worstPrice(best: string, side: Side, slippageBps: number, tick: string): string {
  const factor = div(
    String(side === 'BUY' ? 10_000 + slippageBps : 10_000 - slippageBps),
    '10000',
    4,
    'down',
  );
  const moved = mul(best, factor);
  const ticks = div(moved, tick, 0, side === 'BUY' ? 'up' : 'down');
  const price = mul(ticks, tick);
  const lowest = tick;
  const highest = sub('1', tick);
  if (compare(price, lowest) < 0) return lowest;
  if (compare(price, highest) > 0) return highest;
  return price;
}

/** What an order holds while open: USDC (BUY) or the token's shares (SELL), in 6-decimal units. */
export function holdAmount(order: {
  side: Side;
  type: OrderType;
  units: Units;
  price: string;
  shares: string | null;
  amount: string | null;
}): string {
  if (order.side === 'BUY') {
    if (order.amount !== null) return order.amount;
    return round(mul(order.shares!, order.price), TOKEN_DECIMALS, 'up');
  }
  if (order.shares !== null) return order.shares;
  // Selling for a USDC amount: enough shares to bring it at the worst price accepted.
  return div(order.amount!, order.price, TOKEN_DECIMALS, 'up');
}
