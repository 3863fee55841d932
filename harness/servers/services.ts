// Throw-away backends for the test run, started once by mocha's global setup and stopped in its
// teardown (and on any exit): a PostgreSQL cluster and a redis-server on free ports, and
// librdkafka's mock Kafka cluster through kcat. ClickHouse runs in-process through chDB, and behind
// ClickHouse's HTTP interface in a child process from the first suite that asks for the server
// placement (clickhouse-http.ts). Their addresses reach the tests as TEST_DATABASE_URL,
// TEST_REDIS_URL, TEST_KAFKA_BROKERS and TEST_DATA_DIR.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopClickHouseHttp } from './clickhouse-http.ts';
import { startKafkaMock } from './kafka-mock.ts';
import { freePort } from './free-port.ts';
import { initThrowawayCluster, pgBin } from './postgres-bin.ts';

const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];

async function startPostgres(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pme-pg-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const { args, user } = initThrowawayCluster(dir, port);
  const child = spawn(pgBin('postgres'), args, { stdio: 'ignore', ...user });
  children.push(child);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor(`postgres on ${port}`, () => {
    execFileSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  });
  return url;
}

async function startRedis(): Promise<string> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  children.push(child);
  await waitFor(`redis on ${port}`, () => {
    execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
  });
  return `redis://127.0.0.1:${port}`;
}

async function waitFor(what: string, probe: () => void, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      probe();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${what} did not come up: ${(err as Error).message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Last resort on exit: nothing may outlive the test run. */
function killAll(): void {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) cleanup();
}

/** Orderly stop (postgres shuts down fast on SIGINT), then whatever is left is killed. */
async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(resolve, 3000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGINT');
        }),
    ),
  );
  killAll();
}

export async function mochaGlobalSetup(): Promise<void> {
  process.once('exit', killAll);
  const [pgStart, redisStart, kafkaStart] = await Promise.allSettled([
    startPostgres(),
    startRedis(),
    startKafkaMock(),
  ]);
  if (kafkaStart.status === 'fulfilled') children.push(kafkaStart.value.child);
  if (pgStart.status === 'rejected' || redisStart.status === 'rejected' || kafkaStart.status === 'rejected') {
    // Those that did come up are stopped: their child processes would otherwise keep a benchmark
    // that called this setup alive after it failed (mocha exits anyway).
    await stopAll();
    const failed = [pgStart, redisStart, kafkaStart].find((s) => s.status === 'rejected');
    throw failed?.reason instanceof Error
      ? failed.reason
      : new Error(`a test server did not start: ${String(failed?.reason)}`);
  }
  const [pg, redis, kafka] = [pgStart.value, redisStart.value, kafkaStart.value];
  process.env.TEST_DATABASE_URL = pg;
  process.env.TEST_REDIS_URL = redis;
  process.env.TEST_KAFKA_BROKERS = kafka.brokers;
  // chDB binds one data directory per process: in-process suites share DATA_DIR (so chDB lives in
  // TEST_DATA_DIR/clickhouse) and isolate by ClickHouse database.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pme-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  process.env.TEST_DATA_DIR = dataDir;
}

export async function mochaGlobalTeardown(): Promise<void> {
  await stopClickHouseHttp();
  await stopAll();
}
