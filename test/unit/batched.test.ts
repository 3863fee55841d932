// Batched: callers that come while a call runs share the next call; a failed call fails its callers only.
import assert from 'node:assert/strict';
import { Batched } from '../../core/batched.ts';

describe('Batched', () => {
  it('should run the first items at once and everything added meanwhile in one next call', async () => {
    const calls: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const batched = new Batched<number>(async (items) => {
      calls.push(items);
      if (calls.length === 1) await gate;
    });
    const first = batched.add([1]);
    const later = [batched.add([2]), batched.add([3, 4]), batched.add([])];
    await Promise.resolve();
    assert.deepEqual(calls, [[1]]);
    release();
    await Promise.all([first, ...later]);
    assert.deepEqual(calls, [[1], [2, 3, 4]]);
    await batched.add([5]);
    assert.deepEqual(calls, [[1], [2, 3, 4], [5]]);
  });

  it('should reject the callers of a failed call and carry on with the next', async () => {
    const batched = new Batched<string>(async (items) => {
      await Promise.resolve();
      if (items.includes('bad')) throw new Error('refused');
    });
    const failed = batched.add(['bad']);
    const next = batched.add(['good']);
    await assert.rejects(failed, /refused/);
    await next;
  });
});
