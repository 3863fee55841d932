// The service's roles as separate child processes (`node --import tsx bin/main.ts <role>`), the way
// they are deployed, and throw-away dependencies a fault test may stop and start: a dedicated
// librdkafka mock broker (kcat) and a dedicated PostgreSQL cluster. Every child started here is
// SIGKILLed when the test process exits, so a failing test leaves nothing running.
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import kafkajs from 'kafkajs';
import type { DeliveredRecord } from '../../storage/bus/bus.ts';
import { unpackRecord } from '../../storage/bus/kafka-envelope.ts';
import { TEST_WALLET_KEK, required, tempDir } from './backends.ts';
import { startKafkaMock as startMockCluster, type KafkaMock } from './kafka-mock.ts';
import { freePort } from './free-port.ts';
import { initThrowawayCluster, pgBin } from './postgres-bin.ts';
import type { TestClient } from '../stack/http.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

const live = new Set<ChildProcess>();
/** Children started in a process group of their own (npm): the whole group is killed. */
const groups = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
  for (const child of groups) killGroup(child);
});

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // the group is gone
  }
}

function track(child: ChildProcess, group = false): ChildProcess {
  live.add(child);
  if (group) groups.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Thrown by a probe of waitUntil to stop waiting at once (the process it waits for has exited). */
export class GiveUp extends Error {}

/**
 * Polls `probe` until it returns a value other than undefined/false; the error names `what` and
 * adds `context()`. A probe that throws is retried, unless it throws GiveUp.
 */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs: number,
  context: () => string = () => '',
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      if (err instanceof GiveUp) throw new Error(`${what}: ${err.message}\n${context()}`);
      last = err;
    }
    if (Date.now() > deadline) {
      const why = last ? ` (last error: ${(last as Error).message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${why}\n${context()}`);
    }
    await sleep(intervalMs);
  }
}

// ── roles ───────────────────────────────────────────────────────────────────────────────────────

/** One JSON log line of a role (pino). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** The admin key every role started here gets (processes sharing a database must share it). */
export const ROLE_ADMIN_KEY = 'adm_fault_test_key';

/**
 * The settings a role child gets unless the test sets them: every backend unset (embedded), and
 * the secrets processes sharing a database must share (the suite's test KEK).
 */
const CLEAN_ENV: Record<string, string> = {
  DATABASE_URL: '',
  CLICKHOUSE_URL: '',
  KAFKA_BROKERS: '',
  REDIS_URL: '',
  POLYGON_RPC_URL: '',
  SOLANA_RPC_URL: '',
  // Processes sharing a database must share these (core/config.ts refuses DATABASE_URL without them).
  ADMIN_KEY: ROLE_ADMIN_KEY,
  WALLET_KEK: TEST_WALLET_KEK,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  // The recorded replay, never the live venues (auto would stream them wherever they answer).
  INGEST_SOURCES: 'replay',
  // Several ingest/engine processes run side by side: each takes a free port (its `ready` log line says which).
  OPS_PORT: '0',
};

const MAX_OUTPUT = 4 * 1024 * 1024;

export class RoleProcess {
  readonly child: ChildProcess;
  /** Resolves when the process has exited. */
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once its output is all read too (the pipes closed: 'exit' can come before the last lines). */
  readonly closed: Promise<void>;
  private out = '';
  private partial = '';
  private readonly lines: LogLine[] = [];

  constructor(
    readonly name: string,
    readonly role: string,
    readonly env: Record<string, string>,
    /**
     * `node`: bin/main.ts itself; `npm`: `npm start -- <role>` as a user types it, npm's pid the
     * child's, in a process group of its own (what is left of it is killed when the test run exits).
     */
    readonly launch: RoleLaunch = 'node',
  ) {
    const [file, args]: [string, string[]] =
      launch === 'npm'
        ? ['npm', ['start', '--', role]]
        : [process.execPath, ['--import', 'tsx', 'bin/main.ts', role]];
    this.child = track(
      spawn(file, args, {
        cwd: ROOT,
        env: { ...process.env, ...CLEAN_ENV, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: launch === 'npm',
      }),
      launch === 'npm',
    );
    this.exit = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    this.closed = new Promise((resolve) => this.child.once('close', () => resolve()));
    this.child.stdout!.on('data', (chunk: Buffer) => this.collect(chunk.toString(), true));
    this.child.stderr!.on('data', (chunk: Buffer) => this.collect(chunk.toString(), false));
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return !exited(this.child);
  }

  private collect(text: string, stdout: boolean): void {
    this.out += text;
    if (this.out.length > MAX_OUTPUT) this.out = this.out.slice(-MAX_OUTPUT / 2);
    if (!stdout) return;
    const parts = (this.partial + text).split('\n');
    this.partial = parts.pop()!;
    for (const part of parts) {
      if (!part.startsWith('{')) continue;
      try {
        this.lines.push(JSON.parse(part) as LogLine);
      } catch {
        // not a log line
      }
    }
  }

  /** Everything the process printed so far (stdout and stderr, the newest MAX_OUTPUT / 2 at least). */
  output(): string {
    return this.out;
  }

  /** The last lines of the output (stdout and stderr), for failure messages. */
  tail(lines = 40): string {
    return `── ${this.name} (${this.role}, pid ${this.child.pid}) last output ──\n${this.out.split('\n').slice(-lines).join('\n')}`;
  }

  /** Log lines matching `match`, in order. */
  logs(match: (line: LogLine) => boolean = () => true): LogLine[] {
    return this.lines.filter(match);
  }

  /** Waits for a log line; fails early when the process exits first. */
  waitForLog(what: string, match: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> {
    return waitUntil(
      `${this.name}: ${what}`,
      () => {
        const found = this.lines.find(match);
        if (found) return found;
        // GiveUp, not a plain error (which waitUntil retries): a waiter on a process that exited
        // would otherwise poll until its time-out and keep its caller alive that long.
        if (!this.running)
          throw new GiveUp(`${this.name} exited (${this.child.exitCode ?? this.child.signalCode})`);
        return undefined;
      },
      timeoutMs,
      () => this.tail(),
    );
  }

  /** A role without HTTP (ingest, engine) is up once it logged `ready` (bin/main.ts). */
  waitStarted(timeoutMs = 60_000): Promise<LogLine> {
    return this.waitForLog('ready', (l) => l.msg === 'ready', timeoutMs);
  }

  /** kill -9: no shutdown of any kind. */
  async kill9(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exit;
  }

  /** Graceful stop (SIGTERM), SIGKILL after `timeoutMs`; resolves with how it exited. */
  async stop(timeoutMs = 15_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.running) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
      try {
        return await this.exit;
      } finally {
        clearTimeout(timer);
      }
    }
    return this.exit;
  }
}

export type RoleLaunch = 'node' | 'npm';

export function startRole(
  role: string,
  env: Record<string, string>,
  name = role,
  launch: RoleLaunch = 'node',
): RoleProcess {
  return new RoleProcess(name, role, env, launch);
}

/** Waits until the role's GET /readyz answers 200. */
export async function waitReady(proc: RoleProcess, client: TestClient, timeoutMs = 60_000): Promise<void> {
  await waitUntil(
    `${proc.name}: /readyz 200`,
    async () => {
      if (!proc.running)
        throw new GiveUp(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode})`);
      const r = await client.get('/readyz').catch(() => undefined);
      return r?.status === 200;
    },
    timeoutMs,
    () => proc.tail(),
  );
}

// ── Redis ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The test Redis, logical database `db`, emptied first. The service has no key prefix setting and
 * the hot state is keyed by token id, so a suite that runs the engine gets a database of its own.
 */
export async function freshRedisDb(db: number): Promise<string> {
  const url = new URL(required('TEST_REDIS_URL'));
  url.pathname = `/${db}`;
  const redis = new Redis(url.toString(), { lazyConnect: true });
  await redis.connect();
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
  return url.toString();
}

// ── Kafka: a mock broker of the test's own ─────────────────────────────────────────────────────

export type { KafkaMock };
export { freePort };

/** The body of GET /readyz. */
export interface Readiness {
  ready: boolean;
  /** Components failing without making the process unready. */
  degraded: string[];
  components: Record<string, { ok: boolean; detail?: string; degraded?: boolean }>;
}

/**
 * A mock broker of the test's own (harness/servers/kafka-mock.ts): the service's topic and
 * consumer-group names are fixed and the mock keeps them until it exits, and stopping the shared
 * broker would stop every other suite's.
 */
export async function startKafkaMock(timeoutMs = 15_000, rttMs = 0): Promise<KafkaMock> {
  const mock = await startMockCluster(timeoutMs, 1, rttMs);
  track(mock.child);
  return mock;
}

const quietKafka = (brokers: string, clientId: string) =>
  new kafkajs.Kafka({ brokers: [brokers], clientId, logLevel: kafkajs.logLevel.NOTHING });

/**
 * Records of a topic as they are now, from the beginning to each partition's end: read with kcat
 * (no consumer group, so nothing to join and no offsets touched).
 */
/**
 * Every record of the topic from its beginning, in partition order (kcat with its JSON envelope, so
 * values may hold line breaks); a batched Kafka record (kafka-envelope.ts) gives its records.
 */
export async function readTopic(brokers: string, topic: string): Promise<{ key: string; value: string }[]> {
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      'kcat',
      ['-C', '-b', brokers, '-t', topic, '-o', 'beginning', '-e', '-q', '-J'],
      { maxBuffer: 256 * 1024 * 1024, timeout: 60_000 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`kcat reading ${topic}: ${err.message}\n${stderr}`)) : resolve(stdout),
    );
  });
  const records: DeliveredRecord[] = [];
  for (const line of out.split('\n')) {
    if (line === '') continue;
    const r = JSON.parse(line) as {
      partition: number;
      offset: number;
      key: string | null;
      payload: string | null;
      headers?: string[];
    };
    const headers: Record<string, Buffer> = {};
    for (let i = 0; i + 1 < (r.headers?.length ?? 0); i += 2)
      headers[r.headers![i]!] = Buffer.from(r.headers![i + 1]!);
    const message = {
      key: Buffer.from(r.key ?? ''),
      value: Buffer.from(r.payload ?? ''),
      headers,
      offset: String(r.offset),
    };
    unpackRecord(records, topic, r.partition, message as unknown as kafkajs.KafkaMessage);
  }
  return records.map(({ key, value }) => ({ key, value }));
}

/** A connected kafkajs admin client, for polling group offsets without reconnecting each time. */
export async function kafkaAdmin(brokers: string): Promise<kafkajs.Admin> {
  const admin = quietKafka(brokers, 'fault-test-admin').admin();
  await admin.connect();
  return admin;
}

/**
 * Records not yet committed by `groupId` on `topic` (high watermark minus committed offset, per
 * partition), what it committed, and the topic's end (records published so far). `via`: the
 * broker list (a client for this one call) or a connected admin.
 */
export async function groupLag(
  via: string | kafkajs.Admin,
  groupId: string,
  topic: string,
): Promise<{ lag: bigint; committed: bigint; end: bigint }> {
  const admin = typeof via === 'string' ? await kafkaAdmin(via) : via;
  try {
    const ends = await admin.fetchTopicOffsets(topic);
    const [offsets] = await admin.fetchOffsets({ groupId, topics: [topic] });
    const committedOf = new Map((offsets?.partitions ?? []).map((p) => [p.partition, BigInt(p.offset)]));
    let lag = 0n;
    let committed = 0n;
    let end = 0n;
    for (const p of ends) {
      const c = committedOf.get(p.partition) ?? -1n;
      const high = BigInt(p.high);
      end += high;
      committed += c < 0n ? 0n : c;
      lag += c < 0n ? high : high - c;
    }
    return { lag, committed, end };
  } finally {
    if (typeof via === 'string') await admin.disconnect();
  }
}

// ── PostgreSQL: a cluster of the test's own that can be stopped and started again ───────────────

export interface PostgresCluster {
  /** URL of the `postgres` database as superuser. */
  url: string;
  port: number;
  /** Fast shutdown (SIGINT): connections are terminated, new ones refused. */
  stop(): Promise<void>;
  /** Starts the server again on the same port and data directory; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  destroy(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pme-fault-pg-'));
  const port = await freePort();
  const { args, user } = initThrowawayCluster(dir, port);
  let child: ChildProcess | undefined;
  const start = async () => {
    const c = track(spawn(pgBin('postgres'), args, { stdio: 'ignore', ...user }));
    child = c;
    await waitUntil(
      `postgres on ${port}`,
      () => {
        if (exited(c)) throw new Error(`postgres exited with ${c.exitCode ?? c.signalCode}`);
        execFileSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
        return true;
      },
      30_000,
      () => '',
      100,
    );
  };
  const stop = async () => {
    const c = child;
    if (!c || exited(c)) return;
    const gone = new Promise((resolve) => c.once('exit', resolve));
    c.kill('SIGINT');
    const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ── ClickHouse (chDB) in a child process ────────────────────────────────────────────────────────

/**
 * Runs statements through the service's own ClickHouseAnalytics on a chDB data directory, in a
 * child process: chDB binds one directory per process, and this one may already hold
 * TEST_DATA_DIR/clickhouse. Returns the rows of each statement (JSONEachRow objects); statements
 * starting with "!" are commands (no rows).
 */
export async function chdbRun(
  chdbPath: string,
  database: string,
  statements: string[],
): Promise<Record<string, unknown>[][]> {
  const code = `
    const { ClickHouseAnalytics } = await import(${JSON.stringify(path.join(ROOT, 'storage/clickhouse/analytics.ts'))});
    const ch = new ClickHouseAnalytics({ chdbPath: ${JSON.stringify(chdbPath)}, database: ${JSON.stringify(database)} });
    await ch.start();
    const out = [];
    for (const s of ${JSON.stringify(statements)}) {
      if (s.startsWith('!')) { await ch.command('fault-test', s.slice(1)); out.push([]); }
      else out.push(await ch.query('fault-test', s));
    }
    await ch.stop();
    process.stdout.write(JSON.stringify(out));
  `;
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const code_ = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code_ !== 0) throw new Error(`chDB child exited with ${code_}:\n${stderr}`);
  return JSON.parse(stdout) as Record<string, unknown>[][];
}

// ── a small replay dataset ──────────────────────────────────────────────────────────────────────

const SLICE = path.join(ROOT, 'datasets', 'polymarket-orderbook-slice');
export const SLICE_DAY = 'dt=2026-07-11';
const QUOTE_COLUMNS = 'ts, slug, category, bid, ask, mid, spread, volume24hr, segment';

/**
 * The first `rows` quote rows of the shipped slice (it is one time-ordered row group) as a
 * dataset directory of its own, for REPLAY_DIR: the same catalog files, one shorter quotes file.
 */
export async function sliceHead(rows: number): Promise<string> {
  const dir = tempDir('pme-fault-replay-');
  for (const file of ['markets.parquet', 'labels.parquet', 'LICENSE', 'NOTICE']) {
    copyFileSync(path.join(SLICE, file), path.join(dir, file));
  }
  const day = path.join(dir, 'quotes', SLICE_DAY);
  mkdirSync(day, { recursive: true });
  const source = path.join(SLICE, 'quotes', SLICE_DAY, 'data_0.parquet');
  const target = path.join(day, 'data_0.parquet');
  const scratch = tempDir('pme-fault-chdb-');
  try {
    await chdbRun(scratch, 'default', [
      `!INSERT INTO FUNCTION file('${target}', Parquet) SELECT ${QUOTE_COLUMNS} FROM file('${source}', Parquet) LIMIT ${rows} ` +
        'SETTINGS input_format_parquet_preserve_order = 1, max_threads = 1',
    ]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return dir;
}

// ── a client under load ─────────────────────────────────────────────────────────────────────────

export interface Sample {
  /** The test's label for when it was taken ("before", "outage", "after"…). */
  phase: string;
  path: string;
  /** HTTP status, or 0 when no answer came (refused, reset, or no answer within the time-out). */
  status: number;
  body: string;
}

/**
 * Requests the same paths over and over (all of them at once, then a short pause) until stopped,
 * recording every answer under the current `phase`.
 */
export class RequestLoop {
  phase = 'before';
  readonly samples: Sample[] = [];
  private running = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly requests: { path: string; headers?: Record<string, string> }[],
    private readonly pauseMs = 200,
    private readonly timeoutMs = 10_000,
  ) {}

  start(): void {
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        await Promise.all(this.requests.map((r) => this.once(r.path, r.headers)));
        await sleep(this.pauseMs);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async once(path: string, headers: Record<string, string> = {}): Promise<void> {
    const phase = this.phase;
    try {
      const res = await fetch(this.baseUrl + path, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
      const body = await res.text();
      this.samples.push({ phase, path, status: res.status, body: body.slice(0, 2000) });
    } catch (err) {
      this.samples.push({ phase, path, status: 0, body: (err as Error).message });
    }
  }

  /** The statuses answered for `path` in `phase`, in order. */
  /** Fails unless `path` was requested in each phase and always answered 200. */
  assertServedThroughout(path: string, phases: readonly string[]): void {
    for (const phase of phases) {
      const statuses = this.statuses(phase, path);
      assert.ok(statuses.length > 0, phase);
      assert.ok(
        statuses.every((s) => s === 200),
        `${phase}: ${JSON.stringify(this.summary(phase, path))}`,
      );
    }
  }

  statuses(phase: string, path: string): number[] {
    return this.samples.filter((s) => s.phase === phase && s.path === path).map((s) => s.status);
  }

  /** Counts per status, e.g. { "200": 12, "503": 40 }, for assertion messages. */
  summary(phase: string, path: string): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const s of this.statuses(phase, path)) counts[s] = (counts[s] ?? 0) + 1;
    return counts;
  }
}
