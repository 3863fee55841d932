// The executable depth of a box arbitrage: both legs' books walked level by level, exact.
import assert from 'node:assert/strict';
import { executableDepth, sideAsks } from '../../../engine/similarity/arbitrage-depth.ts';
import { kalshiFee, noFee, polymarketFee } from '../../../engine/similarity/index.ts';

describe('similarity: arbitrage depth', () => {
  it("should read a right (NO) outcome's asks from the left book's bids at 1 − price", () => {
    const book = {
      bids: [
        ['0.52', '30'],
        ['0.5', '100'],
      ] as const,
      asks: [['0.55', '10']] as const,
    };
    assert.deepEqual(sideAsks(book, 'left'), [['0.55', '10']]);
    assert.deepEqual(sideAsks(book, 'right'), [
      ['0.48', '30'],
      ['0.5', '100'],
    ]);
  });

  it('should walk both books while each chunk stays profitable after fees', () => {
    // venue_a YES asks (no fee); venue_b NO asks from its YES bids 0.52 / 0.50 / 0.45 (Kalshi fee).
    const a = {
      asks: [
        ['0.40', '50'],
        ['0.42', '100'],
        ['0.47', '200'],
      ] as const,
      fee: noFee,
    };
    const yesBids = [
      ['0.52', '30'],
      ['0.50', '100'],
      ['0.45', '500'],
    ] as const;
    const b = { asks: sideAsks({ bids: yesBids, asks: [] }, 'right'), fee: kalshiFee() };
    // 30 @ 0.40 + 0.48: 26.40 + fee ⌈0.52416⌉ 0.53 = 26.93
    // 20 @ 0.40 + 0.50: 18.00 + fee 0.35 = 18.35
    // 80 @ 0.42 + 0.50: 73.60 + fee 1.40 = 75.00
    // 20 @ 0.42 + 0.55: 19.40 + fee ⌈0.3465⌉ 0.35 = 19.75
    // then 200 @ 0.47 + 0.55 = 1.02 per contract: stop.
    assert.deepEqual(executableDepth(a, b), {
      top_contracts: '30',
      contracts: '150',
      cost: '140.03',
      profit: '9.97',
    });
  });

  it('should stop when a book runs out, and take fractional Polymarket sizes with its fee', () => {
    const free = { asks: [['0.3', '100']] as const, fee: noFee };
    assert.deepEqual(executableDepth({ asks: [['0.3', '10']], fee: noFee }, free), {
      top_contracts: '10',
      contracts: '10',
      cost: '6',
      profit: '4',
    });
    // 12.5 × 0.95 = 11.875; fee 12.5 × 0.0175 × 0.45 × 0.55 = 0.054140625 → 0.05415 (5 places, up).
    const poly = { asks: [['0.45', '12.5']] as const, fee: polymarketFee('0.0175', 1) };
    assert.deepEqual(executableDepth(poly, { asks: [['0.5', '20']], fee: noFee }), {
      top_contracts: '12.5',
      contracts: '12.5',
      cost: '11.92915',
      profit: '0.57085',
    });
  });

  it('should be zero when the fees eat the first chunk, and skip unusable levels', () => {
    // 10 × 0.99 = 9.90 + Kalshi fee ⌈0.17493⌉ 0.18 = 10.08 ≥ 10.
    const a = { asks: [['0.5', '10']] as const, fee: noFee };
    const b = { asks: [['0.49', '10']] as const, fee: kalshiFee() };
    assert.deepEqual(executableDepth(a, b), { top_contracts: '0', contracts: '0', cost: '0', profit: '0' });
    const odd = {
      asks: [
        ['0', '5'],
        ['0.2', '0'],
        ['0.2', '5'],
      ] as const,
      fee: noFee,
    };
    assert.deepEqual(executableDepth(odd, { asks: [['0.7', '10']], fee: noFee }), {
      top_contracts: '5',
      contracts: '5',
      cost: '4.5',
      profit: '0.5',
    });
  });
});
