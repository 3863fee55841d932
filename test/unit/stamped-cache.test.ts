import assert from 'node:assert/strict';
import { StampedCache } from '../../core/stamped-cache.ts';

describe('StampedCache', () => {
  let now = 0;
  const cache = (maxBytes = 100, maxEntryBytes = 50, ttlMs = 1000) =>
    new StampedCache({ maxBytes, maxEntryBytes, ttlMs, sizeOf: (t: string) => t.length, now: () => now });
  const text = (value: string) => () => Promise.resolve(value);
  beforeEach(() => {
    now = 0;
  });

  it('should serve a kept text while the stamp is unchanged, and compute again for a new stamp', async () => {
    const c = cache();
    assert.deepEqual(await c.get('k', 's1', text('a')), { value: 'a', read: 'miss' });
    assert.deepEqual(await c.get('k', 's1', text('never')), { value: 'a', read: 'hit' });
    assert.deepEqual(await c.get('k', 's2', text('b')), { value: 'b', read: 'miss' });
    assert.deepEqual(await c.get('k', 's2', text('never')), { value: 'b', read: 'hit' });
    assert.deepEqual(c.size(), { entries: 1, bytes: 1 });
  });

  it('should compute again once a kept text is older than the TTL', async () => {
    const c = cache();
    await c.get('k', 's', text('a'));
    now = 1000;
    assert.equal((await c.get('k', 's', text('b'))).read, 'hit');
    now = 1001;
    assert.deepEqual(await c.get('k', 's', text('b')), { value: 'b', read: 'miss' });
  });

  it('should let the least recently used texts go past maxBytes, and keep no text over maxEntryBytes', async () => {
    const c = cache(100, 50);
    await c.get('a', 's', text('x'.repeat(40)));
    await c.get('b', 's', text('y'.repeat(40)));
    await c.get('a', 's', text('never')); // a is now the most recently used
    await c.get('c', 's', text('z'.repeat(40)));
    assert.deepEqual(c.size(), { entries: 2, bytes: 80 });
    assert.equal((await c.get('a', 's', text('never'))).read, 'hit');
    assert.equal((await c.get('b', 's', text('y'))).read, 'miss');
    assert.deepEqual(await c.get('big', 's', text('w'.repeat(51))), { value: 'w'.repeat(51), read: 'miss' });
    assert.equal((await c.get('big', 's', text('again'))).read, 'miss');
  });

  it('should share one computation among concurrent reads of a key and stamp, and keep no failure', async () => {
    const c = cache();
    let calls = 0;
    let release!: (v: string) => void;
    const slow = () => {
      calls++;
      return new Promise<string>((r) => (release = r));
    };
    const reads = [c.get('k', 's', slow), c.get('k', 's', slow)];
    release('a');
    assert.deepEqual(await Promise.all(reads), [
      { value: 'a', read: 'miss' },
      { value: 'a', read: 'shared' },
    ]);
    assert.equal(calls, 1);
    await assert.rejects(
      c.get('f', 's', () => Promise.reject(new Error('boom'))),
      /boom/,
    );
    assert.deepEqual(await c.get('f', 's', text('ok')), { value: 'ok', read: 'miss' });
  });
});
