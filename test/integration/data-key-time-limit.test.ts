// The time limit of data teams' queries: SQL_MAX_EXECUTION_S stops a long query with a 400
// `sql_time_limit` naming it (here 1 s, so that a test need not wait out the default), and the
// operator lifts it per data key (`max_execution_s`, at most SQL_KEY_MAX_EXECUTION_S) when creating
// or updating the key. Real PostgreSQL and chDB through the market-data stack.
import assert from 'node:assert/strict';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';

const ADMIN_KEY = 'adm_unused'; // what the stack's app is given (its digest)
/** Runs for ever but for its time limit. */
const ENDLESS = 'SELECT count() FROM numbers(1e12)';
/** About 2 s of sleeping (4 rows × 0.5 s): past the default of 1 s, well within a raised limit. */
const TWO_SECONDS = 'SELECT sum(sleepEachRow(0.5)) AS slept FROM numbers(4)';

interface Key {
  key_id: string;
  secret: string;
  max_execution_s: number | null;
}

describe('data keys: the time limit of their queries', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  const admin = { 'X-Admin-Key': ADMIN_KEY };
  const create = (body: Record<string, unknown>) =>
    stack.client.post<{ data: Key; code?: string; param?: string; error?: string }>(
      '/api/v1/admin/data-keys',
      body,
      admin,
    );
  const update = (keyId: string, body: unknown) =>
    stack.client.request<{ data: Key; code?: string; param?: string; error?: string }>(
      'PATCH',
      `/api/v1/admin/data-keys/${keyId}`,
      { body, headers: admin },
    );
  const run = (headers: Record<string, string>, query: string) =>
    stack.client.post<{ slept?: number; code?: string; error?: string }>(
      '/api/v1/data/sql',
      { query, format: 'JSONEachRow' },
      headers,
    );
  const withKey = (key: Key) => ({ 'X-Data-Key': key.secret });

  before(async () => {
    stack = await startMarketDataStack({
      config: { SQL_MAX_EXECUTION_S: '1', SQL_KEY_MAX_EXECUTION_S: '20' },
    });
  });
  after(() => stack?.stop());

  it('should stop a long query at SQL_MAX_EXECUTION_S with a 400 sql_time_limit naming it', async () => {
    const key = (await create({ name: 'default-limit' })).body.data;
    assert.equal(key.max_execution_s, null);
    for (const headers of [withKey(key), admin]) {
      const r = await run(headers, ENDLESS);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.equal(r.body.code, 'sql_time_limit');
      assert.match(
        r.body.error!,
        /query cut at its time limit, SQL_MAX_EXECUTION_S = 1 s \(max_execution_time\)/,
      );
    }
    assert.equal((await run(withKey(key), TWO_SECONDS)).status, 400, 'two seconds are past the default');
  });

  it('should let a key created with a raised limit run past the default, and cut it at its own', async () => {
    const created = await create({ name: 'raised-limit', max_execution_s: 3 });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const key = created.body.data;
    assert.equal(key.max_execution_s, 3);
    const r = await run(withKey(key), TWO_SECONDS);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body, { slept: 0 });
    const cut = await run(withKey(key), ENDLESS);
    assert.equal(cut.status, 400);
    assert.equal(cut.body.code, 'sql_time_limit');
    assert.match(cut.body.error!, new RegExp(`data key ${key.key_id}'s max_execution_s = 3 s`));
    const listed = await stack.client.get<{ data: { data_keys: Key[] } }>('/api/v1/admin/data-keys', admin);
    assert.equal(listed.body.data.data_keys.find((k) => k.key_id === key.key_id)?.max_execution_s, 3);
  });

  it("should set and clear a key's limit with PATCH, holding from its next query", async () => {
    const key = (await create({ name: 'updated-limit' })).body.data;
    const raised = await update(key.key_id, { max_execution_s: 10 });
    assert.equal(raised.status, 200, JSON.stringify(raised.body));
    assert.equal(raised.body.data.max_execution_s, 10);
    assert.equal((await run(withKey(key), TWO_SECONDS)).status, 200);
    const cleared = await update(key.key_id, { max_execution_s: null });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.data.max_execution_s, null);
    const again = await run(withKey(key), TWO_SECONDS);
    assert.equal(again.status, 400);
    assert.match(again.body.error!, /SQL_MAX_EXECUTION_S = 1 s/);
  });

  it('should refuse a limit over SQL_KEY_MAX_EXECUTION_S, or not a whole number of seconds, with a 400', async () => {
    const over = await create({ name: 'too-long', max_execution_s: 21 });
    assert.equal(over.status, 400);
    assert.equal(over.body.param, 'max_execution_s');
    assert.match(over.body.error!, /at most 20 s, the ceiling SQL_KEY_MAX_EXECUTION_S/);
    const key = (await create({ name: 'bounded', max_execution_s: 20 })).body.data;
    assert.equal(key.max_execution_s, 20, 'the ceiling itself may be given');
    for (const body of [{ max_execution_s: 21 }, { max_execution_s: 0 }, { max_execution_s: '5' }, {}]) {
      const r = await update(key.key_id, body);
      assert.equal(r.status, 400, JSON.stringify({ body, answer: r.body }));
    }
    assert.equal((await update('dk_id_nosuch', { max_execution_s: 5 })).status, 404);
    assert.equal((await create({ name: 'fractional', max_execution_s: 1.5 })).status, 400);
  });
});
