// What every Kafka client of the bus shares: the bus's options, the brokers' TLS and SASL settings
// (start-up fills them from the config: bin/wiring/backends.ts), and the kafkajs client they all
// come from (its log routed through pino).
import kafkajs from 'kafkajs';
import type { Kafka, LogEntry, SASLOptions } from 'kafkajs';
import type { Logger } from '../../core/logger.ts';
import type { EnvelopeLimits } from './kafka-envelope.ts';

const { Kafka: KafkaClient, logLevel } = kafkajs;

export interface KafkaSecurity {
  /** TLS to the brokers (KAFKA_SSL). */
  ssl?: boolean;
  /** SASL authentication (KAFKA_SASL_*). */
  sasl?: SASLOptions;
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

/** kafkajs logs through pino, at warn level at most: its "errors" are mostly routine (rebalances). */
function pinoLogCreator(log: Logger) {
  return () =>
    ({ namespace, level, log: entry }: LogEntry): void => {
      if (level > logLevel.WARN) return;
      const { message, ...extra } = entry;
      log.warn({ kafkajs: namespace, ...extra, timestamp: undefined }, String(message));
    };
}

/** The kafkajs client of one bus: its producer, admin and consumers are made from it. */
export function createKafkaClient(options: KafkaBusOptions, log: Logger): Kafka {
  return new KafkaClient({
    brokers: options.brokers,
    clientId: options.clientId,
    connectionTimeout: options.connectionTimeoutMs ?? 3000,
    ...(options.ssl ? { ssl: true } : {}),
    ...(options.sasl ? { sasl: options.sasl } : {}),
    logLevel: logLevel.WARN,
    logCreator: pinoLogCreator(log),
  });
}
