// CPU and memory of the processes a load run involves, from /proc (Linux): the machine's busy time,
// and per process group (the API server, wrk, redis-server, postgres and its backends…) the CPU
// time of this process's descendants, plus a sampler of one process's resident memory.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime, seconds. */
  cpu: number;
}

function readProc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const f = stat.slice(close + 2).split(' ');
    // after "pid (comm) ": state ppid … utime is field 14 of the line, index 11 here.
    return { pid, ppid: Number(f[1]), comm, cpu: (Number(f[11]) + Number(f[12])) / TICKS };
  } catch {
    return undefined;
  }
}

/** Every live descendant of `root`. */
export function descendants(root = process.pid): Proc[] {
  const all: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = readProc(Number(name));
    if (p) all.push(p);
  }
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out: Proc[] = [];
  const walk = (pid: number) => {
    for (const c of children.get(pid) ?? []) {
      out.push(c);
      walk(c.pid);
    }
  };
  walk(root);
  return out;
}

/** CPU seconds so far per pid of this process's descendants (a process that exited is gone). */
export function descendantCpu(root = process.pid): Map<number, Proc> {
  return new Map(descendants(root).map((p) => [p.pid, p]));
}

/** The machine's [busy, total] CPU seconds since boot, all cores (/proc/stat). */
export function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const total = v.reduce((s, x) => s + x, 0);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

export function rssBytes(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Largest resident size of one process over the sampling, bytes. */
export class RssSampler {
  peak = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pid: number,
    private readonly intervalMs = 250,
  ) {}

  start(): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    return this;
  }

  stop(): number {
    clearInterval(this.timer);
    this.sample();
    return this.peak;
  }

  private sample(): void {
    const rss = rssBytes(this.pid);
    if (rss !== undefined && rss > this.peak) this.peak = rss;
  }
}

/** CPU seconds of this process's children that have exited and been waited for (cutime + cstime). */
export function exitedChildrenCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[13]) + Number(f[14])) / TICKS;
}

/** Stops a server process: SIGTERM, then SIGKILL if it has not exited within 10 s. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
