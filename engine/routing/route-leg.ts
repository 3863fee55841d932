// One leg of a routed order: what a single-venue MARKET order of that size gets from the venue's
// book now, sized the way the venue's order path sizes it (a venue_b BUY spends USDC and a venue_b
// SELL sells shares, DFlow's input mint; venue_a takes either), charged the venue's taker fee on
// its fills as one execution, judged by the venue's own order rules at its worst price, and held
// against what the wallet has on that venue's chain. A leg that any of these refuses is refused
// here with the error the single-venue order would answer.
import { add, compare, div, isZero, mul, sub } from '../../core/decimal.ts';
import { BadRequestError, type AppError } from '../../core/errors.ts';
import type { Venue } from '../../core/market-data.ts';
import type { Side, Units } from '../../core/trading.ts';
import { InsufficientLiquidityError, summarize, takeLevels, type Fill } from '../trading/book-walk.ts';
import { InsufficientSharesError } from '../trading/holds.ts';
import { holdAmount } from '../trading/order-rules.ts';
import { InsufficientFundsError } from '../wallets/ledger.ts';
import { takenLevels, type VenueBook } from './venue-book.ts';

/** How each venue's order path sizes a MARKET order of a side; null: as asked. */
const FIXED_UNITS: Readonly<Record<Venue, Partial<Record<Side, Units>>>> = {
  venue_a: {},
  venue_b: { BUY: 'USDC', SELL: 'SHARES' },
};

export interface RouteLeg {
  venue: Venue;
  token_id: string;
  /** The child order as it is placed: a MARKET order of `amount` in `units`. */
  units: Units;
  amount: string;
  shares: string;
  /** USDC paid (BUY) or received (SELL) for the shares, before the fee. */
  usdc: string;
  /** The venue's taker fee on the leg's fills, as the venue rounds it. */
  fee: string;
  /** BUY: usdc + fee (what the wallet pays); SELL: usdc − fee (what it receives). */
  cost: string;
  /** cost ÷ shares, 6 decimals (BUY up, SELL down). */
  average_price: string;
  /** The price of the last level the leg takes. */
  worst_price: string;
  /** The levels consumed, best first: price, shares taken there and their USDC. */
  levels: Fill[];
}

/** The leg of `amount` (in `units`) on one venue, or the error its single-venue order would get. */
export function buildLeg(
  v: VenueBook,
  side: Side,
  units: Units,
  amount: string,
  limitPrice?: string,
): RouteLeg | AppError {
  if (v.unavailable) return v.unavailable;
  const limits = limitPrice === undefined ? {} : { limitPrice };
  const book = { bids: takenLevels(v, 'SELL'), asks: takenLevels(v, 'BUY') };
  const within = limitPrice === undefined ? '' : ` at prices within ${limitPrice}`;
  const thin = () =>
    new InsufficientLiquidityError(
      `${v.venue}: the book's ${side === 'BUY' ? 'asks' : 'bids'}${within} do not hold ${amount} ${units === 'SHARES' ? 'shares' : 'USDC'}`,
    );
  let size = { units, amount };
  const fixed = FIXED_UNITS[v.venue][side];
  if (fixed && fixed !== units) {
    // The venue takes the other unit: the size that walks the same levels, in that unit.
    const asked = takeLevels(book, { side, amount, units }, limits);
    if (!isZero(asked.remaining)) return thin();
    const total = summarize(asked.fills);
    size = { units: fixed, amount: fixed === 'USDC' ? total.usdc : total.shares };
  }
  const walk = takeLevels(book, { side, ...size }, limits);
  if (!isZero(walk.remaining) || walk.fills.length === 0) return thin();
  const total = summarize(walk.fills);
  const fee = v.fees.charge(v.feeSchedule, walk.fills, 'taker').reduce((s, f) => add(s, f), '0');
  const cost = side === 'BUY' ? add(total.usdc, fee) : sub(total.usdc, fee);
  const worst = walk.fills[walk.fills.length - 1]!.price;
  const accepted = acceptedPrice(v, side, worst, limitPrice);
  const order = {
    side,
    type: 'MARKET' as const,
    units: size.units,
    price: accepted,
    shares: size.units === 'SHARES' ? size.amount : null,
    amount: size.units === 'USDC' ? size.amount : null,
  };
  const refusal = v.rules.refusal({ ...order, tickSize: v.tickSize, minOrderSize: v.minOrderSize });
  if (refusal !== null)
    return new BadRequestError(`${v.venue} refuses this order: ${refusal}`, 'venue_invalid_order');
  const hold = holdAmount(order);
  if (side === 'BUY') {
    const needs = compare(hold, cost) >= 0 ? hold : cost;
    if (compare(needs, v.funds) > 0)
      return new InsufficientFundsError(`${v.venue}: the leg needs ${needs} USDC, ${v.funds} is free there`);
  } else if (compare(total.shares, v.funds) > 0) {
    return new InsufficientSharesError(`${v.venue}: selling ${total.shares} shares, ${v.funds} free there`);
  }
  return {
    venue: v.venue,
    token_id: v.tokenId,
    units: size.units,
    amount: size.amount,
    shares: total.shares,
    usdc: total.usdc,
    fee,
    cost,
    average_price: averagePrice(cost, total.shares, side),
    worst_price: worst,
    levels: walk.fills,
  };
}

/** USDC per share, 6 decimals, rounded against the trader (a BUY up, a SELL down). */
export function averagePrice(cost: string, shares: string, side: Side): string {
  return isZero(shares) ? '0' : div(cost, shares, 6, side === 'BUY' ? 'up' : 'down');
}

/**
 * The worst price the leg's child order accepts, the price its venue's rules judge it at: the last
 * level it takes; on venue_b, with a limit, the limit on its tick — a swap's output is what DFlow
 * guarantees under the slippage tolerance, not a walk of the book, so it needs room up to the limit
 * (its size is USDC or shares, so the room holds no more funds).
 */
export function acceptedPrice(
  v: Pick<VenueBook, 'venue' | 'tickSize'>,
  side: Side,
  worst: string,
  limitPrice?: string,
): string {
  return v.venue === 'venue_b' && limitPrice !== undefined ? capOnTick(limitPrice, side, v.tickSize) : worst;
}

/** A limit price on the venue's tick, in the trader's favour (a BUY down, a SELL up). */
export function capOnTick(limit: string, side: Side, tick: string): string {
  return mul(div(limit, tick, 0, side === 'BUY' ? 'down' : 'up'), tick);
}
