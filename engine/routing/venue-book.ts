// One venue's side of a routed order or a composite book: the outcome's token on that venue, its
// current book, the venue's fee rules and the market's fee parameters, the venue's order rules and
// the market's tick and minimum, and what the wallet holds there to pay with. The planner and the
// composite book are pure functions of these (engine/routing/route-plan.ts, composite-book.ts).
import { feeCurve, rateOf, type FeeSchedule, type VenueFees } from '../../core/fees.ts';
import type { Venue } from '../../core/market-data.ts';
import type { Level, Side } from '../../core/trading.ts';
import type { VenueOrderRules } from '../../core/venue-order-rules.ts';
import { add, sub } from '../../core/decimal.ts';
import type { AppError } from '../../core/errors.ts';

export interface VenueBook {
  venue: Venue;
  /** The token of the routed outcome on this venue. */
  tokenId: string;
  book: {
    bids: readonly Level[];
    asks: readonly Level[];
    /** Unix ms of the venue's book. */
    ts: number;
    /** The depth is assumed from the top of book (engine/trading/books.ts). */
    assumed?: boolean;
  };
  fees: VenueFees;
  feeSchedule: FeeSchedule | null;
  rules: VenueOrderRules;
  tickSize: string;
  minOrderSize: string | null;
  /**
   * What the wallet holds free on this venue's chain to pay with: collateral for a BUY (pUSD on
   * POL for venue_a, USDC on SOL for venue_b), the token's shares for a SELL. Never the other
   * chain's: a routed order assumes no bridge.
   */
  funds: string;
  /**
   * Why this venue takes no order of the outcome now (its market closed, its fees unknown, no
   * book known): the error a single-venue order would get. The plan then uses the other venue.
   */
  unavailable?: AppError;
}

/** The levels an order of `side` takes, best first: asks for a BUY, bids for a SELL. */
export function takenLevels(v: VenueBook, side: Side): readonly Level[] {
  return side === 'BUY' ? v.book.asks : v.book.bids;
}

/**
 * A share's price net of the venue's taker fee before the venue rounds it: what one more share
 * costs (BUY, price + fee) or brings (SELL, price − fee) at `price`. The fee curve
 * rate × (p·(1−p))^e is the venue's (core/fees.ts); it grows more slowly than the price does
 * (its slope is below 1 for every rate either venue charges), so a book's net prices are in the
 * order of its prices and walking best price first is walking best net price first.
 */
export function marginalNetPrice(v: VenueBook, side: Side, price: string): string {
  const rate = rateOf(v.feeSchedule, 'taker');
  if (rate === '0') return price;
  const fee = feeCurve('1', price, rate, v.feeSchedule!.exponent);
  return side === 'BUY' ? add(price, fee) : sub(price, fee);
}
