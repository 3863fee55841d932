// The lease gauges say what holds() says when scraped: a renewal that stalls past the TTL ends
// the hold by the local clock, and /metrics must show 0 then, not only once the renewal answers
// (bench:replicas reads two holders of a lease off these gauges).
import assert from 'node:assert/strict';
import { LeaseKeeper } from '../../core/lease-keeper.ts';
import type { Lease } from '../../core/lease.ts';
import { createLogger } from '../../core/logger.ts';
import { metricsRegistry } from '../../core/metrics.ts';

async function gaugeOf(metric: string, lease: string): Promise<number | undefined> {
  const m = await metricsRegistry.getSingleMetric(metric)!.get();
  return m.values.find((v) => v.labels.lease === lease)?.value;
}

describe('lease keeper gauges', () => {
  it('should read 0 once the TTL ran out while a renewal stalls, and 1 again after a prompt renewal', async () => {
    let answer: ((token: number | undefined) => void) | undefined;
    let first = true;
    const lease: Lease = {
      name: 'unit-stalled-renewal',
      ttlMs: 60,
      renewMs: 1_000_000,
      acquire: () => {
        if (first) {
          first = false;
          return Promise.resolve(7);
        }
        return new Promise((resolve) => (answer = resolve));
      },
      release: () => Promise.resolve(),
    };
    const keeper = new LeaseKeeper(lease, createLogger('silent'), 'unit');
    assert.equal(await keeper.take(), 7);
    assert.equal(await gaugeOf('lease_held', lease.name), 1);
    assert.equal(await gaugeOf('lease_token', lease.name), 7);

    const renewal = keeper.take(); // stalls
    await new Promise((resolve) => setTimeout(resolve, 80));
    assert.equal(keeper.holds(), false);
    assert.equal(await gaugeOf('lease_held', lease.name), 0, 'past its TTL the hold is over');
    assert.equal(await gaugeOf('lease_token', lease.name), 0);

    // The late answer does not restore the hold: it was asked longer than a TTL ago.
    answer!(8);
    assert.equal(await renewal, 8);
    assert.equal(await gaugeOf('lease_held', lease.name), 0);
    // A prompt renewal does.
    const prompt = keeper.take();
    answer!(8);
    assert.equal(await prompt, 8);
    assert.equal(await gaugeOf('lease_held', lease.name), 1);
    assert.equal(await gaugeOf('lease_token', lease.name), 8);
    await keeper.stop();
    assert.equal(await gaugeOf('lease_held', lease.name), 0);
  });
});
