// Several replicas of each role (bin/main.ts engine | ingest | api) as separate processes on one
// machine, the way they are deployed: a kcat mock Kafka broker of the cluster's own, one fresh
// PostgreSQL database, one Redis logical database, and ClickHouse as one chDB directory per process
// (DATA_DIR of its own; keyed writes make the union checkable). Members are started, SIGKILLed and
// started again by name; a restarted member keeps its DATA_DIR, like a pod with its volume. An api
// member reads the catalog from its own directory, so it is seeded with the catalog before it starts
// (seed-catalog.ts: what a shared ClickHouse server would hold).
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MarketMessage } from '../../core/market-data.ts';
import { freshPostgresUrl, tempDir } from '../servers/backends.ts';
import { TestClient } from '../stack/http.ts';
import {
  freePort,
  freshRedisDb,
  ROOT,
  startKafkaMock,
  startRole,
  waitReady,
  type KafkaMock,
  type RoleProcess,
} from '../servers/processes.ts';

export type ReplicaRole = 'engine' | 'ingest' | 'api';

export interface Member {
  name: string;
  role: ReplicaRole;
  /** ENGINE_MEMBER_ID of the process (engines: it names the member's similarity catalog group). */
  memberId: string;
  proc: RoleProcess;
  /** The API (api) or the operations server (engine, ingest): /healthz, /readyz, /metrics. */
  client: TestClient;
  /** Set by the cluster on SIGKILL: when the member was killed (ms since the epoch). */
  killedAt?: number;
}

export interface ClusterOptions {
  /** The test Redis logical database the cluster's hot state lives in (emptied first). */
  redisDb: number;
  /** Settings every member gets on top of the cluster's (timings, rate limits…). */
  env?: Record<string, string>;
  /** A round trip the mock broker adds to every response (kafka-mock.ts). Default 0. */
  brokerRttMs?: number;
}

/**
 * How long a member may take to start: an engine joining groups that have live members waits for
 * a rebalance per consumer group (its consumers start one after the other; on the mock broker each
 * took about the session timeout, 30 s).
 */
const START_TIMEOUT_MS = 400_000;

/** ClickHouse database name in every member's chDB directory. */
export const REPLICAS_DATABASE = 'replicas';

const run = promisify(execFile);

/** Engines settle the catalog's text pairs after this quiet time (SIMILARITY_SETTLE_IDLE_MS). */
export const SETTLE_IDLE_MS = 1000;

export class ReplicaCluster {
  readonly members = new Map<string, Member>();
  /** DATA_DIR by member name: kept across restarts. */
  private readonly dirs = new Map<string, string>();

  private constructor(
    readonly kafka: KafkaMock,
    /** What every member shares: the bus, the database, Redis, the ClickHouse database name. */
    readonly shared: Record<string, string>,
  ) {}

  static async start(options: ClusterOptions): Promise<ReplicaCluster> {
    const kafka = await startKafkaMock(undefined, options.brokerRttMs ?? 0);
    return new ReplicaCluster(kafka, {
      KAFKA_BROKERS: kafka.brokers,
      DATABASE_URL: await freshPostgresUrl(),
      REDIS_URL: await freshRedisDb(options.redisDb),
      CLICKHOUSE_DATABASE: REPLICAS_DATABASE,
      LOG_LEVEL: 'info',
      SIMILARITY_SETTLE_IDLE_MS: String(SETTLE_IDLE_MS),
      ...options.env,
    });
  }

  get brokers(): string {
    return this.kafka.brokers;
  }

  /**
   * Starts a member (or starts a killed one again under its name) and waits until it is ready.
   * `catalog`: market messages written into its chDB directory first (api members). `memberId`:
   * its ENGINE_MEMBER_ID (default: from the name).
   */
  async start(
    role: ReplicaRole,
    name: string,
    options: { env?: Record<string, string>; catalog?: readonly MarketMessage[]; memberId?: string } = {},
  ): Promise<Member> {
    let dataDir = this.dirs.get(name);
    if (!dataDir) this.dirs.set(name, (dataDir = tempDir(`pme-replica-${name.replace(/\W/g, '')}-`)));
    if (options.catalog) await seedCatalog(dataDir, options.catalog);
    const env = options.env ?? {};
    const port = role === 'api' ? await freePort() : undefined;
    // ENGINE_MEMBER_ID: each engine's own similarity catalog group (the default, the host name, is one for all here).
    const memberId = options.memberId ?? name.replace(/\W/g, '-');
    const own = { DATA_DIR: dataDir, ENGINE_MEMBER_ID: memberId, ...(port ? { PORT: String(port) } : {}) };
    const proc = startRole(role, { ...this.shared, ...own, ...env }, name);
    let client: TestClient;
    if (port) {
      client = new TestClient(`http://127.0.0.1:${port}`);
      await waitReady(proc, client, START_TIMEOUT_MS);
    } else {
      const ready = await proc.waitStarted(START_TIMEOUT_MS);
      client = new TestClient(`http://127.0.0.1:${String(ready.ops_port)}`);
    }
    const member: Member = { name, role, memberId, proc, client };
    this.members.set(name, member);
    return member;
  }

  member(name: string): Member {
    const m = this.members.get(name);
    if (!m) throw new Error(`no member ${name}`);
    return m;
  }

  running(role?: ReplicaRole): Member[] {
    return [...this.members.values()].filter(
      (m) => m.proc.running && (role === undefined || m.role === role),
    );
  }

  /** kill -9 of one member: no shutdown of any kind. */
  async kill9(name: string): Promise<Member> {
    const m = this.member(name);
    m.killedAt = Date.now();
    await m.proc.kill9();
    return m;
  }

  /** The last output of every member, for failure messages. */
  context(): string {
    return [...this.members.values()].map((m) => m.proc.tail(15)).join('\n');
  }

  /** Stops every member gracefully (api first, then ingest, then engine), then the broker. */
  async stop(): Promise<void> {
    const order: ReplicaRole[] = ['api', 'ingest', 'engine'];
    for (const role of order) await Promise.all(this.running(role).map((m) => m.proc.stop()));
    await this.kafka.stop();
    for (const dir of this.dirs.values()) rmSync(dir, { recursive: true, force: true });
  }
}

async function seedCatalog(dataDir: string, catalog: readonly MarketMessage[]): Promise<void> {
  const file = path.join(dataDir, 'catalog-seed.json');
  writeFileSync(file, JSON.stringify(catalog));
  const script = path.join(ROOT, 'harness/replicas/seed-catalog.ts');
  await run(
    process.execPath,
    ['--import', 'tsx', script, path.join(dataDir, 'clickhouse'), REPLICAS_DATABASE, file],
    { cwd: ROOT },
  );
}
