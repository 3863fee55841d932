// Routed quotes across both venues (issue 45 item 6): how long the planner takes over both books,
// and what routing saves against the best single venue at quote time.
//
//   npm run bench:routing   (node --import tsx bench/routing.ts [--repeat 5] [--deep-levels 50])
//
// 1. Recorded pairs (bench/support/recorded-pair-books.ts): 1,939 real moments of both venues'
//    tops of book on Bitcoin 15-minute markets (read from ../shared, not shipped). For each moment,
//    outcome (YES, NO), side (BUY into the asks, SELL into the bids) and size (10, 100 and 1,000
//    shares): the routed plan (engine/routing/route-plan.ts planRoute) on ample funds. Reported: how
//    many plans split, fill where one venue alone cannot, or are refused; the average saving
//    against the best single venue, in USDC and in basis points of its cost. The recording holds
//    one level a side, so a saving here is what routing gets within the recorded tops.
// 2. Timing: the planner over the recorded books, and over synthetic books of --deep-levels levels
//    a side (seeded; labelled synthetic), against the baseline measured in the same run: a
//    single-venue quote's pure part on the same books (engine/trading/book-walk.ts walkBook of the
//    cheaper venue, its taker fee as the venue charges it). Ratio = planner ÷ baseline.
//
// Fee schedules, assumed (the recording has none): venue_a the CLOB's crypto schedule the repo's
// fee tests use (taker rate 0.072, exponent 1, makers free: test/unit/trading/fees.test.ts);
// venue_b Kalshi's quadratic schedule at multiplier 1 (0.07 × C × P × (1 − P), rounded up to the
// cent per execution: venues/kalshi/fees.ts). Sandbox pairs are not measured here: a figure from
// them would measure the service's own simulated prices, not the venues'.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { add, div, mul } from '../core/decimal.ts';
import type { FeeSchedule } from '../core/fees.ts';
import type { Level, Side } from '../core/trading.ts';
import { planRoute, RouteRefusedError, type RoutePlan } from '../engine/routing/route-plan.ts';
import type { VenueBook } from '../engine/routing/venue-book.ts';
import { walkBook } from '../engine/trading/book-walk.ts';
import { seeded } from '../harness/data/book-changes.ts';
import { kalshiFeeSchedule, kalshiVenueFees } from '../venues/kalshi/fees.ts';
import { kalshiOrderRules } from '../venues/kalshi/order-rules.ts';
import { polymarketVenueFees } from '../venues/polymarket/fees.ts';
import { polymarketOrderRules } from '../venues/polymarket/order-rules.ts';
import { machine, machineTable, ms, percentile, table, writeResult } from './support/load-report.ts';
import { readRecordedPairBooks, RECORDED_PAIRS_FILE, type TopOfBook } from './support/recorded-pair-books.ts';

const { values: args } = parseArgs({
  options: {
    repeat: { type: 'string', default: '5' },
    'deep-levels': { type: 'string', default: '50' },
  },
});
const REPEAT = Number(args.repeat);
const DEEP_LEVELS = Number(args['deep-levels']);
if (!Number.isInteger(REPEAT) || REPEAT <= 0) throw new Error('--repeat must be a positive integer');
if (!Number.isInteger(DEEP_LEVELS) || DEEP_LEVELS <= 0)
  throw new Error('--deep-levels must be a positive integer');

const SIZES = ['10', '100', '1000'];
const SIDES: Side[] = ['BUY', 'SELL'];
const READ = '2026-02-08T00:00:00Z';
const POLY_CRYPTO: FeeSchedule = { taker_rate: '0.072', maker_rate: '0', exponent: 1, read_at: READ };
const KALSHI_STANDARD = kalshiFeeSchedule('quadratic', '1', READ)!;
const AMPLE = '1000000';

function venueBook(venue: 'venue_a' | 'venue_b', top: TopOfBook): VenueBook {
  const a = venue === 'venue_a';
  return {
    venue,
    tokenId: `${venue}-token`,
    book: { bids: top.bids, asks: top.asks, ts: top.ts },
    fees: a ? polymarketVenueFees : kalshiVenueFees,
    feeSchedule: a ? POLY_CRYPTO : KALSHI_STANDARD,
    rules: a ? polymarketOrderRules : kalshiOrderRules,
    tickSize: '0.01',
    minOrderSize: a ? '5' : null,
    funds: AMPLE,
  };
}

interface Case {
  venues: readonly [VenueBook, VenueBook];
  side: Side;
  shares: string;
}

function recordedCases(): Case[] {
  const cases: Case[] = [];
  for (const row of readRecordedPairBooks())
    for (const outcome of ['yes', 'no'] as const)
      for (const side of SIDES)
        for (const shares of SIZES) {
          const books = row.outcomes[outcome];
          cases.push({
            venues: [venueBook('venue_a', books.venue_a), venueBook('venue_b', books.venue_b)],
            side,
            shares,
          });
        }
  return cases;
}

/** Seeded books of DEEP_LEVELS levels a side, one tick apart, around a shared mid (synthetic). */
function deepCases(count: number): Case[] {
  const random = seeded(45);
  const side = (from: number, step: number): Level[] =>
    Array.from({ length: DEEP_LEVELS }, (_, i) => [
      (Math.round((from + step * i) * 100) / 100).toFixed(2),
      String((1 + Math.floor(random() * 20_000)) / 100),
    ]);
  const cases: Case[] = [];
  for (let i = 0; i < count; i++) {
    const top = (): TopOfBook => {
      const mid = 0.3 + random() * 0.4;
      const bid = Math.floor(mid * 100) / 100;
      return {
        bids: side(bid, -0.01).filter((l) => Number(l[0]) > 0),
        asks: side(bid + 0.01, 0.01).filter((l) => Number(l[0]) < 1),
        ts: 0,
      };
    };
    const venues = [venueBook('venue_a', top()), venueBook('venue_b', top())] as const;
    cases.push({ venues, side: SIDES[i % 2]!, shares: SIZES[i % 3]! });
  }
  return cases;
}

function plan(c: Case): RoutePlan | null {
  try {
    return planRoute(c.venues, { side: c.side, amount: c.shares, units: 'SHARES' });
  } catch (err) {
    if (err instanceof RouteRefusedError) return null;
    throw err;
  }
}

/** The baseline: a single-venue quote's pure part — one book walked, its taker fee charged. */
function singleQuote(c: Case): void {
  for (const v of c.venues) {
    try {
      const walk = walkBook(v.book, { side: c.side, amount: c.shares, units: 'SHARES' });
      v.fees.charge(v.feeSchedule, walk.fills, 'taker');
      return;
    } catch {
      // too thin here: the other venue's
    }
  }
}

/** Per-call times (ms) of `f` over the cases, REPEAT passes, interleaved with nothing else. */
function time(cases: readonly Case[], f: (c: Case) => unknown): number[] {
  const out: number[] = [];
  for (let r = 0; r < REPEAT; r++)
    for (const c of cases) {
      const t0 = performance.now();
      f(c);
      out.push(performance.now() - t0);
    }
  return out;
}

interface Savings {
  cases: number;
  split: number;
  onlyRouted: number;
  refused: number;
  compared: number;
  /** Compared orders the plan does better on than the best single venue. */
  better: number;
  savedUsdc: string;
  savedBps: number[];
}

function savings(cases: readonly Case[]): Savings {
  const s: Savings = {
    cases: cases.length,
    split: 0,
    onlyRouted: 0,
    refused: 0,
    compared: 0,
    better: 0,
    savedUsdc: '0',
    savedBps: [],
  };
  for (const c of cases) {
    const p = plan(c);
    if (p === null) {
      s.refused++;
      continue;
    }
    if (p.legs.length === 2) s.split++;
    if (p.single_venue === null) {
      s.onlyRouted++;
      continue;
    }
    s.compared++;
    const saved = p.saving ?? '0';
    if (Number(saved) > 0) s.better++;
    if (saved.startsWith('-'))
      throw new Error(`a routed plan cost more than the best single venue: ${JSON.stringify(p)}`);
    s.savedUsdc = add(s.savedUsdc, saved);
    s.savedBps.push(Number(div(mul(saved, '10000'), p.single_venue.cost, 6, 'half-up')));
  }
  return s;
}

function timingRow(name: string, planner: number[], baseline: number[]): string[] {
  const p50 = percentile(planner, 50);
  const b50 = percentile(baseline, 50);
  return [
    name,
    String(planner.length),
    ms(p50, 3),
    ms(percentile(planner, 99), 3),
    ms(b50, 3),
    ms(percentile(baseline, 99), 3),
    (p50 / b50).toFixed(2),
  ];
}

const m = machine();
const recorded = recordedCases();
const deep = deepCases(2_000);
// Warm the JIT on both sets before timing.
time(recorded.slice(0, 500), plan);
time(deep.slice(0, 200), plan);
time(recorded.slice(0, 500), singleQuote);
const timing = [
  timingRow('recorded tops of book', time(recorded, plan), time(recorded, singleQuote)),
  timingRow(`synthetic, ${DEEP_LEVELS} levels a side`, time(deep, plan), time(deep, singleQuote)),
];
const bySize = SIZES.map((shares) => ({ shares, s: savings(recorded.filter((c) => c.shares === shares)) }));
const all = savings(recorded);

const savingRows = [
  ...bySize.map(({ shares, s }) => ({ name: `${shares} shares`, s })),
  { name: 'all', s: all },
].map(({ name, s }) => [
  name,
  String(s.cases),
  String(s.split),
  String(s.onlyRouted),
  String(s.refused),
  String(s.compared),
  String(s.better),
  s.compared ? div(s.savedUsdc, String(s.compared), 4, 'half-up') : '—',
  s.compared ? (s.savedBps.reduce((x, y) => x + y, 0) / s.compared).toFixed(1) : '—',
  s.better
    ? percentile(
        s.savedBps.filter((b) => b > 0),
        50,
      ).toFixed(1)
    : '—',
]);

const report = `# bench:routing

${machineTable(m)}

Planner: engine/routing/route-plan.ts \`planRoute\`, SHARES orders on ample funds on both chains.
Fees assumed: venue_a taker ${POLY_CRYPTO.taker_rate} × (p·(1−p))^${POLY_CRYPTO.exponent}; venue_b Kalshi quadratic, multiplier 1.
Recorded books: \`../shared/data/${RECORDED_PAIRS_FILE}\` (real, read at run time, not shipped; one level a side;
the two venues settle on different Bitcoin reference prices, so these are near-equivalent contracts).

## Time per routed quote (planner only, no I/O), against a single-venue quote's walk and fee

${table(['books', 'calls', 'planner p50', 'planner p99', 'single p50', 'single p99', 'ratio p50'], timing)}

## Saving against the best single venue at quote time (recorded pairs)

Split: the plan uses both venues. Only routed: no venue alone fills it, the plan does.
Compared: both the plan and a single venue fill it; cheaper routed: of those, the plan does better. Saving: USDC per
compared order (BUY: less paid; SELL: more received), and in basis points of the single venue's cost (mean over all
compared orders, median over the cheaper ones). With one recorded level a side, a split saves when the cheaper venue's top
is smaller than the order; the mean is carried by moments when the two venues' prices were far apart.

${table(['size', 'orders', 'split', 'only routed', 'refused', 'compared', 'cheaper routed', 'avg saving USDC', 'avg saving bps', 'median bps where cheaper'], savingRows)}

No compared order costs more routed than on the best single venue (checked on each; also the property test
test/unit/routing/route-plan-property.test.ts).
`;
const file = writeResult('routing.md', report);
console.log(report);
console.log(`written ${file}`);
