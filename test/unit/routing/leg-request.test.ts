// A routed leg's child order: the least slippage tolerance whose worst price, as the order service
// computes it from the book's best price (worstPrice), is exactly the leg's last level — on random
// prices and both venues' ticks (seeded) — and the limit price put on the tick in the trader's favour.
import assert from 'node:assert/strict';
import { compare, mul } from '../../../core/decimal.ts';
import type { Side } from '../../../core/trading.ts';
import { toleranceFor } from '../../../engine/routing/leg-request.ts';
import { capOnTick } from '../../../engine/routing/route-leg.ts';
import { worstPrice } from '../../../engine/trading/order-rules.ts';
import { seeded } from '../../../harness/data/book-changes.ts';

describe('routed leg requests', () => {
  it('should find the least tolerance whose worst price is the last level taken (5,000 seeded)', () => {
    const random = seeded(18);
    for (let i = 0; i < 5_000; i++) {
      const tick = ['0.01', '0.001', '0.0001'][Math.floor(random() * 3)]!;
      const steps = Math.round(1 / Number(tick));
      const side: Side = random() < 0.5 ? 'BUY' : 'SELL';
      const a = 1 + Math.floor(random() * (steps - 2));
      const b = 1 + Math.floor(random() * (steps - 2));
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const [best, worst] =
        side === 'BUY'
          ? [mul(String(lo), tick), mul(String(hi), tick)]
          : [mul(String(hi), tick), mul(String(lo), tick)];
      const bps = toleranceFor(best, worst, side, tick);
      // Beyond 655.35 % (DFlow's u16 of bps) no tolerance reaches it: the leg's cap still bounds it.
      if (bps === 65_535 && compare(mul(best, '7.5535'), worst) <= 0) continue;
      assert.equal(
        worstPrice(best, side, bps, tick),
        worst,
        `${side} ${best} → ${worst} at ${bps} bps, tick ${tick}`,
      );
      if (bps > 0) assert.notEqual(compare(worstPrice(best, side, bps - 1, tick), worst), 0, 'the least');
    }
  });

  it('should put the limit on the tick: a BUY down, a SELL up', () => {
    assert.equal(capOnTick('0.4567', 'BUY', '0.01'), '0.45');
    assert.equal(capOnTick('0.4567', 'SELL', '0.01'), '0.46');
    assert.equal(capOnTick('0.45', 'BUY', '0.01'), '0.45');
  });
});
