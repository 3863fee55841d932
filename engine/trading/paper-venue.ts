// The simulated venue: what an order gets from the current book, level by level. Market orders are
// fill-or-kill within their worst price (a book too thin is a 400 before anything is recorded);
// limit orders take what the book offers at their price or better and rest with the rest (partial
// fills); a triggered stoploss sells into the bids at any price, as much as they take each time.
//
// An order never takes the same liquidity twice: it remembers the book snapshot it last matched
// (its ts) and how many shares it took from it, and a later match against that same snapshot (after
// a price update, say) skips them. Different orders are each matched against the book as the venue
// shows it: two paper orders at once may both take the same level.
import { add, compare, min, sub } from '../../core/decimal.ts';
import type { Side } from '../../core/trading.ts';
import { fillAt, takeLevels, walkBook, type Fill } from './book-walk.ts';
import type { TradableBook } from './books.ts';
import type { OrderRow } from '../../storage/postgres/repositories/orders.ts';

/** What matching reads of an order (its row, or a draft with nothing filled yet). */
export type PaperOrder = Pick<
  OrderRow,
  | 'side'
  | 'type'
  | 'units'
  | 'price'
  | 'shares'
  | 'amount'
  | 'filled_shares'
  | 'triggered_at'
  | 'book_ts'
  | 'book_taken'
>;

export interface PaperMatch {
  fills: Fill[];
  /** What the order now took from this snapshot (to remember with the order). */
  book: { ts: string; taken: string } | null;
}

/** A stoploss triggers when the displayed price falls to its price or below. */
export function stopTriggered(order: PaperOrder, price: string | undefined): boolean {
  return order.triggered_at !== null || (price !== undefined && compare(price, order.price) <= 0);
}

/** The fills without their first `shares` shares (taken from the snapshot before). */
function skipShares(fills: readonly Fill[], shares: string, side: Side): Fill[] {
  let skip = shares;
  const out: Fill[] = [];
  for (const f of fills) {
    const skipped = min(skip, f.shares);
    skip = sub(skip, skipped);
    const left = sub(f.shares, skipped);
    if (compare(left, '0') <= 0) continue;
    out.push(compare(skipped, '0') === 0 ? f : fillAt(f.price, left, side));
  }
  return out;
}

/** The fills the order gets now (possibly none). Market orders throw InsufficientLiquidityError. */
export function paperMatch(
  order: PaperOrder,
  book: TradableBook | undefined,
  price: string | undefined,
): PaperMatch {
  if (order.type === 'MARKET') {
    const amount = order.units === 'USDC' ? order.amount! : order.shares!;
    const walk = walkBook(
      book ?? { bids: [], asks: [] },
      { side: order.side, amount, units: order.units },
      { limitPrice: order.price },
    );
    return { fills: walk.fills, book: book ? { ts: String(book.ts), taken: walk.shares } : null };
  }
  if (!book) return { fills: [], book: null };
  const remaining = sub(order.shares!, order.filled_shares);
  if (compare(remaining, '0') <= 0) return { fills: [], book: null };
  const side: Side = order.type === 'STOPLOSS' ? 'SELL' : order.side;
  if (order.type === 'STOPLOSS' && !stopTriggered(order, price)) return { fills: [], book: null };
  const taken = order.book_ts === String(book.ts) ? order.book_taken : '0';
  const limits = order.type === 'LIMIT' ? { limitPrice: order.price } : {};
  const all = takeLevels(book, { side, amount: add(taken, remaining), units: 'SHARES' }, limits).fills;
  const fills = skipShares(all, taken, side);
  const now = fills.reduce((sum, f) => add(sum, f.shares), '0');
  return { fills, book: { ts: String(book.ts), taken: add(taken, now) } };
}
