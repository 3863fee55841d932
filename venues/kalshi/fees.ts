// Kalshi's trading fees (Fee Schedule, kalshi.com/docs/kalshi-fee-schedule.pdf; docs.kalshi.com
// getting_started/fee_rounding): a trade's fee is round up to the next cent of
// rate × C × P × (1 − P), C the contracts and P the price in dollars, with rate 0.07 for takers
// ("General Trading Fees") and, on series whose fee structure has maker fees, 0.0175 for makers.
// The series says which: kalshi-typescript's Series model has `fee_type` ('quadratic': takers
// only; 'quadratic_with_maker_fees': makers at 0.0175 (a quarter of the taker rate);
// 'quadratic_with_combo_maker_fees': makers at half of it; 'flat': the Specific Trading Fees
// table) and `fee_multiplier`, applied to the fee calculation. The fee accumulator of
// fee_rounding makes the fees of an order's fills add up to what one equivalent fill would cost:
// here the fills of one execution are charged as one trade, the total rounded up to the cent and
// each fill carrying its share (the rounded running total less what the fills before it carried).
import { add, compare, div, mul, round, sub } from '../../core/decimal.ts';
import {
  feeCurve,
  rateOf,
  type FeeFill,
  type FeeRole,
  type FeeSchedule,
  type VenueFees,
} from '../../core/fees.ts';

export const KALSHI_TAKER_RATE = '0.07';
const MAKER_SHARE: Record<string, string | undefined> = {
  quadratic: '0',
  quadratic_with_maker_fees: '0.25',
  quadratic_with_combo_maker_fees: '0.5',
};

/** Fees are charged in whole cents, rounded up. */
export const KALSHI_FEE_DIGITS = 2;

/** The fees of one execution's fills: their rounded running total, fill by fill. */
export function kalshiFees(
  schedule: FeeSchedule | null,
  fills: readonly FeeFill[],
  role: FeeRole = 'taker',
): string[] {
  const rate = rateOf(schedule, role);
  let raw = '0';
  let charged = '0';
  return fills.map((f) => {
    if (rate === '0') return '0';
    raw = add(raw, feeCurve(f.shares, f.price, rate, 1));
    const total = round(raw, KALSHI_FEE_DIGITS, 'up');
    const fee = sub(total, charged);
    charged = total;
    return fee;
  });
}

/**
 * The spend of a buy at `price` that leaves room for its taker fee in `balance`: the amount when
 * amount + fee ≤ balance, else the largest whole-cent spend that does (6 decimals).
 */
export function kalshiSpendable(
  schedule: FeeSchedule | null,
  amount: string,
  price: string,
  balance: string,
): string {
  const feeOf = (spend: string) =>
    kalshiFees(schedule, [{ price, shares: div(spend, price, 6, 'down') }], 'taker')[0]!;
  if (compare(add(amount, feeOf(amount)), balance) <= 0) return amount;
  // fee(s) grows with s at about k = rate × (1 − p) per USDC: start from balance ÷ (1 + k) and step
  // down to the balance less the fee of the spend until it fits (a few steps: the fee moves by cents).
  const k = mul(rateOf(schedule, 'taker'), sub('1', price));
  let spend = div(balance, add('1', k), 6, 'down');
  while (compare(spend, '0') > 0 && compare(add(spend, feeOf(spend)), balance) > 0) {
    const lower = round(sub(balance, feeOf(spend)), 6, 'down');
    spend = compare(lower, spend) < 0 ? lower : sub(spend, '0.000001');
  }
  return compare(spend, '0') > 0 ? spend : '0';
}

/**
 * A series' fee parameters from its `fee_type` and `fee_multiplier` (kalshi-typescript Series);
 * none for 'flat' (the Specific Trading Fees table, not published in a readable form) or a type
 * kalshi-typescript 3.30.0 does not name: the market's fees are then unknown and its orders are
 * refused (core/fees.ts feesUnknown: fail closed), never charged a guess.
 */
export function kalshiFeeSchedule(
  feeType: string,
  multiplier: number | string,
  readAt: string,
): FeeSchedule | null {
  const makerShare = MAKER_SHARE[feeType];
  const m = String(multiplier);
  if (makerShare === undefined || !/^\d+(\.\d+)?$/.test(m)) return null;
  const taker = mul(KALSHI_TAKER_RATE, m);
  return { taker_rate: taker, maker_rate: mul(taker, makerShare), exponent: 1, read_at: readAt };
}

export const kalshiVenueFees: VenueFees = {
  charge: kalshiFees,
  spendable: kalshiSpendable,
};
