// The routed plan on small books worked out by hand: the venues' real fee rules (venues/*/fees.ts)
// and order rules (venues/*/order-rules.ts), the split, the single-venue alternative and the refusals.
import assert from 'node:assert/strict';
import type { FeeSchedule } from '../../../core/fees.ts';
import type { Level } from '../../../core/trading.ts';
import { compositeBook } from '../../../engine/routing/composite-book.ts';
import { planRoute, RouteRefusedError } from '../../../engine/routing/route-plan.ts';
import type { VenueBook } from '../../../engine/routing/venue-book.ts';
import { kalshiFeeSchedule, kalshiVenueFees } from '../../../venues/kalshi/fees.ts';
import { kalshiOrderRules } from '../../../venues/kalshi/order-rules.ts';
import { polymarketVenueFees } from '../../../venues/polymarket/fees.ts';
import { polymarketOrderRules } from '../../../venues/polymarket/order-rules.ts';

const KALSHI: FeeSchedule = kalshiFeeSchedule('quadratic', 1, '2026-12-01T00:00:00Z')!;
const FREE: FeeSchedule = { taker_rate: '0', maker_rate: '0', exponent: 1, read_at: '2026-12-01T00:00:00Z' };

/** A venue's side of the outcome: venue_a with the CLOB's rules and a fee-free market, venue_b with Kalshi's. */
function side(venue: 'venue_a' | 'venue_b', asks: Level[], bids: Level[], funds: string): VenueBook {
  const a = venue === 'venue_a';
  return {
    venue,
    tokenId: `${venue}-yes`,
    book: { asks, bids, ts: a ? 1_000 : 2_000 },
    fees: a ? polymarketVenueFees : kalshiVenueFees,
    feeSchedule: a ? FREE : KALSHI,
    rules: a ? polymarketOrderRules : kalshiOrderRules,
    tickSize: '0.01',
    minOrderSize: a ? '5' : null,
    funds,
  };
}
const venueA = (asks: Level[], bids: Level[] = [], funds = '1000') => side('venue_a', asks, bids, funds);
const venueB = (asks: Level[], bids: Level[] = [], funds = '1000') => side('venue_b', asks, bids, funds);

describe('routed plan', () => {
  it('should take the cheaper share after fees first and beat the best single venue', () => {
    // venue_a (no fee): 0.50 × 10, 0.60 × 100. venue_b (Kalshi 0.07): 0.52 × 100, net 0.52 +
    // 0.07 × 0.52 × 0.48 = 0.537472 a share. Buying 30: 10 at 0.50 on venue_a (net 0.50), then 20
    // on venue_b (net 0.537 < 0.60): 10 × 0.50 = 5 on venue_a; venue_b 20 × 0.52 = 10.40 and the fee
    // 0.07 × 20 × 0.52 × 0.48 = 0.34944 → 0.35: 10.75. Total 15.75, 0.525 a share.
    // venue_a alone: 5 + 20 × 0.60 = 17; venue_b alone: 15.60 + 0.52416 → 0.53 = 16.13. Saving 0.38.
    const plan = planRoute(
      [
        venueA([
          ['0.5', '10'],
          ['0.6', '100'],
        ]),
        venueB([['0.52', '100']]),
      ],
      { side: 'BUY', amount: '30', units: 'SHARES' },
    );
    assert.deepEqual(
      plan.legs.map((l) => [l.venue, l.units, l.amount, l.shares, l.usdc, l.fee, l.cost, l.worst_price]),
      [
        ['venue_a', 'SHARES', '10', '10', '5', '0', '5', '0.5'],
        // venue_b BUY legs spend USDC (DFlow's input mint): the 10.40 the 20 shares cost.
        ['venue_b', 'USDC', '10.4', '20', '10.4', '0.35', '10.75', '0.52'],
      ],
    );
    assert.deepEqual(plan.legs[1]!.levels, [{ price: '0.52', shares: '20', usdc: '10.4' }]);
    assert.deepEqual([plan.shares, plan.cost, plan.average_price], ['30', '15.75', '0.525']);
    assert.deepEqual(plan.single_venue && [plan.single_venue.venue, plan.single_venue.cost], [
      'venue_b',
      '16.13',
    ]);
    assert.equal(plan.saving, '0.38');
  });

  it('should stay on one venue when splitting would pay a second rounding of the fee for nothing', () => {
    // Both at 0.50; venue_b charges 0.07 × 0.25 = 0.0175 a share, so everything goes to venue_a.
    const plan = planRoute([venueA([['0.5', '100']]), venueB([['0.5', '100']])], {
      side: 'BUY',
      amount: '20',
      units: 'SHARES',
    });
    assert.deepEqual(
      plan.legs.map((l) => l.venue),
      ['venue_a'],
    );
    assert.equal(plan.saving, '0');
  });

  it('should use only the funds on each chain: a poor venue_a wallet buys the rest on venue_b', () => {
    // 6 pUSD on POL: the walk keeps a cent for the fee's rounding, 5.99 pays 11.98 shares at 0.50;
    // the candidate one step over, 11.99 for 5.995 pUSD, still fits and is cheaper (venue_b's 0.55
    // plus its fee is dearer): venue_b buys the other 8.01.
    const plan = planRoute([venueA([['0.5', '100']], [], '6'), venueB([['0.55', '100']])], {
      side: 'BUY',
      amount: '20',
      units: 'SHARES',
    });
    assert.deepEqual(
      plan.legs.map((l) => [l.venue, l.shares]),
      [
        ['venue_a', '11.99'],
        ['venue_b', '8.01'],
      ],
    );
    assert.ok(Number(plan.legs[0]!.cost) <= 6);
  });

  it('should refuse with the venues own words when no candidate fills the order', () => {
    // venue_a's market BUY under $1 is refused by the CLOB; venue_b has no asks.
    assert.throws(
      () => planRoute([venueA([['0.5', '100']]), venueB([])], { side: 'BUY', amount: '1', units: 'SHARES' }),
      (err: unknown) =>
        err instanceof RouteRefusedError &&
        err.code === 'venue_invalid_order' &&
        /venue_a refuses this order: invalid amount for a marketable BUY order/.test(err.message) &&
        /venue_b: the book's asks do not hold 1 shares/.test(err.message),
    );
  });

  it('should keep to the limit price and refuse an amount off the 0.01 step', () => {
    const books = [
      venueA([
        ['0.5', '10'],
        ['0.7', '100'],
      ]),
      venueB([
        ['0.52', '10'],
        ['0.8', '100'],
      ]),
    ] as const;
    assert.throws(
      () => planRoute(books, { side: 'BUY', amount: '25', units: 'SHARES', limitPrice: '0.6' }),
      (err: unknown) => err instanceof RouteRefusedError && err.code === 'insufficient_liquidity',
    );
    const plan = planRoute(books, { side: 'BUY', amount: '20', units: 'SHARES', limitPrice: '0.6' });
    assert.ok(plan.legs.every((l) => l.levels.every((f) => Number(f.price) <= 0.6)));
    assert.throws(
      () => planRoute(books, { side: 'BUY', amount: '20.005', units: 'SHARES' }),
      (err: unknown) => err instanceof Error && /multiple of 0.01/.test(err.message),
    );
  });

  it('should sell to the better bid after fees and size venue_b sells in shares', () => {
    // venue_a bid 0.40 × 50, free; venue_b bid 0.42 × 10, net 0.42 − 0.07 × 0.42 × 0.58 = 0.402948:
    // venue_b's 10 first, then 5 on venue_a. venue_b: 4.20 less 0.17052 → 0.18 = 4.02; venue_a 2.00.
    // venue_a alone: 15 × 0.40 = 6.00; venue_b alone holds 10 bids only.
    const plan = planRoute([venueA([], [['0.4', '50']], '100'), venueB([], [['0.42', '10']], '100')], {
      side: 'SELL',
      amount: '15',
      units: 'SHARES',
    });
    assert.deepEqual(
      plan.legs.map((l) => [l.venue, l.units, l.shares, l.usdc, l.fee, l.cost]),
      [
        ['venue_a', 'SHARES', '5', '2', '0', '2'],
        ['venue_b', 'SHARES', '10', '4.2', '0.18', '4.02'],
      ],
    );
    assert.deepEqual([plan.cost, plan.single_venue?.venue, plan.saving], ['6.02', 'venue_a', '0.02']);
    assert.equal(plan.single_venue_refusals.venue_b?.code, 'insufficient_liquidity');
  });
});

describe('composite book', () => {
  it('should put both venues on one axis, net of each fee, with each side’s age', () => {
    const book = compositeBook(
      [venueA([['0.53', '10']], [['0.5', '5']]), venueB([['0.52', '100']], [['0.51', '7']])],
      2_500,
    );
    // venue_b's 0.52 ask: fee of 100 at once 0.07 × 100 × 0.52 × 0.48 = 1.7472 → 1.75; net 0.5375.
    assert.deepEqual(
      book.asks.map((l) => [l.venue, l.price, l.fee, l.net_price]),
      [
        ['venue_a', '0.53', '0', '0.53'],
        ['venue_b', '0.52', '1.75', '0.5375'],
      ],
    );
    // venue_b's 0.51 bid: 0.07 × 7 × 0.51 × 0.49 = 0.122451 → 0.13; net (3.57 − 0.13) ÷ 7 = 0.491428.
    assert.deepEqual(
      book.bids.map((l) => [l.venue, l.net_price]),
      [
        ['venue_a', '0.5'],
        ['venue_b', '0.491428'],
      ],
    );
    assert.deepEqual(
      book.sides.map((s) => [s.venue, s.book_ts, s.age_ms]),
      [
        ['venue_a', 1_000, 1_500],
        ['venue_b', 2_000, 500],
      ],
    );
  });
});
