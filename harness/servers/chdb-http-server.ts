// A test-only ClickHouse engine behind ClickHouse's HTTP interface: chDB (the ClickHouse engine as a
// library) serving what @clickhouse/client asks of a server, so that the service's server placement
// (storage/clickhouse/analytics.ts with a URL) runs in every test run over a real HTTP connection.
// No ClickHouse server recent enough installs here (Debian's is 18.16: no typed query parameters)
// and no npm package ships one; chDB is the same engine version the embedded placement runs.
//
//   node --import tsx harness/servers/chdb-http-server.ts <data dir>
//
// listens on a free port of 127.0.0.1, prints `listening <port>` on stdout, and ends when its stdin
// closes (its parent is gone) or on SIGTERM/SIGINT. harness/servers/clickhouse-http.ts starts it.
//
// What it serves, as the server does (docs: "HTTP interface"): GET and POST on `/` with the query in
// the `query` parameter, in the body, or begun in the parameter and continued in the body (an INSERT's
// rows); multipart/form-data bodies (the client's long parameters); gzip/deflate/br request bodies;
// `database`; `param_<name>` query parameters in their escaped text form; every other parameter as a
// setting of that query (unknown ones refused as the server does); `default_format` and FORMAT
// clauses (TabSeparated by default); GET as readonly = 2; responses compressed when asked
// (enable_http_compression = 1 and Accept-Encoding); the X-ClickHouse-Query-Id, -Format, -Timezone
// and -Summary headers; errors as the server words and numbers them (chdb-http-errors.ts); /ping.
//
// Each request runs on a chDB connection of its own (opening one costs about 3 ms): settings,
// parameters and the current database are per query, as on the server, and queries of separate
// requests run at the same time. Results are read whole before the answer starts (the client's
// wait_end_of_query behaviour), so an error is always an error status, never a 200 cut short.
import { Session } from 'chdb';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { httpError, standInError } from './chdb-http-errors.ts';

/** URL parameters that are not settings (the server reads them itself). */
const NOT_SETTINGS = new Set([
  'query',
  'database',
  'default_format',
  'query_id',
  'session_id',
  'session_timeout',
  'session_check',
  'compress',
  'decompress',
  'user',
  'password',
  'quota_key',
  'role',
  'buffer_size',
  'wait_end_of_query',
]);
/** Settings of the HTTP layer: meaningful to the server's handler, unknown to the engine. */
const HTTP_SETTINGS = new Set([
  'enable_http_compression',
  'http_zlib_compression_level',
  'send_progress_in_http_headers',
  'http_headers_progress_interval_ms',
  'http_wait_end_of_query',
  'http_response_buffer_size',
  'http_native_compression_disable_checksumming_on_decompress',
  'add_http_cors_header',
  'cancel_http_readonly_queries_on_client_close',
]);
/** Text insert formats chDB takes as a raw body (no copy into SQL text; its own row count). */
const RAW_INSERT = new Set([
  'JSONEachRow',
  'JSONCompactEachRow',
  'CSV',
  'CSVWithNames',
  'TSV',
  'TabSeparated',
  'TSVWithNames',
  'TabSeparatedWithNames',
]);
const INSERT_WITH_DATA =
  /^\s*INSERT\s+INTO\s+(?:TABLE\s+)?([A-Za-z0-9_.]+)\s*(?:\(([^)]*)\))?\s*FORMAT\s+(\w+)\s*$/i;

const CONTENT_TYPES: Record<string, string> = {
  TabSeparated: 'text/tab-separated-values; charset=UTF-8',
  TSV: 'text/tab-separated-values; charset=UTF-8',
  JSONEachRow: 'application/x-ndjson; charset=UTF-8',
  JSON: 'application/json; charset=UTF-8',
  CSV: 'text/csv; charset=UTF-8; header=absent',
};

interface Parsed {
  /** The statement (for an INSERT with rows: up to its FORMAT clause). */
  query: string;
  /** An INSERT's rows, the body after a query given in the URL. */
  data: Buffer | undefined;
  params: Map<string, string>;
  settings: Map<string, string>;
  database: string | undefined;
  defaultFormat: string;
  queryId: string;
  compressAnswer: boolean;
}

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: chdb-http-server.ts <data dir>');
mkdirSync(dataDir, { recursive: true });

/** One connection held for the life of the process: it keeps the engine loaded between requests. */
const keeper = new Session(dataDir);
const VERSION = (await keeper.queryAsync('SELECT version()', { format: 'TabSeparatedRaw' })).text().trim();

/** The request's body, decoded from its Content-Encoding. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const encoding = req.headers['content-encoding'];
  if (!encoding || encoding === 'identity') return raw;
  if (encoding === 'gzip') return promisify(zlib.gunzip)(raw);
  if (encoding === 'deflate') return promisify(zlib.inflate)(raw);
  if (encoding === 'br') return promisify(zlib.brotliDecompress)(raw);
  throw standInError(1, 'UNSUPPORTED_METHOD', `Unknown Content-Encoding of HTTP request: ${encoding}`);
}

/** The named parts of a multipart/form-data body (the client sends long parameters so). */
function multipartParts(body: Buffer, contentType: string): Map<string, string> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) throw standInError(36, 'BAD_ARGUMENTS', 'multipart/form-data without a boundary');
  const parts = new Map<string, string>();
  for (const part of body.toString('utf8').split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split === -1) continue;
    const name = /name="([^"]*)"/.exec(part.slice(0, split))?.[1];
    if (name !== undefined) parts.set(name, part.slice(split + 4).replace(/\r\n$/, ''));
  }
  return parts;
}

async function parseRequest(req: IncomingMessage, url: URL): Promise<Parsed> {
  let body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
  const entries = [...url.searchParams.entries()];
  const contentType = req.headers['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const parts = multipartParts(body, contentType);
    body = Buffer.from(parts.get('query') ?? '');
    parts.delete('query');
    entries.push(...parts.entries());
  }
  const params = new Map<string, string>();
  const settings = new Map<string, string>();
  for (const [key, value] of entries) {
    if (key.startsWith('param_')) params.set(key.slice('param_'.length), value);
    else if (!NOT_SETTINGS.has(key) && !HTTP_SETTINGS.has(key)) settings.set(key, value);
  }
  const urlQuery = url.searchParams.get('query') ?? '';
  // A query begun in the URL and continued in the body: an INSERT's rows follow its FORMAT clause.
  const withData = urlQuery !== '' && body.length > 0 && INSERT_WITH_DATA.test(urlQuery);
  const query = withData ? urlQuery : [urlQuery, body.toString('utf8')].filter((s) => s !== '').join('\n');
  return {
    query,
    data: withData ? body : undefined,
    params,
    settings,
    database: url.searchParams.get('database') ?? undefined,
    defaultFormat: url.searchParams.get('default_format') ?? 'TabSeparated',
    queryId: url.searchParams.get('query_id') || randomUUID(),
    compressAnswer: url.searchParams.get('enable_http_compression') === '1',
  };
}

/** A SQL string literal holding `value` exactly. */
const literal = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The connection's state for this query, as the server sets it from the URL: the database, the
 * query parameters (given to the engine in their escaped text form, parsed by their declared type
 * as the server parses them), then the settings (readonly last, so it cannot refuse the others).
 */
async function prepare(connection: Session, p: Parsed, readonlyGet: boolean): Promise<void> {
  if (p.database !== undefined) {
    if (!IDENTIFIER.test(p.database))
      throw standInError(81, 'UNKNOWN_DATABASE', `Database ${p.database} does not exist`);
    await connection.queryAsync(`USE ${p.database}`);
  }
  for (const [name, value] of p.params) {
    if (!IDENTIFIER.test(name)) throw standInError(36, 'BAD_ARGUMENTS', `Bad query parameter name: ${name}`);
    await connection.queryAsync(`SET param_${name} = ${literal(value)}`);
  }
  const settings = [...p.settings].sort(([a], [b]) => Number(a === 'readonly') - Number(b === 'readonly'));
  if (readonlyGet && !p.settings.has('readonly')) settings.push(['readonly', '2']);
  for (const [name, value] of settings) {
    if (!IDENTIFIER.test(name)) throw standInError(115, 'UNKNOWN_SETTING', `Unknown setting '${name}'`);
    await connection.queryAsync(`SET ${name} = ${literal(value)}`);
  }
}

interface Outcome {
  body: Uint8Array;
  format: string;
  summary: Record<string, string>;
}

const summary = (o: {
  readRows?: number;
  readBytes?: number;
  writtenRows?: number;
  writtenBytes?: number;
  resultRows?: number;
  resultBytes?: number;
  elapsed?: number;
}): Record<string, string> => ({
  read_rows: String(o.readRows ?? 0),
  read_bytes: String(o.readBytes ?? 0),
  written_rows: String(o.writtenRows ?? 0),
  written_bytes: String(o.writtenBytes ?? 0),
  total_rows_to_read: String(o.readRows ?? 0),
  result_rows: String(o.resultRows ?? 0),
  result_bytes: String(o.resultBytes ?? 0),
  elapsed_ns: String(Math.round((o.elapsed ?? 0) * 1e9)),
});

async function execute(connection: Session, p: Parsed): Promise<Outcome> {
  if (p.data !== undefined) return insert(connection, p.query, p.data);
  const format = /\bFORMAT\s+(\w+)\s*;?\s*$/i.exec(p.query)?.[1] ?? p.defaultFormat;
  const r = await connection.queryAsync(p.query, { format: p.defaultFormat });
  const body = r.bytes();
  return {
    body,
    format,
    summary: summary({
      readRows: r.rowsRead,
      readBytes: r.bytesRead,
      resultBytes: body.byteLength,
      elapsed: r.elapsed,
    }),
  };
}

/** `INSERT … FORMAT X` with its rows in the body. */
async function insert(connection: Session, query: string, data: Buffer): Promise<Outcome> {
  const [, table, columns, format] = INSERT_WITH_DATA.exec(query)!;
  const empty = { body: new Uint8Array(0), format: 'TabSeparated' };
  if (data.toString('utf8').trim() === '') return { ...empty, summary: summary({}) };
  if (RAW_INSERT.has(format!)) {
    const r = await connection.insert({
      table: table!,
      values: data,
      format: format as 'JSONEachRow',
      ...(columns ? { columns: columns.split(',').map((c) => c.trim()) } : {}),
    });
    return {
      ...empty,
      summary: summary({ writtenRows: r.rowsWritten, writtenBytes: r.bytesWritten, elapsed: r.elapsed }),
    };
  }
  const text = new TextDecoder('utf-8', { fatal: true });
  let rows: string;
  try {
    rows = text.decode(data);
  } catch {
    throw standInError(48, 'NOT_IMPLEMENTED', `the chDB stand-in takes ${format} rows only as UTF-8 text`);
  }
  const r = await connection.queryAsync(`${query}\n${rows}`, { format: 'TabSeparated' });
  return { ...empty, summary: summary({ elapsed: r.elapsed }) };
}

function answer(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Uint8Array | string,
  gzip: boolean,
): void {
  const bytes =
    typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const out = gzip ? zlib.gzipSync(bytes) : bytes;
  res.writeHead(status, {
    'X-ClickHouse-Server-Display-Name': 'chdb-http-server',
    'X-ClickHouse-Timezone': 'UTC',
    ...headers,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': String(out.byteLength),
  });
  res.end(out);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (
    url.pathname === '/ping' ||
    (url.pathname === '/' && req.method === 'GET' && !url.searchParams.has('query'))
  ) {
    answer(res, 200, { 'Content-Type': 'text/html; charset=UTF-8' }, 'Ok.\n', false);
    return;
  }
  const gzipAccepted = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  let queryId = url.searchParams.get('query_id') || randomUUID();
  let compress = false;
  const connection = new Session(dataDir);
  try {
    if (url.pathname !== '/')
      throw standInError(1, 'UNSUPPORTED_METHOD', `There is no handle ${url.pathname}`);
    if (req.method !== 'GET' && req.method !== 'POST')
      throw standInError(1, 'UNSUPPORTED_METHOD', `HTTP method ${req.method} is not allowed`);
    const p = await parseRequest(req, url);
    queryId = p.queryId;
    compress = p.compressAnswer && gzipAccepted;
    if (p.query.trim() === '') throw standInError(62, 'SYNTAX_ERROR', 'Empty query');
    await prepare(connection, p, req.method === 'GET');
    const out = await execute(connection, p);
    answer(
      res,
      200,
      {
        'Content-Type': CONTENT_TYPES[out.format] ?? 'text/plain; charset=UTF-8',
        'X-ClickHouse-Query-Id': queryId,
        'X-ClickHouse-Format': out.format,
        'X-ClickHouse-Summary': JSON.stringify(out.summary),
      },
      out.body,
      compress,
    );
  } catch (err) {
    const e = httpError(err, VERSION);
    answer(
      res,
      e.status,
      {
        'Content-Type': 'text/plain; charset=UTF-8',
        'X-ClickHouse-Query-Id': queryId,
        'X-ClickHouse-Exception-Code': String(e.code),
        'X-ClickHouse-Summary': JSON.stringify(summary({})),
      },
      e.body,
      compress,
    );
  } finally {
    connection.close();
  }
}

const server = createServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    // Only a failure to write the answer lands here (the client went away).
    process.stderr.write(`chdb-http-server: ${String(err)}\n`);
    res.destroy();
  });
});
server.keepAliveTimeout = 10_000;

function stop(): void {
  server.close();
  server.closeAllConnections();
  keeper.close();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`listening ${port}\n`);
});
