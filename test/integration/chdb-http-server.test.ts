// The chDB stand-in behind ClickHouse's HTTP interface (harness/servers/chdb-http-server.ts) answers
// as the interface is documented: what @clickhouse/client relies on (headers, error answers it
// parses, formats, settings and parameters per query, compressed answers, long parameters in a
// multipart body) and what a client without it sees (GET is read-only, /ping). Against
// TEST_CLICKHOUSE_URL when given, the same checks hold for the real server.
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { uniqueName } from '../../harness/servers/backends.ts';
import { clickHouseServerUrl, serverPlacementName } from '../../harness/servers/clickhouse-http.ts';

describe(`answers over HTTP: ${serverPlacementName()}`, function () {
  this.timeout(60_000);
  let url: string;
  let client: ClickHouseClient;
  const database = uniqueName('http');

  const post = (
    query: string,
    params: Record<string, string> = {},
    init: RequestInit = {},
  ): Promise<Response> =>
    fetch(`${url}/?${String(new URLSearchParams({ database, ...params }))}`, {
      method: 'POST',
      body: query,
      ...init,
    });

  before(async () => {
    url = await clickHouseServerUrl();
    const admin = createClient({ url });
    await admin.command({ query: `CREATE DATABASE ${database}` });
    await admin.close();
    client = createClient({ url, database });
    await client.command({ query: 'CREATE TABLE t (id UInt32, name String) ENGINE = MergeTree ORDER BY id' });
  });
  after(() => client.close());

  it('should answer /ping and a bare GET with Ok.', async () => {
    for (const path of ['/ping', '/']) {
      const res = await fetch(`${url}${path}`);
      assert.equal(res.status, 200);
      assert.equal(await res.text(), 'Ok.\n');
    }
  });

  it('should answer a query with its id, format, time zone and summary headers, TabSeparated by default', async () => {
    const res = await post('SELECT 1 AS a, 2 AS b', { query_id: 'q-1' });
    assert.equal(res.status, 200);
    assert.equal(await res.text(), '1\t2\n');
    assert.equal(res.headers.get('x-clickhouse-query-id'), 'q-1');
    assert.equal(res.headers.get('x-clickhouse-format'), 'TabSeparated');
    assert.ok(res.headers.get('x-clickhouse-timezone'));
    const summary = JSON.parse(res.headers.get('x-clickhouse-summary')!) as Record<string, string>;
    assert.equal(summary.read_rows, '1');
    const json = await post('SELECT 1 AS a FORMAT JSONEachRow');
    assert.equal(json.headers.get('x-clickhouse-format'), 'JSONEachRow');
    assert.equal(await json.text(), '{"a":1}\n');
    const byDefault = await post('SELECT 1 AS a', { default_format: 'CSVWithNames' });
    assert.equal(await byDefault.text(), '"a"\n1\n');
  });

  it("should answer an error with the server's text, code header and status", async () => {
    const unknown = await post('SELECT * FROM absent');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.headers.get('x-clickhouse-exception-code'), '60');
    assert.match(
      await unknown.text(),
      /^Code: 60\. DB::Exception: .*\(UNKNOWN_TABLE\) \(version [\d.]+\)\n$/s,
    );
    const syntax = await post('SELEC 1');
    assert.equal(syntax.status, 400);
    assert.equal(syntax.headers.get('x-clickhouse-exception-code'), '62');
    const setting = await post('SELECT 1', { no_such_setting: '1' });
    assert.equal(setting.status, 404);
    assert.equal(setting.headers.get('x-clickhouse-exception-code'), '115');
    await assert.rejects(client.query({ query: 'SELECT * FROM absent' }), {
      code: '60',
      type: 'UNKNOWN_TABLE',
    });
  });

  it('should take an INSERT begun in the URL with its rows in the body, and refuse writes over GET', async () => {
    const res = await fetch(
      `${url}/?${String(new URLSearchParams({ database, query: 'INSERT INTO t FORMAT JSONEachRow' }))}`,
      {
        method: 'POST',
        body: '{"id":1,"name":"a"}\n{"id":2,"name":"b"}\n',
      },
    );
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(
      (JSON.parse(res.headers.get('x-clickhouse-summary')!) as Record<string, string>).written_rows,
      '2',
    );
    const get = await fetch(
      `${url}/?${String(new URLSearchParams({ database, query: "INSERT INTO t VALUES (3, 'c')" }))}`,
    );
    assert.equal(get.status, 500);
    assert.equal(get.headers.get('x-clickhouse-exception-code'), '164', 'READONLY');
    const rows = await client.query({ query: 'SELECT id, name FROM t ORDER BY id', format: 'JSONEachRow' });
    assert.deepEqual(await rows.json(), [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
  });

  it('should keep settings and parameters to their query', async () => {
    const threads = async (settings: Record<string, string>) =>
      (await (await post("SELECT getSetting('max_threads')", settings)).text()).trim();
    assert.equal(await threads({ max_threads: '3' }), '3');
    assert.notEqual(await threads({}), '3');
    const res = await post('SELECT length({s: String}), {s: String}, {a: Array(String)}', {
      param_s: "it\\'s\\ta\\\\b",
      param_a: "['x\\'y']",
    });
    // Parsed from its escaped form (8 characters: it's, a tab, a, a backslash, b); TabSeparated escapes it again on the way out.
    assert.equal(await res.text(), "8\tit\\'s\\ta\\\\b\t['x\\'y']\n");
    const unset = await post('SELECT {s: String}');
    assert.equal(unset.headers.get('x-clickhouse-exception-code'), '456', 'UNKNOWN_QUERY_PARAMETER');
  });

  it('should read long parameters from a multipart body and compress an answer when asked', async () => {
    const long = 'x'.repeat(10_000);
    const rs = await client.query({
      query: 'SELECT length({s: String}) AS n',
      query_params: { s: long },
      format: 'JSONEachRow',
      use_multipart_params_auto: true,
    });
    assert.deepEqual(await rs.json(), [{ n: 10_000 }]);
    const res = await fetch(
      `${url}/?${String(new URLSearchParams({ database, enable_http_compression: '1' }))}`,
      {
        method: 'POST',
        body: 'SELECT 42',
        headers: { 'Accept-Encoding': 'gzip' },
      },
    );
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    // fetch decompresses on its own; the raw bytes are checked through zlib as well.
    assert.equal(await res.text(), '42\n');
    const raw = await import('node:http').then(
      ({ request }) =>
        new Promise<Buffer>((resolve, reject) => {
          const req = request(
            `${url}/?enable_http_compression=1`,
            { method: 'POST', headers: { 'Accept-Encoding': 'gzip' } },
            (r) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () => resolve(Buffer.concat(chunks)));
            },
          );
          req.on('error', reject);
          req.end('SELECT 43');
        }),
    );
    assert.equal(gunzipSync(raw).toString(), '43\n');
  });
});
