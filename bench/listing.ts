// Benchmark 3 of the market-data issue: the listing under load.
//
//   npm run bench:listing     (node --import tsx bench/listing.ts [--seconds 10] [--warmup 3]
//                              [--rounds 2] [--connections 32])
//
// Three processes on the 2-core machine: the API server, the bare Koa server (each a child running
// bench/listing-server.ts, one Node event loop each) and the load generator (wrk, one thread,
// keep-alive connections; Debian's wrk, installed by bin/ensure-deps.sh --bench listing). Nothing is
// pinned to a core.
//
// - API: the real createApiApp over a catalog built from real data (bench/support/load-catalog.ts:
//   the full order-book dataset's markets as the replay leaves them, plus the 100 recorded Kalshi
//   markets), loaded by the real catalog read model from chDB (.bench-cache/listing-catalog, built once).
//   Its access log is on at info, written as JSON lines to .bench-cache/listing/api-server.log.
// - bare: a Koa app with one middleware answering with a static Buffer holding the very bytes of
//   the API's answer (same size, same Content-Type).
// Each round runs a warm-up and then a measured run against each server, alternating which goes
// first. Printed and written to bench/results/listing.md: requests/s, p50, p99 per server and the
// ratio API / bare requests/s. Goal (issue): ratio ≥ 0.5.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, statSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ServerReady } from './listing-server.ts';
import { timedGet } from './support/load-api.ts';
import { stopProcess } from './support/load-procs.ts';
import { requireDataset } from './support/load-dataset.ts';
import {
  BENCH_CACHE,
  BENCH_ROOT,
  machine,
  machineTable,
  ms,
  table,
  writeResult,
} from './support/load-report.ts';
import { requireWrk, runWrk, wrkVersion, type WrkResult } from './support/load-wrk.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const LISTING = '/api/v1/markets?limit=100';
const GOAL_RATIO = 0.5;
const DIR = path.join(BENCH_CACHE, 'listing');

interface Server {
  child: ChildProcess;
  ready: ServerReady;
}

function startServer(mode: string[], stdoutFile?: string): Promise<Server> {
  const out = stdoutFile ? openSync(stdoutFile, 'w') : 'ignore';
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/listing-server.ts', ...mode], {
    cwd: BENCH_ROOT,
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  if (typeof out === 'number') closeSync(out);
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as ServerReady }));
    child.once('exit', (code, signal) =>
      reject(new Error(`listing-server ${mode[0]} exited (${code ?? signal})`)),
    );
  });
}

function load(port: number): WrkResult {
  const url = `http://127.0.0.1:${port}${LISTING}`;
  runWrk({ url, seconds: WARMUP, connections: CONNECTIONS, threads: 1 });
  return runWrk({ url, seconds: SECONDS, connections: CONNECTIONS, threads: 1 });
}

async function main(): Promise<void> {
  requireDataset();
  requireWrk();
  mkdirSync(DIR, { recursive: true });
  const host = machine();
  const logFile = path.join(DIR, 'api-server.log');
  let api: Server | undefined;
  let bare: Server | undefined;
  try {
    const t0 = Date.now();
    api = await startServer(['api'], logFile);
    const catalog = api.ready.catalog!;
    if (catalog.built) {
      console.log(
        `built the listing catalog in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(catalog.info)}`,
      );
    }
    console.log(
      `API server up in ${((Date.now() - t0) / 1000).toFixed(1)} s (catalog read model loaded in ${catalog.loadMs} ms)`,
    );

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await timedGet(agent, api.ready.port, LISTING);
    agent.destroy();
    const reply = JSON.parse(answer.body.toString('utf8')) as {
      success: boolean;
      data?: { venue: string; markets: unknown[] }[];
    };
    if (answer.status !== 200 || !reply.success || !reply.data) {
      throw new Error(
        `GET ${LISTING} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`,
      );
    }
    const entries = reply.data;
    const bodyFile = path.join(DIR, 'listing-body.json');
    writeFileSync(bodyFile, answer.body);
    bare = await startServer(['bare', bodyFile]);

    const results: { target: 'bare' | 'api'; round: number; r: WrkResult }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order: ('bare' | 'api')[] = round % 2 === 1 ? ['bare', 'api'] : ['api', 'bare'];
      for (const target of order) {
        const r = load((target === 'api' ? api : bare).ready.port);
        results.push({ target, round, r });
        console.log(
          `round ${round} ${target.padEnd(4)}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}, errors ${r.errors}`,
        );
      }
    }
    await stopProcess(bare?.child);
    await stopProcess(api?.child);

    const of = (target: 'bare' | 'api') => {
      const rs = results.filter((x) => x.target === target).map((x) => x.r);
      const mean = (f: (r: WrkResult) => number) => rs.reduce((s, r) => s + f(r), 0) / rs.length;
      return {
        rps: rs.reduce((s, r) => s + r.requests, 0) / rs.reduce((s, r) => s + r.seconds, 0),
        p50: mean((r) => r.p50Ms),
        p99: mean((r) => r.p99Ms),
        errors: rs.reduce((s, r) => s + r.errors, 0),
      };
    };
    const a = of('api');
    const b = of('bare');
    const ratio = a.rps / b.rps;
    const kb = (answer.body.length / 1024).toFixed(1);
    const summary = table(
      ['', 'requests/s', 'p50', 'p99', 'errors', 'goal'],
      [
        [
          `bare Koa route, static ${kb} KB Buffer`,
          b.rps.toFixed(0),
          ms(b.p50),
          ms(b.p99),
          String(b.errors),
          '',
        ],
        [`API GET ${LISTING}`, a.rps.toFixed(0), ms(a.p50), ms(a.p99), String(a.errors), ''],
        [
          'ratio API / bare (requests/s)',
          ratio.toFixed(2),
          '',
          '',
          '',
          `≥ ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}`,
        ],
      ],
    );
    const rounds = table(
      ['round', 'server', 'requests', 'requests/s', 'p50', 'p90', 'p99', 'max', 'MB/s'],
      results.map(({ target, round, r }) => [
        String(round),
        target,
        String(r.requests),
        r.requestsPerSecond.toFixed(0),
        ms(r.p50Ms),
        ms(r.p90Ms),
        ms(r.p99Ms),
        ms(r.maxMs, 1),
        r.mbPerSecond.toFixed(0),
      ]),
    );
    const venueB = entries.filter((e) => e.venue === 'venue_b').length;
    const setup = table(
      ['setup', ''],
      [
        [
          'catalog',
          `${catalog.markets.toLocaleString('en-US')} markets in ${catalog.events.toLocaleString('en-US')} events (venue_a: the order-book dataset's markets as a full replay leaves them; venue_b: the 100 recorded Kalshi markets), loaded by the catalog read model from chDB in ${(catalog.loadMs / 1000).toFixed(1)} s`,
        ],
        [
          'answer',
          `${entries.length} events (${venueB} venue_b, ${entries.length - venueB} venue_a) with ${entries.reduce((s, e) => s + e.markets.length, 0)} markets, ${answer.body.length.toLocaleString('en-US')} bytes; served from the read model's per-version cache of serialized listings`,
        ],
        [
          'processes',
          'API server, bare server and load generator each in its own process (one Node event loop per server); 2 cores shared with other work, nothing pinned',
        ],
        [
          'load',
          `${wrkVersion()}: 1 thread, ${CONNECTIONS} keep-alive connections; per server and round ${WARMUP} s warm-up, then ${SECONDS} s measured; ${ROUNDS} rounds alternating which server goes first`,
        ],
        [
          'API middleware',
          'the whole chain as served: request id and child logger, access log at info (JSON lines to a file), request histogram, error mapping, ops routes, router, ajv query validation with coercion and defaults, envelope',
        ],
        [
          'API access log',
          `${(statSync(logFile).size / 2 ** 20).toFixed(0)} MB written to .bench-cache/listing/api-server.log in this run`,
        ],
        [
          'summary rows',
          'requests/s over all rounds; p50 and p99 are the means of the rounds (wrk latency percentiles)',
        ],
      ],
    );
    const markdown = [
      `# Benchmark: listing under load (\`GET ${LISTING}\`)`,
      '',
      'Produced by `npm run bench:listing` (bench/listing.ts); overwritten per run.',
      '',
      machineTable(host),
      '',
      setup,
      '',
      summary,
      '',
      rounds,
      '',
      'Data: Polymarket Order Book Dataset (2026), Dinesh Gopalakrishnan. Licensed under CC BY 4.0. Kalshi markets: recorded API samples read from ../shared/data at run time (not copied).',
    ].join('\n');
    console.log(`\n${markdown}`);
    console.log(`\nwritten to ${writeResult('listing.md', markdown)}`);
  } finally {
    await stopProcess(bare?.child);
    await stopProcess(api?.child);
  }
}

await main();
