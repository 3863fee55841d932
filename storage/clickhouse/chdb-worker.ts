// The worker thread that owns the embedded placement's chDB sessions (see chdb-thread.ts): every
// query runs, and its result is decoded, here, so that the process's event loop never waits on
// chDB. Requests come as messages naming their session and carrying an id; each is answered with
// its result or its error.
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { createChdbConnection, type ChdbExtension } from 'chdb/connection';
import { mkdirSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { ChdbReply, ChdbRequest } from './chdb-protocol.ts';

interface Session {
  client: ClickHouseClient;
  /** chDB's own insert: hands an encoded body to the engine without copying it into SQL text. */
  chdb: ChdbExtension;
  database: string;
}

const port = parentPort!;
const sessions = new Map<number, Session>();

async function open(chdbPath: string, database: string): Promise<Session> {
  mkdirSync(chdbPath, { recursive: true });
  // chDB implements the client's Connection interface; the rest of the client is unchanged.
  const connection = createChdbConnection({ path: chdbPath });
  const client = createClient({ connection } as Parameters<typeof createClient>[0]);
  try {
    if (database !== 'default') await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
    const ping = await client.ping();
    if (!ping.success) throw ping.error;
  } catch (err) {
    await client.close();
    throw err;
  }
  return { client, chdb: connection.chdb, database };
}

async function run(request: ChdbRequest): Promise<unknown> {
  if (request.op === 'open') {
    sessions.set(request.session, await open(request.chdbPath, request.database));
    return undefined;
  }
  const session = sessions.get(request.session);
  if (!session) throw new Error('clickhouse client is not started');
  const { client, chdb, database } = session;
  switch (request.op) {
    case 'query': {
      const rs = await client.query({ query: request.query, query_params: request.params, format: 'JSONEachRow' });
      return rs.json();
    }
    case 'queryRowBinary': {
      const { stream } = await client.exec({ query: `${request.query}\nFORMAT RowBinary`, query_params: request.params });
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
    case 'export':
      return exportResult(client, database, request.query);
    case 'ping': {
      const r = await client.ping();
      return r.success ? { ok: true } : { ok: false, detail: String(r.error) };
    }
    case 'close':
      sessions.delete(request.session);
      await client.close();
      return undefined;
  }
}

/**
 * The statement's encoded result. Unqualified table names mean the session's database (the
 * service's own queries all name theirs, so switching the session's current database changes
 * nothing for them). A ClickHouse error keeps its class name across the thread boundary.
 */
async function exportResult(client: ClickHouseClient, database: string, statement: string): Promise<Uint8Array> {
  const query = database === 'default' ? statement : `USE ${database};\n${statement}`;
  try {
    const { stream } = await client.exec({ query });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof Error && err.constructor.name === 'ClickHouseError') err.name = 'ClickHouseError';
    throw err;
  }
}

function asReplyError(err: unknown): { message: string; name?: string; code?: string } {
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return { message: err.message, name: err.name, ...(typeof code === 'string' ? { code } : {}) };
}

port.on('message', (request: ChdbRequest) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ChdbReply),
    (err: unknown) => port.postMessage({ id: request.id, ok: false, error: asReplyError(err) } satisfies ChdbReply),
  );
});
