// Routing reads: a current same-contract pair, both venues' sides of one of its outcomes (the
// catalog's token, the engine's current book from hot state, the venue's fees and order rules, the
// wallet's free funds on that venue's chain), and from them the composite book and the routed
// quote (composite-book.ts, route-plan.ts, both pure). A pair is routed only while its verdict is
// same_contract or same_contract_inverted; any other verdict is refused (not_same_contract).
import { AppError, BadRequestError, NotFoundError } from '../../core/errors.ts';
import { feesUnknown, type VenueFees } from '../../core/fees.ts';
import type { Venue } from '../../core/market-data.ts';
import type { Side, Units } from '../../core/trading.ts';
import type { VenueOrderRules } from '../../core/venue-order-rules.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { CatalogSnapshot } from '../market-queries/catalog-snapshot.ts';
import type { CurrentPair, SimilarityQueries } from '../similarity/similarity-queries.ts';
import { InsufficientLiquidityError } from '../trading/book-walk.ts';
import { readMarketView } from '../trading/books.ts';
import { freeOf } from '../trading/free-funds.ts';
import { holdAssetOf } from '../trading/holds.ts';
import { DEFAULT_TICK, parsePrice } from '../trading/order-rules.ts';
import { tradableToken } from '../trading/quotes.ts';
import { compositeBook, type CompositeBook } from './composite-book.ts';
import { planRoute, type RoutePlan } from './route-plan.ts';
import type { VenueBook } from './venue-book.ts';

/** A pair as similar-pairs entries name it: each side's market id (condition id, ticker). */
export interface PairRef {
  venue_a_market_id: string;
  venue_b_market_id: string;
}

/** The outcome routed, in venue_b's terms: its YES, or its NO (venue_a's token paying with it from the pair's `outcomes`). */
export type RoutedOutcome = 'yes' | 'no';

/** A routed limit price: strictly inside (0, 1), to 6 decimals (any price a tick of either venue names). */
export function parseLimitPrice(value: string | number): string {
  return parsePrice(value, '0.000001', 'limit_price');
}

export const ROUTABLE_VERDICTS: ReadonlySet<string> = new Set(['same_contract', 'same_contract_inverted']);

export interface RoutingDeps {
  sql: Sql;
  hot: HotState;
  catalog: () => CatalogSnapshot;
  similarity: SimilarityQueries;
  fees: Readonly<Record<Venue, VenueFees>>;
  orderRules: Readonly<Record<Venue, VenueOrderRules>>;
  /** Depth assumed at the best prices of a top-of-book-only book (PAPER_TOP_OF_BOOK_SHARES). */
  topOfBookShares: string;
  now?: () => number;
}

export interface RoutedPair {
  pair: CurrentPair;
  /** The outcome's token on each venue. */
  tokens: Record<Venue, string>;
}

export interface RouteQuoteRequest extends PairRef {
  outcome: RoutedOutcome;
  side: Side;
  amount: string;
  units: Units;
  limit_price?: string;
}

export class RoutingService {
  constructor(private readonly deps: RoutingDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** The current pair of the two markets, routable now; 404 pair_not_found, 400 not_same_contract. */
  async routablePair(ref: PairRef, outcome: RoutedOutcome): Promise<RoutedPair> {
    const keyA = `venue_a:${ref.venue_a_market_id}`;
    const keyB = `venue_b:${ref.venue_b_market_id}`;
    const pair = (await this.deps.similarity.currentPairs()).find(
      (p) => p.venue_a === keyA && p.venue_b === keyB,
    );
    if (!pair)
      throw new NotFoundError(
        `no current pair of venue_a market ${ref.venue_a_market_id} and venue_b market ${ref.venue_b_market_id}`,
        'pair_not_found',
      );
    const verdict = pair.verdict ?? 'unreadable';
    if (!ROUTABLE_VERDICTS.has(verdict))
      throw new BadRequestError(
        `the pair's verdict is ${verdict} (${pair.verdict_reason ?? 'no reason recorded'}): only same_contract and same_contract_inverted pairs are routed`,
        'not_same_contract',
      );
    const b = this.deps.catalog().market('venue_b', ref.venue_b_market_id);
    if (!b)
      throw new NotFoundError(
        `venue_b market ${ref.venue_b_market_id} is not in the catalog`,
        'pair_not_found',
      );
    const tokenB = outcome === 'yes' ? b.market.data.left_token_id : b.market.data.right_token_id;
    return { pair, tokens: { venue_a: pair.outcomes[outcome], venue_b: tokenB } };
  }

  /**
   * One venue's side of the outcome: a venue whose market is closed, whose fees are unknown or
   * whose book is not known is `unavailable` with the error its single-venue order would get.
   */
  async venueBook(venue: Venue, tokenId: string, side: Side, walletId?: string): Promise<VenueBook> {
    const base = { venue, tokenId, fees: this.deps.fees[venue], rules: this.deps.orderRules[venue] };
    const empty = { ...base, book: { bids: [], asks: [], ts: 0 }, feeSchedule: null, tickSize: DEFAULT_TICK };
    let ref;
    try {
      ref = tradableToken(this.deps.catalog(), venue, tokenId);
    } catch (err) {
      if (err instanceof AppError) return { ...empty, minOrderSize: null, funds: '0', unavailable: err };
      throw err;
    }
    const data = ref.market.data;
    const rules = { tickSize: data.tick_size ?? DEFAULT_TICK, minOrderSize: data.min_order_size };
    const [{ book }, funds] = await Promise.all([
      readMarketView(this.deps.hot, tokenId, this.deps.topOfBookShares),
      walletId === undefined
        ? Promise.resolve('0')
        : freeOf(this.deps.sql, walletId, venue, side, holdAssetOf(venue, side, tokenId)),
    ]);
    const out: VenueBook = {
      ...base,
      ...rules,
      book: book ?? empty.book,
      feeSchedule: data.fee_schedule ?? null,
      funds,
    };
    if (feesUnknown(data))
      out.unavailable = new BadRequestError(
        `${venue}: the market charges fees whose parameters are not known: orders on it are refused rather than charged a guess`,
        'fees_unknown',
      );
    else if (!book)
      out.unavailable = new InsufficientLiquidityError(`${venue}: no order book is known for this token yet`);
    return out;
  }

  private async sides(routed: RoutedPair, side: Side, walletId?: string): Promise<[VenueBook, VenueBook]> {
    return Promise.all([
      this.venueBook('venue_a', routed.tokens.venue_a, side, walletId),
      this.venueBook('venue_b', routed.tokens.venue_b, side, walletId),
    ]);
  }

  /** Both venues' levels of the outcome on one axis, net of fees, with each side's age. */
  async compositeBook(ref: PairRef, outcome: RoutedOutcome): Promise<RoutedPair & { book: CompositeBook }> {
    const routed = await this.routablePair(ref, outcome);
    const sides = await this.sides(routed, 'BUY');
    return { ...routed, book: compositeBook(sides, this.now()) };
  }

  /** The routed plan for the wallet now, on its funds on each chain. */
  async quote(
    walletId: string,
    req: RouteQuoteRequest,
  ): Promise<RoutedPair & { plan: RoutePlan; sides: VenueBook[] }> {
    const routed = await this.routablePair(req, req.outcome);
    const sides = await this.sides(routed, req.side, walletId);
    const plan = planRoute(sides, {
      side: req.side,
      amount: req.amount,
      units: req.units,
      ...(req.limit_price === undefined ? {} : { limitPrice: req.limit_price }),
    });
    return { ...routed, plan, sides };
  }
}
