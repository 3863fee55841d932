// The backfill's parts that need no server: the gaps outside stored spans, the queue's order (a
// user's request first, then 24-hour and total volume) with several idle workers, the budget's
// bucket (no window of the venue's length holds more than its limit), and the wiring's choice.
import assert from 'node:assert/strict';
import { loadConfig } from '../../core/config.ts';
import { createLogger } from '../../core/logger.ts';
import { backfillFromConfig } from '../../bin/wiring/backfill.ts';
import { bucketFor } from '../../ingest/backfill/budget.ts';
import { chunksNewestFirst, gapsOutside } from '../../ingest/backfill/gaps.ts';
import { BackfillQueue, type BackfillMarket } from '../../ingest/backfill/queue.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';

const market = (id: string, volume24h: number, volume = 0): BackfillMarket => ({
  venue: 'venue_a',
  market_id: id,
  tokens: [`${id}-l`, `${id}-r`],
  volume24h,
  volume,
  createdAt: null,
  endsAt: null,
  closed: false,
  partition: id.charCodeAt(0) % 2,
});

describe('backfill: gaps outside the stored spans', () => {
  it('should leave out what is stored, merged or not, newest gap first, and gaps shorter than asked', () => {
    const w = { from: 0, to: 1000 };
    assert.deepEqual(gapsOutside(w, []), [{ from: 0, to: 1000 }]);
    assert.deepEqual(
      gapsOutside(w, [
        { from: 100, to: 199 },
        { from: 150, to: 300 },
        { from: 900, to: 2000 },
      ]),
      [
        { from: 301, to: 899 },
        { from: 0, to: 99 },
      ],
    );
    assert.deepEqual(gapsOutside(w, [{ from: -5, to: 995 }], 10), []);
    assert.deepEqual(gapsOutside(w, [{ from: 0, to: 1000 }]), []);
    assert.deepEqual(chunksNewestFirst({ from: 0, to: 24 }, 10), [
      { from: 15, to: 24 },
      { from: 5, to: 14 },
      { from: 0, to: 4 },
    ]);
  });
});

describe('backfill: the queue', () => {
  it('should hand out a requested market first, then by 24-hour volume, then by total volume', async () => {
    const q = new BackfillQueue();
    q.request('venue_a', 'q-r', 5);
    q.offer([market('a', 10), market('b', 50), market('c', 10, 99), market('q', 0)]);
    const order = [];
    for (let i = 0; i < 4; i++) order.push((await q.next())!.market_id);
    assert.deepEqual(order, ['q', 'b', 'c', 'a']);
  });

  it('should wake every idle worker with a market of its own, and all of them when closed', async () => {
    const q = new BackfillQueue();
    const waiting = [q.next(), q.next(), q.next()];
    q.offer([market('a', 1), market('b', 2)]);
    const [first, second] = await Promise.all(waiting.slice(0, 2));
    assert.deepEqual([first!.market_id, second!.market_id], ['b', 'a']);
    q.close();
    assert.equal(await waiting[2], undefined);
  });

  it("should not queue a filled market again unless asked for, and drop a revoked partition's markets", async () => {
    const q = new BackfillQueue();
    q.offer([market('a', 1)]);
    const a = (await q.next())!;
    q.done(a);
    q.offer([market('a', 1)]);
    assert.equal(q.size, 0);
    q.request('venue_a', 'a-l', 1);
    q.offer([market('a', 1)]);
    assert.equal(q.size, 1);
    q.dropPartitions(new Set([a.partition]));
    assert.equal(q.size, 0);
  });
});

describe('backfill: the request budget', () => {
  it('should hold no more than the limit in any window of its length', () => {
    for (const limit of [
      { host: 'x', requests: 1000, windowMs: 10_000 },
      { host: 'k', requests: 20, windowMs: 1000 },
      { host: 'low', requests: 4, windowMs: 1000 },
    ]) {
      const b = bucketFor(limit);
      assert.ok(b.capacity >= 1);
      assert.ok(
        b.capacity + (b.perSecond * limit.windowMs) / 1000 <= limit.requests + 1e-9,
        JSON.stringify({ limit, b }),
      );
      assert.ok(
        b.capacity + (b.perSecond * limit.windowMs) / 1000 >= limit.requests * 0.9,
        'most of the limit is used',
      );
    }
  });
});

describe('backfill: wiring', () => {
  const backends = () => ({
    bus: new LogBus({ log: createLogger('silent') }),
    hot: new MemoryHotState(),
    analytics: new ClickHouseAnalytics({ chdbPath: '/nonexistent', database: 'x' }),
  });
  it('should run with a live venue source and not for the replay or when off', () => {
    const b = backends();
    const publisher = new MarketDataPublisher(b.bus, createLogger('silent'));
    const on = loadConfig({ DATA_DIR: '/tmp/x' });
    assert.ok(backfillFromConfig(on, new Set(['polymarket']), b, publisher, createLogger('silent')));
    assert.equal(
      backfillFromConfig(on, new Set(['replay']), b, publisher, createLogger('silent')),
      undefined,
    );
    assert.equal(
      backfillFromConfig(
        loadConfig({ DATA_DIR: '/tmp/x', BACKFILL: 'off' }),
        new Set(['kalshi']),
        b,
        publisher,
        createLogger('silent'),
      ),
      undefined,
    );
  });
});
