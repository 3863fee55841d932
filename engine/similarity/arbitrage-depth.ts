// How much of a pair's arbitrage can be executed: the two legs' order books walked together, exact,
// on decimal strings.
//
// The box behind `arbitrage` (arbitrage.ts) buys one outcome on venue_a and the complementary one on
// venue_b, the same number of contracts of each; exactly one leg pays $1 per contract. Each leg's
// asks come from its market's left-token book, best first: the left (venue_b: YES) outcome's asks
// are the book's asks, the right (NO) outcome's asks are its bids at 1 − price, as everywhere the
// pairs are priced. The walk takes contracts in chunks — the most both current levels still hold,
// at their two prices pA and pB — while a chunk is profitable on its own after fees:
//
//   q − q·(pA + pB) − fee_a(pA, q) − fee_b(pB, q) > 0
//
// and stops at the first chunk that is not, or when either book runs out. Each chunk is charged as
// a separate fill (fees rounded up per chunk), so the cost is never understated.
//
//   top_contracts  contracts per leg in the first chunk: at both books' best asks, the prices the
//                  `arbitrage` figure is computed from ("0" when even that chunk loses)
//   contracts      contracts (shares) per leg over every profitable chunk
//   cost           USDC laid out for them on both legs, fees included
//   profit         contracts − cost: the guaranteed profit in USDC (each contract pays $1 once)
import { add, compare, complement, min, sub } from '../../core/decimal.ts';
import { mul } from './exact.ts';
import type { FeeFunction } from './fees.ts';

/** [price, size] decimal strings. */
export type Level = readonly [price: string, size: string];

export interface ArbitrageDepth {
  top_contracts: string;
  contracts: string;
  cost: string;
  profit: string;
}

export interface DepthLeg {
  /** Asks of the outcome bought, best first. */
  asks: readonly Level[];
  fee: FeeFunction;
}

/** Asks of one side of a market from its left-token book (levels best first). */
export function sideAsks(
  book: { bids: readonly Level[]; asks: readonly Level[] },
  side: 'left' | 'right',
): Level[] {
  return side === 'left'
    ? [...book.asks]
    : book.bids.map(([price, size]) => [complement(price), size] as const);
}

const usable = ([price, size]: Level) =>
  compare(price, '0') > 0 && compare(price, '1') < 0 && compare(size, '0') > 0;

export function executableDepth(a: DepthLeg, b: DepthLeg): ArbitrageDepth {
  const asksA = a.asks.filter(usable);
  const asksB = b.asks.filter(usable);
  let i = 0;
  let j = 0;
  let restA = asksA[0]?.[1] ?? '0';
  let restB = asksB[0]?.[1] ?? '0';
  let contracts = '0';
  let cost = '0';
  let top: string | null = null;
  while (i < asksA.length && j < asksB.length) {
    const [pA] = asksA[i]!;
    const [pB] = asksB[j]!;
    const q = min(restA, restB);
    const chunk = add(add(mul(q, add(pA, pB)), a.fee(pA, q)), b.fee(pB, q));
    if (compare(chunk, q) >= 0) break;
    top ??= q;
    contracts = add(contracts, q);
    cost = add(cost, chunk);
    restA = sub(restA, q);
    restB = sub(restB, q);
    if (compare(restA, '0') === 0) restA = asksA[++i]?.[1] ?? '0';
    if (compare(restB, '0') === 0) restB = asksB[++j]?.[1] ?? '0';
  }
  return { top_contracts: top ?? '0', contracts, cost, profit: sub(contracts, cost) };
}
