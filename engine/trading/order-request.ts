// An order request made valid: the token must be the venue's and its market open; sizes positive
// 6-decimal amounts; prices inside (0, 1) on the market's tick size; the fields each type needs and
// no others. A market order gets its worst acceptable price from the current book and the
// slippage tolerance. What comes out is everything the order row and its hold are made of.
import { BadRequestError, type CodeOfStatus, type FieldWords } from '../../core/errors.ts';
import { compare } from '../../core/decimal.ts';
import { feesUnknown } from '../../core/fees.ts';
import { TIME_RANGE_TEXT, UNIX_SECONDS_MAX } from '../../core/input-bounds.ts';
import type { Venue } from '../../core/market-data.ts';
import type { RuledOrder, VenueOrderRules } from '../../core/venue-order-rules.ts';
import type { CatalogSnapshot } from '../market-queries/catalog-snapshot.ts';
import { parseAmount, type OrderType, type Side, type Units } from '../../core/trading.ts';
import { InsufficientLiquidityError } from './book-walk.ts';
import type { TradableBook } from './books.ts';
import { DEFAULT_TICK, holdAmount, parsePrice, worstPrice } from './order-rules.ts';
import { DEFAULT_SLIPPAGE_BPS, tradableToken } from './quotes.ts';

export interface OrderRequest {
  token_id: string;
  side: Side;
  type?: OrderType;
  amount?: string | number;
  units?: Units;
  shares?: string | number;
  price?: string | number;
  /** Unix seconds: a limit order good till then (GTD). */
  expires_at?: number;
  slippage?: number;
  prediction_slippage?: number;
}

/** An order as drafted: what the venue's rules judge (side, kind, size, price, tick) and where it goes. */
export interface OrderDraft extends RuledOrder {
  venue: Venue;
  tokenId: string;
  marketId: string;
  expiresAt: Date | null;
  slippageBps: number | null;
  predictionSlippageBps: number | null;
  negRisk: boolean;
  /** What the order holds while open (USDC for a buy, shares for a sell), 6 decimals. */
  hold: string;
}

function refuse(message: FieldWords, code: CodeOfStatus<400> = 'invalid_order'): never {
  throw new BadRequestError(message, code);
}

function forbid(req: OrderRequest, fields: (keyof OrderRequest)[], why: string): void {
  for (const f of fields) if (req[f] !== undefined) refuse((name) => `${name(f)} is not used ${why}`);
}

/**
 * A venue trading live takes no order on a simulated market (its catalog record says `sandbox`):
 * the sandbox's prices exist nowhere at the venue, and sandbox money must never reach it.
 */
export function refuseSandboxMarket(catalog: CatalogSnapshot, venue: Venue, tokenId: string): void {
  const ref = catalog.token(tokenId);
  if (ref?.event.venue === venue && ref.market.dataSource === 'sandbox')
    refuse(
      (name) =>
        `the market of ${name('token_id')} is a sandbox market (simulated prices, docs/sandbox.md) and ${venue} trades live here: sandbox markets trade on paper only`,
      'sandbox_market',
    );
}

/** What the service itself bounds an order by, beyond its request (a routed order's legs). */
export interface DraftLimits {
  /**
   * A MARKET order's worst price never goes beyond this (BUY: above, SELL: below), whatever its
   * slippage tolerance gives: a routed order's limit price on the venue's tick. The fill-or-kill
   * walk then fails rather than take a level past it.
   */
  worstPriceCap?: string;
}

function capped(price: string, side: 'BUY' | 'SELL', cap: string | undefined): string {
  if (cap === undefined) return price;
  return compare(price, cap) === (side === 'BUY' ? 1 : -1) ? cap : price;
}

export function draftOrder(
  catalog: CatalogSnapshot,
  venue: Venue,
  req: OrderRequest,
  book: TradableBook | undefined,
  rules: VenueOrderRules,
  now = new Date(),
  limits: DraftLimits = {},
): OrderDraft {
  const ref = tradableToken(catalog, venue, req.token_id);
  if (feesUnknown(ref.market.data))
    refuse(
      (name) =>
        `the market of ${name('token_id')} charges fees whose parameters are not known (not read from the venue yet, or a kind the service does not model): orders on it are refused rather than charged a guess`,
      'fees_unknown',
    );
  const tickSize = ref.market.data.tick_size ?? DEFAULT_TICK;
  const type: OrderType = req.type ?? (venue === 'venue_b' || req.price === undefined ? 'MARKET' : 'LIMIT');
  const base = {
    venue,
    tokenId: req.token_id,
    marketId: ref.market.data.market_id,
    side: req.side,
    type,
    tickSize,
    minOrderSize: ref.market.data.min_order_size,
    negRisk: 'neg_risk' in ref.market.data ? ref.market.data.neg_risk : false,
    slippageBps: req.slippage ?? null,
    predictionSlippageBps: req.prediction_slippage ?? null,
  };
  if (venue === 'venue_b' && type !== 'MARKET')
    refuse((name) => `venue_b orders are swaps: ${name('type')} must be MARKET`);
  let draft: Omit<OrderDraft, 'hold'>;
  if (type === 'MARKET') {
    forbid(
      req,
      ['shares', 'price', 'expires_at'],
      'by a MARKET order (amount and units size it; the slippage tolerance bounds its price)',
    );
    if (req.amount === undefined) refuse((name) => `${name('amount')} is required`);
    // venue_b: a buy spends USDC, a sell sells shares (as its quote).
    const units: Units =
      venue === 'venue_b'
        ? req.side === 'BUY'
          ? 'USDC'
          : 'SHARES'
        : (req.units ?? refuse((name) => `${name('units')} is required (USDC or SHARES)`));
    const size = parseAmount(req.amount);
    const levels = book && (req.side === 'BUY' ? book.asks : book.bids);
    if (!levels || levels.length === 0)
      throw new InsufficientLiquidityError(
        `the book has no ${req.side === 'BUY' ? 'asks' : 'bids'}: nothing to ${req.side.toLowerCase()}`,
      );
    const tolerance = (venue === 'venue_b' ? req.prediction_slippage : req.slippage) ?? DEFAULT_SLIPPAGE_BPS;
    draft = {
      ...base,
      units,
      price: capped(worstPrice(levels[0]![0], req.side, tolerance, tickSize), req.side, limits.worstPriceCap),
      shares: units === 'SHARES' ? size : null,
      amount: units === 'USDC' ? size : null,
      expiresAt: null,
    };
  } else {
    forbid(req, ['amount', 'units'], `by a ${type} order (shares and price size it)`);
    if (venue === 'venue_a') forbid(req, ['prediction_slippage'], 'on venue_a');
    if (type === 'STOPLOSS' && req.side !== 'SELL')
      refuse((name) => `a STOPLOSS order sells: ${name('side')} must be SELL`);
    if (type === 'STOPLOSS') forbid(req, ['expires_at'], 'by a STOPLOSS order');
    if (req.price === undefined) refuse((name) => `${name('price')} is required`);
    if (req.shares === undefined) refuse((name) => `${name('shares')} is required`);
    let expiresAt: Date | null = null;
    if (req.expires_at !== undefined) {
      if (!Number.isInteger(req.expires_at) || req.expires_at < 0 || req.expires_at > UNIX_SECONDS_MAX)
        refuse((name) => `${name('expires_at')} must be unix seconds from ${TIME_RANGE_TEXT}`);
      expiresAt = new Date(req.expires_at * 1000);
      if (expiresAt.getTime() <= now.getTime())
        refuse((name) => `${name('expires_at')} must be in the future`);
    }
    draft = {
      ...base,
      units: 'SHARES',
      price: parsePrice(req.price, tickSize),
      shares: parseAmount(req.shares, 'shares'),
      amount: null,
      expiresAt,
    };
  }
  assertVenueTakes(venue, rules, draft);
  return { ...draft, hold: holdAmount(draft) };
}

/**
 * The venue's own rules (venues/<venue>/order-rules.ts), paper and live alike: a 400 `venue_invalid_order`
 * "<venue> refuses this order: <the venue's words>" where it would refuse the order.
 */
export function assertVenueTakes(venue: Venue, rules: VenueOrderRules, order: RuledOrder): void {
  const refusal = rules.refusal(order);
  if (refusal !== null)
    throw new BadRequestError(`${venue} refuses this order: ${refusal}`, 'venue_invalid_order');
}
