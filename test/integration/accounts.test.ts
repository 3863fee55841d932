// Project administration and account routes (spec 4.1, 4.2) over HTTP, against real PostgreSQL
// and Redis: success shapes, validation failures, tenant isolation, API keys and interests.
import assert from 'node:assert/strict';
import { sha256Hex } from '../../core/secrets.ts';
import {
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import { ISO_NO_ZONE, ISO_Z, PUBLIC_KEY, SECRET_KEY, UUID } from '../support/shapes.ts';
import type { TestClient } from '../../harness/stack/http.ts';

/** One field of every entry of a listing. */
function pluck(list: unknown, field: string): unknown[] {
  return (list as Record<string, unknown>[]).map((entry) => entry[field]);
}

describe('project administration and account routes', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let client: TestClient;
  let project: ProjectCredentials;
  let other: ProjectCredentials;

  before(async () => {
    api = await startAccountsApi({ RATE_LIMIT_AUTH_FAILURES: '100000' });
    client = api.client;
    project = await api.newProject();
    other = await api.newProject();
  });
  after(() => api.stop());

  const put = (path: string, body: unknown, headers: Record<string, string>) =>
    client.request('PUT', path, { body, headers });
  const del = (path: string, headers: Record<string, string>) => client.request('DELETE', path, { headers });

  describe('project API keys', () => {
    it('should create a project key whose secret is shown once in both forms and works at once', async () => {
      const r = await client.post(
        '/api/v1/project/api-key',
        { name: 'backend-2', domain: 'App.Example.com' },
        projectHeaders(project),
      );
      assert.equal(r.status, 200);
      assert.equal(r.body.success, true);
      assert.deepEqual(Object.keys(r.body.data).sort(), ['public_key', 'secret_key']);
      assert.match(r.body.data.public_key, PUBLIC_KEY);
      assert.match(r.body.data.secret_key, SECRET_KEY);
      const guide = r.body.response;
      assert.equal(guide.public_key, r.body.data.public_key);
      assert.equal(guide.secret_key, r.body.data.secret_key);
      assert.equal(guide.name, 'backend-2');
      assert.equal(guide.domain, 'app.example.com');
      assert.equal(guide.active, true);
      assert.match(guide.created_at, ISO_NO_ZONE);
      assert.match(guide.updated_at, ISO_NO_ZONE);

      const list = await client.get('/api/v1/project/account', { 'X-API-Key': r.body.data.secret_key });
      assert.equal(list.status, 200);
    });

    it('should store only a SHA-256 digest of each secret', async () => {
      const r = await client.post('/api/v1/project/api-key', {}, projectHeaders(project));
      const secret: string = r.body.data.secret_key;
      const rows = await api.sql.query<{ secret_sha256: string; name: string }>(
        't',
        'SELECT secret_sha256, name FROM project_api_keys WHERE public_key = $1',
        [r.body.data.public_key],
      );
      assert.deepEqual(rows, [{ secret_sha256: sha256Hex(secret), name: 'default' }]);
      const leaked = await api.sql.query('t', 'SELECT 1 FROM project_api_keys WHERE secret_sha256 = $1', [
        secret,
      ]);
      assert.equal(leaked.length, 0);
    });

    it('should refuse an invalid key name with a message about the name', async () => {
      for (const name of ['a'.repeat(65), 'has space', 'dots.not.allowed', '', 42]) {
        const r = await client.post('/api/v1/project/api-key', { name }, projectHeaders(project));
        assert.equal(r.status, 400, String(name));
        assert.equal(r.body.success, false);
        assert.match(r.body.error, /^body\.name /);
      }
    });

    it('should refuse a domain that is not a host name or is longer than 255 characters', async () => {
      const tooLong = `${'a'.repeat(60)}.`.repeat(5) + 'com';
      for (const domain of ['not a host', 'https://example.com', 'exa_mple.com', tooLong]) {
        const r = await client.post('/api/v1/project/api-key', { domain }, projectHeaders(project));
        assert.equal(r.status, 400, domain);
        assert.match(r.body.error, /^body\.domain /);
      }
    });

    it('should refuse browser requests from another origin for a key restricted to a domain', async () => {
      const created = await client.post(
        '/api/v1/project/api-key',
        { domain: 'app.example.com' },
        projectHeaders(project),
      );
      const secret: string = created.body.data.secret_key;
      const elsewhere = await client.get('/api/v1/project/account?limit=1', {
        'X-API-Key': secret,
        Origin: 'https://evil.example.net',
      });
      assert.equal(elsewhere.status, 403);
      assert.deepEqual(elsewhere.body, {
        success: false,
        error: 'origin not allowed for this API key',
        code: 'origin_not_allowed',
      });
      const lookalike = await client.get('/api/v1/project/account?limit=1', {
        'X-API-Key': secret,
        Origin: 'https://app.example.com.evil.net',
      });
      assert.equal(lookalike.status, 403);
      const own = await client.get('/api/v1/project/account?limit=1', {
        'X-API-Key': secret,
        Origin: 'https://APP.example.com:8443',
      });
      assert.equal(own.status, 200);
      const serverSide = await client.get('/api/v1/project/account?limit=1', { 'X-API-Key': secret });
      assert.equal(serverSide.status, 200);
      // The unrestricted bootstrap key works from any origin.
      const unrestricted = await client.get('/api/v1/project/account?limit=1', {
        ...projectHeaders(project),
        Origin: 'https://evil.example.net',
      });
      assert.equal(unrestricted.status, 200);
    });
  });

  describe('project settings', () => {
    it('should replace the settings object and answer it under data', async () => {
      const settings = { theme: 'dark', fees: { bps: 25 }, venues: ['venue_a'] };
      const r = await put('/api/v1/project/settings', { settings }, projectHeaders(project));
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { success: true, data: { settings } });
      const again = await put(
        '/api/v1/project/settings',
        { settings: { theme: 'light' } },
        projectHeaders(project),
      );
      assert.deepEqual(again.body.data, { settings: { theme: 'light' } });
      const [row] = await api.sql.query<{ settings: unknown }>(
        't',
        'SELECT settings FROM projects WHERE project_id = $1',
        [project.project_id],
      );
      assert.deepEqual(row!.settings, { theme: 'light' });
    });

    it('should require settings to be an object', async () => {
      const missing = await put('/api/v1/project/settings', {}, projectHeaders(project));
      assert.equal(missing.status, 400);
      assert.equal(missing.body.error, 'body.settings is required');
      const array = await put('/api/v1/project/settings', { settings: [1, 2] }, projectHeaders(project));
      assert.equal(array.status, 400);
      assert.match(array.body.error, /^body\.settings must be an object, got array/);
    });
  });

  describe('accounts', () => {
    it('should create an account with a UUID id and its metadata', async () => {
      const metadata = { email: 'ada@example.com', tier: 2, tags: ['a'], nested: { ok: true } };
      const r = await client.post('/api/v1/project/account', { metadata }, projectHeaders(project));
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.body.data).sort(), ['account_id', 'metadata']);
      assert.match(r.body.data.account_id, UUID);
      assert.deepEqual(r.body.data.metadata, metadata);
    });

    it('should default the metadata to an empty object when none is sent', async () => {
      const r = await client.post('/api/v1/project/account', undefined, projectHeaders(project));
      assert.equal(r.status, 200);
      assert.deepEqual(r.body.data.metadata, {});
    });

    it('should read an account back', async () => {
      const id = await api.newAccount(project, { n: 1 });
      const r = await client.get(`/api/v1/project/account/${id}`, projectHeaders(project));
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { success: true, data: { account_id: id, metadata: { n: 1 } } });
    });

    it('should answer an unknown account with 404 and a message about the account', async () => {
      const r = await client.get(
        '/api/v1/project/account/00000000-0000-4000-8000-000000000000',
        projectHeaders(project),
      );
      assert.equal(r.status, 404);
      assert.deepEqual(r.body, { success: false, error: 'account not found', code: 'account_not_found' });
    });

    it('should refuse a malformed account id with 400 naming the parameter', async () => {
      for (const id of ['not-a-uuid', 'urn:uuid:00000000-0000-4000-8000-000000000000']) {
        const r = await client.get(
          `/api/v1/project/account/${encodeURIComponent(id)}`,
          projectHeaders(project),
        );
        assert.equal(r.status, 400, id);
        assert.match(r.body.error, /^params\.account_id /);
      }
    });

    it('should accept metadata of exactly 8 KB and refuse one byte more, saying so', async () => {
      const pad = (bytes: number) => ({ p: 'x'.repeat(bytes - '{"p":""}'.length) });
      const exact = await client.post(
        '/api/v1/project/account',
        { metadata: pad(8192) },
        projectHeaders(project),
      );
      assert.equal(exact.status, 200);
      const over = await client.post(
        '/api/v1/project/account',
        { metadata: pad(8193) },
        projectHeaders(project),
      );
      assert.equal(over.status, 413);
      assert.equal(over.body.success, false);
      assert.match(over.body.error, /metadata must be at most 8192 bytes .*got 8193 bytes/);
      // Multi-byte characters count as their UTF-8 bytes.
      const wide = await client.post(
        '/api/v1/project/account',
        { metadata: { p: 'é'.repeat(4093) } },
        projectHeaders(project),
      );
      assert.equal(wide.status, 413);
      const id = await api.newAccount(project);
      const update = await put(
        `/api/v1/project/account/${id}/metadata`,
        { metadata: pad(9000) },
        projectHeaders(project),
      );
      assert.equal(update.status, 413);
      assert.match(update.body.error, /metadata/);
    });

    it('should refuse metadata that is not a JSON object or cannot be stored, without a 500', async () => {
      const cases: [unknown, RegExp][] = [
        [[1, 2], /^body\.metadata must be an object, got array/],
        ['text', /^body\.metadata must be an object, got string/],
        [null, /^body\.metadata must be an object, got null/],
        [{ a: 'nul\u0000byte' }, /^body\.metadata must not contain NUL/],
        [{ 'k\u0000': 1 }, /^body\.metadata must not contain NUL/],
      ];
      for (const [metadata, message] of cases) {
        const r = await client.post('/api/v1/project/account', { metadata }, projectHeaders(project));
        assert.equal(r.status, 400, JSON.stringify(metadata));
        assert.match(r.body.error, message);
      }
      const lone = await client.request('POST', '/api/v1/project/account', {
        rawBody: '{"metadata":{"a":"\\ud800"}}',
        headers: { ...projectHeaders(project), 'content-type': 'application/json' },
      });
      assert.equal(lone.status, 400);
      assert.match(lone.body.error, /surrogate/);
      let deep: unknown = 1;
      for (let i = 0; i < 100; i++) deep = { d: deep };
      const nested = await client.post(
        '/api/v1/project/account',
        { metadata: deep },
        projectHeaders(project),
      );
      assert.equal(nested.status, 400);
      assert.match(nested.body.error, /^body\.metadata must not nest deeper/);
    });

    it('should refuse unknown body fields naming them', async () => {
      const r = await client.post('/api/v1/project/account', { meta: {} }, projectHeaders(project));
      assert.equal(r.status, 400);
      assert.equal(r.body.error, 'body.meta is not allowed (allowed fields: metadata)');
      assert.equal(r.body.param, 'meta');
    });

    it('should replace the metadata of an account', async () => {
      const id = await api.newAccount(project, { a: 1 });
      const r = await put(
        `/api/v1/project/account/${id}/metadata`,
        { metadata: { b: 2 } },
        projectHeaders(project),
      );
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { success: true, data: { account_id: id, metadata: { b: 2 } } });
      const read = await client.get(`/api/v1/project/account/${id}`, projectHeaders(project));
      assert.deepEqual(read.body.data.metadata, { b: 2 });
      const missing = await put(`/api/v1/project/account/${id}/metadata`, {}, projectHeaders(project));
      assert.equal(missing.status, 400);
      assert.equal(missing.body.error, 'body.metadata is required');
    });

    it('should page through the accounts in creation order with limit and offset', async () => {
      const mine = await api.newProject();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(await api.newAccount(mine, { i }));
      const all = await client.get('/api/v1/project/account', projectHeaders(mine));
      assert.equal(all.status, 200);
      assert.deepEqual(pluck(all.body.data.accounts, 'account_id'), ids);
      assert.deepEqual(all.body.data.accounts[0], { account_id: ids[0], metadata: { i: 0 } });
      const page = await client.get('/api/v1/project/account?limit=2&offset=1', projectHeaders(mine));
      assert.deepEqual(pluck(page.body.data.accounts, 'account_id'), ids.slice(1, 3));
      const past = await client.get('/api/v1/project/account?offset=10', projectHeaders(mine));
      assert.deepEqual(past.body.data, { accounts: [] });
    });

    it('should refuse a limit or offset out of range or of the wrong type, naming it', async () => {
      const cases: [string, RegExp][] = [
        ['limit=0', /^query\.limit must be >= 1/],
        ['limit=1001', /^query\.limit must be <= 1000/],
        ['limit=abc', /^query\.limit must be an integer, got "/],
        ['limit=1.5', /^query\.limit must be an integer, got "/],
        ['offset=-1', /^query\.offset must be >= 0/],
      ];
      for (const [query, message] of cases) {
        const r = await client.get(`/api/v1/project/account?${query}`, projectHeaders(project));
        assert.equal(r.status, 400, query);
        assert.match(r.body.error, message);
      }
    });
  });

  describe('tenant isolation', () => {
    it("should answer another project's account exactly like a missing one, on every account route", async () => {
      const theirs = await api.newAccount(other, { secret: 'theirs' });
      const theirSession = await api.newSession(other, theirs);
      const theirKey = await api.newAccountKey(other, theirs);
      const missing = '00000000-0000-4000-8000-000000000000';
      const h = projectHeaders(project);
      const attempts = (id: string) => [
        () => client.get(`/api/v1/project/account/${id}`, h),
        () => put(`/api/v1/project/account/${id}/metadata`, { metadata: { stolen: true } }, h),
        () => client.post(`/api/v1/project/account/${id}/session`, undefined, h),
        () => client.post(`/api/v1/project/account/${id}/session/${theirSession}/refresh`, undefined, h),
        () => client.post(`/api/v1/project/account/${id}/session/${theirSession}/expire`, undefined, h),
        () => client.post(`/api/v1/project/account/${id}/sessions/expire-all`, undefined, h),
        () => client.get(`/api/v1/project/account/${id}/api-key`, h),
        () => client.post(`/api/v1/project/account/${id}/api-key`, {}, h),
        () => del(`/api/v1/project/account/${id}/api-key/${theirKey.public_key}`, h),
      ];
      const foreign = attempts(theirs);
      const absent = attempts(missing);
      for (let i = 0; i < foreign.length; i++) {
        const a = await foreign[i]!();
        const b = await absent[i]!();
        assert.equal(a.status, 404, `attempt ${i}`);
        assert.deepEqual(a.body, b.body, `attempt ${i}`);
        assert.deepEqual(a.body, { success: false, error: 'account not found', code: 'account_not_found' });
      }
      // Nothing of theirs changed: metadata, session and key all still stand.
      const read = await client.get(`/api/v1/project/account/${theirs}`, projectHeaders(other));
      assert.deepEqual(read.body.data.metadata, { secret: 'theirs' });
      assert.equal(
        (await client.get('/api/v1/account/session', { Authorization: `Bearer ${theirSession}` })).body.data
          .authenticated,
        true,
      );
      assert.equal(
        (await client.get('/api/v1/account/api-key', { 'X-API-KEY': theirKey.secret_key })).status,
        200,
      );
    });

    it("should list only the project's own accounts, in both directions", async () => {
      const a = await api.newProject();
      const b = await api.newProject();
      const inA = await api.newAccount(a);
      const inB = await api.newAccount(b);
      const listA = await client.get('/api/v1/project/account', projectHeaders(a));
      const listB = await client.get('/api/v1/project/account', projectHeaders(b));
      assert.deepEqual(pluck(listA.body.data.accounts, 'account_id'), [inA]);
      assert.deepEqual(pluck(listB.body.data.accounts, 'account_id'), [inB]);
      assert.equal((await client.get(`/api/v1/project/account/${inA}`, projectHeaders(b))).status, 404);
      assert.equal((await client.get(`/api/v1/project/account/${inB}`, projectHeaders(a))).status, 404);
    });

    it("should let an account key act only on its own account's keys", async () => {
      const mine = await api.newAccount(project);
      const yours = await api.newAccount(project);
      const myKey = await api.newAccountKey(project, mine);
      const yourKey = await api.newAccountKey(project, yours);
      const r = await del(`/api/v1/account/api-key/${yourKey.public_key}`, { 'X-API-KEY': myKey.secret_key });
      assert.equal(r.status, 404);
      assert.deepEqual(r.body, { success: false, error: 'API key not found', code: 'api_key_not_found' });
      const list = await client.get('/api/v1/account/api-key', { 'X-API-KEY': myKey.secret_key });
      assert.deepEqual(pluck(list.body.response, 'public_key'), [myKey.public_key]);
      assert.equal(
        (await client.get('/api/v1/account/api-key', { 'X-API-KEY': yourKey.secret_key })).status,
        200,
      );
    });
  });

  describe('account API keys', () => {
    let accountId: string;
    before(async () => {
      accountId = await api.newAccount(project);
    });

    it('should create a key through the project route in both forms, the secret only there', async () => {
      const r = await client.post(
        `/api/v1/project/account/${accountId}/api-key`,
        { name: 'mobile_app-1' },
        projectHeaders(project),
      );
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.body.data).sort(), ['public_key', 'secret_key']);
      assert.match(r.body.data.public_key, PUBLIC_KEY);
      assert.match(r.body.data.secret_key, SECRET_KEY);
      assert.deepEqual(Object.keys(r.body.response).sort(), [
        'active',
        'created_at',
        'name',
        'public_key',
        'secret_key',
        'updated_at',
      ]);
      assert.equal(r.body.response.name, 'mobile_app-1');
      assert.equal(r.body.response.active, true);
      assert.equal(r.body.response.secret_key, r.body.data.secret_key);
      assert.match(r.body.response.created_at, ISO_NO_ZONE);
      assert.match(r.body.response.updated_at, ISO_NO_ZONE);
      const [row] = await api.sql.query<{ secret_sha256: string }>(
        't',
        'SELECT secret_sha256 FROM account_api_keys WHERE public_key = $1',
        [r.body.data.public_key],
      );
      assert.equal(row!.secret_sha256, sha256Hex(r.body.data.secret_key));
    });

    it('should list the keys without secrets, in both forms with their timestamp formats', async () => {
      const created = await api.newAccountKey(project, accountId);
      const r = await client.get(`/api/v1/project/account/${accountId}/api-key`, projectHeaders(project));
      assert.equal(r.status, 200);
      const reference = r.body.data.api_keys as Record<string, unknown>[];
      const guide = r.body.response as Record<string, unknown>[];
      assert.ok(Array.isArray(guide));
      assert.equal(reference.length, guide.length);
      const entry = reference.find((k) => k.public_key === created.public_key)!;
      assert.deepEqual(Object.keys(entry).sort(), [
        'active',
        'created_at',
        'name',
        'public_key',
        'updated_at',
      ]);
      assert.equal(entry.name, 'default');
      assert.equal(entry.active, true);
      assert.match(entry.created_at as string, ISO_Z);
      assert.match(entry.updated_at as string, ISO_Z);
      const guideEntry = guide.find((k) => k.public_key === created.public_key)!;
      assert.match(guideEntry.created_at as string, ISO_NO_ZONE);
      assert.equal(guideEntry.created_at, (entry.created_at as string).slice(0, -1));
      assert.ok(!JSON.stringify(r.body).includes(created.secret_key));
      assert.ok(!JSON.stringify(r.body).includes('secret_key'));
    });

    it('should list the same keys on the account route with the account key', async () => {
      const key = await api.newAccountKey(project, accountId);
      const viaAccount = await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key });
      const viaProject = await client.get(
        `/api/v1/project/account/${accountId}/api-key`,
        projectHeaders(project),
      );
      assert.equal(viaAccount.status, 200);
      assert.deepEqual(viaAccount.body, viaProject.body);
    });

    it('should revoke a key permanently: unusable on the next request, listed as inactive', async () => {
      const key = await api.newAccountKey(project, accountId);
      assert.equal(
        (await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key })).status,
        200,
      );
      const r = await del(
        `/api/v1/project/account/${accountId}/api-key/${key.public_key}`,
        projectHeaders(project),
      );
      assert.equal(r.status, 200);
      assert.deepEqual(r.body.data, { deleted: true });
      const after = await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key });
      assert.equal(after.status, 401);
      assert.deepEqual(after.body, {
        success: false,
        error: 'API key has been revoked',
        code: 'credential_revoked',
      });
      const list = await client.get(`/api/v1/project/account/${accountId}/api-key`, projectHeaders(project));
      const entry = (list.body.data.api_keys as Record<string, unknown>[]).find(
        (k) => k.public_key === key.public_key,
      )!;
      assert.equal(entry.active, false);
      assert.ok((entry.updated_at as string) >= (entry.created_at as string));
      // Deleting again changes nothing and still succeeds; the key stays revoked.
      const again = await del(
        `/api/v1/project/account/${accountId}/api-key/${key.public_key}`,
        projectHeaders(project),
      );
      assert.equal(again.status, 200);
      assert.equal(
        (await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key })).status,
        401,
      );
    });

    it('should answer an unknown key with 404', async () => {
      const r = await del(
        `/api/v1/project/account/${accountId}/api-key/pk_doesnotexist000000`,
        projectHeaders(project),
      );
      assert.equal(r.status, 404);
      assert.deepEqual(r.body, { success: false, error: 'API key not found', code: 'api_key_not_found' });
      const malformed = await del(
        `/api/v1/project/account/${accountId}/api-key/sk_wrongprefix`,
        projectHeaders(project),
      );
      assert.equal(malformed.status, 400);
      assert.match(malformed.body.error, /^params\.public_key /);
    });

    it('should create a key on the account route with a session (bearer or cookie) but not with an account key', async () => {
      const session = await api.newSession(project, accountId);
      const bearer = await client.post(
        '/api/v1/account/api-key',
        { name: 'web' },
        { Authorization: `Bearer ${session}` },
      );
      assert.equal(bearer.status, 200);
      assert.deepEqual(Object.keys(bearer.body.data).sort(), ['public_key', 'secret_key']);
      assert.equal(bearer.body.response.name, 'web');
      assert.equal(bearer.body.response.active, true);
      assert.match(bearer.body.response.created_at, ISO_NO_ZONE);
      const cookie = await client.post('/api/v1/account/api-key', undefined, {
        Cookie: `session=${session}`,
      });
      assert.equal(cookie.status, 200);
      assert.equal(cookie.body.response.name, 'default');
      const listed = await client.get('/api/v1/account/api-key', {
        'X-API-KEY': bearer.body.data.secret_key,
      });
      const keys = pluck(listed.body.response, 'public_key');
      assert.ok(
        keys.includes(bearer.body.data.public_key as string) &&
          keys.includes(cookie.body.data.public_key as string),
      );

      const withKey = await client.post(
        '/api/v1/account/api-key',
        {},
        { 'X-API-KEY': bearer.body.data.secret_key },
      );
      assert.equal(withKey.status, 403);
      assert.match(withKey.body.error, /requires a session/);
      const badName = await client.post(
        '/api/v1/account/api-key',
        { name: 'x'.repeat(65) },
        { Authorization: `Bearer ${session}` },
      );
      assert.equal(badName.status, 400);
      assert.equal(badName.body.error, 'body.name must be at most 64 characters');
    });

    it("should revoke the account's own key on the account route with a session or with the key itself", async () => {
      const session = await api.newSession(project, accountId);
      const k1 = await api.newAccountKey(project, accountId);
      const k2 = await api.newAccountKey(project, accountId);
      const bySession = await del(`/api/v1/account/api-key/${k1.public_key}`, {
        Cookie: `session=${session}`,
      });
      assert.equal(bySession.status, 200);
      assert.deepEqual(bySession.body.data, { deleted: true });
      assert.equal((await client.get('/api/v1/account/api-key', { 'X-API-KEY': k1.secret_key })).status, 401);
      const bySelf = await del(`/api/v1/account/api-key/${k2.public_key}`, { 'X-API-KEY': k2.secret_key });
      assert.equal(bySelf.status, 200);
      assert.equal((await client.get('/api/v1/account/api-key', { 'X-API-KEY': k2.secret_key })).status, 401);
    });

    it('should never write a secret to the logs', async () => {
      const key = await api.newAccountKey(project, accountId);
      await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key });
      await client.get('/api/v1/account/api-key', { 'X-API-KEY': `${key.secret_key}x` });
      await client.get('/api/v1/project/account?limit=1', projectHeaders(project));
      const logs = api.logs();
      assert.match(logs, /"route":"\/api\/v1\/account\/api-key"/, 'the access log is captured');
      assert.ok(!logs.includes(key.secret_key));
      assert.ok(!logs.includes(project.secret_key));
    });
  });

  describe('interests', () => {
    let key: { public_key: string; secret_key: string };
    let accountId: string;
    before(async () => {
      accountId = await api.newAccount(project);
      key = await api.newAccountKey(project, accountId);
    });

    it('should store normalized tags and answer them under response', async () => {
      const r = await client.post(
        '/api/v1/account/interests',
        { interests: [' Crypto ', 'crypto', 'US Politics', 'SPORTS', 'sports'] },
        { 'X-API-KEY': key.secret_key },
      );
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { success: true, response: ['crypto', 'us politics', 'sports'] });
    });

    it('should replace the whole set each time', async () => {
      await client.post(
        '/api/v1/account/interests',
        { interests: ['a', 'b'] },
        { 'X-API-KEY': key.secret_key },
      );
      const r = await client.post(
        '/api/v1/account/interests',
        { interests: ['nba'] },
        { 'X-API-KEY': key.secret_key },
      );
      assert.deepEqual(r.body.response, ['nba']);
      const [row] = await api.sql.query<{ tags: string[] }>(
        't',
        'SELECT tags FROM account_interests WHERE account_id = $1',
        [accountId],
      );
      assert.deepEqual(row!.tags, ['nba']);
      const cleared = await client.post(
        '/api/v1/account/interests',
        { interests: [] },
        { 'X-API-KEY': key.secret_key },
      );
      assert.deepEqual(cleared.body.response, []);
    });

    it('should accept a session as well as an account key', async () => {
      const session = await api.newSession(project, accountId);
      const r = await client.post(
        '/api/v1/account/interests',
        { interests: ['Elections'] },
        { Authorization: `Bearer ${session}` },
      );
      assert.equal(r.status, 200);
      assert.deepEqual(r.body.response, ['elections']);
    });

    it('should refuse malformed interests naming the field', async () => {
      const cases: [unknown, RegExp][] = [
        [{}, /^body\.interests is required$/],
        [{ interests: 'crypto' }, /^body\.interests must be an array, got string/],
        [{ interests: ['ok', 5] }, /^body\.interests\.1 must be a string, got integer/],
        [{ interests: ['x'.repeat(65)] }, /^body\.interests\.0 must be at most 64 characters/],
        [
          { interests: Array.from({ length: 101 }, (_, i) => `t${i}`) },
          /^body\.interests must have at most 100 items/,
        ],
        [{ interests: ['ok', '   '] }, /^body\.interests\.1 must not be empty/],
        [{ interests: ['a\u0000b'] }, /^body\.interests\.0 /],
      ];
      for (const [body, message] of cases) {
        const r = await client.post('/api/v1/account/interests', body, { 'X-API-KEY': key.secret_key });
        assert.equal(r.status, 400, JSON.stringify(body).slice(0, 60));
        assert.match(r.body.error, message);
        // The field at fault, as the message names it without its part.
        assert.equal(r.body.param, /^body\.(\S+)/.exec(r.body.error)![1]);
      }
    });
  });

  describe('malformed requests', () => {
    it('should answer malformed JSON, a non-JSON body, an oversized body and unknown routes cleanly', async () => {
      const h = { ...projectHeaders(project), 'content-type': 'application/json' };
      const broken = await client.request('POST', '/api/v1/project/account', {
        rawBody: '{"metadata":',
        headers: h,
      });
      assert.equal(broken.status, 400);
      assert.deepEqual(broken.body, {
        success: false,
        error: 'request body is not valid JSON',
        code: 'invalid_request',
      });
      const text = await client.request('POST', '/api/v1/project/account', {
        rawBody: 'metadata=1',
        headers: { ...projectHeaders(project), 'content-type': 'text/plain' },
      });
      assert.equal(text.status, 400);
      const huge = await client.post(
        '/api/v1/project/account',
        { metadata: { p: 'x'.repeat(70_000) } },
        projectHeaders(project),
      );
      assert.equal(huge.status, 413);
      assert.equal(huge.body.success, false);
      const unknown = await client.get('/api/v1/project/nothing', projectHeaders(project));
      assert.equal(unknown.status, 404);
      assert.deepEqual(unknown.body, { success: false, error: 'no such route', code: 'not_found' });
      const wrongMethod = await client.request('PATCH', '/api/v1/project/settings', {
        headers: projectHeaders(project),
      });
      assert.equal(wrongMethod.status, 405);
      assert.equal(wrongMethod.headers.get('allow'), 'GET, HEAD, OPTIONS, PUT');
      assert.equal(wrongMethod.body.code, 'method_not_allowed');
    });
  });
});
