// A consumer of one topic of versioned JSON records outside market data (chain.*, trading.*):
// each record is validated (the publisher's own decoded message is taken as it is when the bus
// delivers it in-process); one that fails goes to the topic's dead letter with the reason — never
// dropped, never blocking the partition — and each valid one is applied in order. The batch's
// offsets are committed only after every application and dead letter is durable, so `apply` must
// be idempotent. A batch whose `apply` fails every time is dead-lettered whole by the bus after its
// attempts (storage/bus/batch-failures.ts); a store outage is waited out, never dead-lettered.
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import { markConsumerProgress } from '../../core/progress.ts';
import { consumerHealth } from './consumer-health.ts';
import { deadLetterFor, encodeMessage } from '../../core/market-data.ts';
import type { Parsed } from '../../core/message-parse.ts';
import type { Batch, Bus, BusConsumer } from '../../storage/bus/bus.ts';

export interface RecordProcessor<T> {
  /** Component name: `consumer:<name>`. */
  readonly name: string;
  readonly groupId: string;
  readonly topic: string;
  readonly deadLetterTopic: string;
  parse(json: string): Parsed<T>;
  /**
   * Applies one record, or (`all`) the batch's valid records together, in their order: for a
   * processor whose writes are cheaper per batch than per record (one transaction, a few
   * statements for many records).
   */
  apply: { one(message: T): Promise<void> } | { all(messages: readonly T[]): Promise<void> };
}

export class RecordConsumer<T> implements Component {
  readonly name: string;
  private consumer: BusConsumer | undefined;

  constructor(
    private readonly bus: Bus,
    private readonly processor: RecordProcessor<T>,
    private readonly log: Logger,
  ) {
    this.name = `consumer:${processor.name}`;
  }

  async start(): Promise<void> {
    this.consumer = this.bus.consumer({
      groupId: this.processor.groupId,
      topics: [this.processor.topic],
      fromBeginning: true,
      maxBatchSize: 500,
      deadLetterTopic: this.processor.deadLetterTopic,
      handler: (batch) => this.handle(batch).then(() => markConsumerProgress(this.name)),
    });
    await this.consumer.start();
    markConsumerProgress(this.name);
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
  }

  /** Consumers are independent of each other: all of them start finishing their batch at once. */
  beginStop(): void {
    this.consumer?.stop().catch(() => undefined);
  }

  health(): Promise<Health> {
    return consumerHealth(this.name, this.consumer);
  }

  private async handle(batch: Batch): Promise<void> {
    const letters = [];
    const valid: T[] = [];
    const apply = this.processor.apply;
    for (const record of batch.records) {
      const parsed: Parsed<T> =
        record.decoded !== undefined
          ? { ok: true, message: record.decoded as T }
          : this.processor.parse(record.value);
      if (!parsed.ok) {
        letters.push(encodeMessage(deadLetterFor(record, parsed.reason)));
        this.log.warn(
          { topic: record.topic, offset: record.offset, reason: parsed.reason },
          'record dead-lettered',
        );
        continue;
      }
      if ('one' in apply) await apply.one(parsed.message);
      else valid.push(parsed.message);
    }
    if ('all' in apply && valid.length > 0) await apply.all(valid);
    if (letters.length > 0) await this.bus.publish(this.processor.deadLetterTopic, letters);
  }
}
