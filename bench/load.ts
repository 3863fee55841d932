// Load test (issue 12): a mixed READ workload against the real API at the highest rate this machine
// sustains with no errors.
//
//   npm run bench:load   (node --import tsx bench/load.ts [--seconds 60] [--probe-seconds 8]
//                         [--connections 1,2,4,8,16,32,64,128,256] [--p99-ms 100] [--threads 1]
//                         [--goal-rps 1000] [--goal-seconds 30] [--accept-encoding 'br, gzip']
//                         [--earlier-rps 2549] [--fast-p99-ms 50])
//   LOAD_API_NODE_FLAGS='--cpu-prof --cpu-prof-dir=DIR' npm run bench:load   profiles the API server
//
// Processes (2 cores shared, nothing pinned): the API server (bench/load-server.ts api: the real
// createApiApp with the catalog read model over the listing catalog, order-book history of the full
// dataset in chDB, hot state in Redis, the account routes on Postgres, access log at info to a
// file), redis-server, PostgreSQL and the load generator wrk (keep-alive connections, a Lua script
// drawing each request by weight from a prepared list). Postgres and Redis are throw-away servers
// started by harness/servers/services.ts (its mocha global setup, reused as it is; it also starts the
// kcat mock Kafka broker, which stays idle).
//
// 1. bench/load-server.ts seed builds .bench-cache/load once (catalog + book history, ~4 min), fills
//    Redis the way the engine does (prices and sparklines of 5,000 markets from their recorded
//    quotes through the engine's MarketStateWriter; cross-venue pairs through its SimilarityWriter)
//    and writes the real ids, slugs, tags and title words the mix is drawn from.
// 2. The API server starts; a project, 16 accounts with account keys and paper-credited wallets are
//    made through the API (admin and project routes).
// 3. Every prepared request is sent once (all must answer 2xx; this also fills the caches a running
//    server has warm).
// 4. Probes of --probe-seconds per connection count; the chosen count is the one with the highest
//    requests/s among probes with 0 errors and p99 ≤ --p99-ms (100 ms: the goal is ≥ 1,000 requests/s at a
//    p99 of 100 ms or less; it was 500 while the API was far from it).
// 5. The measured run: --seconds at that count. Errors must be 0, else the run fails (exit 1, results
//    still written). Per-route counts and statuses come from the server's access log of that run.
// 5b. At the goal's rate: the fewest connections whose probe served ≥ --goal-rps (1,000) within
//    bounds, --goal-seconds (30) again, with its own per-route server times (the goal's "p99 ≤ 20 ms
//    for every cheap route" is read there; the measured run is the most this machine serves).
// 6. Baseline in the same run: bench/listing-server.ts bare (a Koa app answering every request with a
//    static body of the mix's mean answer size as sent) under the same wrk script, connections and
//    duration.
// Every request of the mix carries `Accept-Encoding: --accept-encoding` (br and gzip, as a browser
// or an HTTP client library asks; '' for none): the bytes of each answer are measured both ways
// before the probes. Issue 46's goals are judged in the report: ≥ 0.25 of the bare app at the chosen
// count, the best probe with p99 ≤ --fast-p99-ms (50) ≥ 2 × --earlier-rps (2,549 req/s: the issue's
// figure on its host), 0 errors (requests whose client went away, 499, are counted apart: wrk
// closes its connections when a probe ends), event-loop p99 ≤ 20 ms.
// Printed and written to bench/results/load.md.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { CLIENT_CLOSED_STATUS } from '../api/middleware/client-gone.ts';
import { mochaGlobalSetup, mochaGlobalTeardown } from '../harness/servers/services.ts';
import type { ServerReady } from './listing-server.ts';

import { requireDataset } from './support/load-dataset.ts';
import {
  LOAD_ADMIN_KEY,
  LOAD_RATE_LIMIT_ACCOUNT,
  type LoadMaterial,
  type LoadServerReady,
} from './support/load-shared.ts';
import {
  descendantCpu,
  exitedChildrenCpu,
  machineCpu,
  RssSampler,
  stopProcess,
} from './support/load-procs.ts';
import {
  BENCH_CACHE,
  BENCH_ROOT,
  machine,
  machineTable,
  ms,
  percentile,
  table,
  writeResult,
} from './support/load-report.ts';
import {
  counterByLabel,
  delayBetween,
  delayText,
  eventLoopDelayBuckets,
  scrapeMetrics,
} from './support/metrics-scrape.ts';
import { requireWrk, runWrkScript, wrkVersion, type WrkScriptResult } from './support/load-wrk.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    'probe-seconds': { type: 'string', default: '8' },
    connections: { type: 'string', default: '1,2,4,8,16,32,64,128,256' },
    'p99-ms': { type: 'string', default: '100' },
    threads: { type: 'string', default: '1' },
    accounts: { type: 'string', default: '16' },
    'goal-rps': { type: 'string', default: '1000' },
    'goal-seconds': { type: 'string', default: '30' },
    'accept-encoding': { type: 'string', default: 'br, gzip' },
    'earlier-rps': { type: 'string', default: '2549' },
    'fast-p99-ms': { type: 'string', default: '50' },
  },
});
const SECONDS = Number(args.seconds);
const PROBE_SECONDS = Number(args['probe-seconds']);
const CONNECTIONS = args.connections.split(',').map(Number);
const P99_BOUND_MS = Number(args['p99-ms']);
const THREADS = Number(args.threads);
const ACCOUNTS = Number(args.accounts);
const GOAL_RPS = Number(args['goal-rps']);
const GOAL_SECONDS = Number(args['goal-seconds']);
const ACCEPT_ENCODING = args['accept-encoding'];
/** Issue 46's figure for the best probe with p99 ≤ 50 ms on its host; the goal is twice it. */
const EARLIER_RPS = Number(args['earlier-rps']);
const FAST_P99_MS = Number(args['fast-p99-ms']);
/** Issue 46's goals. */
const GOAL_RATIO = 0.25;
const GOAL_LOOP_P99_MS = 20;
const DIR = path.join(BENCH_CACHE, 'load');

// ── the mix ──────────────────────────────────────────────────────────────────────────────────────

interface Route {
  label: string;
  /** Share of requests, percent. */
  weight: number;
  what: string;
}

const ROUTES: Route[] = [
  {
    label: 'GET /markets',
    weight: 20,
    what: 'listing: 5 sorts × 2 orders × limits 20/50/100, pages, venue, tags, live, bonds, rewards, price and end-date ranges, markets=false',
  },
  { label: 'GET /venue_a/markets', weight: 5, what: 'venue_a listing: sorts, orders, limits, pages' },
  {
    label: 'GET /markets/search/{q}',
    weight: 15,
    what: 'words of catalog titles, two-word title phrases, 4-letter prefixes; some with limit/offset',
  },
  {
    label: 'POST /markets/prices',
    weight: 12,
    what: '1, 10 or 50 token ids: seeded venue_a tokens (engine price), some venue_b tokens (catalog price)',
  },
  { label: 'POST /markets/sparklines', weight: 8, what: '10 or 50 seeded token ids' },
  {
    label: 'GET /markets/orderbooks',
    weight: 10,
    what: 'venue_a tokens with history: bucket=1h over the whole range, bucket=5m over the last 24 h, points=200, raw last 100; a few venue_b tickers',
  },
  { label: 'GET /markets/statistics', weight: 5, what: 'per-venue statistics' },
  { label: 'GET /markets/similar-pairs', weight: 4, what: 'limit 20/50/100 × min_similarity 0.5/0.8' },
  {
    label: 'GET /markets/similar',
    weight: 3,
    what: 'market ids with cross-venue matches, other venue_a markets, venue_b tickers',
  },
  { label: 'GET /venue_a/market/slug/{slug}', weight: 12, what: 'venue_a event slugs and market slugs' },
  {
    label: 'GET /wallet/{id}/balance',
    weight: 6,
    what: 'account key (X-API-KEY) of one of the accounts, its wallet (Postgres ledger)',
  },
];

interface Req {
  route: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** mulberry32: the mix is the same on every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function routeOf(label: string): number {
  const i = ROUTES.findIndex((r) => r.label === label);
  if (i < 0) throw new Error(label);
  return i;
}

interface Owner {
  walletId: string;
  secret: string;
}

function buildRequests(m: LoadMaterial, owners: Owner[]): Req[] {
  const rnd = prng(12);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const sample = <T>(xs: readonly T[], n: number): T[] => Array.from({ length: n }, () => pick(xs));
  const out: Req[] = [];
  const accept: Record<string, string> = ACCEPT_ENCODING ? { 'Accept-Encoding': ACCEPT_ENCODING } : {};
  const get = (label: string, p: string, headers: Record<string, string> = {}) =>
    out.push({ route: routeOf(label), method: 'GET', path: p, headers: { ...accept, ...headers } });
  const post = (label: string, p: string, body: unknown) =>
    out.push({
      route: routeOf(label),
      method: 'POST',
      path: p,
      headers: { ...accept, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const enc = encodeURIComponent;

  // Listings.
  const sorts = ['volume', 'liquidity', 'created_at', 'ends_at', 'newest'];
  for (const sort of sorts)
    for (const order of ['DESC', 'ASC'])
      for (const limit of [20, 50, 100])
        get('GET /markets', `/api/v1/markets?sort=${sort}&order=${order}&limit=${limit}`);
  for (let offset = 20; offset <= 200; offset += 20)
    get('GET /markets', `/api/v1/markets?limit=20&offset=${offset}`);
  for (const venue of ['venue_a', 'venue_b'])
    for (const sort of sorts) get('GET /markets', `/api/v1/markets?venue=${venue}&sort=${sort}&limit=50`);
  for (const tag of m.tags.slice(0, 30)) get('GET /markets', `/api/v1/markets?tags=${enc(tag)}&limit=20`);
  for (let t = 0; t + 1 < Math.min(m.tags.length, 10); t += 2)
    get('GET /markets', `/api/v1/markets?tags=${enc(m.tags[t]!)},${enc(m.tags[t + 1]!)}&live=true&limit=50`);
  for (const sort of sorts) {
    get('GET /markets', `/api/v1/markets?live=true&sort=${sort}&limit=50`);
    get('GET /markets', `/api/v1/markets?bonds=true&sort=${sort}&limit=50`);
    get('GET /markets', `/api/v1/markets?rewards=true&sort=${sort}&limit=20`);
    get('GET /markets', `/api/v1/markets?min_price=0.2&max_price=0.8&sort=${sort}&limit=50`);
    get('GET /markets', `/api/v1/markets?markets=false&sort=${sort}&limit=100`);
  }
  const [q10, q25, q50, q75, q90] = m.endsAt;
  for (const [lo, hi] of [
    [q10, q50],
    [q25, q75],
    [q50, q90],
  ] as const)
    for (const order of ['ASC', 'DESC'])
      get(
        'GET /markets',
        `/api/v1/markets?sort=ends_at&order=${order}&min_ends_at=${enc(lo!)}&max_ends_at=${enc(hi!)}&limit=50`,
      );
  for (const sort of ['volume', 'liquidity', 'created_at', 'ends_at'])
    for (const order of ['DESC', 'ASC'])
      for (const limit of [20, 50])
        get('GET /venue_a/markets', `/api/v1/venue_a/markets?sort=${sort}&order=${order}&limit=${limit}`);
  for (let offset = 50; offset <= 500; offset += 50)
    get('GET /venue_a/markets', `/api/v1/venue_a/markets?limit=50&offset=${offset}`);

  // Search.
  for (const w of m.words) get('GET /markets/search/{q}', `/api/v1/markets/search/${enc(w)}`);
  for (const p of m.phrases) get('GET /markets/search/{q}', `/api/v1/markets/search/${enc(p)}`);
  for (const w of m.words.filter((x) => x.length >= 6).slice(0, 100))
    get('GET /markets/search/{q}', `/api/v1/markets/search/${enc(w.slice(0, 4))}`);
  for (const w of m.words.slice(0, 50))
    get('GET /markets/search/{q}', `/api/v1/markets/search/${enc(w)}?limit=10&offset=10`);

  // Prices and sparklines.
  for (let i = 0; i < 100; i++)
    post('POST /markets/prices', '/api/v1/markets/prices', { token_ids: sample(m.hotTokens, 1) });
  for (let i = 0; i < 100; i++)
    post('POST /markets/prices', '/api/v1/markets/prices', {
      token_ids: [...sample(m.hotTokens, 8), ...sample(m.venueBTokens, 2)],
    });
  for (let i = 0; i < 100; i++)
    post('POST /markets/prices', '/api/v1/markets/prices', { token_ids: sample(m.hotTokens, 50) });
  for (let i = 0; i < 100; i++)
    post('POST /markets/sparklines', '/api/v1/markets/sparklines', { token_ids: sample(m.hotTokens, 10) });
  for (let i = 0; i < 100; i++)
    post('POST /markets/sparklines', '/api/v1/markets/sparklines', { token_ids: sample(m.hotTokens, 50) });

  // Order-book history.
  m.books.forEach(([token, , last], i) => {
    const base = `/api/v1/markets/orderbooks?venue=venue_a&token_id=${token}`;
    const variant = [
      `${base}&bucket=1h`,
      `${base}&bucket=5m&start=${last - 86_400_000}&end=${last}`,
      `${base}&points=200`,
      `${base}&limit=100`,
    ][i % 4]!;
    get('GET /markets/orderbooks', variant);
  });
  for (const t of m.tickers.slice(0, 20))
    get('GET /markets/orderbooks', `/api/v1/markets/orderbooks?venue=venue_b&market_id=${enc(t)}&bucket=1h`);

  get('GET /markets/statistics', '/api/v1/markets/statistics');
  for (const limit of [20, 50, 100])
    for (const min of [0.5, 0.8])
      get('GET /markets/similar-pairs', `/api/v1/markets/similar-pairs?limit=${limit}&min_similarity=${min}`);
  for (const id of m.similarMarkets)
    get('GET /markets/similar', `/api/v1/markets/similar?market_id=${enc(id)}&limit=10`);
  for (const slug of m.slugs)
    get('GET /venue_a/market/slug/{slug}', `/api/v1/venue_a/market/slug/${enc(slug)}`);
  for (const o of owners)
    get('GET /wallet/{id}/balance', `/api/v1/wallet/${o.walletId}/balance`, { 'X-API-KEY': o.secret });
  return out;
}

/** api_book_history_reads_total between two scrapes, by how the answers were made. */
function historyReads(before: string, after: string): string {
  const name = 'api_book_history_reads_total';
  const [b, a] = [counterByLabel(before, name, 'read'), counterByLabel(after, name, 'read')];
  const reads = [...a].map(([read, n]) => [read, n - (b.get(read) ?? 0)] as const).filter(([, n]) => n > 0);
  const total = reads.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return 'none';
  return reads
    .map(([read, n]) => `${read} ${n.toLocaleString('en-US')} (${((100 * n) / total).toFixed(1)} %)`)
    .join(', ');
}

// ── the wrk script ───────────────────────────────────────────────────────────────────────────────

function luaString(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
}

/** Each request's weight: its route's weight shared equally among the route's requests. */
function luaScript(reqs: readonly Req[]): string {
  const perRoute = ROUTES.map((_, i) => reqs.filter((r) => r.route === i).length);
  const spec = reqs.map((r) => {
    const headers = Object.entries(r.headers)
      .map(([k, v]) => `[${luaString(k)}]=${luaString(v)}`)
      .join(',');
    const body = r.body === undefined ? 'nil' : luaString(r.body);
    const weight = ROUTES[r.route]!.weight / perRoute[r.route]!;
    return `{${r.route + 1},${luaString(r.method)},${luaString(r.path)},{${headers}},${body},${weight}}`;
  });
  return `-- generated by bench/load.ts: requests drawn by weight from a prepared list
local spec = {
${spec.join(',\n')}
}
local nroutes = ${ROUTES.length}
local reqs, cum, lab = {}, {}, {}
local total = 0
picks = {}
local threads = {}
local nthreads = 0
setup = function(thread)
  nthreads = nthreads + 1
  thread:set("tid", nthreads)
  table.insert(threads, thread)
end
init = function(args)
  for i, s in ipairs(spec) do
    local headers = {}
    for k, v in pairs(s[4]) do headers[k] = v end
    reqs[i] = wrk.format(s[2], s[3], headers, s[5])
    total = total + s[6]
    cum[i] = total
    lab[i] = s[1]
  end
  for j = 1, nroutes do picks[j] = 0 end
  math.randomseed(1000 + (tid or 0))
end
request = function()
  local x = math.random() * total
  local lo, hi = 1, #cum
  while lo < hi do
    local mid = math.floor((lo + hi) / 2)
    if cum[mid] < x then lo = mid + 1 else hi = mid end
  end
  picks[lab[lo]] = picks[lab[lo]] + 1
  return reqs[lo]
end
function done_extra(summary)
  local sums = {}
  for j = 1, nroutes do sums[j] = 0 end
  for _, t in ipairs(threads) do
    local p = t:get("picks")
    for j = 1, nroutes do sums[j] = sums[j] + (p[j] or 0) end
  end
  io.write("WRK_PICKS " .. table.concat(sums, ",") .. "\\n")
end`;
}

function picksOf(r: WrkScriptResult): number[] {
  const line = r.lines.find((l) => l.startsWith('WRK_PICKS '));
  return line ? line.slice('WRK_PICKS '.length).split(',').map(Number) : [];
}

// ── processes ────────────────────────────────────────────────────────────────────────────────────

interface Child<T> {
  child: ChildProcess;
  ready: T;
}

/** Node flags for the API server only, e.g. LOAD_API_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
const API_NODE_FLAGS = (process.env.LOAD_API_NODE_FLAGS ?? '').split(' ').filter((f) => f !== '');

function startChild<T>(
  script: string,
  argv: string[],
  env: Record<string, string>,
  stdoutFile?: string,
  nodeFlags: string[] = [],
): Promise<Child<T>> {
  const out = stdoutFile ? openSync(stdoutFile, 'w') : 'ignore';
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...argv], {
    cwd: BENCH_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  if (typeof out === 'number') closeSync(out);
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as T }));
    child.once('exit', (code, signal) =>
      reject(new Error(`${script} ${argv[0] ?? ''} exited (${code ?? signal})`)),
    );
  });
}

interface Answer {
  status: number;
  body: Buffer;
}

function send(agent: Agent, port: number, r: Omit<Req, 'route'>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: r.path, method: r.method, headers: r.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

async function expectOk(agent: Agent, port: number, r: Omit<Req, 'route'>): Promise<Record<string, unknown>> {
  const a = await send(agent, port, r);
  if (a.status !== 200)
    throw new Error(`${r.method} ${r.path} answered ${a.status}: ${a.body.toString('utf8').slice(0, 300)}`);
  return JSON.parse(a.body.toString('utf8')) as Record<string, unknown>;
}

/** A project, accounts with account keys, each account's wallet paper-credited on both chains. */
async function makeOwners(agent: Agent, port: number): Promise<Owner[]> {
  const json = { 'Content-Type': 'application/json' };
  const project = (
    await expectOk(agent, port, {
      method: 'POST',
      path: '/api/v1/admin/projects',
      headers: { ...json, 'X-Admin-Key': LOAD_ADMIN_KEY },
      body: JSON.stringify({ name: 'bench-load' }),
    })
  ).data as { secret_key: string };
  const projectHeaders = { ...json, 'X-API-Key': project.secret_key };
  const owners: Owner[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const account = (
      await expectOk(agent, port, {
        method: 'POST',
        path: '/api/v1/project/account',
        headers: projectHeaders,
        body: '{}',
      })
    ).data as { account_id: string };
    const key = (
      await expectOk(agent, port, {
        method: 'POST',
        path: `/api/v1/project/account/${account.account_id}/api-key`,
        headers: projectHeaders,
        body: '{}',
      })
    ).data as { secret_key: string };
    const wallets = (
      await expectOk(agent, port, {
        method: 'GET',
        path: '/api/v1/wallets',
        headers: { 'X-API-KEY': key.secret_key },
      })
    ).response as { wallet_id: string }[];
    const walletId = wallets[0]!.wallet_id;
    for (const [chain, asset] of [
      ['POL', 'USDC.e'],
      ['SOL', 'USDC'],
    ] as const) {
      await expectOk(agent, port, {
        method: 'POST',
        path: `/api/v1/admin/wallets/${walletId}/credit`,
        headers: { ...json, 'X-Admin-Key': LOAD_ADMIN_KEY },
        body: JSON.stringify({ chain, asset, amount: String(100 + i) }),
      });
    }
    owners.push({ walletId, secret: key.secret_key });
  }
  return owners;
}

interface AnswerSizes {
  /** Body bytes as the mix asks (its Accept-Encoding). */
  sent: number[];
  /** Body bytes without compression (no Accept-Encoding). */
  identity: number[];
}

/**
 * Sends every prepared request once as the mix does and once without Accept-Encoding (8 at a time);
 * all must answer 2xx. Answers their body sizes both ways.
 */
async function preflight(port: number, reqs: readonly Req[]): Promise<AnswerSizes> {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const sizes: AnswerSizes = {
    sent: new Array<number>(reqs.length),
    identity: new Array<number>(reqs.length),
  };
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < reqs.length) {
        const i = next++;
        const r = reqs[i]!;
        const plain = Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== 'Accept-Encoding'));
        for (const [headers, into] of [
          [r.headers, sizes.sent],
          [plain, sizes.identity],
        ] as const) {
          const a = await send(agent, port, { ...r, headers });
          into[i] = a.body.length;
          if (a.status < 200 || a.status > 299)
            failures.push(`${a.status} ${r.method} ${r.path}: ${a.body.toString('utf8').slice(0, 200)}`);
        }
      }
    }),
  );
  agent.destroy();
  if (failures.length > 0)
    throw new Error(`${failures.length} prepared requests failed:\n${failures.slice(0, 10).join('\n')}`);
  return sizes;
}

function labelOfPath(method: string, p: string): string {
  if (p.startsWith('/api/v1/markets/search/')) return 'GET /markets/search/{q}';
  if (p === '/api/v1/markets/orderbooks') return 'GET /markets/orderbooks';
  if (p === '/api/v1/markets/prices') return 'POST /markets/prices';
  if (p === '/api/v1/markets/sparklines') return 'POST /markets/sparklines';
  if (p === '/api/v1/markets/statistics') return 'GET /markets/statistics';
  if (p === '/api/v1/markets/similar-pairs') return 'GET /markets/similar-pairs';
  if (p === '/api/v1/markets/similar') return 'GET /markets/similar';
  if (p === '/api/v1/markets') return 'GET /markets';
  if (p === '/api/v1/venue_a/markets') return 'GET /venue_a/markets';
  if (p.startsWith('/api/v1/venue_a/market/slug/')) return 'GET /venue_a/market/slug/{slug}';
  if (/^\/api\/v1\/wallet\/[^/]+\/balance$/.test(p)) return 'GET /wallet/{id}/balance';
  return `${method} ${p}`;
}

interface RouteLog {
  count: number;
  /** Answers other than 2xx, aborts (499) apart. */
  non2xx: number;
  /** Requests whose client went away before the answer was sent (499: wrk closing at a run's end). */
  aborted: number;
  ms: number[];
}

/** The access-log lines written between two offsets of the server's log, per route. */
async function accessLog(file: string, start: number, end: number): Promise<Map<string, RouteLog>> {
  const out = new Map<string, RouteLog>();
  const lines = createInterface({
    input: createReadStream(file, { start, end: end - 1 }),
    crlfDelay: Infinity,
  });
  let first = start > 0;
  for await (const line of lines) {
    if (first) {
      first = false; // possibly a partial line
      if (!line.startsWith('{')) continue;
    }
    if (!line.includes('"msg":"request"')) continue;
    // The access log names the matched route's template (`route`; the path only when no route matched).
    let entry: { method: string; route?: string; path?: string; status: number; ms: number };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    const label = labelOfPath(entry.method, entry.route ?? entry.path ?? '');
    let r = out.get(label);
    if (!r) out.set(label, (r = { count: 0, non2xx: 0, aborted: 0, ms: [] }));
    r.count += 1;
    if (entry.status === CLIENT_CLOSED_STATUS) r.aborted += 1;
    else if (entry.status < 200 || entry.status > 299) r.non2xx += 1;
    r.ms.push(entry.ms);
  }
  return out;
}

interface Measured {
  r: WrkScriptResult;
  picks: number[];
  /** CPU seconds during the run per component. */
  cpu: Record<string, number>;
  machineBusyCores: number;
  peakRss: number;
}

/** One wrk run while sampling the server's memory and everyone's CPU. */
async function measure(
  port: number,
  serverPid: number,
  script: string,
  connections: number,
  seconds: number,
  name: string,
): Promise<Measured> {
  const before = descendantCpu();
  const exitedBefore = exitedChildrenCpu();
  const m0 = machineCpu();
  const rss = new RssSampler(serverPid).start();
  const r = await runWrkScript({
    url: `http://127.0.0.1:${port}`,
    seconds,
    connections,
    threads: THREADS,
    script,
    name,
  });
  const peakRss = rss.stop();
  const m1 = machineCpu();
  const after = descendantCpu();
  const cpu: Record<string, number> = { wrk: exitedChildrenCpu() - exitedBefore };
  for (const [pid, p] of after) {
    if (p.comm === 'wrk') continue;
    const group = pid === serverPid ? 'server' : p.comm.startsWith('postgres') ? 'postgres' : p.comm;
    cpu[group] = (cpu[group] ?? 0) + p.cpu - (before.get(pid)?.cpu ?? 0);
  }
  return { r, picks: picksOf(r), cpu, machineBusyCores: (m1.busy - m0.busy) / r.seconds, peakRss };
}

interface LoggedRun {
  m: Measured;
  routes: Map<string, RouteLog>;
  loopDelay: ReturnType<typeof delayBetween>;
  bookReads: string;
}

/** A measured run with what the server said of it: its access-log lines per route, its metrics before and after. */
async function loggedRun(
  port: number,
  serverPid: number,
  logFile: string,
  script: string,
  connections: number,
  seconds: number,
): Promise<LoggedRun> {
  const logStart = statSync(logFile).size;
  const metricsBefore = await scrapeMetrics(port);
  const m = await measure(port, serverPid, script, connections, seconds, 'load-mix');
  const metricsAfter = await scrapeMetrics(port);
  await new Promise((r) => setTimeout(r, 500));
  const routes = await accessLog(logFile, logStart, statSync(logFile).size);
  return {
    m,
    routes,
    loopDelay: delayBetween(eventLoopDelayBuckets(metricsBefore), eventLoopDelayBuckets(metricsAfter)),
    bookReads: historyReads(metricsBefore, metricsAfter),
  };
}

const gb = (b: number) => `${(b / 2 ** 30).toFixed(2)} GB`;
const n = (x: number) => Math.round(x).toLocaleString('en-US');

async function main(): Promise<void> {
  requireDataset();
  requireWrk();
  mkdirSync(DIR, { recursive: true });
  const host = machine();
  const materialFile = path.join(DIR, 'material.json');
  const logFile = path.join(DIR, 'api-server.log');
  let api: Child<LoadServerReady> | undefined;
  let bare: Child<ServerReady> | undefined;
  let failed = false;
  try {
    await mochaGlobalSetup();
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, REDIS_URL: process.env.TEST_REDIS_URL! };
    console.log('throw-away PostgreSQL and Redis up (harness/servers/services.ts)');

    const t0 = Date.now();
    const seeded = await startChild<LoadServerReady>('bench/load-server.ts', ['seed', materialFile], env);
    await new Promise<void>((resolve) =>
      seeded.child.exitCode !== null ? resolve() : seeded.child.once('exit', () => resolve()),
    );
    const chdb = seeded.ready.chdb;
    console.log(
      `${chdb.built ? 'built' : 'opened'} .bench-cache/load in ${chdb.openSeconds.toFixed(1)} s; seeded hot state in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(seeded.ready.seed)}`,
    );
    const material = JSON.parse(readFileSync(materialFile, 'utf8')) as LoadMaterial;

    const t1 = Date.now();
    api = await startChild<LoadServerReady>('bench/load-server.ts', ['api'], env, logFile, API_NODE_FLAGS);
    const catalog = api.ready.catalog!;
    const port = api.ready.port!;
    const serverPid = api.child.pid!;
    console.log(
      `API server up in ${((Date.now() - t1) / 1000).toFixed(1)} s (catalog read model loaded in ${catalog.loadMs} ms)`,
    );

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const owners = await makeOwners(agent, port);
    agent.destroy();
    const reqs = buildRequests(material, owners);
    const t2 = Date.now();
    const sizes = await preflight(port, reqs);
    console.log(
      `${reqs.length} prepared requests all answered 2xx (${((Date.now() - t2) / 1000).toFixed(1)} s)`,
    );
    const perRoute = ROUTES.map((_, i) => reqs.filter((r) => r.route === i).length);
    // The mean answer size of the mix (each request at its weight), as sent: the bare server's body.
    const weighted = (of: readonly number[]) =>
      reqs.reduce((s, r, i) => s + (of[i]! * ROUTES[r.route]!.weight) / perRoute[r.route]! / 100, 0);
    const meanBytes = weighted(sizes.sent);
    const meanIdentityBytes = weighted(sizes.identity);
    console.log(
      `mean answer of the mix: ${(meanBytes / 1024).toFixed(1)} KB as sent (Accept-Encoding: ${ACCEPT_ENCODING || 'none'}), ${(meanIdentityBytes / 1024).toFixed(1)} KB uncompressed`,
    );
    const script = luaScript(reqs);

    // Probes.
    // Probes, fewest connections first; the ladder stops after two probes in a row out of bounds
    // (errors or p99 over the bound): more connections only queue longer.
    const probes: { c: number; m: Measured }[] = [];
    const within = (m: Measured) => m.r.errors === 0 && m.r.p99Ms <= P99_BOUND_MS;
    let outOfBounds = 0;
    for (const c of CONNECTIONS) {
      const m = await measure(port, serverPid, script, c, PROBE_SECONDS, 'load-mix');
      probes.push({ c, m });
      console.log(
        `probe ${String(c).padStart(3)} connections: ${m.r.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(m.r.p50Ms)}, p99 ${ms(m.r.p99Ms)}, errors ${m.r.errors}`,
      );
      outOfBounds = within(m) ? 0 : outOfBounds + 1;
      if (outOfBounds >= 2) break;
    }
    const eligible = probes.filter((p) => within(p.m));
    // None within bounds: the run goes on at the probe with the lowest p99 among those without
    // errors, and fails.
    const fallback =
      [...probes].filter((p) => p.m.r.errors === 0).sort((a, b) => a.m.r.p99Ms - b.m.r.p99Ms)[0] ??
      probes[0]!;
    const boundMet = eligible.length > 0;
    const chosen = boundMet
      ? eligible.reduce((a, b) => (b.m.r.requestsPerSecond > a.m.r.requestsPerSecond ? b : a)).c
      : fallback.c;
    if (!boundMet)
      console.error(
        `no probe had 0 errors and p99 ≤ ${P99_BOUND_MS} ms: measuring at ${chosen} connections, the run fails`,
      );
    console.log(`chosen: ${chosen} connections; measured run of ${SECONDS} s…`);

    const {
      m: full,
      routes: routesLog,
      loopDelay,
      bookReads,
    } = await loggedRun(port, serverPid, logFile, script, chosen, SECONDS);
    const lifetimePeak = (() => {
      const m = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'));
      return m ? Number(m[1]) * 1024 : 0;
    })();
    // The goal's operating point: the fewest connections whose probe served ≥ GOAL_RPS within bounds,
    // measured again with its per-route figures (the chosen run is the most this machine serves).
    const goalProbe = eligible
      .filter((p) => p.m.r.requestsPerSecond >= GOAL_RPS)
      .sort((a, b) => a.c - b.c)[0];
    let atGoal: (LoggedRun & { c: number }) | undefined;
    if (goalProbe && GOAL_SECONDS > 0) {
      console.log(`at the goal's rate (≥ ${GOAL_RPS} req/s): ${goalProbe.c} connections, ${GOAL_SECONDS} s…`);
      atGoal = {
        c: goalProbe.c,
        ...(await loggedRun(port, serverPid, logFile, script, goalProbe.c, GOAL_SECONDS)),
      };
      const g = atGoal.m.r;
      console.log(
        `at the goal's rate: ${g.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(g.p50Ms)}, p99 ${ms(g.p99Ms)}, errors ${g.errors}`,
      );
    }
    const logged = [...routesLog.values()].reduce((s, r) => s + r.count, 0);
    const loggedNon2xx = [...routesLog.values()].reduce((s, r) => s + r.non2xx, 0);
    const loggedAborted = [...routesLog.values()].reduce((s, r) => s + r.aborted, 0);
    const r = full.r;
    console.log(
      `API: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(r.p50Ms)}, p90 ${ms(r.p90Ms)}, p99 ${ms(r.p99Ms)}, errors ${r.errors}`,
    );
    console.log(`API event-loop delay: ${delayText(loopDelay)}`);
    console.log(`order-book history answers: ${bookReads}`);
    await stopProcess(api?.child);

    // Baseline: a bare Koa app, the same script, connections and duration.
    const bodyFile = path.join(DIR, 'bare-body.json');
    writeFileSync(bodyFile, Buffer.alloc(Math.round(meanBytes), 'x'));
    bare = await startChild<ServerReady>('bench/listing-server.ts', ['bare', bodyFile], {});
    const b = await measure(bare.ready.port, bare.child.pid!, script, chosen, SECONDS, 'load-mix');
    console.log(
      `bare: ${b.r.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(b.r.p50Ms)}, p99 ${ms(b.r.p99Ms)}, errors ${b.r.errors}`,
    );
    await stopProcess(bare?.child);
    const ratio = r.requestsPerSecond / b.r.requestsPerSecond;

    const goalErrors = atGoal
      ? atGoal.m.r.errors + [...atGoal.routes.values()].reduce((x, l) => x + l.non2xx, 0)
      : 0;
    const errorsAll = r.errors + r.non2xxText + r.socketErrorsText + loggedNon2xx + goalErrors;
    failed = errorsAll > 0 || !boundMet || r.p99Ms > P99_BOUND_MS;

    // Issue 46's goals, from this run's figures.
    const fast = probes
      .filter((p) => p.m.r.errors === 0 && p.m.r.p99Ms <= FAST_P99_MS)
      .sort((a, b) => b.m.r.requestsPerSecond - a.m.r.requestsPerSecond)[0];
    const fastRatio = fast ? fast.m.r.requestsPerSecond / EARLIER_RPS : 0;
    const wireBytes = (m: Measured) => (m.r.mbPerSecond * 2 ** 20) / m.r.requestsPerSecond;
    const met = (ok: boolean) => (ok ? 'met' : '**not met**');
    const goalsTable = table(
      ['goal (issue 46 item 6)', 'this run', 'verdict'],
      [
        [
          `≥ ${GOAL_RATIO} of the bare Koa app at the chosen count (${chosen} connections)`,
          `${n(r.requestsPerSecond)} ÷ ${n(b.r.requestsPerSecond)} = ${ratio.toFixed(3)}`,
          met(ratio >= GOAL_RATIO),
        ],
        [
          `best probe with p99 ≤ ${FAST_P99_MS} ms ≥ 2 × ${n(EARLIER_RPS)} req/s (${n(2 * EARLIER_RPS)}; the issue's figure on its host)`,
          fast
            ? `${n(fast.m.r.requestsPerSecond)} req/s at ${fast.c} connections (p99 ${ms(fast.m.r.p99Ms)}): ${fastRatio.toFixed(2)} × ${n(EARLIER_RPS)}`
            : `no probe with p99 ≤ ${FAST_P99_MS} ms`,
          met(fastRatio >= 2),
        ],
        [
          '0 errors (measured run and run at the goal rate; client aborts, 499, counted apart)',
          `${errorsAll} errors, ${loggedAborted} aborts`,
          met(errorsAll === 0),
        ],
        [
          `event-loop p99 ≤ ${GOAL_LOOP_P99_MS} ms (measured run)`,
          delayText(loopDelay),
          met(loopDelay.p99Ms <= GOAL_LOOP_P99_MS),
        ],
        [
          'bytes per answer with and without compression (the mix at its weights; body only)',
          `${(meanBytes / 1024).toFixed(1)} KB as sent (Accept-Encoding: ${ACCEPT_ENCODING || 'none'}), ${(meanIdentityBytes / 1024).toFixed(1)} KB uncompressed (${(meanIdentityBytes / meanBytes).toFixed(1)}×); on the wire with headers (wrk) ${(wireBytes(full) / 1024).toFixed(1)} KB per answer, ${full.r.mbPerSecond.toFixed(1)} MB/s`,
          'reported',
        ],
      ],
    );
    console.log(`\n${goalsTable}`);

    // ── report ──
    const cpuText = (m: Measured) =>
      Object.entries(m.cpu)
        .filter(([, s]) => s >= 0.05)
        .sort((x, y) => y[1] - x[1])
        .map(([k, s]) => `${k} ${(s / m.r.seconds).toFixed(2)}`)
        .join(', ');
    const summary = table(
      ['', 'connections', 'requests/s', 'p50', 'p90', 'p99', 'max', 'errors', 'CPU (cores)'],
      [
        [
          `API, mixed read workload (${SECONDS} s)`,
          String(chosen),
          n(r.requestsPerSecond),
          ms(r.p50Ms),
          ms(r.p90Ms),
          ms(r.p99Ms),
          ms(r.maxMs, 1),
          String(r.errors),
          cpuText(full),
        ],
        [
          `bare Koa app, static ${(meanBytes / 1024).toFixed(1)} KB body, same script (${SECONDS} s)`,
          String(chosen),
          n(b.r.requestsPerSecond),
          ms(b.r.p50Ms),
          ms(b.r.p90Ms),
          ms(b.r.p99Ms),
          ms(b.r.maxMs, 1),
          String(b.r.errors),
          cpuText(b),
        ],
        ['ratio API / bare (requests/s)', '', ratio.toFixed(2), '', '', '', '', '', ''],
        ...(atGoal
          ? [
              [
                `API at the goal's rate (≥ ${n(GOAL_RPS)} req/s: the fewest connections whose probe served it; ${GOAL_SECONDS} s)`,
                String(atGoal.c),
                n(atGoal.m.r.requestsPerSecond),
                ms(atGoal.m.r.p50Ms),
                ms(atGoal.m.r.p90Ms),
                ms(atGoal.m.r.p99Ms),
                ms(atGoal.m.r.maxMs, 1),
                String(atGoal.m.r.errors),
                cpuText(atGoal.m),
              ],
            ]
          : []),
      ],
    );
    const errorsTable = table(
      ['errors of the measured API run', 'count'],
      [
        [
          'wrk: non-2xx/3xx answers (summary.errors.status; text "Non-2xx or 3xx responses")',
          `${r.errorsBy.status} / ${r.non2xxText}`,
        ],
        [
          'wrk: socket errors connect/read/write/timeout (text "Socket errors")',
          `${r.errorsBy.connect}/${r.errorsBy.read}/${r.errorsBy.write}/${r.errorsBy.timeout} / ${r.socketErrorsText}`,
        ],
        ['access log: answers other than 2xx (client aborts apart)', String(loggedNon2xx)],
        [
          'access log: client aborts (499: the client closed its connection before the answer, as wrk does when a run ends)',
          String(loggedAborted),
        ],
        [
          'verdict',
          errorsAll > 0
            ? '**FAILED: errors are not 0**'
            : `0 errors; p99 ${ms(r.p99Ms)} ${r.p99Ms <= P99_BOUND_MS ? '≤' : '**>**'} ${P99_BOUND_MS} ms${failed ? ' (**FAILED**)' : ''}`,
        ],
      ],
    );
    const probesTable = table(
      ['probe', 'connections', 'requests/s', 'p50', 'p99', 'errors', 'eligible'],
      probes.map((p, i) => [
        String(i + 1),
        String(p.c),
        n(p.m.r.requestsPerSecond),
        ms(p.m.r.p50Ms),
        ms(p.m.r.p99Ms),
        String(p.m.r.errors),
        p.m.r.errors === 0 && p.m.r.p99Ms <= P99_BOUND_MS ? (p.c === chosen ? 'yes: chosen' : 'yes') : 'no',
      ]),
    );
    const routesTable = table(
      [
        'route',
        'weight',
        'prepared requests',
        'drawn by wrk',
        'answered (access log)',
        'non-2xx',
        'aborts (499)',
        'server p50',
        'server p99',
        ...(atGoal ? [`server p50 at ${atGoal.c} conn.`, `server p99 at ${atGoal.c} conn.`] : []),
        'mean answer as sent',
        'uncompressed',
      ],
      ROUTES.map((route, i) => {
        const l = routesLog.get(route.label);
        const g = atGoal?.routes.get(route.label);
        const atGoalCells = atGoal
          ? [g ? ms(percentile(g.ms, 50), 1) : '', g ? ms(percentile(g.ms, 99), 1) : '']
          : [];
        const idx = reqs.map((q, j) => (q.route === i ? j : -1)).filter((j) => j >= 0);
        const mean = (of: readonly number[]) => idx.reduce((s, j) => s + of[j]!, 0) / idx.length / 1024;
        return [
          route.label,
          `${route.weight} %`,
          String(perRoute[i]),
          n(full.picks[i] ?? 0),
          n(l?.count ?? 0),
          String(l?.non2xx ?? 0),
          String(l?.aborted ?? 0),
          l ? ms(percentile(l.ms, 50), 1) : '',
          l ? ms(percentile(l.ms, 99), 1) : '',
          ...atGoalCells,
          `${mean(sizes.sent).toFixed(1)} KB`,
          `${mean(sizes.identity).toFixed(1)} KB`,
        ];
      }),
    );
    const other = [...routesLog.keys()].filter((k) => !ROUTES.some((x) => x.label === k));
    const mixTable = table(
      ['route', 'weight', 'drawn from'],
      ROUTES.map((x) => [x.label, `${x.weight} %`, x.what]),
    );
    const seed = seeded.ready.seed as {
      markets: number;
      tokens: number;
      quotes: number;
      similaritySeconds: number;
      relatedSeconds: number;
      pairs: LoadMaterial['pairs'];
    };
    const setup = table(
      ['setup', ''],
      [
        [
          'catalog',
          `${catalog.markets.toLocaleString('en-US')} markets in ${catalog.events.toLocaleString('en-US')} events (bench:listing's catalog: the full order-book dataset's markets as a full replay leaves them + the 100 recorded Kalshi markets), catalog read model loaded in ${(catalog.loadMs / 1000).toFixed(1)} s`,
        ],
        [
          'book history',
          `${Number((chdb.info.books as { rows?: number } | undefined)?.rows ?? 0).toLocaleString('en-US')} snapshot rows in chDB (bench:orderbooks' load of the full dataset, YES tokens), in the API process's chDB worker thread`,
        ],
        [
          'hot state (Redis)',
          `prices and sparklines of ${seed.tokens.toLocaleString('en-US')} tokens (${seed.markets.toLocaleString('en-US')} markets, YES and NO): the last quote of each of their last 25 recorded hours (${seed.quotes.toLocaleString('en-US')} quote messages) through the engine's MarketStateWriter; cross-venue pairs by the engine's SimilarityWriter rebuild (${seed.similaritySeconds.toFixed(1)} s): ${seed.pairs.total} pairs, ${seed.pairs.atLeast08} with similarity ≥ 0.8; related events of the same venue for every event by the engine's RelatedEventsWriter (${seed.relatedSeconds.toFixed(1)} s)`,
        ],
        [
          'accounts (Postgres)',
          `${ACCOUNTS} accounts made through the project routes, each with an account key and its wallet paper-credited on POL and SOL; account rate limit raised to ${LOAD_RATE_LIMIT_ACCOUNT}/min (the default 300/min would answer 429)`,
        ],
        [
          'requests',
          `${reqs.length.toLocaleString('en-US')} prepared, each with Accept-Encoding: ${ACCEPT_ENCODING || '(none)'} (every one answered 2xx once as sent and once without Accept-Encoding before the probes); mean answer of the mix ${(meanBytes / 1024).toFixed(1)} KB as sent, ${(meanIdentityBytes / 1024).toFixed(1)} KB uncompressed`,
        ],
        [
          'processes',
          'API server (one Node process, chDB in a worker thread of it), redis-server, PostgreSQL, wrk; 2 cores shared, nothing pinned',
        ],
        [
          'load',
          `${wrkVersion()}: ${THREADS} thread, keep-alive; probes of ${PROBE_SECONDS} s at ${CONNECTIONS.join(', ')} connections, chosen: the highest requests/s with 0 errors and p99 ≤ ${P99_BOUND_MS} ms; then ${SECONDS} s measured`,
        ],
        [
          'API access log',
          `on at info (JSON lines to .bench-cache/load/api-server.log): ${n(logged)} lines in the measured run (wrk counted ${n(r.requests)} answers)${other.length ? `; other paths: ${other.join(', ')}` : ''}`,
        ],
        [
          'API server memory',
          `peak RSS during the measured run ${gb(full.peakRss)} (sampled every 250 ms); lifetime peak (VmHWM, catalog load included) ${gb(lifetimePeak)}`,
        ],
        [
          'API event-loop delay',
          `${delayText(loopDelay)} during the measured run${atGoal ? `; ${delayText(atGoal.loopDelay)} at the goal's rate` : ''}: the server's event_loop_delay_seconds histogram (/metrics) before and after; quantiles as bucket bounds`,
        ],
        [
          'order-book history answers',
          `${bookReads} in the measured run (api_book_history_reads_total): each prepared request was answered once before the probes, so the answers a running server keeps were there (docs/api/markets.md)`,
        ],
        [
          'CPU',
          `machine busy during the measured run: ${full.machineBusyCores.toFixed(2)} of ${host.cores} cores (the CPU column: cores per process group)`,
        ],
      ],
    );
    const markdown = [
      '# Benchmark: load test, mixed read workload against the API',
      '',
      'Produced by `npm run bench:load` (bench/load.ts); overwritten per run.',
      '',
      machineTable(host),
      '',
      setup,
      '',
      summary,
      '',
      goalsTable,
      '',
      errorsTable,
      '',
      '## The mix',
      '',
      mixTable,
      '',
      '## Per route (measured API run)',
      '',
      atGoal
        ? `Server times from the access log; the last two time columns are of the run at the goal's rate (${atGoal.c} connections, ${n(atGoal.m.r.requestsPerSecond)} req/s), the others of the measured run at ${chosen} connections (${n(r.requestsPerSecond)} req/s).\n`
        : `No probe served ≥ ${n(GOAL_RPS)} req/s within bounds: no run at the goal's rate.\n`,
      routesTable,
      '',
      '## Probes',
      '',
      probesTable,
      '',
      'Data: Polymarket Order Book Dataset (2026), Dinesh Gopalakrishnan. Licensed under CC BY 4.0. Kalshi markets: recorded API samples read from ../shared/data at run time (not copied).',
    ].join('\n');
    console.log(`\n${markdown}`);
    console.log(`\nwritten to ${writeResult('load.md', markdown)}`);
    if (failed) console.error(`FAILED: errors ${errorsAll}, p99 ${ms(r.p99Ms)} (bound ${P99_BOUND_MS} ms)`);
  } finally {
    await stopProcess(bare?.child);
    await stopProcess(api?.child);
    await mochaGlobalTeardown();
  }
  if (failed) process.exit(1);
}

await main();
