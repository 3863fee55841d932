// The fees of live venue_a fills, read from the CLOB's trade reports (the recorded /data/trades
// record of test/fixtures/polymarket-clob, and trades derived from it typed as clob-client-v2's
// `Trade`). The V2/V3 exchanges take the operator's fee amount in pUSD, from the market's fee
// parameters (docs.polymarket.com/trading/fees), takers only; the oracle on random fills is
// clob-client-v2's own fee helper (adjustBuyAmountForFees, platform fee amount/price × rate × (p·(1−p))^e).
import assert from 'node:assert/strict';
import { adjustBuyAmountForFees, Side, type MakerOrder, type Trade } from '@polymarket/clob-client-v2';
import { compare, mul, round } from '../../../core/decimal.ts';
import type { FeeSchedule } from '../../../core/fees.ts';
import { parseTrade } from '../../../venues/polymarket/clob-trading.ts';
import { polymarketFee, polymarketFillFee } from '../../../venues/polymarket/fees.ts';
import { fillsOf } from '../../../venues/polymarket/live-venue.ts';
import { seeded } from '../../../harness/data/book-changes.ts';
import { json } from '../../support/clob-stub.ts';

const RECORDED = json('http_trade_report.json') as Trade; // taker 25 @ 0.5; makers 25 (0 bps) and 5 (10 bps)
const TAKER_ID = RECORDED.taker_order_id;
const MAKER02: MakerOrder = RECORDED.maker_orders[1]!;
const schedule = (rate: string, exponent: number): FeeSchedule => ({
  taker_rate: rate,
  maker_rate: '0',
  exponent,
  read_at: '2026-11-29T00:00:00.000Z',
});
const SPORTS = schedule('0.03', 1);

/** The fees of an order's fills on the given trade reports. */
const feesOf = (orderId: string, trades: Trade[], s: FeeSchedule | null) =>
  fillsOf(orderId, trades.map(parseTrade), s).map((f) => f.fee);

describe('live venue_a fill fees (CLOB trade reports)', () => {
  it('should charge the taker of the recorded trade the curve of the market: 25 × 0.03 × 0.5 × 0.5 = 0.1875 pUSD', () => {
    assert.deepEqual(feesOf(TAKER_ID, [RECORDED], SPORTS), ['0.1875']);
  });

  it('should charge a SELL taker the same fee as a BUY one (both in pUSD: the shares of a BUY arrive whole)', () => {
    const sell: Trade = { ...RECORDED, side: Side.SELL };
    assert.deepEqual(feesOf(TAKER_ID, [sell], SPORTS), feesOf(TAKER_ID, [RECORDED], SPORTS));
  });

  it('should charge makers nothing, whatever fee_rate_bps their order reports, while the schedule is known', () => {
    assert.equal(MAKER02.fee_rate_bps, '10');
    assert.deepEqual(feesOf(MAKER02.order_id, [RECORDED], SPORTS), ['0']);
  });

  it('should follow the exponent and round half up to 4 places: 10 @ 0.37, rate 0.072 → 0.167832 → 0.1678', () => {
    const trade: Trade = { ...RECORDED, size: '10.0000', price: '0.3700' };
    assert.deepEqual(feesOf(TAKER_ID, [trade], schedule('0.072', 1)), ['0.1678']);
    // exponent 2: 10 × 0.25 × (0.37 × 0.63)² = 0.135839025 → 0.1358
    assert.deepEqual(feesOf(TAKER_ID, [trade], schedule('0.25', 2)), ['0.1358']);
  });

  it('should charge a fee-free market nothing even when the trade reports a rate', () => {
    const trade: Trade = { ...RECORDED, fee_rate_bps: '100' };
    assert.deepEqual(feesOf(TAKER_ID, [trade], schedule('0', 1)), ['0']);
  });

  it('should, with no schedule known, charge the reported rate on the exponent-1 curve, never 0 (fail safe)', () => {
    const trade: Trade = { ...RECORDED, size: '10.0000', fee_rate_bps: '100' };
    // 10 × 0.01 × 0.5 × 0.5 = 0.025; a maker order reporting 10 bps: 5 × 0.001 × 0.25 = 0.00125 → 0.0013
    assert.deepEqual(feesOf(TAKER_ID, [trade], null), ['0.025']);
    assert.deepEqual(feesOf(MAKER02.order_id, [trade], null), ['0.0013']);
    assert.deepEqual(feesOf(TAKER_ID, [RECORDED], null), ['0']); // reports 0 bps
    // the fallback is never below what a higher exponent would charge at the same rate
    assert.ok(
      compare(
        polymarketFillFee(null, { price: '0.3', shares: '10' }, 'taker', '300'),
        polymarketFee(schedule('0.03', 2), { price: '0.3', shares: '10' }),
      ) > 0,
    );
  });

  it('should charge random taker fills of either side what clob-client-v2’s fee helper gives, rounded half up to 4 places', () => {
    const next = seeded(3303);
    const rates = ['0.0175', '0.03', '0.04', '0.05', '0.072', '0.25'];
    let wrong = 0;
    for (let i = 0; i < 1000; i += 1) {
      const price = round(mul(String(1 + Math.floor(next() * 999)), '0.001'), 3, 'down');
      const shares = round(String(1 + next() * 5000), 2, 'down');
      const rate = rates[Math.floor(next() * rates.length)]!;
      const exponent = 1 + Math.floor(next() * 2);
      const trade: Trade = {
        ...RECORDED,
        id: `trade-${i}`,
        side: next() < 0.5 ? Side.BUY : Side.SELL,
        size: shares,
        price,
      };
      const [fee] = feesOf(TAKER_ID, [trade], schedule(rate, exponent));
      const spend = Number(mul(shares, price));
      // With the balance exactly the spend, the client returns the spend less its platform fee.
      const oracle = spend - adjustBuyAmountForFees(spend, Number(price), spend, Number(rate), exponent, 0);
      if (Math.abs(Number(fee) - oracle) > 0.00005 + 1e-9) wrong += 1;
    }
    assert.equal(wrong, 0);
  });
});
