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
  /**
   * A data team's statement that names its FORMAT (read-only-sql.ts), run on a chDB connection of
   * its own (chdb-worker.ts); the reply is the stream's id, to read with exportNext. `streams`:
   * chDB's streaming API takes the statement (read-only-sql.ts streamsOnChdb); else it is read whole.
   */
  | { op: 'exportOpen'; query: string; format: string; streams: boolean }
  /** The stream's next chunk of the encoded result; the reply is null once it has ended. */
  | { op: 'exportNext'; stream: number }
  /** Ends the stream; the reply comes once its connection is free (its query may run on until then). */
  | { op: 'exportClose'; stream: number }
  | { op: 'ping' }
  | { op: 'close' }
);

export type ChdbReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; name?: string; code?: string } };
