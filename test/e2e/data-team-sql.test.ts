// The data-team commands as a user runs them: `npm start` on a fresh DATA_DIR (the shipped slice
// replays, logging its progress), then `main.ts sql` (what `npm run sql` runs) while the service
// holds the embedded chDB — answered through its admin SQL route — and again after it stopped, when
// the command opens chDB itself. A Parquet export is read back with hyparquet.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { tempDir } from '../../harness/servers/backends.ts';
import { interrupt, runMain, startReplayed, type RunningService } from '../support/embedded-service.ts';
import { freePort } from '../../harness/servers/free-port.ts';

const ADMIN_KEY = 'adm_data_team_e2e_0123456789abcdefghijklmnopqrstuv';
const PER_STATE = `SELECT countIf(active) AS open, countIf(closed) AS closed, countIf(resolved) AS resolved, count() AS total
FROM markets FINAL WHERE venue = 'venue_a'`;
const TOP_SPREADS = `SELECT token_id, count() AS quotes, toString(max(best_ask - best_bid)) AS widest
FROM book_tops WHERE best_bid IS NOT NULL AND best_ask IS NOT NULL
GROUP BY token_id ORDER BY quotes DESC, token_id LIMIT 5`;

/** TabSeparatedWithNames → objects of strings. */
function tsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trimEnd().split('\n');
  const names = header!.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [names[i]!, v])));
}

describe('data-team SQL (npm run sql) against npm start', function () {
  this.timeout(240_000);
  const dataDir = tempDir('pme-sql-');
  let port: number;
  let service: RunningService;
  // The recorded day alone: the answers compared here (the CLI's against the API's, a Parquet export
  // against the same query as text) are taken moments apart, and the sandbox that follows the replay
  // by default (docs/sandbox.md) would add rows between them.
  const env = () => ({ ADMIN_KEY, PORT: String(port), HOST: '127.0.0.1' });
  let statistics: { total_markets: number; active_markets: number };
  let whileRunning: Record<string, string>[];

  before(async () => {
    port = await freePort();
    service = await startReplayed(dataDir, port, { ADMIN_KEY, INGEST_SOURCES: 'replay' });
  });

  after(() => {
    if (service.child.exitCode === null) service.child.kill('SIGKILL');
  });

  it('should log the replay’s progress: rows of total, percent, rate, time left', () => {
    const lines = service
      .stdout()
      .split('\n')
      .filter((l) => l.includes('"total":'))
      .map((l) => JSON.parse(l) as { msg: string; rows: number; total: number; percent: number });
    assert.ok(lines.length >= 1, 'at least the final line');
    const last = lines.at(-1)!;
    assert.deepEqual([last.rows, last.total, last.percent], [155_320, 155_320, 100]);
    assert.match(last.msg, /^replay 155,320 of 155,320 rows \(100%\), [\d,]+ rows\/s, 0s left$/);
  });

  it('should answer through the running service, agreeing with the API', async () => {
    // Settled: the engine has written every closing (the statistics come from the same table).
    const deadline = Date.now() + 30_000;
    for (;;) {
      statistics = (await service.client.get('/api/v1/markets/statistics')).body.data.venue_a;
      const r = await runMain(dataDir, ['sql', PER_STATE], env());
      assert.equal(r.code, 0, r.output);
      whileRunning = tsv(r.output);
      if (Number(whileRunning[0]!.open) === statistics.active_markets && Number(whileRunning[0]!.closed) > 0)
        break;
      if (Date.now() > deadline)
        assert.fail(`sql ${JSON.stringify(whileRunning)} vs API ${JSON.stringify(statistics)}`);
    }
    const [row] = whileRunning;
    assert.equal(Number(row!.total), statistics.total_markets);
    assert.equal(Number(row!.open) + Number(row!.closed), Number(row!.total));
    assert.ok(Number(row!.resolved) > 0 && Number(row!.resolved) <= Number(row!.closed));
  });

  // Every statement kind in every format: test/integration/sql-statement-formats.test.ts.
  it("should answer a data team's first commands in the CLI's formats: SHOW TABLES, DESCRIBE", async () => {
    const tables = await runMain(dataDir, ['sql', 'SHOW TABLES'], env());
    assert.equal(tables.code, 0, tables.output);
    assert.ok(
      tsv(tables.output).some((t) => t.name === 'markets'),
      tables.output,
    );
    const columns = await runMain(dataDir, ['sql', '--format', 'CSVWithNames', 'DESCRIBE markets'], env());
    assert.equal(columns.code, 0, columns.output);
    assert.match(columns.output, /^"name","type",/);
    assert.match(columns.output, /^"market_id","String"/m);
  });

  it('should refuse writes, several statements and file access, and a wrong admin key', async () => {
    const refused = await runMain(dataDir, ['sql', 'DROP TABLE markets'], env());
    assert.equal(refused.code, 1);
    assert.match(refused.output, /must be one SELECT, WITH, DESCRIBE, SHOW, EXPLAIN or EXISTS statement/);
    const route = (query: string, key = ADMIN_KEY) =>
      service.client.post('/api/v1/admin/sql', { query }, { 'X-Admin-Key': key });
    for (const query of [
      'SELECT 1; DROP TABLE markets',
      "SELECT file('/etc/hostname')",
      "SELECT 1 INTO OUTFILE '/tmp/x'",
      "SELECT * FROM url('http://127.0.0.1:1/', 'CSV')",
      'SELECT nosuch FROM markets',
    ]) {
      const r = await route(query);
      assert.equal(r.status, 400, `${query}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.success, false);
    }
    assert.equal((await route('SELECT 1', 'adm_wrong')).status, 401);
    const wrongKey = await runMain(dataDir, ['sql', '--admin-key', 'adm_wrong', 'SELECT 1'], env());
    assert.equal(wrongKey.code, 1);
    assert.match(wrongKey.output, /401/);
    const noKey = await runMain(dataDir, ['sql', 'SELECT 1'], { ...env(), ADMIN_KEY: '' });
    assert.equal(noKey.code, 1);
    assert.match(noKey.output, /in use by process \d+.*admin key/s);
  });

  it('should find the running service where it listens, whatever PORT says, and refuse a directory without a store', async () => {
    const elsewhere = await runMain(dataDir, ['sql', 'SELECT 1 AS one'], { ...env(), PORT: '1' });
    assert.equal(elsewhere.code, 0, elsewhere.output);
    assert.deepEqual(tsv(elsewhere.output), [{ one: '1' }]);
    // A data key is enough: no admin key in the command's environment.
    const created = await service.client.post(
      '/api/v1/admin/data-keys',
      { name: 'e2e' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    assert.equal(created.status, 200);
    const withDataKey = await runMain(dataDir, ['sql', 'SELECT 2 AS two'], {
      ...env(),
      ADMIN_KEY: '',
      DATA_KEY: created.body.data.secret,
    });
    assert.equal(withDataKey.code, 0, withDataKey.output);
    assert.deepEqual(tsv(withDataKey.output), [{ two: '2' }]);
    const empty = tempDir('pme-sql-empty-');
    const none = await runMain(empty, ['sql', 'SELECT 1'], env());
    assert.equal(none.code, 1);
    assert.match(none.output, /no store at .*clickhouse: give the service's data directory/);
    assert.equal(existsSync(path.join(empty, 'clickhouse')), false, 'no empty store made on the spot');
  });

  it('should export a query to Parquet through the service, readable with hyparquet', async () => {
    const file = path.join(dataDir, 'spreads.parquet');
    const r = await runMain(dataDir, ['sql', '--parquet', file, TOP_SPREADS], env());
    assert.equal(r.code, 0, r.output);
    assert.match(r.output, /from the running service/);
    const rows = await parquetReadObjects({ file: await asyncBufferFromFile(file), compressors });
    const asText = await runMain(dataDir, ['sql', TOP_SPREADS], env());
    const expected = tsv(asText.output);
    assert.equal(rows.length, 5);
    assert.deepEqual(
      rows.map((row) => [row.token_id, String(row.quotes), row.widest]),
      expected.map((e) => [e.token_id, e.quotes, e.widest]),
    );
  });

  it('should answer the same after the service stopped, opening chDB itself', async () => {
    assert.equal((await interrupt(service.child)).code, 0);
    const tables = await runMain(dataDir, ['sql', 'SHOW TABLES'], env());
    assert.equal(tables.code, 0, tables.output);
    assert.ok(
      tsv(tables.output).some((t) => t.name === 'markets'),
      tables.output,
    );
    const r = await runMain(dataDir, ['sql', '--format', 'JSONEachRow', PER_STATE], env());
    assert.equal(r.code, 0, r.output);
    const row = JSON.parse(r.output.trim().split('\n')[0]!) as Record<string, number | string>;
    assert.deepEqual(
      ['open', 'closed', 'resolved', 'total'].map((k) => String(row[k])),
      ['open', 'closed', 'resolved', 'total'].map((k) => whileRunning[0]![k]),
    );
    const file = path.join(dataDir, 'markets.parquet');
    const exported = await runMain(
      dataDir,
      ['sql', '--parquet', file, 'SELECT market_id, active, closed FROM markets FINAL'],
      env(),
    );
    assert.equal(exported.code, 0, exported.output);
    assert.match(exported.output, /from the chDB \(no service running\)/);
    const rows = await parquetReadObjects({ file: await asyncBufferFromFile(file), compressors });
    assert.equal(rows.length, statistics.total_markets);
    assert.equal(rows.filter((x) => x.active === true).length, statistics.active_markets);
  });
});
