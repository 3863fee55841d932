// The routed plan: how to buy or sell an amount of one outcome of a same-contract pair across both
// venues at the lowest cost after fees at quote time, exact, on decimal strings. A pure function
// of the two venues' books, fees, order rules and the wallet's funds on each chain (venue-book.ts).
//
// 1. Walk both books together, the share with the best price net of its venue's taker fee first
//    (venue-book.ts marginalNetPrice), within the limit price, and while the wallet's funds on
//    that venue's chain pay for it (a BUY keeps a cent per venue for the fee's rounding): each
//    venue's part is a prefix of its book.
// 2. That split, put on the 0.01 step both venues accept (Kalshi counts contracts in 0.01, the
//    CLOB's market orders take 2-decimal USDC and shares), is a candidate; so is its neighbour one
//    step over, and so is the whole order on either venue alone.
// 3. Each candidate's legs are walked again exactly as their child orders will be (route-leg.ts):
//    the venues' fees charged as they round them (Kalshi rounds each execution up to the cent, so a
//    split can cost more than one venue alone), their rules and the funds checked. The best valid
//    candidate is the plan; the best single-venue one is shown beside it with the saving.
//
// Amounts: SHARES buys or sells that many shares; USDC spends (BUY) or raises (SELL) that many USDC
// on the shares, the fee on top of a BUY and out of a SELL, as single-venue orders count them.
// Best means: SHARES BUY the least paid, SHARES SELL the most received; USDC BUY the most shares
// (then the least paid), USDC SELL the fewest shares (then the most received).
import { add, compare, div, isZero, min, mul, round, sub } from '../../core/decimal.ts';
import { AppError, BadRequestError, type CodeOfStatus, type ErrorCode } from '../../core/errors.ts';
import type { Venue } from '../../core/market-data.ts';
import { TOKEN_DECIMALS, type Side, type Units } from '../../core/trading.ts';
import { averagePrice, buildLeg, type RouteLeg } from './route-leg.ts';
import { marginalNetPrice, takenLevels, type VenueBook } from './venue-book.ts';

/** The step of a routed amount and of each leg's: the coarser of the two venues' (see above). */
export const ROUTE_STEP = '0.01';
/** What a BUY leaves of each venue's funds for the rounding of its fee (Kalshi: up to the cent). */
const FEE_ROUNDING_ROOM = '0.01';

export interface RouteRequest {
  side: Side;
  amount: string;
  units: Units;
  /** No leg takes a level priced beyond it (BUY: above, SELL: below); the fee is not in it. */
  limitPrice?: string;
}

export interface RouteTotals {
  shares: string;
  usdc: string;
  fee: string;
  /** BUY: paid, fees included; SELL: received, fees taken out. */
  cost: string;
  average_price: string;
}

export interface RoutePlan extends RouteTotals {
  side: Side;
  units: Units;
  amount: string;
  limit_price: string | null;
  /** One leg per venue used, venue_a first. */
  legs: RouteLeg[];
  /** The best the order gets on one venue alone; null when neither can fill it alone. */
  single_venue: (RouteTotals & { venue: Venue }) | null;
  /** What the plan saves against single_venue: USDC for a SHARES order, shares for a USDC one. */
  saving: string | null;
  saving_units: Units;
  /** Why each venue alone cannot fill the order (absent: it can). */
  single_venue_refusals: Partial<Record<Venue, { code: ErrorCode; message: string }>>;
}

/** An order no candidate can fill: the venues' own refusals, in one 400. */
export class RouteRefusedError extends BadRequestError {}

interface Candidate {
  legs: RouteLeg[];
  totals: RouteTotals;
}

function totalsOf(legs: readonly RouteLeg[], side: Side): RouteTotals {
  const sum = (f: (l: RouteLeg) => string) => legs.reduce((s, l) => add(s, f(l)), '0');
  const shares = sum((l) => l.shares);
  const cost = sum((l) => l.cost);
  return {
    shares,
    usdc: sum((l) => l.usdc),
    fee: sum((l) => l.fee),
    cost,
    average_price: averagePrice(cost, shares, side),
  };
}

/** −1 when a is the better candidate, 1 when b is, 0 when they are as good. */
function better(a: RouteTotals, b: RouteTotals, req: RouteRequest): -1 | 0 | 1 {
  const paid = (x: RouteTotals, y: RouteTotals) =>
    req.side === 'BUY' ? compare(x.cost, y.cost) : compare(y.cost, x.cost);
  if (req.units === 'SHARES') return paid(a, b);
  const shares = req.side === 'BUY' ? compare(b.shares, a.shares) : compare(a.shares, b.shares);
  return shares !== 0 ? shares : paid(a, b);
}

/** Step 1: each venue's share of the order (in the order's units) when the best net share goes first. */
function greedySplit(venues: readonly VenueBook[], req: RouteRequest): string[] {
  const { side, units } = req;
  const state = venues.map((v) => ({
    levels: takenLevels(v, side).filter(
      ([price]) =>
        req.limitPrice === undefined || compare(price, req.limitPrice) !== (side === 'BUY' ? 1 : -1),
    ),
    index: 0,
    taken: '0',
    budget: side === 'BUY' ? sub(v.funds, FEE_ROUNDING_ROOM) : v.funds,
    part: '0',
  }));
  let remaining = req.amount;
  while (compare(remaining, '0') > 0) {
    let pick = -1;
    let pickNet = '';
    state.forEach((s, i) => {
      if (s.index >= s.levels.length || compare(s.budget, '0') <= 0) return;
      const net = marginalNetPrice(venues[i]!, side, s.levels[s.index]![0]);
      const beats = pick === -1 || (side === 'BUY' ? compare(net, pickNet) < 0 : compare(net, pickNet) > 0);
      if (beats) [pick, pickNet] = [i, net];
    });
    if (pick === -1) break;
    const s = state[pick]!;
    const [price, size] = s.levels[s.index]!;
    let q = sub(size, s.taken);
    q = min(q, units === 'SHARES' ? remaining : div(remaining, price, TOKEN_DECIMALS, 'down'));
    q = min(q, side === 'BUY' ? div(s.budget, pickNet, TOKEN_DECIMALS, 'down') : s.budget);
    if (isZero(q)) {
      s.budget = '0'; // the funds (or, in USDC, the amount) end inside a share here
      if (units === 'USDC') break;
      continue;
    }
    const usdc = round(mul(q, price), TOKEN_DECIMALS, side === 'BUY' ? 'up' : 'down');
    const step = units === 'SHARES' ? q : usdc;
    s.part = add(s.part, step);
    remaining = sub(remaining, step);
    s.budget = sub(s.budget, side === 'BUY' ? mul(q, pickNet) : q);
    s.taken = add(s.taken, q);
    if (compare(s.taken, size) >= 0) [s.index, s.taken] = [s.index + 1, '0'];
  }
  return state.map((s) => s.part);
}

/** A candidate from each venue's amount (zero: the venue is not used), or the first leg's refusal. */
function candidate(
  venues: readonly VenueBook[],
  parts: readonly string[],
  req: RouteRequest,
): Candidate | AppError {
  const legs: RouteLeg[] = [];
  for (const [i, part] of parts.entries()) {
    if (isZero(part)) continue;
    const leg = buildLeg(venues[i]!, req.side, req.units, part, req.limitPrice);
    if (leg instanceof AppError) return leg;
    legs.push(leg);
  }
  if (legs.length === 0) return new RouteRefusedError('nothing to route', 'insufficient_liquidity');
  return { legs, totals: totalsOf(legs, req.side) };
}

/** The plan of a routed order over two venues (venue_a's first); a RouteRefusedError when no candidate fills it. */
export function planRoute(venues: readonly [VenueBook, VenueBook], req: RouteRequest): RoutePlan {
  if (div(req.amount, ROUTE_STEP, 12, 'down').includes('.'))
    throw new BadRequestError(
      (name) => `${name('amount')} of a routed order must be a multiple of ${ROUTE_STEP}`,
      'invalid_amount',
    );
  const [a] = greedySplit(venues, req);
  const stepDown = round(a!, 2, 'down');
  const splits = [stepDown, add(stepDown, ROUTE_STEP)]
    .filter((x) => compare(x, '0') > 0 && compare(x, req.amount) < 0)
    .map((x) => [x, sub(req.amount, x)]);
  const singles = venues.map((_, i) => venues.map((__, j) => (i === j ? req.amount : '0')));
  const refusals: RoutePlan['single_venue_refusals'] = {};
  let single: Candidate | null = null;
  let singleVenue: Venue | null = null;
  singles.forEach((parts, i) => {
    const c = candidate(venues, parts, req);
    if (c instanceof AppError) refusals[venues[i]!.venue] = { code: c.code, message: c.message };
    else if (!single || better(c.totals, single.totals, req) < 0)
      [single, singleVenue] = [c, venues[i]!.venue];
  });
  let best: Candidate | null = single;
  let splitRefusal: AppError | null = null;
  for (const parts of splits) {
    const c = candidate(venues, parts, req);
    if (c instanceof AppError) splitRefusal ??= c;
    else if (!best || better(c.totals, best.totals, req) < 0) best = c;
  }
  if (!best) throw refusedRoute(refusals, splitRefusal);
  const alone = single as Candidate | null;
  return {
    side: req.side,
    units: req.units,
    amount: req.amount,
    limit_price: req.limitPrice ?? null,
    legs: best.legs,
    ...best.totals,
    single_venue: alone && { venue: singleVenue!, ...alone.totals },
    saving: alone && savingOf(best.totals, alone.totals, req),
    saving_units: req.units === 'SHARES' ? 'USDC' : 'SHARES',
    single_venue_refusals: refusals,
  };
}

function savingOf(plan: RouteTotals, alone: RouteTotals, req: RouteRequest): string {
  if (req.units === 'SHARES')
    return req.side === 'BUY' ? sub(alone.cost, plan.cost) : sub(plan.cost, alone.cost);
  return req.side === 'BUY' ? sub(plan.shares, alone.shares) : sub(alone.shares, plan.shares);
}

/** Funds first, then the venues' rules, then liquidity: the refusal that tells the trader most. */
const TELLING: CodeOfStatus<400>[] = [
  'insufficient_funds',
  'insufficient_shares',
  'venue_invalid_order',
  'market_closed',
  'insufficient_liquidity',
];

function refusedRoute(
  refusals: RoutePlan['single_venue_refusals'],
  split: AppError | null,
): RouteRefusedError {
  const all = Object.values(refusals);
  const code =
    TELLING.find((c) => all.length > 0 && all.every((r) => r.code === c)) ??
    TELLING.find((c) => all.some((r) => r.code === c)) ??
    'insufficient_liquidity';
  const parts = Object.values(refusals).map((r) => r.message);
  if (split) parts.push(`split across both: ${split.message}`);
  return new RouteRefusedError(`no route across the two venues fills the order: ${parts.join('; ')}`, code);
}
