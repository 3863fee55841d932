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
  /** Consumer group session timeout. Default CONSUMER_TIMINGS.sessionTimeoutMs (6 000 ms). */
  sessionTimeoutMs?: number;
  /** How long the coordinator waits for members to rejoin. Default 60 000 ms. */
  rebalanceTimeoutMs?: number;
  /** Default 1 000 ms; at most a third of the session timeout. */
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

/**
 * The consumer group timings a bus uses unless told otherwise (the KAFKA_* settings of core/config.ts
 * give the same values), chosen for a takeover in seconds after a member is SIGKILLed: the group
 * coordinator removes a member it has not heard from for `sessionTimeoutMs`, then rebalances its
 * partitions to the others, who hear of the rebalance at their next heartbeat. kafkajs 2.2
 * (docs/Consuming.md, "Options") defaults to a 30 000 ms session, a 60 000 ms rebalance timeout, a
 * 3 000 ms heartbeat and a 5 000 ms fetch wait: a crash took 58-80 s to move (docs/benchmarks.md).
 * - sessionTimeoutMs 6 000: the lowest a broker accepts by default (Apache Kafka's broker setting
 *   `group.min.session.timeout.ms`, 6 000 ms). kafkajs has no static membership (tulios/kafkajs#884),
 *   which would not move a crashed member's partitions sooner anyway. The risk of a short session is
 *   a live member expelled while its process stalls (Apache Kafka's KIP-735 raised the Java client's
 *   default to 45 s for that): a member heartbeats while its handler runs (kafka-consumer.ts), so
 *   only an event loop blocked for most of the session, or a lost connection, expels it.
 * - heartbeatIntervalMs 1 000: kafkajs requires it below the session timeout and recommends about a
 *   third; a third of 6 s would let a survivor hear of the rebalance up to 2 s late, 1 s halves that.
 * - rebalanceTimeoutMs 60 000 (kafkajs's default): how long a rebalance waits for a live member to
 *   rejoin; a member inside a batch rejoins once the handler call in flight is done (kafka-consumer.ts
 *   ends the batch there when a heartbeat hears of the rebalance), so this must stay above the
 *   longest handler call, or that member is expelled and its records handled twice. A crashed member
 *   is already gone when its rebalance starts: this does not lengthen its takeover, but a survivor's
 *   long handler call does, up to this bound, on a broker whose join waits for every live member.
 * - maxWaitTimeMs 1 000: an idle consumer heartbeats after each empty fetch; kafkajs's 5 000 would
 *   leave the heartbeat that far apart on an idle partition (and a stop waiting that long).
 */
export const CONSUMER_TIMINGS = {
  sessionTimeoutMs: 6000,
  heartbeatIntervalMs: 1000,
  rebalanceTimeoutMs: 60_000,
  maxWaitTimeMs: 1000,
} as const;

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
