// The market-state writer's cached books follow the partitions its consumer owns, on both bus
// placements: a member that loses a token's partition and gets it back applies the next delta to
// the book the other member left in the hot state, not to the book it cached before. And on both
// hot-state placements, a stale writer's older state is refused by the fence.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { BookDeltaMessage, BookMessage } from '../../core/market-data.ts';
import { encodeMessage } from '../../core/market-data.ts';
import { MarketStateWriter } from '../../engine/market-data/market-state-writer.ts';
import { MessageConsumer } from '../../engine/stream/message-consumer.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { partitionFor } from '../../storage/bus/partitioner.ts';
import { topics } from '../../storage/bus/topics.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { readBooks } from '../../storage/hot/market-state.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { RedisHotState } from '../../storage/hot/redis-hot-state.ts';
import { required, uniqueName } from '../../harness/servers/backends.ts';
import {
  embeddedPlacement,
  serverPlacement,
  type ClickHousePlacement,
} from '../../harness/servers/clickhouse-http.ts';
import { testKafkaBus, testLogBus } from '../support/test-buses.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const PARTITIONS = 4;
const T0 = Date.parse('2026-03-01T00:00:00Z');

/** One token id per partition of md.books/md.prices (the key is venue:token_id). */
function tokenPerPartition(prefix: string): string[] {
  const tokens = new Array<string | undefined>(PARTITIONS).fill(undefined);
  for (let i = 0; tokens.includes(undefined); i++)
    tokens[partitionFor(`venue_a:${prefix}${i}`, PARTITIONS)] ??= `${prefix}${i}`;
  return tokens as string[];
}

const book = (token: string, ts: number, bid: [string, string], ask: [string, string]): BookMessage => ({
  v: 1,
  type: 'book',
  venue: 'venue_a',
  market_id: `m-${token}`,
  token_id: token,
  bids: [bid],
  asks: [ask],
  ts,
});

function ownershipSuite(name: string, makeBus: () => Bus, clickhouse: ClickHousePlacement): void {
  describe(`market-state writer ownership: ${name}, ${clickhouse.name}`, function () {
    this.timeout(120_000);
    let analytics: ClickHouseAnalytics;
    let hot: MemoryHotState;
    let bus: Bus;
    const consumers: MessageConsumer[] = [];

    before(async () => {
      analytics = new ClickHouseAnalytics(await clickhouse.placement('ch'));
      await analytics.start();
      await migrateClickHouse(analytics);
      hot = new MemoryHotState();
      await hot.start();
      bus = makeBus();
      await bus.start();
      await bus.ensureTopics([topics.books, topics.prices]);
    });
    after(async () => {
      await Promise.allSettled(consumers.map((c) => c.stop()));
      await bus.stop();
      await hot.stop();
      await analytics.stop();
    });

    const member = (group: string): MessageConsumer => {
      const consumer = new MessageConsumer(bus, new MarketStateWriter(analytics, hot, log), log, {
        groupId: group,
      });
      consumers.push(consumer);
      return consumer;
    };
    /** Partitions owned by each member, once every partition of both topics has exactly one owner. */
    const settled = (members: MessageConsumer[]) => () => {
      const owned = members.flatMap((m) => m.assignment.map((tp) => `${tp.topic}/${tp.partition}`));
      return (
        owned.length === 2 * PARTITIONS &&
        new Set(owned).size === owned.length &&
        members.every((m) => m.assignment.length > 0)
      );
    };
    const hotBook = async (token: string) => (await readBooks(hot, [token])).get(token);

    it('should drop the books of a revoked partition and continue from the hot state when it comes back', async () => {
      const group = uniqueName('engine.market-state');
      const tokens = tokenPerPartition(uniqueName('tok'));
      const a = member(group);
      await a.start();
      await eventually('a to own every partition', settled([a]), 40_000);
      // a caches a first book of every token.
      await bus.publish(
        topics.books,
        tokens.map((t) => encodeMessage(book(t, T0, ['0.4', '10'], ['0.6', '10']))),
      );
      for (const t of tokens)
        await eventually(`first book of ${t}`, async () => (await hotBook(t))?.ts === T0, 40_000);

      const b = member(group);
      await b.start();
      await eventually('a and b to share the partitions', settled([a, b]), 40_000);
      const moved = b.assignment.find((tp) => tp.topic === topics.books)!.partition;
      const token = tokens[moved]!;
      // b, owning the token now, writes a newer book.
      await bus.publish(topics.books, [
        encodeMessage(book(token, T0 + 1000, ['0.45', '20'], ['0.55', '20'])),
      ]);
      await eventually("b's book", async () => (await hotBook(token))?.ts === T0 + 1000, 40_000);

      await b.stop();
      await eventually('a to own every partition again', settled([a]), 40_000);
      const delta: BookDeltaMessage = {
        v: 1,
        type: 'book_delta',
        venue: 'venue_a',
        market_id: `m-${token}`,
        token_id: token,
        changes: [{ side: 'bid', price: '0.44', size: '5' }],
        ts: T0 + 2000,
      };
      await bus.publish(topics.books, [encodeMessage(delta)]);
      await eventually('the delta', async () => (await hotBook(token))?.ts === T0 + 2000, 40_000);
      const after = (await hotBook(token))!;
      // With its own first book still cached, a would show bids 0.44/0.4 and ask 0.6.
      assert.deepEqual(
        after.bids,
        [
          ['0.45', '20'],
          ['0.44', '5'],
        ],
        "the delta applied to b's book",
      );
      assert.deepEqual(after.asks, [['0.55', '20']]);
    });
  });
}

function fenceSuite(name: string, makeHot: () => HotState, clickhouse: ClickHousePlacement): void {
  describe(`market-state writer fence: ${name}, ${clickhouse.name}`, function () {
    this.timeout(60_000);
    let analytics: ClickHouseAnalytics;
    let hot: HotState;

    before(async () => {
      analytics = new ClickHouseAnalytics(await clickhouse.placement('ch'));
      await analytics.start();
      await migrateClickHouse(analytics);
      hot = makeHot();
      await hot.start();
    });
    after(async () => {
      await hot.stop();
      await analytics.stop();
    });

    it('should refuse the state of a stale owner and make it read the newer one', async () => {
      const token = uniqueName('tok');
      const stale = new MarketStateWriter(analytics, hot, log);
      const owner = new MarketStateWriter(analytics, hot, log);
      await stale.handle([book(token, T0, ['0.4', '10'], ['0.6', '10'])], 0);
      await owner.handle([book(token, T0 + 2000, ['0.45', '20'], ['0.55', '20'])], 0);
      // The stale member still caches its book and finishes an older batch: refused.
      const delta: BookDeltaMessage = {
        v: 1,
        type: 'book_delta',
        venue: 'venue_a',
        market_id: `m-${token}`,
        token_id: token,
        changes: [{ side: 'bid', price: '0.44', size: '5' }],
        ts: T0 + 1000,
      };
      await stale.handle([delta], 0);
      const kept = (await readBooks(hot, [token])).get(token)!;
      assert.equal(kept.ts, T0 + 2000, "the owner's newer book stays");
      assert.deepEqual(kept.bids, [['0.45', '20']]);
      // Its copy was dropped: the next message applies to the hot state's book.
      await stale.handle([{ ...delta, ts: T0 + 3000 }], 0);
      const next = (await readBooks(hot, [token])).get(token)!;
      assert.deepEqual(next.bids, [
        ['0.45', '20'],
        ['0.44', '5'],
      ]);
      assert.deepEqual(next.asks, [['0.55', '20']]);
    });
  });
}

fenceSuite('in-process store', () => new MemoryHotState(), embeddedPlacement);
fenceSuite('Redis server', () => new RedisHotState(required('TEST_REDIS_URL')), serverPlacement);

ownershipSuite('KafkaBus (mock cluster)', () => testKafkaBus('market-state-ownership', log), serverPlacement);
ownershipSuite('LogBus (in memory)', () => testLogBus(log, { partitions: PARTITIONS }), embeddedPlacement);
