// The roles as they are deployed, as separate processes: two engines and one ingest sharing a fresh
// PostgreSQL database and Redis database. Each engine has a Kafka mock broker of its own (the
// leases under test live in PostgreSQL; the mock cannot sync a consumer group of two members). Each serves /healthz,
// /readyz and /metrics on an operations port of its own; the metrics show which engine holds each
// singleton lease and how long since each loop last made progress; when the lease holder stops,
// the other engine takes its leases over.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { freshPostgresUrl, tempDir } from '../../harness/servers/backends.ts';
import { TestClient } from '../../harness/stack/http.ts';
import {
  freshRedisDb,
  sliceHead,
  startKafkaMock,
  startRole,
  waitUntil,
  type KafkaMock,
  type Readiness,
  type RoleProcess,
} from '../../harness/servers/processes.ts';

const REDIS_DB = 14;

/** The value of a metric line `name{labels} value`, or undefined when absent. */
function metric(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

interface Role {
  proc: RoleProcess;
  client: TestClient;
}

describe('operations server of the ingest and engine roles', function () {
  this.timeout(180_000);
  const brokers: KafkaMock[] = [];
  const dirs: string[] = [];
  const roles: Role[] = [];
  let engines: Role[];
  let ingest: Role;

  const context = () => roles.map((r) => r.proc.tail()).join('\n');
  const start = async (
    role: 'engine' | 'ingest',
    env: Record<string, string>,
    name: string,
  ): Promise<Role> => {
    const proc = startRole(role, env, name);
    const ready = await proc.waitStarted(120_000);
    assert.equal(typeof ready.ops_port, 'number', `${name} logs its operations port`);
    const r = { proc, client: new TestClient(`http://127.0.0.1:${String(ready.ops_port)}`) };
    roles.push(r);
    return r;
  };
  const metrics = async (r: Role) => (await r.client.get('/metrics')).body as unknown as string;

  before(async () => {
    brokers.push(await startKafkaMock(), await startKafkaMock());
    const replayDir = await sliceHead(200);
    dirs.push(replayDir);
    const [a, b] = brokers.map((k) => k.brokers) as [string, string];
    const shared = {
      DATABASE_URL: await freshPostgresUrl(),
      REDIS_URL: await freshRedisDb(REDIS_DB),
      CLICKHOUSE_DATABASE: 'ops',
      PAPER_MATCH_REFRESH_S: '1',
      LEASE_TTL_S: '30',
    };
    const dir = () => {
      const d = tempDir('pme-ops-');
      dirs.push(d);
      return d;
    };
    // One after the other: each migrates the same database at start. Each under its own member name
    // (on one host the default, the host name, is the same: the second would refuse to start).
    engines = [
      await start(
        'engine',
        { ...shared, KAFKA_BROKERS: a, DATA_DIR: dir(), ENGINE_MEMBER_ID: 'engine-1' },
        'engine#1',
      ),
      await start(
        'engine',
        { ...shared, KAFKA_BROKERS: b, DATA_DIR: dir(), ENGINE_MEMBER_ID: 'engine-2' },
        'engine#2',
      ),
    ];
    ingest = await start(
      'ingest',
      { ...shared, KAFKA_BROKERS: a, DATA_DIR: dir(), REPLAY_DIR: replayDir },
      'ingest',
    );
  });
  after(async () => {
    await Promise.all(roles.map((r) => r.proc.stop()));
    for (const k of brokers) await k.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("should answer liveness and readiness on each role's operations port", async () => {
    for (const r of roles) {
      assert.deepEqual((await r.client.get('/healthz')).body, { status: 'ok' }, r.proc.name);
      const ready = await r.client.get('/readyz');
      const body = ready.body as unknown as Readiness;
      assert.equal(ready.status, 200, `${r.proc.name}: ${JSON.stringify(body)}`);
      assert.deepEqual(body.components['ops-http'], { ok: true });
      assert.deepEqual(body.components['kafka-bus'], { ok: true, detail: '1 broker(s)' });
    }
    for (const e of engines) {
      const body = (await e.client.get('/readyz')).body as unknown as Readiness;
      for (const name of [
        'postgres',
        'clickhouse',
        'consumer:market-state',
        'paper-upkeep',
        'fill-outbox',
        'copytrade-target-watch',
      ])
        assert.ok(body.components[name], `${e.proc.name} reports ${name}`);
    }
    const body = (await ingest.client.get('/readyz')).body as unknown as Readiness;
    assert.ok(body.components.replay, 'ingest reports its connector');
    // Ingest keeps its leases (catalog listing, replay) and the replay checkpoint in the database.
    assert.deepEqual(body.components.postgres, { ok: true }, 'ingest reports its database');
  });

  it('should show exactly one engine holding each singleton lease', async () => {
    for (const lease of ['paper-upkeep', 'fill-outbox', 'copytrade-target-watch']) {
      const held = await waitUntil(
        `one holder of ${lease}`,
        async () => {
          const values = await Promise.all(
            engines.map(async (e) => metric(await metrics(e), 'lease_held', `lease="${lease}"`)),
          );
          return values.every((v) => v !== undefined) && values.reduce((a, b) => a + b, 0) === 1
            ? values
            : undefined;
        },
        30_000,
        context,
      );
      assert.deepEqual([...held].sort(), [0, 1], lease);
    }
  });

  it('should expose the time since each loop last made progress', async () => {
    const text = await metrics(engines[0]!);
    for (const consumer of ['consumer:market-state', 'consumer:catalog', 'consumer:deposits'])
      assert.ok(
        metric(text, 'consumer_seconds_since_last_batch', `consumer="${consumer}"`)! >= 0,
        `${consumer}\n${text}`,
      );
    assert.ok(metric(text, 'periodic_seconds_since_last_round', 'task="paper-upkeep"')! >= 0);
    assert.ok(metric(text, 'component_up', 'component="postgres",essential="true"') === 1);
  });

  it('should hand the leases to the other engine when their holder stops', async () => {
    const upkeep = async (e: Role) => metric(await metrics(e), 'lease_held', 'lease="paper-upkeep"');
    const holder = (await upkeep(engines[0]!)) === 1 ? engines[0]! : engines[1]!;
    const other = holder === engines[0] ? engines[1]! : engines[0]!;
    const stopped = await holder.proc.stop();
    assert.equal(stopped.code, 0, holder.proc.tail());
    // Released on a graceful stop: the other takes it at its next round (PAPER_MATCH_REFRESH_S=1),
    // long before the 30 s lease would have run out.
    await waitUntil(
      'the other engine holds paper-upkeep',
      async () => (await upkeep(other)) === 1,
      20_000,
      context,
    );
    const lines = other.proc.logs(
      (l) => l.msg === 'lease taken: this replica runs the task' && l.lease === 'paper-upkeep',
    );
    assert.ok(lines.length >= 1);
  });
});
