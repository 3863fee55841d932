// Every kind of statement the read-only gate admits (storage/clickhouse/read-only-sql.ts), in every
// format the SQL routes offer, over HTTP through the data-key route and the admin route, on both
// analytics placements: each answers 200 with a body in that format — parsed here, with the JSON
// answer's columns and row count — or a 400 that names the format. Never a 5xx (chDB's streaming
// API refuses SHOW, DESCRIBE, EXPLAIN and EXISTS, which once answered 500 in the streamed formats).
import assert from 'node:assert/strict';
import { parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { clickHousePlacements } from '../../harness/servers/clickhouse-http.ts';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';
import { SQL_FORMAT_NAMES, type SqlFormat } from '../../storage/clickhouse/read-only-sql.ts';

const ADMIN_KEY = 'adm_unused'; // what the stack's app is given (its digest)

/** A statement of each kind the gate admits, with the first column its answer names. */
const STATEMENTS: readonly (readonly [query: string, column: string])[] = [
  ['SELECT count() AS markets FROM markets FINAL', 'markets'],
  ['WITH 2 AS two SELECT two', 'two'],
  ['(SELECT 1 AS n) UNION ALL (SELECT 2 AS n)', 'n'],
  ['SHOW TABLES', 'name'],
  ["SHOW TABLES LIKE 'mark%'", 'name'],
  ['SHOW DATABASES', 'name'],
  ['SHOW CREATE TABLE markets', 'statement'],
  ['SHOW COLUMNS FROM markets', 'field'],
  ['SHOW INDEX FROM markets', 'table'],
  ["SHOW SETTINGS LIKE 'max_threads'", 'name'],
  ['SHOW CLUSTERS', 'cluster'],
  ['DESCRIBE markets', 'name'],
  ['DESC TABLE book_tops', 'name'],
  ['DESCRIBE (SELECT 1 AS x)', 'name'],
  ['EXPLAIN SELECT count() FROM markets', 'explain'],
  ['EXPLAIN PLAN actions = 1 SELECT count() FROM markets', 'explain'],
  ['EXPLAIN AST SELECT 1', 'explain'],
  ['EXPLAIN SYNTAX SELECT 1 WHERE 1', 'explain'],
  ['EXPLAIN QUERY TREE SELECT 1', 'explain'],
  ['EXPLAIN PIPELINE SELECT count() FROM markets', 'explain'],
  ['EXPLAIN ESTIMATE SELECT * FROM markets', 'database'],
  ['EXISTS TABLE markets', 'result'],
  ['EXISTS DATABASE default', 'result'],
  ['  -- a comment first\nSHOW TABLES;', 'name'],
];

interface Answer {
  status: number;
  type: string;
  bytes: Buffer;
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and newlines. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n')) {
      field += c;
    } else {
      record.push(field);
      field = '';
      if (c === '\n') {
        records.push(record);
        record = [];
      }
    }
  }
  assert.ok(!quoted && field === '' && record.length === 0, 'the CSV ends with a whole record');
  return records;
}

const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');

/**
 * Checks a 200 answer in `format` against the JSON answer's first column and row count, as a
 * reader of that format would read it.
 */
async function assertInFormat(format: SqlFormat, a: Answer, column: string, rows: number): Promise<void> {
  const text = a.bytes.toString('utf8');
  const at = `${format}: ${text.slice(0, 300)}`;
  switch (format) {
    case 'TabSeparatedWithNames': {
      const [header, ...body] = text.split('\n').slice(0, -1);
      assert.equal(header!.split('\t')[0], column, at);
      assert.equal(body.length, rows, at);
      break;
    }
    case 'CSVWithNames': {
      const [header, ...body] = csvRecords(text);
      assert.equal(header![0], column, at);
      assert.equal(body.length, rows, at);
      break;
    }
    case 'JSONEachRow': {
      const objects = lines(text).map((l) => JSON.parse(l) as Record<string, unknown>);
      assert.equal(objects.length, rows, at);
      for (const o of objects) assert.equal(Object.keys(o)[0], column, at);
      break;
    }
    case 'JSON': {
      const doc = JSON.parse(text) as { meta: { name: string }[]; data: unknown[]; rows: number };
      assert.equal(doc.meta[0]!.name, column, at);
      assert.equal(doc.data.length, rows, at);
      break;
    }
    case 'PrettyCompactMonoBlock':
      // A table, or the engine's vertical fallback for one too wide (output_format_pretty_fallback_to_vertical).
      if (rows > 0) assert.match(text, new RegExp(`^\\s*┌─${column}─|^Row 1:\n─+\n${column}: `), at);
      break;
    case 'Markdown':
      if (rows > 0) assert.match(lines(text)[0]!, new RegExp(`^\\| ${column} \\|`), at);
      break;
    case 'Vertical':
      assert.equal(text.match(/^Row \d+:\n─+$/gm)?.length ?? 0, rows, at);
      if (rows > 0) assert.match(text, new RegExp(`^${column}: `, 'm'), at);
      break;
    case 'Parquet': {
      const file = a.bytes.buffer.slice(a.bytes.byteOffset, a.bytes.byteOffset + a.bytes.byteLength);
      const objects = await parquetReadObjects({ file: file as ArrayBuffer, compressors });
      assert.equal(objects.length, rows, format);
      if (rows > 0) assert.equal(Object.keys(objects[0]!)[0], column, format);
      break;
    }
  }
}

for (const { name, placement } of clickHousePlacements) {
  describe(`SQL routes: every admitted statement in every format (${name})`, function () {
    this.timeout(300_000);
    let stack: MarketDataStack;
    let dataKey: string;

    before(async () => {
      stack = await startMarketDataStack({ analytics: placement });
      const created = await stack.client.post<{ data: { secret: string } }>(
        '/api/v1/admin/data-keys',
        { name: 'format-walk' },
        { 'X-Admin-Key': ADMIN_KEY },
      );
      dataKey = created.body.data.secret;
    });
    after(() => stack?.stop());

    const ask = async (route: string, query: string, format: SqlFormat): Promise<Answer> => {
      const headers: Record<string, string> =
        route === '/api/v1/data/sql' ? { 'X-Data-Key': dataKey } : { 'X-Admin-Key': ADMIN_KEY };
      const res = await fetch(stack.client.baseUrl + route, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query, format }),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      return { status: res.status, type: res.headers.get('content-type') ?? '', bytes };
    };

    for (const route of ['/api/v1/data/sql', '/api/v1/admin/sql']) {
      it(`should answer each statement kind in each format through ${route}, or 400 naming the format`, async () => {
        const refusals: string[] = [];
        for (const [query, column] of STATEMENTS) {
          const reference = await ask(route, query, 'JSON');
          assert.equal(reference.status, 200, `${query} JSON: ${reference.bytes.toString()}`);
          const { rows } = JSON.parse(reference.bytes.toString()) as { rows: number };
          for (const format of SQL_FORMAT_NAMES) {
            const a = await ask(route, query, format);
            const said = `${query} in ${format}: ${a.status} ${a.bytes.toString('utf8').slice(0, 300)}`;
            if (a.status === 400) {
              const { error } = JSON.parse(a.bytes.toString()) as { error: string };
              assert.ok(error.includes(format), `a refusal names the format: ${said}`);
              refusals.push(`${query} in ${format}`);
              continue;
            }
            assert.equal(a.status, 200, said);
            await assertInFormat(format, a, column, rows);
          }
        }
        // The one pair the engine cannot write: SHOW INDEX has a column of type Nothing.
        assert.deepEqual(refusals, ['SHOW INDEX FROM markets in Parquet']);
      });
    }
  });
}
