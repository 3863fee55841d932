import assert from 'node:assert/strict';
import type { Lease } from '../../core/lease.ts';
import { createLogger } from '../../core/logger.ts';
import { PeriodicTask } from '../../core/periodic.ts';
import { controlledClock } from '../support/wait.ts';

const log = createLogger('silent');

describe('periodic task', () => {
  it('should run rounds one after another, never two at once, every interval until stopped', async () => {
    const { clock, fake } = controlledClock();
    let running = 0;
    let maxRunning = 0;
    let rounds = 0;
    // Each round takes 5 ms of the controlled clock; rounds start every 1000 ms after the last ended.
    const task = new PeriodicTask(
      't',
      1000,
      async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise<void>((resolve) => clock.setTimeout(resolve, 5));
        rounds += 1;
        running -= 1;
      },
      log,
      { clock },
    );
    await task.start();
    const asked = Promise.all([task.runOnce(), task.runOnce()]);
    await fake.tickAsync(15);
    await asked;
    assert.equal(rounds, 3, 'the two asked for and the first scheduled one, one after another');
    await fake.tickAsync(999);
    assert.equal(rounds, 3, 'the next round waits its interval');
    await fake.tickAsync(6);
    assert.equal(rounds, 4);
    await fake.tickAsync(1002); // the fifth round is under way
    assert.equal(running, 1);
    const stopped = task.stop();
    await fake.tickAsync(3);
    await stopped;
    assert.equal(running, 0, 'stop waited for the round under way');
    assert.equal(rounds, 5);
    assert.equal(maxRunning, 1);
    assert.equal(fake.countTimers(), 0, 'no round scheduled after stop');
    await fake.tickAsync(10_000);
    assert.equal(rounds, 5, 'no round after stop');
  });

  it('should check a lease held elsewhere every renewal period, not only every interval, and then run its round', async () => {
    const { clock, fake } = controlledClock();
    let holder: 'other' | 'me' = 'other';
    let asked = 0;
    const lease: Lease = {
      name: 'paper-upkeep',
      ttlMs: 6000,
      renewMs: 2000,
      acquire: () => {
        asked += 1;
        return Promise.resolve(holder === 'me' ? 7 : undefined);
      },
      release: () => Promise.resolve(),
    };
    let rounds = 0;
    const task = new PeriodicTask('t', 60_000, () => Promise.resolve(void (rounds += 1)), log, {
      clock,
      lease,
    });
    await task.start();
    await fake.tickAsync(1);
    assert.equal(rounds, 0, 'standby: another replica holds the lease');
    assert.equal(asked, 1);
    await fake.tickAsync(2000);
    assert.equal(asked, 2, 'a standby asks again after renewMs, not after the 60 s interval');
    holder = 'me'; // the holder died and its lease ran out
    await fake.tickAsync(2000);
    assert.equal(rounds, 1, 'the round runs as soon as the lease is taken');
    await fake.tickAsync(2000);
    assert.equal(rounds, 1, 'the holder keeps the task interval between rounds');
    await task.stop();
  });

  it('should report a failed round in its health until a round succeeds', async () => {
    let fail = true;
    const task = new PeriodicTask(
      't',
      60_000,
      () => (fail ? Promise.reject(new Error('rpc down')) : Promise.resolve()),
      log,
    );
    await task.runOnce();
    assert.deepEqual(await task.health(), { ok: false, detail: 'rpc down' });
    fail = false;
    await task.runOnce();
    assert.deepEqual(await task.health(), { ok: true });
  });
});
