// The load generator of bench/listing.ts and bench/load.ts: wrk (Debian's package, C, epoll,
// keep-alive connections) in its own process, its summary read back as JSON through a Lua `done`
// hook. bench/load.ts adds a Lua script of its own (a weighted request mix) and runs wrk without
// blocking, so the server can be sampled meanwhile.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_CACHE } from './load-report.ts';

function hasWrk(): boolean {
  return spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status === 0;
}

/**
 * wrk must be there: `npm run bench:load` and `bench:listing` install it first (bin/ensure-deps.sh
 * --bench, the one place that installs what a benchmark runs); run directly, the bench says so.
 */
export function requireWrk(): void {
  if (hasWrk()) return;
  throw new Error(
    'wrk is not installed: run the benchmark with npm run (it installs it), or apt-get install wrk',
  );
}

export function wrkVersion(): string {
  const out = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  return `${out.stdout}${out.stderr}`.split('\n')[0]?.trim() ?? 'wrk';
}

// A script given to runWrkScript may define done_extra(summary) to print lines of its own.
const SUMMARY_LUA = `
done = function(summary, latency, requests)
  if done_extra then done_extra(summary) end
  io.write(string.format(
    'WRK_JSON {"requests":%.0f,"duration_us":%.0f,"bytes":%.0f,"connect_errors":%.0f,"read_errors":%.0f,"write_errors":%.0f,"status_errors":%.0f,"timeouts":%.0f,"p50_us":%.0f,"p90_us":%.0f,"p99_us":%.0f,"max_us":%.0f}\\n',
    summary.requests, summary.duration, summary.bytes, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.status, summary.errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;

export interface WrkResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  mbPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connect, read, write errors, timeouts and non-2xx/3xx answers. */
  errors: number;
}

export interface WrkOptions {
  url: string;
  seconds: number;
  connections: number;
  threads: number;
}

/** Runs wrk to completion (synchronously: nothing else should run in this process meanwhile). */
export function runWrk(o: WrkOptions): WrkResult {
  const dir = path.join(BENCH_CACHE, 'wrk');
  mkdirSync(dir, { recursive: true });
  const script = path.join(dir, 'summary.lua');
  writeFileSync(script, SUMMARY_LUA);
  const out = spawnSync(
    'wrk',
    [`-t${o.threads}`, `-c${o.connections}`, `-d${o.seconds}s`, '--timeout', '10s', '-s', script, o.url],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const line = out.stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (out.status !== 0 || !line) throw new Error(`wrk failed (${out.status}): ${out.stderr}${out.stdout}`);
  return wrkFigures(JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>);
}

/** The figures of wrk's JSON summary line (WRK_JSON, printed by the Lua done hook). */
function wrkFigures(s: Record<string, number>): WrkResult {
  const seconds = s.duration_us! / 1e6;
  return {
    requests: s.requests!,
    seconds,
    requestsPerSecond: s.requests! / seconds,
    mbPerSecond: s.bytes! / seconds / 2 ** 20,
    p50Ms: s.p50_us! / 1000,
    p90Ms: s.p90_us! / 1000,
    p99Ms: s.p99_us! / 1000,
    maxMs: s.max_us! / 1000,
    errors: s.connect_errors! + s.read_errors! + s.write_errors! + s.status_errors! + s.timeouts!,
  };
}

export interface WrkScriptOptions extends WrkOptions {
  /** Lua run before the summary hook: request()/init()/setup() and optionally done_extra(summary). */
  script: string;
  /** Name of the script file under .bench-cache/wrk. */
  name: string;
}

export interface WrkScriptResult extends WrkResult {
  errorsBy: { connect: number; read: number; write: number; timeout: number; status: number };
  /** wrk's own text report: "Non-2xx or 3xx responses: N" (0 when the line is absent). */
  non2xxText: number;
  /** wrk's own text report: "Socket errors: connect A, read B, write C, timeout D", summed. */
  socketErrorsText: number;
  /** Every stdout line (the script's own lines among them). */
  lines: string[];
}

/** Runs wrk with a Lua script, without blocking the event loop (the caller samples meanwhile). */
export function runWrkScript(o: WrkScriptOptions): Promise<WrkScriptResult> {
  const dir = path.join(BENCH_CACHE, 'wrk');
  mkdirSync(dir, { recursive: true });
  const script = path.join(dir, `${o.name}.lua`);
  writeFileSync(script, `${o.script}\n${SUMMARY_LUA}`);
  const child = spawn(
    'wrk',
    [`-t${o.threads}`, `-c${o.connections}`, `-d${o.seconds}s`, '--timeout', '10s', '-s', script, o.url],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const lines = stdout.split('\n');
      const line = lines.find((l) => l.startsWith('WRK_JSON '));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}): ${stderr}${stdout}`));
      const s = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
      const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(stdout);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
      const errorsBy = {
        connect: s.connect_errors!,
        read: s.read_errors!,
        write: s.write_errors!,
        timeout: s.timeouts!,
        status: s.status_errors!,
      };
      resolve({
        ...wrkFigures(s),
        errorsBy,
        non2xxText: non2xx ? Number(non2xx[1]) : 0,
        socketErrorsText: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
        lines,
      });
    });
  });
}
