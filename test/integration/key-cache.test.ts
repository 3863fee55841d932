// The key cache over HTTP, on real PostgreSQL and Redis: a known key costs no lookup, a revoked key
// is refused on the very next request of the process that revoked it, and by every other API
// process sharing the hot state once the revocation reaches it.
import assert from 'node:assert/strict';
import {
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import { eventually } from '../support/wait.ts';

/** How many key lookups by secret the process has run (its sql_query_seconds count for that call site). */
async function keyLookups(api: AccountsApi): Promise<number> {
  const metrics = (await api.client.get<string>('/metrics')).body;
  let total = 0;
  for (const tag of ['account_keys.find_by_secret', 'project_keys.find_by_secret']) {
    const m = new RegExp(`^sql_query_seconds_count\\{tag="${tag.replace('.', '\\.')}"\\} (\\d+)$`, 'm').exec(
      metrics,
    );
    total += m ? Number(m[1]) : 0;
  }
  return total;
}

describe('key cache', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  /** A second API process on the same database and Redis. */
  let other: AccountsApi;
  let project: ProjectCredentials;
  let accountId: string;

  before(async () => {
    api = await startAccountsApi();
    other = await startAccountsApi({ DATABASE_URL: api.config.DATABASE_URL! });
    project = await api.newProject();
    accountId = await api.newAccount(project);
  });
  after(async () => {
    await other?.stop();
    await api?.stop();
  });

  const listKeys = (via: AccountsApi, secret: string) =>
    via.client.get('/api/v1/account/api-key', { 'X-API-KEY': secret });

  it('should serve a known key without looking it up again', async () => {
    const key = await api.newAccountKey(project, accountId);
    const before = await keyLookups(api);
    assert.equal((await listKeys(api, key.secret_key)).status, 200);
    assert.equal(await keyLookups(api), before + 1, 'a key is looked up on its first use');
    for (let i = 0; i < 3; i++) assert.equal((await listKeys(api, key.secret_key)).status, 200);
    // The project key was used to make the account key: known too.
    assert.equal(
      (await api.client.get('/api/v1/project/account?limit=1', projectHeaders(project))).status,
      200,
    );
    assert.equal(await keyLookups(api), before + 1, 'known keys are not looked up again');
  });

  it('should refuse a revoked key on the very next request (revoked by the project)', async () => {
    const key = await api.newAccountKey(project, accountId);
    for (let i = 0; i < 2; i++) assert.equal((await listKeys(api, key.secret_key)).status, 200);
    const revoked = await api.client.request(
      'DELETE',
      `/api/v1/project/account/${accountId}/api-key/${key.public_key}`,
      {
        headers: projectHeaders(project),
      },
    );
    assert.equal(revoked.status, 200);
    const next = await listKeys(api, key.secret_key);
    assert.equal(next.status, 401);
    assert.deepEqual(next.body, {
      success: false,
      error: 'API key has been revoked',
      code: 'credential_revoked',
    });
  });

  it('should refuse a key on the very next request after it revoked itself', async () => {
    const key = await api.newAccountKey(project, accountId);
    assert.equal((await listKeys(api, key.secret_key)).status, 200);
    const revoked = await api.client.request('DELETE', `/api/v1/account/api-key/${key.public_key}`, {
      headers: { 'X-API-KEY': key.secret_key },
    });
    assert.equal(revoked.status, 200);
    assert.equal((await listKeys(api, key.secret_key)).status, 401);
  });

  it('should refuse a key revoked by another API process once the revocation reaches it', async () => {
    const key = await api.newAccountKey(project, accountId);
    for (let i = 0; i < 2; i++) assert.equal((await listKeys(other, key.secret_key)).status, 200);
    const revoked = await api.client.request(
      'DELETE',
      `/api/v1/project/account/${accountId}/api-key/${key.public_key}`,
      {
        headers: projectHeaders(project),
      },
    );
    assert.equal(revoked.status, 200);
    await eventually(
      'the other process to refuse the revoked key',
      async () => (await listKeys(other, key.secret_key)).status === 401,
    );
    assert.equal((await listKeys(api, key.secret_key)).status, 401);
  });
});
