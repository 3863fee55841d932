// The messages between the process's side (chdb-thread.ts) and the chDB worker (chdb-worker.ts).
import type { Params } from './analytics-types.ts';

/** What the process asks of one session; `id` pairs it with its reply. */
export type ChdbRequest = { id: number; session: number } & (
  | { op: 'open'; chdbPath: string; database: string }
  | { op: 'query'; query: string; params?: Params }
  /** The reply is the result as RowBinary. */
  | { op: 'queryRowBinary'; query: string; params?: Params }
  | { op: 'insert'; table: string; rows: readonly object[]; format: 'JSONEachRow' | 'JSONCompactEachRow' }
  | { op: 'insertEncoded'; table: string; body: Uint8Array; format: 'TabSeparated'; columns?: string[] }
  | { op: 'command'; query: string; params?: Params }
  /** A statement that names its FORMAT; the reply is the encoded result (read-only-sql.ts). */
  | { op: 'export'; query: string }
  | { op: 'ping' }
  | { op: 'close' }
);

export type ChdbReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; name?: string; code?: string } };
