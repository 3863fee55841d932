// The SQL port: a pg pool behind query/transaction. The same code serves a PostgreSQL server and
// the embedded placement's own server, so there is one code path for both.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { UnavailableError } from '../../core/errors.ts';
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
  /**
   * Runs fn while this process holds the advisory lock named `key` (waiting for it first), on one
   * dedicated connection that fn works through: each statement commits on its own unless fn opens
   * a transaction. For work that must stay exclusive across commits and network calls (signing
   * and sending a withdrawal), without holding a second connection while it waits.
   */
  withLock<T>(key: string, fn: (conn: Sql) => Promise<T>): Promise<T>;
}

// NUMERIC and BIGINT arrive as strings (exact); timestamps as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

// The server could not be reached, or ended the connection: a retry may succeed once it is back.
// Socket errors, SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, crashed,
// starting up), 53300 (too many connections), and pg's own messages for a dropped connection.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return CONNECTION_MESSAGES.test(err.message);
}

/** Rethrows a connection failure as UnavailableError (503: a dependency is down), anything else as it is. */
function rethrow(err: unknown): never {
  if (isConnectionError(err)) {
    const unavailable = new UnavailableError('the database is unavailable', 'unavailable');
    unavailable.cause = err;
    throw unavailable;
  }
  throw err;
}

/**
 * Statements with parameters run as named prepared statements, one per SQL text on each
 * connection: the server parses and analyses a text once per connection instead of on every call
 * (the ledger's and the orders' CTEs cost more to parse and plan than to run), and after five runs
 * may keep a generic plan. The name is the text's hash (Postgres cuts names at 63 bytes); the call
 * sites' texts are a bounded set, so the statements a connection keeps are too. Statements without
 * parameters (migrations: several commands in one text) take the simple protocol as before.
 * Behind a pooler in transaction mode that does not track prepared statements, turn this off
 * (PG_PREPARE_STATEMENTS=false).
 */
const statementNames = new Map<string, string>();

export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

async function timed<T extends Row>(
  client: pg.Pool | pg.PoolClient,
  tag: string,
  text: string,
  params: readonly unknown[] | undefined,
  prepare: boolean,
): Promise<T[]> {
  const end = querySeconds.startTimer({ tag });
  try {
    const result =
      params !== undefined && prepare
        ? await client.query<T>({ name: statementName(text), text, values: params as unknown[] })
        : await client.query<T>(text, params as unknown[] | undefined);
    return result.rows;
  } catch (err) {
    return rethrow(err);
  } finally {
    end();
  }
}

async function inTransaction<T>(
  client: pg.PoolClient,
  prepare: boolean,
  fn: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await fn({ query: (tag, text, params) => timed(client, tag, text, params, prepare) });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/**
 * How long stop() lets statements still running finish before it closes their connections: a
 * statement that never ends (a lock wait, a stuck server) must not keep the pool — and the
 * process — from shutting down.
 */
export const CLOSE_GRACE_MS = 2000;

export class PgSql implements Sql, Component {
  private pool: pg.Pool | undefined;
  /** Connections lent out (statements or transactions running), for stop() to cut off. */
  private readonly lent = new Set<pg.PoolClient>();

  constructor(
    private readonly url: () => string,
    private readonly poolMax: number,
    /** Run statements with parameters as prepared statements (see statementName). */
    private readonly prepare = true,
    /** Its name among the process's components (/readyz). */
    readonly name = 'postgres',
  ) {}

  async start(): Promise<void> {
    this.pool = new pg.Pool({ connectionString: this.url(), max: this.poolMax, idleTimeoutMillis: 30_000 });
    // A pool error on an idle client must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
    this.pool.on('acquire', (client) => this.lent.add(client));
    this.pool.on('release', (_err, client) => this.lent.delete(client));
    await this.pool.query('SELECT 1');
  }

  /** Closes the pool once every connection is back; after CLOSE_GRACE_MS the ones still out are closed. */
  async stop(): Promise<void> {
    const pool = this.pool;
    if (!pool) return;
    const cutOff = setTimeout(() => {
      for (const client of this.lent) void client.end().catch(() => undefined);
    }, CLOSE_GRACE_MS);
    try {
      await pool.end();
    } finally {
      clearTimeout(cutOff);
      this.pool = undefined;
    }
  }

  async health(): Promise<Health> {
    await this.requirePool().query('SELECT 1');
    return { ok: true };
  }

  query<T extends Row = Row>(tag: string, text: string, params?: readonly unknown[]): Promise<T[]> {
    return timed<T>(this.requirePool(), tag, text, params, this.prepare);
  }

  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.requirePool().connect().catch(rethrow);
    try {
      // BEGIN and COMMIT too: a connection lost there is a 503 like one lost in a statement.
      return await inTransaction(client, this.prepare, fn).catch(rethrow);
    } finally {
      client.release();
    }
  }

  async withLock<T>(key: string, fn: (conn: Sql) => Promise<T>): Promise<T> {
    const client = await this.requirePool().connect().catch(rethrow);
    let clean = false;
    try {
      await timed(client, 'sql.advisory_lock', 'SELECT pg_advisory_lock(hashtext($1))', [key], this.prepare);
      const conn: Sql = {
        query: (tag, text, params) => timed(client, tag, text, params, this.prepare),
        transaction: (inner) => inTransaction(client, this.prepare, inner),
        withLock: () => Promise.reject(new Error('withLock does not nest')),
      };
      const result = await fn(conn);
      await timed(
        client,
        'sql.advisory_unlock',
        'SELECT pg_advisory_unlock(hashtext($1))',
        [key],
        this.prepare,
      );
      clean = true;
      return result;
    } finally {
      if (!clean)
        await client.query('SELECT pg_advisory_unlock_all()').then(
          () => (clean = true),
          () => undefined,
        );
      // A connection that may still hold the lock is closed rather than handed to someone else.
      client.release(!clean);
    }
  }

  private requirePool(): pg.Pool {
    if (!this.pool) throw new Error('postgres pool is not started');
    return this.pool;
  }
}
