// Walking an order book: what an order of a given size would get, level by level from the best
// price, in exact decimals. Quotes are walks of the current book; paper fills will be too. Shares
// and USDC both have 6 decimals on chain, so every fill is whole in base units: a level taken in
// part by a USDC amount buys the shares that amount pays for, rounded down to 6 decimals.
import { add, compare, div, isZero, min, mul, round, sub } from '../../core/decimal.ts';
import { AppError } from '../../core/errors.ts';

export type Side = 'BUY' | 'SELL';
/** What `amount` counts: USDC to spend (BUY) or receive (SELL), or SHARES to buy or sell. */
export type Units = 'USDC' | 'SHARES';

/** [price, size] decimal strings, best first (bids highest first, asks lowest first). */
export type Level = readonly [string, string];

export const TOKEN_DECIMALS = 6;

export interface Fill {
  price: string;
  shares: string;
  usdc: string;
}

export interface BookWalk {
  fills: Fill[];
  /** Shares bought or sold. */
  shares: string;
  /** USDC paid (BUY, rounded up to a base unit) or received (SELL, rounded down). */
  usdc: string;
  /** The best price on the side taken, before the order. */
  bestPrice: string;
  /** USDC per share over the whole order (6 decimals, half up). */
  averagePrice: string;
}

/** An order the book cannot fill: empty, or too thin for the size asked. */
export class InsufficientLiquidityError extends AppError {
  constructor(message: string) {
    super(400, 'insufficient_liquidity', message);
  }
}

export function walkBook(
  book: { bids: readonly Level[]; asks: readonly Level[] },
  order: { side: Side; amount: string; units: Units },
): BookWalk {
  const levels = order.side === 'BUY' ? book.asks : book.bids;
  const sideName = order.side === 'BUY' ? 'asks' : 'bids';
  if (levels.length === 0) throw new InsufficientLiquidityError(`the book has no ${sideName}: nothing to ${order.side.toLowerCase()}`);
  const fills: Fill[] = [];
  let remaining = order.amount;
  for (const [price, size] of levels) {
    let shares: string;
    if (order.units === 'SHARES') {
      shares = min(size, remaining);
    } else {
      const whole = mul(size, price);
      shares = compare(whole, remaining) <= 0 ? size : div(remaining, price, TOKEN_DECIMALS, 'down');
    }
    if (isZero(shares)) break;
    const usdc = mul(shares, price);
    fills.push({ price, shares, usdc });
    remaining = sub(remaining, order.units === 'SHARES' ? shares : usdc);
    // A USDC amount that ends inside a level is spent as far as whole base units of shares go.
    if (isZero(remaining) || (order.units === 'USDC' && compare(shares, size) < 0)) {
      remaining = '0';
      break;
    }
  }
  const shares = fills.reduce((sum, f) => add(sum, f.shares), '0');
  const exactUsdc = fills.reduce((sum, f) => add(sum, f.usdc), '0');
  if (!isZero(remaining)) {
    const available = order.units === 'SHARES' ? `${shares} shares` : `${round(exactUsdc, TOKEN_DECIMALS, 'down')} USDC`;
    throw new InsufficientLiquidityError(
      `the book is too thin: its ${sideName} hold ${available}, the order asks for ${order.amount} ${order.units === 'SHARES' ? 'shares' : 'USDC'}`,
    );
  }
  return {
    fills,
    shares,
    usdc: round(exactUsdc, TOKEN_DECIMALS, order.side === 'BUY' ? 'up' : 'down'),
    bestPrice: levels[0]![0],
    averagePrice: div(exactUsdc, shares, TOKEN_DECIMALS, 'half-up'),
  };
}

/** How much worse than the best price the average is, as a fraction of the best price (≥ 0, 6 decimals). */
export function relativeSlippage(walk: BookWalk, side: Side): string {
  const worse = side === 'BUY' ? sub(walk.averagePrice, walk.bestPrice) : sub(walk.bestPrice, walk.averagePrice);
  const value = div(worse, walk.bestPrice, TOKEN_DECIMALS, 'half-up');
  return compare(value, '0') < 0 ? '0' : value;
}
