// Taker fees of the two venues, exact, on decimal strings.
//
// Kalshi (venue_b) — fee schedule (https://kalshi.com/docs/kalshi-fee-schedule.pdf; in force since
// 2025-07-01): trading fee = round up to the next cent of 0.07 × C × P × (1 − P), for C contracts
// at price P dollars. Some series carry a different multiplier (maker orders 0.0175 on the
// markets that charge makers): pass it as `rate`. Members with sub-cent balances are charged to
// the centicent (https://docs.kalshi.com/getting_started/fee_rounding); the cent is the general
// case and the conservative one.
//
// Polymarket (venue_a) — https://docs.polymarket.com/trading/fees: most markets charge no fee.
// Markets with a fee schedule charge takers C × feeRate × (p × (1 − p))^exponent (rate and
// exponent per market; makers pay nothing), to 5 decimal places. The market message carries only
// whether fees are on (`fees`), so the rate is configuration; it is rounded up here, so a return
// computed with it is never overstated.
import { compare, sub } from '../../core/decimal.ts';
import { ceilTo, mul, pow } from './exact.ts';

/** Fee in dollars for buying `contracts` at `price`. */
export type FeeFunction = (price: string, contracts: string) => string;

export const KALSHI_TAKER_RATE = '0.07';

export function kalshiFee(rate: string = KALSHI_TAKER_RATE): FeeFunction {
  return (price, contracts) => {
    if (compare(price, '0') <= 0 || compare(price, '1') >= 0) return '0';
    return ceilTo(mul(mul(mul(rate, contracts), price), sub('1', price)), '0.01');
  };
}

export function polymarketFee(rate = '0', exponent = 1): FeeFunction {
  return (price, contracts) => {
    if (compare(rate, '0') === 0 || compare(price, '0') <= 0 || compare(price, '1') >= 0) return '0';
    const curve = pow(mul(price, sub('1', price)), exponent);
    return ceilTo(mul(mul(contracts, rate), curve), '0.00001');
  };
}

export const noFee: FeeFunction = () => '0';
