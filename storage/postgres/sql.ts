// The SQL port: a pg pool behind query/transaction. The same code serves PostgreSQL and the
// embedded PGlite (which speaks the wire protocol), so there is one code path for both.
import pg from 'pg';
import type { Component, Health } from '../../core/lifecycle.ts';
import { histogram } from '../../core/metrics.ts';

const querySeconds = histogram('sql_query_seconds', 'SQL statement time by call site', ['tag']);

export type Row = Record<string, unknown>;

export interface SqlExecutor {
  /** `tag` names the call site in metrics and logs. */
  query<T extends Row = Row>(tag: string, text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Sql extends SqlExecutor {
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

// NUMERIC and BIGINT arrive as strings (exact); timestamps as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

async function timed<T extends Row>(
  client: pg.Pool | pg.PoolClient,
  tag: string,
  text: string,
  params: readonly unknown[] | undefined,
): Promise<T[]> {
  const end = querySeconds.startTimer({ tag });
  try {
    const result = await client.query<T>(text, params as unknown[] | undefined);
    return result.rows;
  } finally {
    end();
  }
}

export class PgSql implements Sql, Component {
  readonly name = 'postgres';
  private pool: pg.Pool | undefined;

  constructor(
    private readonly url: () => string,
    private readonly poolMax: number,
  ) {}

  async start(): Promise<void> {
    this.pool = new pg.Pool({ connectionString: this.url(), max: this.poolMax, idleTimeoutMillis: 30_000 });
    // A pool error on an idle client must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
    await this.pool.query('SELECT 1');
  }

  async stop(): Promise<void> {
    await this.pool?.end();
    this.pool = undefined;
  }

  async health(): Promise<Health> {
    await this.requirePool().query('SELECT 1');
    return { ok: true };
  }

  query<T extends Row = Row>(tag: string, text: string, params?: readonly unknown[]): Promise<T[]> {
    return timed<T>(this.requirePool(), tag, text, params);
  }

  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.requirePool().connect();
    try {
      await client.query('BEGIN');
      const result = await fn({ query: (tag, text, params) => timed(client, tag, text, params) });
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  private requirePool(): pg.Pool {
    if (!this.pool) throw new Error('postgres pool is not started');
    return this.pool;
  }
}
