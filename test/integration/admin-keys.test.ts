// The operator's routes for every project's keys and the wallets' data keys (what
// `npm run admin -- keys …` and `rewrap-wallet-keys` send to a running service): real PostgreSQL
// and Redis through the accounts stack.
import assert from 'node:assert/strict';
import {
  ADMIN_KEY,
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
} from '../../harness/stack/accounts-api.ts';

describe('admin routes: project keys and the wallet-key re-seal', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  const admin = { 'X-Admin-Key': ADMIN_KEY };
  const revoke = (publicKey: string) =>
    api.client.request('DELETE', `/api/v1/admin/api-keys/${publicKey}`, { headers: admin });

  before(async () => {
    api = await startAccountsApi();
  });
  after(() => api.stop());

  it("should list a project's keys, revoked ones included, without secrets", async () => {
    const project = await api.newProject();
    const second = await api.client.post('/api/v1/project/api-key', { name: 'ci' }, projectHeaders(project));
    const listed = await api.client.get(`/api/v1/admin/projects/${project.project_id}/api-keys`, admin);
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.equal(listed.body.data.project_id, project.project_id);
    const keys = listed.body.data.api_keys as Record<string, unknown>[];
    assert.deepEqual(
      keys.map((k) => [k.public_key, k.active]),
      [
        [project.public_key, true],
        [second.body.data.public_key, true],
      ],
    );
    assert.ok(!JSON.stringify(listed.body).includes(project.secret_key), 'no secret');
    const none = await api.client.get(
      '/api/v1/admin/projects/00000000-0000-4000-8000-000000000000/api-keys',
      admin,
    );
    assert.deepEqual([none.status, none.body.data.api_keys], [200, []]);
  });

  it("should revoke any project's key, its last one too, refused by the project routes at once", async () => {
    const project = await api.newProject();
    const revoked = await revoke(project.public_key);
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.deepEqual(
      [revoked.body.data.project_id, revoked.body.data.public_key, revoked.body.data.active],
      [project.project_id, project.public_key, false],
    );
    assert.match(revoked.body.data.revoked_at, /Z$/);
    assert.equal((await api.client.get('/api/v1/project/api-keys', projectHeaders(project))).status, 401);
    const again = await revoke(project.public_key);
    assert.equal(again.status, 200, 'repeating it succeeds');
  });

  it('should refuse a malformed id with 400, an unknown key with 404, and anything but the admin key', async () => {
    const malformed = await api.client.get('/api/v1/admin/projects/not-a-uuid/api-keys', admin);
    assert.equal(malformed.status, 400);
    assert.equal((await revoke('sk_secret')).status, 400);
    const unknown = await revoke('pk_nosuchkey');
    assert.deepEqual([unknown.status, unknown.body.error], [404, 'API key not found']);
    const project = await api.newProject();
    for (const headers of [{}, { 'X-Admin-Key': 'adm_wrong' }, projectHeaders(project)]) {
      const r = await api.client.get(`/api/v1/admin/projects/${project.project_id}/api-keys`, headers);
      assert.ok(r.status === 401 || r.status === 403, `${JSON.stringify(headers)}: ${r.status}`);
    }
  });

  it('should re-seal nothing when every wallet is under the current KEK, naming it', async () => {
    const project = await api.newProject();
    await api.newAccount(project);
    const r = await api.client.post('/api/v1/admin/wallet-keys/rewrap', undefined, admin);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.data, { rewrapped: 0, kek_id: api.config.WALLET_KEK_ID });
  });
});
