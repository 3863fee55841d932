// The snapshot's memo of derived answers: bounded by count and by weight, least recently used first.
import assert from 'node:assert/strict';
import { CatalogSnapshot } from '../../../engine/market-queries/catalog-snapshot.ts';

describe('CatalogSnapshot memo', () => {
  const answer = (byteLength: number) => ({ byteLength });

  it('should compute an answer once and keep it while it is among the most recently used', () => {
    const snapshot = new CatalogSnapshot('v1', [], { cacheEntries: 2, cacheBytes: 100 });
    let computed = 0;
    const memo = (key: string, weight = 10) => snapshot.memo(key, () => (computed++, answer(weight)));
    const a = memo('a');
    memo('b');
    assert.equal(memo('a'), a, 'a is kept, and now the most recently used');
    memo('c');
    assert.equal(computed, 3);
    memo('b');
    assert.equal(computed, 4, 'b, the least recently used, went when c came');
    memo('a');
    assert.equal(computed, 5, 'a went when b came back');
  });

  it('should let answers go past the byte budget, keep none heavier than it, and weigh empty ones', () => {
    const snapshot = new CatalogSnapshot('v1', [], { cacheEntries: 10, cacheBytes: 100 });
    let computed = 0;
    const memo = (key: string, weight: number) => snapshot.memo(key, () => (computed++, answer(weight)));
    memo('a', 60);
    memo('b', 60);
    memo('a', 60);
    assert.equal(computed, 3, 'a went when b came: 120 bytes do not fit in 100');
    memo('huge', 101);
    memo('huge', 101);
    assert.equal(computed, 5, 'an answer heavier than the budget is computed every time');
    memo('empty', 0);
    memo('empty', 0);
    assert.equal(computed, 6, 'an empty answer is kept');
  });
});
