// Chooses each port's placement from the config: a URL means the real server, no URL the embedded
// default under DATA_DIR, which a lock keeps to one process. Returns the ports and the components
// to start, in start order.
import path from 'node:path';
import type { Config } from '../core/config.ts';
import type { Component } from '../core/lifecycle.ts';
import type { Logger } from '../core/logger.ts';
import type { Bus } from './bus/bus.ts';
import { KafkaBus, kafkaSecurity } from './bus/kafka-bus.ts';
import { LogBus } from './bus/log-bus.ts';
import { ClickHouseAnalytics } from './clickhouse/analytics.ts';
import { sqlLimitsOf } from './clickhouse/sql-limits.ts';
import type { HotState } from './hot/hot-state.ts';
import { MemoryHotState } from './hot/memory-hot-state.ts';
import { RedisHotState } from './hot/redis-hot-state.ts';
import { DataDirLock } from './data-dir-lock.ts';
import { EmbeddedPostgres } from './postgres/embedded.ts';
import { PgSql } from './postgres/sql.ts';

export interface Needs {
  sql?: boolean;
  analytics?: boolean;
  bus?: boolean;
  hot?: boolean;
}

export interface Backends {
  sql: PgSql;
  analytics: ClickHouseAnalytics;
  bus: Bus;
  hot: HotState;
  /** What `needs` asked for, in start order (an embedded server before its client). */
  components: Component[];
}

export function createBackends(config: Config, needs: Needs, log: Logger): Backends {
  const components: Component[] = [];
  const embedded = {
    sql: needs.sql && !config.DATABASE_URL,
    analytics: needs.analytics && !config.CLICKHOUSE_URL,
    bus: needs.bus && !config.KAFKA_BROKERS,
  };
  if (embedded.sql || embedded.analytics || embedded.bus) components.push(new DataDirLock(config.DATA_DIR));

  let sql: PgSql;
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    sql = new PgSql(() => url, config.PG_POOL_MAX, config.PG_PREPARE_STATEMENTS);
  } else {
    const server = new EmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'), config.PG_POOL_MAX);
    sql = new PgSql(() => server.url(), config.PG_POOL_MAX, config.PG_PREPARE_STATEMENTS);
    if (needs.sql) components.push(server);
  }
  if (needs.sql) components.push(sql);

  const analytics = new ClickHouseAnalytics(
    config.CLICKHOUSE_URL
      ? { url: config.CLICKHOUSE_URL, database: config.CLICKHOUSE_DATABASE, asyncInsert: config.CLICKHOUSE_ASYNC_INSERT }
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

  return { sql, analytics, bus, hot, components };
}
