// The analytics port: @clickhouse/client over HTTP to a ClickHouse server, or over chDB in this
// process, in a worker thread of its own (chdb-thread.ts: chDB's queries would otherwise hold the
// event loop). Raw SQL with typed parameters ({token_id: String}); every call carries a tag naming
// its call site for metrics.
import { ClickHouseError, createClient, type ClickHouseClient } from '@clickhouse/client';
import { Readable } from 'node:stream';
import { BadRequestError } from '../../core/errors.ts';
import type { Component, Health } from '../../core/lifecycle.ts';
import { histogram } from '../../core/metrics.ts';
import { ChdbSession } from './chdb-thread.ts';
import type { SqlExport } from './read-only-sql.ts';

const querySeconds = histogram('clickhouse_query_seconds', 'ClickHouse call time by call site', ['tag']);

export type Params = Record<string, unknown>;

export interface Analytics {
  /** The qualified name of a table in the configured database. */
  table(name: string): string;
  query<T>(tag: string, query: string, params?: Params): Promise<T[]>;
  /** The result as RowBinary (row-binary.ts): for large results, no text to format or to parse. */
  queryRowBinary(tag: string, query: string, params?: Params): Promise<Uint8Array>;
  /** Rows as objects (JSONEachRow), or as arrays in column order (JSONCompactEachRow: less to encode). */
  insert<T extends object>(tag: string, table: string, rows: readonly T[], format?: InsertFormat): Promise<void>;
  /** Rows already encoded by the caller (hot write paths: no per-row objects, no JSON). */
  insertEncoded(tag: string, table: string, batch: EncodedRows): Promise<void>;
  command(tag: string, query: string, params?: Params): Promise<void>;
}

export type InsertFormat = 'JSONEachRow' | 'JSONCompactEachRow';

/** A batch of rows in ClickHouse's TabSeparated text, in the table's column order (see tab-separated.ts). */
export interface EncodedRows {
  format: 'TabSeparated';
  body: Buffer;
  rows: number;
  /** The columns the body holds, in order (EPHEMERAL ones included); undefined: all of the table's. */
  columns?: readonly string[];
}

/** An error the server (or chDB) reported about a statement. */
function isClickHouseError(err: unknown): boolean {
  // chDB's adapter has its own copy of the client's error class, and its errors cross the worker
  // boundary by name (chdb-worker.ts).
  return (
    err instanceof ClickHouseError ||
    (err instanceof Error && (err.constructor.name === 'ClickHouseError' || err.name === 'ClickHouseError'))
  );
}

/** `asyncInsert`: encoded inserts use the server's async_insert (and wait for it: durable on return). */
export type AnalyticsPlacement = { url: string; database: string; asyncInsert?: boolean } | { chdbPath: string; database: string };

const ASYNC_INSERT = { async_insert: 1, wait_for_async_insert: 1 } as const;

export class ClickHouseAnalytics implements Analytics, SqlExport, Component {
  readonly name = 'clickhouse';
  /** The HTTP placement's client. */
  private client: ClickHouseClient | undefined;
  /** The embedded placement's chDB session, in the process's chDB worker thread. */
  private chdb: ChdbSession | undefined;

  constructor(private readonly placement: AnalyticsPlacement) {}

  async start(): Promise<void> {
    const p = this.placement;
    if ('url' in p) {
      this.client = createClient({ url: p.url, request_timeout: 60_000 });
      await this.client.command({ query: `CREATE DATABASE IF NOT EXISTS ${p.database}` });
      await this.client.close();
      this.client = createClient({ url: p.url, database: p.database, request_timeout: 60_000 });
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
    const end = querySeconds.startTimer({ tag });
    try {
      if (this.chdb) return await this.chdb.call<T[]>({ op: 'query', query, ...(params ? { params } : {}) });
      const rs = await this.requireClient().query({ query, query_params: params, format: 'JSONEachRow' });
      return await rs.json<T>();
    } finally {
      end();
    }
  }

  async queryRowBinary(tag: string, query: string, params?: Params): Promise<Uint8Array> {
    const end = querySeconds.startTimer({ tag });
    try {
      if (this.chdb) return await this.chdb.call<Uint8Array>({ op: 'queryRowBinary', query, ...(params ? { params } : {}) });
      const { stream } = await this.requireClient().exec({ query: `${query}\nFORMAT RowBinary`, query_params: params });
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
   * The encoded result of a statement that names its own FORMAT (read-only-sql.ts checks it first).
   * An error ClickHouse reports about the statement is the caller's: a 400 with its message.
   */
  async exportQuery(tag: string, statement: string): Promise<Readable> {
    const end = querySeconds.startTimer({ tag });
    try {
      if (this.chdb) {
        const body = await this.chdb.call<Uint8Array>({ op: 'export', query: statement });
        return Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)], { objectMode: false });
      }
      return (await this.requireClient().exec({ query: statement })).stream;
    } catch (err) {
      if (isClickHouseError(err)) throw new BadRequestError(`query failed: ${(err as Error).message}`, 'invalid_request');
      throw err;
    } finally {
      end();
    }
  }

  async command(tag: string, query: string, params?: Params): Promise<void> {
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
