// Data keys: the operator creates a read-only key for a data team; it opens the SQL route
// (POST /api/v1/data/sql) and nothing else, is kept only as a digest, and a revocation holds at
// once. Real PostgreSQL and chDB through the market-data stack.
import assert from 'node:assert/strict';
import { sha256Hex } from '../../core/secrets.ts';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';

const ADMIN_KEY = 'adm_unused'; // what the stack's app is given (its digest)

describe('data keys (read-only SQL credentials)', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  const admin = { 'X-Admin-Key': ADMIN_KEY };
  const sqlWith = (headers: Record<string, string>, query = 'SELECT 1 AS one') =>
    stack.client.post<unknown>('/api/v1/data/sql', { query, format: 'JSONEachRow' }, headers);

  before(async () => {
    stack = await startMarketDataStack();
  });
  after(() => stack?.stop());

  it('should create a key whose secret is shown once and kept only as a digest', async () => {
    const created = await stack.client.post<{ data: { key_id: string; secret: string; active: boolean } }>(
      '/api/v1/admin/data-keys',
      { name: 'analytics-team' },
      admin,
    );
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { key_id, secret, active } = created.body.data;
    assert.match(secret, /^dk_[A-Za-z0-9_-]{43}$/);
    assert.equal(active, true);
    const [row] = await stack.sql.query<{ secret_sha256: string } & Record<string, unknown>>(
      'test.data_key',
      'SELECT * FROM data_keys WHERE key_id = $1',
      [key_id],
    );
    assert.equal(row!.secret_sha256, sha256Hex(secret));
    assert.ok(!JSON.stringify(row).includes(secret), 'the secret itself is nowhere in the row');
    const listed = await stack.client.get<{ data: { data_keys: Record<string, unknown>[] } }>(
      '/api/v1/admin/data-keys',
      admin,
    );
    const mine = listed.body.data.data_keys.find((k) => k.key_id === key_id);
    assert.deepEqual(Object.keys(mine!).sort(), [
      'active',
      'created_at',
      'key_id',
      'max_execution_s',
      'name',
      'revoked_at',
    ]);
  });

  it('should open the SQL route and nothing else, and be refused at once when revoked', async () => {
    const created = await stack.client.post<{ data: { key_id: string; secret: string } }>(
      '/api/v1/admin/data-keys',
      { name: 'one-analyst' },
      admin,
    );
    const key = { 'X-Data-Key': created.body.data.secret };
    const answer = await sqlWith(key);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { one: 1 });
    assert.equal((await sqlWith(admin)).status, 200, 'the admin key opens it too');

    // Never an admin route, whichever header carries it.
    for (const headers of [key, { 'X-Admin-Key': created.body.data.secret }]) {
      const r = await stack.client.post<{ code: string }>('/api/v1/admin/data-keys', { name: 'x' }, headers);
      assert.equal(r.status, 401, JSON.stringify(r.body));
      assert.equal(
        (await stack.client.post('/api/v1/admin/sql', { query: 'SELECT 1' }, headers)).status,
        401,
      );
      assert.equal((await stack.client.post('/api/v1/admin/projects', { name: 'p' }, headers)).status, 401);
    }
    // Still read-only: the gate applies as for the admin key.
    const write = await sqlWith(key, 'DROP TABLE markets');
    assert.equal(write.status, 400);

    const revoked = await stack.client.request<{ data: { active: boolean; revoked_at: string } }>(
      'DELETE',
      `/api/v1/admin/data-keys/${created.body.data.key_id}`,
      { headers: admin },
    );
    assert.equal(revoked.status, 200);
    assert.equal(revoked.body.data.active, false);
    assert.ok(Date.parse(revoked.body.data.revoked_at) > 0);
    const after = await sqlWith(key);
    assert.equal(after.status, 401);
    assert.match(JSON.stringify(after.body), /invalid or revoked data key/);
    const again = await stack.client.request(
      'DELETE',
      `/api/v1/admin/data-keys/${created.body.data.key_id}`,
      { headers: admin },
    );
    assert.equal(again.status, 200, 'revoking twice is fine');
    assert.equal(
      (await stack.client.request('DELETE', '/api/v1/admin/data-keys/dk_id_nosuch', { headers: admin }))
        .status,
      404,
    );
  });

  it('should refuse a missing or unknown data key with 401', async () => {
    assert.equal((await stack.client.post('/api/v1/data/sql', { query: 'SELECT 1' })).status, 401);
    assert.equal((await sqlWith({ 'X-Data-Key': 'dk_unknown' })).status, 401);
  });
});
