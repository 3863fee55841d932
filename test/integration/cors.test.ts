// Cross-origin calls from web pages (CORS) over HTTP against real PostgreSQL and Redis: a project
// lists its front ends' origins in its settings; preflights of credentialed routes are answered for
// those origins only, real answers are readable only by the credential's own project's origins, and
// credential-free routes are readable from anywhere.
import assert from 'node:assert/strict';
import { PREFLIGHT_MAX_AGE_S } from '../../api/middleware/cors.ts';
import {
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import type { TestClient } from '../../harness/stack/http.ts';

const APP = 'https://app.example.com';
const OTHER_APP = 'https://other.example.org';

describe('CORS: browser origins allowed per project', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let client: TestClient;
  let project: ProjectCredentials;
  let other: ProjectCredentials;
  let session: string;

  const preflight = (path: string, origin: string, method = 'GET') =>
    client.request('OPTIONS', path, {
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization',
      },
    });

  before(async () => {
    api = await startAccountsApi();
    client = api.client;
    project = await api.newProject();
    other = await api.newProject();
    session = await api.newSession(project, await api.newAccount(project));
  });
  after(() => api.stop());

  it('should refuse a preflight from an origin no project allows (403 origin_not_allowed, no Access-Control headers)', async () => {
    const r = await preflight('/api/v1/account/session', APP);
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'origin_not_allowed');
    assert.equal(r.headers.get('access-control-allow-origin'), null);
  });

  it('should refuse settings whose cors_origins are not origins (400 naming the field)', async () => {
    for (const bad of [
      'https://app.example.com/',
      'app.example.com',
      ['https://APP.example.com'],
      'x'.repeat(3),
    ]) {
      const r = await client.request('PUT', '/api/v1/project/settings', {
        body: { settings: { cors_origins: Array.isArray(bad) ? bad : [bad] } },
        headers: projectHeaders(project),
      });
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.equal(r.body.code, 'invalid_request');
      assert.equal(r.body.param, 'settings.cors_origins');
    }
    const notList = await client.request('PUT', '/api/v1/project/settings', {
      body: { settings: { cors_origins: APP } },
      headers: projectHeaders(project),
    });
    assert.equal(notList.status, 400);
  });

  it('should answer a preflight 204 with the allowed methods, headers and max age once the project lists the origin', async () => {
    const put = await client.request('PUT', '/api/v1/project/settings', {
      body: { settings: { theme: 'dark', cors_origins: [APP] } },
      headers: projectHeaders(project),
    });
    assert.equal(put.status, 200);
    const read = await client.get('/api/v1/project/settings', projectHeaders(project));
    assert.deepEqual(read.body.data, { settings: { theme: 'dark', cors_origins: [APP] } });

    const r = await preflight(`/api/v1/wallet/${crypto.randomUUID()}/balance`, APP);
    assert.equal(r.status, 204);
    assert.equal(r.headers.get('access-control-allow-origin'), APP);
    assert.equal(r.headers.get('access-control-allow-credentials'), 'true');
    assert.match(r.headers.get('access-control-allow-methods') ?? '', /\bPOST\b/);
    assert.match(r.headers.get('access-control-allow-headers') ?? '', /\bAuthorization\b/);
    assert.match(r.headers.get('access-control-allow-headers') ?? '', /\bIdempotency-Key\b/);
    assert.equal(r.headers.get('access-control-max-age'), String(PREFLIGHT_MAX_AGE_S));
    assert.match(r.headers.get('vary') ?? '', /Origin/);
    assert.equal((await preflight('/api/v1/account/session', OTHER_APP)).status, 403);
  });

  it("should make a credentialed answer readable by the origins of the credential's own project only", async () => {
    const mine = await client.get('/api/v1/account/session', {
      Authorization: `Bearer ${session}`,
      Origin: APP,
    });
    assert.equal(mine.status, 200);
    assert.equal(mine.headers.get('access-control-allow-origin'), APP);
    assert.equal(mine.headers.get('access-control-allow-credentials'), 'true');
    assert.match(mine.headers.get('access-control-expose-headers') ?? '', /RateLimit-Remaining/);
    assert.match(mine.headers.get('vary') ?? '', /Origin/);

    // Another project's key from the same page: the answer is not readable there.
    const theirs = await client.get('/api/v1/project/account?limit=1', {
      ...projectHeaders(other),
      Origin: APP,
    });
    assert.equal(theirs.status, 200);
    assert.equal(theirs.headers.get('access-control-allow-origin'), null);

    // An answer that names no project (a 401) stays readable, so the page can ask its user to sign in.
    const signedOut = await client.get('/api/v1/account/api-key', { Origin: APP });
    assert.equal(signedOut.status, 401);
    assert.equal(signedOut.headers.get('access-control-allow-origin'), APP);
  });

  it('should stop answering an origin as soon as the project removes it', async () => {
    await client.request('PUT', '/api/v1/project/settings', {
      body: { settings: {} },
      headers: projectHeaders(project),
    });
    assert.equal((await preflight('/api/v1/account/session', APP)).status, 403);
    const r = await client.get('/api/v1/account/session', {
      Authorization: `Bearer ${session}`,
      Origin: APP,
    });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('access-control-allow-origin'), null);
  });

  it('should let any origin read and preflight the credential-free routes, without credentials', async () => {
    const r = await client.get('/openapi.json', { Origin: OTHER_APP });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('access-control-allow-origin'), '*');
    assert.equal(r.headers.get('access-control-allow-credentials'), null);
    const pre = await preflight('/api/v1/markets/prices', OTHER_APP, 'POST');
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), '*');
    assert.match(pre.headers.get('access-control-allow-methods') ?? '', /\bGET\b/);
  });
});
