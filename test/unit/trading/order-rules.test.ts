// The order rules shared by both venues: prices on the tick, the worst price of a market order,
// what an order holds, and the status state machine. Figures worked out by hand.
import assert from 'node:assert/strict';
import {
  assertMove,
  canMove,
  holdAmount,
  parsePrice,
  statusAfterFills,
  worstPrice,
} from '../../../engine/trading/order-rules.ts';
import type { OrderStatus } from '../../../core/trading.ts';

describe('order rules', () => {
  it('should take prices strictly inside (0, 1) on the tick size only', () => {
    assert.equal(parsePrice('0.515', '0.001'), '0.515');
    assert.equal(parsePrice(0.5, '0.01'), '0.5');
    assert.equal(parsePrice('.25', '0.05'), '0.25');
    for (const [price, tick] of [
      ['0.515', '0.01'],
      ['0', '0.01'],
      ['1', '0.01'],
      ['1.5', '0.01'],
      ['-0.5', '0.01'],
      ['abc', '0.01'],
      ['0.333', '0.002'],
    ] as const) {
      assert.throws(
        () => parsePrice(price, tick),
        (e: Error) => /^price must be/.test(e.message),
        `${price} on ${tick}`,
      );
    }
  });

  it('should move the best price by the tolerance to the tick away from it, inside (0, 1)', () => {
    // 0.514 × 1.005 = 0.51657 → up to 0.52 (tick 0.01), 0.517 (tick 0.001)
    assert.equal(worstPrice('0.514', 'BUY', 50, '0.01'), '0.52');
    assert.equal(worstPrice('0.514', 'BUY', 50, '0.001'), '0.517');
    // 0.511 × 0.995 = 0.508445 → down to 0.5 / 0.508
    assert.equal(worstPrice('0.511', 'SELL', 50, '0.01'), '0.5');
    assert.equal(worstPrice('0.511', 'SELL', 50, '0.001'), '0.508');
    assert.equal(worstPrice('0.48', 'BUY', 0, '0.01'), '0.48');
    // Never 1 or 0: the last tick inside.
    assert.equal(worstPrice('0.995', 'BUY', 500, '0.01'), '0.99');
    assert.equal(worstPrice('0.01', 'SELL', 10_000, '0.01'), '0.01');
  });

  it('should hold the USDC a buy can spend and the shares a sell delivers', () => {
    // 70000 × 0.515 = 36050; 3 × 0.333 = 0.999; 0.1234567 × … rounds up to a base unit
    assert.equal(
      holdAmount({
        side: 'BUY',
        type: 'LIMIT',
        units: 'SHARES',
        price: '0.515',
        shares: '70000',
        amount: null,
      }),
      '36050',
    );
    assert.equal(
      holdAmount({
        side: 'BUY',
        type: 'LIMIT',
        units: 'SHARES',
        price: '0.333',
        shares: '0.000001',
        amount: null,
      }),
      '0.000001',
    );
    assert.equal(
      holdAmount({ side: 'BUY', type: 'MARKET', units: 'USDC', price: '0.52', shares: null, amount: '96' }),
      '96',
    );
    assert.equal(
      holdAmount({
        side: 'SELL',
        type: 'STOPLOSS',
        units: 'SHARES',
        price: '0.5',
        shares: '30',
        amount: null,
      }),
      '30',
    );
    // Selling for 10 USDC at a worst price of 0.3: 33.333334 shares (rounded up).
    assert.equal(
      holdAmount({ side: 'SELL', type: 'MARKET', units: 'USDC', price: '0.3', shares: null, amount: '10' }),
      '33.333334',
    );
  });

  it('should move statuses only forward, and never out of a final one', () => {
    const allowed: [OrderStatus, OrderStatus][] = [
      ['PENDING', 'ACTIVE'],
      ['PENDING', 'FILLED'],
      ['PENDING', 'REJECTED'],
      ['ACTIVE', 'PARTIALLY_FILLED'],
      ['ACTIVE', 'CANCELLED'],
      ['PARTIALLY_FILLED', 'FILLED'],
      ['PARTIALLY_FILLED', 'EXPIRED'],
      ['ACTIVE', 'ACTIVE'],
    ];
    for (const [from, to] of allowed) assert.ok(canMove(from, to), `${from} → ${to}`);
    const refused: [OrderStatus, OrderStatus][] = [
      ['ACTIVE', 'PENDING'],
      ['ACTIVE', 'REJECTED'],
      ['PARTIALLY_FILLED', 'ACTIVE'],
      ['FILLED', 'CANCELLED'],
      ['CANCELLED', 'ACTIVE'],
      ['EXPIRED', 'FILLED'],
      ['REJECTED', 'ACTIVE'],
    ];
    for (const [from, to] of refused) {
      assert.ok(!canMove(from, to), `${from} → ${to}`);
      assert.throws(() => assertMove(from, to), /cannot become/);
    }
    assert.equal(statusAfterFills('0', false), 'ACTIVE');
    assert.equal(statusAfterFills('25', false), 'PARTIALLY_FILLED');
    assert.equal(statusAfterFills('100', true), 'FILLED');
  });
});
