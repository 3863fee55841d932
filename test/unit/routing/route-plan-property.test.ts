// The promise of a routed order, on random books, fees and funds (seeded, 3,000 per run): a routed
// buy never costs more than the best single venue for the same shares (a routed sell never brings
// less), and each leg consumes exactly the levels the plan shows — the levels the paper venue's
// match of that leg's child order takes (engine/trading/paper-venue.ts). The single-venue figure is
// computed here without the planner: the venue's book walked as a single order walks it, its fee as
// the venue charges it, its rules and the wallet's funds on that chain. Each buy's books also spend a
// random USDC amount: legs as shown, never more than the amount, never fewer shares than one venue.
import assert from 'node:assert/strict';
import { add, compare, mul, sub } from '../../../core/decimal.ts';
import type { FeeSchedule } from '../../../core/fees.ts';
import type { Level, Side } from '../../../core/trading.ts';
import { planRoute, RouteRefusedError, type RoutePlan } from '../../../engine/routing/route-plan.ts';
import type { VenueBook } from '../../../engine/routing/venue-book.ts';
import { summarize, takeLevels } from '../../../engine/trading/book-walk.ts';
import { holdAmount } from '../../../engine/trading/order-rules.ts';
import { paperMatch } from '../../../engine/trading/paper-venue.ts';
import { seeded } from '../../../harness/data/book-changes.ts';
import { kalshiFeeSchedule, kalshiVenueFees } from '../../../venues/kalshi/fees.ts';
import { kalshiOrderRules } from '../../../venues/kalshi/order-rules.ts';
import { polymarketVenueFees } from '../../../venues/polymarket/fees.ts';
import { polymarketOrderRules } from '../../../venues/polymarket/order-rules.ts';

const RUNS = 3_000;
const READ = '2026-12-01T00:00:00Z';
/** Polymarket's published schedules (none, sports, short crypto) and Kalshi's multipliers. */
const POLY_SCHEDULES: FeeSchedule[] = [
  { taker_rate: '0', maker_rate: '0', exponent: 1, read_at: READ },
  { taker_rate: '0.0175', maker_rate: '0', exponent: 1, read_at: READ },
  { taker_rate: '0.25', maker_rate: '0', exponent: 2, read_at: READ },
];
const KALSHI_SCHEDULES = ['1', '0.5', '2'].map((m) => kalshiFeeSchedule('quadratic', m, READ)!);

function randomBook(random: () => number, tick: string, side: Side): Level[] {
  const steps = Math.round(1 / Number(tick));
  const levels = 1 + Math.floor(random() * 6);
  let at = 1 + Math.floor(random() * (steps - 2));
  const out: Level[] = [];
  for (let i = 0; i < levels && at > 0 && at < steps; i++) {
    const size = (1 + Math.floor(random() * 30_000)) / 100;
    out.push([mul(String(at), tick), String(size)]);
    at += (side === 'BUY' ? 1 : -1) * (1 + Math.floor(random() * 5));
  }
  return out;
}

function randomVenue(random: () => number, venue: 'venue_a' | 'venue_b', side: Side): VenueBook {
  const tick = venue === 'venue_a' && random() < 0.5 ? '0.001' : '0.01';
  const levels = randomBook(random, tick, side);
  const ample = random() < 0.6;
  return {
    venue,
    tokenId: `${venue}-token`,
    book: side === 'BUY' ? { asks: levels, bids: [], ts: 1 } : { asks: [], bids: levels, ts: 1 },
    fees: venue === 'venue_a' ? polymarketVenueFees : kalshiVenueFees,
    feeSchedule:
      venue === 'venue_a'
        ? POLY_SCHEDULES[Math.floor(random() * 3)]!
        : KALSHI_SCHEDULES[Math.floor(random() * 3)]!,
    rules: venue === 'venue_a' ? polymarketOrderRules : kalshiOrderRules,
    tickSize: tick,
    minOrderSize: venue === 'venue_a' ? '5' : null,
    funds: ample ? '1000000' : String(Math.floor(random() * 20_000) / 100),
  };
}

/** What the order gets on one venue alone, computed as a single-venue order is; null: refused. */
function singleVenue(v: VenueBook, side: Side, shares: string, limitPrice?: string): string | null {
  const book = { asks: v.book.asks, bids: v.book.bids };
  const limits = limitPrice === undefined ? {} : { limitPrice };
  const asked = takeLevels(book, { side, amount: shares, units: 'SHARES' }, limits);
  if (compare(asked.remaining, '0') !== 0 || asked.fills.length === 0) return null;
  // venue_b BUYs spend USDC: the order of the USDC those shares cost.
  const usdcSized = v.venue === 'venue_b' && side === 'BUY';
  const order = usdcSized
    ? { units: 'USDC' as const, amount: summarize(asked.fills).usdc, shares: null }
    : { units: 'SHARES' as const, amount: null, shares };
  const walk = takeLevels(book, { side, amount: order.amount ?? shares, units: order.units }, limits);
  if (compare(walk.remaining, '0') !== 0) return null;
  const total = summarize(walk.fills);
  if (compare(total.shares, shares) !== 0) return null;
  const fee = v.fees.charge(v.feeSchedule, walk.fills, 'taker').reduce((s, f) => add(s, f), '0');
  const price = walk.fills.at(-1)!.price;
  const ruled = { side, type: 'MARKET' as const, price, ...order };
  if (v.rules.refusal({ ...ruled, tickSize: v.tickSize, minOrderSize: v.minOrderSize }) !== null) return null;
  if (side === 'SELL') return compare(shares, v.funds) <= 0 ? sub(total.usdc, fee) : null;
  const cost = add(total.usdc, fee);
  const hold = holdAmount(ruled);
  return compare(cost, v.funds) <= 0 && compare(hold, v.funds) <= 0 ? cost : null;
}

function assertLegsAsShown(plan: RoutePlan, venues: readonly VenueBook[]): void {
  for (const leg of plan.legs) {
    const v = venues.find((x) => x.venue === leg.venue)!;
    const levels = plan.side === 'BUY' ? v.book.asks : v.book.bids;
    // A prefix of the book: every level before the last taken whole, each at the book's price.
    leg.levels.forEach((f, i) => {
      assert.equal(f.price, levels[i]![0]);
      if (i < leg.levels.length - 1) assert.equal(f.shares, levels[i]![1]);
      else assert.ok(compare(f.shares, levels[i]![1]) <= 0);
      if (plan.limit_price !== null)
        assert.notEqual(compare(f.price, plan.limit_price), plan.side === 'BUY' ? 1 : -1);
    });
    // The paper venue's match of the child order (MARKET, fill-or-kill within its worst price).
    const match = paperMatch(
      {
        side: plan.side,
        type: 'MARKET',
        units: leg.units,
        price: leg.worst_price,
        shares: leg.units === 'SHARES' ? leg.amount : null,
        amount: leg.units === 'USDC' ? leg.amount : null,
        filled_shares: '0',
        triggered_at: null,
        book_ts: null,
        book_taken: '0',
      },
      { ...v.book, bids: [...v.book.bids], asks: [...v.book.asks], assumed: false },
      undefined,
    );
    assert.deepEqual(match.fills, leg.levels);
    if (plan.side === 'BUY') assert.ok(compare(leg.cost, v.funds) <= 0, 'a leg pays with that chain only');
    else assert.ok(compare(leg.shares, v.funds) <= 0);
  }
}

describe('routed plan (property)', () => {
  it(`should never cost more than the best single venue, legs as shown, over ${RUNS.toLocaleString('en')} random books`, function () {
    this.timeout(300_000);
    const random = seeded(45);
    const seen = { planned: 0, split: 0, refused: 0, savedCents: 0, usdc: 0 };
    for (let run = 0; run < RUNS; run++) {
      const side: Side = random() < 0.7 ? 'BUY' : 'SELL';
      const venues = [randomVenue(random, 'venue_a', side), randomVenue(random, 'venue_b', side)] as const;
      const shares = String((1 + Math.floor(random() * 40_000)) / 100);
      const limitPrice = random() < 0.3 ? mul(String(10 + Math.floor(random() * 80)), '0.01') : undefined;
      const alone = venues.map((v) => singleVenue(v, side, shares, limitPrice));
      let plan: RoutePlan;
      try {
        plan = planRoute(venues, { side, amount: shares, units: 'SHARES', limitPrice });
      } catch (err) {
        assert.ok(err instanceof RouteRefusedError, String(err));
        // Never refused where one venue alone would have taken the order.
        assert.deepEqual(
          alone,
          [null, null],
          `run ${run}: refused (${err.message}) but a venue alone fills it`,
        );
        seen.refused++;
        continue;
      }
      seen.planned++;
      if (plan.legs.length === 2) seen.split++;
      assert.equal(plan.shares, shares, `run ${run}: the legs add up to the shares asked`);
      for (const cost of alone) {
        if (cost === null) continue;
        const worse = side === 'BUY' ? compare(plan.cost, cost) > 0 : compare(plan.cost, cost) < 0;
        assert.ok(!worse, `run ${run}: routed ${plan.cost} against ${cost} on one venue`);
      }
      if (plan.saving !== null) seen.savedCents += Math.round(Number(plan.saving) * 100);
      assertLegsAsShown(plan, venues);
      if (side === 'SELL') continue;
      // The same books spending a USDC amount: the legs as shown, the amount never overspent, and
      // never fewer shares than the best single venue's plan for that amount.
      const usdc = String((1 + Math.floor(random() * 20_000)) / 100);
      try {
        const spend = planRoute(venues, { side, amount: usdc, units: 'USDC', limitPrice });
        assertLegsAsShown(spend, venues);
        assert.ok(compare(spend.usdc, usdc) <= 0, `run ${run}: spent ${spend.usdc} of ${usdc}`);
        if (spend.single_venue) assert.ok(compare(spend.shares, spend.single_venue.shares) >= 0);
        seen.usdc++;
      } catch (err) {
        assert.ok(err instanceof RouteRefusedError, String(err));
      }
    }
    // The draw must exercise splits, single-venue plans and refusals alike.
    assert.ok(seen.split > RUNS / 20, JSON.stringify(seen));
    assert.ok(seen.planned - seen.split > RUNS / 20, JSON.stringify(seen));
    assert.ok(seen.refused > RUNS / 50, JSON.stringify(seen));
    assert.ok(seen.usdc > RUNS / 10, JSON.stringify(seen));
    console.log(`      ${JSON.stringify(seen)}`);
  });
});
