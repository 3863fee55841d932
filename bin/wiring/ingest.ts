// The connectors the ingest role runs, chosen by INGEST_SOURCES (`auto`: on start, by which venues
// answer: ingest/auto-sources.ts), each given its settings from the config. On shared servers (KAFKA_BROKERS
// and DATABASE_URL set) several ingest replicas share the work (docs/architecture.md "Ingest
// sharding"): the replay runs on the replica holding the `ingest-replay` lease and checkpoints to
// the database; each venue's catalog is listed by the replica holding its catalog lease, and its
// books are streamed by whichever replica's share of the ingest universe names the market (the
// shard comes last: it starts once the connectors listen and stops first, closing their streams).
// Embedded (an in-process bus, so one process owns everything): no leases, no shard, the replay
// checkpoint in DATA_DIR, as a single process always ran. With a live venue among the sources the
// backfill scheduler runs too (BACKFILL, bin/wiring/backfill.ts); the replay never backfills.
import path from 'node:path';
import type { Config } from '../../core/config.ts';
import { LeaseKeeper } from '../../core/lease-keeper.ts';
import { LeasedComponent } from '../../core/leased.ts';
import type { Component } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import { AutoSources, sandboxHalves, venueProbes, type SourceName } from '../../ingest/auto-sources.ts';
import { KalshiConnector, type KalshiConnectorOptions } from '../../ingest/kalshi/index.ts';
import { PolymarketConnector, type PolymarketConnectorOptions } from '../../ingest/polymarket/index.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import {
  CheckpointStore,
  DEFAULT_REPLAY_DIR,
  parseReplaySpeed,
  ReplayConnector,
  type ReplayCheckpointStore,
  type ReplayPublisher,
} from '../../ingest/replay/index.ts';
import { PgCheckpointStore } from '../../ingest/replay/pg-checkpoints.ts';
import { SandboxConnector } from '../../ingest/sandbox/connector.ts';
import { KalshiSandboxSource } from '../../ingest/sandbox/kalshi/source.ts';
import { IngestShard } from '../../ingest/shard/shard.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { backfillFromConfig } from './backfill.ts';
import { PgLeases, leaseHolderId } from '../../storage/postgres/leases.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

/**
 * The database holds leases and the replay checkpoint of replicated ingest (Kafka and PostgreSQL);
 * the hot store (request budgets, requests from users) and ClickHouse (the stored spans) serve the backfill.
 */
type IngestBackends = {
  bus: Bus;
  sql?: SqlExecutor;
  /** The leases' own pool (default: sql). */
  leaseSql?: SqlExecutor;
  hot?: HotState;
  analytics?: Analytics;
};

export function connectorsFromConfig(config: Config, backends: IngestBackends, log: Logger): Component[] {
  if (config.INGEST_SOURCES === 'auto') {
    const probes = venueProbes({ gammaUrl: config.POLYMARKET_GAMMA_URL, kalshiUrl: config.KALSHI_API_URL });
    return [new AutoSources(probes, (sources) => connectorsOf(sources, config, backends, log), log)];
  }
  return connectorsOf(new Set(config.INGEST_SOURCES.split(',') as SourceName[]), config, backends, log);
}

function connectorsOf(
  sources: ReadonlySet<SourceName>,
  config: Config,
  backends: IngestBackends,
  log: Logger,
): Component[] {
  const { bus } = backends;
  const publisher = new MarketDataPublisher(bus, log);
  // Shared servers: leases, the checkpoint in the database and the shard; embedded: none of them.
  const sql =
    config.KAFKA_BROKERS !== undefined && config.DATABASE_URL !== undefined ? backends.sql : undefined;
  const leases =
    sql &&
    new PgLeases(
      backends.leaseSql ?? sql,
      leaseHolderId(),
      config.LEASE_TTL_S * 1000,
      config.LEASE_RENEW_INTERVAL_MS,
    );
  const connectors: Component[] = [];
  /** When the replay has ended (the venue_a sandbox begins then); unset: no replay runs here. */
  let replayEnded: (() => Promise<unknown>) | undefined;
  if (sources.has('replay')) {
    const replayLog = log.child({ source: 'replay' });
    if (!sql || !leases) {
      const replay = replayConnectorFromConfig(config, publisher, replayLog);
      replayEnded = () => replay.done;
      connectors.push(replay);
    } else {
      const keeper = new LeaseKeeper(leases.lease('ingest-replay'), replayLog, 'replay');
      const checkpoints = new PgCheckpointStore(
        sql,
        () => keeper.token,
        new CheckpointStore(config.DATA_DIR),
      );
      const dir = replayDirOf(config);
      replayEnded = () => untilFinished(() => checkpoints.load(dir));
      connectors.push(
        new LeasedComponent(
          'replay',
          keeper,
          () => replayConnectorFromConfig(config, publisher, replayLog, checkpoints),
          replayLog,
        ),
      );
    }
  }
  const halves = sandboxHalves(sources);
  const sandboxLog = log.child({ source: 'sandbox' });
  /** The venue_a walk when it runs in this process (embedded): venue_b's sandbox prices follow it. */
  let walk: SandboxConnector | undefined;
  /** A sandbox half: on shared servers on the lease `ingest-<name>` (one replica runs it), else as built. */
  const sandboxHalf = (name: string, build: () => Component): Component =>
    leases
      ? new LeasedComponent(
          name,
          new LeaseKeeper(leases.lease(`ingest-${name}`), sandboxLog, name),
          build,
          sandboxLog,
        )
      : build();
  if (halves.venue_a) {
    const build = () => sandboxConnectorFromConfig(config, publisher, sandboxLog, replayEnded);
    connectors.push(leases ? sandboxHalf('sandbox', build) : (walk = build()));
  }
  if (halves.venue_b) {
    // On shared servers the walk may run in another replica: venue_b's prices then start from the
    // model's seeded constants (ingest/sandbox/kalshi/model.ts) rather than follow it.
    const build = () =>
      new KalshiSandboxSource({
        seed: config.SANDBOX_SEED,
        priceOf: (token, atMs) => walk?.priceAt(token, atMs),
        after: walk && (() => walk.begun),
        log: sandboxLog,
        connector: (urls) =>
          new KalshiConnector({
            publisher,
            log: sandboxLog.child({ venue: 'venue_b' }),
            ...kalshiSettings(config),
            ...urls,
            source: 'sandbox',
          }),
      });
    connectors.push(sandboxHalf('sandbox-venue-b', build));
  }
  const shard = leases && new IngestShard({ bus, log });
  const sharding = (lease: string) => (shard && leases ? { shard, catalogLease: leases.lease(lease) } : {});
  if (sources.has('polymarket')) {
    const settings = polymarketSettings(config);
    connectors.push(
      new PolymarketConnector({
        publisher,
        log: log.child({ source: 'polymarket' }),
        ...settings,
        ...sharding('polymarket-catalog'),
      }),
    );
  }
  if (sources.has('kalshi')) {
    const settings = kalshiSettings(config);
    connectors.push(
      new KalshiConnector({
        publisher,
        log: log.child({ source: 'kalshi' }),
        ...settings,
        ...sharding('kalshi-catalog'),
      }),
    );
  }
  const { hot, analytics } = backends;
  const backfill =
    hot &&
    analytics &&
    backfillFromConfig(
      config,
      sources,
      { bus, hot, analytics },
      publisher,
      log.child({ source: 'backfill' }),
    );
  if (backfill) connectors.push(backfill);
  if (shard && (sources.has('polymarket') || sources.has('kalshi'))) connectors.push(shard);
  return connectors;
}

/** The Polymarket connector's settings from the config. */
export function polymarketSettings(
  config: Config,
): Pick<PolymarketConnectorOptions, 'gammaUrl' | 'clobUrl' | 'wsUrl' | 'pollIntervalMs' | 'maxMarkets'> {
  return {
    gammaUrl: config.POLYMARKET_GAMMA_URL,
    clobUrl: config.POLYMARKET_CLOB_URL,
    wsUrl: config.POLYMARKET_WS_URL,
    pollIntervalMs: config.POLYMARKET_POLL_INTERVAL_S * 1000,
    maxMarkets: config.POLYMARKET_MAX_MARKETS,
  };
}

/** The Kalshi connector's settings from the config. */
export function kalshiSettings(
  config: Config,
): Pick<KalshiConnectorOptions, 'kalshiUrl' | 'dflowUrl' | 'dflowApiKey' | 'pollIntervalMs' | 'maxMarkets'> {
  return {
    kalshiUrl: config.KALSHI_API_URL,
    dflowUrl: config.DFLOW_API_URL,
    dflowApiKey: config.DFLOW_API_KEY,
    pollIntervalMs: config.KALSHI_POLL_INTERVAL_S * 1000,
    maxMarkets: config.KALSHI_MAX_MARKETS,
  };
}

function replayDirOf(config: Config): string {
  return path.resolve(config.REPLAY_DIR ?? DEFAULT_REPLAY_DIR);
}

/** Resolves once the shared replay checkpoint says the replay finished (checked every 5 s). */
async function untilFinished(load: () => Promise<{ finished: boolean } | undefined>): Promise<void> {
  while (!(await load().catch(() => undefined))?.finished)
    await new Promise((resolve) => setTimeout(resolve, 5000).unref());
}

/** The venue_a sandbox as the config sets it: SANDBOX_SEED, SANDBOX_STEP_MS, SANDBOX_SPEED, the dataset of REPLAY_DIR. */
function sandboxConnectorFromConfig(
  config: Config,
  publisher: MarketDataPublisher,
  log: Logger,
  after: (() => Promise<unknown>) | undefined,
): SandboxConnector {
  return new SandboxConnector({
    dir: replayDirOf(config),
    publisher,
    log,
    seed: config.SANDBOX_SEED,
    stepMs: config.SANDBOX_STEP_MS,
    speed: config.SANDBOX_SPEED,
    after,
  });
}

/** The replay connector as the config sets it: REPLAY_DIR, REPLAY_SPEED, checkpoints in `checkpoints` (default: under DATA_DIR). */
function replayConnectorFromConfig(
  config: Config,
  publisher: ReplayPublisher,
  log: Logger,
  checkpoints?: ReplayCheckpointStore,
): ReplayConnector {
  return new ReplayConnector({
    dir: replayDirOf(config),
    speed: parseReplaySpeed(config.REPLAY_SPEED),
    dataDir: config.DATA_DIR,
    checkpoints,
    publisher,
    log,
  });
}
