// The backfill against stand-ins that enforce Polymarket's and Kalshi's published limits (issue 43,
// the request-budget part of bench:backfill; the candles route's latency is bench/candles.ts).
//
//   npm run bench:backfill     (node --import tsx bench/backfill.ts [--markets 300] [--kalshi 100])
//
// N Polymarket and M Kalshi markets (made up, in the recorded payloads' shapes: harness/venues/)
// are listed on md.markets and filled by the real scheduler, fillers, budgets and transport, with
// the published limits as the settings: CLOB /prices-history 1,000 / 10 s and Data API /trades
// 200 / 10 s (the stand-in delays what is over, as the venue does), Kalshi Basic 20 reads/s (the
// stand-in answers 429). Each market has one day of past: 2 prices requests (both tokens per POST
// /batch-prices-history) and 1 trades request (Polymarket), candles and live + historical trades
// (Kalshi). Hot state is the in-process store (the same bucket rule as Redis's script; sharing
// across replicas is tested in test/integration/backfill.test.ts) and the stored spans are empty (a first start): this measures
// the fetching and publishing, not the engine's writes.
//
// Printed and written to bench/results/backfill.md: per host the requests answered, the mean rate
// over its busy time, the most requests the stand-in counted in one window of the venue's length ÷
// the limit (goal ≥ 0.9 for the bottleneck host, never above 1), requests delayed or refused for
// rate (goal 0 refused), the time to fill every market, and peak RSS.
import { parseArgs } from 'node:util';
import { createLogger } from '../core/logger.ts';
import {
  MARKET_DATA_VERSION,
  type KalshiMarketMessage,
  type MarketMessage,
  type PolymarketMarketMessage,
} from '../core/market-data.ts';
import { HostBudget } from '../ingest/backfill/budget.ts';
import { KalshiFiller } from '../ingest/backfill/kalshi-filler.ts';
import { PolymarketFiller } from '../ingest/backfill/polymarket-filler.ts';
import { BackfillScheduler } from '../ingest/backfill/scheduler.ts';
import { budgetedTransport } from '../ingest/backfill/transport.ts';
import { MarketDataPublisher } from '../ingest/publisher.ts';
import { LogBus } from '../storage/bus/log-bus.ts';
import { allTopics } from '../storage/bus/topics.ts';
import { MemoryHotState } from '../storage/hot/memory-hot-state.ts';
import { recordedCatalog } from '../harness/stack/market-data.ts';
import type { HttpStandIn } from '../harness/venues/http-stand-in.ts';
import {
  candle,
  kalshiTrade,
  KalshiHistoryStandIn,
  KALSHI_BASIC_READS_PER_S,
} from '../harness/venues/kalshi-history.ts';
import {
  POLYMARKET_PUBLISHED_LIMITS,
  PolymarketHistoryStandIn,
  tradeRow,
} from '../harness/venues/polymarket-history.ts';
import { machine, machineTable, ms, table, writeResult } from './support/load-report.ts';

const { values: args } = parseArgs({
  options: {
    markets: { type: 'string', default: '300' },
    kalshi: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '16' },
  },
});
const N = Number(args.markets);
const M = Number(args.kalshi);
const CONCURRENCY = Number(args.concurrency);
for (const [name, v] of [
  ['--markets', N],
  ['--kalshi', M],
  ['--concurrency', CONCURRENCY],
] as const)
  if (!Number.isInteger(v) || v < 0) throw new Error(`${name} must be a whole number`);

const MIN = 60_000;
const DAY = 1440 * MIN;
const NOW = Date.parse('2026-09-28T12:00:00.000Z');
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

function catalog(pm: PolymarketHistoryStandIn, ks: KalshiHistoryStandIn): MarketMessage[] {
  const recorded = recordedCatalog();
  const pmBase = recorded.find((m): m is PolymarketMarketMessage => m.venue === 'venue_a')!;
  const kBase = recorded.find((m): m is KalshiMarketMessage => m.venue === 'venue_b')!;
  const out: MarketMessage[] = [];
  for (let i = 0; i < N; i++) {
    const condition = `0x${hex(i + 1, 64)}`;
    const [up, down] = [String(10n ** 70n + BigInt(2 * i)), String(10n ** 70n + BigInt(2 * i + 1))];
    out.push({
      ...pmBase,
      v: MARKET_DATA_VERSION,
      source_ts: NOW,
      market: {
        ...pmBase.market,
        market_id: condition,
        condition_id: condition,
        left_token_id: up,
        right_token_id: down,
        created_at: new Date(NOW - DAY).toISOString(),
        closed: false,
        volume24hr: String(N - i),
        volume: String(N - i),
      },
    });
    pm.trades.set(
      condition,
      Array.from({ length: 20 }, (_, j) =>
        tradeRow({
          asset: j % 2 ? up : down,
          conditionId: condition,
          side: 'BUY',
          size: 1 + j,
          price: 0.5,
          timestamp: Math.floor((NOW - (j + 1) * 60 * MIN) / 1000),
          transactionHash: `0x${hex(i, 32)}${hex(j, 32)}`,
        }),
      ),
    );
    for (const token of [up, down])
      pm.prices.set(
        token,
        Array.from({ length: 288 }, (_, j) => ({ t: (NOW - DAY) / 1000 + j * 300, p: 0.5 })),
      );
  }
  ks.cutoff = { marketSettledMs: NOW - 7 * DAY, tradesCreatedMs: NOW - DAY / 2 };
  for (let i = 0; i < M; i++) {
    const ticker = `BENCH-${i}`;
    out.push({
      ...kBase,
      source_ts: NOW,
      market: {
        ...kBase.market,
        market_id: ticker,
        ticker,
        left_token_id: `${ticker}:yes`,
        right_token_id: `${ticker}:no`,
        created_at: new Date(NOW - DAY).toISOString(),
        closed: false,
        volume24hr: String(M - i),
        volume: String(M - i),
      },
    });
    ks.candles.set(
      ticker,
      Array.from({ length: 144 }, (_, j) => candle((NOW - DAY) / 1000 + (j + 1) * 600, 40 + (j % 5))),
    );
    ks.trades.set(
      ticker,
      Array.from({ length: 24 }, (_, j) =>
        kalshiTrade(ticker, `${ticker}-${j}`, NOW - (j + 1) * 55 * MIN, 45, 1, 'yes'),
      ),
    );
  }
  return out;
}

/** Requests of paths starting with `prefix`: count, first and last answer times come from the stand-in's log. */
function usage(http: HttpStandIn, prefixes: string[], times: Map<HttpStandIn, number[]>) {
  const answered = http.requests
    .map((r, i) => ({ r, at: times.get(http)![i]! }))
    .filter(({ r }) => prefixes.some((p) => r.path.startsWith(p)));
  const ok = answered.filter(({ r }) => r.status === 200);
  const span = ok.length > 1 ? ok.at(-1)!.at - ok[0]!.at : 0;
  return {
    requests: ok.length,
    refused: answered.filter(({ r }) => r.status === 429).length,
    perSecond: span > 0 ? ((ok.length - 1) / span) * 1000 : 0,
  };
}

async function main(): Promise<void> {
  const log = createLogger('warn');
  const pm = new PolymarketHistoryStandIn();
  const ks = new KalshiHistoryStandIn();
  await Promise.all([pm.start(), ks.start()]);
  // The answer time of every request, beside the stand-ins' own log.
  const times = new Map<HttpStandIn, number[]>([
    [pm.http, []],
    [ks.http, []],
  ]);
  for (const http of times.keys()) {
    const push = http.requests.push.bind(http.requests);
    http.requests.push = (...items) => {
      for (let i = 0; i < items.length; i++) times.get(http)!.push(Date.now());
      return push(...items);
    };
  }
  const bus = new LogBus({ log });
  await bus.start();
  await bus.ensureTopics(allTopics);
  const hot = new MemoryHotState();
  await hot.start();
  const markets = catalog(pm, ks);
  const publisher = new MarketDataPublisher(bus, log);
  await publisher.publish('bench', markets);

  const limits = {
    prices: {
      host: 'polymarket.prices-history',
      requests: POLYMARKET_PUBLISHED_LIMITS.pricesPer10s,
      windowMs: 10_000,
    },
    trades: {
      host: 'polymarket.data-api-trades',
      requests: POLYMARKET_PUBLISHED_LIMITS.tradesPer10s,
      windowMs: 10_000,
    },
    kalshi: { host: 'kalshi', requests: KALSHI_BASIC_READS_PER_S, windowMs: 1000 },
  };
  const budgets = Object.values(limits).map((l) => new HostBudget(hot, l));
  const [prices, trades, kalshi] = budgets as [HostBudget, HostBudget, HostBudget];
  const scheduler = new BackfillScheduler({
    bus,
    hot,
    publisher,
    log,
    spans: () => Promise.resolve(new Map()),
    fillers: {
      venue_a: new PolymarketFiller(
        budgetedTransport({ baseUrl: pm.url, budget: prices, log }),
        budgetedTransport({ baseUrl: pm.url, budget: trades, log }),
      ),
      venue_b: new KalshiFiller(budgetedTransport({ baseUrl: ks.url, budget: kalshi, log })),
    },
    lookbackMs: 2 * DAY,
    concurrency: CONCURRENCY,
    now: () => NOW,
    onStop: () => budgets.forEach((b) => b.stop()),
  });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const started = Date.now();
  await scheduler.start();
  while (scheduler.progress.filled + scheduler.progress.failed < N + M)
    await new Promise((r) => setTimeout(r, 100));
  const fillMs = Date.now() - started;
  clearInterval(sampler);
  await scheduler.stop();

  const rows = [
    [
      'CLOB /prices-history',
      usage(pm.http, ['/prices-history', '/batch-prices-history'], times),
      limits.prices,
      pm.delayed,
      pm.pricesWindow.peak,
    ],
    ['Data API /trades', usage(pm.http, ['/trades'], times), limits.trades, pm.delayed, pm.tradesWindow.peak],
    ['Kalshi (all reads)', usage(ks.http, ['/'], times), limits.kalshi, 0, ks.window.peak],
  ] as const;
  const host = machine();
  const report = [
    '# bench:backfill',
    '',
    `${N} Polymarket and ${M} Kalshi markets, one day of past each, ${CONCURRENCY} markets at once, against stand-ins enforcing the published limits (harness/venues/).`,
    '',
    table(
      [
        'host',
        'requests',
        'mean req/s over its busy time',
        'most in one window ÷ allowed (goal ≥ 0.9, ≤ 1)',
        'delayed (Polymarket, both hosts)',
        'refused for rate (goal 0)',
      ],
      rows.map(([name, u, limit, delayed, peak]) => [
        name,
        String(u.requests),
        `${u.perSecond.toFixed(1)} of ${((limit.requests / limit.windowMs) * 1000).toFixed(1)}`,
        `${peak} / ${limit.requests} = ${(peak / limit.requests).toFixed(2)}`,
        name.startsWith('Kalshi') ? '—' : String(delayed),
        String(u.refused),
      ]),
    ),
    '',
    'A host whose work ends before its window fills (few requests per market) shows a low ratio: it is not the bottleneck.',
    '',
    `Markets filled: ${scheduler.progress.filled} (failed ${scheduler.progress.failed}); time to fill all: ${ms(fillMs, 0)}; peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB; messages published ${scheduler.progress.messages}.`,
    '',
    machineTable(host),
  ].join('\n');
  console.log(report);
  console.log(`written to ${writeResult('backfill.md', report)}`);
  await Promise.all([pm.stop(), ks.stop(), bus.stop(), hot.stop()]);
}

await main();
