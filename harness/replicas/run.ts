// One replica run (bench/replicas.ts in full, test/e2e/replicas.test.ts short): N engine, M ingest
// and K api processes on one broker, database and Redis; the ingest replicas replay the head of
// the shipped slice while the run publishes its phases (inputs.ts) and trades through the api
// replicas (trading.ts); one engine (the lease holder) and one ingest are SIGKILLed mid-run and
// started again. Then every consumer group drains, and the result is compared with a
// single-process fold of the topics (reference.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DepositMessage } from '../../core/chain-events.ts';
import { createLogger } from '../../core/logger.ts';
import { topics } from '../../storage/bus/topics.ts';
import { RedisHotState } from '../../storage/hot/redis-hot-state.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import type { PlacedOrder } from '../orders/orders-shared.ts';
import { GiveUp, groupLag, kafkaAdmin, sliceHead, waitUntil } from '../servers/processes.ts';
import { ReplicaCluster, type Member } from './cluster.ts';
import { buildInputs, crossing, InputPublisher, snapshots, updates, type InputPlan } from './inputs.ts';
import {
  foldTopics,
  pairDifferences,
  tokenDifferences,
  type PairDifferences,
  type TokenDifference,
} from './reference.ts';
import {
  gaugeValues,
  LeaseSampler,
  consumerCrashes,
  leaseTakeover,
  partitionTakeover,
  rebalanceRejoined,
  type LeaseOverlap,
} from './takeover.ts';
import {
  checkMoney,
  depositsTo,
  LIMIT_PRICE,
  openAccounts,
  placeOrders,
  type MoneyChecks,
} from './trading.ts';

export interface RunPlan extends InputPlan {
  engines: number;
  ingests: number;
  apis: number;
  /** Quote rows of the shipped slice the ingest replicas replay (each replays all of them). */
  replayRows: number;
  /** REPLAY_SPEED of the ingest replicas: paced so the replay outlasts the kills. */
  replaySpeed: string;
  accounts: number;
  limitsPerAccount: number;
  /** Deposits per account before the kill, and as many after; each record published twice. */
  depositsPerAccount: number;
  /** The test Redis logical database of the run. */
  redisDb: number;
  /**
   * Start the killed members again only once the others have taken over the killed engine's
   * partitions too (the takeover times are then the survivors' alone: rebalances, minutes);
   * otherwise once they hold the killed members' leases (seconds), the partitions still moving.
   */
  awaitTakeover: boolean;
  /** SIGKILL one ingest replica too, not only the lease-holding engine. */
  killIngest: boolean;
  /** Start the killed members again (and wait until they are ready) before the run drains. */
  restartKilled: boolean;
  /** Settings of every member (lease TTL, poll intervals…). */
  env?: Record<string, string>;
  /** A round trip the mock broker adds to every response (ClusterOptions.brokerRttMs). */
  brokerRttMs?: number;
}

export interface MemberTakeover {
  name: string;
  /** Per group: the survivors' assignments covered the partitions it held. */
  partitions: Map<string, number | undefined>;
  /** Per group: the last survivor had started to rejoin (what a real broker's join waits for). */
  rejoined: Map<string, number | undefined>;
  /** Per lease it held: a survivor took it. */
  leases: Map<string, number | undefined>;
  /** Per group: survivors' consumers that crashed and joined again meanwhile (each one more round). */
  crashes: Map<string, number>;
}

function memberTakeover(killed: Member, survivors: readonly Member[]): MemberTakeover {
  return {
    name: killed.name,
    partitions: partitionTakeover(killed, survivors),
    rejoined: rebalanceRejoined(killed, survivors),
    leases: leaseTakeover(killed, survivors),
    crashes: consumerCrashes(killed, survivors),
  };
}

export interface RunResult {
  tokens: { compared: number; differing: TokenDifference[] };
  pairs: PairDifferences;
  money: MoneyChecks;
  leases: { samples: number; overlaps: LeaseOverlap[] };
  takeover: {
    engine: string;
    ingest: string | undefined;
    /** Per killed member (the engine, then the ingest if one was killed): ms from the kill (undefined: not within the run). */
    members: MemberTakeover[];
  };
  /** Seconds from starting the killed members again until they were ready (undefined: not restarted). */
  restartSeconds: number | undefined;
  records: { markets: number; books: number; prices: number };
  seconds: number;
}

/** How long the run waits for the survivors to take over a killed engine's partitions and leases. */
const TAKEOVER_WAIT_MS = 150_000;

/** Consumer groups of the engine role and the topics each reads. */
export const ENGINE_GROUPS: [string, string][] = [
  ['engine.catalog', topics.markets],
  ['engine.similarity', topics.books],
  ['engine.market-state', topics.books],
  ['engine.market-state', topics.prices],
  ['engine.deposits', topics.deposits],
  ['engine.positions', topics.fills],
];

/**
 * Waits until every group has committed everything on its topics (the given ones, or all),
 * including each running engine's own similarity catalog group on md.markets.
 */
export async function waitDrained(
  cluster: ReplicaCluster,
  only: readonly string[] = Object.values(topics),
  timeoutMs = 180_000,
): Promise<void> {
  const brokers = cluster.brokers;
  const context = () => cluster.context();
  const members: [string, string][] = cluster
    .running('engine')
    .map((m) => [`engine.similarity-catalog.${m.memberId}`, topics.markets]);
  const admin = await kafkaAdmin(brokers);
  try {
    for (const [group, topic] of [...ENGINE_GROUPS, ...members].filter(([, t]) => only.includes(t))) {
      await waitUntil(
        `${group} to commit all of ${topic}`,
        async () => (await groupLag(admin, group, topic)).lag === 0n,
        timeoutMs,
        context,
        250,
      );
    }
  } finally {
    await admin.disconnect();
  }
}

/**
 * Waits until every running engine has settled its similarity pairs since its last catalog change
 * (`similarity_settle_pending` 0 on its /metrics): the pair set is then a function of the catalog.
 */
export async function waitSettled(cluster: ReplicaCluster, timeoutMs = 60_000): Promise<void> {
  await waitUntil(
    'every engine to settle its similarity pairs (similarity_settle_pending 0)',
    async () => {
      const pages = await Promise.all(cluster.running('engine').map((m) => m.client.get<string>('/metrics')));
      const pending = (body: string) => [...gaugeValues(body, 'similarity_settle_pending').values()];
      return pages.every((p) => p.status === 200 && pending(p.body).every((v) => v === 0));
    },
    timeoutMs,
    () => cluster.context(),
    250,
  );
}

/** The member holding the most singleton leases now (by its lease_held gauge). */
async function leaseHolder(members: readonly Member[]): Promise<Member> {
  let best: [Member, number] = [members[0]!, -1];
  for (const m of members) {
    const page = await m.client.get<string>('/metrics');
    const held = [...gaugeValues(page.body, 'lease_held').values()].filter((v) => v === 1).length;
    if (held > best[1]) best = [m, held];
  }
  return best[0];
}

export async function runReplicas(
  plan: RunPlan,
  say: (line: string) => void = () => undefined,
): Promise<RunResult> {
  const t0 = Date.now();
  const inputs = buildInputs(plan);
  const replayDir = await sliceHead(plan.replayRows);
  const cluster = await ReplicaCluster.start({
    redisDb: plan.redisDb,
    env: plan.env,
    brokerRttMs: plan.brokerRttMs,
  });
  const context = () => cluster.context();
  const log = createLogger('warn', { component: 'replica-run' });
  const publisher = new InputPublisher(cluster.brokers, log);
  const sql = new PgSql(() => cluster.shared.DATABASE_URL!, 4);
  const redis = new RedisHotState(cluster.shared.REDIS_URL!);
  const sampler = new LeaseSampler(() => cluster.running('engine'));
  try {
    await Promise.all([publisher.start(), sql.start(), redis.start()]);
    const names = (role: string, n: number) => Array.from({ length: n }, (_, i) => `${role}#${i + 1}`);
    await Promise.all([
      ...names('engine', plan.engines).map((n) => cluster.start('engine', n)),
      ...names('api', plan.apis).map((n) => cluster.start('api', n, { catalog: inputs.catalog })),
    ]);
    say(
      `${plan.engines} engines and ${plan.apis} api replicas ready (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
    sampler.start();

    // Phase 1 and 2: the catalogs, then the depth books, each consumed before the next.
    await publisher.publish(inputs.catalog);
    await waitDrained(cluster, [topics.markets]);
    await publisher.publish(snapshots(inputs.depthTokens));
    await waitDrained(cluster, [topics.books]);
    say(`catalog (${inputs.catalog.length} markets) and ${inputs.depthTokens.length} depth books consumed`);

    // Money before the kill: accounts, orders resting and filled, deposits (each record twice).
    const apis = cluster.running('api').map((m) => m.client);
    const accounts = await openAccounts(apis[0]!, plan.accounts);
    const placed: PlacedOrder[] = await placeOrders(apis, accounts, inputs.orderToken, plan.limitsPerAccount);
    const deposits: DepositMessage[] = depositsTo(accounts, plan.depositsPerAccount);
    await publisher.publishDeposits(deposits, 2);
    say(
      `${accounts.length} accounts, ${placed.length} orders placed, ${deposits.length} deposits published twice`,
    );

    // The replay, with the depth updates alongside; the lease holder and one ingest killed midway.
    const ingestEnv = { REPLAY_DIR: replayDir, REPLAY_SPEED: plan.replaySpeed };
    await Promise.all(
      names('ingest', plan.ingests).map((n) => cluster.start('ingest', n, { env: ingestEnv })),
    );
    const steps = updates(inputs.depthTokens, plan.updatesPerToken);
    const half = Math.floor(steps.length / 2);
    await publisher.publish(steps.slice(0, half));
    const engine = await leaseHolder(cluster.running('engine'));
    // The ingest replaying (it holds the `ingest-replay` lease): another takes over and resumes from the checkpoint.
    const ingest = plan.killIngest ? await leaseHolder(cluster.running('ingest')) : undefined;
    await Promise.all([cluster.kill9(engine.name), ...(ingest ? [cluster.kill9(ingest.name)] : [])]);
    say(`SIGKILLed ${engine.name} (the lease holder)${ingest ? ` and ${ingest.name} (replaying)` : ''}`);
    await publisher.publish(steps.slice(half));
    const later = depositsTo(
      accounts,
      plan.depositsPerAccount,
      1 + accounts.length * plan.depositsPerAccount,
    );
    deposits.push(...later);
    await publisher.publishDeposits(later, 2);
    await publisher.publish([crossing(inputs.depthTokens[0]!, LIMIT_PRICE)]);
    const survivors = () => cluster.running('engine').filter((m) => m.name !== engine.name);
    const ingestSurvivors = () => cluster.running('ingest').filter((m) => m.name !== ingest?.name);
    // The killed members' leases, and with awaitTakeover the killed engine's partitions: each
    // taken over (a time), or not yet (undefined).
    const takenOver = () => [
      ...leaseTakeover(engine, survivors()).values(),
      ...(ingest ? leaseTakeover(ingest, ingestSurvivors()).values() : []),
      ...(plan.awaitTakeover ? partitionTakeover(engine, survivors()).values() : []),
      ...(plan.awaitTakeover && ingest ? partitionTakeover(ingest, ingestSurvivors()).values() : []),
    ];
    const awaited = `the survivors to take over the killed members' leases${plan.awaitTakeover ? ', partitions' : ''}`;
    // Up to TAKEOVER_WAIT_MS: what is not taken over by then is reported as such.
    const allTaken = () => takenOver().every((v) => v !== undefined);
    await waitUntil(awaited, allTaken, TAKEOVER_WAIT_MS, context, 500).catch(() =>
      say(`not taken over within ${TAKEOVER_WAIT_MS / 1000} s: waited for ${awaited}`),
    );
    const takeover = [
      memberTakeover(engine, survivors()),
      ...(ingest ? [memberTakeover(ingest, ingestSurvivors())] : []),
    ];
    dumpLogs([engine, ...survivors(), ...(ingest ? [ingest, ...ingestSurvivors()] : [])]);
    let restartSeconds: number | undefined;
    if (plan.restartKilled) {
      const restartedAt = Date.now();
      // The engine comes back as the shipped Kubernetes Deployment replaces a pod: under a new name,
      // whose catalog group reads md.markets from its start. Under its old name it would rebuild its
      // similarity index from the ClickHouse catalog — here its own chDB directory, which holds only
      // the share of the catalog its process wrote (engine.catalog is one group), where production
      // engines all read the one ClickHouse. Same-name restarts: test/integration/similarity-replicas.
      const replacement = `${engine.memberId}-replacement`;
      await Promise.all([
        cluster.start('engine', engine.name, { memberId: replacement }),
        ...(ingest ? [cluster.start('ingest', ingest.name, { env: ingestEnv })] : []),
      ]);
      restartSeconds = (Date.now() - restartedAt) / 1000;
      say(`the killed members started again (ready after ${restartSeconds.toFixed(0)} s)`);
    }

    // One ingest replays (the holder of the `ingest-replay` lease: after a kill, whoever took it over).
    // One waiter for all of them: a waiter per replica (Promise.any) left the others' polls running
    // after the first one ended, for up to their 600 s, which kept the benchmark's process alive.
    await waitUntil(
      'an ingest replica to log "replay ended"',
      () => {
        const ingests = cluster.running('ingest');
        if (ingests.some((m) => m.proc.logs((l) => l.msg === 'replay ended').length > 0)) return true;
        if (ingests.length === 0) throw new GiveUp('no ingest replica is running');
        return false;
      },
      600_000,
      context,
    );
    await waitDrained(cluster);
    const money = await checkMoney(sql, placed, deposits, accounts, inputs.orderToken, context);
    await waitDrained(cluster);
    await waitSettled(cluster); // every engine settles its catalog once it is quiet
    await sampler.stop();
    say('replay ended, every group drained; folding the topics in one process');

    const reference = await foldTopics(cluster.brokers);
    const result: RunResult = {
      tokens: { compared: reference.tokens.length, differing: await tokenDifferences(reference, redis) },
      pairs: await pairDifferences(reference, redis),
      money,
      leases: { samples: sampler.samples, overlaps: sampler.overlaps },
      // Measured before the killed engine came back (undefined: not taken over by then).
      takeover: { engine: engine.name, ingest: ingest?.name, members: takeover },
      restartSeconds,
      records: reference.records,
      seconds: (Date.now() - t0) / 1000,
    };
    return result;
  } finally {
    await sampler.stop();
    await Promise.allSettled([publisher.stop(), sql.stop(), redis.stop()]);
    await cluster.stop();
    rmSync(replayDir, { recursive: true, force: true });
  }
}

/**
 * REPLICAS_LOG_DIR set: every member's log lines up to the takeover, one JSON file per member
 * (`<name>.ndjson`), to read what a slow group's members were doing.
 */
function dumpLogs(members: readonly Member[]): void {
  const dir = process.env.REPLICAS_LOG_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const m of members)
    writeFileSync(
      path.join(dir, `${m.name}.ndjson`),
      m.proc
        .logs()
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
}
