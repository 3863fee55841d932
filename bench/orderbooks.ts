// Benchmark 2 of the market-data issue: order-book history with the full dataset loaded.
//
//   npm run bench:orderbooks        (node --import tsx bench/orderbooks.ts [--requests 50] [--clients 8]
//                                    [--seconds 5] [--rounds 3] [--days N])
//
// 1. The full order-book dataset (../shared/data/polymarket-orderbook-dataset, 144.9M quotes; CC BY
//    4.0 — "Polymarket Order Book Dataset (2026), Dinesh Gopalakrishnan. Licensed under CC BY 4.0.")
//    is loaded into `book_states` (and `tokens`) in a chDB directory under .bench-cache/orderbooks with one
//    INSERT … SELECT … FROM file(…) that derives the replay's ids in SQL (YES token only; see
//    bench/support/load-dataset.ts). The first run prints the load time; later runs reuse the
//    directory. The SQL derivation is checked against ingest/replay/ids.ts on every run.
// 2. The real API app (createApiApp, in process, over HTTP on loopback) answers
//    GET /api/v1/markets/orderbooks?venue=venue_a&token_id=…&bucket=1h for the most-quoted market's
//    YES token (its whole range), N times; the ClickHouse queries that request ran (captured from
//    one request through a recording wrapper of the analytics port) are run directly through the
//    same analytics client N times, with the same concurrency. The token's history stamp is in hot
//    state as the engine leaves it, and this app keeps no answers: each request reads ClickHouse.
//    Beside it, the same request to an app that keeps answers (a repeated read: served from memory)
//    and to one where the token has no stamp (its latest change read too). The four alternate, so a
//    change in the load of this shared machine hits all alike.
// 3. Under concurrency: --clients clients (keep-alive, a connection each) read the same order books
//    in closed loops while one more client reads a cheap route beside them (POST
//    /api/v1/markets/prices for the token: hot state only, well under 1 ms of its own), against
//    that cheap route read alone; --rounds rounds of --seconds each, alone and loaded alternating.
// Printed and written to bench/results/orderbooks.md (a slice: orderbooks-first-N-days.md): p50 and p99 of both, API p50 / direct p50,
// and the concurrent figures. Goals (issue): API p50 ≤ 15 ms, ratio ≤ 1.5.
//
// --days N loads only the dataset's first N days (into .bench-cache/orderbooks-first-N-days): a
// smaller slice where the full load is too slow for the machine's state; the results say so.
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createLogger } from '../core/logger.ts';
import { CatalogReadModel } from '../engine/market-queries/catalog-read-model.ts';
import { conditionIdOf, tokenIdOf } from '../ingest/replay/ids.ts';
import type { Analytics, EncodedRows, InsertFormat, Params } from '../storage/clickhouse/analytics.ts';
import { historyStamp, writeTokenStates } from '../storage/hot/market-state.ts';
import { MemoryHotState } from '../storage/hot/memory-hot-state.ts';
import { benchApiApp, timedGet, timedRequest } from './support/load-api.ts';
import {
  BENCH_DATABASE,
  DATASET_DIR,
  cachedChdb,
  loadBookSnapshots,
  quoteDays,
  requireDataset,
  sqlText,
  verifyDerivedIds,
  mostQuoted,
} from './support/load-dataset.ts';
import { machine, machineTable, ms, percentile, table, writeResult } from './support/load-report.ts';
import { closedLoop, type LoopOutcome } from '../harness/orders/orders-loop.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    days: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const DAYS = args.days === undefined ? undefined : Number(args.days);
if (![REQUESTS, CLIENTS, ROUNDS, DAYS ?? 1].every((x) => Number.isInteger(x) && x > 0) || !(SECONDS > 0)) {
  throw new Error('--requests, --clients, --rounds and --days must be positive integers, --seconds positive');
}
const WARMUP = 5;
const GOAL_P50_MS = 15;
const GOAL_RATIO = 1.5;

interface RecordedCall {
  tag: string;
  query: string;
  params: Params | undefined;
  /** Calls completed before this one started: calls of one wave ran concurrently. */
  wave: number;
  /** Made through queryRowBinary. */
  binary: boolean;
}

/** The analytics port as the route sees it, recording the calls of one request on demand. */
class RecordingAnalytics implements Analytics {
  private calls: RecordedCall[] | undefined;
  private completed = 0;

  constructor(private readonly inner: Analytics) {}

  record(): void {
    this.calls = [];
    this.completed = 0;
  }

  take(): RecordedCall[] {
    const calls = this.calls ?? [];
    this.calls = undefined;
    return calls;
  }

  table(name: string): string {
    return this.inner.table(name);
  }

  query<T>(tag: string, query: string, params?: Params): Promise<T[]> {
    return this.recorded({ tag, query, params, wave: this.completed, binary: false }, () =>
      this.inner.query<T>(tag, query, params),
    );
  }

  queryRowBinary(tag: string, query: string, params?: Params): Promise<Uint8Array> {
    return this.recorded({ tag, query, params, wave: this.completed, binary: true }, () =>
      this.inner.queryRowBinary(tag, query, params),
    );
  }

  private async recorded<R>(call: RecordedCall, run: () => Promise<R>): Promise<R> {
    const calls = this.calls;
    calls?.push(call);
    try {
      return await run();
    } finally {
      if (calls) this.completed += 1;
    }
  }

  insert<T extends object>(
    tag: string,
    name: string,
    rows: readonly T[],
    format?: InsertFormat,
  ): Promise<void> {
    return this.inner.insert(tag, name, rows, format);
  }

  insertEncoded(tag: string, name: string, batch: EncodedRows): Promise<void> {
    return this.inner.insertEncoded(tag, name, batch);
  }

  command(tag: string, query: string, params?: Params): Promise<void> {
    return this.inner.command(tag, query, params);
  }
}

async function main(): Promise<void> {
  requireDataset();
  const host = machine();
  const t0 = Date.now();
  const days = DAYS === undefined ? undefined : quoteDays().slice(0, DAYS);
  const cacheName = days ? `orderbooks-first-${days.length}-days` : 'orderbooks';
  const {
    analytics,
    info: builtInfo,
    built,
  } = await cachedChdb(cacheName, async (ch) => {
    console.log(
      `loading ${days ? `the dataset's days ${days.join(', ')}` : 'the full dataset'} into .bench-cache/${cacheName} (once; later runs reuse it)…`,
    );
    return loadBookSnapshots(ch, days);
  });
  // A copy of bench:load's directory (the same full load, beside the catalog) keeps the load's
  // figures under `books`.
  const info: Record<string, unknown> = {
    builtAt: builtInfo.builtAt,
    ...((builtInfo.books as Record<string, unknown> | undefined) ?? builtInfo),
  };
  const openSeconds = (Date.now() - t0) / 1000;
  if (built) {
    console.log(
      `loaded ${String(info.rows)} book snapshots in ${openSeconds.toFixed(1)} s (insert ${String(info.insertSeconds)} s, merge to one part per month ${String(info.optimizeSeconds)} s)`,
    );
  } else {
    console.log(
      `reusing .bench-cache/${cacheName} (built ${String(info.builtAt)}); opened in ${openSeconds.toFixed(1)} s`,
    );
  }

  // The most-quoted market (ties: first slug), and a few others for the id check.
  const markets = sqlText(`${DATASET_DIR}/markets.parquet`);
  const top = await mostQuoted(analytics);
  const { slug } = top;
  const sample = await analytics.query<{ slug: string }>(
    'bench.sample',
    `SELECT slug FROM file(${markets}, Parquet) ORDER BY cityHash64(slug) LIMIT 4`,
  );
  await verifyDerivedIds(analytics, [slug, ...sample.map((s) => s.slug)]);
  const tokenId = tokenIdOf(slug, 'yes');
  const [stored] = await analytics.query<{ n: string; first: string; last: string; market: string }>(
    'bench.token',
    `SELECT count() AS n, toString(min(ts)) AS first, toString(max(ts)) AS last,
            (SELECT any(market_id) FROM ${BENCH_DATABASE}.tokens WHERE token_key = cityHash64('venue_a', {token: String})) AS market
     FROM ${BENCH_DATABASE}.book_states WHERE token_key = cityHash64('venue_a', {token: String}) AND kind != 'checkpoint'`,
    { token: tokenId },
  );
  if (!stored || Number(stored.n) === 0 || stored.market !== conditionIdOf(slug)) {
    throw new Error(`the loaded table has no snapshots of ${slug} under the replay's ids`);
  }

  // The API as the api role serves it; the catalog is not read by this route for venue_a. The
  // token's history stamp is in hot state as the engine leaves it once the history is stored; the
  // app measured first keeps no answers (every request reads ClickHouse: what a first read of a
  // chart costs), the others keep them, or read a token without a stamp (history written around the engine).
  const log = createLogger('silent');
  const recording = new RecordingAnalytics(analytics);
  const catalog = new CatalogReadModel(analytics, log, { refreshMs: 3_600_000 });
  await catalog.start();
  const hot = new MemoryHotState();
  await hot.start();
  const lastMs = Date.parse(`${stored.last.replace(' ', 'T')}Z`);
  await writeTokenStates(
    hot,
    new Map([[tokenId, { history: historyStamp(lastMs, 0) }]]),
    new Map([[tokenId, lastMs]]),
  );
  const serve = async (config: Record<string, string>, appHot?: MemoryHotState) => {
    const app = await benchApiApp({
      analytics: recording,
      catalog,
      log,
      config,
      ...(appHot ? { hot: appHot } : {}),
    });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as AddressInfo).port };
  };
  const cold = await serve({ BOOK_HISTORY_CACHE_MB: '0' }, hot);
  const kept = await serve({}, hot);
  const unstamped = await serve({ BOOK_HISTORY_CACHE_MB: '0' });
  const { port } = cold;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const path = `/api/v1/markets/orderbooks?venue=venue_a&token_id=${tokenId}&bucket=1h`;

  // The calls of a request once the process has read the token's market (as every later one).
  await timedGet(agent, port, path);
  recording.record();
  const first = await timedGet(agent, port, path);
  const calls = recording.take();
  const reply = JSON.parse(first.body.toString('utf8')) as {
    success: boolean;
    data?: { created_at: string }[];
  };
  if (first.status !== 200 || !reply.success || !reply.data) {
    throw new Error(`GET ${path} answered ${first.status}: ${first.body.toString('utf8').slice(0, 500)}`);
  }
  const points = reply.data.length;
  const waves = [...new Set(calls.map((c) => c.wave))].map((w) => calls.filter((c) => c.wave === w));
  const direct = async (): Promise<number> => {
    const t = performance.now();
    for (const wave of waves) {
      await Promise.all(
        wave.map((c) =>
          c.binary
            ? analytics.queryRowBinary(c.tag, c.query, c.params)
            : analytics.query(c.tag, c.query, c.params),
        ),
      );
    }
    return performance.now() - t;
  };

  const keptAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const unstampedAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const same = async (other: Promise<{ status: number; body: Buffer }>, what: string) => {
    const r = await other;
    if (r.status !== 200 || !r.body.equals(first.body))
      throw new Error(`${what} answered ${r.status}, not the same answer`);
  };
  await same(timedGet(keptAgent, kept.port, path), 'the app keeping answers');
  await same(timedGet(unstampedAgent, unstamped.port, path), 'a read without the stamp');

  const apiMs: number[] = [];
  const directMs: number[] = [];
  const keptMs: number[] = [];
  const unstampedMs: number[] = [];
  const timed = async (into: number[] | undefined, request: Promise<{ status: number; ms: number }>) => {
    const r = await request;
    if (r.status !== 200) throw new Error(`answered ${r.status}`);
    into?.push(r.ms);
  };
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const warm = i >= WARMUP;
    await timed(warm ? apiMs : undefined, timedGet(agent, port, path));
    const d = await direct();
    if (warm) directMs.push(d);
    await timed(warm ? keptMs : undefined, timedGet(keptAgent, kept.port, path));
    await timed(warm ? unstampedMs : undefined, timedGet(unstampedAgent, unstamped.port, path));
  }
  agent.destroy();
  keptAgent.destroy();
  unstampedAgent.destroy();
  const concurrent = await underConcurrency(port, path, tokenId);
  for (const { server } of [cold, kept, unstamped])
    await new Promise<void>((resolve) => server.close(() => resolve()));
  await catalog.stop();
  await analytics.stop();

  const apiP50 = percentile(apiMs, 50);
  const directP50 = percentile(directMs, 50);
  const ratio = apiP50 / directP50;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const results = table(
    ['', 'runs', 'p50', 'p99', 'goal'],
    [
      [
        'API: GET /api/v1/markets/orderbooks … bucket=1h (HTTP, loopback), no answers kept: every request reads ClickHouse (a process that has read the token before: its market and its oldest whole book known)',
        String(REQUESTS),
        ms(apiP50),
        ms(percentile(apiMs, 99)),
        `p50 ≤ ${GOAL_P50_MS} ms: ${verdict(apiP50 <= GOAL_P50_MS)}`,
      ],
      [
        `direct: the route's ClickHouse ${calls.length === 1 ? 'query' : `queries (${calls.length})`} through the client`,
        String(REQUESTS),
        ms(directP50),
        ms(percentile(directMs, 99)),
        '',
      ],
      [
        'ratio API p50 / direct p50',
        '',
        ratio.toFixed(2),
        '',
        `≤ ${GOAL_RATIO}: ${verdict(ratio <= GOAL_RATIO)}`,
      ],
      [
        'API, a token without a history stamp (history written around the engine: its latest change is read too)',
        String(REQUESTS),
        ms(percentile(unstampedMs, 50)),
        ms(percentile(unstampedMs, 99)),
        '',
      ],
      [
        'API, the answer kept (BOOK_HISTORY_CACHE_MB, default; stamp unchanged): a repeated read',
        String(REQUESTS),
        ms(percentile(keptMs, 50)),
        ms(percentile(keptMs, 99)),
        '',
      ],
    ],
  );
  const setup = table(
    ['setup', ''],
    [
      [
        `book_states rows (${days ? `a slice: the first ${days.length} of the dataset's ${quoteDays().length} days, ${days[0]} → ${days.at(-1)}` : 'full dataset'}, YES tokens)`,
        Number(info.rows).toLocaleString('en-US'),
      ],
      [
        'load (first run only)',
        `${String(info.insertSeconds)} s INSERT … SELECT FROM file() + ${String(info.optimizeSeconds)} s OPTIMIZE FINAL, on ${String(info.builtAt)}`,
      ],
      [
        'market (most quoted)',
        `${slug}: ${Number(top.n).toLocaleString('en-US')} snapshots recorded (markets.parquet), ${Number(stored.n).toLocaleString('en-US')} in the days the stored quotes hold`,
      ],
      ['token', `${tokenId.slice(0, 12)}…${tokenId.slice(-6)} (YES), ${stored.first} → ${stored.last} UTC`],
      ['answer', `${points} buckets of 1 h, ${(first.body.length / 1024).toFixed(0)} KB`],
      ['queries per request', calls.map((c) => `${c.tag} (wave ${c.wave})`).join(', ')],
      [
        'order',
        `${WARMUP} warm-up rounds, then rounds of API, direct, kept and no-stamp reads in turn; p99 of ${REQUESTS} runs: nearest rank`,
      ],
      [
        'history stamp',
        `written to hot state as the engine leaves it (its latest change: ${stored.last} UTC)`,
      ],
      [
        'API log level',
        'silent (one access-log line per request is µs against ms here; bench:listing measures it)',
      ],
    ],
  );
  const markdown = [
    '# Benchmark: order-book history (`GET /api/v1/markets/orderbooks`, bucket=1h)',
    '',
    'Produced by `npm run bench:orderbooks` (bench/orderbooks.ts); overwritten per run.',
    '',
    machineTable(host),
    '',
    setup,
    '',
    results,
    '',
    `## Under concurrency: ${CLIENTS} order-book clients, and a cheap route beside them`,
    '',
    concurrent,
    '',
    'Data: Polymarket Order Book Dataset (2026), Dinesh Gopalakrishnan. Licensed under CC BY 4.0.',
  ].join('\n');
  console.log(`\n${markdown}`);
  console.log(`\nwritten to ${writeResult(days ? `${cacheName}.md` : 'orderbooks.md', markdown)}`);
}

/** A cheap route read alone, then beside CLIENTS order-book readers, alternating: the table of both. */
async function underConcurrency(port: number, booksPath: string, tokenId: string): Promise<string> {
  const probePath = '/api/v1/markets/prices';
  const probeBody = JSON.stringify({ token_ids: [tokenId] });
  const booksAgent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const ok = async (request: Promise<{ status: number }>) => {
    const r = await request;
    if (r.status !== 200) throw new Error(`answered ${r.status}`);
  };
  const books = () => ok(timedGet(booksAgent, port, booksPath));
  const probe = () => ok(timedRequest(probeAgent, port, probePath, probeBody));
  const alone: LoopOutcome[] = [];
  const loaded: { books: LoopOutcome; probe: LoopOutcome }[] = [];
  await closedLoop(CLIENTS, 1, books); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    alone.push(await closedLoop(1, SECONDS, probe));
    const [b, p] = await Promise.all([closedLoop(CLIENTS, SECONDS, books), closedLoop(1, SECONDS, probe)]);
    loaded.push({ books: b, probe: p });
    console.log(
      `round ${round + 1}: ${b.samples.length} order books, ${p.samples.length} cheap reads beside them, ${alone.at(-1)!.samples.length} alone`,
    );
  }
  booksAgent.destroy();
  probeAgent.destroy();
  const row = (
    what: string,
    outcomes: readonly LoopOutcome[],
  ): { cells: string[]; p50: number; p99: number } => {
    const samples = outcomes.flatMap((o) => o.samples);
    const failed = samples.filter((x) => x.error !== undefined);
    if (failed.length > 0)
      throw new Error(`${what}: ${failed.length} failed requests, e.g. ${failed[0]!.error}`);
    const seconds = outcomes.reduce((sum, o) => sum + o.seconds, 0);
    const times = samples.map((x) => x.ms);
    const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
    return {
      cells: [
        what,
        samples.length.toLocaleString('en-US'),
        (samples.length / seconds).toFixed(1),
        ms(p50),
        ms(p99),
      ],
      p50,
      p99,
    };
  };
  const probeAlone = row(`POST ${probePath} alone (1 client)`, alone);
  const probeLoaded = row(
    `POST ${probePath} beside the ${CLIENTS} order-book clients`,
    loaded.map((l) => l.probe),
  );
  return [
    table(
      ['', 'requests', 'per second', 'p50', 'p99'],
      [
        row(
          `GET …/orderbooks … bucket=1h, ${CLIENTS} clients at once`,
          loaded.map((l) => l.books),
        ).cells,
        probeAlone.cells,
        probeLoaded.cells,
      ],
    ),
    '',
    `The cheap route beside the order-book load: p50 ${(probeLoaded.p50 / probeAlone.p50).toFixed(1)}× and p99 ${(probeLoaded.p99 / probeAlone.p99).toFixed(1)}× its figures alone. ${ROUNDS} rounds of ${SECONDS} s alone, then ${SECONDS} s loaded (after a 1 s warm-up of the ${CLIENTS} clients); closed loops, keep-alive connections, one per client.`,
  ].join('\n');
}

await main();
