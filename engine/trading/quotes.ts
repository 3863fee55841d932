// Quotes: what an order would get now, from the engine's current book of the token (hot state).
// venue_a (pol) answers amount, shares, average price, best price and slippage for an amount in
// USDC or SHARES; venue_b (sol) answers the swap view: amount, shares, min_shares under the
// slippage tolerance, average price and price impact. A token of the other venue, a closed market,
// a book without depth (see books.ts for top-of-book-only books) or too thin for the size is a
// clear 400, never a zero.
import { add, div, mul, round } from '../../core/decimal.ts';
import { feesUnknown, type FeeSchedule, type VenueFees } from '../../core/fees.ts';
import { BadRequestError } from '../../core/errors.ts';
import type { Venue } from '../../core/market-data.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { CatalogSnapshot, TokenRef } from '../market-queries/catalog-snapshot.ts';
import { readMarketView } from './books.ts';
import { TOKEN_DECIMALS, parseAmount, type Side, type Units } from '../../core/trading.ts';
import { InsufficientLiquidityError, relativeSlippage, walkBook, type BookWalk } from './book-walk.ts';

export interface QuoteDeps {
  hot: HotState;
  catalog: () => CatalogSnapshot;
  /** Depth assumed at the best prices of a book known only by its top (see books.ts). */
  topOfBookShares: string;
  /** Each venue's fee rules (the order service's): a quote shows the taker fee of its fills. Without: no fee field. */
  fees?: Readonly<Record<Venue, VenueFees>>;
}

/** What a quote says of fees: the taker fee of the walk (USDC) and the market's fee parameters. */
export interface QuoteFee {
  fee?: string;
  fee_schedule?: FeeSchedule | null;
}

/** The market's order rules a quote shows beside its figures: tick size and minimum order size (null: the venue names none). */
export interface QuoteRules {
  tick_size: string | null;
  min_order_size: string | null;
}

/** The slippage tolerance when a request names none: 0.5 % (venue_b quotes, market orders' worst price). */
export const DEFAULT_SLIPPAGE_BPS = 50;

const VENUE_NAME: Record<Venue, string> = { venue_a: 'venue_a (pol)', venue_b: 'venue_b (sol)' };

/** The catalog's token of the venue, with its market open for trading; a clear 400 otherwise. */
export function tradableToken(catalog: CatalogSnapshot, venue: Venue, tokenId: string): TokenRef {
  const ref = catalog.token(tokenId);
  if (!ref || ref.event.venue !== venue) {
    throw new BadRequestError(
      (name) => `${name('token_id')} is not a token of ${VENUE_NAME[venue]}`,
      'unknown_token',
    );
  }
  if (!ref.market.data.active || ref.market.data.closed)
    throw new BadRequestError(
      (name) => `the market of ${name('token_id')} is not open for trading`,
      'market_closed',
    );
  return ref;
}

async function walkCurrentBook(
  deps: QuoteDeps,
  venue: Venue,
  tokenId: string,
  order: { side: Side; amount: string; units: Units },
): Promise<BookWalk & QuoteFee & { rules: QuoteRules }> {
  const ref = tradableToken(deps.catalog(), venue, tokenId);
  const { book } = await readMarketView(deps.hot, tokenId, deps.topOfBookShares);
  if (!book) throw new InsufficientLiquidityError('no order book is known for this token yet');
  if (book.bids.length === 0 && book.asks.length === 0) {
    throw new InsufficientLiquidityError(
      'the book of this token has no depth (its source gives the top of book only)',
    );
  }
  const walk = walkBook(book, order);
  const rules = { tick_size: ref.market.data.tick_size, min_order_size: ref.market.data.min_order_size };
  // Fees charged but unknown (core/fees.ts feesUnknown): no fee is shown rather than a made-up 0.
  if (!deps.fees || feesUnknown(ref.market.data)) return { ...walk, rules };
  const schedule = ref.market.data.fee_schedule ?? null;
  const fee = deps.fees[venue].charge(schedule, walk.fills, 'taker').reduce((sum, f) => add(sum, f), '0');
  return { ...walk, fee, fee_schedule: schedule, rules };
}

function feeOf(walk: QuoteFee & { rules: QuoteRules }): QuoteFee & QuoteRules {
  return {
    ...(walk.fee === undefined ? {} : { fee: walk.fee, fee_schedule: walk.fee_schedule ?? null }),
    ...walk.rules,
  };
}

export interface VenueAQuote extends QuoteFee, QuoteRules {
  amount: string;
  shares: string;
  average_price: string;
  best_price: string;
  slippage: string;
}

export async function quoteVenueA(
  deps: QuoteDeps,
  input: { token_id: string; side: Side; amount: string | number; units: Units },
): Promise<VenueAQuote> {
  const walk = await walkCurrentBook(deps, 'venue_a', input.token_id, {
    side: input.side,
    amount: parseAmount(input.amount),
    units: input.units,
  });
  return {
    amount: walk.usdc,
    shares: walk.shares,
    average_price: walk.averagePrice,
    best_price: walk.bestPrice,
    slippage: relativeSlippage(walk, input.side),
    ...feeOf(walk),
  };
}

export interface VenueBQuote extends QuoteFee, QuoteRules {
  amount: string;
  shares: string;
  min_shares: string;
  /** SELL only: the least USDC the sale may bring under the slippage tolerance. */
  min_amount?: string;
  average_price: string;
  price_impact: string;
}

/** BUY spends `amount` USDC; SELL sells `amount` shares. */
export async function quoteVenueB(
  deps: QuoteDeps,
  input: { token_id: string; side: Side; amount: string | number; slippage?: number },
): Promise<VenueBQuote> {
  const amount = parseAmount(input.amount);
  const walk = await walkCurrentBook(deps, 'venue_b', input.token_id, {
    side: input.side,
    amount,
    units: input.side === 'BUY' ? 'USDC' : 'SHARES',
  });
  const keep = div(
    String(10_000 - Math.min(input.slippage ?? DEFAULT_SLIPPAGE_BPS, 10_000)),
    '10000',
    4,
    'down',
  );
  const quote: VenueBQuote = {
    amount: walk.usdc,
    shares: walk.shares,
    min_shares: input.side === 'BUY' ? round(mul(walk.shares, keep), TOKEN_DECIMALS, 'down') : walk.shares,
    average_price: walk.averagePrice,
    price_impact: relativeSlippage(walk, input.side),
    ...feeOf(walk),
  };
  if (input.side === 'SELL') quote.min_amount = round(mul(walk.usdc, keep), TOKEN_DECIMALS, 'down');
  return quote;
}
