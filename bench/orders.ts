// Order throughput and latency of the paper venue (issue: "orders per second through the paper
// venue with ledger holds, p99 latency of POST …/order, and the ratio to a bare ledger transaction
// in the same run").
//
//   npm run bench:orders   (node --import tsx bench/orders.ts [--seconds 10] [--warmup 1]
//                           [--concurrency 1,4,16] [--accounts 16] [--rounds 5]
//                           [--placement servers|embedded])
//
// Real parts throughout: throw-away PostgreSQL and Redis (and the idle kcat mock Kafka broker) from
// harness/servers/services.ts's mocha global setup; the market-data stack of harness/stack/market-data.ts
// (LogBus, chDB, Redis hot state, Postgres, the API app with its OrderService and the engine's
// trading components: paper matcher, upkeep, fill outbox, positions consumer) in this process; the
// recorded catalog, and the recorded Trump 2024 "No" full book re-keyed onto the open neg-risk
// venue_a market's token, as test/integration/paper-trading.test.ts ingests them. A project and
// --accounts accounts are made through the API; each account's wallet gets 1,000,000 pUSD of paper
// credit.
//
// The mix, alternating (the n-th operation of a phase: even → market, odd → limit), spread over the
// accounts (worker w places for account w mod accounts):
// - MARKET BUY of 5 USDC: walks the book's best ask (0.514 × 20,230.87 shares) at once: the order
//   row with its fill and one journal settling it (the hold checked, not posted), status FILLED;
// - LIMIT BUY of 10 shares at 0.5 (under the best bid 0.511): holds 5 pUSD and rests, ACTIVE.
//
// Three phases, at each --concurrency level after a --warmup run of each that is not measured:
// C. the baseline: a bare ledger transaction on the same Postgres and pool,
//    sql.transaction(tx => transfer(tx, …)) moving 1 base unit of pUSD from the account's wallet to
//    its second wallet under a unique idempotency key;
// B. OrderService.place() in process (the order service without HTTP);
// A. POST /api/v1/wallet/pol/{wallet}/order over keep-alive connections (node:http, one per worker)
//    from a client process of its own (bench/support/orders-client.ts), through the whole API
//    (auth, rate limit, validation, wallet ownership, presenter).
// Each phase is a closed loop measured for --seconds in all, cut into --rounds slices run in turn
// (C, B, A, C, B, A, …) so that the shared machine's noise falls on the three alike: ops/s, and
// p50/p90/p99 of every sample. After each slice the run waits for the background work its orders
// caused (paper matcher idle, every fill applied to positions) and counts the SQL that work ran
// (sql_query_seconds) with the phase.
//
// After the run: 0 non-200 answers and 0 failed operations, ledgerProblems() = [], every order placed
// is in Postgres with the status its kind must have and no other order exists, each wallet's
// available/orders/shares balances are exactly what its orders and transfers say, and every fill
// reached positions — else exit 1 (the results are still written). Printed and written to
// bench/results/orders.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MarketMessage } from '../core/market-data.ts';
import type { OrderRequest } from '../engine/trading/order-request.ts';
import { transfer, walletAccount } from '../engine/wallets/ledger.ts';
import {
  bookAt,
  recordedCatalog,
  recordedTrumpBook,
  startMarketDataStack,
  type MarketDataStack,
} from '../harness/stack/market-data.ts';
import { mochaGlobalSetup, mochaGlobalTeardown } from '../harness/servers/services.ts';
import { ledgerProblems } from '../harness/stack/wallets.ts';
import { forkChild, type ChildHandle } from './support/child-scenario.ts';
import {
  BENCH_ROOT,
  machine,
  machineTable,
  ms,
  percentile,
  table,
  writeResult,
} from './support/load-report.ts';
import { descendantCpu, machineCpu } from './support/load-procs.ts';
import {
  ACCOUNT_KEY_BUDGET,
  buildAccount,
  ProjectCredential,
  type BenchAccount,
} from './support/orders-accounts.ts';
import { checkOrders, type OrderChecks, type WalletMoney } from '../harness/orders/orders-checks.ts';
import {
  EXPECTED_STATUS,
  type ClientConfig,
  type ClientJob,
  type ClientPhase,
  type PlacedOrder,
} from '../harness/orders/orders-shared.ts';
import { closedLoop, kindOf, type LoopOutcome, type OrderKind } from '../harness/orders/orders-loop.ts';
import { addTally, since, snapshot, type Tally } from './support/orders-metrics.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '1,4,16' },
    accounts: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '5' },
    // servers: the test PostgreSQL cluster and Redis; embedded: the embedded default's PostgreSQL
    // server and the in-process hot state.
    placement: { type: 'string', default: 'servers' },
  },
});
const PLACEMENT = args.placement === 'embedded' ? 'embedded' : 'servers';
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const LEVELS = args.concurrency.split(',').map(Number);
const ACCOUNTS = Number(args.accounts);
const ROUNDS = Number(args.rounds);
if (
  ![SECONDS, WARMUP_SECONDS, ACCOUNTS, ROUNDS, ...LEVELS].every((x) => Number.isFinite(x) && x > 0) ||
  ![ACCOUNTS, ROUNDS, ...LEVELS].every(Number.isInteger)
) {
  throw new Error(
    '--seconds and --warmup must be positive, --concurrency a list of positive integers, --accounts and --rounds positive integers',
  );
}

/** The market-data stack's admin key. */
const ADMIN = 'adm_unused';
/** pUSD paper-credited to each account's order wallet: far more than a run can spend (5 per order). */
const CREDIT = '1000000';
const MARKET_USDC = '5';
const LIMIT_PRICE = '0.5';
const LIMIT_SHARES = '10';
/** HTTP keys are sized for this many times the in-process rate of the same level (HTTP is slower). */
const KEY_MARGIN = 3;
/** How long the background work of a phase may take to catch up before the run gives up. */
const SETTLE_TIMEOUT_MS = 300_000;

type PhaseName = 'A' | 'B' | 'C';
const PHASE_LABEL: Record<PhaseName, string> = {
  A: 'A: POST …/order over HTTP',
  B: 'B: OrderService.place() in process',
  C: 'C: bare ledger transaction',
};

/** One measured window of one phase. */
interface Slice {
  outcome: LoopOutcome;
  /** CPU seconds per process group during the window, and the machine's busy CPU seconds. */
  cpu: Record<string, number>;
  busy: number;
  /** SQL of the window and of the background work it caused. */
  sql: Tally;
  http: Tally;
  /** Seconds the background work went on after the window. */
  settleSeconds: number;
  /** HTTP: account keys the window used. */
  keys: number;
}

/** A phase at one concurrency: its ROUNDS slices together. */
interface Phase {
  name: PhaseName;
  concurrency: number;
  outcome: LoopOutcome;
  /** CPU cores per process group over the measured windows ("other processes": the machine's rest). */
  cpu: Record<string, number>;
  busyCores: number;
  sql: Tally;
  http: Tally;
  settleSeconds: number;
  keys: number;
  /** What failed in the warm-up (not measured, but checked like the rest). */
  warmupErrors: string[];
}

interface Stats {
  ok: number;
  errors: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function stats(o: LoopOutcome, kind?: OrderKind): Stats {
  const samples = kind ? o.samples.filter((s) => kindOf(s.n) === kind) : o.samples;
  const ms = samples.map((s) => s.ms);
  const ok = samples.filter((s) => s.error === undefined).length;
  return {
    ok,
    errors: samples.length - ok,
    perSecond: ok / o.seconds,
    p50: percentile(ms, 50),
    p90: percentile(ms, 90),
    p99: percentile(ms, 99),
    max: ms.length ? Math.max(...ms) : NaN,
  };
}

// ── CPU ──────────────────────────────────────────────────────────────────────────────────────────

interface CpuMark {
  at: number;
  groups: Record<string, number>;
  machineBusy: number;
}

function cpuMark(clientPid: number | undefined): CpuMark {
  const self = process.cpuUsage();
  const groups: Record<string, number> = { 'bench process': (self.user + self.system) / 1e6 };
  for (const [pid, p] of descendantCpu()) {
    const group = pid === clientPid ? 'HTTP client' : p.comm.startsWith('postgres') ? 'postgres' : p.comm;
    groups[group] = (groups[group] ?? 0) + p.cpu;
  }
  return { at: performance.now(), groups, machineBusy: machineCpu().busy };
}

function cpuBetween(a: CpuMark, b: CpuMark): { cpu: Record<string, number>; busy: number } {
  const cpu: Record<string, number> = {};
  for (const [k, v] of Object.entries(b.groups)) cpu[k] = v - (a.groups[k] ?? 0);
  return { cpu, busy: b.machineBusy - a.machineBusy };
}

function mergeSlices(
  name: PhaseName,
  concurrency: number,
  slices: readonly Slice[],
  warmupErrors: string[],
): Phase {
  const seconds = slices.reduce((sum, x) => sum + x.outcome.seconds, 0);
  const cpuSeconds: Record<string, number> = {};
  const sql: Tally = new Map();
  const http: Tally = new Map();
  for (const x of slices) {
    for (const [k, v] of Object.entries(x.cpu)) cpuSeconds[k] = (cpuSeconds[k] ?? 0) + v;
    addTally(sql, x.sql);
    addTally(http, x.http);
  }
  const busy = slices.reduce((sum, x) => sum + x.busy, 0);
  const ours = Object.values(cpuSeconds).reduce((sum, v) => sum + v, 0);
  const cpu = Object.fromEntries(Object.entries(cpuSeconds).map(([k, v]) => [k, v / seconds]));
  cpu['other processes'] = Math.max(0, busy - ours) / seconds;
  return {
    name,
    concurrency,
    outcome: { seconds, samples: slices.flatMap((x) => x.outcome.samples) },
    cpu,
    busyCores: busy / seconds,
    sql,
    http,
    settleSeconds: slices.reduce((sum, x) => sum + x.settleSeconds, 0),
    keys: slices.reduce((sum, x) => sum + x.keys, 0),
    warmupErrors,
  };
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────────

interface Run {
  stack: MarketDataStack;
  market: MarketMessage;
  tokenId: string;
  project: ProjectCredential;
  accounts: BenchAccount[];
  client: ChildHandle<null>;
  bodies: Record<OrderKind, OrderRequest>;
  placed: PlacedOrder[];
  /** Base units the ledger baseline moved out of each account's order wallet. */
  moved: bigint[];
  runId: string;
  journals: number;
  /** The best in-process order rate seen per concurrency (sizes the HTTP phase's key pool). */
  inProcessRate: Map<number, number>;
}

/** A phase's loop for `seconds`: prepared (HTTP keys made) before its window opens. */
type Runner = (
  run: Run,
  concurrency: number,
  seconds: number,
) => Promise<() => Promise<{ outcome: LoopOutcome; keys: number }>>;

/** Waits for the background work of the orders so far: the matcher idle, every fill applied to positions. */
async function settle(run: Run): Promise<number> {
  const t0 = performance.now();
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    await run.stack.matcher.idle();
    const [row] = await run.stack.sql.query<{ fills: string; points: string }>(
      'bench.settled',
      'SELECT (SELECT count(*) FROM fills) AS fills, (SELECT count(*) FROM pnl_points) AS points',
    );
    if (row!.fills === row!.points) return (performance.now() - t0) / 1000;
    if (Date.now() > deadline)
      throw new Error(`positions did not catch up: ${row!.points} of ${row!.fills} fills applied`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function measureSlice(run: Run, runner: Runner, concurrency: number, seconds: number): Promise<Slice> {
  const go = await runner(run, concurrency, seconds);
  await settle(run);
  const m0 = await snapshot();
  const c0 = cpuMark(run.client.pid);
  const { outcome, keys } = await go();
  const c1 = cpuMark(run.client.pid);
  const settleSeconds = await settle(run);
  const m1 = await snapshot();
  for (const e of outcome.samples.filter((x) => x.error).slice(0, 3)) console.error(`    error: ${e.error}`);
  return {
    outcome,
    ...cpuBetween(c0, c1),
    sql: since(m0.sql, m1.sql),
    http: since(m0.http, m1.http),
    settleSeconds,
    keys,
  };
}

const ledgerRunner: Runner = (run, concurrency, seconds) =>
  Promise.resolve(async () => ({
    keys: 0,
    outcome: await closedLoop(concurrency, seconds, async (w) => {
      const a = w % run.accounts.length;
      const account = run.accounts[a]!;
      const ref = {
        idempotencyKey: `bench:orders:${run.runId}:${run.journals++}`,
        kind: 'bench_transfer',
        chain: 'POL' as const,
        asset: 'pUSD',
      };
      const posted = await run.stack.sql.transaction((tx) =>
        transfer(
          tx,
          ref,
          walletAccount(account.walletId, 'available'),
          walletAccount(account.baselineWalletId, 'available'),
          1n,
        ),
      );
      if (!posted) throw new Error(`journal ${ref.idempotencyKey} was posted before`);
      run.moved[a]! += 1n;
    }),
  }));

const serviceRunner: Runner = (run, concurrency, seconds) =>
  Promise.resolve(async () => {
    const outcome = await closedLoop(concurrency, seconds, async (w, n) => {
      const account = run.accounts[w % run.accounts.length]!;
      const kind = kindOf(n);
      const row = await run.stack.orders.place(account.walletId, 'venue_a', run.bodies[kind]);
      run.placed.push({ orderId: row.order_id, walletId: account.walletId, kind, status: row.status });
      if (row.type !== kind || row.status !== EXPECTED_STATUS[kind])
        throw new Error(`a ${kind} order came back ${row.type} ${row.status}`);
    });
    const rate = stats(outcome).perSecond;
    run.inProcessRate.set(concurrency, Math.max(rate, run.inProcessRate.get(concurrency) ?? 0));
    return { outcome, keys: 0 };
  });

/** Fresh account keys for one HTTP job: enough for KEY_MARGIN × the in-process rate of the level. */
const httpRunner: Runner = async (run, concurrency, seconds) => {
  const rate = run.inProcessRate.get(concurrency);
  if (rate === undefined) throw new Error('the HTTP phase is sized by the in-process phase: run B first');
  const used = run.accounts.slice(0, Math.min(concurrency, run.accounts.length));
  const slots: ClientJob['slots'] = [];
  for (const [s, account] of used.entries()) {
    const workers = Array.from({ length: concurrency }, (_, w) => w).filter(
      (w) => w % used.length === s,
    ).length;
    const requests = Math.ceil((KEY_MARGIN * rate * seconds * workers) / concurrency) + 20;
    const keys: string[] = [];
    for (let k = 0; k < Math.ceil(requests / ACCOUNT_KEY_BUDGET); k++)
      keys.push(await run.project.accountKey(account.accountId));
    slots.push({ walletId: account.walletId, keys });
  }
  const job: ClientJob = { concurrency, seconds, slots, keyBudget: ACCOUNT_KEY_BUDGET, bodies: run.bodies };
  return async () => {
    run.client.send('job', job);
    const done = await run.client.waitFor<ClientPhase>('job-done');
    run.placed.push(...done.placed);
    return { outcome: done.outcome, keys: done.keysUsed };
  };
};

const RUNNERS: [PhaseName, Runner][] = [
  ['C', ledgerRunner],
  ['B', serviceRunner],
  ['A', httpRunner],
];

/** One concurrency level: a warm-up of each phase, then ROUNDS rounds of C, B, A slices. */
async function level(run: Run, concurrency: number): Promise<Phase[]> {
  const warmupErrors = new Map<PhaseName, string[]>();
  for (const [name, runner] of RUNNERS) {
    const { outcome } = await (await runner(run, concurrency, WARMUP_SECONDS))();
    warmupErrors.set(
      name,
      outcome.samples.flatMap((x) => (x.error === undefined ? [] : [x.error])),
    );
    for (const e of warmupErrors.get(name)!.slice(0, 3)) console.error(`    warm-up error: ${e}`);
  }
  const slices = new Map<PhaseName, Slice[]>(RUNNERS.map(([name]) => [name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, runner] of RUNNERS)
      slices.get(name)!.push(await measureSlice(run, runner, concurrency, SECONDS / ROUNDS));
  }
  return RUNNERS.map(([name]) => {
    const phase = mergeSlices(name, concurrency, slices.get(name)!, warmupErrors.get(name)!);
    const s = stats(phase.outcome);
    console.log(
      `  ${PHASE_LABEL[name].padEnd(38)} c=${String(concurrency).padStart(2)}: ${s.perSecond.toFixed(1).padStart(7)}/s, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, errors ${s.errors}, other processes ${phase.cpu['other processes']!.toFixed(2)} cores`,
    );
    return phase;
  });
}

// ── report ───────────────────────────────────────────────────────────────────────────────────────

const n0 = (x: number) => Math.round(x).toLocaleString('en-US');
const f1 = (x: number) => x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function cpuText(p: Phase): string {
  return Object.entries(p.cpu)
    .filter(([, c]) => c >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([k, c]) => `${k} ${c.toFixed(2)}`)
    .join(', ');
}

function resultsTable(phases: readonly Phase[]): string {
  return table(
    [
      'concurrency',
      'what',
      'done',
      'per second',
      'p50',
      'p90',
      'p99',
      'max',
      'errors',
      'CPU (cores; machine busy)',
    ],
    phases.map((p) => {
      const s = stats(p.outcome);
      return [
        String(p.concurrency),
        PHASE_LABEL[p.name],
        n0(s.ok),
        f1(s.perSecond),
        ms(s.p50),
        ms(s.p90),
        ms(s.p99),
        ms(s.max, 1),
        String(s.errors),
        `${cpuText(p)}; busy ${p.busyCores.toFixed(2)} of ${os.cpus().length}`,
      ];
    }),
  );
}

function ratiosTable(phases: readonly Phase[]): string {
  return table(
    ['concurrency', 'A orders/s ÷ C tx/s', 'B orders/s ÷ C tx/s', 'A ÷ B', 'A p99', 'C p99', 'A p99 ÷ C p99'],
    LEVELS.map((c) => {
      const [a, b, l] = (['A', 'B', 'C'] as const).map((name) =>
        stats(phases.find((p) => p.name === name && p.concurrency === c)!.outcome),
      );
      return [
        String(c),
        (a!.perSecond / l!.perSecond).toFixed(3),
        (b!.perSecond / l!.perSecond).toFixed(3),
        (a!.perSecond / b!.perSecond).toFixed(2),
        ms(a!.p99),
        ms(l!.p99),
        (a!.p99 / l!.p99).toFixed(1),
      ];
    }),
  );
}

function kindsTable(phases: readonly Phase[]): string {
  const rows: string[][] = [];
  for (const c of LEVELS) {
    for (const name of ['A', 'B'] as const) {
      const p = phases.find((x) => x.name === name && x.concurrency === c)!;
      const [m, l] = (['MARKET', 'LIMIT'] as const).map((k) => stats(p.outcome, k));
      rows.push([
        String(c),
        PHASE_LABEL[name],
        n0(m!.ok),
        ms(m!.p50),
        ms(m!.p99),
        n0(l!.ok),
        ms(l!.p50),
        ms(l!.p99),
      ]);
    }
  }
  return table(['concurrency', 'what', 'market buys', 'p50', 'p99', 'limit buys', 'p50', 'p99'], rows);
}

/**
 * SQL per operation by call site at one concurrency (its background work included; the run's own
 * bookkeeping queries, tagged bench.*, left out).
 */
function sqlTable(phases: readonly Phase[], concurrency: number): string {
  const per = (['A', 'B', 'C'] as const).map((name) => {
    const p = phases.find((x) => x.name === name && x.concurrency === concurrency)!;
    return {
      sql: new Map([...p.sql].filter(([tag]) => !tag.startsWith('bench.'))),
      ops: stats(p.outcome).ok,
    };
  });
  const tags = [...new Set(per.flatMap((x) => [...x.sql.keys()]))];
  const cell = (i: number, tag: string) => {
    const t = per[i]!.sql.get(tag);
    return t && t.count / per[i]!.ops >= 0.005
      ? `${(t.count / per[i]!.ops).toFixed(2)} / ${((t.seconds * 1000) / per[i]!.ops).toFixed(3)} ms`
      : '';
  };
  const total = (i: number) => {
    let count = 0;
    let seconds = 0;
    for (const t of per[i]!.sql.values()) {
      count += t.count;
      seconds += t.seconds;
    }
    return `**${(count / per[i]!.ops).toFixed(2)} / ${((seconds * 1000) / per[i]!.ops).toFixed(3)} ms**`;
  };
  const weight = (tag: string) => per.reduce((sum, x) => sum + (x.sql.get(tag)?.seconds ?? 0), 0);
  const rows = tags
    .filter((t) => [0, 1, 2].some((i) => cell(i, t) !== ''))
    .sort((a, b) => weight(b) - weight(a))
    .map((t) => [t, cell(0, t), cell(1, t), cell(2, t)]);
  rows.push(['all statements', total(0), total(1), total(2)]);
  return table(
    [
      'SQL call site (tag)',
      'A: per HTTP order (statements / time)',
      'B: per in-process order',
      'C: per ledger transaction',
    ],
    rows,
  );
}

/** CPU time per operation by process group: what each order costs the machine, whatever the noise. */
function cpuPerOpTable(phases: readonly Phase[]): string {
  const groups = ['postgres', 'bench process', 'HTTP client', 'redis-server'];
  return table(
    ['concurrency', 'what', ...groups.map((g) => `${g} CPU per op`), 'all of them'],
    phases.map((p) => {
      const rate = stats(p.outcome).perSecond;
      const per = groups.map((g) => ((p.cpu[g] ?? 0) * 1000) / rate);
      return [
        String(p.concurrency),
        PHASE_LABEL[p.name],
        ...per.map((x) => (x >= 0.005 ? ms(x) : '')),
        ms(per.reduce((a, b) => a + b, 0)),
      ];
    }),
  );
}

/** The server's own time of the order route (http_request_seconds) against the client's latency. */
function serverTable(phases: readonly Phase[]): string {
  return table(
    [
      'concurrency',
      'requests (server)',
      'server time, mean',
      'client latency, mean',
      'outside the app (client, HTTP, event loop)',
    ],
    phases
      .filter((p) => p.name === 'A')
      .map((p) => {
        let count = 0;
        let seconds = 0;
        for (const [k, t] of p.http)
          if (k.startsWith('POST /api/v1/wallet/pol/:wallet_id/order ')) {
            count += t.count;
            seconds += t.seconds;
          }
        const client = p.outcome.samples.reduce((sum, s) => sum + s.ms, 0) / p.outcome.samples.length;
        const server = (seconds * 1000) / count;
        return [String(p.concurrency), n0(count), ms(server), ms(client), ms(client - server)];
      }),
  );
}

function checksTable(
  phases: readonly Phase[],
  checks: OrderChecks,
  ledger: string[],
  placed: number,
): string {
  const errorsOf = (p: Phase) => [
    ...p.warmupErrors,
    ...p.outcome.samples.flatMap((s) => (s.error === undefined ? [] : [s.error])),
  ];
  const non200 = phases
    .filter((p) => p.name === 'A')
    .flatMap(errorsOf)
    .filter((e) => e.startsWith('HTTP ')).length;
  const otherErrors = phases.flatMap(errorsOf).filter((e) => !e.startsWith('HTTP ')).length;
  return table(
    ['check', 'result'],
    [
      ['non-200 answers of POST …/order (warm-ups and measured windows)', String(non200)],
      [
        'other failed operations (A, B, C; wrong status, exceptions, key pool exhausted)',
        String(otherErrors),
      ],
      [
        'orders placed (warm-ups included), in Postgres',
        `${n0(placed)}: ${checks.counts.map((c) => `${c.type} ${c.status} ${n0(c.orders)}`).join(', ')}`,
      ],
      [
        'ledgerProblems()',
        ledger.length === 0
          ? '[] (every journal balances per asset, every balance is the sum of its entries, none negative)'
          : ledger.slice(0, 5).join('; '),
      ],
      [
        'orders and balances (harness/orders/orders-checks.ts)',
        checks.problems.length === 0
          ? `every order placed is there, FILLED (market) or ACTIVE (limit), no other; the ${checks.walletsChecked} wallets' available / orders / shares balances are exactly what their orders and transfers say`
          : checks.problems.slice(0, 5).join('; '),
      ],
    ],
  );
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────────

async function setUp(): Promise<Run> {
  const stack = await startMarketDataStack(
    PLACEMENT === 'embedded' ? { sql: 'embedded', hot: 'memory' } : {},
  );
  // As paper-trading.test.ts: the recorded catalog, and the recorded full book on the open
  // neg-risk venue_a market (tick 0.001).
  const catalog = recordedCatalog();
  const market = catalog.find(
    (m) => m.venue === 'venue_a' && m.market.active && !m.market.closed && m.market.tick_size === '0.001',
  );
  if (!market) throw new Error('the recorded catalog has no open venue_a market with tick 0.001');
  const tokenId = market.market.left_token_id;
  const { bids, asks, ts } = recordedTrumpBook();
  await stack.ingest([...catalog, bookAt('venue_a', market.market.market_id, tokenId, ts, bids, asks)]);
  const project = await ProjectCredential.create(stack.client, ADMIN, 'bench-orders');
  const accounts: BenchAccount[] = [];
  for (let i = 0; i < ACCOUNTS; i++)
    accounts.push(await buildAccount(stack.client, project, ADMIN, { orders: CREDIT, baseline: '0' }));
  const port = Number(new URL(stack.client.baseUrl).port);
  const client = forkChild<ClientConfig, null>(path.join(BENCH_ROOT, 'bench/support/orders-client.ts'), {
    port,
  });
  await client.waitFor('ready');
  return {
    stack,
    market,
    tokenId,
    project,
    accounts,
    client,
    bodies: {
      MARKET: { token_id: tokenId, side: 'BUY', type: 'MARKET', amount: MARKET_USDC, units: 'USDC' },
      LIMIT: { token_id: tokenId, side: 'BUY', price: LIMIT_PRICE, shares: LIMIT_SHARES },
    },
    placed: [],
    moved: accounts.map(() => 0n),
    runId: randomUUID(),
    journals: 0,
    inProcessRate: new Map(),
  };
}

async function main(): Promise<void> {
  const host = machine();
  let failed = false;
  let run: Run | undefined;
  try {
    await mochaGlobalSetup();
    console.log('throw-away PostgreSQL, Redis and the mock Kafka broker up (harness/servers/services.ts)');
    const t0 = Date.now();
    run = await setUp();
    const { bids, asks } = recordedTrumpBook();
    console.log(
      `stack up, recorded catalog and book ingested, ${ACCOUNTS} accounts credited (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );

    const phases: Phase[] = [];
    for (const c of LEVELS) {
      console.log(`concurrency ${c}:`);
      phases.push(...(await level(run, c)));
    }
    run.client.send('job', null);
    await run.client.result;

    const ledger = await ledgerProblems(run.stack);
    const money: WalletMoney[] = run.accounts.flatMap((a, i) => [
      { walletId: a.walletId, credited: CREDIT, transferredOut: run!.moved[i]!, transferredIn: 0n },
      { walletId: a.baselineWalletId, credited: '0', transferredOut: 0n, transferredIn: run!.moved[i]! },
    ]);
    const checks = await checkOrders(run.stack.sql, run.placed, money, run.tokenId);
    const errors = phases.reduce((sum, p) => sum + stats(p.outcome).errors + p.warmupErrors.length, 0);
    failed = errors > 0 || ledger.length > 0 || checks.problems.length > 0;

    const keys = phases.reduce((sum, p) => sum + p.keys, 0);
    const setup = table(
      ['setup', ''],
      [
        [
          'services',
          PLACEMENT === 'embedded'
            ? 'the embedded default: its own PostgreSQL 18 server (npm binaries, default durability: fsync on) and the in-process hot state; the kcat mock Kafka broker idle'
            : 'throw-away PostgreSQL (fsync, synchronous_commit and full_page_writes off) and redis-server from harness/servers/services.ts; the kcat mock Kafka broker idle',
        ],
        [
          'stack (one Node process)',
          "harness/stack/market-data.ts: LogBus, chDB, Redis hot state, the API app (createApiApp) served on loopback, the OrderService, the engine's trading components (paper matcher, paper upkeep, fill outbox, positions consumer); one pg pool of 4 connections shared by all of it",
        ],
        [
          'market',
          `"${run.market.market.question}" (venue_a, neg-risk, tick 0.001) of the recorded catalog, with the recorded Trump 2024 "No" full book (market channel, 2024-10-13) re-keyed onto its token: ${asks.length} asks from ${asks[0]![0]} × ${asks[0]![1]}, ${bids.length} bids from ${bids[0]![0]} × ${bids[0]![1]}`,
        ],
        [
          'accounts',
          `${ACCOUNTS} accounts made through the API (project, account and wallet routes), each with its wallet paper-credited ${n0(Number(CREDIT))} pUSD and a second wallet (the baseline's destination); worker w uses account w mod ${ACCOUNTS}`,
        ],
        [
          'mix (alternating)',
          `MARKET BUY ${MARKET_USDC} USDC (fills at once at 0.514: the order, its fill and one settling journal → FILLED); LIMIT BUY ${LIMIT_SHARES} shares at ${LIMIT_PRICE} (holds ${MARKET_USDC} pUSD, rests → ACTIVE)`,
        ],
        [
          'baseline C',
          "`sql.transaction(tx => transfer(tx, …))` (engine/wallets/ledger.ts): 1 base unit of pUSD from the account's wallet to its second wallet, unique idempotency key, same pool",
        ],
        [
          'HTTP client',
          `bench/support/orders-client.ts in its own Node process: node:http Agent, keep-alive, one connection per worker; each account key used for at most ${ACCOUNT_KEY_BUDGET} requests (the API's RATE_LIMIT_ACCOUNT per minute), ${n0(keys)} fresh keys in the measured windows`,
        ],
        [
          'processes',
          `the bench process (the stack: API server, engine components, chDB; and the in-process loops B and C), the HTTP client process, PostgreSQL (its backends), redis-server, kcat; ${host.cores} cores shared, nothing pinned`,
        ],
        [
          'levels',
          `concurrency ${LEVELS.join(', ')}; per level a ${WARMUP_SECONDS} s warm-up of each phase (orders kept and checked, not measured), then ${ROUNDS} rounds of C, B, A of ${(SECONDS / ROUNDS).toFixed(1)} s each: ${SECONDS} s measured per phase, interleaved so that the shared machine's noise falls on all three alike`,
        ],
        ['percentiles', 'nearest rank over every sample of the measured window'],
      ],
    );
    const settleRows = phases
      .filter((p) => p.settleSeconds >= 0.1)
      .map((p) => `${PHASE_LABEL[p.name].split(':')[0]} c=${p.concurrency}: ${p.settleSeconds.toFixed(1)} s`);
    const [row] = await run.stack.sql.query<{ open: string }>(
      'bench.open_orders',
      "SELECT count(*) AS open FROM orders WHERE status = 'ACTIVE'",
    );
    const markdown = [
      '# Benchmark: paper venue order throughput and latency',
      '',
      'Produced by `npm run bench:orders` (bench/orders.ts); overwritten per run.',
      '',
      machineTable(host),
      '',
      setup,
      '',
      '## Throughput and latency',
      '',
      resultsTable(phases),
      '',
      '## Ratios to the bare ledger transaction (same run, same Postgres and pool)',
      '',
      ratiosTable(phases),
      '',
      '## By order kind',
      '',
      kindsTable(phases),
      '',
      '## Where the time goes',
      '',
      'CPU time per operation (CPU seconds of each process group in the measured windows ÷ operations done):',
      '',
      cpuPerOpTable(phases),
      '',
      `SQL statements per operation by call site at concurrency ${LEVELS[0]} (sql_query_seconds; the background work the orders caused — paper matcher, positions consumer — included; BEGIN/COMMIT not counted). Statement times include waiting for one of the pool's 4 connections outside transactions.`,
      '',
      sqlTable(phases, LEVELS[0]!),
      '',
      serverTable(phases),
      '',
      `Background catch-up after the measured windows (paper matcher idle, every fill applied to positions): ${settleRows.length ? settleRows.join('; ') : 'none over 0.1 s'}. Resting limit orders at the end: ${n0(Number(row!.open))} (all on the one token: each paper matcher pass scans them).`,
      '',
      '## Checks',
      '',
      checksTable(phases, checks, ledger, run.placed.length),
      '',
      failed ? '**FAILED**: see the checks above.' : 'All checks passed.',
      '',
      "Data: recorded venue payloads of the repository's test samples (Gamma events and markets, Kalshi markets, the Polymarket market-channel book of 2024-10-13).",
    ].join('\n');
    console.log(`\n${markdown}`);
    console.log(
      `\nwritten to ${writeResult(PLACEMENT === 'embedded' ? 'orders-embedded.md' : 'orders.md', markdown)}`,
    );
    if (failed)
      console.error(
        `FAILED: ${errors} failed operations; ledger: ${ledger.length} problems; orders: ${checks.problems.length} problems`,
      );
  } finally {
    await run?.stack.stop();
    await mochaGlobalTeardown();
  }
  if (failed) process.exit(1);
}

await main();
