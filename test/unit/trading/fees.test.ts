// Fees as each venue charges them. Polymarket: against clob-client-v2's own fee helper
// (adjustBuyAmountForFees, whose platform fee is amount/price × rate × (p·(1−p))^exponent) on random
// fills; Kalshi: the fee schedule's own worked figures (round up to the cent of 0.07 × C × P × (1−P)).
import assert from 'node:assert/strict';
import { adjustBuyAmountForFees, type FeeDetails, type MarketDetails } from '@polymarket/clob-client-v2';
import { add, compare, div, mul, round, sub } from '../../../core/decimal.ts';
import type { FeeSchedule } from '../../../core/fees.ts';
import {
  clobFeeSchedule,
  gammaFeeSchedule,
  polymarketFee,
  polymarketSpendable,
} from '../../../venues/polymarket/fees.ts';
import { kalshiFeeSchedule, kalshiFees, kalshiSpendable } from '../../../venues/kalshi/fees.ts';
import { seeded } from '../../../harness/data/book-changes.ts';
import { FeeType } from 'kalshi-typescript';

const READ = '2026-11-29T00:00:00.000Z';
const schedule = (rate: string, exponent: number): FeeSchedule => ({
  taker_rate: rate,
  maker_rate: '0',
  exponent,
  read_at: READ,
});

describe('venue fees', () => {
  describe('Polymarket, against clob-client-v2', () => {
    const next = seeded(33);
    const ticks = ['0.1', '0.01', '0.001', '0.0001'];
    const rates = ['0.0175', '0.03', '0.04', '0.05', '0.07', '0.25'];
    const cases = Array.from({ length: 2000 }, () => {
      const tick = ticks[Math.floor(next() * ticks.length)]!;
      const steps = Math.round(1 / Number(tick));
      const price = round(mul(String(1 + Math.floor(next() * (steps - 1))), tick), 4, 'down');
      const shares = round(String(next() * 5000), 2, 'down');
      return {
        price,
        shares: compare(shares, '0') > 0 ? shares : '1',
        rate: rates[Math.floor(next() * rates.length)]!,
        exponent: 1 + Math.floor(next() * 2),
      };
    });

    it('should charge every random taker fill what the official curve gives, rounded half up to 4 places', () => {
      let wrong = 0;
      for (const c of cases) {
        const spend = mul(c.shares, c.price);
        // With the balance exactly the spend, the client returns the spend less its platform fee.
        const oracle =
          Number(spend) -
          adjustBuyAmountForFees(
            Number(spend),
            Number(c.price),
            Number(spend),
            Number(c.rate),
            c.exponent,
            0,
          );
        const ours = polymarketFee(schedule(c.rate, c.exponent), c);
        // the oracle is a float: ours must be it rounded to 4 places, within float noise at the half
        if (Math.abs(Number(ours) - oracle) > 0.00005 + 1e-9) wrong += 1;
      }
      assert.equal(wrong, 0);
    });

    it('should leave room for the fee as adjustBuyAmountForFees does on random whole-balance buys, the charged fee included', () => {
      let wrong = 0;
      for (const c of cases) {
        const amount = round(mul(c.shares, c.price), 2, 'down');
        if (compare(amount, '0.01') < 0) continue;
        const balance = round(mul(amount, String(0.9 + next() * 0.2)), 6, 'down');
        const oracle = adjustBuyAmountForFees(
          Number(amount),
          Number(c.price),
          Number(balance),
          Number(c.rate),
          c.exponent,
          0,
        );
        const ours = polymarketSpendable(schedule(c.rate, c.exponent), amount, c.price, balance);
        // the same, less at most the charged fee's rounding (half of 0.0001) so that the fee as charged fits
        if (Number(ours) > oracle + 1e-6 || Number(ours) < oracle - 0.00006) wrong += 1;
        // what is spent and its fee fit in the balance
        const fee = polymarketFee(schedule(c.rate, c.exponent), {
          price: c.price,
          shares: div(ours, c.price, 6, 'down'),
        });
        if (compare(ours, amount) < 0 && compare(add(ours, fee), balance) > 0) wrong += 1;
      }
      assert.equal(wrong, 0);
    });

    it('should charge makers nothing, and round a fee under half of 0.0001 to zero (Fee Precision)', () => {
      assert.equal(polymarketFee(schedule('0.03', 1), { price: '0.5', shares: '100' }, 'maker'), '0');
      assert.equal(polymarketFee(schedule('0.03', 1), { price: '0.5', shares: '100' }), '0.75');
      // 1 share at 0.99, rate 0.03: 0.000297 → 0.0003; 0.1 share: 0.0000297 → 0
      assert.equal(polymarketFee(schedule('0.03', 1), { price: '0.99', shares: '1' }), '0.0003');
      assert.equal(polymarketFee(schedule('0.03', 1), { price: '0.99', shares: '0.1' }), '0');
    });

    it("should read a Gamma market's feeSchedule, zero for a fee-free market, none when it is missing", () => {
      // the recorded sports money-line market of polymarket-api-samples (gamma_market_sports_market_money_line.json)
      const sports = {
        feesEnabled: true,
        feeType: 'sports_fees_v2',
        feeSchedule: { exponent: 1, rate: 0.03, rebateRate: 0.25, takerOnly: true },
      };
      assert.deepEqual(gammaFeeSchedule(sports, READ), {
        taker_rate: '0.03',
        maker_rate: '0',
        exponent: 1,
        read_at: READ,
      });
      assert.deepEqual(gammaFeeSchedule({ feesEnabled: false, feeType: null }, READ), {
        taker_rate: '0',
        maker_rate: '0',
        exponent: 1,
        read_at: READ,
      });
      assert.equal(gammaFeeSchedule({ feesEnabled: true }, READ), null);
    });

    it("should read the CLOB market info's fd {r, e, to}, and no schedule where it states none or makers pay", () => {
      const info = (fd?: FeeDetails): Partial<MarketDetails> => ({
        c: '0x1',
        mts: 0.01,
        r: null,
        ...(fd ? { fd } : {}),
      });
      assert.deepEqual(clobFeeSchedule(info({ r: 0.03, e: 2, to: true }), READ), {
        taker_rate: '0.03',
        maker_rate: '0',
        exponent: 2,
        read_at: READ,
      });
      assert.deepEqual(clobFeeSchedule(info({ r: 0.072, e: 1 }), READ), {
        taker_rate: '0.072',
        maker_rate: '0',
        exponent: 1,
        read_at: READ,
      });
      // the client reads a missing fd as rate 0; here a market Gamma says charges fees is not assumed free
      assert.equal(clobFeeSchedule(info(), READ), null);
      assert.equal(clobFeeSchedule(info({ r: 0.03 }), READ), null);
      assert.equal(clobFeeSchedule(info({ r: 0.03, e: 1.5 }), READ), null);
      assert.equal(clobFeeSchedule(info({ r: -0.01, e: 1 }), READ), null);
      assert.equal(clobFeeSchedule(info({ r: 0.03, e: 1, to: false }), READ), null);
      // docs/api/trading.md's worked example: 10 shares at 0.37 pay 10 × 0.072 × 0.37 × 0.63 = 0.167832 → 0.1678
      assert.equal(
        polymarketFee(clobFeeSchedule(info({ r: 0.072, e: 1, to: true }), READ), {
          price: '0.37',
          shares: '10',
        }),
        '0.1678',
      );
    });
  });

  describe('Kalshi, by its fee schedule', () => {
    const general = kalshiFeeSchedule('quadratic', 1, READ)!;
    const makers = kalshiFeeSchedule('quadratic_with_maker_fees', 1, READ)!;

    it('should round a taker fee up to the next cent: 10 contracts at 0.50 pay 0.18, 100 pay 1.75', () => {
      assert.deepEqual(kalshiFees(general, [{ price: '0.5', shares: '10' }]), ['0.18']);
      assert.deepEqual(kalshiFees(general, [{ price: '0.5', shares: '100' }]), ['1.75']);
      assert.deepEqual(kalshiFees(general, [{ price: '0.5', shares: '1' }]), ['0.02']);
      assert.deepEqual(kalshiFees(general, [{ price: '0.25', shares: '100' }]), ['1.32']);
    });

    it('should charge makers only on series with maker fees (0.0175: 10 at 0.50 pay 0.05)', () => {
      assert.deepEqual(kalshiFees(general, [{ price: '0.5', shares: '10' }], 'maker'), ['0']);
      assert.deepEqual(kalshiFees(makers, [{ price: '0.5', shares: '10' }], 'maker'), ['0.05']);
      // combo maker fees: "the same maker-fee structure with a 0.5 maker multiplier instead of 0.25" (Series.fee_type)
      const combo = kalshiFeeSchedule('quadratic_with_combo_maker_fees', 1, READ)!;
      assert.deepEqual([combo.taker_rate, combo.maker_rate], ['0.07', '0.035']);
      assert.deepEqual(kalshiFees(combo, [{ price: '0.5', shares: '10' }], 'maker'), ['0.09']); // 0.0875 up to the cent
      assert.deepEqual(
        kalshiFees(
          kalshiFeeSchedule('quadratic_with_maker_fees', 0.5, READ),
          [{ price: '0.5', shares: '100' }],
          'maker',
        ),
        ['0.22'],
      ); // 0.00875 × 25 = 0.21875
      // every FeeType kalshi-typescript 3.30.0 names is either modelled or fails closed ('flat'); so does one it does not name
      for (const type of Object.values(FeeType))
        assert.equal(kalshiFeeSchedule(type, 1, READ) === null, type === 'flat', type);
      assert.equal(kalshiFeeSchedule('quartic', 1, READ), null);
      assert.equal(kalshiFeeSchedule('flat', 1, READ), null);
      assert.equal(kalshiFeeSchedule('quadratic', 2, READ)!.taker_rate, '0.14');
    });

    it("should charge an execution's fills what one equivalent fill costs, fill by fill", () => {
      // ten 1-lot fills at 0.50: 0.0175 each, 0.175 in all → 0.18 (as one 10-lot), not 10 × 0.02
      const fees = kalshiFees(
        general,
        Array.from({ length: 10 }, () => ({ price: '0.5', shares: '1' })),
      );
      assert.deepEqual(fees, [
        '0.02',
        '0.02',
        '0.02',
        '0.01',
        '0.02',
        '0.02',
        '0.02',
        '0.01',
        '0.02',
        '0.02',
      ]);
      assert.equal(fees.reduce(add, '0'), '0.18');
      const split = kalshiFees(general, [
        { price: '0.5', shares: '4' },
        { price: '0.51', shares: '6' },
      ]);
      assert.equal(
        split.reduce(add, '0'),
        round(add(mul('0.07', mul('4', '0.25')), mul('0.07', mul('6', mul('0.51', '0.49')))), 2, 'up'),
      );
    });

    it('should leave room for the fee when a buy would spend the whole balance', () => {
      const next = seeded(7);
      for (let i = 0; i < 500; i += 1) {
        const price = String((1 + Math.floor(next() * 98)) / 100);
        const balance = round(String(1 + next() * 999), 6, 'down');
        const spend = kalshiSpendable(general, balance, price, balance);
        const fee = kalshiFees(general, [{ price, shares: div(spend, price, 6, 'down') }])[0]!;
        assert.ok(compare(add(spend, fee), balance) <= 0, `${spend} + ${fee} > ${balance} at ${price}`);
        assert.ok(
          compare(sub(balance, add(spend, fee)), '0.02') < 0,
          `${spend} leaves too much of ${balance} at ${price}`,
        );
      }
    });
  });
});
