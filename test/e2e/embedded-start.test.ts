// The first command of the README as a user runs it: the service on its embedded defaults
// (PostgreSQL from npm binaries, chDB, the in-process bus and hot state) in its own process, driven
// over HTTP and stopped with Ctrl-C (SIGINT).
import assert from 'node:assert/strict';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres } from '../../storage/postgres/embedded.ts';
import { tempDir } from '../../harness/servers/backends.ts';
import {
  interrupt,
  newTrader,
  quotableToken,
  startEmbedded,
  type RunningService,
} from '../support/embedded-service.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import type { Reply } from '../../harness/stack/http.ts';

describe('embedded start (npm start on a fresh data directory)', function () {
  this.timeout(120_000);
  const dataDir = tempDir('pme-embedded-');
  let port: number;
  let service: RunningService;
  let adminKey: string;
  let projectId: string;

  before(async () => {
    port = await freePort();
    service = await startEmbedded(dataDir, port);
  });

  after(() => {
    if (service.child.exitCode === null) service.child.kill('SIGKILL');
  });

  it('should print a generated admin key once', () => {
    const match = /Generated admin key[^\n]*\n\n\s+(adm_\S+)/.exec(service.stdout());
    assert.ok(match, `no admin key in output:\n${service.stdout()}`);
    adminKey = match[1]!;
  });

  it('should serve liveness, readiness, metrics and the OpenAPI document', async () => {
    assert.deepEqual((await service.client.get('/healthz')).body, { status: 'ok' });
    const ready = await service.client.get('/readyz');
    assert.equal(ready.body.ready, true);
    for (const name of ['postgres-embedded', 'postgres', 'clickhouse', 'hot-state-memory', 'http']) {
      assert.deepEqual(ready.body.components[name], { ok: true }, name);
    }
    // No venue answers here: the default sources say so and replay the recorded dataset.
    assert.match(
      ready.body.components['ingest-sources'].detail,
      /Polymarket unreachable \(ECONNREFUSED\): replaying the recorded dataset instead/,
    );
    assert.match((await service.client.get('/metrics')).body, /process_resident_memory_bytes/);
    const doc = await service.client.get('/openapi.json');
    assert.ok(doc.body.paths['/api/v1/admin/projects'].post);
  });

  it('should create a project with its first key for the admin key only', async () => {
    const refused = await service.client.post(
      '/api/v1/admin/projects',
      { name: 'demo' },
      { 'X-Admin-Key': 'adm_wrong' },
    );
    assert.equal(refused.status, 401);
    assert.equal(refused.body.success, false);
    const r = await service.client.post(
      '/api/v1/admin/projects',
      { name: 'demo' },
      { 'X-Admin-Key': adminKey },
    );
    assert.equal(r.status, 200);
    assert.equal(r.body.success, true);
    assert.match(r.body.data.project_id, /^[0-9a-f-]{36}$/);
    assert.match(r.body.data.public_key, /^pk_/);
    assert.match(r.body.data.secret_key, /^sk_[\w-]{43}$/);
    projectId = r.body.data.project_id;
  });

  it('should paper-trade from a fresh start: quote, buy on a replayed book, position', async () => {
    const { headers, walletId } = await newTrader(service.client, adminKey);
    assert.equal(
      (
        await service.client.post(
          `/api/v1/admin/wallets/${walletId}/credit`,
          { chain: 'POL', asset: 'pUSD', amount: '100' },
          { 'X-Admin-Key': adminKey },
        )
      ).status,
      200,
    );
    // The replay goes on meanwhile: a book quoted a moment ago may have lost its asks by the order
    // (seen once in CI: "the book has no asks"); then another token is taken.
    let token = '';
    let order: Reply<{ response: { status: string; filled_amount: string } }> | undefined;
    for (let attempt = 0; attempt < 5; attempt++) {
      token = await quotableToken(service.client, walletId, headers);
      order = await service.client.post(
        `/api/v1/wallet/pol/${walletId}/order`,
        { token_id: token, side: 'BUY', type: 'MARKET', amount: '5', units: 'USDC' },
        headers,
      );
      if (!(order.status === 400 && /no asks/.test(JSON.stringify(order.body)))) break;
    }
    assert.ok(order);
    assert.equal(order.status, 200, JSON.stringify(order.body));
    assert.equal(order.body.response.status, 'FILLED');
    assert.equal(order.body.response.filled_amount, '5');
    assert.equal(
      (await service.client.get(`/api/v1/wallet/pol/${walletId}/balance`, headers)).body.response.balance
        .pUSD,
      '95',
    );
    const positionsDeadline = Date.now() + 20_000;
    let positions: { position: { token_id: string; initial_value: string } }[] = [];
    while (positions.length === 0 && Date.now() < positionsDeadline) {
      positions = (await service.client.get(`/api/v1/wallet/pol/${walletId}/positions`, headers)).body
        .response;
      if (positions.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    assert.deepEqual(
      positions.map((p) => [p.position.token_id, p.position.initial_value]),
      [[token, '5']],
    );
  });

  it('should exit cleanly within 10 seconds on Ctrl-C', async () => {
    const { code, ms } = await interrupt(service.child);
    assert.equal(code, 0, service.stdout());
    assert.ok(ms < 10_000, `took ${ms} ms`);
  });

  it('should keep the project and the admin key across a restart on the same data directory', async () => {
    service = await startEmbedded(dataDir, port);
    assert.doesNotMatch(service.stdout(), /Generated admin key/);
    const again = await service.client.post(
      '/api/v1/admin/projects',
      { name: 'second' },
      { 'X-Admin-Key': adminKey },
    );
    assert.equal(again.status, 200);
    assert.equal((await interrupt(service.child)).code, 0);
    const server = new EmbeddedPostgres(path.join(dataDir, 'postgres'), 2);
    await server.start();
    const db = new pg.Client({ connectionString: server.url() });
    await db.connect();
    const { rows } = await db.query<{ project_id: string; name: string }>(
      'SELECT project_id, name FROM projects ORDER BY created_at',
    );
    await db.end();
    await server.stop();
    assert.deepEqual(
      rows.map((r) => r.name),
      ['demo', 'trader', 'second'],
    );
    assert.equal(rows[0]!.project_id, projectId);
  });
});
