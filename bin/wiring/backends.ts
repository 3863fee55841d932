// Chooses each port's placement from the config: a URL means the real server, no URL the embedded
// default under DATA_DIR, which a lock keeps to one process. Returns the ports and the components
// to start, in start order.
import path from 'node:path';
import type { Config } from '../../core/config.ts';
import type { Component } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { KafkaBus, type KafkaSecurity } from '../../storage/bus/kafka-bus.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import type { SqlLimits } from '../../storage/clickhouse/sql-limits.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { RedisHotState } from '../../storage/hot/redis-hot-state.ts';
import { DataDirLock } from '../../storage/data-dir-lock.ts';
import { EmbeddedPostgres } from '../../storage/postgres/embedded.ts';
import { PgSql } from '../../storage/postgres/sql.ts';

export interface Needs {
  sql?: boolean;
  analytics?: boolean;
  bus?: boolean;
  hot?: boolean;
}

export interface Backends {
  sql: PgSql;
  /**
   * A pool of its own for the singleton leases (LEASE_POOL_CONNECTIONS connections on the same
   * database): a renewal never waits behind the work in the main pool, however slow that is.
   */
  leaseSql: PgSql;
  analytics: ClickHouseAnalytics;
  bus: Bus;
  hot: HotState;
  /** What `needs` asked for, in start order (an embedded server before its client). */
  components: Component[];
}

const MIB = 1024 * 1024;

/** Connections of the lease pool: renewals are one short statement each, a few per second at most. */
export const LEASE_POOL_CONNECTIONS = 2;

/** What bounds a data team's query (storage/clickhouse/sql-limits.ts), from the SQL_MAX_* settings. */
export function sqlLimitsOf(
  config: Pick<
    Config,
    | 'SQL_MAX_EXECUTION_S'
    | 'SQL_MAX_MEMORY_MB'
    | 'SQL_MAX_RESULT_MB'
    | 'SQL_MAX_THREADS'
    | 'SQL_MAX_CONCURRENT'
    | 'SQL_QUEUE_WAIT_MS'
  >,
): SqlLimits {
  return {
    executionSeconds: config.SQL_MAX_EXECUTION_S,
    executionSource: 'SQL_MAX_EXECUTION_S',
    memoryBytes: config.SQL_MAX_MEMORY_MB * MIB,
    resultBytes: config.SQL_MAX_RESULT_MB * MIB,
    threads: config.SQL_MAX_THREADS,
    concurrent: config.SQL_MAX_CONCURRENT,
    queueWaitMs: config.SQL_QUEUE_WAIT_MS,
  };
}

/** The brokers' TLS and SASL settings of the config, as kafkajs takes them. */
export function kafkaSecurity(
  config: Pick<Config, 'KAFKA_SSL' | 'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD'>,
): KafkaSecurity {
  const security: KafkaSecurity = { ssl: config.KAFKA_SSL };
  const mechanism = config.KAFKA_SASL_MECHANISM;
  if (mechanism !== undefined) {
    // loadConfig refuses a mechanism without both.
    const credentials = { username: config.KAFKA_SASL_USERNAME!, password: config.KAFKA_SASL_PASSWORD! };
    // The schema's enum: plain, scram-sha-256, scram-sha-512.
    security.sasl = { mechanism: mechanism as 'plain' | 'scram-sha-256' | 'scram-sha-512', ...credentials };
  }
  return security;
}

export function createBackends(config: Config, needs: Needs, log: Logger): Backends {
  const components: Component[] = [];
  const embedded = {
    sql: needs.sql && !config.DATABASE_URL,
    analytics: needs.analytics && !config.CLICKHOUSE_URL,
    bus: needs.bus && !config.KAFKA_BROKERS,
  };
  if (embedded.sql || embedded.analytics || embedded.bus) components.push(new DataDirLock(config.DATA_DIR));

  let url: () => string;
  if (config.DATABASE_URL) {
    const fixed = config.DATABASE_URL;
    url = () => fixed;
  } else {
    const server = new EmbeddedPostgres(
      path.join(config.DATA_DIR, 'postgres'),
      config.PG_POOL_MAX + config.PG_LOCK_CONNECTIONS + LEASE_POOL_CONNECTIONS,
    );
    url = () => server.url();
    if (needs.sql) components.push(server);
  }
  const { PG_POOL_MAX, PG_PREPARE_STATEMENTS, PG_LOCK_CONNECTIONS } = config;
  const sql = new PgSql(url, PG_POOL_MAX, PG_PREPARE_STATEMENTS, PG_LOCK_CONNECTIONS);
  // Leases take no address lock: no lock connections beside their pool.
  const leaseSql = new PgSql(url, LEASE_POOL_CONNECTIONS, PG_PREPARE_STATEMENTS, 0, 'postgres-leases');
  if (needs.sql) components.push(sql, leaseSql);

  const analytics = new ClickHouseAnalytics(
    config.CLICKHOUSE_URL
      ? {
          url: config.CLICKHOUSE_URL,
          database: config.CLICKHOUSE_DATABASE,
          asyncInsert: config.CLICKHOUSE_ASYNC_INSERT,
        }
      : { chdbPath: path.join(config.DATA_DIR, 'clickhouse'), database: config.CLICKHOUSE_DATABASE },
    sqlLimitsOf(config),
  );
  if (needs.analytics) components.push(analytics);

  const memoryHot = config.REDIS_URL ? undefined : new MemoryHotState();
  const hot: HotState = memoryHot ?? new RedisHotState(config.REDIS_URL!);
  if (needs.hot) components.push(hot);

  const bus: Bus = config.KAFKA_BROKERS
    ? new KafkaBus({
        brokers: config.KAFKA_BROKERS.split(',').map((b) => b.trim()),
        clientId: config.KAFKA_CLIENT_ID,
        partitions: config.KAFKA_TOPIC_PARTITIONS,
        log,
        sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
        heartbeatIntervalMs: config.KAFKA_HEARTBEAT_INTERVAL_MS,
        rebalanceTimeoutMs: config.KAFKA_REBALANCE_TIMEOUT_MS,
        maxWaitTimeMs: config.KAFKA_MAX_WAIT_MS,
        ...kafkaSecurity(config),
      })
    : new LogBus({
        dir: path.join(config.DATA_DIR, 'bus'),
        partitions: config.KAFKA_TOPIC_PARTITIONS,
        log,
        // The in-process hot state is written with the log's offsets, so both survive a restart together
        // (also by a role that does not use it: what it restored is written back unchanged).
        companion: memoryHot,
      });
  if (needs.bus) components.push(bus);

  return { sql, leaseSql, analytics, bus, hot, components };
}
