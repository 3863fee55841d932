// Trading fees as a venue charges them: the fee parameters of a market (read from the venue, with
// when they were read) and the port through which the engine asks a venue's fee rules for the fee
// of a fill. Each venue implements it in venues/<venue>/fees.ts; start-up hands them to the engine.
import { compare, mul, sub } from './decimal.ts';

/** Who a fill took liquidity from: a taker crossed the book, a maker's resting order was crossed. */
export type FeeRole = 'taker' | 'maker';

/**
 * A market's fee parameters: fee = shares × rate × (p·(1−p))^exponent, before the venue's rounding.
 * Decimal strings; `read_at` is when the venue was read for them (ISO time).
 */
export interface FeeSchedule {
  taker_rate: string;
  maker_rate: string;
  exponent: number;
  read_at: string;
}

export interface FeeFill {
  price: string;
  shares: string;
}

export interface VenueFees {
  /**
   * The fee of each fill of one execution (one taker match, or a maker fill), in USDC, whole in
   * the venue's units and rounded as it rounds. No schedule: no fee known (0).
   */
  charge(schedule: FeeSchedule | null, fills: readonly FeeFill[], role: FeeRole): string[];
  /**
   * What a market BUY may spend at `price` so that it and its taker fee fit in `balance`: `amount`
   * itself when they fit, less otherwise (6 decimals, down, never below 0).
   */
  spendable(schedule: FeeSchedule | null, amount: string, price: string, balance: string): string;
}

/**
 * Whether a market charges fees the service cannot compute: the venue says it charges fees but no
 * schedule was read (a venue_a market Gamma and the CLOB state none of, a Kalshi fee type that is
 * not modelled). Orders on it fail closed: refused, not charged a guess (0 or another rate).
 */
export function feesUnknown(market: { fees: boolean; fee_schedule?: FeeSchedule | null }): boolean {
  return market.fees && !market.fee_schedule;
}

/** shares × rate × (p·(1−p))^exponent, exact (the exponent is a whole number ≥ 0). */
export function feeCurve(shares: string, price: string, rate: string, exponent: number): string {
  const spread = mul(price, sub('1', price));
  let curve = '1';
  for (let i = 0; i < exponent; i += 1) curve = mul(curve, spread);
  return mul(mul(shares, rate), curve);
}

/** The rate of a role; 0 when the schedule is unknown or charges nothing. */
export function rateOf(schedule: FeeSchedule | null, role: FeeRole): string {
  if (!schedule) return '0';
  const rate = role === 'taker' ? schedule.taker_rate : schedule.maker_rate;
  return compare(rate, '0') > 0 ? rate : '0';
}
