// Authentication rules (spec 5) over HTTP against real PostgreSQL and Redis: carriers, the 401/403
// split between unknown credentials and credentials of the wrong kind, and the rate limits.
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { RateLimiter } from '../../api/auth/rate-limit.ts';
import { RateLimitedError } from '../../core/errors.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import {
  ADMIN_KEY,
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import type { TestClient } from '../../harness/stack/http.ts';

describe('authentication of project and account routes', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let client: TestClient;
  let project: ProjectCredentials;
  let accountId: string;
  let accountKey: { public_key: string; secret_key: string };
  let session: string;

  before(async () => {
    api = await startAccountsApi({ RATE_LIMIT_AUTH_FAILURES: '100000' });
    client = api.client;
    project = await api.newProject();
    accountId = await api.newAccount(project);
    accountKey = await api.newAccountKey(project, accountId);
    session = await api.newSession(project, accountId);
  });
  after(() => api.stop());

  it('should accept the project secret under X-API-Key in any case, and under X-PROJECT-API-KEY', async () => {
    for (const header of ['X-API-Key', 'x-api-key', 'X-API-KEY', 'X-PROJECT-API-KEY', 'x-project-api-key']) {
      const r = await client.get('/api/v1/project/account?limit=1', { [header]: project.secret_key });
      assert.equal(r.status, 200, header);
      assert.equal(r.body.success, true);
    }
  });

  it('should refuse project routes without a key, with an unknown key or with a public key (401)', async () => {
    const none = await client.get('/api/v1/project/account');
    assert.equal(none.status, 401);
    assert.deepEqual(none.body, {
      success: false,
      error: 'project API key required (X-API-Key header)',
      code: 'unauthorized',
    });
    const unknown = await client.get('/api/v1/project/account', { 'X-API-Key': 'sk_' + 'A'.repeat(43) });
    assert.equal(unknown.status, 401);
    assert.deepEqual(unknown.body, { success: false, error: 'invalid credentials', code: 'unauthorized' });
    const publicKey = await client.get('/api/v1/project/account', { 'X-API-Key': project.public_key });
    assert.equal(publicKey.status, 401);
    assert.match(publicKey.body.error, /public key/);
    const junk = await client.get('/api/v1/project/account', { 'X-API-Key': 'x'.repeat(5000) });
    assert.equal(junk.status, 401);
  });

  it('should refuse an account secret or a session on a project route as the wrong kind (403)', async () => {
    const withKey = await client.get('/api/v1/project/account', { 'X-API-Key': accountKey.secret_key });
    assert.equal(withKey.status, 403);
    assert.deepEqual(withKey.body, {
      success: false,
      error: 'wrong credential kind: project routes take a project API key',
      code: 'wrong_credential_kind',
    });
    const withBearer = await client.post(`/api/v1/project/account/${accountId}/session`, undefined, {
      Authorization: `Bearer ${session}`,
    });
    assert.equal(withBearer.status, 403);
    const withCookie = await client.get('/api/v1/project/account', { Cookie: `session=${session}` });
    assert.equal(withCookie.status, 403);
  });

  it('should refuse a project secret on account routes as the wrong kind (403), in either header', async () => {
    for (const header of ['X-API-KEY', 'X-PROJECT-API-KEY']) {
      const r = await client.get('/api/v1/account/api-key', { [header]: project.secret_key });
      assert.equal(r.status, 403, header);
      assert.match(r.body.error, /^wrong credential kind/);
      const interests = await client.post(
        '/api/v1/account/interests',
        { interests: [] },
        { [header]: project.secret_key },
      );
      assert.equal(interests.status, 403);
    }
    const asBearer = await client.post(
      '/api/v1/account/api-key',
      {},
      { Authorization: `Bearer ${project.secret_key}` },
    );
    assert.equal(asBearer.status, 403);
  });

  it('should refuse account routes without credentials or with unknown ones (401)', async () => {
    const none = await client.get('/api/v1/account/api-key');
    assert.equal(none.status, 401);
    assert.match(none.body.error, /credentials required/);
    for (const headers of <Record<string, string>[]>[
      { 'X-API-KEY': 'sk_nope' },
      { Authorization: 'Bearer sess_nope' },
      { Cookie: 'session=sess_nope' },
    ]) {
      const r = await client.get('/api/v1/account/api-key', headers);
      assert.equal(r.status, 401, JSON.stringify(headers));
      assert.deepEqual(r.body, { success: false, error: 'invalid credentials', code: 'unauthorized' });
    }
  });

  it('should prefer the account key header over a stale session cookie on account routes', async () => {
    const r = await client.get('/api/v1/account/api-key', {
      'X-API-KEY': accountKey.secret_key,
      Cookie: 'session=sess_stale',
    });
    assert.equal(r.status, 200);
  });

  it('should refuse an expired session with 401 on every account route', async () => {
    const id = await api.newSession(project, accountId);
    await client.post(
      `/api/v1/project/account/${accountId}/session/${id}/expire`,
      undefined,
      projectHeaders(project),
    );
    const h = { Authorization: `Bearer ${id}` };
    const attempts = [
      await client.get('/api/v1/account/api-key', h),
      await client.post('/api/v1/account/api-key', {}, h),
      await client.request('DELETE', `/api/v1/account/api-key/${accountKey.public_key}`, { headers: h }),
      await client.post('/api/v1/account/interests', { interests: [] }, h),
      await client.post('/api/v1/account/session/expire', undefined, h),
    ];
    for (const r of attempts)
      assert.deepEqual(
        [r.status, r.body],
        [401, { success: false, error: 'session expired', code: 'credential_expired' }],
      );
    assert.equal(
      (await client.get('/api/v1/account/api-key', { 'X-API-KEY': accountKey.secret_key })).status,
      200,
    );
  });
});

describe('rate limits', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let client: TestClient;
  let project: ProjectCredentials;
  let accountId: string;

  before(async () => {
    api = await startAccountsApi({
      RATE_LIMIT_ACCOUNT: '3',
      RATE_LIMIT_PROJECT_KEY: '40',
      RATE_LIMIT_AUTH_FAILURES: '4',
      RATE_LIMIT_WINDOW_S: '30',
    });
    client = api.client;
    project = await api.newProject();
    accountId = await api.newAccount(project);
  });
  after(() => api.stop());

  const assertLimited = (r: {
    status: number;
    headers: Headers;
    body: { success: boolean; error?: string };
  }) => {
    assert.equal(r.status, 429);
    assert.equal(r.body.success, false);
    assert.match(r.body.error ?? '', /rate limit exceeded/);
    const retryAfter = Number(r.headers.get('retry-after'));
    assert.ok(
      Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 30,
      `Retry-After ${retryAfter}`,
    );
  };

  it('should answer 429 with Retry-After once an account key spends its budget, other credentials unaffected', async () => {
    const key = await api.newAccountKey(project, accountId);
    const other = await api.newAccountKey(project, accountId);
    for (let i = 0; i < 3; i++)
      assert.equal(
        (await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key })).status,
        200,
      );
    assertLimited(await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key }));
    assertLimited(
      await client.post('/api/v1/account/interests', { interests: [] }, { 'X-API-KEY': key.secret_key }),
    );
    assert.equal(
      (await client.get('/api/v1/account/api-key', { 'X-API-KEY': other.secret_key })).status,
      200,
    );
  });

  it('should say on every counted answer how much of the budget is left (RateLimit-* fields), down to 0 on the 429', async () => {
    const key = await api.newAccountKey(project, accountId);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const r = await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key });
      seen.push([r.status, r.headers.get('ratelimit-limit'), r.headers.get('ratelimit-remaining')]);
      const reset = Number(r.headers.get('ratelimit-reset'));
      assert.ok(Number.isInteger(reset) && reset >= 1 && reset <= 30, `RateLimit-Reset ${reset}`);
      assert.equal(r.headers.get('ratelimit-policy'), '3;w=30');
      if (r.status === 429) assert.equal(r.headers.get('retry-after'), String(reset));
    }
    assert.deepEqual(seen, [
      [200, '3', '2'],
      [200, '3', '1'],
      [200, '3', '0'],
      [429, '3', '0'],
    ]);
    const projectAnswer = await client.get('/api/v1/project/account?limit=1', projectHeaders(project));
    assert.equal(projectAnswer.headers.get('ratelimit-limit'), '40');
  });

  it('should count each session on its own', async () => {
    const a = await api.newSession(project, accountId);
    const b = await api.newSession(project, accountId);
    for (let i = 0; i < 3; i++)
      assert.equal((await client.get('/api/v1/account/session', { Cookie: `session=${a}` })).status, 200);
    assertLimited(await client.get('/api/v1/account/session', { Cookie: `session=${a}` }));
    assert.equal((await client.get('/api/v1/account/session', { Cookie: `session=${b}` })).status, 200);
  });

  it('should limit a project key with its own budget', async () => {
    const p = await api.newProject();
    const results = [];
    for (let i = 0; i < 41; i++)
      results.push(await client.get('/api/v1/project/account?limit=1', projectHeaders(p)));
    assert.deepEqual(new Set(results.slice(0, 40).map((r) => r.status)), new Set([200]));
    assertLimited(results[40]!);
    assert.equal((await client.get('/api/v1/project/account?limit=1', projectHeaders(project))).status, 200);
  });

  it('should block an IP that presents too many unknown credentials, even with a valid one, until the window ends', async () => {
    const key = await api.newAccountKey(project, accountId);
    for (let i = 0; i < 4; i++) {
      const r = await client.get('/api/v1/account/api-key', { 'X-API-KEY': `sk_guess${i}` });
      assert.equal(r.status, 401, `guess ${i}`);
    }
    assertLimited(await client.get('/api/v1/account/api-key', { 'X-API-KEY': 'sk_guess5' }));
    assertLimited(await client.get('/api/v1/account/api-key', { 'X-API-KEY': key.secret_key }));
    assertLimited(await client.get('/api/v1/project/account', projectHeaders(project)));
  });
});

describe('admin key failures', function () {
  this.timeout(60_000);
  let api: AccountsApi;

  before(async () => {
    api = await startAccountsApi({ RATE_LIMIT_AUTH_FAILURES: '4', RATE_LIMIT_WINDOW_S: '30' });
  });
  after(() => api.stop());

  it('should count wrong admin keys against the IP like other unknown credentials, then refuse even the right key', async () => {
    const create = (key: string) =>
      api.client.post('/api/v1/admin/projects', { name: 'throttled' }, { 'X-Admin-Key': key });
    const project = await api.newProject();
    assert.equal((await create(ADMIN_KEY)).status, 200);
    for (let i = 0; i < 4; i++) assert.equal((await create(`adm_guess${i}`)).status, 401, `guess ${i}`);
    for (const r of [await create('adm_guess5'), await create(ADMIN_KEY)]) {
      assert.equal(r.status, 429, JSON.stringify(r.body));
      assert.ok(Number(r.headers.get('retry-after')) >= 1);
    }
    // One budget per IP for every kind of credential.
    assert.equal((await api.client.get('/api/v1/project/account', projectHeaders(project))).status, 429);
  });
});

describe('rate limiter when the counter store fails', () => {
  it('should let requests through (fail open) and log a warning instead of failing them', async () => {
    const down = () => Promise.reject(new Error('connection refused'));
    const hot = { get: down, set: down, incrWindow: down } as unknown as HotState;
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const policy = { windowMs: 1000, projectKey: 1, account: 1, authFailures: 1, publicIp: 1, prefix: 'x' };
    const limiter = new RateLimiter(hot, policy);
    await limiter.consume('k', 1, () => log);
    await limiter.consume('k', 1, () => log);
    await limiter.assertNotBlocked('127.0.0.1', () => log);
    await limiter.recordFailure('127.0.0.1', () => log);
    assert.equal(lines.length, 4);
    assert.match(lines[0]!, /rate limit store unavailable/);
  });

  it('should refuse past the limit when the store works', async () => {
    let count = 0;
    const hot = { incrWindow: () => Promise.resolve({ count: ++count, ttlMs: 1500 }) } as unknown as HotState;
    const limiter = new RateLimiter(hot, {
      windowMs: 60_000,
      projectKey: 2,
      account: 2,
      authFailures: 2,
      publicIp: 2,
      prefix: 'x',
    });
    const log = pino({ level: 'silent' });
    await limiter.consume('k', 2, () => log);
    await limiter.consume('k', 2, () => log);
    await assert.rejects(
      limiter.consume('k', 2, () => log),
      (err: unknown) => {
        assert.ok(err instanceof RateLimitedError);
        assert.equal(err.retryAfterSeconds, 2);
        return true;
      },
    );
  });
});
