// The bus port over Kafka (kafkajs), split by role as the clients are: one kafkajs client per bus
// (kafka-client.ts: options, TLS/SASL, logging), its producer (kafka-producer.ts: acks from all
// in-sync replicas, murmur2 keys, envelopes, chunked sends), its admin client (kafka-admin.ts:
// health, topics, partition counts, offsets) and one consumer per group (kafka-consumer.ts: commit
// after the handler, retries with backoff, dead letters, restart after a crash). This file starts
// and stops them in order: producer and admin up before anything is published; on stop the
// consumers first, then the publishes in flight, then the producer and admin.
import type { Kafka } from 'kafkajs';
import type { Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { Bus, BusConsumer, BusRecord, ConsumerOptions } from './bus.ts';
import { KafkaBusAdmin } from './kafka-admin.ts';
import { createKafkaClient, type KafkaBusOptions } from './kafka-client.ts';
import { KafkaBusConsumer } from './kafka-consumer.ts';
import { useFastGzip } from './kafka-gzip.ts';
import { KafkaBusProducer } from './kafka-producer.ts';

export type { KafkaBusOptions, KafkaSecurity } from './kafka-client.ts';

export class KafkaBus implements Bus {
  readonly name = 'kafka-bus';
  private readonly options: KafkaBusOptions;
  private readonly log: Logger;
  private kafka: Kafka | undefined;
  private producer: KafkaBusProducer | undefined;
  private admin: KafkaBusAdmin | undefined;
  private readonly consumers = new Set<KafkaBusConsumer>();

  constructor(options: KafkaBusOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaBus needs at least one broker');
    this.options = options;
    this.log = options.log.child({ component: 'kafka-bus' });
  }

  async start(): Promise<void> {
    if (this.kafka) return;
    if (this.options.compression === 'gzip') useFastGzip();
    const kafka = createKafkaClient(this.options, this.log);
    const admin = new KafkaBusAdmin(kafka, this.options, this.log);
    const producer = new KafkaBusProducer(kafka, this.options, (topic) => admin.partitionCount(topic));
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
    await this.producer?.flush();
    const { producer, admin } = this;
    this.producer = undefined;
    this.admin = undefined;
    this.kafka = undefined;
    await Promise.allSettled([producer?.disconnect(), admin?.disconnect()]);
  }

  async health(): Promise<Health> {
    if (!this.admin) return { ok: false, detail: 'not started' };
    return this.admin.health();
  }

  async ensureTopics(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.requireStarted().admin.ensureTopics(names);
  }

  async publish(topic: string, records: readonly BusRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.requireStarted().producer.publish(topic, records);
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

  private requireStarted(): { kafka: Kafka; producer: KafkaBusProducer; admin: KafkaBusAdmin } {
    const { kafka, producer, admin } = this;
    if (!kafka || !producer || !admin) throw new Error('kafka bus is not started');
    return { kafka, producer, admin };
  }
}
