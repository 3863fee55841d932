// The sandbox price model (ingest/sandbox/walk.ts): deterministic for a seed, moving, bounded, and
// started from the recorded price.
import assert from 'node:assert/strict';
import { PriceWalk, sandboxPrice, WALK_CEILING, WALK_FLOOR } from '../../../ingest/sandbox/walk.ts';

const HOUR = 3_600_000;

describe('sandbox price walk', () => {
  it('should start at the recorded price and give the same path for the same seed, whatever the order of calls', () => {
    assert.equal(sandboxPrice('seed-1', 'tok', '0.42', 0, 1000), '0.42');
    const forward = [1, 2, 3, 5, 8].map((h) => sandboxPrice('seed-1', 'tok', '0.42', h * HOUR, 1000));
    const fresh = new PriceWalk('seed-1', 'tok', '0.42', 1000);
    const backward = [8, 5, 3, 2, 1].map((h) => fresh.priceAt(h * HOUR)).reverse();
    assert.deepEqual(forward, backward);
  });

  it('should move, and move differently for another seed or another token', () => {
    const path = (seed: string, token: string) =>
      [1, 2, 3, 4].map((h) => sandboxPrice(seed, token, '0.5', h * HOUR, 1000));
    const a = path('seed-1', 'tok');
    assert.ok(new Set(a).size > 1, `a walk that moves: ${a.join(' ')}`);
    assert.notDeepEqual(a, path('seed-2', 'tok'));
    assert.notDeepEqual(a, path('seed-1', 'tok-2'));
  });

  it('should stay within its bounds, also from a start at 0 or 1', () => {
    for (const start of ['0', '0.01', '0.99', '1']) {
      const walk = new PriceWalk('bounds', `t-${start}`, start, 60_000);
      for (let h = 0; h <= 24 * 30; h += 6) {
        const p = Number(walk.priceAt(h * HOUR));
        assert.ok(p >= WALK_FLOOR && p <= WALK_CEILING, `${p} at ${h} h from ${start}`);
      }
    }
  });

  it('should hold a price within one step and refuse a step that is not a positive integer', () => {
    assert.equal(sandboxPrice('s', 't', '0.3', 5000, 5000), sandboxPrice('s', 't', '0.3', 9999, 5000));
    assert.throws(() => new PriceWalk('s', 't', '0.3', 0), RangeError);
    assert.throws(() => new PriceWalk('s', 't', 'x', 1000), RangeError);
  });
});
