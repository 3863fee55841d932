// The candles route over a market's whole life, on the shipped data (issue 43, the candles part of
// bench:backfill; the request-budget part is bench/backfill*.ts).
//
//   npm run bench:candles        (node --import tsx bench/candles.ts [--requests 200] [--interval 1h]
//                                 [--dataset slice|full])
//
// 1. --dataset slice (the default): the shipped order-book slice (datasets/polymarket-orderbook-slice; CC BY 4.0 — "Polymarket Order
//    Book Dataset (2026), Dinesh Gopalakrishnan. Licensed under CC BY 4.0.") is replayed by the real
//    replay connector and written by the engine's real writers (catalog, market state) into a fresh
//    chDB directory under .bench-cache/candles.
//    --dataset full: the full dataset (../shared/data/polymarket-orderbook-dataset, 144.9M quotes, same
//    licence) in bench:load's directory .bench-cache/load (bench/support/load-chdb.ts: built once,
//    ~25 min, with the listing catalog; reused after), and the dataset's most-quoted market's YES token.
// 2. The real API app (createApiApp, in process, over HTTP on loopback) answers
//    GET /api/v1/markets/candles?token_id=…&interval=… for the most-quoted token over its whole
//    stored life (no start or end), N times in each of two states: after a write (the token's
//    records stamp changed before each request, as the engine's market-state writer changes it after
//    each batch it stores: the answer is read from ClickHouse) and unchanged (the same chart asked
//    again: the answer kept under its stamp, CANDLES_CACHE_MB). Beside them, alternating, the raw
//    ClickHouse query of the same rows (docs/data.md's candles-prices recipe over the same range)
//    through the same analytics client, N times. Printed and written to bench/results/candles.md:
//    p50 and p99 of each and the ratio of the p50s (the route's cost over the query it cannot avoid),
//    the route's own reads (candles-query.ts called directly: the route less HTTP, middleware and
//    JSON), and beside them the floor of any read here: `SELECT 1` through the same client. Goal
//    (issue 43): route p50 ≤ 15 ms on the full dataset, judged for each state.
import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLogger } from '../core/logger.ts';
import type { MarketDataMessage } from '../core/market-data.ts';
import { CatalogWriter } from '../engine/market-data/catalog-writer.ts';
import { MarketStateWriter } from '../engine/market-data/market-state-writer.ts';
import { CatalogReadModel } from '../engine/market-queries/catalog-read-model.ts';
import { CANDLE_INTERVALS, candles, type CandleInterval } from '../engine/market-queries/candles-query.ts';
import { DEFAULT_REPLAY_DIR, ReplayConnector } from '../ingest/replay/index.ts';
import { ClickHouseAnalytics } from '../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../storage/clickhouse/migrate.ts';
import { writeRecordsStamps } from '../storage/hot/market-state.ts';
import { MemoryHotState } from '../storage/hot/memory-hot-state.ts';
import { benchApiApp, timedGet } from './support/load-api.ts';
import { openLoadChdb } from './support/load-chdb.ts';
import { mostQuoted, requireDataset } from './support/load-dataset.ts';
import { tokenIdOf } from '../ingest/replay/ids.ts';
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

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    interval: { type: 'string', default: '1h' },
    dataset: { type: 'string', default: 'slice' },
  },
});
const REQUESTS = Number(args.requests);
const INTERVAL = args.interval as CandleInterval;
if (!Number.isInteger(REQUESTS) || REQUESTS <= 0) throw new Error('--requests must be a positive integer');
if (!(INTERVAL in CANDLE_INTERVALS))
  throw new Error(`--interval must be one of ${Object.keys(CANDLE_INTERVALS).join(', ')}`);
const DATASET = args.dataset;
if (DATASET !== 'slice' && DATASET !== 'full') throw new Error('--dataset must be slice or full');
const WARMUP = 10;
const GOAL_P50_MS = 15;

async function replayed(): Promise<MarketDataMessage[]> {
  const out: MarketDataMessage[] = [];
  const replay = new ReplayConnector({
    dir: DEFAULT_REPLAY_DIR,
    log: createLogger('warn'),
    publisher: {
      publish: (_source, batch) => {
        out.push(...batch);
        return Promise.resolve();
      },
      reject: () => Promise.resolve(),
    },
  });
  await replay.start();
  const summary = await replay.done;
  if (summary.outcome !== 'finished') throw new Error(`the replay ended: ${summary.outcome}`);
  return out;
}

/** docs/data.md's candles-prices recipe for one token over [start, end], bucketed by the interval. */
function recipe(ch: ClickHouseAnalytics, token: string, start: number, end: number): string {
  const doc = readFileSync(path.join(BENCH_ROOT, 'docs/data.md'), 'utf8');
  const text = /<!-- recipe: candles-prices -->\n```sql\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!text) throw new Error('docs/data.md has no candles-prices recipe');
  const time = (t: number) => new Date(t).toISOString().replace('T', ' ').replace('Z', '');
  return text
    .replaceAll('<token id>', token)
    .replaceAll('<start>', time(start))
    .replaceAll('<end>', time(end))
    .replaceAll('INTERVAL 1 HOUR', `INTERVAL ${CANDLE_INTERVALS[INTERVAL] / 1000} SECOND`)
    .replace(/(?<=FROM )(price_ticks|book_states|book_deltas)\b/g, (t) => ch.table(t));
}

/** The stored history the route reads, and the token it is asked for. */
interface Prepared {
  ch: ClickHouseAnalytics;
  busiest: { token_id: string; n: string; first: string; last: string };
  /** What was stored, for the report. */
  stored: string;
  close: () => Promise<void>;
}

/** The shipped slice replayed through the engine's writers into a fresh chDB directory. */
async function shippedSlice(): Promise<Prepared> {
  const log = createLogger('warn');
  mkdirSync(BENCH_CACHE, { recursive: true });
  const dir = mkdtempSync(path.join(BENCH_CACHE, 'candles-'));
  const ch = new ClickHouseAnalytics({ chdbPath: path.join(dir, 'chdb'), database: 'bench' });
  await ch.start();
  const close = async () => {
    await ch.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateClickHouse(ch);
    const messages = await replayed();
    const hot = new MemoryHotState();
    await hot.start();
    const catalogWriter = new CatalogWriter(ch);
    const stateWriter = new MarketStateWriter(ch, hot, log);
    for (let i = 0; i < messages.length; i += 4000) {
      const batch = messages.slice(i, i + 4000);
      await catalogWriter.handle(batch);
      await stateWriter.handle(batch);
    }
    await hot.stop();
    const [busiest] = await ch.query<Prepared['busiest']>(
      'bench.busiest',
      `SELECT any(t.token_id) AS token_id, count() AS n, toString(min(toUnixTimestamp64Milli(s.ts))) AS first,
              toString(max(toUnixTimestamp64Milli(s.ts))) AS last
       FROM ${ch.table('book_states')} AS s INNER JOIN ${ch.table('tokens')} AS t ON t.token_key = s.token_key
       WHERE s.kind != 'checkpoint' GROUP BY s.token_key ORDER BY n DESC, token_id LIMIT 1`,
    );
    if (!busiest) throw new Error('the replay stored no quotes');
    const stored = `The shipped slice replayed through the engine's writers (${messages.length.toLocaleString('en-US')} messages)`;
    return { ch, busiest, stored, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The full dataset in bench:load's directory, and its most-quoted market's YES token. */
async function fullDataset(): Promise<Prepared> {
  requireDataset();
  const { analytics: ch, info, openSeconds } = await openLoadChdb();
  const { slug } = await mostQuoted(ch);
  const token = tokenIdOf(slug, 'yes');
  const [row] = await ch.query<{ n: string; first: string; last: string }>(
    'bench.token',
    `SELECT toString(count()) AS n, toString(min(toUnixTimestamp64Milli(ts))) AS first,
            toString(max(toUnixTimestamp64Milli(ts))) AS last
     FROM ${ch.table('book_states')} WHERE token_key = cityHash64('venue_a', {token: String}) AND kind != 'checkpoint'`,
    { token },
  );
  if (!row || Number(row.n) === 0) throw new Error(`.bench-cache/load holds no quote of ${slug}`);
  const books = (info.books ?? {}) as { rows?: number };
  const stored =
    `The full dataset in .bench-cache/load (${Number(books.rows ?? 0).toLocaleString('en-US')} book rows, built ${String(info.builtAt)}, ` +
    `opened in ${openSeconds.toFixed(1)} s); the dataset's most-quoted market, ${slug}, its YES token`;
  return { ch, busiest: { token_id: token, ...row }, stored, close: () => ch.stop() };
}

async function main(): Promise<void> {
  const host = machine();
  const log = createLogger('warn');
  const { ch, busiest, stored, close } = DATASET === 'full' ? await fullDataset() : await shippedSlice();
  try {
    const hot = new MemoryHotState();
    await hot.start();
    const catalog = new CatalogReadModel(ch, log, { refreshMs: 60_000 });
    await catalog.start();
    const app = await benchApiApp({ analytics: ch, catalog, log, hot });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = `/api/v1/markets/candles?token_id=${busiest.token_id}&interval=${INTERVAL}`;
    const first = await timedGet(agent, port, url);
    if (first.status !== 200) throw new Error(`${url}: ${first.status} ${first.body.toString()}`);
    const answer = JSON.parse(first.body.toString()) as {
      data: { basis: string; sources: string[]; start: string; end: string; candles: unknown[] };
    };
    const sql = recipe(ch, busiest.token_id, Date.parse(answer.data.start), Date.parse(answer.data.end));
    const direct = async () => {
      const t0 = performance.now();
      const rows = await ch.query('bench.recipe', sql);
      if (rows.length !== answer.data.candles.length)
        throw new Error(`the recipe gave ${rows.length} candles, the route ${answer.data.candles.length}`);
      return performance.now() - t0;
    };
    // What the route's handler awaits: its whole answer's reads, without HTTP, middleware or JSON.
    const engine = async () => {
      const t0 = performance.now();
      await candles(ch, { venue: 'venue_a', tokenId: busiest.token_id, interval: INTERVAL });
      return performance.now() - t0;
    };
    const floor = async () => {
      const t0 = performance.now();
      await ch.query('bench.floor', 'SELECT 1');
      return performance.now() - t0;
    };
    const routed = async () => {
      const r = await timedGet(agent, port, url);
      if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
      if (r.body.length !== first.body.length) throw new Error(`${url}: another answer than the first`);
      return r.ms;
    };
    // The engine's write of the token's records stamp after a batch: the next read is a new one.
    const written = async () => {
      await writeRecordsStamps(hot, [busiest.token_id]);
      return routed();
    };
    for (let i = 0; i < WARMUP; i++) {
      await written();
      await routed();
      await direct();
    }
    const api: number[] = [];
    const kept: number[] = [];
    const raw: number[] = [];
    const one: number[] = [];
    const own: number[] = [];
    // Alternating, so that a change in the shared machine's load hits all alike.
    for (let i = 0; i < REQUESTS; i++) {
      api.push(await written());
      kept.push(await routed());
      raw.push(await direct());
      one.push(await floor());
      own.push(await engine());
    }
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await catalog.stop();
    await hot.stop();
    const [apiP50, apiP99, keptP50, keptP99, rawP50, rawP99] = [
      percentile(api, 50),
      percentile(api, 99),
      percentile(kept, 50),
      percentile(kept, 99),
      percentile(raw, 50),
      percentile(raw, 99),
    ];
    const verdict = (p50: number) => (p50 <= GOAL_P50_MS ? 'met' : 'not met');
    const days = (Number(busiest.last) - Number(busiest.first)) / 86_400_000;
    const markdown = [
      "# bench:candles — GET /api/v1/markets/candles over a market's whole life",
      '',
      `${stored}; the most-quoted token ` +
        `(${Number(busiest.n).toLocaleString('en-US')} quotes over ${days.toFixed(2)} days), interval ${INTERVAL}, no start or end: ` +
        `${answer.data.candles.length} candles, basis ${answer.data.basis}, sources ${answer.data.sources.join(', ')}. ` +
        `${REQUESTS} requests in each state over one keep-alive connection (after a write: the token's records stamp changed first, ` +
        `as the engine changes it after each batch; unchanged: the same chart again, its answer kept), ` +
        `alternating with the raw ClickHouse query of the same rows (docs/data.md's candles-prices recipe).`,
      '',
      table(
        ['', 'p50', 'p99'],
        [
          ['route after a write (HTTP, in process; read from ClickHouse)', ms(apiP50), ms(apiP99)],
          ['route, records unchanged (HTTP, in process; the kept answer)', ms(keptP50), ms(keptP99)],
          [
            "the route's own reads (candles-query.ts, no HTTP)",
            ms(percentile(own, 50)),
            ms(percentile(own, 99)),
          ],
          ['raw query (same analytics client)', ms(rawP50), ms(rawP99)],
          ['route after a write ÷ raw', (apiP50 / rawP50).toFixed(2), (apiP99 / rawP99).toFixed(2)],
          ['route unchanged ÷ raw', (keptP50 / rawP50).toFixed(2), (keptP99 / rawP99).toFixed(2)],
          [
            '`SELECT 1` (the same client: the floor of any read)',
            ms(percentile(one, 50)),
            ms(percentile(one, 99)),
          ],
        ],
      ),
      '',
      `Goal (issue 43): route p50 ≤ ${GOAL_P50_MS} ms on the full dataset; here, on ${DATASET === 'full' ? 'the full dataset' : 'the shipped slice'}: ` +
        `after a write ${verdict(apiP50)}, records unchanged ${verdict(keptP50)}.`,
      '',
      machineTable(host),
      '',
    ].join('\n');
    process.stdout.write(markdown);
    process.stdout.write(
      `written to ${writeResult(DATASET === 'full' ? 'candles-full.md' : 'candles.md', markdown)}\n`,
    );
  } finally {
    await close();
  }
}

await main();
