// GET /api/v1/markets/orderbooks keeps its answers while the token's history stamp (written by the
// engine after each batch of history is durable) is unchanged: a repeated read is served from the
// kept answer, a change the engine stores shows at once, and an answer about history written around
// the engine (no history stamp) is kept under the token's records stamp, until the engine writes the
// token (or the backfill a batch, or BOOK_HISTORY_CACHE_TTL_S passes). On both hot-state placements (the test Redis; the embedded default's
// in-process store, with its embedded PostgreSQL).
import assert from 'node:assert/strict';
import { metricsRegistry } from '../../core/metrics.ts';
import { insertBookSnapshots } from '../../storage/clickhouse/book-history.ts';
import { writeBackfillStamp } from '../../storage/hot/market-state.ts';
import { bookAt, startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';

const T = Date.parse('2026-03-01T00:00:00.000Z');
const MIN = 60_000;
const MARKET = `0x${'c'.repeat(64)}`;

type Book = { best_bid: number | null; bids: Record<string, number>; created_at: string };

async function reads(kind: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('api_book_history_reads_total')!.get();
  return metric.values.filter((v) => v.labels.read === kind).reduce((n, v) => n + v.value, 0);
}

for (const placement of [{ hot: 'redis' as const }, { hot: 'memory' as const, sql: 'embedded' as const }]) {
  describe(`market routes: order-book history answers kept by history stamp (hot state: ${placement.hot})`, function () {
    this.timeout(120_000);
    let stack: MarketDataStack;

    const books = async (query: string): Promise<Book[]> => {
      const r = await stack.client.get(`/api/v1/markets/orderbooks?${query}`);
      assert.equal(r.status, 200, `${query}: ${JSON.stringify(r.body)}`);
      return r.body.data as Book[];
    };

    before(async () => {
      stack = await startMarketDataStack(placement);
    });
    after(() => stack?.stop());

    it('should serve a repeated read from the kept answer, and a change once the engine stores it', async () => {
      const token = '900000000000000000000000000000000000000000000000000000000000000000000000001';
      const q = `venue=venue_a&token_id=${token}&bucket=1h`;
      await stack.ingest([bookAt('venue_a', MARKET, token, T + MIN, [['0.3', '10']], [['0.4', '10']])], {
        refresh: false,
      });
      const first = await books(q);
      assert.deepEqual(
        first.map((b) => b.best_bid),
        [0.3],
      );
      const hits = await reads('hit');
      assert.deepEqual(await books(q), first);
      assert.equal(await reads('hit'), hits + 1, 'the repeated read is a kept answer');

      // A change in the same bucket: the bucket's book is the new one at once.
      await stack.ingest([bookAt('venue_a', MARKET, token, T + 2 * MIN, [['0.35', '5']], [['0.4', '10']])], {
        refresh: false,
      });
      const misses = await reads('miss');
      const second = await books(q);
      assert.deepEqual(
        second.map((b) => b.best_bid),
        [0.35],
      );
      assert.deepEqual(second[0]!.bids, { '0.35': 5 });
      assert.equal(await reads('miss'), misses + 1);
      // Other shapes of the same history are kept apart.
      assert.deepEqual(
        (await books(`venue=venue_a&token_id=${token}`)).map((b) => b.best_bid),
        [0.35, 0.3],
      );
      assert.deepEqual(
        (await books(`${q}&order=ASC&start=${T}&end=${T + 90_000}`)).map((b) => b.best_bid),
        [0.3],
      );
    });

    it('should read ClickHouse once for concurrent identical reads, each answered in full', async () => {
      const token = '900000000000000000000000000000000000000000000000000000000000000000000000003';
      await stack.ingest(
        [0, 1, 2].map((i) =>
          bookAt('venue_a', MARKET, token, T + i * 3_600_000, [[`0.${i + 1}`, '10']], [['0.9', '10']]),
        ),
        { refresh: false },
      );
      const q = `venue=venue_a&token_id=${token}&bucket=30m`;
      const before = await Promise.all(['miss', 'shared', 'hit'].map(reads));
      const answers = await Promise.all(Array.from({ length: 8 }, () => books(q)));
      const after = await Promise.all(['miss', 'shared', 'hit'].map(reads));
      const [misses, shared, hits] = after.map((n, i) => n - before[i]!);
      assert.equal(misses, 1, 'one read of ClickHouse');
      assert.equal(misses + shared! + hits!, 8);
      for (const a of answers)
        assert.deepEqual(
          a.map((b) => b.best_bid),
          [0.3, 0.2, 0.2, 0.1, 0.1],
        );
    });

    it('should keep an answer about history written around the engine while its records stamp is unchanged, and read again once it changes', async () => {
      const token = '900000000000000000000000000000000000000000000000000000000000000000000000002';
      const q = `venue=venue_a&token_id=${token}`;
      const row = (ts: number, bid: string) => ({
        venue: 'venue_a',
        token_id: token,
        market_id: MARKET,
        ts,
        best_bid: bid,
        best_ask: '0.9',
        bids: [[bid, '1'] as [string, string]],
        asks: [['0.9', '1'] as [string, string]],
      });
      await insertBookSnapshots(stack.analytics, [row(T, '0.1')]);
      const misses = await reads('miss');
      assert.deepEqual(
        (await books(q)).map((b) => b.best_bid),
        [0.1],
      );
      assert.equal(await reads('miss'), misses + 1, 'read, and kept under the token records stamp');
      // Another import changes no stamp: the kept answer stands (BOOK_HISTORY_CACHE_TTL_S bounds it).
      await insertBookSnapshots(stack.analytics, [row(T + MIN, '0.2')]);
      const hits = await reads('hit');
      assert.deepEqual(
        (await books(q)).map((b) => b.best_bid),
        [0.1],
      );
      assert.equal(await reads('hit'), hits + 1);
      // A backfilled batch (of any token) changes the backfill's stamp, as the engine's history
      // writer does after each one (history-writer.test.ts), and so every records stamp: every row
      // stored shows at once. (stack.ingest would wait for the engine's rows alone.)
      await writeBackfillStamp(stack.hot);
      assert.deepEqual(
        (await books(q)).map((b) => b.best_bid),
        [0.2, 0.1],
      );
    });
  });
}
