// The authentication model as an integrator meets it on the embedded default (PostgreSQL and the
// in-process hot state), the whole service started by its entry point in its own process: the
// admin bootstrap, a project key, an account with a session and an API key, revocation, sign-out,
// inactivity expiry and the per-credential rate limit.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tempDir } from '../../harness/servers/backends.ts';
import { TestClient } from '../../harness/stack/http.ts';
import { ISO_Z, SECRET_KEY, SESSION_ID, UUID } from '../support/shapes.ts';
import { freePort } from '../../harness/servers/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ADMIN_KEY = 'adm_e2e_auth';

describe('authentication on the embedded default (entry point in its own process)', function () {
  this.timeout(120_000);
  let child: ChildProcess;
  let output = '';
  let client: TestClient;

  before(async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'bin/main.ts', 'all'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: tempDir('pme-auth-e2e-'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_KEY,
        DATABASE_URL: '',
        REDIS_URL: '',
        KAFKA_BROKERS: '',
        CLICKHOUSE_URL: '',
        SESSION_IDLE_TIMEOUT_S: '2',
        RATE_LIMIT_ACCOUNT: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    client = new TestClient(`http://127.0.0.1:${port}`);
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`service exited early:\n${output}`);
      const ready = await client.get('/readyz').catch(() => undefined);
      if (ready?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`service not ready within 90 s:\n${output}`);
      await sleep(200);
    }
  });

  after(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('should take an integrator from the admin bootstrap to a revoked account key', async () => {
    const created = await client.post(
      '/api/v1/admin/projects',
      { name: 'e2e-auth' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const project = { 'X-PROJECT-API-KEY': created.body.data.secret_key as string };

    const account = await client.post('/api/v1/project/account', { metadata: { user: 'u-1' } }, project);
    assert.equal(account.status, 200);
    const accountId = account.body.data.account_id as string;
    assert.match(accountId, UUID);

    const session = await client.post(`/api/v1/project/account/${accountId}/session`, undefined, project);
    assert.equal(session.status, 200);
    assert.match(session.body.data.session_id, SESSION_ID);
    assert.match(session.body.data.expires_at, ISO_Z);
    const sessionId = session.body.data.session_id as string;

    const key = await client.post(
      '/api/v1/account/api-key',
      { name: 'server' },
      { Cookie: `session=${sessionId}` },
    );
    assert.equal(key.status, 200, JSON.stringify(key.body));
    assert.match(key.body.data.secret_key, SECRET_KEY);
    const accountKey = { 'X-API-KEY': key.body.data.secret_key as string };

    const interests = await client.post(
      '/api/v1/account/interests',
      { interests: ['Crypto', 'crypto '] },
      accountKey,
    );
    assert.deepEqual(interests.body, { success: true, response: ['crypto'] });

    assert.equal((await client.get('/api/v1/project/account', accountKey)).status, 403);
    assert.equal((await client.get('/api/v1/account/api-key', project)).status, 403);

    const revoked = await client.request(
      'DELETE',
      `/api/v1/project/account/${accountId}/api-key/${key.body.data.public_key}`,
      {
        headers: project,
      },
    );
    assert.deepEqual(revoked.body.data, { deleted: true });
    assert.equal((await client.get('/api/v1/account/api-key', accountKey)).status, 401);

    const signOut = await client.post('/api/v1/account/session/expire', undefined, {
      Authorization: `Bearer ${sessionId}`,
    });
    assert.deepEqual(signOut.body, { success: true, data: { expired: true } });
    const after = await client.get('/api/v1/account/session', { Authorization: `Bearer ${sessionId}` });
    assert.deepEqual(after.body.data, { authenticated: false });
  });

  it('should expire an idle session and rate-limit a credential with the in-process store', async () => {
    const created = await client.post(
      '/api/v1/admin/projects',
      { name: 'e2e-limits' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    const project = { 'X-API-Key': created.body.data.secret_key as string };
    const accountId = (await client.post('/api/v1/project/account', undefined, project)).body.data
      .account_id as string;
    const idle = (await client.post(`/api/v1/project/account/${accountId}/session`, undefined, project)).body
      .data.session_id as string;
    await sleep(2300);
    const expired = await client.get('/api/v1/account/api-key', { Authorization: `Bearer ${idle}` });
    assert.deepEqual([expired.status, expired.body.error], [401, 'session expired']);

    const key = await client.post(`/api/v1/project/account/${accountId}/api-key`, undefined, project);
    const h = { 'X-API-KEY': key.body.data.secret_key as string };
    for (let i = 0; i < 5; i++) assert.equal((await client.get('/api/v1/account/api-key', h)).status, 200);
    const limited = await client.get('/api/v1/account/api-key', h);
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
  });

  it('should let exactly the budget through when a credential sends many requests at once', async () => {
    const created = await client.post(
      '/api/v1/admin/projects',
      { name: 'e2e-burst' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    const project = { 'X-API-Key': created.body.data.secret_key as string };
    const accountId = (await client.post('/api/v1/project/account', undefined, project)).body.data
      .account_id as string;
    const key = await client.post(`/api/v1/project/account/${accountId}/api-key`, undefined, project);
    const h = { 'X-API-KEY': key.body.data.secret_key as string };
    const wallets = await client.get('/api/v1/wallets', h); // spends 1 of the 5
    assert.equal(wallets.status, 200);
    const walletId = (wallets.body.response as { wallet_id: string }[])[0]!.wallet_id;
    // 16 balance reads in flight: 4 are within the budget, the rest answer 429 with Retry-After.
    const replies = await Promise.all(
      Array.from({ length: 16 }, () => client.get(`/api/v1/wallet/${walletId}/balance`, h)),
    );
    const statuses = replies.map((r) => r.status);
    assert.equal(statuses.filter((st) => st === 200).length, 4, JSON.stringify(statuses));
    assert.equal(statuses.filter((st) => st === 429).length, 12, JSON.stringify(statuses));
    for (const r of replies.filter((x) => x.status === 429))
      assert.ok(Number(r.headers.get('retry-after')) >= 1);
    for (const r of replies.filter((x) => x.status === 200))
      assert.deepEqual(r.body, replies.find((x) => x.status === 200)!.body);
  });
});
