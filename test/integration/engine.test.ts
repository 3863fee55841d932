// The engine's stream processors on the real in-process bus, ClickHouse (on both placements: chDB in
// process, a server over HTTP: harness/servers/clickhouse-http.ts) and the hot state: a corrupt
// record is dead-lettered with its reason while the rest of its batch is processed, a message its
// processor always fails on is dead-lettered after its attempts and the partition goes on, and a
// redelivered batch (a crash between the writes and the offset commit) leaves no duplicate.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import {
  parseMessage,
  type DeadLetterMessage,
  type MarketDataMessage,
  type PriceMessage,
} from '../../core/market-data.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import { CatalogWriter } from '../../engine/market-data/catalog-writer.ts';
import { MarketStateWriter } from '../../engine/market-data/market-state-writer.ts';
import { MessageConsumer, type MessageProcessor } from '../../engine/stream/message-consumer.ts';
import type { BusConsumer } from '../../storage/bus/bus.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { allTopics, topics } from '../../storage/bus/topics.ts';
import { ClickHouseAnalytics, type Analytics } from '../../storage/clickhouse/analytics.ts';
import { readBuckets, readSnapshots } from '../../storage/clickhouse/book-history.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { readPrices } from '../../storage/hot/market-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { uniqueName } from '../../harness/servers/backends.ts';
import { clickHousePlacements } from '../../harness/servers/clickhouse-http.ts';
import { quoteAt, recordedCatalog, recordedTrumpBook } from '../../harness/stack/market-data.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger('silent');

for (const { name, placement } of clickHousePlacements) {
  describe(`engine stream processors (${name})`, function () {
    this.timeout(60_000);
    let analytics: ClickHouseAnalytics;
    let hot: MemoryHotState;
    let bus: LogBus;

    const count = async (table: string, final: boolean) => {
      const [row] = await analytics.query<{ n: string }>(
        't',
        `SELECT count() AS n FROM ${analytics.table(table)}${final ? ' FINAL' : ''}`,
      );
      return Number(row!.n);
    };

    before(async () => {
      analytics = new ClickHouseAnalytics(await placement('ch'));
      await analytics.start();
      await migrateClickHouse(analytics);
      hot = new MemoryHotState();
      await hot.start();
      bus = new LogBus({ log });
      await bus.start();
      await bus.ensureTopics(allTopics);
    });
    after(async () => {
      await bus.stop();
      await hot.stop();
      await analytics.stop();
    });

    /** Dead letters of `topic` from now on (a new group; stopped after the test). */
    async function collect(topic: string): Promise<DeadLetterMessage[]> {
      const letters: DeadLetterMessage[] = [];
      const dlq = bus.consumer({
        groupId: uniqueName('dlq'),
        topics: [topic],
        handler: (batch) => {
          for (const r of batch.records) {
            const parsed = parseMessage(r.value);
            if (parsed.ok && parsed.message.type === 'dead_letter') letters.push(parsed.message);
          }
          return Promise.resolve();
        },
      });
      collectors.push(dlq);
      await dlq.start();
      return letters;
    }
    const collectors: BusConsumer[] = [];
    afterEach(async () => {
      await Promise.all(collectors.splice(0).map((c) => c.stop()));
    });

    it('should dead-letter a corrupt record with the reason and process the rest of its batch', async () => {
      const consumer = new MessageConsumer(bus, new MarketStateWriter(analytics, hot, log), log, {
        groupId: uniqueName('g'),
      });
      const letters = await collect(topics.deadLetter);
      await consumer.start();
      const book = recordedTrumpBook();
      const corrupt = JSON.stringify({
        ...book,
        bids: [
          ['0.6', '10'],
          ['0.7', '5'],
        ],
      }); // not best first
      await bus.publish(topics.books, [
        { key: `venue_a:${book.token_id}`, value: corrupt },
        { key: `venue_a:${book.token_id}`, value: JSON.stringify(book) },
      ]);
      await eventually(
        'the dead letter and the valid book',
        async () => letters.length > 0 && (await readPrices(hot, [book.token_id])).size > 0,
      );
      await consumer.stop();
      assert.equal(letters.length, 1);
      assert.equal(letters[0]!.topic, topics.books);
      assert.equal(letters[0]!.value, corrupt, 'the original record travels verbatim');
      assert.match(letters[0]!.reason, /book\.bids must be sorted best first/);
      assert.equal(
        (await readPrices(hot, [book.token_id])).get(book.token_id),
        '0.5125',
        'the valid record was processed',
      );
    });

    it('should dead-letter a message its processor always fails on, count it, and go on with the partition', async () => {
      const letters = await collect(topics.deadLetter);
      const group = uniqueName('g');
      const poisonToken = uniqueName('poison');
      const applied: string[] = [];
      const processor: MessageProcessor = {
        name: 'always-fails-on-one-token',
        topics: [topics.prices],
        handle: (messages) => {
          if (messages.some((m) => 'token_id' in m && m.token_id === poisonToken))
            return Promise.reject(new Error('cannot apply'));
          for (const m of messages) if ('token_id' in m) applied.push(m.token_id);
          return Promise.resolve();
        },
      };
      const consumer = new MessageConsumer(bus, processor, log, {
        groupId: group,
        maxBatchSize: 1,
        maxAttempts: 2,
      });
      await consumer.start();
      const price = (token: string): PriceMessage => ({
        v: 1,
        type: 'price',
        venue: 'venue_a',
        market_id: 'm',
        token_id: token,
        price: '0.5',
        kind: 'mid',
        ts: Date.now(),
      });
      // One key: one partition, the poison message first.
      await bus.publish(
        topics.prices,
        [poisonToken, 'after-1', 'after-2'].map((t) => ({
          key: 'venue_a:same',
          value: JSON.stringify(price(t)),
        })),
      );
      await eventually('the messages after the poison one', () => applied.length >= 2);
      await eventually('the dead letter', () => letters.some((l) => l.value.includes(poisonToken)));
      await consumer.stop();
      assert.deepEqual(applied, ['after-1', 'after-2']);
      const letter = letters.find((l) => l.value.includes(poisonToken))!;
      assert.equal(letter.topic, topics.prices);
      assert.match(letter.reason, /failed 2 times; last error: cannot apply/);
      const metric = await metricsRegistry.getSingleMetric('bus_dead_lettered_records_total')!.get();
      assert.equal(metric.values.find((v) => v.labels.group === group)?.value, 1);
    });

    it('should leave no duplicate when a batch is delivered again', async () => {
      const writer = new MarketStateWriter(analytics, hot, log);
      const catalog = new CatalogWriter(analytics);
      const market = recordedCatalog().find((m) => m.venue === 'venue_a')!;
      const t0 = Date.parse('2026-03-01T00:00:00Z');
      const token = market.market.left_token_id;
      const batch: MarketDataMessage[] = [0, 1, 2].map((i) =>
        quoteAt('venue_a', market.market.market_id, token, t0 + i * 60_000, '0.4', `0.4${i + 1}`),
      );
      const before = await count('book_states', true);
      // The first delivery, then the same batch again (the consumer crashed before committing).
      for (let delivery = 0; delivery < 2; delivery++) {
        await writer.handle(batch);
        await catalog.handle([market]);
      }
      assert.equal((await count('book_states', true)) - before, 3, 'one state per (token, ts, seq)');
      const range = { venue: 'venue_a', tokenId: token, start: t0, end: t0 + 2 * 60_000 };
      const raw = await readSnapshots(analytics, { ...range, order: 'ASC', limit: 100, offset: 0 });
      assert.deepEqual(
        raw.map((r) => r.best_ask),
        ['0.41', '0.42', '0.43'],
        'reads never show the duplicate',
      );
      const buckets = await readBuckets(analytics, {
        ...range,
        bucketMs: 60_000,
        order: 'ASC',
        limit: 100,
        offset: 0,
      });
      assert.deepEqual(
        buckets.map((b) => b.snapshot.best_ask),
        ['0.41', '0.42', '0.43'],
      );
      assert.equal(await count('markets', true), 1);
      assert.equal((await readPrices(hot, [token])).get(token), '0.415');
    });

    it('should show no price once the book has emptied, whether the emptying quote came in the same batch or a later one', async () => {
      // Found by bench:replicas: batch boundaries (here one batch, there two) left a price in the hot
      // state that the final book no longer supports, so replicas and one process disagreed.
      const market = recordedCatalog().find((m) => m.venue === 'venue_a')!;
      const token = market.market.left_token_id;
      const t0 = Date.parse('2026-03-03T00:00:00Z');
      const quoted = quoteAt('venue_a', market.market.market_id, token, t0, '0.25', '0.27');
      const emptied = quoteAt('venue_a', market.market.market_id, token, t0 + 60_000, null, null);
      const pricesAfter = async (batches: MarketDataMessage[][]) => {
        const own = new MemoryHotState();
        await own.start();
        const writer = new MarketStateWriter(analytics, own, log);
        for (const b of batches) await writer.handle(b);
        const price = (await readPrices(own, [token])).get(token);
        await own.stop();
        return price;
      };
      assert.equal(await pricesAfter([[quoted]]), '0.26');
      assert.equal(await pricesAfter([[quoted, emptied]]), undefined);
      assert.equal(
        await pricesAfter([[quoted], [emptied]]),
        undefined,
        "the earlier batch's price is cleared",
      );
      assert.equal(
        await pricesAfter([[quoted], [emptied], [{ ...quoted, ts: t0 + 120_000 }]]),
        '0.26',
        'and shown again once quoted',
      );
    });

    it('should write every row of a batch whose insert failed once it is delivered again', async () => {
      let failNext = true;
      const flaky: Analytics = {
        table: (name) => analytics.table(name),
        query: (tag, query, params) => analytics.query(tag, query, params),
        queryRowBinary: (tag, query, params) => analytics.queryRowBinary(tag, query, params),
        command: (tag, query, params) => analytics.command(tag, query, params),
        insert: (tag, table, rows, format) => analytics.insert(tag, table, rows, format),
        insertEncoded: (tag, table, batch) => {
          if (table === 'book_states' && failNext) {
            failNext = false;
            return Promise.reject(new Error('clickhouse unavailable'));
          }
          return analytics.insertEncoded(tag, table, batch);
        },
      };
      const writer = new MarketStateWriter(flaky, hot, log);
      const market = recordedCatalog().find((m) => m.venue === 'venue_a')!;
      const token = market.market.right_token_id;
      const t0 = Date.parse('2026-03-02T00:00:00Z');
      const batch: MarketDataMessage[] = [0, 1, 2].map((i) =>
        quoteAt('venue_a', market.market.market_id, token, t0 + i * 60_000, '0.5', `0.6${i}`),
      );
      await assert.rejects(writer.handle(batch), /clickhouse unavailable/);
      await writer.handle(batch); // the bus delivers the failed batch again
      const range = { venue: 'venue_a', tokenId: token, start: t0, end: t0 + 2 * 60_000 };
      const raw = await readSnapshots(analytics, { ...range, order: 'ASC', limit: 100, offset: 0 });
      assert.deepEqual(
        raw.map((r) => r.best_ask),
        ['0.6', '0.61', '0.62'],
      );
    });
  });
}
