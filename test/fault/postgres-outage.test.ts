// Fault: PostgreSQL stops for 30 s while the API serves requests. The API role runs in its own
// process on a PostgreSQL cluster of the test's own (so it can be stopped: fast shutdown, which
// ends every connection) and started again on the same port and data directory, while a client
// keeps requesting /readyz, a project route (Postgres) and a market route (memory). Nobody touches
// the service.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { TestClient } from '../../harness/stack/http.ts';
import {
  freePort,
  freshRedisDb,
  RequestLoop,
  ROLE_ADMIN_KEY,
  sleep,
  startPostgresCluster,
  startRole,
  waitReady,
  waitUntil,
  type PostgresCluster,
  type RoleProcess,
  type Readiness,
} from '../../harness/servers/processes.ts';
import { tempDir } from '../../harness/servers/backends.ts';

const OUTAGE_MS = 30_000;
const REDIS_DB = 13;
const READYZ = '/readyz';
const ACCOUNTS = '/api/v1/project/account?limit=5';
const MARKETS = '/api/v1/markets?limit=5';

describe('fault: PostgreSQL stopped for 30 s under load', function () {
  this.timeout(150_000);

  let pg: PostgresCluster;
  let service: RoleProcess;
  let client: TestClient;
  let load: RequestLoop;
  let dataDir: string;
  let projectKey: Record<string, string>;
  let accountsBefore: number;
  let createdAfter: { status: number; body: { success: boolean; data: { account_id: string } } };
  let listedAfter: { status: number; body: { data: { accounts: { account_id: string }[] } } };

  before(async () => {
    pg = await startPostgresCluster();
    dataDir = tempDir('pme-fault-api-');
    const port = await freePort();
    service = startRole('api', {
      DATABASE_URL: pg.url,
      REDIS_URL: await freshRedisDb(REDIS_DB),
      DATA_DIR: dataDir,
      PORT: String(port),
    });
    client = new TestClient(`http://127.0.0.1:${port}`);
    await waitReady(service, client);

    const project = await client.post(
      '/api/v1/admin/projects',
      { name: 'fault' },
      { 'X-Admin-Key': ROLE_ADMIN_KEY },
    );
    assert.equal(project.status, 200, JSON.stringify(project.body));
    projectKey = { 'X-API-Key': project.body.data.secret_key as string };
    for (let i = 0; i < 3; i++) {
      const r = await client.post('/api/v1/project/account', { metadata: { n: i } }, projectKey);
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    accountsBefore = 3;

    load = new RequestLoop(client.baseUrl, [
      { path: READYZ },
      { path: ACCOUNTS, headers: projectKey },
      { path: MARKETS },
    ]);
    load.start();
    await waitUntil(
      'every route answered before the outage',
      () => [READYZ, ACCOUNTS, MARKETS].every((p) => load.statuses('before', p).includes(200)),
      60_000,
      () => service.tail(),
    );

    load.phase = 'outage';
    await pg.stop();
    await sleep(OUTAGE_MS);
    load.phase = 'restarting';
    await pg.start();
    load.phase = 'after';

    await waitUntil(
      'the project route to answer 200 again',
      async () => (await client.get(ACCOUNTS, projectKey)).status === 200,
      60_000,
      () => service.tail(),
    );
    await waitReady(service, client);
    await waitUntil(
      'every route answered after the outage',
      () => [READYZ, ACCOUNTS, MARKETS].every((p) => load.statuses('after', p).includes(200)),
      60_000,
      () => service.tail(),
    );
    await load.stop();
    createdAfter = await client.post('/api/v1/project/account', { metadata: { n: 'after' } }, projectKey);
    listedAfter = await client.get('/api/v1/project/account?limit=50', projectKey);
  });

  after(async () => {
    await load?.stop();
    await service?.kill9();
    await pg?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('should answer 503 on /readyz while Postgres is down, naming it', () => {
    const unready = load.samples.filter((s) => s.phase === 'outage' && s.path === READYZ && s.status === 503);
    assert.ok(
      unready.length > 0,
      `readiness during the outage: ${JSON.stringify(load.summary('outage', READYZ))}`,
    );
    const body = JSON.parse(unready.at(-1)!.body) as Readiness;
    assert.equal(body.ready, false);
    assert.equal(body.components.postgres?.ok, false, JSON.stringify(body.components));
  });

  it('should answer the project route with 503 (a dependency is down), never 500, while Postgres is down', () => {
    const statuses = load.statuses('outage', ACCOUNTS);
    const summary = JSON.stringify(load.summary('outage', ACCOUNTS));
    assert.ok(statuses.includes(503), summary);
    assert.ok(
      statuses.every((s) => s === 503 || s === 200),
      `only 503 (or 200 before the shutdown took effect): ${summary}`,
    );
    const refused = load.samples.find(
      (s) => s.phase === 'outage' && s.path === ACCOUNTS && s.status === 503,
    )!;
    assert.equal((JSON.parse(refused.body) as { success: boolean }).success, false);
  });

  it('should keep serving the market route throughout', () => {
    load.assertServedThroughout(MARKETS, ['before', 'outage', 'after']);
  });

  it('should serve reads and writes again once Postgres is back, without a restart of the service', () => {
    assert.ok(
      load.statuses('before', ACCOUNTS).every((s) => s === 200),
      JSON.stringify(load.summary('before', ACCOUNTS)),
    );
    assert.ok(
      load.statuses('after', ACCOUNTS).includes(200),
      JSON.stringify(load.summary('after', ACCOUNTS)),
    );
    assert.ok(load.statuses('after', READYZ).includes(200), JSON.stringify(load.summary('after', READYZ)));
    assert.equal(createdAfter.status, 200, JSON.stringify(createdAfter.body));
    assert.equal(listedAfter.status, 200);
    assert.equal(
      listedAfter.body.data.accounts.length,
      accountsBefore + 1,
      'the data survived and the new account is there',
    );
    assert.ok(listedAfter.body.data.accounts.some((a) => a.account_id === createdAfter.body.data.account_id));
    assert.equal(service.running, true);
    assert.equal(service.logs((l) => l.msg === 'ready').length, 1, 'started once');
  });
});
