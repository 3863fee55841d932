// The worker thread that owns the embedded placement's chDB sessions (see chdb-thread.ts): every
// query runs, and its result is decoded, here, so that the process's event loop never waits on
// chDB. Requests come as messages naming their session and carrying an id; each is answered with
// its result or its error.
//
// Data teams' queries (exportOpen) do not run on the service's connection. chDB (3.4, ClickHouse
// 26) lets one process open any number of native connections on its one data directory; each has
// its own lock, so queries on two connections run at the same time, each on a thread of libuv's
// pool, while the queries of one connection wait for each other (chdb-node's multi-connection model,
// chdb-io/chdb-node#51). The service's own reads and writes share one connection; an analyst's query
// gets a connection of its own, kept for the next one when it ends (a connection streams one result
// at a time). They stay in this thread rather than a second worker: chDB is one engine per process,
// and a worker that ends while holding it takes down the other's connections (chdb-thread.ts); this
// thread only forwards their chunks. An analyst's statement carries no parameters, so it never waits
// in chdb-node's process-wide queue of parameterised queries either.
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { Session as NativeSession } from 'chdb';
import { createChdbConnection, type ChdbExtension } from 'chdb/connection';
import { mkdirSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { CLIENT_LOG } from './client-log.ts';
import type { ChdbReply, ChdbRequest } from './chdb-protocol.ts';

interface Session {
  client: ClickHouseClient;
  /** chDB's own insert: hands an encoded body to the engine without copying it into SQL text. */
  chdb: ChdbExtension;
  chdbPath: string;
  database: string;
  /** Connections of data teams' queries not in use (one per query running; at most the process's cap). */
  idleAnalysts: NativeSession[];
}

/** A data team's result being read, on its own connection. */
interface Export {
  owner: Session;
  connection: NativeSession;
  chunks: AsyncIterator<Uint8Array>;
  /** The fetch in flight: a close waits for it (chDB frees a connection only between fetches). */
  fetching: Promise<unknown> | undefined;
  /** Read to its end: only then is the connection used again (after a failed stream, chDB handed the next query's reader what the failed one had left). */
  ended: boolean;
}

const port = parentPort!;
const sessions = new Map<number, Session>();
const exports = new Map<number, Export>();
let nextExport = 1;

async function open(chdbPath: string, database: string): Promise<Session> {
  mkdirSync(chdbPath, { recursive: true });
  // chDB implements the client's Connection interface; the rest of the client is unchanged.
  const connection = createChdbConnection({ path: chdbPath });
  const client = createClient({ connection, log: CLIENT_LOG } as Parameters<typeof createClient>[0]);
  try {
    if (database !== 'default') await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
    const ping = await client.ping();
    if (!ping.success) throw ping.error;
  } catch (err) {
    await client.close();
    throw err;
  }
  return { client, chdb: connection.chdb, chdbPath, database, idleAnalysts: [] };
}

/** A connection for a data team's query, in the session's database (its own USE: connections keep their own). */
async function analystConnection(session: Session): Promise<NativeSession> {
  const idle = session.idleAnalysts.pop();
  if (idle) return idle;
  const connection = new NativeSession(session.chdbPath);
  try {
    if (session.database !== 'default') await connection.queryAsync(`USE ${session.database}`);
  } catch (err) {
    connection.close();
    throw err;
  }
  return connection;
}

/**
 * Formats whose chunks chDB's stream can be joined into one answer. chDB formats each chunk of a
 * stream as a document of its own (each Parquet chunk a whole file, each JSON chunk its own meta
 * and statistics, each WithNames chunk its own header line): a row format joins once the repeated
 * header line is dropped; the others are read whole, on the same connection of their own, and
 * handed on in slices (the engine's max_result_bytes bounds them: sql-limits.ts). So is a statement
 * chDB's stream refuses (SHOW, DESCRIBE, EXPLAIN, EXISTS: read-only-sql.ts streamsOnChdb), in any format.
 */
const STREAMED: Partial<Record<string, { header: boolean }>> = {
  TabSeparatedWithNames: { header: true },
  CSVWithNames: { header: true },
  JSONEachRow: { header: false },
};
/** Slices of a result read whole, as handed to the process. */
const SLICE_BYTES = 1024 * 1024;

async function exportOpen(
  session: Session,
  statement: string,
  format: string,
  streams: boolean,
): Promise<number> {
  const connection = await analystConnection(session);
  const streamed = streams ? STREAMED[format] : undefined;
  let chunks: AsyncIterator<Uint8Array>;
  try {
    chunks = streamed
      ? joinedChunks(connection.queryStream(statement, { format }), streamed.header)
      : slicedResult(connection, statement, format);
  } catch (err) {
    connection.close();
    // The engine's refusal of the statement (queryStream throws it at once): the caller's 400.
    throw asClickHouseError(err);
  }
  const id = nextExport++;
  exports.set(id, { owner: session, connection, chunks, fetching: undefined, ended: false });
  return id;
}

/** The stream's chunks as one document: the header line of the first chunk dropped from the others. */
async function* joinedChunks(
  stream: AsyncIterable<{ raw(): Uint8Array }>,
  header: boolean,
): AsyncGenerator<Uint8Array> {
  let head: Buffer | undefined;
  for await (const chunk of stream) {
    const bytes = Buffer.from(chunk.raw());
    if (!header) yield bytes;
    else if (head === undefined) {
      const end = bytes.indexOf(0x0a);
      head = end === -1 ? Buffer.alloc(0) : bytes.subarray(0, end + 1);
      yield bytes;
    } else
      yield head.length > 0 && bytes.subarray(0, head.length).equals(head)
        ? bytes.subarray(head.length)
        : bytes;
  }
}

/**
 * The statement's FORMAT is given as the call's too: ClickHouse 26 binds the FORMAT clause of
 * `EXPLAIN AST …` to the explained query and answers in the default format (chDB's: CSV) unless
 * the call names one; for every other statement the clause and the call agree.
 */
async function* slicedResult(
  connection: NativeSession,
  statement: string,
  format: string,
): AsyncGenerator<Uint8Array> {
  const body = (await connection.queryAsync(statement, { format })).bytes();
  for (let at = 0; at < body.byteLength; at += SLICE_BYTES) yield body.subarray(at, at + SLICE_BYTES);
}

async function exportNext(id: number): Promise<Uint8Array | null> {
  const e = exports.get(id);
  if (!e) throw new Error('the result stream is closed');
  const fetching = e.chunks.next();
  e.fetching = fetching;
  try {
    const r = await fetching;
    if (r.done) {
      e.ended = true;
      await exportClose(id);
      return null;
    }
    return r.value;
  } catch (err) {
    await exportClose(id);
    throw asClickHouseError(err);
  } finally {
    e.fetching = undefined;
  }
}

/** Ends a result early or after its end; the connection goes back to the idle ones once free. */
async function exportClose(id: number): Promise<void> {
  const e = exports.get(id);
  if (!e) return;
  exports.delete(id);
  await e.fetching?.catch(() => undefined);
  await e.chunks.return?.();
  // A session closed meanwhile closed its idle connections: this one goes too.
  if (e.ended && [...sessions.values()].includes(e.owner)) e.owner.idleAnalysts.push(e.connection);
  else e.connection.close();
}

async function run(request: ChdbRequest): Promise<unknown> {
  if (request.op === 'open') {
    sessions.set(request.session, await open(request.chdbPath, request.database));
    return undefined;
  }
  const session = sessions.get(request.session);
  if (!session) throw new Error('clickhouse client is not started');
  const { client, chdb } = session;
  switch (request.op) {
    case 'query': {
      const rs = await client.query({
        query: request.query,
        query_params: request.params,
        format: 'JSONEachRow',
      });
      return rs.json();
    }
    case 'queryRowBinary': {
      const { stream } = await client.exec({
        query: `${request.query}\nFORMAT RowBinary`,
        query_params: request.params,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    }
    case 'insert':
      await client.insert({ table: request.table, values: request.rows, format: request.format });
      return undefined;
    case 'insertEncoded':
      await chdb.rawInsert({
        table: request.table,
        values: Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength),
        format: request.format,
        ...(request.columns ? { columns: request.columns } : {}),
      });
      return undefined;
    case 'command':
      await client.command({ query: request.query, query_params: request.params });
      return undefined;
    case 'exportOpen':
      return exportOpen(session, request.query, request.format, request.streams);
    case 'exportNext':
      return exportNext(request.stream);
    case 'exportClose':
      return exportClose(request.stream);
    case 'ping': {
      const r = await client.ping();
      return r.success ? { ok: true } : { ok: false, detail: String(r.error) };
    }
    case 'close':
      sessions.delete(request.session);
      for (const [id, e] of exports) if (e.owner === session) await exportClose(id);
      for (const connection of session.idleAnalysts.splice(0)) connection.close();
      await client.close();
      return undefined;
  }
}

/** A ClickHouse error keeps its class name across the thread boundary (analytics.ts tells the caller's errors by it). */
function asClickHouseError(err: unknown): unknown {
  if (err instanceof Error && /^Code: \d+\./.test(err.message)) err.name = 'ClickHouseError';
  return err;
}

function asReplyError(err: unknown): { message: string; name?: string; code?: string } {
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return { message: err.message, name: err.name, ...(typeof code === 'string' ? { code } : {}) };
}

port.on('message', (request: ChdbRequest) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ChdbReply),
    (err: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: asReplyError(err) } satisfies ChdbReply),
  );
});
