// The whole service (`bin/main.ts all`: ingest replaying a few recorded rows, engine, API) in its
// own process, on one of the two placements:
//   real     — the run's PostgreSQL (a fresh database), the test Redis (a logical database of the
//              caller's), a mock Kafka broker of its own, chDB in its own data directory;
//   embedded — every backend unset: what `npm start` runs on a fresh machine.
// SERVICE_PLACEMENT=embedded switches the suites that use this helper to the embedded placement.
import { rmSync } from 'node:fs';
import { freshPostgresUrl, tempDir } from '../../harness/servers/backends.ts';
import { TestClient } from '../../harness/stack/http.ts';
import {
  freePort,
  freshRedisDb,
  ROLE_ADMIN_KEY,
  sliceHead,
  startKafkaMock,
  startRole,
  waitReady,
  waitUntil,
  type KafkaMock,
  type RoleProcess,
} from '../../harness/servers/processes.ts';

export type Placement = 'real' | 'embedded';

/** The placement a suite runs on: real test backends unless SERVICE_PLACEMENT=embedded. */
export function placementFromEnv(): Placement {
  return process.env.SERVICE_PLACEMENT === 'embedded' ? 'embedded' : 'real';
}

export interface RunningService {
  placement: Placement;
  process: RoleProcess;
  client: TestClient;
  adminKey: string;
  /** The service's PostgreSQL database (real placement), for a test's barriers and ledger checks. */
  databaseUrl?: string;
  /** Stops the process (if still running) and whatever was started for it. */
  stop(): Promise<void>;
}

export async function startServiceProcess(options: {
  placement: Placement;
  /** The test Redis logical database of this suite (real placement). */
  redisDb: number;
  /** Settings on top of the placement's (rate limits, log level…). */
  env?: Record<string, string>;
  /** Recorded quote rows the ingest role replays (a catalog with real tokens and books). */
  replayRows?: number;
}): Promise<RunningService> {
  const dirs = [tempDir('pme-service-'), await sliceHead(options.replayRows ?? 200)];
  const [dataDir, replayDir] = dirs;
  let kafka: KafkaMock | undefined;
  const backends: Record<string, string> = {};
  if (options.placement === 'real') {
    kafka = await startKafkaMock();
    backends.KAFKA_BROKERS = kafka.brokers;
    backends.DATABASE_URL = await freshPostgresUrl();
    backends.REDIS_URL = await freshRedisDb(options.redisDb);
  }
  const port = await freePort();
  const proc = startRole('all', {
    ...backends,
    DATA_DIR: dataDir!,
    REPLAY_DIR: replayDir!,
    PORT: String(port),
    ...options.env,
  });
  const client = new TestClient(`http://127.0.0.1:${port}`);
  const stop = async () => {
    await proc.stop();
    await kafka?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(proc, client, 90_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    placement: options.placement,
    process: proc,
    client,
    adminKey: ROLE_ADMIN_KEY,
    databaseUrl: backends.DATABASE_URL,
    stop,
  };
}

export interface ListedMarket {
  slug?: string;
  left_token_id: string;
  right_token_id: string;
}

/** The open markets of the replayed catalog, once the engine has written some (up to `limit` events). */
export function liveMarkets(service: RunningService, limit = 5): Promise<ListedMarket[]> {
  return waitUntil(
    'the replayed catalog',
    async () => {
      const r = await service.client.get(`/api/v1/markets?limit=${limit}&live=true`);
      const entries = (r.body.data ?? []) as { markets: ListedMarket[] }[];
      return entries.length > 0 ? entries.flatMap((e) => e.markets) : undefined;
    },
    60_000,
    () => service.process.tail(),
  );
}
