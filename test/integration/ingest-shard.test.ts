// Sharded ingest on both bus placements, against local stand-in venues: two ingest members (each a
// Polymarket connector on its own local venue, an IngestShard in one consumer group, and a lease
// holder on the test PostgreSQL). Gamma is listed by the catalog lease holder only; each member
// streams a disjoint share of the markets whose union is all of them; once one leaves, the other
// streams everything. The same for Kalshi's polled books (on the embedded bus).
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import { KalshiConnector } from '../../ingest/kalshi/index.ts';
import { PolymarketConnector } from '../../ingest/polymarket/index.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import { IngestShard } from '../../ingest/shard/shard.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { allTopics } from '../../storage/bus/topics.ts';
import { PgLeases } from '../../storage/postgres/leases.ts';
import { adapterTestData, polymarketSample } from '../../harness/data/venue-samples.ts';
import { uniqueName } from '../../harness/servers/backends.ts';
import { kalshiVenue } from '../support/kalshi-venue.ts';
import { ReplicaPools } from '../support/replica-pools.ts';
import { testKafkaBus, testLogBus } from '../support/test-buses.ts';
import { VenueServer } from '../support/venue-server.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
type Raw = Record<string, any>;
const MARKETS = 12;

/** One recorded Gamma event whose market is cloned into MARKETS tradable markets (two tokens each). */
function events(): Raw[] {
  const [nominee] = JSON.parse(polymarketSample(`${adapterTestData}/gamma_event.json`)) as Raw[];
  const base = (nominee!.markets as Raw[])[0]!;
  const markets = Array.from({ length: MARKETS }, (_, i) => ({
    ...base,
    id: String(900_000 + i),
    conditionId: `0x${(i + 1).toString(16).padStart(64, '0')}`,
    slug: `sharded-market-${i}`,
    clobTokenIds: JSON.stringify([`${7_000_000 + 2 * i}`, `${7_000_000 + 2 * i + 1}`]),
    active: true,
    closed: false,
    acceptingOrders: true,
    volume24hr: 1000 + i,
  }));
  return [{ ...nominee, markets }];
}

const allTokens = Array.from({ length: 2 * MARKETS }, (_, i) => `${7_000_000 + i}`).sort();

async function venue(): Promise<VenueServer> {
  const server = await VenueServer.start();
  const listed = events();
  server.route('GET /events/keyset', () => ({ body: { events: listed } }));
  server.route('GET /book', () => ({
    status: 404,
    body: { error: 'No orderbook exists for the requested token id' },
  }));
  return server;
}

interface Member {
  name: string;
  server: VenueServer;
  shard: IngestShard;
  connector: PolymarketConnector;
  stop(): Promise<void>;
}

function shardSuite(placement: string, makeBus: (member: string) => Bus, sharedBus: boolean): void {
  describe(`sharded ingest: ${placement}`, function () {
    this.timeout(90_000);
    const pools = new ReplicaPools();
    const buses: Bus[] = [];
    const members: Member[] = [];

    before(async () => {
      await pools.migrated();
    });
    after(async () => {
      for (const m of members) await m.stop();
      for (const b of buses) await b.stop();
      await pools.stop();
    });

    const group = uniqueName('ingest');
    const lease = uniqueName('polymarket-catalog');

    /** One ingest replica: its own venue, pool, lease holder and (Kafka) client. */
    async function member(name: string): Promise<Member> {
      const sql = await pools.open();
      let bus = buses[0];
      if (!bus || !sharedBus) {
        bus = makeBus(name);
        await bus.start();
        await bus.ensureTopics(allTopics);
        buses.push(bus);
      }
      const server = await venue();
      const shard = new IngestShard({ bus, log, groupId: group, sweepIntervalMs: 100 });
      const connector = new PolymarketConnector({
        publisher: new MarketDataPublisher(bus, log),
        log,
        gammaUrl: server.url,
        clobUrl: server.url,
        wsUrl: server.wsUrl,
        pollIntervalMs: 300,
        maxMarkets: 100,
        pingIntervalMs: 1000,
        snapshotGraceMs: 60_000,
        silenceMs: 600_000,
        reconnectBackoff: { initialMs: 20, maxMs: 100 },
        pollBackoff: { initialMs: 20, maxMs: 100 },
        shard,
        catalogLease: new PgLeases(sql, name, 2000).lease(lease),
      });
      await connector.start();
      await shard.start();
      let stopped = false;
      const m: Member = {
        name,
        server,
        shard,
        connector,
        stop: async () => {
          if (stopped) return;
          stopped = true;
          await shard.stop();
          await connector.stop();
          await server.close();
        },
      };
      members.push(m);
      return m;
    }

    const streamed = (m: Member) => [...m.server.streamedAssets()].sort();

    it('should stream disjoint shares whose union is every market, the catalog listed by one member', async () => {
      const a = await member('ingest-a');
      const b = await member('ingest-b');
      await eventually(
        'both members own partitions and stream every token between them',
        () => {
          const sa = streamed(a);
          const sb = streamed(b);
          // Both streaming: right after the rebalance the member that had everything may still stream
          // it all while the other, assigned, has not subscribed yet (seen once under load: 24 + 0).
          return (
            a.shard.assignment.length > 0 &&
            b.shard.assignment.length > 0 &&
            sa.length > 0 &&
            sb.length > 0 &&
            sa.length + sb.length === allTokens.length &&
            [...sa, ...sb].sort().join() === allTokens.join()
          );
        },
        60_000,
      );
      const sa = streamed(a);
      const sb = streamed(b);
      assert.ok(sa.length > 0 && sb.length > 0, `each member streams a share (${sa.length} + ${sb.length})`);
      assert.equal(sa.filter((t) => sb.includes(t)).length, 0, 'no token streamed twice');
      const owned = [...a.shard.assignment, ...b.shard.assignment].map((tp) => tp.partition).sort();
      assert.deepEqual(owned, [0, 1, 2, 3], 'the universe partitions are split between the members');
      const listings = [a, b].map((m) => m.server.requests('/events/keyset').length);
      assert.ok(
        listings.includes(0),
        `Gamma is listed by the lease holder only (listings per member: ${listings.join(', ')})`,
      );
    });

    it('should give every market to the member that stays once the other leaves', async () => {
      const [a, b] = members as [Member, Member];
      await a.stop();
      await eventually(
        'the remaining member streams every token',
        () => streamed(b).join() === allTokens.join(),
        60_000,
      );
      assert.equal(b.shard.assignment.length, 4);
    });
  });
}

shardSuite('embedded log bus', () => testLogBus(log, { partitions: 4 }), true);
shardSuite('Kafka (kafkajs)', (member) => testKafkaBus(`test-${member}`, log), false);

describe('sharded ingest: Kalshi book polling (embedded log bus)', function () {
  this.timeout(90_000);
  const pools = new ReplicaPools();
  const bus = testLogBus(log, { partitions: 4 });
  const stops: (() => Promise<void>)[] = [];
  const group = uniqueName('ingest');
  const lease = uniqueName('kalshi-catalog');

  before(async () => {
    await pools.migrated();
    await bus.start();
    await bus.ensureTopics(allTopics);
  });
  after(async () => {
    for (const stop of stops) await stop();
    await bus.stop();
    await pools.stop();
  });

  async function member(name: string) {
    const sql = await pools.open();
    const server = await kalshiVenue();
    const shard = new IngestShard({ bus, log, groupId: group, sweepIntervalMs: 100 });
    const connector = new KalshiConnector({
      publisher: new MarketDataPublisher(bus, log),
      log,
      kalshiUrl: server.url,
      dflowUrl: server.url,
      pollIntervalMs: 200,
      maxMarkets: 10,
      kalshiMinIntervalMs: 0,
      pollBackoff: { initialMs: 20, maxMs: 100 },
      shard,
      catalogLease: new PgLeases(sql, name, 2000).lease(lease),
    });
    await connector.start();
    await shard.start();
    stops.push(async () => {
      await shard.stop();
      await connector.stop();
      await server.close();
    });
    /** Tickers whose books were polled from the `from`-th request of the venue's timeline on. */
    const polled = (from: number) =>
      new Set(
        server.timeline
          .slice(from)
          .flatMap((e) =>
            e.kind === 'request' && e.path.endsWith('/orderbook')
              ? [decodeURIComponent(e.path.split('/')[2]!)]
              : [],
          ),
      );
    return { server, shard, polled };
  }

  it('should poll the books of disjoint shares whose union is the top markets, the listing on one member', async () => {
    const a = await member('kalshi-a');
    const b = await member('kalshi-b');
    const owned = (m: typeof a) => [...m.shard.markets('venue_b').keys()];
    await eventually(
      'both members own a share of the 10 markets',
      () => owned(a).length > 0 && owned(b).length > 0 && owned(a).length + owned(b).length === 10,
      60_000,
    );
    const from = [a.server.timeline.length, b.server.timeline.length];
    await eventually(
      'both members polled their books again',
      () => a.polled(from[0]!).size >= owned(a).length && b.polled(from[1]!).size >= owned(b).length,
      60_000,
    );
    const pa = [...a.polled(from[0]!)];
    const pb = [...b.polled(from[1]!)];
    assert.deepEqual(pa.sort(), owned(a).sort(), 'a polls its share only');
    assert.deepEqual(pb.sort(), owned(b).sort(), 'b polls its share only');
    assert.equal(pa.filter((t) => pb.includes(t)).length, 0, 'no book polled twice');
    const listings = [a, b].map((m) => m.server.requests('/markets').length);
    assert.ok(
      listings.includes(0),
      `the markets are listed by the lease holder only (${listings.join(', ')})`,
    );
  });
});
