// Polymarket's taker fees. The fee of a trade is C × feeRate × (p·(1−p))^exponent, C the shares and
// p the trade's price, charged to takers only and in USDC (docs.polymarket.com/trading/fees; the
// parameters per market are Gamma's `feeSchedule` {rate, exponent, takerOnly} and the CLOB's market
// info `fd` {r, e}, which clob-client-v2's getClobMarketInfo reads). "Fees are rounded to 4 decimal
// places. The smallest fee charged is 0.0001 USDC. Anything smaller rounds to zero" (same page,
// Fee Precision): half up to 4 places. A market BUY that would spend the whole balance keeps room for
// its fee the way clob-client-v2's adjustBuyAmountForFees does (fees/index.ts), in exact decimals.
import { add, compare, div, isNegative, min, round, sub, tryDecimal } from '../../core/decimal.ts';
import {
  feeCurve,
  rateOf,
  type FeeFill,
  type FeeRole,
  type FeeSchedule,
  type VenueFees,
} from '../../core/fees.ts';
import { isRecord, type RawRecord } from '../../core/market-data.ts';

/** Decimal places of a Polymarket fee (Fee Precision). */
export const POLYMARKET_FEE_DIGITS = 4;

/** One trade's fee: half up to 4 decimal places (0 for a maker). */
export function polymarketFee(schedule: FeeSchedule | null, fill: FeeFill, role: FeeRole = 'taker'): string {
  const rate = rateOf(schedule, role);
  if (rate === '0') return '0';
  return round(feeCurve(fill.shares, fill.price, rate, schedule!.exponent), POLYMARKET_FEE_DIGITS, 'half-up');
}

/**
 * The fee of a live fill. The CLOB V2/V3 exchanges (the ones this service signs for) take the fee
 * amount the operator computes from the market's fee parameters, in pUSD: a BUY pays it on top of
 * its price (the shares arrive whole), a SELL gets its proceeds less it (ctf-exchange-v2
 * Trading._settleTakerOrder; the signed order carries no fee rate). So a live fill is charged as a
 * paper one: polymarketFee with the market's schedule. With no schedule known, a trade that reports
 * a rate (`fee_rate_bps` > 0) is charged that rate on the steepest curve Polymarket uses (exponent 1:
 * p·(1−p) ≤ ¼, so a higher exponent charges less), never 0: fail safe, not under-charged.
 */
export function polymarketFillFee(
  schedule: FeeSchedule | null,
  fill: FeeFill,
  role: FeeRole,
  reportedBps: string | null,
): string {
  if (schedule) return polymarketFee(schedule, fill, role);
  if (reportedBps === null || compare(reportedBps, '0') <= 0) return '0';
  const rate = div(reportedBps, '10000', 12, 'up');
  return polymarketFee({ taker_rate: rate, maker_rate: rate, exponent: 1, read_at: '' }, fill, role);
}

/**
 * The spend of a market BUY at `price` that leaves room for its fee in `balance`: clob-client-v2's
 * adjustBuyAmountForFees without builder fees and fee slippage — when balance ≤ amount + fee of
 * min(amount, balance), the balance less that fee (never below 0), else the amount; then lowered
 * (by at most the fee's rounding) until it and the fee as charged fit. 6 decimals, down.
 */
export function polymarketSpendable(
  schedule: FeeSchedule | null,
  amount: string,
  price: string,
  balance: string,
): string {
  const rate = rateOf(schedule, 'taker');
  const base = min(amount, balance);
  // fee of spending `base` at `price`: base/price shares on the curve (not yet rounded, as the client).
  const fee = rate === '0' ? '0' : div(feeCurve(base, price, rate, schedule!.exponent), price, 12, 'up');
  if (compare(balance, add(amount, fee)) > 0) return amount;
  let spend = round(sub(balance, fee), 6, 'down');
  // The fee charged is rounded (half up to 4 places): step down until spend + fee fits exactly.
  const charged = (s: string) => polymarketFee(schedule, { price, shares: div(s, price, 6, 'down') });
  while (!isNegative(spend) && compare(add(spend, charged(spend)), balance) > 0) {
    const lower = round(sub(balance, charged(spend)), 6, 'down');
    spend = compare(lower, spend) < 0 ? lower : sub(spend, '0.000001');
  }
  return isNegative(spend) ? '0' : spend;
}

export const polymarketVenueFees: VenueFees = {
  charge: (schedule, fills, role) => fills.map((f) => polymarketFee(schedule, f, role)),
  spendable: polymarketSpendable,
};

/**
 * A Gamma market's fee parameters: `feeSchedule` when `feesEnabled` (makers pay 0: "Makers are
 * never charged fees"); a fee-free market charges 0; none when fees are on but no schedule is given
 * (the connector then reads the CLOB's market info: clobFeeSchedule).
 */
export function gammaFeeSchedule(m: RawRecord, readAt: string): FeeSchedule | null {
  if (m.feesEnabled !== true) return { taker_rate: '0', maker_rate: '0', exponent: 1, read_at: readAt };
  const s = m.feeSchedule;
  if (!isRecord(s)) return null;
  return takerSchedule(tryDecimal(s.rate), s.exponent, readAt);
}

/**
 * The fee parameters of the CLOB's market info (GET /clob-markets/{condition_id}, clob-client-v2
 * getClobMarketInfo → MarketDetails): `fd` is FeeDetails {r: rate, e: exponent, to: taker only}.
 * None (fees unknown) when `fd` is missing or malformed, or when `to` is false: the client reads a
 * missing `fd` as rate 0, but a market Gamma says charges fees is not assumed free, and makers
 * paying is not modelled (Polymarket: "Makers are never charged fees").
 */
export function clobFeeSchedule(info: unknown, readAt: string): FeeSchedule | null {
  const fd = isRecord(info) ? info.fd : undefined;
  if (!isRecord(fd) || fd.to === false) return null;
  return takerSchedule(typeof fd.r === 'number' ? tryDecimal(fd.r) : undefined, fd.e, readAt);
}

/** A takers-only schedule from a venue's rate and exponent; none when either is malformed (a negative rate, a fractional exponent). */
function takerSchedule(rate: string | undefined, exponent: unknown, readAt: string): FeeSchedule | null {
  if (
    rate === undefined ||
    isNegative(rate) ||
    typeof exponent !== 'number' ||
    !Number.isSafeInteger(exponent) ||
    exponent < 0
  )
    return null;
  return { taker_rate: rate, maker_rate: '0', exponent, read_at: readAt };
}
