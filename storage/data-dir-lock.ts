// One process per data directory: the embedded stores under DATA_DIR (PostgreSQL cluster, chDB, bus
// log) belong to the process that holds DATA_DIR/service.lock. A second `npm start` or an admin command
// on a directory in use stops at once and says who holds it. A lock left by a process that died is
// taken over (its pid is gone, or is no longer a node process).
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../core/config-error.ts';
import type { Component, Health } from '../core/lifecycle.ts';

export interface Holder {
  pid: number;
  command: string;
  since: string;
  /** The holder's HTTP API, once it listens (`npm run sql` sends its queries there). */
  api?: string;
}

/** Locks held by this process, by directory: several services in one process (tests) share one. */
const held = new Map<string, number>();

export class DataDirLock implements Component {
  readonly name = 'data-dir-lock';
  private readonly file: string;
  private holding = false;

  constructor(private readonly dir: string) {
    this.file = path.join(dir, 'service.lock');
  }

  start(): Promise<void> {
    const count = held.get(this.file) ?? 0;
    if (count === 0) this.acquire();
    held.set(this.file, count + 1);
    this.holding = true;
    return Promise.resolve();
  }

  stop(): Promise<void> {
    if (!this.holding) return Promise.resolve();
    this.holding = false;
    const count = (held.get(this.file) ?? 1) - 1;
    if (count > 0) held.set(this.file, count);
    else {
      held.delete(this.file);
      rmSync(this.file, { force: true });
    }
    return Promise.resolve();
  }

  health(): Promise<Health> {
    return Promise.resolve({ ok: this.holding });
  }

  private acquire(): void {
    mkdirSync(this.dir, { recursive: true });
    const me: Holder = {
      pid: process.pid,
      command: process.argv.slice(2).join(' ') || 'all',
      since: new Date().toISOString(),
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(this.file, 'wx', 0o644);
        writeSync(fd, JSON.stringify(me));
        closeSync(fd);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readHolder(this.file);
      if (holder && holder.pid !== process.pid && isLiveNode(holder.pid))
        throw new DataDirInUseError(this.dir, holder);
      rmSync(this.file, { force: true });
    }
    throw new ConfigError(`could not take the lock ${this.file}: another process keeps taking it`);
  }
}

/** The directory is held by another live process: the one-shot commands go through its API instead. */
export class DataDirInUseError extends ConfigError {
  override name = 'DataDirInUseError';
  /** "DATA_DIR … is in use by process N (`command`, since …)": who holds it, in one sentence. */
  readonly heldBy: string;

  constructor(
    readonly dir: string,
    readonly holder: Holder,
  ) {
    const { pid, command, since } = holder;
    const heldBy = `DATA_DIR ${dir} is in use by process ${pid} (\`${command}\`, since ${since})`;
    super(
      `${heldBy}. Its embedded stores belong to that process: stop it first (Ctrl-C or \`kill ${pid}\`) ` +
        'or give this command another DATA_DIR; `npm run admin` and `npm run sql` go through ' +
        'the running service.',
    );
    this.heldBy = heldBy;
  }
}

/** Who holds `dir` now: a live node process, or nothing. */
export function lockHolder(dir: string): Holder | undefined {
  const holder = readHolder(path.join(dir, 'service.lock'));
  return holder && isLiveNode(holder.pid) ? holder : undefined;
}

/** Records where this process's API listens in the lock it holds on `dir` (nothing if it holds none). */
export function announceApi(dir: string, api: string): void {
  const file = path.join(dir, 'service.lock');
  const holder = held.has(file) ? readHolder(file) : undefined;
  if (holder?.pid === process.pid) writeFileSync(file, JSON.stringify({ ...holder, api }));
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Alive, and (where /proc tells) a node process: a recycled pid of another program does not count. */
function isLiveNode(pid: number): boolean {
  if (!existsSync('/proc/self')) return isAlive(pid);
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node[^/]*$/.test(path.basename(argv0)) || argv0 === process.execPath;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
