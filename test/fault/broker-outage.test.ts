// Fault: the Kafka broker stops answering for 30 s while the service works. The service runs as
// one process (`all`: ingest replaying a slice, engine, API) on a mock broker of its own; the
// broker is frozen with SIGSTOP (a killed mock would lose its topics and its port) and thawed with
// SIGCONT, while a client keeps requesting /readyz and a market route. Nobody touches the service.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { freshPostgresUrl, tempDir } from '../../harness/servers/backends.ts';
import { TestClient } from '../../harness/stack/http.ts';
import {
  freePort,
  freshRedisDb,
  groupLag,
  RequestLoop,
  sleep,
  sliceHead,
  SLICE_DAY,
  startKafkaMock,
  startRole,
  waitReady,
  waitUntil,
  type KafkaMock,
  type RoleProcess,
  type Readiness,
} from '../../harness/servers/processes.ts';

/** ~35 recorded minutes at REPLAY_SPEED=40 (~53 s): still publishing when the broker stops. */
const ROWS = 4000;
const SPEED = '40';
const OUTAGE_MS = 30_000;
const REDIS_DB = 12;
const READYZ = '/readyz';
const MARKETS = '/api/v1/markets?limit=5';

describe('fault: Kafka broker stopped for 30 s under load', function () {
  this.timeout(180_000);

  let kafka: KafkaMock;
  let service: RoleProcess;
  let client: TestClient;
  let load: RequestLoop;
  const dirs: string[] = [];
  let publishedBeforeOutage: bigint;
  let publishedAtEnd: bigint;
  let lastRow: { ts: number; slug: string };
  let newest: { status: number; body: { data: { created_at: string }[] } };

  before(async () => {
    kafka = await startKafkaMock();
    const replayDir = await sliceHead(ROWS);
    const dataDir = tempDir('pme-fault-all-');
    dirs.push(replayDir, dataDir);
    const rows = await parquetReadObjects({
      file: await asyncBufferFromFile(path.join(replayDir, 'quotes', SLICE_DAY, 'data_0.parquet')),
      columns: ['ts', 'slug'],
      compressors,
    });
    lastRow = { ts: (rows.at(-1)!.ts as Date).getTime(), slug: rows.at(-1)!.slug as string };

    const port = await freePort();
    service = startRole('all', {
      KAFKA_BROKERS: kafka.brokers,
      DATABASE_URL: await freshPostgresUrl(),
      REDIS_URL: await freshRedisDb(REDIS_DB),
      DATA_DIR: dataDir,
      REPLAY_DIR: replayDir,
      REPLAY_SPEED: SPEED,
      PORT: String(port),
    });
    client = new TestClient(`http://127.0.0.1:${port}`);
    await waitReady(service, client, 90_000);

    load = new RequestLoop(client.baseUrl, [{ path: READYZ }, { path: MARKETS }]);
    load.start();
    // Every route answered before the outage, and the replay publishing.
    await waitUntil(
      'every route answered and quotes published before the outage',
      async () =>
        [READYZ, MARKETS].every((p) => load.statuses('before', p).includes(200)) &&
        (await groupLag(kafka.brokers, 'engine.market-state', 'md.books')).end > 0n,
      60_000,
      () => service.tail(),
    );
    publishedBeforeOutage = (await groupLag(kafka.brokers, 'engine.market-state', 'md.books')).end;

    load.phase = 'outage';
    kafka.pause();
    await sleep(OUTAGE_MS);
    kafka.resume();
    load.phase = 'after';

    await waitReady(service, client, 120_000);
    // The replay finishes and the engine commits everything, with no help.
    await waitUntil(
      'the replay to finish',
      async () => {
        const r = await client.get<Readiness>(READYZ);
        return r.body.components.replay?.detail === 'finished';
      },
      120_000,
      () => service.tail(),
    );
    const lag = await waitUntil(
      'the engine to commit every published quote',
      async () => {
        const l = await groupLag(kafka.brokers, 'engine.market-state', 'md.books');
        return l.lag === 0n ? l : undefined;
      },
      120_000,
      () => service.tail(),
    );
    publishedAtEnd = lag.end;
    await load.stop();

    // The YES token of the last recorded row: its last quote is among the last ones published.
    newest = await client.get(
      `/api/v1/markets/orderbooks?venue=venue_a&token_id=${yesTokenOf(lastRow.slug)}&order=DESC&limit=1`,
    );
  });

  after(async () => {
    await load?.stop();
    await service?.kill9();
    await kafka?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('should answer 503 on /readyz while the broker is stopped, naming the bus', () => {
    const during = load.samples.filter((s) => s.phase === 'outage' && s.path === READYZ);
    assert.ok(during.length > 0);
    const unready = during.filter((s) => s.status === 503);
    assert.ok(
      unready.length > 0,
      `readiness during the outage: ${JSON.stringify(load.summary('outage', READYZ))}`,
    );
    const body = JSON.parse(unready.at(-1)!.body) as Readiness;
    assert.equal(body.ready, false);
    assert.equal(body.components['kafka-bus']?.ok, false, JSON.stringify(body.components));
  });

  it('should have been ready before the outage and be ready again after it, without a restart', () => {
    assert.ok(load.statuses('before', READYZ).includes(200), JSON.stringify(load.summary('before', READYZ)));
    assert.ok(load.statuses('after', READYZ).includes(200), JSON.stringify(load.summary('after', READYZ)));
    assert.equal(service.running, true);
    assert.equal(service.logs((l) => l.msg === 'ready').length, 1, 'started once');
  });

  it('should keep serving the market route from memory throughout', () => {
    load.assertServedThroughout(MARKETS, ['before', 'outage', 'after']);
  });

  it('should consume what was published during and after the outage', () => {
    assert.ok(
      publishedAtEnd > publishedBeforeOutage,
      `published ${publishedBeforeOutage} before the outage, ${publishedAtEnd} in all`,
    );
    assert.equal(newest.status, 200, JSON.stringify(newest.body));
    assert.equal(newest.body.data.length, 1);
    assert.equal(
      Date.parse(newest.body.data[0]!.created_at),
      lastRow.ts,
      'the last recorded quote reached ClickHouse',
    );
  });
});

/** The documented id rule of the replay (ingest/replay/ids.ts), implemented independently. */
function yesTokenOf(slug: string): string {
  const digest = createHash('sha256')
    .update(`pme:polymarket-orderbook-dataset:token:${slug}:yes`)
    .digest('hex');
  return BigInt(`0x${digest}`).toString();
}
