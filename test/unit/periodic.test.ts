import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import { PeriodicTask } from '../../core/periodic.ts';

const log = createLogger('silent');
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic task', () => {
  it('should run rounds one after another, never two at once, until stopped', async () => {
    let running = 0;
    let maxRunning = 0;
    let rounds = 0;
    const task = new PeriodicTask('t', 1, async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await tick(5);
      rounds += 1;
      running -= 1;
    }, log);
    await task.start();
    await Promise.all([task.runOnce(), task.runOnce()]);
    await tick(30);
    await task.stop();
    const stoppedAt = rounds;
    await tick(20);
    assert.ok(stoppedAt >= 3, `rounds: ${stoppedAt}`);
    assert.equal(maxRunning, 1);
    assert.equal(running, 0, 'stop waited for the round under way');
    assert.equal(rounds, stoppedAt, 'no round after stop');
  });

  it('should report a failed round in its health until a round succeeds', async () => {
    let fail = true;
    const task = new PeriodicTask('t', 60_000, () => (fail ? Promise.reject(new Error('rpc down')) : Promise.resolve()), log);
    await task.runOnce();
    assert.deepEqual(await task.health(), { ok: false, detail: 'rpc down' });
    fail = false;
    await task.runOnce();
    assert.deepEqual(await task.health(), { ok: true });
  });
});
