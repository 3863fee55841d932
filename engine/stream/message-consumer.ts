// Every engine stream processor consumes through this: records are decoded and validated (ajv,
// core/market-data codec) — unless the bus delivered the message its publisher validated in this
// process (BusRecord.decoded); a record that fails goes to the dead-letter topic with the reason —
// never dropped, never blocking its partition — and the valid messages go to the processor. The batch's
// offsets are committed only after both the dead letters and the processor's writes are durable. A
// batch the processor fails on every time is dead-lettered whole by the bus after its attempts
// (storage/bus/batch-failures.ts), so it cannot stall its partition either.
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import { markConsumerProgress } from '../../core/progress.ts';
import { consumerHealth } from './consumer-health.ts';
import {
  deadLetterFor,
  encodeMessage,
  parseMessage,
  type MarketDataMessage,
} from '../../core/market-data.ts';
import { counter } from '../../core/metrics.ts';
import type { Batch, Bus, BusConsumer, TopicPartition } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';

const consumed = counter('engine_messages_consumed_total', 'Valid messages handed to a processor', [
  'processor',
  'type',
]);
const deadLettered = counter('engine_messages_dead_lettered_total', 'Records that failed validation', [
  'processor',
]);

export interface MessageProcessor {
  readonly name: string;
  readonly topics: readonly string[];
  /**
   * Makes the messages' effects durable; throwing means "retry the batch". Must be idempotent. The
   * messages are shared with other consumers of the process: read them, never modify them.
   */
  handle(messages: readonly MarketDataMessage[], partition?: number): Promise<void>;
  /**
   * This consumer no longer owns these partition numbers (of any of its topics: related topics are
   * co-partitioned, so partition k of each holds the same keys): state kept for their keys must be
   * dropped, since another member may change it meanwhile. Called with no handle() of those
   * partitions in progress and before the next one.
   */
  partitionsRevoked?(partitions: readonly number[]): void;
  /**
   * This consumer now owns these partition numbers: called before any handle() of them. For
   * processors whose writes follow ownership (they take over what the partitions hold).
   */
  partitionsAssigned?(partitions: readonly number[]): Promise<void>;
  /**
   * Batches of this many different partitions handle() may take at once (default 1): for
   * processors whose state is per instrument (its key), so one batch can compute while another
   * waits on its writes.
   */
  readonly partitionsConcurrently?: number;
  /** Optional warm-up before consumption starts. */
  start?(): Promise<void>;
  /** Called once consumption has stopped: timers and work the processor started on its own end. */
  stop?(): Promise<void>;
}

export interface MessageConsumerOptions {
  groupId?: string;
  maxBatchSize?: number;
  /** Failed deliveries of a batch before the bus dead-letters it (default: the bus's). */
  maxAttempts?: number;
  /** No batch for this long while records wait: stalled (default STALL_AFTER_MS, consumer-health.ts). */
  stallAfterMs?: number;
}

export class MessageConsumer implements Component {
  readonly name: string;
  private consumer: BusConsumer | undefined;
  /**
   * The batch in progress per partition number: the bus hands batches of different (topic,
   * partition) pairs at once, but md.books/k and md.prices/k carry the same keys, so a processor
   * with per-key state takes them one after the other.
   */
  private readonly busy = new Map<number, Promise<void>>();

  constructor(
    private readonly bus: Bus,
    private readonly processor: MessageProcessor,
    private readonly log: Logger,
    private readonly options: MessageConsumerOptions = {},
  ) {
    this.name = `consumer:${processor.name}`;
  }

  async start(): Promise<void> {
    await this.processor.start?.();
    this.consumer = this.bus.consumer({
      groupId: this.options.groupId ?? `engine.${this.processor.name}`,
      topics: this.processor.topics,
      maxBatchSize: this.options.maxBatchSize ?? 5000,
      ...(this.options.maxAttempts ? { maxAttempts: this.options.maxAttempts } : {}),
      partitionsConcurrently: this.processor.partitionsConcurrently,
      fromBeginning: true,
      deadLetterTopic: topics.deadLetter,
      onRevoked: (partitions) => this.processor.partitionsRevoked?.(numbers(partitions)),
      onAssigned: (partitions) => this.processor.partitionsAssigned?.(numbers(partitions)),
      handler: (batch) => this.inTurn(batch).then(() => markConsumerProgress(this.name)),
    });
    await this.consumer.start();
    markConsumerProgress(this.name);
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
    await this.processor.stop?.();
  }

  /** Consumers are independent of each other: all of them start finishing their batch at once. */
  beginStop(): void {
    this.consumer?.stop().catch(() => undefined);
  }

  health(): Promise<Health> {
    return consumerHealth(this.name, this.consumer, this.options.stallAfterMs);
  }

  /** The partitions this consumer owns (see Bus consumer assignment). */
  get assignment(): readonly TopicPartition[] {
    return this.consumer?.assignment ?? [];
  }

  private async inTurn(batch: Batch): Promise<void> {
    const before = this.busy.get(batch.partition) ?? Promise.resolve();
    const handling = before.catch(() => undefined).then(() => this.handleBatch(batch));
    this.busy.set(batch.partition, handling);
    try {
      await handling;
    } finally {
      if (this.busy.get(batch.partition) === handling) this.busy.delete(batch.partition);
    }
  }

  private async handleBatch(batch: Batch): Promise<void> {
    const messages: MarketDataMessage[] = [];
    const letters = [];
    // Counted per batch: a labelled inc per message (label hashing) shows in the pipeline profile.
    const byType = new Map<string, number>();
    for (const record of batch.records) {
      // Only the market-data publisher sets `decoded`, after validating the message.
      let message = record.decoded as MarketDataMessage | undefined;
      if (message === undefined) {
        const parsed = parseMessage(record.value);
        if (!parsed.ok) {
          letters.push(encodeMessage(deadLetterFor(record, parsed.reason)));
          this.log.warn(
            { topic: record.topic, offset: record.offset, reason: parsed.reason },
            'dead-lettered',
          );
          continue;
        }
        message = parsed.message;
      }
      messages.push(message);
      byType.set(message.type, (byType.get(message.type) ?? 0) + 1);
    }
    for (const [type, n] of byType) consumed.inc({ processor: this.processor.name, type }, n);
    if (letters.length > 0) {
      deadLettered.inc({ processor: this.processor.name }, letters.length);
      await this.bus.publish(topics.deadLetter, letters);
    }
    if (messages.length > 0) await this.processor.handle(messages, batch.partition);
  }
}

/** The partition numbers of (topic, partition) pairs: related topics are co-partitioned. */
function numbers(partitions: readonly TopicPartition[]): number[] {
  return [...new Set(partitions.map((tp) => tp.partition))];
}
