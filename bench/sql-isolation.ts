// Benchmark: does a data team's query slow the service's reads? (issue 35, item 1: "an order-book
// read stays within 2× its idle time").
//
//   npm run bench:sql-isolation     (node --import tsx bench/sql-isolation.ts [--reads 40])
//
// Starts the service as `npm start` does (every role, embedded defaults, a fresh DATA_DIR in the
// system's temp folder, the shipped slice replaying, no venue reachable, BOOK_HISTORY_CACHE_MB=0 so
// every read goes to chDB), picks the most-quoted token, then times --reads sequential
// `GET /api/v1/markets/orderbooks?…&bucket=1h` reads:
//   1. idle: no data-team query running;
//   2. beside a sleeping query (`SELECT max(sleep(3)) FROM numbers(…)`, ~30 s) on the admin SQL route;
//   3. beside a memory-heavy one (a GROUP BY over 20M keys at the default SQL_MAX_MEMORY_MB).
// Prints p50/p90 of each and each loaded p50 / idle p50; ends the service and exits by itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../harness/servers/free-port.ts';
import { waitUntil } from '../harness/servers/processes.ts';
import { machine, machineTable, writeResult } from './support/load-report.ts';

const ROOT = path.join(import.meta.dirname, '..');
const ADMIN_KEY = 'adm_bench_sql_isolation_0123456789abcdefghijklmnop';
const { values } = parseArgs({ options: { reads: { type: 'string', default: '40' } } });
const READS = Number(values.reads);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pme-bench-sql-'));
const unreachable = 'http://127.0.0.1:2';
const child = spawn(process.execPath, ['--import', 'tsx', 'bin/main.ts', 'all'], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_KEY,
    LOG_LEVEL: 'warn',
    INGEST_SOURCES: 'auto',
    POLYMARKET_GAMMA_URL: unreachable,
    KALSHI_API_URL: unreachable,
    BOOK_HISTORY_CACHE_MB: '0',
    // The sleeper runs about 30 s, the default limit: 60 lets it finish, as a data key with a raised
    // max_execution_s would.
    SQL_MAX_EXECUTION_S: '60',
    DATABASE_URL: '',
    CLICKHOUSE_URL: '',
    KAFKA_BROKERS: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

function sql(query: string): Promise<Response> {
  return fetch(`${base}/api/v1/admin/sql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Key': ADMIN_KEY },
    body: JSON.stringify({ query, format: 'TabSeparatedWithNames' }),
  });
}

async function timedReads(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`order-book read answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

interface Beside {
  reads: number[];
  status: string;
  overlapped: boolean;
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

try {
  await waitUntil('/readyz 200', async () => (await fetch(`${base}/readyz`)).status === 200, 120_000);
  const token = await waitUntil(
    'a token with an order-book history',
    async () => {
      const r = await sql(
        'SELECT token_id FROM book_tops GROUP BY token_id ORDER BY count() DESC, token_id LIMIT 1',
      );
      const id = (await r.text()).trimEnd().split('\n')[1];
      if (!id) return undefined;
      const book = await fetch(`${base}/api/v1/markets/orderbooks?venue=venue_a&token_id=${id}&bucket=1h`);
      await book.arrayBuffer();
      return book.status === 200 ? id : undefined;
    },
    120_000,
  );
  const url = `${base}/api/v1/markets/orderbooks?venue=venue_a&token_id=${token}&bucket=1h`;
  await timedReads(url); // warm-up
  const idle = await timedReads(url);

  /** Whether a query holding `text` is running in the engine now (system.processes). */
  async function seenRunning(text: string): Promise<boolean> {
    const r = await sql(
      `SELECT count() FROM system.processes WHERE query LIKE '%${text}%'` +
        " AND query NOT LIKE '%system.processes%'",
    );
    return r.status === 200 && Number((await r.text()).trimEnd().split('\n')[1]) >= 1;
  }

  /** Reads timed while `query` runs: from when it is seen running (or has already answered). */
  async function beside(query: string, seen: string): Promise<Beside> {
    let ended = false;
    const running = sql(query).then(async (r) => {
      const text = await r.text();
      ended = true;
      return `${r.status} ${text.slice(0, 120).replace(/\s+/g, ' ')}`;
    });
    const started = async () => ended || (await seenRunning(seen));
    await waitUntil(`the analyst query to start (${seen})`, started, 30_000);
    const reads = await timedReads(url);
    const overlapped = !ended;
    return { reads, status: await running, overlapped };
  }
  const sleeping = await beside('SELECT max(sleep(3)) AS slept FROM numbers(650000)', 'sleep(3)');
  const heavy = await beside(
    'SELECT count() FROM (SELECT number % 20000000 AS k, count() FROM numbers(60000000) GROUP BY k)',
    'numbers(60000000)',
  );

  const row = (name: string, t: number[], extra = ''): string =>
    `| ${name} | ${pct(t, 0.5).toFixed(2)} | ${pct(t, 0.9).toFixed(2)} | ${(pct(t, 0.5) / pct(idle, 0.5)).toFixed(2)} | ${extra} |`;
  const report = [
    `# bench:sql-isolation (${new Date().toISOString()}, ${READS} reads each)`,
    '',
    machineTable(machine()),
    '',
    '| order-book read | p50 ms | p90 ms | p50 / idle p50 | the analyst query |',
    '|---|---|---|---|---|',
    row('idle', idle),
    row(
      'beside a sleeping query',
      sleeping.reads,
      `${sleeping.overlapped ? 'ran throughout' : 'ENDED BEFORE THE READS'}: ${sleeping.status}`,
    ),
    row(
      'beside a memory-heavy query',
      heavy.reads,
      `${heavy.overlapped ? 'ran throughout' : 'ended before the reads did'}: ${heavy.status}`,
    ),
  ].join('\n');
  console.log(report);
  console.log(`\nwritten to ${writeResult('sql-isolation.md', report + '\n')}`);
} finally {
  child.kill('SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
