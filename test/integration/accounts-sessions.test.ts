// Sessions over HTTP against real PostgreSQL and Redis: creation shape, refresh, expire, expire-all
// (also under concurrent calls), sign-out, and expiry by inactivity with a short time-out.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { sha256Hex } from '../../core/secrets.ts';
import {
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import { ISO_Z, SESSION_ID } from '../support/shapes.ts';
import type { TestClient } from '../../harness/stack/http.ts';

async function sessionStatus(
  client: TestClient,
  sessionId: string,
): Promise<{ status: number; authenticated?: boolean; error?: string }> {
  const r = await client.get('/api/v1/account/api-key', { Authorization: `Bearer ${sessionId}` });
  return { status: r.status, error: r.body.error };
}

describe('sessions', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let client: TestClient;
  let project: ProjectCredentials;
  let accountId: string;

  before(async () => {
    api = await startAccountsApi({ RATE_LIMIT_AUTH_FAILURES: '100000' });
    client = api.client;
    project = await api.newProject();
    accountId = await api.newAccount(project);
  });
  after(() => api.stop());

  const base = () => `/api/v1/project/account/${accountId}`;

  it('should open a session with a sess_ id and Z timestamps that expire after the default time-out', async () => {
    const r = await client.post(`${base()}/session`, undefined, projectHeaders(project));
    assert.equal(r.status, 200);
    assert.equal(r.body.success, true);
    const s = r.body.data;
    assert.deepEqual(Object.keys(s).sort(), ['account_id', 'created_at', 'expires_at', 'session_id']);
    assert.equal(s.account_id, accountId);
    assert.match(s.session_id, SESSION_ID);
    assert.match(s.created_at, ISO_Z);
    assert.match(s.expires_at, ISO_Z);
    assert.equal(Date.parse(s.expires_at) - Date.parse(s.created_at), 1800 * 1000);
    // Only the digest of the id is stored.
    const rows = await api.sql.query('t', 'SELECT 1 FROM sessions WHERE session_sha256 = $1', [
      sha256Hex(s.session_id),
    ]);
    assert.equal(rows.length, 1);
    const plain = await api.sql.query('t', 'SELECT 1 FROM sessions WHERE session_sha256 = $1', [
      s.session_id,
    ]);
    assert.equal(plain.length, 0);
  });

  it('should authenticate by bearer token and by the session cookie', async () => {
    const id = await api.newSession(project, accountId);
    for (const headers of <Record<string, string>[]>[
      { Authorization: `Bearer ${id}` },
      { authorization: `bearer ${id}` },
      { Cookie: `theme=dark; session=${id}` },
    ]) {
      const r = await client.get('/api/v1/account/session', headers);
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { success: true, data: { authenticated: true } });
    }
  });

  it('should answer authenticated: false without a live credential rather than failing', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { Authorization: 'Bearer sess_unknown' },
      { Cookie: 'session=garbage' },
      { 'X-API-KEY': 'sk_unknown' },
    ]) {
      const r = await client.get('/api/v1/account/session', headers);
      assert.equal(r.status, 200, JSON.stringify(headers));
      assert.deepEqual(r.body, { success: true, data: { authenticated: false } });
    }
    const key = await api.newAccountKey(project, accountId);
    const withKey = await client.get('/api/v1/account/session', { 'X-API-KEY': key.secret_key });
    assert.deepEqual(withKey.body.data, { authenticated: true });
    const withProjectKey = await client.get('/api/v1/account/session', { 'X-API-KEY': project.secret_key });
    assert.equal(withProjectKey.status, 403);
  });

  it('should refresh into a new id and expire the old one at once', async () => {
    const old = await api.newSession(project, accountId);
    const r = await client.post(`${base()}/session/${old}/refresh`, undefined, projectHeaders(project));
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.body.data), ['session_id']);
    const fresh: string = r.body.data.session_id;
    assert.match(fresh, SESSION_ID);
    assert.notEqual(fresh, old);
    assert.deepEqual(await sessionStatus(client, old), { status: 401, error: 'session expired' });
    assert.equal((await sessionStatus(client, fresh)).status, 200);
    const again = await client.post(`${base()}/session/${old}/refresh`, undefined, projectHeaders(project));
    assert.equal(again.status, 404);
    assert.equal(again.body.success, false);
    assert.match(again.body.error, /session/);
  });

  it('should let only one of two concurrent refreshes of the same session succeed', async () => {
    const old = await api.newSession(project, accountId);
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        client.post(`${base()}/session/${old}/refresh`, undefined, projectHeaders(project)),
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 404, 404]);
  });

  it('should expire one session, succeed again on repeat, and 404 an unknown one', async () => {
    const keep = await api.newSession(project, accountId);
    const id = await api.newSession(project, accountId);
    const r = await client.post(`${base()}/session/${id}/expire`, undefined, projectHeaders(project));
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { success: true, data: { expired: true } });
    assert.deepEqual(await sessionStatus(client, id), { status: 401, error: 'session expired' });
    assert.equal((await sessionStatus(client, keep)).status, 200, 'other sessions are untouched');
    const again = await client.post(`${base()}/session/${id}/expire`, undefined, projectHeaders(project));
    assert.equal(again.status, 200);
    const unknown = await client.post(
      `${base()}/session/sess_nope/expire`,
      undefined,
      projectHeaders(project),
    );
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { success: false, error: 'session not found', code: 'session_not_found' });
    const malformed = await client.post(`${base()}/session/nope/expire`, undefined, projectHeaders(project));
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.error, /^params\.session_id /);
  });

  it("should not expire a session through another account's path", async () => {
    const otherAccount = await api.newAccount(project);
    const id = await api.newSession(project, accountId);
    const r = await client.post(
      `/api/v1/project/account/${otherAccount}/session/${id}/expire`,
      undefined,
      projectHeaders(project),
    );
    assert.equal(r.status, 404);
    const refresh = await client.post(
      `/api/v1/project/account/${otherAccount}/session/${id}/refresh`,
      undefined,
      projectHeaders(project),
    );
    assert.equal(refresh.status, 404);
    assert.equal((await sessionStatus(client, id)).status, 200);
  });

  it('should expire all live sessions of the account and answer the count', async () => {
    const account = await api.newAccount(project);
    const ids = await Promise.all([1, 2, 3].map(() => api.newSession(project, account)));
    await client.post(
      `/api/v1/project/account/${account}/session/${ids[0]}/expire`,
      undefined,
      projectHeaders(project),
    );
    const bystander = await api.newSession(project, accountId);
    const r = await client.post(
      `/api/v1/project/account/${account}/sessions/expire-all`,
      undefined,
      projectHeaders(project),
    );
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { success: true, data: { expired: 2 } });
    for (const id of ids) assert.equal((await sessionStatus(client, id)).status, 401);
    assert.equal((await sessionStatus(client, bystander)).status, 200, "another account's session survives");
    const again = await client.post(
      `/api/v1/project/account/${account}/sessions/expire-all`,
      undefined,
      projectHeaders(project),
    );
    assert.deepEqual(again.body.data, { expired: 0 });
  });

  it('should count each session once when expire-all calls race', async () => {
    const account = await api.newAccount(project);
    const n = 12;
    const ids = await Promise.all(Array.from({ length: n }, () => api.newSession(project, account)));
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post(
          `/api/v1/project/account/${account}/sessions/expire-all`,
          undefined,
          projectHeaders(project),
        ),
      ),
    );
    for (const r of results) assert.equal(r.status, 200);
    const counts = results.map((r) => r.body.data.expired as number);
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      n,
      `counts ${counts.join(',')}`,
    );
    for (const id of ids) assert.equal((await sessionStatus(client, id)).status, 401);
  });

  it('should count exactly the sessions it ended when expire-all races with new sessions and single expires', async () => {
    const account = await api.newAccount(project);
    const before = await Promise.all(Array.from({ length: 6 }, () => api.newSession(project, account)));
    const [all1, , all2, created] = await Promise.all([
      client.post(
        `/api/v1/project/account/${account}/sessions/expire-all`,
        undefined,
        projectHeaders(project),
      ),
      client.post(
        `/api/v1/project/account/${account}/session/${before[0]}/expire`,
        undefined,
        projectHeaders(project),
      ),
      client.post(
        `/api/v1/project/account/${account}/sessions/expire-all`,
        undefined,
        projectHeaders(project),
      ),
      api.newSession(project, account),
    ]);
    const ended = (all1.body.data.expired as number) + (all2.body.data.expired as number);
    const [row] = await api.sql.query<{ live: number }>(
      't',
      'SELECT count(*)::int AS live FROM sessions WHERE account_id = $1 AND ended_at IS NULL AND expires_at > now()',
      [account],
    );
    // 7 sessions existed at some point; each is either still live, ended by one of the two
    // expire-alls (counted), or ended by the single expire (only before[0] can be that one).
    const endedBySingle = 7 - row!.live - ended;
    assert.ok(endedBySingle === 0 || endedBySingle === 1, `live ${row!.live}, counted ${ended}`);
    for (const id of before) assert.equal((await sessionStatus(client, id)).status, 401);
    assert.ok(row!.live <= 1);
    if (row!.live === 1) assert.equal((await sessionStatus(client, created)).status, 200);
  });

  it('should sign out the current session through the account route', async () => {
    const id = await api.newSession(project, accountId);
    const r = await client.post('/api/v1/account/session/expire', undefined, { Cookie: `session=${id}` });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { success: true, data: { expired: true } });
    assert.match(r.headers.get('set-cookie') ?? '', /^session=;.*expires=Thu, 01 Jan 1970/i);
    const status = await client.get('/api/v1/account/session', { Cookie: `session=${id}` });
    assert.deepEqual(status.body.data, { authenticated: false });
    const bearer = await api.newSession(project, accountId);
    const viaBearer = await client.post('/api/v1/account/session/expire', undefined, {
      Authorization: `Bearer ${bearer}`,
    });
    assert.equal(viaBearer.status, 200);
    assert.equal((await sessionStatus(client, bearer)).status, 401);
  });

  it('should refuse sign-out without a session: 401 when none, 403 for an account key', async () => {
    const none = await client.post('/api/v1/account/session/expire');
    assert.equal(none.status, 401);
    assert.equal(none.body.success, false);
    const key = await api.newAccountKey(project, accountId);
    const withKey = await client.post('/api/v1/account/session/expire', undefined, {
      'X-API-KEY': key.secret_key,
    });
    assert.equal(withKey.status, 403);
    assert.match(withKey.body.error, /requires a session/);
  });

  it('should answer 404 when opening a session for an unknown account', async () => {
    const r = await client.post(
      '/api/v1/project/account/00000000-0000-4000-8000-000000000000/session',
      undefined,
      projectHeaders(project),
    );
    assert.equal(r.status, 404);
    assert.deepEqual(r.body, { success: false, error: 'account not found', code: 'account_not_found' });
  });
});

describe('session expiry by inactivity', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let project: ProjectCredentials;
  let accountId: string;

  before(async () => {
    api = await startAccountsApi({ SESSION_IDLE_TIMEOUT_S: '2' });
    project = await api.newProject();
    accountId = await api.newAccount(project);
  });
  after(() => api.stop());

  it('should report the configured time-out in expires_at', async () => {
    const r = await api.client.post(
      `/api/v1/project/account/${accountId}/session`,
      undefined,
      projectHeaders(project),
    );
    assert.equal(Date.parse(r.body.data.expires_at) - Date.parse(r.body.data.created_at), 2000);
  });

  it('should expire a session left unused for longer than the time-out', async () => {
    const id = await api.newSession(project, accountId);
    assert.equal((await sessionStatus(api.client, id)).status, 200);
    await sleep(2300);
    assert.deepEqual(await sessionStatus(api.client, id), { status: 401, error: 'session expired' });
    const status = await api.client.get('/api/v1/account/session', { Cookie: `session=${id}` });
    assert.deepEqual(status.body.data, { authenticated: false });
  });

  it('should keep a session alive while it is used, each use extending it', async () => {
    const id = await api.newSession(project, accountId);
    // Used every 0.8 s for 3.2 s: well past the 2 s time-out counted from creation.
    for (let i = 0; i < 4; i++) {
      await sleep(800);
      assert.equal((await sessionStatus(api.client, id)).status, 200, `use ${i}`);
    }
    await sleep(2300);
    assert.equal((await sessionStatus(api.client, id)).status, 401);
  });
});
