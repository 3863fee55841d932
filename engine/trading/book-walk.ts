// Walking an order book: what an order of a given size would get, level by level from the best
// price, in exact decimals. Quotes are walks of the current book; paper fills are too. Shares
// and USDC both have 6 decimals on chain, so every fill is whole in base units: a level taken in
// part by a USDC amount buys the shares that amount pays for, rounded down to 6 decimals.
import { add, compare, div, isZero, min, mul, round, sub } from '../../core/decimal.ts';
import { AppError } from '../../core/errors.ts';
import { TOKEN_DECIMALS, type Level, type Side, type Units } from '../../core/trading.ts';

export interface Fill {
  price: string;
  shares: string;
  usdc: string;
}

export interface BookWalk {
  fills: Fill[];
  /** Shares bought or sold. */
  shares: string;
  /** USDC paid (BUY) or received (SELL): the sum of the fills, each whole in base units. */
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

/** Shares at a price, their USDC whole in base units: rounded up when buying, down when selling. */
export function fillAt(price: string, shares: string, side: Side): Fill {
  return { price, shares, usdc: round(mul(shares, price), TOKEN_DECIMALS, side === 'BUY' ? 'up' : 'down') };
}

export interface TakeLimits {
  /** Levels priced worse than this are not taken (BUY: above it; SELL: below it). */
  limitPrice?: string;
}

/**
 * Takes levels from the best price until the amount is done, the book ends, or the limit price is
 * reached. Each fill's USDC is whole in base units: rounded up when buying, down when selling.
 * Returns the fills and what is left of the amount (in its units).
 */
export function takeLevels(
  book: { bids: readonly Level[]; asks: readonly Level[] },
  order: { side: Side; amount: string; units: Units },
  limits: TakeLimits = {},
): { fills: Fill[]; remaining: string } {
  const levels = order.side === 'BUY' ? book.asks : book.bids;
  const fills: Fill[] = [];
  let remaining = order.amount;
  for (const [price, size] of levels) {
    if (
      limits.limitPrice !== undefined &&
      compare(price, limits.limitPrice) === (order.side === 'BUY' ? 1 : -1)
    )
      break;
    let shares: string;
    if (order.units === 'SHARES') {
      shares = round(min(size, remaining), TOKEN_DECIMALS, 'down');
    } else {
      const whole = mul(size, price);
      shares = compare(whole, remaining) <= 0 ? size : div(remaining, price, TOKEN_DECIMALS, 'down');
    }
    if (isZero(shares)) break;
    const fill = fillAt(price, shares, order.side);
    fills.push(fill);
    remaining = sub(remaining, order.units === 'SHARES' ? shares : fill.usdc);
    // A USDC amount that ends inside a level is spent as far as whole base units of shares go.
    if (
      isZero(remaining) ||
      compare(remaining, '0') < 0 ||
      (order.units === 'USDC' && compare(shares, size) < 0)
    ) {
      remaining = '0';
      break;
    }
  }
  return { fills, remaining };
}

/** Totals of fills: shares, USDC, and the average price (6 decimals, half up). */
export function summarize(fills: readonly Fill[]): { shares: string; usdc: string; averagePrice: string } {
  const shares = fills.reduce((sum, f) => add(sum, f.shares), '0');
  const usdc = fills.reduce((sum, f) => add(sum, f.usdc), '0');
  return { shares, usdc, averagePrice: isZero(shares) ? '0' : div(usdc, shares, TOKEN_DECIMALS, 'half-up') };
}

/** The whole order walked through the book; an empty or too thin book is an InsufficientLiquidityError. */
export function walkBook(
  book: { bids: readonly Level[]; asks: readonly Level[] },
  order: { side: Side; amount: string; units: Units },
  limits: TakeLimits = {},
): BookWalk {
  const levels = order.side === 'BUY' ? book.asks : book.bids;
  const sideName = order.side === 'BUY' ? 'asks' : 'bids';
  if (levels.length === 0)
    throw new InsufficientLiquidityError(
      `the book has no ${sideName}: nothing to ${order.side.toLowerCase()}`,
    );
  const { fills, remaining } = takeLevels(book, order, limits);
  const total = summarize(fills);
  if (!isZero(remaining)) {
    const available = order.units === 'SHARES' ? `${total.shares} shares` : `${total.usdc} USDC`;
    const within = limits.limitPrice === undefined ? '' : ` at prices within ${limits.limitPrice}`;
    throw new InsufficientLiquidityError(
      `the book is too thin: its ${sideName}${within} hold ${available}, the order asks for ${order.amount} ${order.units === 'SHARES' ? 'shares' : 'USDC'}`,
    );
  }
  return { fills, ...total, bestPrice: levels[0]![0] };
}

/** How much worse than the best price the average is, as a fraction of the best price (≥ 0, 6 decimals). */
export function relativeSlippage(walk: BookWalk, side: Side): string {
  const worse =
    side === 'BUY' ? sub(walk.averagePrice, walk.bestPrice) : sub(walk.bestPrice, walk.averagePrice);
  const value = div(worse, walk.bestPrice, TOKEN_DECIMALS, 'half-up');
  return compare(value, '0') < 0 ? '0' : value;
}
