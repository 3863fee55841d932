// The one back-off policy: each retry loop's waits, as its users see them (the bus's and the
// webhooks' own sequences are pinned in batch-failures and account-events).
import assert from 'node:assert/strict';
import { Backoff, backoffDelay, EQUAL_JITTER, sleep } from '../../core/backoff.ts';

describe('backoff', () => {
  it('should double from the first wait up to the cap, and start again after a reset', () => {
    const restarts = new Backoff({ initialMs: 1000, maxMs: 30_000 });
    const waits = Array.from({ length: 7 }, () => restarts.next());
    assert.deepEqual(waits, [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    assert.equal(restarts.attempts, 7);
    restarts.reset();
    assert.deepEqual([restarts.next(), restarts.attempts], [1000, 1]);
  });

  it('should keep an equally jittered wait within [half, whole] of its nominal value', () => {
    const policy = { initialMs: 1000, maxMs: 60_000, jitter: EQUAL_JITTER };
    assert.deepEqual(
      [0, 1, 2].map((n) => backoffDelay(policy, n, () => 0)),
      [500, 1000, 2000],
    );
    assert.deepEqual(
      [0, 1, 2].map((n) => backoffDelay(policy, n, () => 0.999_999)),
      [1000, 2000, 4000],
    );
    assert.equal(
      backoffDelay(policy, 10, () => 0.5),
      45_000,
    );
  });

  it('should grow by another factor, and stay at the cap however many attempts were made', () => {
    assert.equal(backoffDelay({ initialMs: 100, maxMs: 10_000, factor: 3 }, 2), 900);
    assert.equal(backoffDelay({ initialMs: 0, maxMs: 0 }, 5000), 0);
    assert.equal(backoffDelay({ initialMs: 200, maxMs: 5000 }, 5000), 5000);
  });

  it('should refuse a cap below the first wait', () => {
    assert.throws(() => new Backoff({ initialMs: 10, maxMs: 5 }), /0 <= initialMs <= maxMs/);
  });

  it('should end a sleep early when its signal aborts', async () => {
    const stop = new AbortController();
    const slept = sleep(60_000, stop.signal);
    stop.abort();
    await slept;
    await sleep(60_000, stop.signal);
  });
});
