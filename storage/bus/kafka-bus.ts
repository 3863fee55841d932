// The bus port over Kafka (kafkajs). Producer: acks from all in-sync replicas, not idempotent (the
// librdkafka mock used by the tests refuses InitProducerId), keys partitioned by the same murmur2
// as the embedded log. Consumer: eachBatch with auto-commit off; a batch's offset (last + 1) is
// committed only after the handler resolved; a throwing handler gets the same batch again after an
// exponential backoff, heartbeating meanwhile, until it succeeds, turns out poison (then its records
// are dead-lettered and committed: batch-failures.ts), or the consumer stops (then the batch stays
// uncommitted and the group delivers it again). The records of one publish that land in one
// partition travel as a few batched Kafka records (kafka-envelope.ts), unpacked again on delivery.
import kafkajs from 'kafkajs';
import type { Admin, Consumer, EachBatchPayload, Kafka, LogEntry, Message, Producer, SASLOptions } from 'kafkajs';
import type { Config } from '../../core/config.ts';
import type { Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { Batch, Bus, BusConsumer, BusRecord, ConsumerOptions, DeliveredRecord, PartitionLag, TopicPartition } from './bus.ts';
import { coPartitionedAssigner } from './co-partitioned-assigner.ts';
import { PartitionOwnership } from './partition-ownership.ts';
import { BatchFailures, DEFAULT_MAX_ATTEMPTS, deadLetterBatch } from './batch-failures.ts';
import { handledRecords, handlerFailures, publishedRecords, reportLag } from './bus-metrics.ts';
import { packRecords, unpackRecord, type EnvelopeLimits } from './kafka-envelope.ts';
import { useFastGzip } from './kafka-gzip.ts';
import { partitionFor } from './partitioner.ts';

const { Kafka: KafkaClient, logLevel, CompressionTypes } = kafkajs;

export interface KafkaSecurity {
  /** TLS to the brokers (KAFKA_SSL). */
  ssl?: boolean;
  /** SASL authentication (KAFKA_SASL_*). */
  sasl?: SASLOptions;
}

/** The brokers' TLS and SASL settings of the config, as kafkajs takes them. */
export function kafkaSecurity(config: Pick<Config, 'KAFKA_SSL' | 'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD'>): KafkaSecurity {
  const security: KafkaSecurity = { ssl: config.KAFKA_SSL };
  const mechanism = config.KAFKA_SASL_MECHANISM;
  if (mechanism !== undefined) {
    // loadConfig refuses a mechanism without both.
    const credentials = { username: config.KAFKA_SASL_USERNAME!, password: config.KAFKA_SASL_PASSWORD! };
    // The schema's enum: plain, scram-sha-256, scram-sha-512.
    security.sasl = { mechanism: mechanism as 'plain' | 'scram-sha-256' | 'scram-sha-512', ...credentials };
  }
  return security;
}

export interface KafkaBusOptions extends KafkaSecurity {
  brokers: string[];
  clientId: string;
  /** Partitions of topics created by ensureTopics (auto-created topics get the broker default). */
  partitions: number;
  log: Logger;
  /** Replication factor of topics created by ensureTopics. Default: the broker's default. */
  replicationFactor?: number;
  /** Consumer group session timeout. Default 30 000 ms. */
  sessionTimeoutMs?: number;
  /** How long the coordinator waits for members to rejoin. Default 60 000 ms. */
  rebalanceTimeoutMs?: number;
  /** Default 3 000 ms; keep it well below the session timeout. */
  heartbeatIntervalMs?: number;
  /** Longest fetch long-poll; bounds how long a consumer's stop waits when idle. Default 1 000 ms. */
  maxWaitTimeMs?: number;
  /** First backoff after a failed batch, doubled per attempt. Default 200 ms. */
  retryInitialMs?: number;
  /** Backoff cap. Default 5 000 ms. */
  retryMaxMs?: number;
  /** Failed deliveries of a batch before it is dead-lettered (ConsumerOptions.maxAttempts). Default 10. */
  maxAttempts?: number;
  /** TCP connect timeout. Default 3 000 ms. */
  connectionTimeoutMs?: number;
  /** Default maximum records per handler call. Default 1 000. */
  maxBatchSize?: number;
  /**
   * Most bytes a fetch returns per partition, i.e. the largest batch the handler can get from one
   * fetch. Default 1 MiB (kafkajs' default: ~3 000 market-data records).
   */
  maxBytesPerPartition?: number;
  /** Most bytes one fetch returns over all partitions. Default 10 MiB (kafkajs' default). */
  maxBytes?: number;
  /**
   * Most records per producer request; a larger publish is sent in chunks, one after the other.
   * kafkajs groups a request's records by partition in time quadratic in their number, so large
   * requests cost more CPU per record. Default 1 000.
   */
  maxRecordsPerSend?: number;
  /**
   * Batched Kafka records (kafka-envelope.ts): most elements and value characters per envelope.
   * Default 1 000 records, 512 KiB; false: one Kafka record per record.
   */
  envelope?: EnvelopeLimits | false;
  /**
   * Compression of the producer's record batches: 'gzip' (node's zlib at level 1 with a 2 KiB
   * window, off the main thread: kafka-gzip.ts) or 'none' (default). Market-data JSON packs about
   * 2.9× (the ids are random digits): fewer bytes per record on the wire and in the broker's
   * retention, for ~2.5 µs of zlib CPU per record to compress and ~1 µs to decompress. Consumers
   * need nothing: every Kafka client decompresses record batches itself.
   */
  compression?: 'gzip' | 'none';
}

const DEFAULT_ENVELOPE: EnvelopeLimits = { records: 1000, chars: 512 * 1024 };

/** kafkajs logs through pino, at warn level at most: its "errors" are mostly routine (rebalances). */
function pinoLogCreator(log: Logger) {
  return () =>
    ({ namespace, level, log: entry }: LogEntry): void => {
      if (level > logLevel.WARN) return;
      const { message, ...extra } = entry;
      log.warn({ kafkajs: namespace, ...extra, timestamp: undefined }, String(message));
    };
}

export class KafkaBus implements Bus {
  readonly name = 'kafka-bus';
  private readonly options: KafkaBusOptions;
  private readonly log: Logger;
  private kafka: Kafka | undefined;
  private producer: Producer | undefined;
  private admin: Admin | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly consumers = new Set<KafkaBusConsumer>();
  /** Partition counts of the topics published to (envelopes are packed per partition). */
  private readonly partitionCounts = new Map<string, number>();

  constructor(options: KafkaBusOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaBus needs at least one broker');
    this.options = options;
    this.log = options.log.child({ component: 'kafka-bus' });
  }

  async start(): Promise<void> {
    if (this.kafka) return;
    if (this.options.compression === 'gzip') useFastGzip();
    const kafka = new KafkaClient({
      brokers: this.options.brokers,
      clientId: this.options.clientId,
      connectionTimeout: this.options.connectionTimeoutMs ?? 3000,
      ...(this.options.ssl ? { ssl: true } : {}),
      ...(this.options.sasl ? { sasl: this.options.sasl } : {}),
      logLevel: logLevel.WARN,
      logCreator: pinoLogCreator(this.log),
    });
    const producer = kafka.producer({
      idempotent: false,
      allowAutoTopicCreation: true,
      // The same function as the embedded log (and as kafkajs' default one, whose "partitioner
      // changed" warning this silences).
      createPartitioner:
        () =>
        ({ message, partitionMetadata }) =>
          // An envelope names its partition (its elements', computed by the same function).
          message.partition ?? partitionFor(message.key == null ? '' : message.key.toString(), partitionMetadata.length),
    });
    const admin = kafka.admin();
    try {
      await producer.connect();
      await admin.connect();
    } catch (err) {
      await Promise.allSettled([producer.disconnect(), admin.disconnect()]);
      throw err;
    }
    this.kafka = kafka;
    this.producer = producer;
    this.admin = admin;
  }

  /** Stops what consumers are left, waits for publishes in flight, then disconnects. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.consumers].map((c) => c.stop()));
    await Promise.allSettled([...this.inFlight]);
    const { producer, admin } = this;
    this.producer = undefined;
    this.admin = undefined;
    this.kafka = undefined;
    await Promise.allSettled([producer?.disconnect(), admin?.disconnect()]);
  }

  async health(): Promise<Health> {
    if (!this.admin) return { ok: false, detail: 'not started' };
    try {
      const cluster = await this.admin.describeCluster();
      return { ok: cluster.brokers.length > 0, detail: `${cluster.brokers.length} broker(s)` };
    } catch (err) {
      return { ok: false, detail: (err as Error).message };
    }
  }

  async ensureTopics(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    const admin = this.requireStarted().admin;
    try {
      const created = await admin.createTopics({
        topics: names.map((topic) => ({
          topic,
          numPartitions: this.options.partitions,
          ...(this.options.replicationFactor ? { replicationFactor: this.options.replicationFactor } : {}),
        })),
        waitForLeaders: true,
      });
      this.log.info({ topics: names, created }, 'topics ensured');
    } catch (err) {
      // Brokers that refuse CreateTopics (or a mock cluster) auto-create topics on first use.
      this.log.warn({ topics: names, err }, 'createTopics failed; relying on topic auto-creation');
    }
  }

  async publish(topic: string, records: readonly BusRecord[]): Promise<void> {
    if (records.length === 0) return;
    const { producer } = this.requireStarted();
    const chunk = Math.max(1, this.options.maxRecordsPerSend ?? 1000);
    const compression = this.options.compression === 'gzip' ? CompressionTypes.GZIP : CompressionTypes.None;
    const sending = (async () => {
      const messages = await this.messagesOf(topic, records);
      // Chunks go one after the other: a chunk is sent once the one before it is acknowledged, so a
      // retried chunk cannot land behind a later one (records of one key keep their order).
      for (let i = 0; i < messages.length; i += chunk) {
        await producer.send({ topic, acks: -1, compression, messages: messages.slice(i, i + chunk) });
      }
    })();
    this.inFlight.add(sending);
    try {
      await sending;
    } finally {
      this.inFlight.delete(sending);
    }
    publishedRecords.inc({ bus: 'kafka', topic }, records.length);
  }

  /** The Kafka records for `records`: envelopes per partition, or one each (envelopes off, topic unknown yet). */
  private async messagesOf(topic: string, records: readonly BusRecord[]): Promise<Message[]> {
    const limits = this.options.envelope ?? DEFAULT_ENVELOPE;
    const partitions = limits && records.length > 1 ? await this.partitionCount(topic) : undefined;
    if (!limits || partitions === undefined) return records.map((r) => ({ key: r.key, value: r.value }));
    return packRecords(records, partitions, limits);
  }

  /** The topic's partition count from the broker, kept once known; undefined while it cannot be read. */
  private async partitionCount(topic: string): Promise<number | undefined> {
    const known = this.partitionCounts.get(topic);
    if (known !== undefined) return known;
    try {
      const { topics } = await this.requireStarted().admin.fetchTopicMetadata({ topics: [topic] });
      const count = topics[0]?.partitions.length ?? 0;
      if (count === 0) return undefined;
      this.partitionCounts.set(topic, count);
      return count;
    } catch {
      // Not created yet (auto-created by this first send): records go one each until it exists.
      return undefined;
    }
  }

  consumer(options: ConsumerOptions): BusConsumer {
    if (options.topics.length === 0) throw new Error('a consumer needs at least one topic');
    const consumer = new KafkaBusConsumer({
      options,
      kafka: () => this.requireStarted().kafka,
      admin: () => this.requireStarted().admin,
      config: this.options,
      log: this.log.child({ group: options.groupId }),
      publish: (topic, records) => this.publish(topic, records),
      onStopped: (c) => this.consumers.delete(c),
    });
    this.consumers.add(consumer);
    return consumer;
  }

  private requireStarted(): { kafka: Kafka; producer: Producer; admin: Admin } {
    const { kafka, producer, admin } = this;
    if (!kafka || !producer || !admin) throw new Error('kafka bus is not started');
    return { kafka, producer, admin };
  }
}

interface ConsumerDeps {
  options: ConsumerOptions;
  kafka: () => Kafka;
  /** The bus's admin client, for the group's lag. */
  admin: () => Admin;
  config: KafkaBusOptions;
  log: Logger;
  /** The bus's publish, for dead letters. */
  publish: (topic: string, records: BusRecord[]) => Promise<void>;
  onStopped: (consumer: KafkaBusConsumer) => void;
}

class KafkaBusConsumer implements BusConsumer {
  readonly name: string;
  private readonly deps: ConsumerDeps;
  private readonly maxBatchSize: number;
  private readonly heartbeatMs: number;
  private consumer: Consumer | undefined;
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private joined = false;
  private crashed = false;
  /** Backoff before the next restart after a crash kafkajs does not restart from; reset on a join. */
  private restartDelayMs = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private retrying = false;
  private readonly sleepers = new Set<() => void>();
  private readonly ownership: PartitionOwnership;
  private memberId: string | undefined;
  private unreportLag: () => void = () => undefined;

  constructor(deps: ConsumerDeps) {
    this.deps = deps;
    this.ownership = new PartitionOwnership(deps.options, deps.log);
    this.name = `bus-consumer:${deps.options.groupId}`;
    this.maxBatchSize = Math.max(1, deps.options.maxBatchSize ?? deps.config.maxBatchSize ?? 1000);
    this.heartbeatMs = deps.config.heartbeatIntervalMs ?? 3000;
  }

  get running(): boolean {
    return this.joined && !this.stopping && !this.crashed && !this.retrying;
  }

  get assignment(): readonly TopicPartition[] {
    return this.ownership.assignment;
  }

  /** From the brokers: the topics' high watermarks and the group's committed offsets. */
  async lag(): Promise<PartitionLag[]> {
    const owned = this.assignment;
    if (owned.length === 0) return [];
    const admin = this.deps.admin();
    const topics = [...new Set(owned.map((tp) => tp.topic))];
    const [committed, ...ends] = await Promise.all([
      admin.fetchOffsets({ groupId: this.deps.options.groupId, topics }),
      ...topics.map((topic) => admin.fetchTopicOffsets(topic)),
    ]);
    const at = new Map<string, { high: bigint; low: bigint; committed: bigint }>();
    topics.forEach((topic, i) => {
      for (const p of ends[i]!) at.set(`${topic}/${p.partition}`, { high: BigInt(p.high), low: BigInt(p.low), committed: -1n });
    });
    for (const t of committed) for (const p of t.partitions) {
      const entry = at.get(`${t.topic}/${p.partition}`);
      if (entry) entry.committed = BigInt(p.offset);
    }
    return owned.flatMap(({ topic, partition }) => {
      const e = at.get(`${topic}/${partition}`);
      if (!e) return [];
      const from = e.committed >= 0n ? e.committed : (this.deps.options.fromBeginning ?? true) ? e.low : e.high;
      return [{ topic, partition, records: Number(e.high > from ? e.high - from : 0n) }];
    });
  }

  start(): Promise<void> {
    if (this.stopping) return Promise.reject(new Error(`${this.name} was stopped`));
    this.unreportLag = reportLag({ bus: 'kafka', group: this.deps.options.groupId, lag: () => this.lag() });
    this.starting ??= this.doStart();
    return this.starting;
  }

  private async doStart(): Promise<void> {
    const { options, config, log } = this.deps;
    const consumer = this.deps.kafka().consumer({
      groupId: options.groupId,
      sessionTimeout: config.sessionTimeoutMs ?? 30_000,
      rebalanceTimeout: config.rebalanceTimeoutMs ?? 60_000,
      heartbeatInterval: this.heartbeatMs,
      maxWaitTimeInMs: config.maxWaitTimeMs ?? 1000,
      ...(config.maxBytesPerPartition ? { maxBytesPerPartition: config.maxBytesPerPartition } : {}),
      ...(config.maxBytes ? { maxBytes: config.maxBytes } : {}),
      allowAutoTopicCreation: true,
      partitionAssigners: [coPartitionedAssigner(log)],
    });
    this.consumer = consumer;
    // kafkajs joins only once its fetchers stopped, i.e. with no batch in the handler: the
    // listeners run before the next batch (eachBatch awaits them).
    consumer.on(consumer.events.GROUP_JOIN, (e) => {
      this.joined = true;
      this.crashed = false;
      this.restartDelayMs = 0;
      // A new member id means the group went on without this member for a while: whatever it held
      // may have been processed elsewhere meanwhile, so it is revoked even if it came back.
      if (this.memberId !== e.payload.memberId) void this.ownership.revokeAll();
      this.memberId = e.payload.memberId;
      const now = Object.entries(e.payload.memberAssignment).flatMap(([topic, partitions]) =>
        partitions.map((partition) => ({ topic, partition })),
      );
      void this.ownership.update(now);
      log.info(
        { memberId: e.payload.memberId, assignment: e.payload.memberAssignment },
        'joined consumer group',
      );
    });
    consumer.on(consumer.events.CRASH, (e) => {
      const { error, restart } = e.payload;
      this.memberId = undefined;
      void this.ownership.revokeAll();
      log.error({ err: error, restart }, 'kafka consumer crashed');
      if (!restart) {
        // kafkajs gives up on a non-retriable error (a SyncGroup refused during a rebalance, say):
        // the member would stay out of its group while its process serves on. Start it again.
        this.crashed = true;
        this.restartAfterCrash(consumer);
      }
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [...options.topics], fromBeginning: options.fromBeginning ?? true });
    // Resolves once the group is joined (or the first join failed: then kafkajs retries itself).
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: Math.max(1, options.partitionsConcurrently ?? 1),
      eachBatch: (payload) => this.eachBatch(payload),
    });
  }

  /** A new kafkajs consumer in the group, after a backoff (1 s doubling to 30 s) and until one starts. */
  private restartAfterCrash(crashed: Consumer): void {
    if (this.stopping || this.restartTimer) return;
    this.restartDelayMs = Math.min(30_000, Math.max(1000, this.restartDelayMs * 2));
    this.deps.log.warn({ group: this.deps.options.groupId, inMs: this.restartDelayMs }, 'restarting the crashed kafka consumer');
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (this.stopping) return;
      this.starting = (async () => {
        await crashed.disconnect().catch(() => undefined);
        await this.doStart();
      })();
      this.starting.catch((err: unknown) => {
        this.deps.log.error({ err }, 'restarting the crashed kafka consumer failed');
        this.restartAfterCrash(this.consumer ?? crashed);
      });
    }, this.restartDelayMs);
    this.restartTimer.unref();
  }

  /** Finishes the batch in flight (and commits it), leaves the group, disconnects. */
  stop(): Promise<void> {
    this.stopping ??= this.doStop();
    return this.stopping;
  }

  private async doStop(): Promise<void> {
    this.unreportLag();
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    for (const wake of this.sleepers) wake();
    try {
      await this.starting?.catch(() => undefined);
      await this.consumer?.disconnect();
    } finally {
      this.joined = false;
      await this.ownership.revokeAll();
      this.deps.onStopped(this);
    }
  }

  health(): Promise<Health> {
    if (this.running) return Promise.resolve({ ok: true });
    const detail = this.stopping
      ? 'stopped'
      : this.crashed
        ? 'crashed'
        : this.retrying
          ? 'retrying a failed batch'
          : 'not joined';
    return Promise.resolve({ ok: false, detail });
  }

  private async eachBatch(payload: EachBatchPayload): Promise<void> {
    const { topic, partition, messages } = payload.batch;
    await this.ownership.settled();
    if (!this.ownership.has(topic, partition)) return; // not told to the listeners: not ours (any more)
    // The fetched Kafka records unpacked (an envelope into its elements), `of[i]`: the Kafka record
    // that carried records[i]. Batches hold at most maxBatchSize records and may end inside an
    // envelope; offsets are committed per Kafka record, so only through the last one whose elements
    // were all handled (a crash redelivers the rest of an envelope from its start: at least once).
    const records: DeliveredRecord[] = [];
    const of: number[] = [];
    messages.forEach((m, i) => {
      unpackRecord(records, topic, partition, m);
      while (of.length < records.length) of.push(i);
    });
    let committed = -1;
    for (let start = 0; start < records.length; start += this.maxBatchSize) {
      if (this.stopping || !payload.isRunning() || payload.isStale()) return;
      const end = Math.min(records.length, start + this.maxBatchSize);
      const batch: Batch = { topic, partition, records: records.slice(start, end) };
      const outcome = await this.handle(batch, payload);
      if (outcome === 'lost') return;
      if (outcome === 'handled')
        handledRecords.inc({ bus: 'kafka', group: this.deps.options.groupId, topic }, end - start);
      const done = end === records.length ? messages.length - 1 : of[end]! - 1;
      if (done <= committed) continue;
      committed = done;
      const last = messages[done]!.offset;
      try {
        await payload.commitOffsetsIfNecessary({
          topics: [{ topic, partitions: [{ partition, offset: (BigInt(last) + 1n).toString() }] }],
        });
      } catch (err) {
        // Not committed: the group delivers these records again (at least once).
        if (this.stopping) {
          this.deps.log.warn({ err, topic, partition, offset: last }, 'commit failed while stopping');
          return;
        }
        throw err;
      }
      payload.resolveOffset(last);
    }
  }

  /**
   * Runs the handler until it resolves ('handled'), the batch turns out poison and is dead-lettered
   * ('dead-lettered'), or the consumer stops / loses the partition ('lost').
   */
  private async handle(batch: Batch, payload: EachBatchPayload): Promise<'handled' | 'dead-lettered' | 'lost'> {
    const { options, config, log } = this.deps;
    const failures = new BatchFailures({
      maxAttempts: Math.max(1, options.maxAttempts ?? config.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
      retryInitialMs: config.retryInitialMs ?? 200,
      retryMaxMs: config.retryMaxMs ?? 5000,
    });
    const where = { topic: batch.topic, partition: batch.partition, offset: batch.records[0]?.offset };
    try {
      for (;;) {
        try {
          await this.withHeartbeats(payload, () => options.handler(batch));
          if (failures.attempts > 0) log.info({ ...where, attempts: failures.attempts }, 'batch succeeded after retry');
          return 'handled';
        } catch (err) {
          this.retrying = true;
          handlerFailures.inc({ bus: 'kafka', group: options.groupId, topic: batch.topic });
          const verdict = failures.next(err);
          if ('poison' in verdict) {
            log.error({ ...where, err, records: batch.records.length, reason: verdict.poison }, 'poison batch: dead-lettering');
            const target = { bus: 'kafka' as const, group: options.groupId, topic: options.deadLetterTopic, publish: this.deps.publish };
            if (!(await deadLetterBatch(target, batch, verdict.poison)))
              log.error({ ...where, records: batch.records }, 'poison batch of a dead-letter topic: skipped');
            return 'dead-lettered';
          }
          log.warn({ ...where, err, attempt: failures.attempts, kind: verdict.kind, delay: verdict.retryInMs }, 'batch handler failed; retrying');
          if (!(await this.backoff(verdict.retryInMs, payload))) return 'lost';
        }
      }
    } finally {
      this.retrying = false;
    }
  }

  /** Heartbeats while a (possibly long) handler runs, so the member keeps its partitions. */
  private async withHeartbeats(payload: EachBatchPayload, fn: () => Promise<void>): Promise<void> {
    const timer = setInterval(() => {
      payload.heartbeat().catch(() => undefined);
    }, this.heartbeatMs);
    try {
      await fn();
    } finally {
      clearInterval(timer);
    }
  }

  /** Sleeps `ms`, heartbeating; false when the consumer stops or the partition was revoked. */
  private async backoff(ms: number, payload: EachBatchPayload): Promise<boolean> {
    const deadline = Date.now() + ms;
    for (;;) {
      if (this.stopping || !payload.isRunning() || payload.isStale()) return false;
      const left = deadline - Date.now();
      if (left <= 0) return true;
      await this.sleep(Math.min(left, this.heartbeatMs));
      if (this.stopping || !payload.isRunning()) return false;
      // Throws when the group rebalances: kafkajs rejoins and the batch, uncommitted, comes again.
      await payload.heartbeat();
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
