// The analytics port: @clickhouse/client over HTTP to a ClickHouse server, or over chDB in this
// process, in a worker thread of its own (chdb-thread.ts: chDB's queries would otherwise hold the
// event loop). Raw SQL with typed parameters ({token_id: String}); every call carries a tag naming
// its call site for metrics. Identical reads in flight share one query (single flight, below).
import { createClient, type ClickHouseClient, type ClickHouseSettings } from '@clickhouse/client';
import { CLIENT_LOG } from './client-log.ts';
import { Readable } from 'node:stream';
import type { Component, Health } from '../../core/lifecycle.ts';
import { counter, histogram } from '../../core/metrics.ts';
import { SingleFlight } from '../../core/single-flight.ts';
import type { Analytics, EncodedRows, InsertFormat, Params } from './analytics-types.ts';
import { ChdbSession } from './chdb-thread.ts';
import { streamsOnChdb, type SqlExport } from './read-only-sql.ts';
import { DEFAULT_SQL_LIMITS, limitedResult, SqlGate, sqlError, type SqlLimits } from './sql-limits.ts';

const querySeconds = histogram('clickhouse_query_seconds', 'ClickHouse call time by call site', ['tag']);
const sharedReads = counter(
  'clickhouse_shared_reads_total',
  'Reads answered by an identical ClickHouse read in flight (single flight), not a query of their own, by call site',
  ['tag'],
);

/** A read's identity: its result form, statement and parameters (bigints, which JSON lacks, as text). */
function readKey(form: 'rows' | 'rowBinary', query: string, params: Params | undefined): string {
  const values = JSON.stringify(params ?? {}, (_, v: unknown) =>
    typeof v === 'bigint' ? { bigint: String(v) } : v,
  );
  return `${form}\u0000${query}\u0000${values}`;
}

export type { Analytics, EncodedRows, InsertFormat, Params } from './analytics-types.ts';

/** `asyncInsert`: encoded inserts use the server's async_insert (and wait for it: durable on return). */
export type AnalyticsPlacement =
  { url: string; database: string; asyncInsert?: boolean } | { chdbPath: string; database: string };

const ASYNC_INSERT = { async_insert: 1, wait_for_async_insert: 1 } as const;

export class ClickHouseAnalytics implements Analytics, SqlExport, Component {
  readonly name = 'clickhouse';
  /** The HTTP placement's client. */
  private client: ClickHouseClient | undefined;
  /** The embedded placement's chDB session, in the process's chDB worker thread. */
  private chdb: ChdbSession | undefined;

  /**
   * Reads in flight, by statement and parameters: the same read issued meanwhile (a burst of
   * requests for one token's book history, say) shares its answer instead of running the query
   * again. Nothing is kept once it answers, so an answer is never older than the caller's own query
   * would have been by more than that query's run; every write through this client ends the sharing,
   * so a read issued after this process wrote sees the write. Rows are shared by the callers: read
   * them, never change them (each caller has its own array).
   */
  private readonly inFlight = new SingleFlight<unknown>();

  /** Data teams' queries running at once (exportQuery). */
  private readonly sqlGate: SqlGate;

  constructor(
    private readonly placement: AnalyticsPlacement,
    readonly sqlLimits: SqlLimits = DEFAULT_SQL_LIMITS,
  ) {
    this.sqlGate = new SqlGate(sqlLimits.concurrent, sqlLimits.queueWaitMs);
  }

  async start(): Promise<void> {
    const p = this.placement;
    if ('url' in p) {
      this.client = createClient({ url: p.url, request_timeout: 60_000, log: CLIENT_LOG });
      await this.client.command({ query: `CREATE DATABASE IF NOT EXISTS ${p.database}` });
      await this.client.close();
      this.client = createClient({
        url: p.url,
        database: p.database,
        request_timeout: 60_000,
        log: CLIENT_LOG,
      });
      await this.client.ping();
    } else {
      this.chdb = await ChdbSession.open(p.chdbPath, p.database);
    }
  }

  async stop(): Promise<void> {
    await this.client?.close();
    await this.chdb?.close();
    this.client = undefined;
    this.chdb = undefined;
  }

  async health(): Promise<Health> {
    if (this.chdb) return this.chdb.call<Health>({ op: 'ping' });
    const r = await this.requireClient().ping();
    return r.success ? { ok: true } : { ok: false, detail: String(r.error) };
  }

  private get asyncInsert(): boolean {
    return 'url' in this.placement && this.placement.asyncInsert === true;
  }

  get database(): string {
    return this.placement.database;
  }

  /** Tables are addressed through this, so chDB (one session, no default-database switch) and a server agree. */
  table(name: string): string {
    return `${this.placement.database}.${name}`;
  }

  async query<T>(tag: string, query: string, params?: Params): Promise<T[]> {
    const rows = await this.inFlight.run(
      readKey('rows', query, params),
      () => this.runQuery<T>(tag, query, params),
      () => sharedReads.inc({ tag }),
    );
    return (rows as T[]).slice();
  }

  private async runQuery<T>(tag: string, query: string, params?: Params): Promise<T[]> {
    const end = querySeconds.startTimer({ tag });
    try {
      if (this.chdb) return await this.chdb.call<T[]>({ op: 'query', query, ...(params ? { params } : {}) });
      const rs = await this.requireClient().query({ query, query_params: params, format: 'JSONEachRow' });
      return await rs.json<T>();
    } finally {
      end();
    }
  }

  /** Shared like `query`'s rows: the callers read the same bytes. */
  queryRowBinary(tag: string, query: string, params?: Params): Promise<Uint8Array> {
    return this.inFlight.run(
      readKey('rowBinary', query, params),
      () => this.runRowBinary(tag, query, params),
      () => sharedReads.inc({ tag }),
    ) as Promise<Uint8Array>;
  }

  private async runRowBinary(tag: string, query: string, params?: Params): Promise<Uint8Array> {
    const end = querySeconds.startTimer({ tag });
    try {
      if (this.chdb)
        return await this.chdb.call<Uint8Array>({
          op: 'queryRowBinary',
          query,
          ...(params ? { params } : {}),
        });
      const { stream } = await this.requireClient().exec({
        query: `${query}\nFORMAT RowBinary`,
        query_params: params,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } finally {
      end();
    }
  }

  async insert<T extends object>(
    tag: string,
    table: string,
    rows: readonly T[],
    format: InsertFormat = 'JSONEachRow',
  ): Promise<void> {
    if (rows.length === 0) return;
    this.inFlight.forget();
    const end = querySeconds.startTimer({ tag });
    try {
      if (this.chdb) await this.chdb.call({ op: 'insert', table: this.table(table), rows, format });
      else await this.requireClient().insert({ table: this.table(table), values: rows, format });
    } finally {
      end();
    }
  }

  async insertEncoded(tag: string, table: string, batch: EncodedRows): Promise<void> {
    if (batch.rows === 0) return;
    this.inFlight.forget();
    const end = querySeconds.startTimer({ tag });
    try {
      if (this.chdb) {
        await this.chdb.call({
          op: 'insertEncoded',
          table: this.table(table),
          body: batch.body,
          format: batch.format,
          ...(batch.columns ? { columns: [...batch.columns] } : {}),
        });
      } else {
        await this.requireClient().insert({
          table: this.table(table),
          values: Readable.from([batch.body], { objectMode: false }),
          format: batch.format,
          ...(batch.columns ? { columns: [...batch.columns] as [string, ...string[]] } : {}),
          ...(this.asyncInsert ? { clickhouse_settings: ASYNC_INSERT } : {}),
        });
      }
    } finally {
      end();
    }
  }

  /**
   * The encoded result of a data team's statement that names its own FORMAT (read-only-sql.ts
   * checked it and wrote its limits into it), streamed as it comes (sql-limits.ts). On chDB it runs
   * on a connection of its own (chdb-worker.ts), so that the service's reads and writes never wait
   * behind it; on a server, as one more HTTP query. At most SQL_MAX_CONCURRENT run at once.
   * `limits`: those the statement was written with, for its errors (a data key's own time limit).
   */
  async exportQuery(tag: string, statement: string, limits: SqlLimits = this.sqlLimits): Promise<Readable> {
    const release = await this.sqlGate.acquire();
    const end = querySeconds.startTimer({ tag });
    const done = (): void => {
      end();
      release();
    };
    const format = /\nFORMAT (\w+)$/.exec(statement)?.[1] ?? '';
    const textual = format !== 'Parquet';
    if (this.chdb) {
      return limitedResult(this.chdbExport(this.chdb, statement, format), { limits, textual, done });
    }
    let stream: Readable;
    try {
      // default_format too: a server answers `EXPLAIN AST … FORMAT x` in it (chdb-worker.ts slicedResult).
      const settings = { default_format: format as ClickHouseSettings['default_format'] };
      stream = (await this.requireClient().exec({ query: statement, clickhouse_settings: settings })).stream;
    } catch (err) {
      done();
      throw sqlError(err, limits);
    }
    return limitedResult(stream, { limits, textual, done });
  }

  /** A result read chunk by chunk from the worker: one chunk in flight, so the process holds little of it. */
  private async *chdbExport(
    chdb: ChdbSession,
    statement: string,
    format: string,
  ): AsyncGenerator<Uint8Array> {
    const streams = streamsOnChdb(statement);
    const stream = await chdb.call<number>({ op: 'exportOpen', query: statement, format, streams });
    try {
      for (;;) {
        const chunk = await chdb.call<Uint8Array | null>({ op: 'exportNext', stream });
        if (chunk === null) return;
        yield chunk;
      }
    } finally {
      // A stopped session closed its streams itself.
      await chdb.call({ op: 'exportClose', stream }).catch(() => undefined);
    }
  }

  async command(tag: string, query: string, params?: Params): Promise<void> {
    this.inFlight.forget();
    const end = querySeconds.startTimer({ tag });
    try {
      if (this.chdb) await this.chdb.call({ op: 'command', query, ...(params ? { params } : {}) });
      else await this.requireClient().command({ query, query_params: params });
    } finally {
      end();
    }
  }

  private requireClient(): ClickHouseClient {
    if (!this.client) throw new Error('clickhouse client is not started');
    return this.client;
  }
}
