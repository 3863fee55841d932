// The bus port as an in-process log, with Kafka's semantics: topics of N partitions, a key always
// in the same partition (the Kafka partitioner), consumer groups sharing partitions, offsets
// committed only after the handler resolved, a failed batch delivered again after a backoff.
// Consumers are woken by publish (no polling). With `dir`, records go to segment files and
// committed offsets to offsets.json, and a restart continues where every group left off; segments
// every group has moved past are deleted (and dropped from memory), so memory stays bounded while
// consumers keep up. With `maxLagRecords`, a publish also waits while a consumer group lags that far
// behind on the topic, so a producer faster than its consumers (a replay at full speed) cannot grow
// the log without bound. A companion state (the embedded hot state) is written and read back with
// the committed offsets (log-offsets.ts), so a restart finds state and offsets that agree. See log-segment.ts (storage), log-group.ts (groups), log-offsets.ts (offsets).
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Health } from '../../core/lifecycle.ts';
import { createLogger, type Logger } from '../../core/logger.ts';
import { DEFAULT_MAX_ATTEMPTS } from './batch-failures.ts';
import type { Bus, BusConsumer, BusRecord, ConsumerOptions } from './bus.ts';
import { publishedRecords } from './bus-metrics.ts';
import { LogBusConsumer, type LogHost } from './log-consumer.ts';
import { ConsumerGroup, type GroupTopic } from './log-group.ts';
import { OffsetsWriter, readOffsets, type OffsetsCompanion, type OffsetsSnapshot } from './log-offsets.ts';
import { PartitionLog } from './log-segment.ts';
import { partitionFor } from './partitioner.ts';

export interface LogBusOptions {
  /** Partitions of a new topic. Default 4 (a reloaded topic keeps its count). */
  partitions?: number;
  /** Persist under this directory; unset: in memory only. */
  dir?: string;
  log?: Logger;
  /**
   * Records per segment file. Default 10 000: retention drops whole segments once every group is
   * past them, so this bounds the consumed records a partition keeps in memory.
   */
  segmentRecords?: number;
  /**
   * Longest delay before committed offsets reach offsets.json. Default 1 000 ms (longer while a
   * companion takes long to write: at most a tenth of the time goes to writing).
   */
  offsetsFlushMs?: number;
  /** With `dir`: state kept with the committed offsets and restored with them on start. */
  companion?: OffsetsCompanion;
  /** First backoff after a failed batch, doubled per attempt. Default 200 ms. */
  retryInitialMs?: number;
  /** Backoff cap. Default 5 000 ms. */
  retryMaxMs?: number;
  /** Failed deliveries of a batch before it is dead-lettered (ConsumerOptions.maxAttempts). Default 10. */
  maxAttempts?: number;
  /** Default maximum records per handler call. Default 1 000. */
  maxBatchSize?: number;
  /**
   * Backpressure: publish resolves only once no consumer group with members lags more than this
   * many uncommitted records behind on the topic (summed over its partitions), so a producer
   * faster than the engine (a replay at full speed) cannot fill memory. Default 100 000 (~40 MB of
   * market data); Infinity: publishers never wait. Only ingest connectors publish, and dead
   * letters go to a topic no engine group reads (a handler publishing into a topic its own group
   * consumes could otherwise wait for itself).
   */
  maxLagRecords?: number;
}

const TOPIC_NAME = /^[A-Za-z0-9._-]{1,249}$/;
const OFFSETS_FILE = 'offsets.json';

export class LogBus implements Bus {
  readonly name = 'log-bus';
  private readonly partitions: number;
  private readonly dir: string | undefined;
  private readonly log: Logger;
  private readonly segmentRecords: number;
  private readonly host: LogHost;
  private readonly topics = new Map<string, PartitionLog[]>();
  private readonly groups = new Map<string, ConsumerGroup>();
  /** topic → consumers subscribed to it, woken when it gets records. */
  private readonly subscribers = new Map<string, Set<LogBusConsumer>>();
  private readonly consumers = new Set<LogBusConsumer>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly maxLagRecords: number;
  /** Publishes waiting for consumers to catch up (maxLagRecords); woken by commits and departures. */
  private lagWaiters: (() => void)[] = [];
  private offsets: OffsetsWriter | undefined;
  private readonly companion: OffsetsCompanion | undefined;
  private started = false;

  constructor(options: LogBusOptions = {}) {
    this.partitions = options.partitions ?? 4;
    if (!Number.isInteger(this.partitions) || this.partitions < 1) throw new Error('partitions must be >= 1');
    this.dir = options.dir;
    this.log = (options.log ?? createLogger('silent')).child({ component: 'log-bus' });
    this.segmentRecords = Math.max(1, options.segmentRecords ?? 10_000);
    this.maxLagRecords = Math.max(1, options.maxLagRecords ?? 100_000);
    this.host = {
      log: this.log,
      retryInitialMs: options.retryInitialMs ?? 200,
      retryMaxMs: options.retryMaxMs ?? 5000,
      maxBatchSize: Math.max(1, options.maxBatchSize ?? 1000),
      maxAttempts: Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
      publish: (topic, records) => this.publish(topic, records),
      join: (member) => this.join(member),
      leave: (member) => this.leave(member),
      commit: (state, topic, partition, offset) => this.commit(state, topic, partition, offset),
      flushOffsets: () => this.offsets?.flush() ?? Promise.resolve(),
    };
    this.companion = options.companion;
    if (this.dir) {
      const dir = this.dir;
      this.offsets = new OffsetsWriter({
        companion: options.companion,
        file: path.join(dir, OFFSETS_FILE),
        intervalMs: options.offsetsFlushMs ?? 1000,
        snapshot: () => this.snapshot(),
        onWritten: (snapshot) => this.onOffsetsWritten(snapshot),
        onError: (err) => this.log.error({ err }, 'writing committed offsets failed'),
      });
    }
  }

  async start(): Promise<void> {
    if (this.started) return;
    if (this.dir) await this.load(this.dir);
    this.started = true;
  }

  /** Stops the consumers left, waits for writes, flushes offsets, closes files. */
  async stop(): Promise<void> {
    if (!this.started) return;
    await Promise.allSettled([...this.consumers].map((c) => c.stop()));
    this.started = false;
    this.wakeLagWaiters();
    await Promise.allSettled([...this.inFlight]);
    if (this.dir) {
      await this.offsets?.flush();
      await Promise.all([...this.topics.values()].flat().map((log) => log.close()));
    }
  }

  health(): Promise<Health> {
    if (!this.started) return Promise.resolve({ ok: false, detail: 'not started' });
    for (const logs of this.topics.values()) {
      for (const log of logs) {
        if (log.failure)
          return Promise.resolve({
            ok: false,
            detail: `${log.topic}/${log.partition}: ${log.failure.message}`,
          });
      }
    }
    return Promise.resolve({ ok: true });
  }

  async ensureTopics(names: readonly string[]): Promise<void> {
    this.requireStarted();
    await Promise.all(names.flatMap((name) => this.topicLogs(name).map((log) => log.settled())));
  }

  async publish(topic: string, records: readonly BusRecord[]): Promise<void> {
    this.requireStarted();
    const logs = this.topicLogs(topic);
    if (records.length === 0) return;
    const n = logs.length;
    let writes: Promise<void>[] | undefined;
    if (n === 1) {
      const write = logs[0]!.append(records, null);
      if (write) writes = [write];
    } else {
      const buckets: number[][] = [];
      for (let p = 0; p < n; p++) buckets.push([]);
      for (let i = 0; i < records.length; i++) buckets[partitionFor(records[i]!.key, n)]!.push(i);
      for (let p = 0; p < n; p++) {
        if (buckets[p]!.length === 0) continue;
        const write = logs[p]!.append(records, buckets[p]!);
        if (write) (writes ??= []).push(write);
      }
    }
    publishedRecords.inc({ bus: 'log', topic }, records.length);
    if (writes) {
      const all = Promise.all(writes);
      this.inFlight.add(all);
      try {
        await all;
      } finally {
        this.inFlight.delete(all);
      }
    }
    while (this.started && this.lagOf(topic, logs) > this.maxLagRecords) {
      await new Promise<void>((resolve) => this.lagWaiters.push(resolve));
    }
  }

  consumer(options: ConsumerOptions): BusConsumer {
    if (options.topics.length === 0) throw new Error('a consumer needs at least one topic');
    for (const topic of options.topics) validateTopic(topic);
    const consumer = new LogBusConsumer(this.host, options);
    this.consumers.add(consumer);
    return consumer;
  }

  private requireStarted(): void {
    if (!this.started) throw new Error('log bus is not started');
  }

  /** The topic's partitions; a topic is created on first use, like Kafka's auto-creation. */
  private topicLogs(topic: string): PartitionLog[] {
    let logs = this.topics.get(topic);
    if (!logs) {
      validateTopic(topic);
      logs = [];
      for (let p = 0; p < this.partitions; p++) logs.push(this.newPartition(topic, p));
      this.topics.set(topic, logs);
    }
    return logs;
  }

  private newPartition(topic: string, partition: number): PartitionLog {
    return new PartitionLog(this.partitionOptions(topic, partition));
  }

  private partitionOptions(topic: string, partition: number) {
    return {
      topic,
      partition,
      dir: this.dir ? path.join(this.dir, topic, String(partition)) : undefined,
      segmentRecords: this.segmentRecords,
      onVisible: (log: PartitionLog) => {
        const members = this.subscribers.get(log.topic);
        if (members) for (const member of members) member.notify();
      },
    };
  }

  private group(id: string): ConsumerGroup {
    let group = this.groups.get(id);
    if (!group) {
      group = new ConsumerGroup(id);
      this.groups.set(id, group);
    }
    return group;
  }

  private join(member: LogBusConsumer): void {
    this.requireStarted();
    for (const topic of member.topics) {
      this.topicLogs(topic);
      let set = this.subscribers.get(topic);
      if (!set) this.subscribers.set(topic, (set = new Set()));
      set.add(member);
    }
    this.group(member.groupId).join(member, (topic) => this.topicLogs(topic));
  }

  private leave(member: LogBusConsumer): void {
    for (const topic of member.topics) this.subscribers.get(topic)?.delete(member);
    this.consumers.delete(member);
    this.groups.get(member.groupId)?.leave(member, (topic) => this.topicLogs(topic));
    // A group without members holds no publisher back.
    this.wakeLagWaiters();
  }

  /** Uncommitted records of the topic for its most lagging group; groups without members do not count. */
  private lagOf(topic: string, logs: readonly PartitionLog[]): number {
    if (this.maxLagRecords === Infinity) return 0;
    let worst = 0;
    for (const group of this.groups.values()) {
      const state = group.topics.get(topic);
      if (!state) continue;
      let lag = 0;
      for (const log of logs) {
        const p = log.partition;
        if (state.owner[p] === undefined) continue;
        const position = state.committed[p]! >= 0 ? state.committed[p]! : state.next[p]!;
        if (position >= 0) lag += log.end - Math.max(position, log.startOffset);
      }
      if (lag > worst) worst = lag;
    }
    return worst;
  }

  private wakeLagWaiters(): void {
    if (this.lagWaiters.length === 0) return;
    const waiters = this.lagWaiters;
    this.lagWaiters = [];
    for (const wake of waiters) wake();
  }

  private commit(state: GroupTopic, topic: string, partition: number, offset: number): void {
    state.committed[partition] = offset;
    state.next[partition] = offset;
    this.wakeLagWaiters();
    if (this.offsets) {
      this.offsets.schedule();
    } else {
      state.durable[partition] = offset;
      this.trim(topic, partition);
    }
  }

  /** Drops the partition's segments below every group's (durable) position. */
  private trim(topic: string, partition: number): void {
    const log = this.topics.get(topic)?.[partition];
    if (!log || log.segments.length <= 1) return;
    let floor = Infinity;
    for (const group of this.groups.values()) {
      const state = group.topics.get(topic);
      if (!state) continue;
      const durable = state.durable[partition] ?? -1;
      const position = durable >= 0 ? durable : (state.next[partition] ?? -1);
      if (position < 0) return;
      floor = Math.min(floor, position);
    }
    if (floor !== Infinity) log.dropBelow(floor);
  }

  private snapshot(): OffsetsSnapshot {
    const out: OffsetsSnapshot = {};
    for (const [id, group] of this.groups) {
      for (const [topic, state] of group.topics) {
        state.committed.forEach((offset, partition) => {
          if (offset < 0) return;
          ((out[id] ??= {})[topic] ??= {})[partition] = offset;
        });
      }
    }
    return out;
  }

  private onOffsetsWritten(snapshot: OffsetsSnapshot): void {
    const touched = new Set<string>();
    for (const [id, topics] of Object.entries(snapshot)) {
      const group = this.groups.get(id);
      for (const [topic, partitions] of Object.entries(topics)) {
        const state = group?.topics.get(topic);
        for (const [partition, offset] of Object.entries(partitions)) {
          if (state) state.durable[Number(partition)] = offset;
          touched.add(`${partition}/${topic}`);
        }
      }
    }
    for (const key of touched) {
      const slash = key.indexOf('/');
      this.trim(key.slice(slash + 1), Number(key.slice(0, slash)));
    }
  }

  /** Reloads topics (every partition directory) and committed offsets. */
  private async load(dir: string): Promise<void> {
    this.topics.clear();
    this.groups.clear();
    await mkdir(dir, { recursive: true });
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !TOPIC_NAME.test(entry.name)) continue;
      const topic = entry.name;
      const ids = (await readdir(path.join(dir, topic))).filter((name) => /^\d+$/.test(name)).map(Number);
      const count = ids.length > 0 ? Math.max(...ids) + 1 : this.partitions;
      const logs: PartitionLog[] = [];
      for (let p = 0; p < count; p++) {
        const options = this.partitionOptions(topic, p);
        logs.push(await PartitionLog.load({ ...options, dir: options.dir! }));
      }
      this.topics.set(topic, logs);
    }
    const { groups: offsets, companion } = await readOffsets(path.join(dir, OFFSETS_FILE));
    if (companion !== undefined) this.companion?.restore(companion);
    for (const [id, topics] of Object.entries(offsets)) {
      for (const [topic, partitions] of Object.entries(topics)) {
        const logs = this.topics.get(topic);
        if (!logs) {
          this.log.warn({ group: id, topic }, 'committed offsets for a topic that is gone; ignored');
          continue;
        }
        const state = this.group(id).topic(topic, logs.length);
        for (const [p, offset] of Object.entries(partitions)) {
          const log = logs[Number(p)];
          if (!log) continue;
          if (offset > log.end)
            this.log.warn(
              { group: id, topic, partition: p, offset, end: log.end },
              'committed offset past the log end',
            );
          state.restore(Number(p), Math.min(offset, log.end));
        }
      }
    }
    const records = [...this.topics.values()].flat().reduce((sum, log) => sum + log.end - log.startOffset, 0);
    this.log.info({ dir, topics: this.topics.size, groups: this.groups.size, records }, 'log reloaded');
  }
}

function validateTopic(topic: string): void {
  if (!TOPIC_NAME.test(topic) || topic === '.' || topic === '..' || topic.startsWith(OFFSETS_FILE)) {
    throw new Error(`invalid topic name ${JSON.stringify(topic)}`);
  }
}
