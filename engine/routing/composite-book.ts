// The composite book of one outcome of a same-contract pair: both venues' levels of that outcome
// on one price axis, each also net of its venue's taker fee, with each side's freshness. The
// outcome's token on each venue comes from the pair's alignment (the pair's `outcomes`: the venue_a
// token that pays with venue_b's YES, and with its NO), so an inverted pair's venue_b NO sits beside
// venue_a's YES. Pure: the books, fees and clock are handed in (venue-book.ts).
import { add, compare, div, mul, sub } from '../../core/decimal.ts';
import type { FeeSchedule } from '../../core/fees.ts';
import type { Venue } from '../../core/market-data.ts';
import { TOKEN_DECIMALS, type Level, type Side } from '../../core/trading.ts';
import type { VenueBook } from './venue-book.ts';

export interface CompositeLevel {
  venue: Venue;
  price: string;
  size: string;
  /** The venue's taker fee for taking the whole level in one order, as the venue rounds it. */
  fee: string;
  /**
   * USDC per share after that fee, 6 decimals: an ask's price plus its fee per share (up), a bid's
   * price less it (down).
   */
  net_price: string;
}

export interface CompositeSide {
  venue: Venue;
  token_id: string;
  /** Unix ms of the venue's book the levels come from. */
  book_ts: number;
  /** How old that book is at `now`, ms. */
  age_ms: number;
  /** The depth is assumed from the top of book (a source that gives only the best prices). */
  depth_assumed: boolean;
  fee_schedule: FeeSchedule | null;
  /** Why this venue takes no order of the outcome now (market closed, fees unknown, no book); null: it does. */
  unavailable: { code: string; message: string } | null;
}

export interface CompositeBook {
  /** Both venues' asks, best net price first (ties: lower price, then venue_a). */
  asks: CompositeLevel[];
  /** Both venues' bids, best net price first. */
  bids: CompositeLevel[];
  sides: CompositeSide[];
}

function levelsOf(v: VenueBook, levels: readonly Level[], side: Side): CompositeLevel[] {
  return levels.map(([price, size]) => {
    const fee = v.fees.charge(v.feeSchedule, [{ price, shares: size }], 'taker')[0]!;
    const gross = mul(price, size);
    const net =
      side === 'BUY'
        ? div(add(gross, fee), size, TOKEN_DECIMALS, 'up')
        : div(sub(gross, fee), size, TOKEN_DECIMALS, 'down');
    return { venue: v.venue, price, size, fee, net_price: net };
  });
}

function merged(levels: CompositeLevel[], side: Side): CompositeLevel[] {
  const sign = side === 'BUY' ? 1 : -1;
  return levels.sort(
    (x, y) =>
      sign * compare(x.net_price, y.net_price) ||
      sign * compare(x.price, y.price) ||
      (x.venue < y.venue ? -1 : x.venue > y.venue ? 1 : 0),
  );
}

export function compositeBook(venues: readonly VenueBook[], now: number): CompositeBook {
  return {
    asks: merged(
      venues.flatMap((v) => levelsOf(v, v.book.asks, 'BUY')),
      'BUY',
    ),
    bids: merged(
      venues.flatMap((v) => levelsOf(v, v.book.bids, 'SELL')),
      'SELL',
    ),
    sides: venues.map((v) => sideOf(v, now)),
  };
}

/** A venue's side of the outcome: its token, how fresh its book is, its fee parameters, whether it trades now. */
export function sideOf(v: VenueBook, now: number): CompositeSide {
  return {
    venue: v.venue,
    token_id: v.tokenId,
    book_ts: v.book.ts,
    age_ms: Math.max(0, now - v.book.ts),
    depth_assumed: v.book.assumed ?? false,
    fee_schedule: v.feeSchedule,
    unavailable: v.unavailable ? { code: v.unavailable.code, message: v.unavailable.message } : null,
  };
}
