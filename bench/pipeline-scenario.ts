// One scenario of the pipeline benchmark, in its own process (started by bench/pipeline.ts; chDB
// binds one data directory per process). Roles:
//
// - pipeline-log: the replay (ingest/replay) publishes through MarketDataPublisher onto the
//   in-process LogBus; the engine's MessageConsumers (decode, ajv validation, dead-lettering) feed
//   MarketStateWriter (book_states rows into chDB, hot token state into the in-process store)
//   and CatalogWriter (markets table). Timed from replay.start() until the processors have made
//   durable as many messages as the replay published.
// - kafka-engine + kafka-ingest: the same over kafkajs and librdkafka's mock broker, with the
//   engine and the replay in two processes (as roles are deployed with Kafka). The engine process
//   joins its groups, says `ready`, and learns from the parent what the ingest process published.
//   With transportOnly (the kafka-transport context row) the same two processes keep only the
//   transport: the ingest publishes the messages' JSON unvalidated, the engine's groups count records.
// - raw-insert: the same book_states rows (made by the same replay, untimed), inserted by the
//   engine's own insertBookSnapshots (TabSeparated into chDB) in batches of batchSize; timed are
//   the insert calls only.
// - parquet-insert: for context, the same number of quote rows turned into book_states rows inside
//   chDB by one INSERT … SELECT FROM file(…, Parquet) (ids derived in SQL exactly like ingest/replay/ids.ts).
import path from 'node:path';
import { Writable } from 'node:stream';
import kafkajs, { type Admin } from 'kafkajs';
import { pino, type Logger } from 'pino';
import type { Component } from '../core/lifecycle.ts';
import { encodeMessage, topicOf, type MarketDataMessage } from '../core/market-data.ts';
import { CatalogWriter } from '../engine/market-data/catalog-writer.ts';
import {
  MARKET_STATE_PARTITIONS_AT_ONCE,
  MarketStateWriter,
} from '../engine/market-data/market-state-writer.ts';
import { MessageConsumer, type MessageProcessor } from '../engine/stream/message-consumer.ts';
import { MarketDataPublisher } from '../ingest/publisher.ts';
import {
  ID_NAMESPACE,
  ReplayConnector,
  type ReplayPublisher,
  type ReplaySummary,
} from '../ingest/replay/index.ts';
import type { Bus, BusRecord } from '../storage/bus/bus.ts';
import { KafkaBus } from '../storage/bus/kafka-bus.ts';
import { LogBus } from '../storage/bus/log-bus.ts';
import {
  ClickHouseAnalytics,
  type Analytics,
  type EncodedRows,
  type InsertFormat,
} from '../storage/clickhouse/analytics.ts';
import { insertBookSnapshots, type BookSnapshotRow } from '../storage/clickhouse/book-history.ts';
import { migrateClickHouse } from '../storage/clickhouse/migrate.ts';
import { MemoryHotState } from '../storage/hot/memory-hot-state.ts';
import { topics } from '../storage/bus/topics.ts';
import type { EngineExpectation, IngestReport, ScenarioConfig, ScenarioResult } from './pipeline-config.ts';
import { childConfig, receive, sendResult, signal } from './support/child-scenario.ts';
import { PeakRssSampler } from './support/peak-rss.ts';

const { Kafka, logLevel } = kafkajs;
const DATABASE = 'bench';

/**
 * Warnings and errors of the components go to stderr, except two kinds that are counted instead:
 * the replay's rejected rows (reported as dead-lettered rows) and kafkajs' "offset out of range"
 * (records deleted by the mock broker before they were read: data loss, which fails the run).
 */
function benchLogger(): { log: Logger; offsetResets: () => number } {
  let resets = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString();
      if (line.includes('Offset out of range')) resets += 1;
      else if (!line.includes('"payload rejected"')) process.stderr.write(line);
      done();
    },
  });
  return { log: pino({ level: 'warn' }, stream), offsetResets: () => resets };
}

async function openChdb(config: ScenarioConfig): Promise<ClickHouseAnalytics> {
  const ch = new ClickHouseAnalytics({
    chdbPath: path.join(config.workDir, 'clickhouse'),
    database: DATABASE,
  });
  await ch.start();
  await migrateClickHouse(ch);
  return ch;
}

async function tableRows(ch: Analytics, table: string): Promise<number> {
  const [row] = await ch.query<{ n: string }>('bench.count', `SELECT count() AS n FROM ${ch.table(table)}`);
  return Number(row?.n ?? 0);
}

type Measured = Pick<
  ScenarioResult,
  'maxRssBytes' | 'sampledPeakRssBytes' | 'heapAtPeakBytes' | 'cpuUserSeconds' | 'cpuSystemSeconds'
>;

/** Stops the RSS sampler at the end of the measured part and reads the process's CPU time. */
function stopMeasuring(rss: PeakRssSampler): Measured {
  const peak = rss.stop();
  const u = process.cpuUsage();
  return {
    maxRssBytes: peak.maxRssBytes,
    sampledPeakRssBytes: peak.sampledPeakBytes,
    heapAtPeakBytes: peak.heapAtPeakBytes,
    cpuUserSeconds: u.user / 1e6,
    cpuSystemSeconds: u.system / 1e6,
  };
}

/** Counts the rows of every insert that resolved, per table. */
class CountingAnalytics implements Analytics {
  readonly rows = new Map<string, number>();
  readonly inserts = new Map<string, number>();

  constructor(private readonly inner: Analytics) {}

  table(name: string): string {
    return this.inner.table(name);
  }
  query<T>(tag: string, query: string, params?: Record<string, unknown>): Promise<T[]> {
    return this.inner.query<T>(tag, query, params);
  }
  queryRowBinary(tag: string, query: string, params?: Record<string, unknown>): Promise<Uint8Array> {
    return this.inner.queryRowBinary(tag, query, params);
  }
  command(tag: string, query: string, params?: Record<string, unknown>): Promise<void> {
    return this.inner.command(tag, query, params);
  }
  async insert<T extends object>(
    tag: string,
    table: string,
    rows: readonly T[],
    format?: InsertFormat,
  ): Promise<void> {
    await this.inner.insert(tag, table, rows, format);
    this.count(table, rows.length);
  }
  async insertEncoded(tag: string, table: string, batch: EncodedRows): Promise<void> {
    await this.inner.insertEncoded(tag, table, batch);
    this.count(table, batch.rows);
  }
  private count(table: string, rows: number): void {
    if (rows === 0) return;
    this.rows.set(table, (this.rows.get(table) ?? 0) + rows);
    this.inserts.set(table, (this.inserts.get(table) ?? 0) + 1);
  }
}

/** Messages a processor has made durable (its handle resolved); wakes whoever waits for progress. */
class Progress {
  readonly handled = new Map<string, number>();
  /** Wall-clock time of the last handled batch (epoch ms: comparable across processes). */
  lastBatchEpochMs = Date.now();
  private waiters: (() => void)[] = [];

  wrap(processor: MessageProcessor): MessageProcessor {
    return {
      name: processor.name,
      topics: processor.topics,
      partitionsConcurrently: processor.partitionsConcurrently,
      start: processor.start?.bind(processor),
      partitionsRevoked: processor.partitionsRevoked?.bind(processor),
      handle: async (messages, partition) => {
        await processor.handle(messages, partition);
        this.add(processor.name, messages.length);
      },
    };
  }

  /** `count` more messages of `name` are durable. */
  add(name: string, count: number): void {
    this.handled.set(name, (this.handled.get(name) ?? 0) + count);
    this.lastBatchEpochMs = Date.now();
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  total(): number {
    let n = 0;
    for (const v of this.handled.values()) n += v;
    return n;
  }

  /** Resolves on the next handled batch, or after `ms`. */
  next(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

interface Engine {
  progress: Progress;
  analytics: CountingAnalytics;
  ch: ClickHouseAnalytics;
  books: MessageConsumer;
  catalog: MessageConsumer;
  stop(): Promise<void>;
}

/** chDB, the hot-state store and the two engine consumers on `bus` (started). */
async function startEngine(config: ScenarioConfig, bus: Bus, log: Logger): Promise<Engine> {
  const ch = await openChdb(config);
  const analytics = new CountingAnalytics(ch);
  const hot = new MemoryHotState();
  await hot.start();
  await bus.start();
  const progress = new Progress();
  const books = new MessageConsumer(bus, progress.wrap(new MarketStateWriter(analytics, hot, log)), log, {
    maxBatchSize: config.batchSize,
  });
  const catalog = new MessageConsumer(bus, progress.wrap(new CatalogWriter(analytics)), log, {
    maxBatchSize: config.batchSize,
  });
  await books.start();
  await catalog.start();
  return {
    progress,
    analytics,
    ch,
    books,
    catalog,
    async stop() {
      await books.stop();
      await catalog.stop();
      await bus.stop();
      await hot.stop();
      await ch.stop();
    },
  };
}

/** Waits until each processor has handled its expected count; fails after `stallMs` without progress. */
async function caughtUp(
  progress: Progress,
  expected: Map<string, number>,
  stallMs: number,
  resets: () => number,
) {
  const done = () => [...expected].every(([name, n]) => (progress.handled.get(name) ?? 0) >= n);
  let lastTotal = -1;
  let lastChange = performance.now();
  while (!done()) {
    await progress.next(1000);
    const total = progress.total();
    if (total !== lastTotal) {
      lastTotal = total;
      lastChange = performance.now();
    } else if (performance.now() - lastChange > stallMs) {
      throw new Error(
        `no progress for ${stallMs / 1000} s: handled ${JSON.stringify([...progress.handled])}, ` +
          `expected ${JSON.stringify([...expected])}` +
          (resets() > 0 ? `; the broker deleted unread records (${resets()} offset resets)` : ''),
      );
    }
  }
}

function engineNotes(engine: Engine, quoteMessages: number, resets: number): string[] {
  const notes: string[] = [];
  if (resets > 0) notes.push(`${resets} "offset out of range" resets: records were lost in the mock broker`);
  const written = engine.analytics.rows.get('book_states') ?? 0;
  if (written !== quoteMessages)
    notes.push(`${quoteMessages - written} quote messages wrote no snapshot (older than the token's book)`);
  return notes;
}

/** Replay → LogBus → engine → chDB, all in this process (the embedded default's shape). */
async function runLogPipeline(config: ScenarioConfig, rss: PeakRssSampler): Promise<ScenarioResult> {
  const { log } = benchLogger();
  const bus = new LogBus({
    partitions: 4,
    log,
    maxBatchSize: config.batchSize,
    maxLagRecords: config.maxLagRecords,
    segmentRecords: config.segmentRecords,
  });
  const engine = await startEngine(config, bus, log);
  const replay = new ReplayConnector({
    dir: config.dataset,
    publisher: new MarketDataPublisher(bus, log),
    log,
    maxRows: config.rows,
    speed: 'max',
    batchMessages: config.replayBatch,
  });
  const t0 = performance.now();
  await replay.start();
  const summary: ReplaySummary = await replay.done;
  const replaySeconds = (performance.now() - t0) / 1000;
  const expected = new Map([
    ['market-state', summary.quoteMessages],
    ['catalog', summary.markets + summary.closed + summary.updated],
  ]);
  await caughtUp(engine.progress, expected, config.stallMs, () => 0);
  const seconds = (performance.now() - t0) / 1000;
  const measured = stopMeasuring(rss);
  const inTable = await tableRows(engine.ch, 'book_states');
  const notes = engineNotes(engine, summary.quoteMessages, 0);
  await engine.stop();
  const snapshotRows = engine.analytics.rows.get('book_states') ?? 0;
  const inserts = engine.analytics.inserts.get('book_states') ?? 0;
  return {
    scenario: 'pipeline-log',
    quoteRows: summary.quotes,
    rejectedRows: summary.rejected,
    snapshotRows,
    tableRows: inTable,
    seconds,
    replaySeconds,
    inserts,
    meanInsertRows: inserts ? snapshotRows / inserts : 0,
    catalogRows: engine.analytics.rows.get('markets') ?? 0,
    ...measured,
    notes,
  };
}

function kafkaBus(config: ScenarioConfig, log: Logger, clientId: string): KafkaBus {
  if (!config.brokers) throw new Error('no broker address');
  return new KafkaBus({
    brokers: config.brokers.split(','),
    clientId,
    partitions: 4,
    log,
    // The mock holds a group's first join for about 3 s; a short session keeps joins quick.
    sessionTimeoutMs: 6000,
    rebalanceTimeoutMs: 2000,
    heartbeatIntervalMs: 1000,
    maxWaitTimeMs: 100,
    maxBatchSize: config.batchSize,
    maxBytesPerPartition: config.kafkaMaxBytesPerPartition,
    maxRecordsPerSend: config.kafkaRecordsPerSend,
    // Compressed, a producer request per partition carrying a whole engine batch fits the mock's
    // 5 MiB per partition with room for the next one (see LagThrottledPublisher).
    compression: 'gzip',
  });
}

/** The engine's groups in the Kafka scenarios, with the topic whose lag the benchmark reads. */
const ENGINE_GROUPS = [
  ['engine.market-state', topics.books],
  ['engine.catalog', topics.markets],
] as const;

/** A group's lag on a topic from the broker (end offsets − committed offsets), and the topic's end offsets summed; in Kafka records. */
async function groupLag(
  admin: Admin,
  groupId: string,
  topic: string,
): Promise<{ lag: number; sent: number }> {
  const [ends, committed] = await Promise.all([
    admin.fetchTopicOffsets(topic),
    admin.fetchOffsets({ groupId, topics: [topic] }),
  ]);
  const done = new Map((committed[0]?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
  let lag = 0;
  let sent = 0;
  for (const end of ends) {
    const position = Math.max(done.get(end.partition) ?? -1, Number(end.low));
    lag += Math.max(0, Number(end.high) - position);
    sent += Number(end.high);
  }
  return { lag, sent };
}

/**
 * The engine process's part of a Kafka scenario once its consumers run: waits until they joined
 * their groups (set-up, not throughput: the replay starts after), says `ready`, and returns once
 * they handled what the parent says the ingest process published and committed all of it. The
 * count alone is not enough: after a rebalance (a member the coordinator dropped, e.g. when heavy
 * load delays its heartbeats past the session timeout) the uncommitted batches are delivered again
 * and counted twice, so the count is reached before every record was handled (a run on main at
 * load 9 ended 34,420 quote messages early that way).
 */
async function awaitExpectation(
  config: ScenarioConfig,
  progress: Progress,
  consumers: readonly Pick<Component, 'health'>[],
  offsetResets: () => number,
): Promise<{ expectation: EngineExpectation; endEpochMs: number; redelivered: number }> {
  const deadline = Date.now() + 30_000;
  while (!(await Promise.all(consumers.map((c) => c.health()))).every((h) => h.ok)) {
    if (Date.now() > deadline) throw new Error('kafka consumers did not join their groups within 30 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  await signal('ready', null);
  const expectation = await receive<EngineExpectation>('expect');
  const expected = new Map([
    ['market-state', expectation.quoteMessages],
    ['catalog', expectation.catalogMessages],
  ]);
  await caughtUp(progress, expected, config.stallMs, offsetResets);
  const admin = new Kafka({
    brokers: config.brokers!.split(','),
    clientId: 'bench-done',
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    let lastBatch = progress.lastBatchEpochMs;
    let lastChange = Date.now();
    for (;;) {
      const lags = await Promise.all(ENGINE_GROUPS.map(([group, topic]) => groupLag(admin, group, topic)));
      if (lags.every((l) => l.lag === 0)) break;
      if (progress.lastBatchEpochMs !== lastBatch) {
        lastBatch = progress.lastBatchEpochMs;
        lastChange = Date.now();
      } else if (Date.now() - lastChange > config.stallMs) {
        throw new Error(
          `handled the expected count but ${lags.map((l) => l.lag).join(' + ')} Kafka records stay uncommitted`,
        );
      }
      await progress.next(100);
    }
  } finally {
    await admin.disconnect();
  }
  const redelivered = [...expected].reduce(
    (n, [name, count]) => n + Math.max(0, (progress.handled.get(name) ?? 0) - count),
    0,
  );
  // The batch that committed the last records was the last one: nothing more was published.
  return { expectation, endEpochMs: progress.lastBatchEpochMs, redelivered };
}

/** A note on messages handled twice (counted as handled: see awaitExpectation). */
const redeliveryNotes = (redelivered: number): string[] =>
  redelivered > 0
    ? [`${redelivered.toLocaleString('en-US')} messages handled twice (redelivered after a rebalance)`]
    : [];

/** The engine process of pipeline-kafka: consumers → chDB; done when the parent's expectation is met. */
async function runKafkaEngine(config: ScenarioConfig, rss: PeakRssSampler): Promise<ScenarioResult> {
  if (config.transportOnly) return runTransportEngine(config, rss);
  const { log, offsetResets } = benchLogger();
  const engine = await startEngine(config, kafkaBus(config, log, 'bench-engine'), log);
  const { expectation, endEpochMs, redelivered } = await awaitExpectation(
    config,
    engine.progress,
    [engine.books, engine.catalog],
    offsetResets,
  );
  const measured = stopMeasuring(rss);
  const inTable = await tableRows(engine.ch, 'book_states');
  const notes = [
    ...engineNotes(engine, expectation.quoteMessages, offsetResets()),
    ...redeliveryNotes(redelivered),
  ];
  await engine.stop();
  const snapshotRows = engine.analytics.rows.get('book_states') ?? 0;
  const inserts = engine.analytics.inserts.get('book_states') ?? 0;
  return {
    scenario: 'pipeline-kafka',
    quoteRows: 0, // the parent fills in the replay's figures
    rejectedRows: 0,
    snapshotRows,
    tableRows: inTable,
    seconds: (endEpochMs - expectation.startEpochMs) / 1000,
    replaySeconds: (expectation.endEpochMs - expectation.startEpochMs) / 1000,
    inserts,
    meanInsertRows: inserts ? snapshotRows / inserts : 0,
    catalogRows: engine.analytics.rows.get('markets') ?? 0,
    ...measured,
    notes,
  };
}

/**
 * The engine process of kafka-transport: the engine's two groups on their topics, with the same
 * fetch and batch settings, counting the records they receive — nothing decoded, nothing written.
 */
async function runTransportEngine(config: ScenarioConfig, rss: PeakRssSampler): Promise<ScenarioResult> {
  const { log, offsetResets } = benchLogger();
  const bus = kafkaBus(config, log, 'bench-engine');
  await bus.start();
  const progress = new Progress();
  const counter = (name: string, groupTopics: string[], partitionsConcurrently: number) =>
    bus.consumer({
      groupId: `engine.${name}`,
      topics: groupTopics,
      maxBatchSize: config.batchSize,
      partitionsConcurrently,
      fromBeginning: true,
      handler: (batch) => {
        progress.add(name, batch.records.length);
        return Promise.resolve();
      },
    });
  const consumers = [
    counter('market-state', [topics.books, topics.prices], MARKET_STATE_PARTITIONS_AT_ONCE),
    counter('catalog', [topics.markets], 1),
  ];
  for (const consumer of consumers) await consumer.start();
  const { expectation, endEpochMs, redelivered } = await awaitExpectation(
    config,
    progress,
    consumers,
    offsetResets,
  );
  const measured = stopMeasuring(rss);
  for (const consumer of consumers) await consumer.stop();
  await bus.stop();
  const received = progress.handled.get('market-state') ?? 0;
  return {
    scenario: 'kafka-transport',
    quoteRows: 0, // the parent fills in the replay's figures
    rejectedRows: 0,
    snapshotRows: received,
    tableRows: 0,
    seconds: (endEpochMs - expectation.startEpochMs) / 1000,
    replaySeconds: (expectation.endEpochMs - expectation.startEpochMs) / 1000,
    inserts: 0,
    meanInsertRows: 0,
    ...measured,
    notes: [
      `transport only: ${received.toLocaleString('en-US')} quote records received and counted (snapshot rows/s here: records/s), none decoded or written` +
        (offsetResets() > 0 ? `; ${offsetResets()} "offset out of range" resets` : ''),
      ...redeliveryNotes(redelivered),
    ],
  };
}

/**
 * Consumer lag of the engine's groups, read from the broker (end offsets − committed offsets), as
 * a lag monitor would. The ingest process waits while publishing would put more than
 * `kafkaMaxLagRecords` ahead of the engine: librdkafka's mock broker keeps only the newest 5 MiB per
 * partition (see harness/servers/kafka-mock.ts), so a producer running further ahead would have records
 * deleted before the engine read them. A real broker retains by time and size on disk and needs no
 * such throttle. (The in-process bus has this built in: LogBus maxLagRecords.) The broker counts
 * Kafka records, and the bus sends batched ones (storage/bus/kafka-envelope.ts): a topic's lag in
 * Kafka records is scaled by the records it carried per Kafka record so far.
 */
class LagThrottledPublisher implements ReplayPublisher {
  /** Records published per topic (the broker's end offsets count Kafka records). */
  private readonly published = new Map<string, number>();

  constructor(
    private readonly inner: ReplayPublisher,
    private readonly admin: Admin,
    private readonly bound: number,
  ) {}

  private async lag(): Promise<number> {
    let total = 0;
    for (const [groupId, topic] of ENGINE_GROUPS) {
      const { lag, sent } = await groupLag(this.admin, groupId, topic);
      total += sent > 0 ? lag * Math.max(1, (this.published.get(topic) ?? 0) / sent) : 0;
    }
    return total;
  }

  async publish(source: string, messages: readonly MarketDataMessage[]): Promise<void> {
    // A publish larger than the bound goes out alone, once the engine has caught up.
    for (let lag = await this.lag(); lag > 0 && lag + messages.length > this.bound; lag = await this.lag())
      await new Promise((r) => setTimeout(r, 10));
    for (const m of messages) {
      const topic = topics[topicOf(m)];
      this.published.set(topic, (this.published.get(topic) ?? 0) + 1);
    }
    await this.inner.publish(source, messages);
  }

  reject(source: string, payload: unknown, reason: string, key?: string): Promise<void> {
    return this.inner.reject(source, payload, reason, key);
  }
}

/** kafka-transport's publisher: each message as its JSON record on its topic, not validated. */
function jsonPublisher(bus: Bus): ReplayPublisher {
  return {
    async publish(_source, messages) {
      const byTopic = new Map<string, BusRecord[]>();
      for (const message of messages) {
        const topic = topics[topicOf(message)];
        let records = byTopic.get(topic);
        if (!records) byTopic.set(topic, (records = []));
        records.push(encodeMessage(message));
      }
      await Promise.all([...byTopic].map(([topic, records]) => bus.publish(topic, records)));
    },
    reject: () => Promise.resolve(),
  };
}

/** The ingest process of pipeline-kafka: replay → producer, throttled on the engine's lag. */
async function runKafkaIngest(config: ScenarioConfig, rss: PeakRssSampler): Promise<IngestReport> {
  const { log } = benchLogger();
  const bus = kafkaBus(config, log, 'bench-ingest');
  await bus.start();
  const admin = new Kafka({
    brokers: config.brokers!.split(','),
    clientId: 'bench-lag',
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  const replay = new ReplayConnector({
    dir: config.dataset,
    publisher: new LagThrottledPublisher(
      config.transportOnly ? jsonPublisher(bus) : new MarketDataPublisher(bus, log),
      admin,
      config.kafkaMaxLagRecords,
    ),
    log,
    maxRows: config.rows,
    speed: 'max',
    batchMessages: config.kafkaReplayBatch,
  });
  const startEpochMs = Date.now();
  await replay.start();
  const summary = await replay.done;
  const endEpochMs = Date.now();
  const measured = stopMeasuring(rss);
  await admin.disconnect();
  await bus.stop();
  return {
    startEpochMs,
    endEpochMs,
    quoteRows: summary.quotes,
    rejectedRows: summary.rejected,
    quoteMessages: summary.quoteMessages,
    catalogMessages: summary.markets + summary.closed + summary.updated,
    maxRssBytes: measured.maxRssBytes,
    cpuUserSeconds: measured.cpuUserSeconds,
    cpuSystemSeconds: measured.cpuSystemSeconds,
  };
}

async function runRawInsert(config: ScenarioConfig, rss: PeakRssSampler): Promise<ScenarioResult> {
  const { log } = benchLogger();
  const ch = await openChdb(config);
  // Untimed: the rows, from the same replay — each quote message as the book_states row the
  // engine writes for it — kept as columns (ids and price texts are strings shared by many rows).
  const token: string[] = [];
  const market: string[] = [];
  const ts: number[] = [];
  const bid: (string | null)[] = [];
  const ask: (string | null)[] = [];
  const collector: ReplayPublisher = {
    publish(_source, messages) {
      for (const m of messages) {
        if (m.type !== 'quote') continue;
        token.push(m.token_id);
        market.push(m.market_id);
        ts.push(m.ts);
        bid.push(m.bid);
        ask.push(m.ask);
      }
      return Promise.resolve();
    },
    reject: () => Promise.resolve(),
  };
  const replay = new ReplayConnector({
    dir: config.dataset,
    publisher: collector,
    log,
    maxRows: config.rows,
  });
  await replay.start();
  const summary = await replay.done;

  // Timed: the insert calls only, back to back, each with exactly batchSize rows, through the
  // engine's own insert (storage/clickhouse/book-history.ts: encoding and chDB's insert); building
  // a batch's row objects is not.
  let insertMs = 0;
  let inserts = 0;
  for (let start = 0; start < token.length; start += config.batchSize) {
    const end = Math.min(token.length, start + config.batchSize);
    const rows: BookSnapshotRow[] = [];
    for (let i = start; i < end; i++) {
      rows.push({
        venue: 'venue_a',
        token_id: token[i]!,
        market_id: market[i]!,
        ts: ts[i]!,
        best_bid: bid[i]!,
        best_ask: ask[i]!,
        bids: [],
        asks: [],
      });
    }
    const t0 = performance.now();
    await insertBookSnapshots(ch, rows);
    insertMs += performance.now() - t0;
    inserts += 1;
  }
  const measured = stopMeasuring(rss);
  const inTable = await tableRows(ch, 'book_states');
  await ch.stop();
  return {
    scenario: 'raw-insert',
    quoteRows: summary.quotes,
    rejectedRows: summary.rejected,
    snapshotRows: token.length,
    tableRows: inTable,
    seconds: insertMs / 1000,
    inserts,
    meanInsertRows: token.length / inserts,
    ...measured,
    notes: [
      `rows prepared by the same replay before the timing (${(summary.durationMs / 1000).toFixed(0)} s, held in memory)`,
    ],
  };
}

/** SQL string literal. */
const lit = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

async function runParquetInsert(config: ScenarioConfig, rss: PeakRssSampler): Promise<ScenarioResult> {
  const ch = await openChdb(config);
  const glob = path.join(config.dataset, 'quotes', 'dt=*', '*.parquet');
  // The replay's first `rows` rows: whole files in day order, then the head of the next one.
  // (Its time sort inside the last row group can pick other rows of that group: same count, not
  // necessarily the same rows, which does not matter for an insert rate.)
  const files = await ch.query<{ path: string; n: string }>(
    'bench.parquet.files',
    `SELECT _path AS path, count() AS n FROM file(${lit(glob)}, Parquet) GROUP BY path ORDER BY path`,
  );
  const take: string[] = [];
  let left = config.rows;
  for (const f of files) {
    if (left <= 0) break;
    const n = Math.min(left, Number(f.n));
    take.push(`(_path = ${lit(f.path)} AND _row_number < ${n})`);
    left -= n;
  }
  // Ids as in ingest/replay/ids.ts; prices as exact decimals (from their shortest text), NO = 1 − YES
  // with the sides swapped; the replay's row checks except "older than the token's previous quote".
  const sql = `
    INSERT INTO ${ch.table('book_states')} (venue, token_id, ts, seq, kind, next_ts, best_bid, best_ask, bids, asks)
    SELECT 'venue_a',
           toString(reinterpretAsUInt256(reverse(SHA256(concat(${lit(`${ID_NAMESPACE}:token:`)}, slug, s.1))))),
           ts, 0, 'quote', NULL, s.2, s.3, [], []
    FROM (
      SELECT slug, ts, toDecimal32OrNull(toString(bid), 6) AS b, toDecimal32OrNull(toString(ask), 6) AS a
      FROM file(${lit(glob)}, Parquet)
      WHERE (${take.join(' OR ')})
        AND slug != '' AND ts IS NOT NULL
        AND (bid IS NULL OR (bid >= 0 AND bid <= 1)) AND (ask IS NULL OR (ask >= 0 AND ask <= 1))
        AND NOT (bid IS NOT NULL AND ask IS NOT NULL AND ask < bid)
    )
    ARRAY JOIN [(':yes', b, a), (':no', 1 - a, 1 - b)] AS s`;
  const t0 = performance.now();
  await ch.command('bench.parquet.insert', sql);
  const seconds = (performance.now() - t0) / 1000;
  const measured = stopMeasuring(rss);
  const inTable = await tableRows(ch, 'book_states');
  await ch.stop();
  return {
    scenario: 'parquet-insert',
    quoteRows: inTable / 2,
    rejectedRows: config.rows - inTable / 2,
    snapshotRows: inTable,
    tableRows: inTable,
    seconds,
    inserts: 1,
    meanInsertRows: inTable,
    ...measured,
    notes: ['one INSERT … SELECT inside chDB, ids computed in SQL'],
  };
}

async function main(): Promise<void> {
  const config = childConfig<ScenarioConfig>();
  const rss = new PeakRssSampler().start();
  switch (config.role) {
    case 'raw-insert':
      await sendResult(await runRawInsert(config, rss));
      break;
    case 'parquet-insert':
      await sendResult(await runParquetInsert(config, rss));
      break;
    case 'pipeline-log':
      await sendResult(await runLogPipeline(config, rss));
      break;
    case 'kafka-engine':
      await sendResult(await runKafkaEngine(config, rss));
      break;
    case 'kafka-ingest':
      await sendResult(await runKafkaIngest(config, rss));
      break;
  }
  // kafkajs and chDB may keep handles open; the result is delivered.
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
