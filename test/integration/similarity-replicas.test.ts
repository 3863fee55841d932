// Similarity at N engine replicas (docs/architecture.md "Similarity at N engine replicas"): one,
// two and three similarity members on one bus, each set with its own groups and hot state, are fed
// the same catalog (real same-day catalogs of both venues, ../shared/data/cross-venue, read at test
// time) and the same quotes; the pair list and every market's `similar` list in the hot state are
// the same for every set, also after a member of the three leaves and the others take over its
// partitions. On both bus placements (the Kafka one with the Redis hot state).
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { MarketMessage, QuoteMessage } from '../../core/market-data.ts';
import { encodeMessage } from '../../core/market-data.ts';
import { CatalogWriter } from '../../engine/market-data/catalog-writer.ts';
import { SimilarityWriter } from '../../engine/similarity/similarity-writer.ts';
import type { MessageConsumer } from '../../engine/stream/message-consumer.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { RedisHotState } from '../../storage/hot/redis-hot-state.ts';
import { readPairs, readSimilar } from '../../storage/hot/similarity-state.ts';
import { required, uniqueName } from '../../harness/servers/backends.ts';
import {
  embeddedPlacement,
  serverPlacement,
  type ClickHousePlacement,
} from '../../harness/servers/clickhouse-http.ts';
import { loadCatalogs } from '../../harness/data/cross-venue.ts';
import { NamespacedHotState } from '../../harness/stack/market-data.ts';
import { testKafkaBus, testLogBus } from '../support/test-buses.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const PARTITIONS = 4;
const T0 = Date.parse('2026-06-01T00:00:00Z'); // after every catalog record's source_ts
const FED = /Fed chair|KXFEDCHAIRNOM/i;

/**
 * Resolution rules for a Fed-chair market, written here in its venue's style (the recorded catalog
 * rows carry none, and a pair nobody can read is never priced): both venues' agree on the deadline.
 */
function withRules(m: MarketMessage): MarketMessage {
  const name =
    m.venue === 'venue_b' ? m.market.outcome : (/nominate (.+?) as/.exec(m.market.question)?.[1] ?? '');
  const rules =
    m.venue === 'venue_b'
      ? `If Trump next nominates ${name} as Fed Chair before Jan 1, 2027, then the market resolves to Yes.`
      : `This market will resolve to "Yes" if Donald Trump nominates ${name} as the next Chair of the Federal Reserve by December 31, 2026, 11:59 PM ET. Otherwise it resolves to "No".`;
  return { ...m, market: { ...m.market, description: rules } } as MarketMessage;
}

/** The Fed-chair markets of both venues (many near pairs) and a slice of the rest. */
function catalog(): MarketMessage[] {
  const { kalshi, polymarket } = loadCatalogs();
  const pick = (list: MarketMessage[]) => [
    ...list.filter((m) => FED.test(m.market.question) || FED.test(m.market.market_id)).map(withRules),
    ...list.filter((m) => !FED.test(m.market.question) && !FED.test(m.market.market_id)).slice(0, 60),
  ];
  return [...pick(kalshi), ...pick(polymarket)];
}

const quote = (m: MarketMessage, i: number, ts: number, shift: number): QuoteMessage => {
  const bid = (10 + ((i * 7 + shift) % 70)) / 100;
  return {
    v: 1,
    type: 'quote',
    venue: m.venue,
    market_id: m.market.market_id,
    token_id: m.market.left_token_id,
    bid: String(bid), // canonical decimals: no trailing zero
    ask: String(Math.round(bid * 100 + 3) / 100),
    ts,
  };
};

interface Member {
  consumers: MessageConsumer[];
  /** The shared quotes group (its catalog group is `<group>-catalog.<member>`). */
  group: string;
}

interface ReplicaSet {
  hot: HotState;
  members: Member[];
}

/** How far a replica's similarity score may be from one process's (see describeDifference). */
const SCORE_TOLERANCE = 0.01;

function replicasSuite(
  name: string,
  makeBus: () => Bus,
  makeHot: () => HotState,
  clickhouse: ClickHousePlacement,
): void {
  describe(`similarity at N replicas: ${name}, ${clickhouse.name}`, function () {
    this.timeout(600_000);
    let analytics: ClickHouseAnalytics;
    let bus: Bus;
    const markets = catalog();
    const sets: ReplicaSet[] = [];
    /** The newest quote time per market key (what every pair must end up priced from). */
    const quotedAt = new Map<string, number>();

    before(async () => {
      analytics = new ClickHouseAnalytics(await clickhouse.placement('ch'));
      await analytics.start();
      await migrateClickHouse(analytics);
      bus = makeBus();
      await bus.start();
      await bus.ensureTopics([topics.markets, topics.books]);
      // The catalog as the catalog writer keeps it (each member rebuilds from it) and on md.markets
      // (each member reads all of it, in a group of its own).
      await new CatalogWriter(analytics).handle(markets);
      await bus.publish(topics.markets, markets.map(encodeMessage));
    });
    after(async () => {
      await Promise.allSettled(
        sets.flatMap((s) => s.members.flatMap((m) => m.consumers.map((c) => c.stop()))),
      );
      await Promise.allSettled(sets.map((s) => s.hot.stop()));
      await bus.stop();
      await analytics.stop();
    });

    async function replicaSet(size: number): Promise<ReplicaSet> {
      const hot = makeHot();
      await hot.start();
      const group = uniqueName('engine.similarity');
      const set: ReplicaSet = { hot, members: [] };
      sets.push(set);
      for (let i = 0; i < size; i++) {
        const writer = new SimilarityWriter(analytics, hot, log, { partitions: PARTITIONS, member: `m${i}` });
        const member = { consumers: writer.consumers(bus, group), group };
        set.members.push(member);
        for (const c of member.consumers) await c.start();
      }
      await eventually(`${size} members to share md.books`, () => settled(set), 150_000);
      return set;
    }

    /** Every md.books partition has exactly one owner among the set's running members. */
    const settled = (set: ReplicaSet) => {
      const owned = set.members.flatMap((m) =>
        m.consumers[1]!.assignment.map((tp) => `${tp.topic}/${tp.partition}`),
      );
      return (
        owned.length === PARTITIONS &&
        new Set(owned).size === PARTITIONS &&
        set.members.every((m) => m.consumers[1]!.assignment.length > 0)
      );
    };

    const snapshot = async (set: ReplicaSet) => ({
      pairs: await readPairs(set.hot),
      similar: await Promise.all(
        markets.map(async (m) => [
          `${m.venue}:${m.market.market_id}`,
          await readSimilar(set.hot, `${m.venue}:${m.market.market_id}`),
        ]),
      ),
    });

    /**
     * What differs between two snapshots ('' when nothing), with the set's md.books assignment.
     * Everything must be equal but the similarity scores, which may differ by SCORE_TOLERANCE: a
     * score is taken at the IDF of the catalog as the member had indexed it when it scored the pair,
     * and a member rebuilt from ClickHouse scores at the whole catalog's (full CI runs showed 0.795
     * against 0.789 for one pair, the same pair set, prices and alignment; a known gap, see
     * docs/architecture.md, "Similarity at N engine replicas").
     */
    function describeDifference(
      got: Awaited<ReturnType<typeof snapshot>>,
      expected: Awaited<ReturnType<typeof snapshot>>,
      set: ReplicaSet,
    ): string {
      /** The value without its scores, and its scores in order: equal, and within SCORE_TOLERANCE. */
      const same = (x: unknown, y: unknown) => {
        const scores: number[][] = [[], []];
        const strip = (v: unknown, side: number) =>
          JSON.stringify(v, (k, value: unknown) => {
            if (k !== 'similarity') return value;
            scores[side]!.push(value as number);
            return undefined;
          });
        return (
          strip(x, 0) === strip(y, 1) &&
          scores[0]!.every((score, i) => Math.abs(score - scores[1]![i]!) <= SCORE_TOLERANCE)
        );
      };
      const key = (p: { venue_a: string; venue_b: string }) => `${p.venue_a}~${p.venue_b}`;
      const want = new Map(expected.pairs.map((p) => [key(p), p]));
      const have = new Map(got.pairs.map((p) => [key(p), p]));
      const pairs = [...new Set([...want.keys(), ...have.keys()])].filter(
        (k) => !same(have.get(k), want.get(k)),
      );
      const similar = got.similar
        .filter((entry, i) => !same(entry[1], expected.similar[i]![1]))
        .map((entry) => entry[0] as string);
      if (pairs.length === 0 && similar.length === 0) return '';
      const shown = (p: unknown) => (p === undefined ? 'missing' : JSON.stringify(p));
      const owners = set.members
        .map((m, i) => `member ${i}: ${m.consumers[1]!.assignment.map((tp) => tp.partition).join(',')}`)
        .join('; ');
      return `pairs differing ${pairs.length} (${pairs
        .slice(0, 3)
        .map((k) => `${k}: ${shown(have.get(k))} vs ${shown(want.get(k))}`)
        .join(
          ' | ',
        )}), similar lists differing ${similar.length} (${similar.slice(0, 5).join(', ')}); md.books ${owners}`;
    }

    async function publishQuotes(round: number, every: number): Promise<void> {
      const ts = T0 + round * 60_000;
      const messages = markets
        .filter((_, i) => i % every === 0)
        .map((m, i) => quote(m, i, ts + i, round * 13));
      for (const q of messages) quotedAt.set(`${q.venue}:${q.market_id}`, q.ts);
      await bus.publish(topics.books, messages.map(encodeMessage));
    }

    /** The single member has priced every pair from the newest quotes of both its markets. */
    const current = async (set: ReplicaSet) => {
      const pairs = await readPairs(set.hot);
      return (
        pairs.length > 0 &&
        pairs.every((p) => p.quoted === quotedAt.get(p.venue_a)! + quotedAt.get(p.venue_b)!)
      );
    };

    async function assertSame(reference: ReplicaSet, others: ReplicaSet[]): Promise<void> {
      await eventually(
        'the single member to price every pair from the newest quotes',
        () => current(reference),
        60_000,
      );
      const expected = await snapshot(reference);
      for (const set of others) {
        let differs = '';
        // 240 s: in full CI runs 60 s (load ≈ 8) and then 120 s (a quiet machine) once did not suffice
        // after the restart, where alone it takes seconds; a time-out now says what still differed.
        await eventually(
          `${set.members.length} members to agree`,
          async () => {
            const got = await snapshot(set);
            differs = describeDifference(got, expected, set);
            return differs === '';
          },
          240_000,
        ).catch((err: Error) => {
          throw new Error(`${err.message}: ${differs}`);
        });
        assert.equal(describeDifference(await snapshot(set), expected, set), '');
      }
    }

    it('should give the pair set and similar lists of one member with two and three, after one leaves and once it is back under its name', async () => {
      const one = await replicaSet(1);
      const two = await replicaSet(2);
      const three = await replicaSet(3);
      await publishQuotes(1, 1);
      await assertSame(one, [two, three]);
      const pairs = await readPairs(one.hot);
      assert.ok(pairs.length >= 10, `pairs: ${pairs.length}`);
      assert.ok(
        pairs.some((p) => p.arbitrage > 0),
        'some pair priced with an arbitrage',
      );

      // A member of the three leaves: the others take over its partitions.
      const leaving = three.members.pop()!;
      for (const c of leaving.consumers) await c.stop();
      await eventually('two of three to share md.books', () => settled(three), 120_000);
      await publishQuotes(2, 2);
      await assertSame(one, [two, three]);

      // It starts again under its name: a new process rebuilds its index from the ClickHouse catalog
      // and its catalog group resumes where it stopped (nothing new on md.markets: the rebuild alone
      // must give it the whole catalog).
      const writer = new SimilarityWriter(analytics, three.hot, log, {
        partitions: PARTITIONS,
        member: `m${three.members.length}`,
      });
      const back = { consumers: writer.consumers(bus, leaving.group), group: leaving.group };
      three.members.push(back);
      for (const c of back.consumers) await c.start();
      await eventually('three of three to share md.books again', () => settled(three), 150_000);
      await publishQuotes(3, 3);
      await assertSame(one, [two, three]);
    });
  });
}

replicasSuite(
  'LogBus (in memory), in-process hot state',
  () => testLogBus(log, { partitions: PARTITIONS }),
  () => new MemoryHotState(),
  embeddedPlacement,
);
replicasSuite(
  'KafkaBus (mock cluster), Redis',
  () => testKafkaBus('similarity-replicas', log),
  () => new NamespacedHotState(new RedisHotState(required('TEST_REDIS_URL')), `${uniqueName('sim')}:`),
  serverPlacement,
);

function fenceSuite(name: string, makeHot: () => HotState, clickhouse: ClickHousePlacement): void {
  describe(`similarity writer fence: ${name}, ${clickhouse.name}`, function () {
    this.timeout(120_000);
    let analytics: ClickHouseAnalytics;
    let hot: HotState;
    const markets = catalog();

    before(async () => {
      analytics = new ClickHouseAnalytics(await clickhouse.placement('ch'));
      await analytics.start();
      await migrateClickHouse(analytics);
      await new CatalogWriter(analytics).handle(markets);
      hot = makeHot();
      await hot.start();
    });
    after(async () => {
      await hot.stop();
      await analytics.stop();
    });

    it("should refuse a stale owner's writes once a newer member was assigned its partitions", async () => {
      const writer = (member: string) =>
        new SimilarityWriter(analytics, hot, log, { partitions: PARTITIONS, member });
      const stale = writer('stale');
      await stale.ownAll();
      // A later assignment time: assignments are stamped in milliseconds.
      const assignedAt = Date.now();
      while (Date.now() <= assignedAt) await new Promise((resolve) => setImmediate(resolve));
      const owner = writer('owner');
      await owner.ownAll();
      const [pair] = await readPairs(hot);
      const market = markets.find((m) => `${m.venue}:${m.market.market_id}` === pair!.venue_a)!;
      const key = (p: { venue_a: string; venue_b: string }) => `${p.venue_a}|${p.venue_b}`;
      const find = async () => (await readPairs(hot)).find((p) => key(p) === key(pair!))!;

      // The stale member, never told it lost the partitions, prices a new quote: refused.
      await stale.quotes.handle([quote(market, 0, T0, 0)]);
      assert.equal((await find()).quoted, pair!.quoted, "the owner's list stays");
      // The owner takes the same quote: written.
      await owner.quotes.handle([quote(market, 0, T0, 0)]);
      assert.equal((await find()).quoted - pair!.quoted, T0 - market.source_ts);
    });
  });
}

fenceSuite('in-process store', () => new MemoryHotState(), embeddedPlacement);
fenceSuite(
  'Redis server',
  () => new NamespacedHotState(new RedisHotState(required('TEST_REDIS_URL')), `${uniqueName('sim')}:`),
  serverPlacement,
);
