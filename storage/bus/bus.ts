// The message-bus port. Production: kafkajs to Kafka. Embedded: an in-process log with the same
// semantics — keyed partitions (one key always lands in one partition, so its records stay in
// order), consumer groups sharing partitions, offsets committed only after the handler resolved,
// at-least-once delivery (a batch whose handler failed or never finished is delivered again).
import type { Component } from '../../core/lifecycle.ts';

export interface BusRecord {
  /** Partitioning key: records with one key keep their order. */
  readonly key: string;
  /** The payload, JSON text. */
  readonly value: string;
  /**
   * The payload as its publisher built and validated it (set only then). A bus within one process
   * delivers it with the record, so consumers there need not parse `value`; they must not modify
   * it. Records from Kafka, or reloaded by a restarted log, come without it.
   */
  readonly decoded?: unknown;
}

export interface DeliveredRecord extends BusRecord {
  readonly topic: string;
  readonly partition: number;
  /** Kafka offsets are int64: kept as decimal strings. */
  readonly offset: string;
  /**
   * Over Kafka, the elements of one batched Kafka record (kafka-envelope.ts) share its offset; this
   * is the element's place in it (0, 1, …). Unset for a record that travelled alone.
   */
  readonly index?: number;
}

export interface TopicPartition {
  readonly topic: string;
  readonly partition: number;
}

/**
 * Told when the member's partitions change. Kept state must follow them: whatever a consumer holds
 * in memory for a partition is dropped (or rebuilt) when it is revoked, since another member may
 * own it meanwhile and the state will be stale when (if) it comes back.
 */
export type PartitionsListener = (partitions: readonly TopicPartition[]) => Promise<void> | void;

export interface Batch {
  topic: string;
  partition: number;
  records: DeliveredRecord[];
}

/**
 * Processes one batch. Resolving means every side effect is durable: the batch's offsets are
 * committed next. Throwing means "retry": the consumer backs off and delivers the same batch again,
 * up to ConsumerOptions.maxAttempts times (failures to reach a store do not count); then — or at
 * once for a PoisonError — every record of the batch goes to the dead-letter topic with the reason,
 * the offsets are committed and the partition moves on (see batch-failures.ts). Handlers that can
 * tell one bad record from the rest should dead-letter it themselves and process the others.
 */
export type BatchHandler = (batch: Batch) => Promise<void>;

/** Thrown by a handler for a batch that can never succeed (it fails validation, cannot be parsed): dead-lettered without retries. */
export class PoisonError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PoisonError';
  }
}

export interface ConsumerOptions {
  groupId: string;
  topics: readonly string[];
  handler: BatchHandler;
  /** Where a group with no committed offset starts. Default: the earliest record. */
  fromBeginning?: boolean;
  /** Upper bound of records per batch. */
  maxBatchSize?: number;
  /**
   * Batches of this many different partitions may be in the handler at once (default 1). Only for
   * handlers whose state is per key: one partition's batches still come one after the other.
   */
  partitionsConcurrently?: number;
  /**
   * Failed deliveries of one batch (store outages not counted) before its records are
   * dead-lettered. Default: the bus's (10).
   */
  maxAttempts?: number;
  /** The member now owns these partitions: called before any batch of them reaches the handler. */
  onAssigned?: PartitionsListener;
  /**
   * The member no longer owns these partitions (a rebalance gave them to another member, the
   * member lost its group membership, or it stops): called once no batch of them is in the handler,
   * and before the member's next batch. Partition k of every topic the group reads goes to one member
   * (co-partitioned: keys of related topics hash alike, see topics.ts), so listeners may keep state
   * per partition number.
   */
  onRevoked?: PartitionsListener;
  /** Where poison records go. Default: `<family>.dead-letter` of the batch's topic (md.books → md.dead-letter). */
  deadLetterTopic?: string;
}

/** How far a group is behind on one partition: records published and not yet committed by it. */
export interface PartitionLag {
  readonly topic: string;
  readonly partition: number;
  readonly records: number;
}

export interface BusConsumer extends Component {
  /** True while the consume loop runs and is not stuck retrying a failed batch. */
  readonly running: boolean;
  /** The partitions this member owns now (as last told to onAssigned/onRevoked). */
  readonly assignment: readonly TopicPartition[];
  /**
   * The group's lag on each partition this member owns: the partition's end (high watermark)
   * less the group's committed offset (its start when nothing is committed yet). Over Kafka it
   * counts Kafka records: a batched one (kafka-envelope.ts) counts once, whatever it carries.
   */
  lag(): Promise<PartitionLag[]>;
}

export interface Bus extends Component {
  /** Creates topics where the broker allows it; tolerated where it auto-creates instead. */
  ensureTopics(names: readonly string[]): Promise<void>;
  /** Resolves once the broker (or the embedded log) has the records. */
  publish(topic: string, records: readonly BusRecord[]): Promise<void>;
  consumer(options: ConsumerOptions): BusConsumer;
}
