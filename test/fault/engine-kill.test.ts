// Fault: the engine process is killed with SIGKILL while it consumes a replay, then started again.
// Ingest and engine run as separate processes (bin/main.ts ingest | engine) on a Kafka mock broker
// of their own, the test Postgres (a fresh database) and Redis (a database of its own); the engine
// keeps ClickHouse in chDB under its own DATA_DIR, read after it stopped by a child process.
//
// "Published" is established independently of the engine: the replayed quotes file is read here
// (hyparquet) and the topics are read back from the broker (kafkajs). "No duplicates" is checked as
// a reader sees the tables (FINAL: ReplacingMergeTree keyed (token_key, ts, seq, kind) for book states,
// (venue, market_id) versioned by source_ts for the catalog) and on the raw parts: a key written
// twice by a redelivered batch must be the identical row, so a merge cannot change what is read.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import type { MarketMessage, QuoteMessage } from '../../core/market-data.ts';
import { freshPostgresUrl, tempDir } from '../../harness/servers/backends.ts';
import {
  chdbRun,
  freshRedisDb,
  groupLag,
  kafkaAdmin,
  readTopic,
  sliceHead,
  SLICE_DAY,
  startKafkaMock,
  startRole,
  waitUntil,
  type KafkaMock,
  type RoleProcess,
} from '../../harness/servers/processes.ts';

/**
 * Replayed rows: ~35 recorded minutes of the slice (220 markets), ~42 s at REPLAY_SPEED=50 — long
 * enough to outlast the engine's start (its four consumer groups join one after the other).
 */
const ROWS = 4000;
const SPEED = '50';
const DATABASE = 'fault';
const REDIS_DB = 11;

interface SnapshotRow {
  token_id: string;
  market_id: string;
  ts: string;
  bid: string | null;
  ask: string | null;
}

const key = (token: string, ts: number | string) => `${token}@${ts}`;
const num = (v: string | null) => (v === null ? null : Number(v));

describe('fault: engine killed with SIGKILL mid-replay, then restarted', function () {
  this.timeout(180_000);

  let kafka: KafkaMock;
  const dirs: string[] = [];
  const procs: RoleProcess[] = [];
  let replayDir: string;
  let engineDir: string;
  /** Recorded rows of the replayed file, and how many of them are crossed (dead-lettered, not published). */
  let sourceRows: { ts: number; slug: string; bid: number | null; ask: number | null }[];
  let atKill: { committed: bigint; lag: bigint; ingestEnded: boolean };
  let engineExit: { code: number | null; signal: NodeJS.Signals | null };
  let quotes: QuoteMessage[];
  let markets: MarketMessage[];
  let replaySummary: Record<string, unknown>;
  let snapshots: SnapshotRow[];
  let raw: { rows: number; keys: number; divergent: number };
  let catalog: { market_id: string; source_ts: string; closed: boolean }[];
  let rawMarketRows: number;

  const context = () => procs.map((p) => p.tail()).join('\n');

  before(async () => {
    kafka = await startKafkaMock();
    replayDir = await sliceHead(ROWS);
    engineDir = tempDir('pme-fault-engine-');
    const ingestDir = tempDir('pme-fault-ingest-');
    dirs.push(replayDir, engineDir, ingestDir);
    sourceRows = (
      await parquetReadObjects({
        file: await asyncBufferFromFile(path.join(replayDir, 'quotes', SLICE_DAY, 'data_0.parquet')),
        columns: ['ts', 'slug', 'bid', 'ask'],
        compressors,
      })
    ).map((o) => ({
      ts: (o.ts as Date).getTime(),
      slug: o.slug as string,
      bid: o.bid as number | null,
      ask: o.ask as number | null,
    }));

    const shared = {
      KAFKA_BROKERS: kafka.brokers,
      DATABASE_URL: await freshPostgresUrl(),
      REDIS_URL: await freshRedisDb(REDIS_DB),
      CLICKHOUSE_DATABASE: DATABASE,
    };
    const engineEnv = { ...shared, DATA_DIR: engineDir };

    const engine1 = startRole('engine', engineEnv, 'engine#1');
    const ingest = startRole(
      'ingest',
      { ...shared, DATA_DIR: ingestDir, REPLAY_DIR: replayDir, REPLAY_SPEED: SPEED },
      'ingest',
    );
    procs.push(engine1, ingest);
    await Promise.all([engine1.waitStarted(), ingest.waitStarted()]);
    const ended = () => ingest.logs((l) => l.msg === 'replay ended').length > 0;

    // Kill once the engine has committed part of the replay, at a moment it holds records it has
    // not committed yet (a tick of the replay being handled), while the replay is still publishing.
    const admin = await kafkaAdmin(kafka.brokers);
    let killedAt: { committed: bigint; lag: bigint };
    try {
      killedAt = await waitUntil(
        'the engine to be handling records, part of the replay committed',
        async () => {
          // Kafka records, each an envelope of up to 1,000 published records (kafka-envelope.ts).
          const l = await groupLag(admin, 'engine.market-state', 'md.books');
          return l.committed > 0n && l.lag > 0n && !ended() ? l : undefined;
        },
        60_000,
        context,
        5,
      );
      await engine1.kill9();
    } finally {
      await admin.disconnect();
    }
    atKill = { ...killedAt, ingestEnded: ended() };

    const engine2 = startRole('engine', engineEnv, 'engine#2');
    procs.push(engine2);
    await engine2.waitStarted(90_000);
    const end = await ingest.waitForLog('replay ended', (l) => l.msg === 'replay ended', 90_000);
    replaySummary = end;
    for (const [group, topic] of [
      ['engine.market-state', 'md.books'],
      ['engine.catalog', 'md.markets'],
    ] as const) {
      await waitUntil(
        `${group} to commit all of ${topic}`,
        async () => (await groupLag(kafka.brokers, group, topic)).lag === 0n,
        90_000,
        context,
      );
    }
    engineExit = await engine2.stop();
    await ingest.stop();

    quotes = (await readTopic(kafka.brokers, 'md.books')).map((r) => JSON.parse(r.value) as QuoteMessage);
    markets = (await readTopic(kafka.brokers, 'md.markets')).map((r) => JSON.parse(r.value) as MarketMessage);

    const db = DATABASE;
    const [rows, rawStats, divergent, marketRows, rawMarkets] = await chdbRun(
      path.join(engineDir, 'clickhouse'),
      db,
      [
        `SELECT t.token_id AS token_id, t.market_id AS market_id, toUnixTimestamp64Milli(s.ts) AS ts,
                toString(s.best_bid) AS bid, toString(s.best_ask) AS ask
         FROM ${db}.book_states AS s FINAL INNER JOIN ${db}.tokens AS t FINAL ON t.token_key = s.token_key
         WHERE t.venue = 'venue_a' AND s.kind != 'checkpoint'`,
        `SELECT count() AS rows, uniqExact(token_key, ts, seq) AS keys FROM ${db}.book_states WHERE kind != 'checkpoint'`,
        `SELECT count() AS n FROM (SELECT token_key, ts, seq, uniqExact(kind, best_bid, best_ask, bids, asks) AS versions
         FROM ${db}.book_states GROUP BY token_key, ts, seq HAVING versions > 1)`,
        `SELECT market_id, toString(source_ts) AS source_ts, closed FROM ${db}.markets FINAL`,
        `SELECT count() AS n FROM ${db}.markets`,
      ],
    );
    snapshots = rows as unknown as SnapshotRow[];
    raw = {
      rows: Number(rawStats![0]!.rows),
      keys: Number(rawStats![0]!.keys),
      divergent: Number(divergent![0]!.n),
    };
    catalog = marketRows as unknown as typeof catalog;
    rawMarketRows = Number(rawMarkets![0]!.n);
  });

  after(async () => {
    for (const p of procs) await p.kill9();
    await kafka?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('should have killed the engine while the replay was still being published and consumed', () => {
    assert.ok(atKill.committed > 0n, 'the engine had committed part of the replay');
    assert.ok(atKill.lag > 0n, 'records were published and not yet committed when the engine was killed');
    assert.equal(atKill.ingestEnded, false, 'the replay was still publishing when the engine was killed');
    assert.ok(atKill.committed < BigInt(quotes.length), `committed ${atKill.committed} of ${quotes.length}`);
  });

  it('should have stopped the restarted engine cleanly after it caught up', () => {
    assert.deepEqual(engineExit, { code: 0, signal: null });
  });

  it('should have published two quotes for every uncrossed recorded row, and each market opened once', () => {
    const crossed = sourceRows.filter((r) => r.bid !== null && r.ask !== null && r.ask < r.bid).length;
    assert.equal(sourceRows.length, ROWS);
    assert.equal(replaySummary.outcome, 'finished');
    assert.equal(quotes.length, 2 * (ROWS - crossed));
    assert.ok(quotes.every((q) => q.type === 'quote'));
    assert.equal(
      new Set(quotes.map((q) => key(q.token_id, q.ts))).size,
      quotes.length,
      'no (token, ts) published twice',
    );
    const slugs = new Set(sourceRows.map((r) => r.slug));
    assert.equal(new Set(markets.map((m) => m.market.market_id)).size, slugs.size);
    assert.equal(replaySummary.markets, slugs.size);
    // After the openings: the closings and final states the end of the data brings (replay/messages.ts).
    assert.equal(
      markets.length,
      slugs.size + (replaySummary.closed as number) + (replaySummary.updated as number),
    );
  });

  it('should hold exactly the published snapshots for a reader: none lost, none twice, values as published', () => {
    assert.equal(snapshots.length, quotes.length);
    const byKey = new Map(snapshots.map((s) => [key(s.token_id, s.ts), s]));
    assert.equal(byKey.size, snapshots.length, 'one row per (token, ts) under FINAL');
    const missing: string[] = [];
    for (const q of quotes) {
      const row = byKey.get(key(q.token_id, q.ts));
      if (!row) {
        missing.push(key(q.token_id, q.ts));
        continue;
      }
      assert.equal(row.market_id, q.market_id);
      assert.deepEqual([num(row.bid), num(row.ask)], [num(q.bid), num(q.ask)], key(q.token_id, q.ts));
    }
    assert.deepEqual(missing.slice(0, 5), [], `${missing.length} published snapshots missing`);
  });

  it('should keep any raw row a redelivery wrote twice identical to the first, so merges cannot change a read', () => {
    assert.equal(raw.keys, quotes.length, 'distinct raw keys are exactly the published ones');
    assert.ok(raw.rows >= raw.keys);
    assert.equal(raw.divergent, 0, 'keys whose raw rows differ');
  });

  it('should hold one catalog row per published market, at its newest published version', () => {
    const newest = new Map<string, number>();
    for (const m of markets)
      newest.set(m.market.market_id, Math.max(newest.get(m.market.market_id) ?? 0, m.source_ts));
    assert.equal(catalog.length, newest.size);
    for (const row of catalog) assert.equal(Number(row.source_ts), newest.get(row.market_id), row.market_id);
    assert.ok(rawMarketRows >= catalog.length);
  });
});
