// The analytics port's shapes, apart from its implementation (analytics.ts), so that the chDB
// worker's messages (chdb-protocol.ts) can name them without importing the client that sends them.

export type Params = Record<string, unknown>;

export interface Analytics {
  /** The qualified name of a table in the configured database. */
  table(name: string): string;
  query<T>(tag: string, query: string, params?: Params): Promise<T[]>;
  /** The result as RowBinary (row-binary.ts): for large results, no text to format or to parse. */
  queryRowBinary(tag: string, query: string, params?: Params): Promise<Uint8Array>;
  /** Rows as objects (JSONEachRow), or as arrays in column order (JSONCompactEachRow: less to encode). */
  insert<T extends object>(
    tag: string,
    table: string,
    rows: readonly T[],
    format?: InsertFormat,
  ): Promise<void>;
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
