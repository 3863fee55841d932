// The simulated venue: what an order gets from the current book, level by level. Market orders are
// fill-or-kill within their worst price (a book too thin is a 400 before anything is recorded);
// limit orders take what the book offers at their price or better and rest with the rest (partial
// fills); a triggered stoploss sells into the bids at any price, as much as they take each time.
// The simulated orders do not consume the venue's book: each is matched against the book as the
// venue shows it (two paper orders at once may both take the same level).
import { compare, sub } from '../../core/decimal.ts';
import { takeLevels, walkBook, type Fill } from './book-walk.ts';
import type { TradableBook } from './books.ts';
import type { OrderType } from './venue.ts';
import type { Side, Units } from './book-walk.ts';

export interface PaperOrder {
  side: Side;
  type: OrderType;
  units: Units;
  price: string;
  shares: string | null;
  amount: string | null;
  filled_shares: string;
  triggered_at: Date | null;
}

/** A stoploss triggers when the displayed price falls to its price or below. */
export function stopTriggered(order: PaperOrder, price: string | undefined): boolean {
  return order.triggered_at !== null || (price !== undefined && compare(price, order.price) <= 0);
}

/** The fills the order gets now (possibly none). Market orders throw InsufficientLiquidityError. */
export function paperFills(order: PaperOrder, book: TradableBook | undefined, price: string | undefined): Fill[] {
  if (order.type === 'MARKET') {
    const amount = order.units === 'USDC' ? order.amount! : order.shares!;
    return walkBook(book ?? { bids: [], asks: [] }, { side: order.side, amount, units: order.units }, { limitPrice: order.price }).fills;
  }
  if (!book) return [];
  const remaining = sub(order.shares!, order.filled_shares);
  if (compare(remaining, '0') <= 0) return [];
  if (order.type === 'STOPLOSS') {
    if (!stopTriggered(order, price)) return [];
    return takeLevels(book, { side: 'SELL', amount: remaining, units: 'SHARES' }).fills;
  }
  return takeLevels(book, { side: order.side, amount: remaining, units: 'SHARES' }, { limitPrice: order.price }).fills;
}
