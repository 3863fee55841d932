// The bus's producer: acks from all in-sync replicas, not idempotent (the librdkafka mock used by
// the tests refuses InitProducerId), keys partitioned by the same murmur2 as the embedded log. The
// records of one publish that land in one partition travel as a few batched Kafka records
// (kafka-envelope.ts); a large publish is sent in chunks, one after the other.
import kafkajs from 'kafkajs';
import type { Kafka, Message, Producer } from 'kafkajs';
import type { BusRecord } from './bus.ts';
import { publishedRecords } from './bus-metrics.ts';
import type { KafkaBusOptions } from './kafka-client.ts';
import { packRecords, type EnvelopeLimits } from './kafka-envelope.ts';
import { partitionFor } from './partitioner.ts';

const { CompressionTypes } = kafkajs;

const DEFAULT_ENVELOPE: EnvelopeLimits = { records: 1000, chars: 512 * 1024 };

export class KafkaBusProducer {
  private readonly producer: Producer;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    kafka: Kafka,
    private readonly options: Pick<KafkaBusOptions, 'maxRecordsPerSend' | 'envelope' | 'compression'>,
    /** The topic's partition count, undefined while it is not known (the bus's admin client). */
    private readonly partitionCount: (topic: string) => Promise<number | undefined>,
  ) {
    this.producer = kafka.producer({
      idempotent: false,
      allowAutoTopicCreation: true,
      // The same function as the embedded log (and as kafkajs' default one, whose "partitioner
      // changed" warning this silences).
      createPartitioner:
        () =>
        ({ message, partitionMetadata }) =>
          // An envelope names its partition (its elements', computed by the same function).
          message.partition ??
          partitionFor(message.key == null ? '' : message.key.toString(), partitionMetadata.length),
    });
  }

  connect(): Promise<void> {
    return this.producer.connect();
  }

  /** Waits for the publishes in flight (each settled, whichever way). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  disconnect(): Promise<void> {
    return this.producer.disconnect();
  }

  async publish(topic: string, records: readonly BusRecord[]): Promise<void> {
    const chunk = Math.max(1, this.options.maxRecordsPerSend ?? 1000);
    const compression = this.options.compression === 'gzip' ? CompressionTypes.GZIP : CompressionTypes.None;
    const sending = (async () => {
      const messages = await this.messagesOf(topic, records);
      // Chunks go one after the other: a chunk is sent once the one before it is acknowledged, so a
      // retried chunk cannot land behind a later one (records of one key keep their order).
      for (let i = 0; i < messages.length; i += chunk) {
        await this.producer.send({ topic, acks: -1, compression, messages: messages.slice(i, i + chunk) });
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
}
