// Polymarket's history answers send prices as JSON numbers computed in floating point: the Data
// API's trade price is a ratio of the two amounts of the fill (0.7400000004 for a fill at 0.74), and
// prices-history's `p` is a float of the displayed price. The venue itself only ever trades on its
// tick grid, and its finest tick is 0.0001 (clob-client's TickSize: "0.1" | "0.01" | "0.001" |
// "0.0001"; a market's tick changes over its life — tick_size_change — so the current tick of a
// market cannot be used for its old trades). The rule here:
//   - a trade price is its number's shortest text rounded half-up to 4 fraction digits (the finest
//     tick): 0.7400000004 → 0.74, 0.955 → 0.955. The float error of such a ratio is ~1e-10, far below
//     half a tick (0.00005), so rounding never moves a trade to a neighbouring tick;
//   - a displayed price (`p`) is rounded to 5 digits: it is the midpoint of the best bid and ask
//     (docs.polymarket.com/concepts/prices-orderbook: "The displayed price is the midpoint of the
//     bid-ask spread", the last trade when the spread is wide; recorded answers show 0.6325, 0.1815), so it can sit on half a tick (0.6325 on a 0.001 tick, 0.00005 steps on the finest).
// Both are then canonical decimal text (core/decimal.ts); no arithmetic ever runs on the floats.
import { compare, round, tryDecimal, type DecimalString } from '../../core/decimal.ts';
import { fail } from '../../core/market-data/parse-result.ts';

/** Fraction digits of Polymarket's finest tick (0.0001). */
export const FINEST_TICK_DIGITS = 4;

function inUnitRange(value: unknown, digits: number, what: string): DecimalString {
  const text = tryDecimal(value);
  if (text === undefined) fail(`${what} is not a number: ${JSON.stringify(value)}`);
  const price = round(text, digits, 'half-up');
  if (compare(price, '0') < 0 || compare(price, '1') > 0)
    fail(`${what} is not between 0 and 1: ${JSON.stringify(value)}`);
  return price;
}

/** A traded price on the tick grid: 0.7400000004 → "0.74". */
export function tradePrice(value: unknown, what = 'price'): DecimalString {
  return inUnitRange(value, FINEST_TICK_DIGITS, what);
}

/** A displayed (midpoint) price, which may sit on half a tick: 0.63250000001 → "0.6325". */
export function displayedPrice(value: unknown, what = 'p'): DecimalString {
  return inUnitRange(value, FINEST_TICK_DIGITS + 1, what);
}
