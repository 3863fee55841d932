// The bus placements the tests run on: Kafka through the run's mock cluster (kcat, started by the
// global setup) with timings short enough for tests, and the in-process log.
import type { Logger } from '../../core/logger.ts';
import { KafkaBus, type KafkaBusOptions } from '../../storage/bus/kafka-bus.ts';
import { LogBus, type LogBusOptions } from '../../storage/bus/log-bus.ts';
import { required } from '../../harness/servers/backends.ts';

/** A failed batch comes back within a fraction of a second. */
export const fastRetry = { retryInitialMs: 50, retryMaxMs: 400 };

export function testKafkaBus(
  clientId: string,
  log: Logger,
  options: Partial<KafkaBusOptions> = {},
): KafkaBus {
  return new KafkaBus({
    brokers: required('TEST_KAFKA_BROKERS').split(','),
    clientId,
    partitions: 4,
    log,
    // The mock holds a group's first join for 3 s (a shorter session expires the joining member)
    // and later rebalances for the session timeout less 1 s.
    sessionTimeoutMs: 4000,
    rebalanceTimeoutMs: 2000,
    heartbeatIntervalMs: 500,
    maxWaitTimeMs: 100,
    connectionTimeoutMs: 2000,
    ...fastRetry,
    ...options,
  });
}

export function testLogBus(log: Logger, options: LogBusOptions = {}): LogBus {
  return new LogBus({ log, ...fastRetry, ...options });
}
