// The similarity writer settles its text pairs once the catalog is quiet (settleIdleMs): writers
// fed the same catalog in different orders and batches end with the same pair set and `similar`
// lists, the ones a writer that settles at once makes. On the 2026-03-01 catalogs
// (../shared/data/cross-venue, read at test time, never copied).
import assert from 'node:assert/strict';
import { createLogger } from '../../../core/logger.ts';
import type { MarketMessage } from '../../../core/market-data.ts';
import { metricsRegistry } from '../../../core/metrics.ts';
import { SimilarityWriter } from '../../../engine/similarity/similarity-writer.ts';
import { MemoryHotState } from '../../../storage/hot/memory-hot-state.ts';
import { readPairs, readSimilar } from '../../../storage/hot/similarity-state.ts';
import { loadCatalogs } from '../../../harness/data/cross-venue.ts';
import { NoAnalytics } from '../../../harness/stack/no-analytics.ts';
import { shuffled } from '../../../harness/data/similarity-order.ts';
import { controlledClock, eventually } from '../../support/wait.ts';

const log = createLogger('silent');
const IDLE_MS = 2000;

interface Fed {
  writer: SimilarityWriter;
  hot: MemoryHotState;
}

// The idle settle's timer runs on this clock: a test moves it on instead of waiting the quiet time.
const { clock, fake } = controlledClock();

async function feed(markets: readonly MarketMessage[], batch: number, member = 'm'): Promise<Fed> {
  const hot = new MemoryHotState();
  await hot.start();
  const options = { partitions: 4, member, settleIdleMs: IDLE_MS, clock };
  const writer = new SimilarityWriter(new NoAnalytics(), hot, log, options);
  await writer.ownAll();
  for (let i = 0; i < markets.length; i += batch) await writer.catalog.handle(markets.slice(i, i + batch));
  return { writer, hot };
}

describe('similarity: the writer settles once the catalog is quiet', function () {
  this.timeout(120_000);
  let markets: MarketMessage[];
  let expected: string;
  const fed: Fed[] = [];
  const key = (m: MarketMessage) => `${m.venue}:${m.market.market_id}`;
  const snapshot = async (hot: MemoryHotState) =>
    JSON.stringify({
      pairs: (await readPairs(hot)).map((p) => ({ ...p, quoted: 0 })),
      similar: await Promise.all(markets.map((m) => readSimilar(hot, key(m)))),
    });

  before(async () => {
    const { kalshi, polymarket } = loadCatalogs();
    markets = [...kalshi, ...polymarket];
    const reference = await feed(markets, markets.length);
    fed.push(reference);
    await reference.writer.settlePending();
    expected = await snapshot(reference.hot);
  });
  after(async () => {
    await Promise.all(fed.map(async ({ writer, hot }) => (await writer.catalog.stop?.(), await hot.stop())));
  });

  it('should end with the pairs of an immediate settle, whatever the feed order', async () => {
    assert.ok(JSON.parse(expected).pairs.length >= 20, 'pairs found');

    const orders = [
      [...markets].reverse(),
      shuffled(markets, 'writer-settle'),
      [...markets.filter((m) => m.venue === 'venue_a'), ...markets.filter((m) => m.venue === 'venue_b')],
    ];
    const runs = await Promise.all(orders.map((o) => feed(o, 40)));
    fed.push(...runs);
    // Fed one batch at a time, text pairs depend on arrival order until the quiet time has passed.
    const before = await Promise.all(runs.map((r) => snapshot(r.hot)));
    assert.ok(
      before.some((s) => s !== expected),
      'some order differs before the settle',
    );
    await fake.tickAsync(IDLE_MS - 1);
    assert.deepEqual(
      await Promise.all(runs.map((r) => snapshot(r.hot))),
      before,
      'no settle before the quiet time',
    );
    await fake.tickAsync(1);
    for (const [i, run] of runs.entries()) {
      await eventually(`order ${i} to settle`, async () => (await snapshot(run.hot)) === expected, 30_000);
    }
  });

  it('should show a settle pending on /metrics from a catalog change until it is written', async () => {
    const pending = async () => {
      const metric = await metricsRegistry.getSingleMetric('similarity_settle_pending')!.get();
      return metric.values.find((v) => v.labels.member === 'gauge')?.value;
    };
    const run = await feed(shuffled(markets, 'gauge'), 40, 'gauge');
    fed.push(run);
    assert.equal(await pending(), 1, 'pending after the last catalog batch');
    await fake.tickAsync(IDLE_MS);
    await eventually('the settle to be written', async () => (await snapshot(run.hot)) === expected, 30_000);
    assert.equal(await pending(), 0, 'settled');
  });

  it('should settle no more after the catalog consumer stopped', async () => {
    const run = await feed(shuffled(markets, 'stopped'), 40);
    fed.push(run);
    await run.writer.catalog.stop!();
    const frozen = await snapshot(run.hot);
    assert.notEqual(frozen, expected, 'a settle was pending');
    assert.equal(fake.countTimers(), 0, 'the pending settle was cancelled');
    await fake.tickAsync(2 * IDLE_MS);
    assert.equal(await snapshot(run.hot), frozen);
  });
});
