// One contract for the hot-state port: Redis and the in-process store.
import assert from 'node:assert/strict';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { RedisHotState } from '../../storage/hot/redis-hot-state.ts';
import { required, uniqueName } from '../support/backends.ts';

function hotStateContract(name: string, make: () => HotState): void {
  describe(`hot-state port: ${name}`, () => {
    let hot: HotState;
    const k = (s: string) => `${uniqueName('hs')}:${s}`;
    before(async () => {
      hot = make();
      await hot.start();
    });
    after(() => hot.stop());

    it('should round-trip values, many at once, in key order', async () => {
      const a = k('a');
      const b = k('b');
      await hot.set(a, '0.53');
      await hot.mset(new Map([[b, '{"bid":"0.5"}']]));
      assert.equal(await hot.get(a), '0.53');
      assert.deepEqual(await hot.mget([b, k('missing'), a]), ['{"bid":"0.5"}', null, '0.53']);
      assert.deepEqual(await hot.mget([]), []);
    });

    it('should expire a value after its time to live', async () => {
      const key = k('ttl');
      await hot.set(key, 'v', 50);
      assert.equal(await hot.get(key), 'v');
      await new Promise((r) => setTimeout(r, 120));
      assert.equal(await hot.get(key), null);
    });

    it('should delete and count what it deleted', async () => {
      const key = k('del');
      await hot.set(key, 'v');
      assert.equal(await hot.del([key, k('never')]), 1);
      assert.equal(await hot.get(key), null);
    });

    it('should count in a fixed window that starts with the first increment', async () => {
      const key = k('rate');
      const first = await hot.incrWindow(key, 200);
      const second = await hot.incrWindow(key, 200);
      assert.equal(first.count, 1);
      assert.equal(second.count, 2);
      assert.ok(second.ttlMs > 0 && second.ttlMs <= 200);
      await new Promise((r) => setTimeout(r, 250));
      assert.equal((await hot.incrWindow(key, 200)).count, 1);
    });

    it('should report healthy', async () => {
      assert.deepEqual(await hot.health(), { ok: true });
    });
  });
}

hotStateContract('Redis server', () => new RedisHotState(required('TEST_REDIS_URL')));
hotStateContract('in-process store', () => new MemoryHotState());
