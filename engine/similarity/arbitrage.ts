// Cross-venue box arbitrage of one matched pair, exact, on decimal strings.
//
// Buy one outcome on venue_a and the complementary outcome on venue_b, C contracts of each, at the
// current best asks. When the two markets are the same contract exactly one of the two legs pays
// $1 per contract whatever happens, so the payout is C dollars. With `same` alignment (venue_a's
// left outcome ≡ venue_b's YES) the two boxes are  left_a + NO_b  and  right_a + YES_b; with
// `inverted` they are  left_a + YES_b  and  right_a + NO_b.
//
//   arbitrage = max over the two boxes of  (C − C·(ask_a + ask_b) − fee_a(ask_a, C) − fee_b(ask_b, C)) / C
//             = 1 − ask_a − ask_b − (fee_a + fee_b) / C
//
// i.e. the guaranteed profit as a fraction of the payout (per $1 a winning contract pays), after
// the venues' taker fees, rounded down to 6 digits; 0 when no box is profitable or a leg has no
// ask. C (default 100) matters only through fee rounding (Kalshi rounds each fill up to the cent).
// As a fraction of the money laid out instead: arbitrage / (1 − arbitrage).
import { add, compare, complement, isNegative, isZero, sub } from '../../core/decimal.ts';
import type { Alignment } from './alignment.ts';
import { div, mul } from './exact.ts';
import type { FeeFunction } from './fees.ts';

export interface VenueAsks {
  /** Best ask of the left outcome (venue_b: YES), dollars; null when nobody sells. */
  leftAsk: string | null;
  /** Best ask of the right outcome (venue_b: NO). */
  rightAsk: string | null;
  fee: FeeFunction;
}

export interface ArbitrageInput {
  a: VenueAsks;
  b: VenueAsks;
  alignment: Alignment;
  /** Contracts bought on each leg (fee rounding); default "100". */
  contracts?: string;
}

export interface ArbitrageBox {
  /** venue_a outcome bought, and venue_b outcome bought. */
  a: 'left' | 'right';
  b: 'yes' | 'no';
  askA: string;
  askB: string;
  /** Both legs' fees for C contracts, dollars. */
  fees: string;
  /** Cost per $1 of payout, fees included. */
  cost: string;
}

export interface ArbitrageResult {
  /** Guaranteed profit per $1 of payout after fees; "0" when none. */
  arbitrage: string;
  /** The profitable box, or null. */
  box: ArbitrageBox | null;
}

const usable = (p: string | null): p is string => p !== null && compare(p, '0') > 0 && compare(p, '1') < 0;

/**
 * Both outcomes' asks from the left token's top of book: the right outcome's ask is 1 − the left
 * outcome's best bid (a NO ask at q is a YES bid at 1 − q, on both venues).
 */
export function asksFromTopOfBook(
  bestBid: string | null,
  bestAsk: string | null,
): {
  leftAsk: string | null;
  rightAsk: string | null;
} {
  return {
    leftAsk: usable(bestAsk) ? bestAsk : null,
    rightAsk: usable(bestBid) ? complement(bestBid) : null,
  };
}

export function boxArbitrage(input: ArbitrageInput): ArbitrageResult {
  const contracts = input.contracts ?? '100';
  const boxes: [ArbitrageBox['a'], ArbitrageBox['b']][] =
    input.alignment === 'same'
      ? [
          ['left', 'no'],
          ['right', 'yes'],
        ]
      : [
          ['left', 'yes'],
          ['right', 'no'],
        ];
  let best: ArbitrageResult = { arbitrage: '0', box: null };
  for (const [sideA, sideB] of boxes) {
    const askA = sideA === 'left' ? input.a.leftAsk : input.a.rightAsk;
    const askB = sideB === 'yes' ? input.b.leftAsk : input.b.rightAsk;
    if (!usable(askA) || !usable(askB)) continue;
    const fees = add(input.a.fee(askA, contracts), input.b.fee(askB, contracts));
    const outlay = add(mul(contracts, add(askA, askB)), fees);
    // Exact profit for C contracts, then per $1 of payout rounded toward zero.
    const profit = div(sub(contracts, outlay), contracts, 6);
    if (isNegative(profit) || isZero(profit)) continue;
    if (compare(profit, best.arbitrage) > 0) {
      best = {
        arbitrage: profit,
        box: { a: sideA, b: sideB, askA, askB, fees, cost: div(outlay, contracts, 8) },
      };
    }
  }
  return best;
}
