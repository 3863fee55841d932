// A data team's heavy query does not stall the service: `npm start` on the embedded default (chDB in
// process), its admin SQL route under limits set small, and the service's own reads beside it. The
// checks are orders of events, not durations: the service's reads must finish while the analyst's
// query still sleeps (it is seen running in system.processes before they start).
import assert from 'node:assert/strict';
import { parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { tempDir } from '../../harness/servers/backends.ts';
import { startEmbedded, type RunningService } from '../support/embedded-service.ts';
import { freePort } from '../../harness/servers/free-port.ts';

const ADMIN_KEY = 'adm_sql_isolation_e2e_0123456789abcdefghijklmnopq';
const admin = { 'X-Admin-Key': ADMIN_KEY };
/** Three blocks of numbers (65,409 rows a block), each sleeping 3 s: about 9 s on one thread. */
/** The one value of a TabSeparatedWithNames answer (undefined: no row). */
const value = (body: unknown): string | undefined => String(body).trimEnd().split('\n')[1];
const SLEEPER = 'SELECT max(sleep(3)) AS slept FROM numbers(150000)';

describe('data-team SQL apart from the service (embedded default)', function () {
  this.timeout(240_000);
  let service: RunningService;
  let token: string;

  const sql = (query: string, format = 'TabSeparatedWithNames') =>
    service.client.post('/api/v1/admin/sql', { query, format }, admin);

  /** Polls (with a deadline) until the sleeping query is seen running in the engine. */
  async function sleeperRunning(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await sql(
        "SELECT count() FROM system.processes WHERE query LIKE '%sleep(3)%' AND query NOT LIKE '%system.processes%'",
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      if (Number(value(r.body)) >= 1) return;
      if (Date.now() > deadline) throw new Error('the sleeping query was never seen running');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  before(async () => {
    const port = await freePort();
    service = await startEmbedded(tempDir('pme-sql-iso-'), port, {
      ADMIN_KEY,
      HOST: '127.0.0.1',
      BOOK_HISTORY_CACHE_MB: '0', // every order-book read goes to ClickHouse
      SQL_MAX_MEMORY_MB: '64',
      SQL_MAX_RESULT_MB: '1',
      SQL_MAX_EXECUTION_S: '60',
      SQL_MAX_CONCURRENT: '2',
      SQL_QUEUE_WAIT_MS: '200',
    });
    // A token the replay has given a history, and an order-book read of it that answers.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const r = await sql(
        'SELECT token_id FROM book_tops GROUP BY token_id ORDER BY count() DESC, token_id LIMIT 1',
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      token = value(r.body) ?? '';
      if (token && (await service.client.get(orderbooks())).status === 200) break;
      if (Date.now() > deadline) throw new Error('no token with an order-book history within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  after(() => {
    if (service.child.exitCode === null) service.child.kill('SIGKILL');
  });

  const orderbooks = () => `/api/v1/markets/orderbooks?venue=venue_a&token_id=${token}&bucket=1h`;

  it('should answer /readyz and an order-book read while an analyst query sleeps, before it ends', async () => {
    let sleeperDone = false;
    const sleeping = sql(SLEEPER).then((r) => {
      sleeperDone = true;
      return r;
    });
    await sleeperRunning();
    const ready = await service.client.get('/readyz');
    const book = await service.client.get(orderbooks());
    const readsDoneWhileSleeping = !sleeperDone;
    assert.equal(ready.status, 200, JSON.stringify(ready.body));
    assert.equal(book.status, 200, JSON.stringify(book.body));
    assert.ok(readsDoneWhileSleeping, 'the service’s reads waited for the analyst’s query');
    const slept = await sleeping;
    assert.equal(slept.status, 200, JSON.stringify(slept.body));
    assert.equal(slept.body, 'slept\n0\n');
  });

  it('should refuse a third query while two run, with 429 and Retry-After', async () => {
    const first = sql(SLEEPER);
    await sleeperRunning();
    const [second, third] = await Promise.all([sql(SLEEPER), sql(SLEEPER)]);
    const refused = [second, third].filter((r) => r.status === 429);
    assert.equal(refused.length, 1, JSON.stringify([second.status, third.status]));
    assert.match(refused[0]!.body.error, /SQL_MAX_CONCURRENT/);
    assert.equal(refused[0]!.headers.get('retry-after'), '1');
    assert.deepEqual(
      [(await first).status, ...[second, third].map((r) => r.status).filter((s) => s !== 429)],
      [200, 200],
    );
  });

  it('should refuse a query over its memory limit with a 400 naming the limit, and stay ready', async () => {
    const r = await sql('SELECT length(groupArray(number)) FROM numbers(100000000)');
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.success, false);
    assert.match(r.body.error, /SQL_MAX_MEMORY_MB = 64 MiB \(max_memory_usage\)/);
    assert.match(r.body.error, /MEMORY_LIMIT_EXCEEDED/);
    assert.equal((await service.client.get('/readyz')).status, 200);
  });

  it('should cut a result over its size limit with a 400 naming the limit', async () => {
    // About 6.9 MB of text: over SQL_MAX_RESULT_MB = 1 within the first MiB, before the answer starts.
    const r = await sql('SELECT number FROM numbers(1000000)');
    assert.equal(r.status, 400, typeof r.body === 'string' ? r.body.slice(0, 200) : JSON.stringify(r.body));
    assert.match(r.body.error, /SQL_MAX_RESULT_MB = 1 MiB/);
    // Under the limit, the same query answers whole.
    const small = await sql('SELECT number FROM numbers(100000)');
    assert.equal(small.status, 200);
    const lines = String(small.body).trimEnd().split('\n');
    assert.deepEqual([lines.length, lines[0], lines.at(-1)], [100_001, 'number', '99999']);
  });

  it('should answer a Parquet export as one readable file, without a length announced', async () => {
    const res = await fetch(`${service.client.baseUrl}/api/v1/admin/sql`, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'SELECT number FROM numbers(50000)', format: 'Parquet' }),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/vnd.apache.parquet');
    assert.equal(res.headers.get('content-length'), null, 'streamed, not buffered whole');
    const body = await res.arrayBuffer();
    const rows = await parquetReadObjects({ file: body, compressors });
    assert.deepEqual(
      [rows.length, String(rows[0]!.number), String(rows.at(-1)!.number)],
      [50_000, '0', '49999'],
    );
  });
});
