// A member of a consumer group of the embedded log (log-bus.ts): one loop that picks an owned
// partition with records, hands a batch to the handler, commits when it resolved, and retries the
// same batch after a backoff when it threw — until it is found poison: then its records go to the
// dead-letter topic and it is committed (batch-failures.ts). It sleeps until a publish or a rebalance wakes it.
// With partitionsConcurrently > 1 it hands batches of that many different partitions to the
// handler at once (a partition never has two batches in flight), like kafkajs'
// partitionsConsumedConcurrently.
import type { Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import { BatchFailures, deadLetterBatch, type DeadLetterTarget } from './batch-failures.ts';
import type { Batch, BusConsumer, BusRecord, ConsumerOptions, PartitionLag, TopicPartition } from './bus.ts';
import { handledRecords, handlerFailures, reportLag } from './bus-metrics.ts';
import type { Assignment, GroupMember, GroupTopic } from './log-group.ts';
import { PartitionOwnership } from './partition-ownership.ts';

/** What a consumer needs from its bus. */
export interface LogHost {
  readonly log: Logger;
  readonly retryInitialMs: number;
  readonly retryMaxMs: number;
  readonly maxBatchSize: number;
  readonly maxAttempts: number;
  join(member: LogBusConsumer): void;
  leave(member: LogBusConsumer): void;
  commit(state: GroupTopic, topic: string, partition: number, offset: number): void;
  flushOffsets(): Promise<void>;
  /** The bus's publish, for dead letters. */
  publish(topic: string, records: readonly BusRecord[]): Promise<void>;
}

/** Batches handled back to back before the loop yields to I/O and timers. */
const BATCHES_PER_YIELD = 16;

export class LogBusConsumer implements BusConsumer, GroupMember {
  readonly name: string;
  readonly groupId: string;
  readonly topics: readonly string[];
  readonly fromBeginning: boolean;
  assigned: Assignment[] = [];
  private readonly host: LogHost;
  private readonly handler: ConsumerOptions['handler'];
  private readonly maxBatchSize: number;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly deadLetters: DeadLetterTarget;
  private readonly log: Logger;
  private readonly ownership: PartitionOwnership;
  /** `assigned` changed (or a lost partition's last batch ended) since the listeners were told. */
  private ownershipStale = false;
  /** Partitions with a batch of this member in the handler (`${partition}/${topic}`). */
  private readonly handling = new Set<string>();
  private state: 'new' | 'running' | 'stopping' | 'stopped' = 'new';
  private retrying = false;
  private cursor = 0;
  private wake: (() => void) | undefined;
  private cancelSleep: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private unreportLag: () => void = () => undefined;

  constructor(host: LogHost, options: ConsumerOptions) {
    this.host = host;
    this.groupId = options.groupId;
    this.topics = [...new Set(options.topics)];
    this.fromBeginning = options.fromBeginning ?? true;
    this.handler = options.handler;
    this.maxBatchSize = Math.max(1, options.maxBatchSize ?? host.maxBatchSize);
    this.concurrency = Math.max(1, options.partitionsConcurrently ?? 1);
    this.maxAttempts = Math.max(1, options.maxAttempts ?? host.maxAttempts);
    this.deadLetters = {
      bus: 'log',
      group: options.groupId,
      topic: options.deadLetterTopic,
      publish: (topic, records) => host.publish(topic, records),
    };
    this.name = `bus-consumer:${options.groupId}`;
    this.log = host.log.child({ group: options.groupId });
    this.ownership = new PartitionOwnership(options, this.log);
  }

  get assignment(): readonly TopicPartition[] {
    return this.ownership.assignment;
  }

  lag(): Promise<PartitionLag[]> {
    return Promise.resolve(
      this.assigned.map(({ topic, partition, state, log }) => {
        const committed = state.committed[partition]!;
        const from = committed >= 0 ? committed : this.fromBeginning ? log.startOffset : log.end;
        return { topic, partition, records: Math.max(0, log.end - from) };
      }),
    );
  }

  reassigned(): void {
    this.ownershipStale = true;
    this.notify();
  }

  get running(): boolean {
    return this.state === 'running' && !this.retrying;
  }

  /** Wakes the loop, or a backoff (which then checks that the partition is still its own). */
  notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
    this.cancelSleep?.();
  }

  start(): Promise<void> {
    if (this.state !== 'new') return Promise.reject(new Error(`${this.name} was already started`));
    try {
      this.host.join(this);
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    this.state = 'running';
    this.unreportLag = reportLag({ bus: 'log', group: this.groupId, lag: () => this.lag() });
    this.loop = this.run().catch((err: unknown) => {
      // Not expected (handler errors are retried): leave the group so others take over.
      this.log.error({ err }, 'consume loop failed');
      this.stop().catch(() => undefined);
    });
    return Promise.resolve();
  }

  /** Finishes (and commits) the batch in flight, then leaves the group. */
  stop(): Promise<void> {
    this.stopping ??= this.doStop();
    return this.stopping;
  }

  private async doStop(): Promise<void> {
    this.state = 'stopping';
    this.unreportLag();
    this.notify();
    await this.loop;
    this.host.leave(this);
    await this.ownership.revokeAll();
    this.state = 'stopped';
    await this.host.flushOffsets();
  }

  health(): Promise<Health> {
    if (this.running) return Promise.resolve({ ok: true });
    return Promise.resolve({ ok: false, detail: this.retrying ? 'retrying a failed batch' : this.state });
  }

  private async run(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    let failure: Error | undefined;
    let streak = 0;
    try {
      while (this.state === 'running' && failure === undefined) {
        if (this.ownershipStale) {
          this.ownershipStale = false;
          const owned = this.assigned.filter((a) => a.state.owner[a.partition] === this);
          await this.ownership.update(owned, (tp) => this.handling.has(`${tp.partition}/${tp.topic}`));
          continue;
        }
        const work = inFlight.size < this.concurrency ? this.pick() : undefined;
        if (!work) {
          streak = 0;
          // Woken by a publish, a rebalance, a stop, or a batch in flight ending.
          await Promise.race([...inFlight, new Promise<void>((resolve) => (this.wake = resolve))]);
          continue;
        }
        const done: Promise<void> = this.process(work)
          .catch((err: unknown) => {
            failure ??= err instanceof Error ? err : new Error('processing a batch failed', { cause: err });
          })
          .finally(() => inFlight.delete(done));
        inFlight.add(done);
        if (++streak >= BATCHES_PER_YIELD) {
          streak = 0;
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      }
    } finally {
      await Promise.all(inFlight);
    }
    if (failure !== undefined) throw failure;
  }

  /** The next owned, idle partition with records to deliver, round-robin. */
  private pick(): Assignment | undefined {
    const n = this.assigned.length;
    for (let k = 0; k < n; k++) {
      const a = this.assigned[(this.cursor + k) % n]!;
      const { state, partition: p, log } = a;
      if (state.owner[p] !== this || state.busy[p] || !this.ownership.has(a.topic, p)) continue;
      // Retention may have moved the log's start past a position nobody held.
      if (state.next[p]! < log.startOffset) state.next[p] = log.startOffset;
      if (state.next[p]! < log.visibleEnd) {
        this.cursor = (this.cursor + k + 1) % n;
        return a;
      }
    }
    return undefined;
  }

  /** Delivers one batch until the handler resolves (then commits) or the partition is lost. */
  private async process({ topic, partition, state, log }: Assignment): Promise<void> {
    state.busy[partition] = true;
    const handling = `${partition}/${topic}`;
    this.handling.add(handling);
    const from = state.next[partition]!;
    const to = Math.min(log.visibleEnd, from + this.maxBatchSize);
    const batch: Batch = { topic, partition, records: log.read(from, to) };
    const owns = (): boolean => this.state === 'running' && state.owner[partition] === this;
    const failures = new BatchFailures({
      maxAttempts: this.maxAttempts,
      retryInitialMs: this.host.retryInitialMs,
      retryMaxMs: this.host.retryMaxMs,
    });
    const where = { topic, partition, offset: String(from) };
    let outcome: 'handled' | 'dead-lettered' | 'lost' = 'lost';
    try {
      for (;;) {
        try {
          await this.handler(batch);
          outcome = 'handled';
          if (failures.attempts > 0)
            this.log.info({ ...where, attempts: failures.attempts }, 'batch succeeded after retry');
          break;
        } catch (err) {
          this.retrying = true;
          handlerFailures.inc({ bus: 'log', group: this.groupId, topic });
          const verdict = failures.next(err);
          if ('poison' in verdict) {
            this.log.error(
              { ...where, err, records: to - from, reason: verdict.poison },
              'poison batch: dead-lettering',
            );
            if (!(await deadLetterBatch(this.deadLetters, batch, verdict.poison)))
              this.log.error(
                { ...where, records: batch.records },
                'poison batch of a dead-letter topic: skipped',
              );
            outcome = 'dead-lettered';
            break;
          }
          this.log.warn(
            { ...where, err, attempt: failures.attempts, kind: verdict.kind, delay: verdict.retryInMs },
            'batch handler failed; retrying',
          );
          const until = Date.now() + verdict.retryInMs;
          while (owns() && Date.now() < until) await this.sleep(until - Date.now());
          if (!owns()) break;
        }
      }
    } finally {
      this.retrying = false;
      state.busy[partition] = false;
      this.handling.delete(handling);
    }
    if (outcome !== 'lost') {
      this.host.commit(state, topic, partition, to);
      if (outcome === 'handled') handledRecords.inc({ bus: 'log', group: this.groupId, topic }, to - from);
    }
    // A member that took the partition over meanwhile waits for this batch to end; this member's
    // listeners hear of the loss now.
    const owner = state.owner[partition];
    if (owner !== this) {
      owner?.notify();
      this.reassigned();
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.cancelSleep = done;
    }).finally(() => (this.cancelSleep = undefined));
  }
}
