// Rotating project keys over HTTP, on real PostgreSQL and Redis: a project lists its keys (never a
// secret), revokes one (idempotent; another project's key is 404; the key in use only while another
// stays active), and a revoked key is refused by the API process that revoked it on the very next
// request and by another API process sharing the stores once the revocation reaches it. The admin
// command does the same from outside the API.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '../../harness/servers/processes.ts';
import {
  ADMIN_KEY,
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import { eventually } from '../support/wait.ts';

interface ListedKey {
  public_key: string;
  name: string;
  domain: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
  revoked_at: string | null;
}

describe('project key rotation', function () {
  this.timeout(90_000);
  let api: AccountsApi;
  /** A second API process on the same database and Redis. */
  let other: AccountsApi;

  before(async () => {
    api = await startAccountsApi();
    other = await startAccountsApi({
      DATABASE_URL: api.config.DATABASE_URL!,
      REDIS_URL: api.config.REDIS_URL!,
    });
  });
  after(async () => {
    await other?.stop();
    await api?.stop();
  });

  const headers = (secret: string) => ({ 'X-API-Key': secret });
  const list = (via: AccountsApi, secret: string) =>
    via.client.get<{ data: { api_keys: ListedKey[] }; response: ListedKey[] }>(
      '/api/v1/project/api-keys',
      headers(secret),
    );
  const revoke = (via: AccountsApi, secret: string, publicKey: string) =>
    via.client.request('DELETE', `/api/v1/project/api-key/${publicKey}`, { headers: headers(secret) });
  async function newKey(
    project: ProjectCredentials,
    body: Record<string, string> = {},
  ): Promise<{ public_key: string; secret_key: string }> {
    const r = await api.client.post<{ data: { public_key: string; secret_key: string } }>(
      '/api/v1/project/api-key',
      body,
      projectHeaders(project),
    );
    assert.equal(r.status, 200);
    return r.body.data;
  }

  it('should list the project keys oldest first, in both spellings, without secrets', async () => {
    const project = await api.newProject();
    const second = await newKey(project, { name: 'backend', domain: 'Example.com' });
    const r = await list(api, project.secret_key);
    assert.equal(r.status, 200);
    const keys = r.body.data.api_keys;
    assert.deepEqual(
      keys.map((k) => k.public_key),
      [project.public_key, second.public_key],
    );
    assert.deepEqual(
      keys.map((k) => [k.name, k.domain, k.active, k.revoked_at]),
      [
        ['default', null, true, null],
        ['backend', 'example.com', true, null],
      ],
    );
    assert.match(keys[0]!.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(
      r.body.response.map((k) => k.public_key),
      [project.public_key, second.public_key],
    );
    assert.equal(r.body.response[0]!.created_at, keys[0]!.created_at.slice(0, -1));
    const text = JSON.stringify(r.body);
    assert.ok(!text.includes('sk_') && !text.includes('secret'), 'no secret nor digest is listed');
    // Another project's keys are not listed.
    const stranger = await api.newProject();
    assert.deepEqual(
      (await list(api, stranger.secret_key)).body.data.api_keys.map((k) => k.public_key),
      [stranger.public_key],
    );
  });

  it('should revoke a key at once, idempotently, and show when it was revoked', async () => {
    const project = await api.newProject();
    const spare = await newKey(project);
    assert.equal((await list(api, spare.secret_key)).status, 200);
    const r = await revoke(api, project.secret_key, spare.public_key);
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { success: true, data: { deleted: true }, response: { deleted: true } });
    const refused = await list(api, spare.secret_key);
    assert.equal(refused.status, 401);
    assert.deepEqual(refused.body, {
      success: false,
      error: 'API key has been revoked',
      code: 'credential_revoked',
    });
    const listed = (await list(api, project.secret_key)).body.data.api_keys.find(
      (k) => k.public_key === spare.public_key,
    )!;
    assert.equal(listed.active, false);
    assert.equal(listed.revoked_at, listed.updated_at);
    assert.ok(listed.revoked_at >= listed.created_at);
    // Again: still a success, and the revocation time does not move.
    assert.equal((await revoke(api, project.secret_key, spare.public_key)).status, 200);
    const again = (await list(api, project.secret_key)).body.data.api_keys.find(
      (k) => k.public_key === spare.public_key,
    )!;
    assert.equal(again.revoked_at, listed.revoked_at);
  });

  it("should answer 404 for another project's key and leave it working", async () => {
    const project = await api.newProject();
    const stranger = await api.newProject();
    const r = await revoke(api, project.secret_key, stranger.public_key);
    assert.equal(r.status, 404);
    assert.deepEqual(r.body, { success: false, error: 'API key not found', code: 'api_key_not_found' });
    assert.equal((await list(api, stranger.secret_key)).status, 200);
    assert.equal((await revoke(api, project.secret_key, 'pk_never_issued')).status, 404);
    assert.equal((await revoke(api, project.secret_key, 'not-a-key')).status, 400);
  });

  it('should let the key in use revoke itself only while another active key remains', async () => {
    const project = await api.newProject();
    const last = await revoke(api, project.secret_key, project.public_key);
    assert.equal(last.status, 409);
    assert.deepEqual(last.body, {
      success: false,
      error: "cannot revoke the project's last active API key with itself: create another key first",
      code: 'last_active_key',
    });
    assert.equal(
      (await list(api, project.secret_key)).status,
      200,
      'the refused revocation left the key working',
    );

    const next = await newKey(project);
    assert.equal((await revoke(api, project.secret_key, project.public_key)).status, 200);
    assert.equal((await list(api, project.secret_key)).status, 401);
    assert.equal((await list(api, next.secret_key)).status, 200);
    assert.equal(
      (await revoke(api, next.secret_key, next.public_key)).status,
      409,
      'now the new key is the last one',
    );
  });

  it('should refuse a key revoked through one API process on another one that had it cached', async () => {
    const project = await api.newProject();
    const leaked = await newKey(project);
    // Both processes have seen the key work, so both keep it.
    for (const via of [api, other, api, other])
      assert.equal((await list(via, leaked.secret_key)).status, 200);
    assert.equal((await revoke(api, project.secret_key, leaked.public_key)).status, 200);
    assert.equal((await list(api, leaked.secret_key)).status, 401);
    // Delivery over Redis pub/sub is asynchronous: poll the other process with a deadline.
    await eventually(
      'the other process to refuse the revoked key',
      async () => (await list(other, leaked.secret_key)).status === 401,
    );
    const refused = await list(other, leaked.secret_key);
    assert.deepEqual(
      [refused.status, refused.body],
      [401, { success: false, error: 'API key has been revoked', code: 'credential_revoked' }],
    );
    assert.equal((await list(other, project.secret_key)).status, 200, 'the project keeps its other key');
  });

  describe('admin command', () => {
    const admin = async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
      const env = {
        ...process.env,
        DATABASE_URL: api.config.DATABASE_URL!,
        REDIS_URL: api.config.REDIS_URL!,
        ADMIN_KEY,
        WALLET_KEK: api.config.WALLET_KEK!,
        LOG_LEVEL: 'error',
      };
      try {
        const { stdout, stderr } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'bin/main.ts', 'admin', 'keys', ...args],
          { cwd: ROOT, env },
        );
        return { code: 0, stdout, stderr };
      } catch (err) {
        const e = err as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    };

    it("should list a project's keys and revoke one on every API process", async () => {
      const project = await api.newProject();
      const leaked = await newKey(project, { name: 'leaked' });
      for (const via of [api, other]) assert.equal((await list(via, leaked.secret_key)).status, 200);

      const listed = await admin('list', '--project', project.project_id);
      assert.equal(listed.code, 0, listed.stderr);
      const out = JSON.parse(listed.stdout) as { api_keys: { public_key: string; active: boolean }[] };
      assert.deepEqual(
        out.api_keys.map((k) => [k.public_key, k.active]),
        [
          [project.public_key, true],
          [leaked.public_key, true],
        ],
      );
      assert.ok(!listed.stdout.includes('sk_'));

      const revoked = await admin('revoke', leaked.public_key);
      assert.equal(revoked.code, 0, revoked.stderr);
      assert.equal((JSON.parse(revoked.stdout) as { active: boolean }).active, false);
      for (const via of [api, other]) {
        await eventually(
          'the API processes to refuse the revoked key',
          async () => (await list(via, leaked.secret_key)).status === 401,
        );
      }
      assert.equal((await list(api, project.secret_key)).status, 200);
    });

    it('should refuse bad arguments and an unknown key', async () => {
      assert.equal((await admin('list')).code, 2);
      assert.equal((await admin('revoke', 'not-a-key')).code, 2);
      const unknown = await admin('revoke', 'pk_never_issued');
      assert.notEqual(unknown.code, 0);
      assert.match(unknown.stderr, /API key not found/);
    });
  });
});
