// Readiness means "can serve": a process whose copytrade target watcher cannot reach the Polymarket
// Data API (nothing listens at its address) stays ready; /readyz, /metrics and the log say the watcher
// is degraded, the log with back-off and no stack trace. Wired as the engine role wires it: the
// stores started as essential, the watcher and the operations server, on the real test PostgreSQL.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Runtime } from '../../core/lifecycle.ts';
import type { PeriodicTask } from '../../core/periodic.ts';
import { createOpsServer } from '../../api/ops-server.ts';
import type { HttpServer } from '../../api/http-server.ts';
import { targetWatchTask } from '../../ingest/polymarket/target-watcher.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { allTopics } from '../../storage/bus/topics.ts';
import { insertCopytrade } from '../../storage/postgres/repositories/copytrades.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { capturedLog } from '../../harness/stack/captured-log.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import { TestClient } from '../../harness/stack/http.ts';
import { eventually } from '../support/wait.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import { buildWalletOwner } from '../../harness/stack/wallets.ts';

const TARGET = `0x${'5a'.repeat(20)}`;
const NOT_READ = 'copytrade target not read; its cursor stays';

describe('readiness with an external API down (copytrade target watcher, Data API unreachable)', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let runtime: Runtime;
  let sql: PgSql;
  let watcher: PeriodicTask;
  let ops: HttpServer;
  let client: TestClient;
  let dataApiPort: number;
  let dataApi: Server | undefined;
  const captured = capturedLog('info');
  let failuresBefore = 0;

  before(async () => {
    api = await startAccountsApi();
    const owner = await buildWalletOwner(api, await api.newProject());
    await insertCopytrade(api.sql, {
      copytrade_id: randomUUID(),
      wallet_id: owner.walletId,
      target: TARGET,
      mode: 'COPY',
      settings: {},
    });
    dataApiPort = await freePort(); // nothing listens there (yet)

    failuresBefore = await watchFailures(); // the counter is process-wide: other files may have counted
    runtime = new Runtime(captured.log);
    sql = new PgSql(() => api.config.DATABASE_URL!, 2);
    await runtime.start(sql, true);
    const bus = new LogBus({ log: captured.log });
    await runtime.start(bus, true);
    await bus.ensureTopics(allTopics);
    watcher = targetWatchTask(
      { sql, bus, log: captured.log, dataApiUrl: `http://127.0.0.1:${dataApiPort}`, timeoutMs: 2000 },
      60_000,
    );
    await runtime.start(watcher);
    ops = createOpsServer({ health: () => runtime.health(), port: 0, host: '127.0.0.1', log: captured.log });
    await runtime.start(ops);
    client = new TestClient(`http://127.0.0.1:${ops.address().port}`);
  });
  after(async () => {
    await runtime.stop();
    dataApi?.closeAllConnections();
    await new Promise((resolve) => (dataApi ? dataApi.close(resolve) : resolve(undefined)));
    await api.stop();
  });

  it('should stay ready and report the watcher degraded, naming the Data API', async () => {
    // The first round runs at start; wait for it to fail, then run seven more (8 failures in all).
    await eventually('the first round failed', async () => !(await watcher.health()).ok);
    for (let i = 0; i < 7; i++) await watcher.runOnce();

    const r = await client.get('/readyz');
    assert.equal(r.status, 200);
    assert.equal(r.body.ready, true);
    assert.deepEqual(r.body.degraded, ['copytrade-target-watch']);
    const health = r.body.components['copytrade-target-watch'];
    assert.equal(health.ok, false);
    assert.equal(health.degraded, true);
    assert.match(health.detail, /^Data API: 1 of 1 followed addresses not read \(.*fetch failed/);
    assert.deepEqual(r.body.components.postgres, { ok: true });
  });

  it('should count the failures and expose the component as down in /metrics', async () => {
    const text = (await client.get('/metrics')).body as unknown as string;
    assert.match(text, /^component_up\{component="copytrade-target-watch",essential="false"\} 0$/m);
    assert.match(text, /^component_up\{component="postgres",essential="true"\} 1$/m);
    assert.match(text, /^periodic_round_failures_total\{task="copytrade-target-watch"\} \d+$/m);
    assert.equal((await watchFailures()) - failuresBefore, 8);
  });

  it('should log the outage with back-off (failures 1, 2, 4, 8), one line each, no stack trace', () => {
    const lines = captured.lines();
    const perTarget = lines.filter((l) => l.msg === NOT_READ);
    assert.deepEqual(
      perTarget.map((l) => l.failures),
      [1, 2, 4, 8],
    );
    assert.ok(perTarget.every((l) => l.target === TARGET && /fetch failed/.test(String(l.error))));
    const perRound = lines.filter((l) => l.msg === 'periodic round failed');
    assert.deepEqual(
      perRound.map((l) => l.failures),
      [1, 2, 4, 8],
    );
    assert.doesNotMatch(captured.text(), /"stack"|\n\s+at /);
  });

  it('should recover when the Data API answers again, logging it once', async () => {
    dataApi = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
    );
    await new Promise<void>((resolve) => dataApi!.listen(dataApiPort, '127.0.0.1', resolve));
    await watcher.runOnce();
    const r = await client.get('/readyz');
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.degraded, []);
    assert.deepEqual(r.body.components['copytrade-target-watch'], { ok: true });
    const recovered = captured.lines().filter((l) => l.msg === `${NOT_READ}: recovered`);
    assert.deepEqual(
      recovered.map((l) => [l.target, l.failures]),
      [[TARGET, 8]],
    );
  });

  it('should turn unready when an essential component (a store) fails', async () => {
    await sql.stop();
    const r = await client.get('/readyz');
    assert.equal(r.status, 503);
    assert.equal(r.body.ready, false);
    assert.equal(r.body.components.postgres.ok, false);
    assert.equal(r.body.components.postgres.degraded, undefined);
  });
});

async function watchFailures(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('periodic_round_failures_total')?.get();
  return metric?.values.find((v) => v.labels.task === 'copytrade-target-watch')?.value ?? 0;
}
