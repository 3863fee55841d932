// A consumer of the bus: one kafkajs consumer in its group. eachBatch with auto-commit off; a
// batch's offset (last + 1) is committed only after the handler resolved; a throwing handler gets
// the same batch again after an exponential backoff, heartbeating meanwhile, until it succeeds,
// turns out poison (then its records are dead-lettered and committed: batch-failures.ts), or the
// consumer stops (then the batch stays uncommitted and the group delivers it again). Envelopes
// (kafka-envelope.ts) are unpacked on delivery. A consumer kafkajs gives up on is started again.
// A heartbeat that hears of a rebalance ends the batch after the handler call in flight, so the
// member rejoins at once: a coordinator's join waits for every live member (up to the rebalance
// timeout), so one member's long batch would hold every other member's takeover of a crashed one.
import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import { Backoff, sleep } from '../../core/backoff.ts';
import type { Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type {
  Batch,
  BusConsumer,
  BusRecord,
  ConsumerOptions,
  DeliveredRecord,
  PartitionLag,
  TopicPartition,
} from './bus.ts';
import { BatchFailures, DEFAULT_MAX_ATTEMPTS, deadLetterBatch } from './batch-failures.ts';
import { handledRecords, handlerFailures, reportLag } from './bus-metrics.ts';
import { coPartitionedAssigner } from './co-partitioned-assigner.ts';
import type { KafkaBusAdmin } from './kafka-admin.ts';
import { CONSUMER_TIMINGS, type KafkaBusOptions } from './kafka-client.ts';
import { unpackRecord } from './kafka-envelope.ts';
import { PartitionOwnership } from './partition-ownership.ts';

export interface KafkaConsumerDeps {
  options: ConsumerOptions;
  kafka: () => Kafka;
  /** The bus's admin client, for the group's lag. */
  admin: () => KafkaBusAdmin;
  config: KafkaBusOptions;
  log: Logger;
  /** The bus's publish, for dead letters. */
  publish: (topic: string, records: BusRecord[]) => Promise<void>;
  onStopped: (consumer: KafkaBusConsumer) => void;
}

export class KafkaBusConsumer implements BusConsumer {
  readonly name: string;
  private readonly deps: KafkaConsumerDeps;
  private readonly maxBatchSize: number;
  private readonly heartbeatMs: number;
  private consumer: Consumer | undefined;
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private joined = false;
  private crashed = false;
  /** Waits before restarting after a crash kafkajs gives up on: 1 s doubling to 30 s; reset on a join. */
  private readonly restarts = new Backoff({ initialMs: 1000, maxMs: 30_000 });
  private restartTimer: NodeJS.Timeout | undefined;
  private retrying = false;
  /** Aborted on stop: cuts a retry's backoff short. */
  private readonly stopped = new AbortController();
  private readonly ownership: PartitionOwnership;
  private memberId: string | undefined;
  /** A heartbeat inside a batch heard the group rebalancing; cleared by the next join. */
  private rebalancing = false;
  private unreportLag: () => void = () => undefined;

  constructor(deps: KafkaConsumerDeps) {
    this.deps = deps;
    this.ownership = new PartitionOwnership(deps.options, deps.log);
    this.name = `bus-consumer:${deps.options.groupId}`;
    this.maxBatchSize = Math.max(1, deps.options.maxBatchSize ?? deps.config.maxBatchSize ?? 1000);
    this.heartbeatMs = deps.config.heartbeatIntervalMs ?? CONSUMER_TIMINGS.heartbeatIntervalMs;
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
    const topics = [...new Set(owned.map((tp) => tp.topic))];
    const at = await this.deps.admin().offsets(this.deps.options.groupId, topics);
    return owned.flatMap(({ topic, partition }) => {
      const e = at.get(`${topic}/${partition}`);
      if (!e) return [];
      const from =
        e.committed >= 0n ? e.committed : (this.deps.options.fromBeginning ?? true) ? e.low : e.high;
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
      // The timings and their sources: CONSUMER_TIMINGS (kafka-client.ts).
      sessionTimeout: config.sessionTimeoutMs ?? CONSUMER_TIMINGS.sessionTimeoutMs,
      rebalanceTimeout: config.rebalanceTimeoutMs ?? CONSUMER_TIMINGS.rebalanceTimeoutMs,
      heartbeatInterval: this.heartbeatMs,
      maxWaitTimeInMs: config.maxWaitTimeMs ?? CONSUMER_TIMINGS.maxWaitTimeMs,
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
      this.rebalancing = false;
      this.crashed = false;
      this.restarts.reset();
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
    const inMs = this.restarts.next();
    this.deps.log.warn({ group: this.deps.options.groupId, inMs }, 'restarting the crashed kafka consumer');
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
    }, inMs);
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
    this.stopped.abort();
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
      // Rebalancing: the rest is left uncommitted for whoever the join gives the partition to.
      if (this.stopping || this.rebalancing || !payload.isRunning() || payload.isStale()) return;
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
  private async handle(
    batch: Batch,
    payload: EachBatchPayload,
  ): Promise<'handled' | 'dead-lettered' | 'lost'> {
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
          if (failures.attempts > 0)
            log.info({ ...where, attempts: failures.attempts }, 'batch succeeded after retry');
          return 'handled';
        } catch (err) {
          this.retrying = true;
          handlerFailures.inc({ bus: 'kafka', group: options.groupId, topic: batch.topic });
          const verdict = failures.next(err);
          if ('poison' in verdict) {
            log.error(
              { ...where, err, records: batch.records.length, reason: verdict.poison },
              'poison batch: dead-lettering',
            );
            const target = {
              bus: 'kafka' as const,
              group: options.groupId,
              topic: options.deadLetterTopic,
              publish: this.deps.publish,
            };
            if (!(await deadLetterBatch(target, batch, verdict.poison)))
              log.error({ ...where, records: batch.records }, 'poison batch of a dead-letter topic: skipped');
            return 'dead-lettered';
          }
          log.warn(
            { ...where, err, attempt: failures.attempts, kind: verdict.kind, delay: verdict.retryInMs },
            'batch handler failed; retrying',
          );
          if (!(await this.backoff(verdict.retryInMs, payload))) return 'lost';
        }
      }
    } finally {
      this.retrying = false;
    }
  }

  /**
   * Heartbeats while a (possibly long) handler runs, so the member keeps its partitions. The call
   * in flight cannot be cut short; a heartbeat that hears of a rebalance marks the batch to end
   * after it (eachBatch), and kafkajs's own heartbeat after the batch then rejoins. The commit
   * after each call does not tell: a real broker accepts it while the join waits (Apache Kafka's
   * GroupCoordinator.handleCommitOffsets, case PreparingRebalance, relies on the heartbeat's
   * answer), where librdkafka's mock refuses it (REBALANCE_IN_PROGRESS), which ended the batch
   * there already.
   */
  private async withHeartbeats(payload: EachBatchPayload, fn: () => Promise<void>): Promise<void> {
    const timer = setInterval(() => {
      payload.heartbeat().catch((err: unknown) => {
        if (rebalanceError(err)) this.rebalancing = true;
      });
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
      await sleep(Math.min(left, this.heartbeatMs), this.stopped.signal);
      if (this.stopping || !payload.isRunning()) return false;
      // Throws when the group rebalances: kafkajs rejoins and the batch, uncommitted, comes again.
      await payload.heartbeat();
    }
  }
}

/**
 * The heartbeat errors after which kafkajs rejoins its group (kafkajs src/errors.js `isRebalancing`,
 * not exported): the group is rebalancing, or went on to a newer generation or coordinator.
 */
function rebalanceError(err: unknown): boolean {
  const type = (err as { type?: unknown } | null)?.type;
  return (
    type === 'REBALANCE_IN_PROGRESS' || type === 'NOT_COORDINATOR_FOR_GROUP' || type === 'ILLEGAL_GENERATION'
  );
}
