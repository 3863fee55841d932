// The backfill scheduler against stand-ins of the venues' history routes (harness/venues: recorded
// payloads where they exist, the venues' documented shapes otherwise, their published limits
// enforced the way each venue does), with the real hot store (Redis), ClickHouse (chDB) and the
// in-process bus, the engine's history writer and the API: a market's candles and trades from
// before the service started are served; a trade seen live and by backfill is one row; a restart
// mid-backfill fetches nothing already stored; a lower limit setting is the budget the client keeps.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { KalshiMarketMessage, PolymarketMarketMessage, PriceMessage } from '../../core/market-data.ts';
import { storedSpans } from '../../engine/market-queries/stored-spans.ts';
import { HostBudget } from '../../ingest/backfill/budget.ts';
import { KalshiFiller } from '../../ingest/backfill/kalshi-filler.ts';
import { PolymarketFiller } from '../../ingest/backfill/polymarket-filler.ts';
import { BackfillScheduler } from '../../ingest/backfill/scheduler.ts';
import { budgetedTransport } from '../../ingest/backfill/transport.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import { uniqueName } from '../../harness/servers/backends.ts';
import {
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import {
  candle,
  kalshiTrade,
  KalshiHistoryStandIn,
  KALSHI_RATE_LIMITED,
} from '../../harness/venues/kalshi-history.ts';
import {
  PolymarketHistoryStandIn,
  recordedTradeRows,
  tradeRow,
  type DataApiTradeRow,
} from '../../harness/venues/polymarket-history.ts';
import { shapeProblems } from '../support/kalshi-models.ts';
import { eventually } from '../support/wait.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

// The recorded Data API trade (test/fixtures/polymarket-data-api): its market and token are the
// stand-in's market; the other token's id is made up.
const RECORDED = recordedTradeRows().find(
  (r) => r.transactionHash === '0xcfbc00ffd3ae55b78bf49b9716375f608099a8183fb4ac931f00b5bb158a94d1',
)!;
const CONDITION = RECORDED.conditionId;
const DOWN = RECORDED.asset;
const UP = '11111111111111111111111111111111111111111111111111111111111111111111111111';
/** The fills' "now": three hours after the recorded trade. */
const NOW = RECORDED.timestamp * 1000 + 3 * HOUR;
const hash = (n: number) => `0x${n.toString(16).padStart(64, 'a')}`;

function polymarketMarket(): PolymarketMarketMessage {
  const base = recordedCatalog().find((m): m is PolymarketMarketMessage => m.venue === 'venue_a')!;
  return {
    ...base,
    source_ts: NOW,
    market: {
      ...base.market,
      market_id: CONDITION,
      condition_id: CONDITION,
      left_token_id: UP,
      right_token_id: DOWN,
      created_at: iso(NOW - DAY),
      closed: false,
      volume24hr: '5000',
      volume: '90000',
    },
  };
}

function kalshiMarket(): KalshiMarketMessage {
  const base = recordedCatalog().find((m): m is KalshiMarketMessage => m.venue === 'venue_b')!;
  return {
    ...base,
    source_ts: NOW,
    market: { ...base.market, created_at: iso(NOW - DAY), closed: false, volume24hr: '10', volume: '100' },
  };
}

/** 40 trades of the market, one every 30 minutes back from NOW − 10 min, with the recorded one among them; newest first. */
function polymarketTrades(): DataApiTradeRow[] {
  const made = Array.from({ length: 40 }, (_, i) =>
    tradeRow({
      asset: i % 2 ? UP : DOWN,
      conditionId: CONDITION,
      side: i % 3 ? 'BUY' : 'SELL',
      size: 5 + i,
      price: 0.5 + (i % 7) / 100,
      timestamp: Math.floor((NOW - 10 * MIN - i * 30 * MIN) / 1000),
      transactionHash: hash(i + 1),
    }),
  );
  return [...made, RECORDED].sort((a, b) => b.timestamp - a.timestamp);
}

function fillPolymarket(stand: PolymarketHistoryStandIn): void {
  stand.trades.set(CONDITION, polymarketTrades());
  for (const [token, p] of [
    [UP, 0.3],
    [DOWN, 0.7],
  ] as const) {
    const points = [];
    for (let t = NOW - DAY; t <= NOW; t += 5 * MIN) points.push({ t: t / 1000, p });
    stand.prices.set(token, points);
  }
}

function fillKalshi(stand: KalshiHistoryStandIn, ticker: string): void {
  stand.cutoff = { marketSettledMs: NOW - 2 * DAY, tradesCreatedMs: NOW - 12 * HOUR };
  const candles = [];
  for (let t = NOW - DAY + 10 * MIN; t <= NOW; t += 10 * MIN)
    candles.push(candle(t / 1000, 40 + ((t / (10 * MIN)) % 5)));
  stand.candles.set(ticker, candles);
  stand.trades.set(
    ticker,
    Array.from({ length: 20 }, (_, i) =>
      kalshiTrade(ticker, `kt-${i}`, NOW - 30 * MIN - i * HOUR, 41 + (i % 3), 2 + i, i % 2 ? 'yes' : 'no'),
    ),
  );
}

/** The prices each request asked for (GET /prices-history, POST /batch-prices-history): tokens and window, unix ms. */
function pricesAsked(
  requests: readonly { path: string; query: URLSearchParams; body: unknown }[],
): { tokens: string[]; from: number; to: number }[] {
  return requests.flatMap((r) => {
    if (r.path === '/prices-history')
      return [
        {
          tokens: [r.query.get('market')!],
          from: Number(r.query.get('startTs')) * 1000,
          to: Number(r.query.get('endTs')) * 1000,
        },
      ];
    if (r.path !== '/batch-prices-history') return [];
    const b = r.body as { markets: string[]; start_ts: number; end_ts: number };
    return [{ tokens: b.markets, from: b.start_ts * 1000, to: b.end_ts * 1000 }];
  });
}

interface Run {
  scheduler: BackfillScheduler;
  stop(): Promise<void>;
}

function scheduler(
  stack: MarketDataStack,
  venues: { polymarket?: PolymarketHistoryStandIn; kalshi?: KalshiHistoryStandIn },
  options: {
    group: string;
    tradesPage?: number;
    kalshiReadsPerS?: number;
    tradesPer10s?: number;
    budgetPrefix: string;
  },
): Run {
  const log = createLogger((process.env.STACK_LOG as 'warn') ?? 'silent');
  const budgets: HostBudget[] = [];
  const budget = (host: string, requests: number, windowMs: number) => {
    const b = new HostBudget(stack.hot, { host: `${options.budgetPrefix}.${host}`, requests, windowMs });
    budgets.push(b);
    return b;
  };
  const fillers: ConstructorParameters<typeof BackfillScheduler>[0]['fillers'] = {};
  if (venues.polymarket) {
    const url = venues.polymarket.url;
    fillers.venue_a = new PolymarketFiller(
      budgetedTransport({ baseUrl: url, budget: budget('polymarket.prices-history', 1000, 10_000), log }),
      budgetedTransport({
        baseUrl: url,
        budget: budget('polymarket.data-api-trades', options.tradesPer10s ?? 200, 10_000),
        log,
      }),
      options.tradesPage,
    );
  }
  if (venues.kalshi)
    fillers.venue_b = new KalshiFiller(
      budgetedTransport({
        baseUrl: venues.kalshi.url,
        budget: budget('kalshi', options.kalshiReadsPerS ?? 20, 1000),
        log,
      }),
    );
  const s = new BackfillScheduler({
    bus: stack.bus,
    hot: stack.hot,
    publisher: new MarketDataPublisher(stack.bus, log),
    log,
    spans: (tokens, kind) => storedSpans(stack.analytics, tokens, kind),
    fillers,
    lookbackMs: 2 * DAY,
    concurrency: 2,
    now: () => NOW,
    groupId: options.group,
    onStop: () => budgets.forEach((b) => b.stop()),
  });
  return { scheduler: s, stop: () => s.stop() };
}

/** Waits until the engine stored a span for every message the scheduler published. */
async function stored(stack: MarketDataStack, s: BackfillScheduler, what: string): Promise<void> {
  await eventually(
    what,
    async () => {
      const [row] = await stack.analytics.query<{ n: string }>(
        't',
        `SELECT count() AS n FROM ${stack.analytics.table('history_spans')} FINAL`,
      );
      return Number(row!.n) >= s.progress.messages && s.progress.messages > 0;
    },
    60_000,
  );
}

describe("backfill scheduler against the venues' history stand-ins", function () {
  this.timeout(180_000);

  describe('a fresh start', () => {
    let stack: MarketDataStack;
    const pm = new PolymarketHistoryStandIn();
    const ks = new KalshiHistoryStandIn();
    let run: Run;
    const kalshi = kalshiMarket();

    before(async () => {
      stack = await startMarketDataStack();
      await Promise.all([pm.start(), ks.start()]);
      fillPolymarket(pm);
      fillKalshi(ks, kalshi.market.ticker);
      // The stream saw the recorded trade first (tick price, millisecond time, its transaction hash).
      const live: PriceMessage = {
        v: 1,
        type: 'price',
        venue: 'venue_a',
        market_id: CONDITION,
        token_id: DOWN,
        kind: 'last_trade',
        price: '0.74',
        ts: RECORDED.timestamp * 1000 + 412,
        side: 'buy',
        size: '199.372308',
        trade_id: RECORDED.transactionHash,
      };
      await stack.ingest([polymarketMarket(), kalshi, live]);
      run = scheduler(
        stack,
        { polymarket: pm, kalshi: ks },
        { group: uniqueName('bf'), budgetPrefix: uniqueName('b') },
      );
      await run.scheduler.start();
      await eventually(
        'both markets filled',
        () => Promise.resolve(run.scheduler.progress.filled === 2),
        120_000,
      );
      await stored(stack, run.scheduler, 'every published span stored');
    });
    after(async () => {
      await run?.stop();
      await Promise.all([pm.stop(), ks.stop(), stack?.stop()]);
    });

    it('should serve candles and trades of both venues from before the service started', async () => {
      const candles = async (token: string) =>
        (
          await stack.client.get(
            `/api/v1/markets/candles?token_id=${encodeURIComponent(token)}&interval=1h&start=${iso(NOW - DAY)}&end=${iso(NOW)}`,
          )
        ).body.data as { source: string; candles: unknown[] };
      const up = await candles(UP);
      assert.ok(up.candles.length >= 20, `Polymarket candles: ${JSON.stringify(up).slice(0, 300)}`);
      const yes = await candles(kalshi.market.left_token_id);
      assert.ok(yes.candles.length >= 20, `Kalshi candles: ${JSON.stringify(yes).slice(0, 300)}`);

      const trades = async (token: string) =>
        (
          await stack.client.get(
            `/api/v1/markets/trades?token_id=${encodeURIComponent(token)}&limit=200&start=${iso(NOW - 2 * DAY)}&end=${iso(NOW)}`,
          )
        ).body.data as { trade_id: string; source: string; time: string }[];
      const down = await trades(DOWN);
      const expected = polymarketTrades().filter((r) => r.asset === DOWN && r.timestamp * 1000 >= NOW - DAY);
      assert.deepEqual(down.map((t) => t.trade_id).sort(), expected.map((r) => r.transactionHash).sort());
      const kalshiTrades = await trades(kalshi.market.left_token_id);
      // 20 trades over 20 hours: the 12 older than the cutoff came from /historical/trades.
      assert.equal(kalshiTrades.length, 20);
      assert.ok(
        ks.http.count('/historical/trades') > 0 && ks.http.count('/markets/trades') > 0,
        'both trade routes asked',
      );
      // A first fill asks for both tokens' prices at once.
      assert.ok(pm.http.count('/batch-prices-history') > 0, 'the batch route asked');
      assert.equal(pm.http.count('/prices-history'), 0, 'no token asked alone on a first fill');
    });

    it("should keep one row of the trade the stream saw and the Data API gave again: the stream's", async () => {
      const rows = await stack.analytics.query<{ source: string; price: string }>(
        't',
        `SELECT source, toString(price) AS price FROM ${stack.analytics.table('trades')} FINAL WHERE trade_id = {id: String}`,
        { id: RECORDED.transactionHash },
      );
      assert.deepEqual(rows, [{ source: 'live', price: '0.74' }]);
    });

    it("should stay within each host's published limit: Kalshi refused nothing, Polymarket delayed nothing", () => {
      assert.equal(ks.refused, 0);
      assert.equal(pm.delayed, 0);
      assert.ok(ks.window.peak <= 20);
    });
  });

  describe('a restart mid-backfill', () => {
    let stack: MarketDataStack;
    const pm = new PolymarketHistoryStandIn();

    before(async () => {
      stack = await startMarketDataStack();
      await pm.start();
      fillPolymarket(pm);
    });
    after(async () => {
      await Promise.all([pm.stop(), stack?.stop()]);
    });

    it('should resume without asking again for what is stored', async () => {
      const group = uniqueName('bf');
      const budgetPrefix = uniqueName('b');
      const market = polymarketMarket();
      await stack.ingest([market]);
      // A slow first run (10 Data API requests per 10 s: about one page a second), stopped after two pages.
      const first = scheduler(
        stack,
        { polymarket: pm },
        { group, budgetPrefix, tradesPage: 5, tradesPer10s: 10 },
      );
      await first.scheduler.start();
      await eventually(
        'two trade pages read',
        () => Promise.resolve(pm.http.count('/trades', 200) >= 2),
        60_000,
      );
      await first.stop();
      await stored(stack, first.scheduler, "the first run's spans stored");
      const asked = pm.http.requests.length;
      const firstOffsets = pm.http.requests
        .filter((r) => r.path === '/trades')
        .map((r) => Number(r.query.get('offset')));
      const pricesAtRestart = await storedSpans(stack.analytics, [UP, DOWN], 'prices');

      // The next catalog round lists the market again.
      const second = scheduler(stack, { polymarket: pm }, { group, budgetPrefix, tradesPage: 5 });
      await second.scheduler.start();
      await stack.ingest([{ ...market, source_ts: NOW + 1 }]);
      await eventually(
        'the market filled',
        () => Promise.resolve(second.scheduler.progress.filled === 1),
        60_000,
      );
      // Stored in the end: both tokens' trades and prices over the whole window.
      await eventually(
        'the window stored',
        async () => {
          for (const kind of ['trades', 'prices'] as const) {
            const spans = await storedSpans(stack.analytics, [UP, DOWN], kind);
            for (const token of [UP, DOWN]) {
              const s = spans.get(token) ?? [];
              if (s.length !== 1 || s[0]!.from > NOW - DAY || s[0]!.to < NOW) return false;
            }
          }
          return true;
        },
        60_000,
      );
      await second.stop();

      const again = pm.http.requests.slice(asked);
      const offsets = again.filter((r) => r.path === '/trades').map((r) => Number(r.query.get('offset')));
      // Only the page in flight when the first run stopped (read, not stored) may be asked again.
      assert.ok(
        offsets.length > 0 && Math.min(...offsets) >= Math.max(...firstOffsets),
        `offsets: first ${firstOffsets.join()}, then ${offsets.join()}`,
      );
      assert.ok(
        offsets.filter((o) => firstOffsets.includes(o)).length <= 1,
        `offsets: first ${firstOffsets.join()}, then ${offsets.join()}`,
      );
      for (const { tokens, from, to } of pricesAsked(again)) {
        for (const token of tokens)
          for (const s of pricesAtRestart.get(token) ?? [])
            assert.ok(
              to < s.from || from > s.to + 999,
              `prices asked again inside a stored span: ${iso(from)}..${iso(to)}`,
            );
      }
      // Everything is there in the end: each token's trades of the window, once.
      const rows = await stack.analytics.query<{ trade_id: string }>(
        't',
        `SELECT trade_id FROM ${stack.analytics.table('trades')} FINAL WHERE token_key IN (cityHash64('venue_a', {up: String}), cityHash64('venue_a', {down: String}))`,
        { up: UP, down: DOWN },
      );
      assert.deepEqual(
        rows.map((r) => r.trade_id).sort(),
        polymarketTrades()
          .map((r) => r.transactionHash)
          .sort(),
      );
    });
  });

  describe('a market a user asks for', () => {
    it('should move it to the front of the queue', async () => {
      const stack = await startMarketDataStack();
      const pm = new PolymarketHistoryStandIn();
      await pm.start();
      try {
        fillPolymarket(pm);
        const busy = polymarketMarket();
        const quiet: PolymarketMarketMessage = {
          ...busy,
          market: {
            ...busy.market,
            market_id: `0x${'b'.repeat(64)}`,
            condition_id: `0x${'b'.repeat(64)}`,
            left_token_id: '222',
            right_token_id: '333',
            volume24hr: '1',
            volume: '1',
          },
        };
        await stack.ingest([busy, quiet]);
        // A chart of the quiet market's token asks for it (the route calls requestBackfill).
        assert.equal(
          (
            await stack.client.get(
              `/api/v1/markets/candles?token_id=333&interval=1h&start=${iso(NOW - DAY)}&end=${iso(NOW)}`,
            )
          ).status,
          200,
        );
        await eventually(
          'the request stored',
          async () => (await stack.hot.get('backfill:req:venue_a:333')) !== null,
        );
        const run = scheduler(
          stack,
          { polymarket: pm },
          { group: uniqueName('bf'), budgetPrefix: uniqueName('b') },
        );
        (run.scheduler as unknown as { o: { concurrency: number } }).o.concurrency = 1;
        await run.scheduler.start();
        await eventually('both filled', () => Promise.resolve(run.scheduler.progress.filled === 2), 60_000);
        await run.stop();
        const first = pm.http.requests.find(
          (r) => r.path.endsWith('prices-history') || r.path === '/trades',
        )!;
        const asked =
          first.path === '/trades' ? [first.query.get('market')] : pricesAsked([first])[0]!.tokens;
        assert.ok(
          asked.includes('222') || asked.includes(quiet.market.market_id),
          `first request: ${first.path}?${first.query.toString()} ${JSON.stringify(first.body)}`,
        );
        assert.equal(await stack.hot.get(`backfill:req:venue_a:333`), null, 'the request is served');
      } finally {
        await Promise.all([pm.stop(), stack.stop()]);
      }
    });
  });

  describe('two ingest replicas backfilling together', () => {
    it('should share one budget per host: nothing refused for rate, the host never over its limit, each trade stored once', async () => {
      const stack = await startMarketDataStack();
      // Kalshi at 4 reads/s: two replicas each keeping 4/s on budgets of their own would be refused.
      const ks = new KalshiHistoryStandIn(4);
      await ks.start();
      const runs: Run[] = [];
      try {
        const base = kalshiMarket();
        const markets = ['A', 'B', 'C', 'D'].map((x): KalshiMarketMessage => {
          const ticker = `${base.market.ticker}-${x}`;
          fillKalshi(ks, ticker);
          return {
            ...base,
            market: {
              ...base.market,
              market_id: ticker,
              ticker,
              left_token_id: `${ticker}:yes`,
              right_token_id: `${ticker}:no`,
            },
          };
        });
        await stack.ingest(markets);
        // One budget (same prefix) on the one hot store. Each replica reads the whole catalog (a
        // group of its own), so both ask the host at once for the same markets: the worst case.
        const budgetPrefix = uniqueName('b');
        for (let i = 0; i < 2; i++) {
          const run = scheduler(
            stack,
            { kalshi: ks },
            { group: uniqueName('bf'), budgetPrefix, kalshiReadsPerS: 4 },
          );
          runs.push(run);
        }
        await Promise.all(runs.map((r) => r.scheduler.start()));
        await eventually(
          'every market filled by both replicas',
          () => Promise.resolve(runs.every((r) => r.scheduler.progress.filled === markets.length)),
          120_000,
        );
        for (const r of runs) await stored(stack, r.scheduler, 'every published span stored');
        assert.equal(ks.refused, 0, 'no request refused for rate');
        assert.ok(
          ks.window.peak <= 4,
          `the host saw at most its limit over both replicas (peak ${ks.window.peak})`,
        );
        assert.ok(
          runs.every((r) => r.scheduler.progress.messages > 0),
          'both replicas fetched',
        );
        for (const m of markets) {
          const r = await stack.client.get(
            `/api/v1/markets/trades?token_id=${encodeURIComponent(m.market.left_token_id)}&limit=200&start=${iso(NOW - 2 * DAY)}&end=${iso(NOW)}`,
          );
          const ids = (r.body.data as { trade_id: string }[]).map((t) => t.trade_id);
          assert.equal(ids.length, 20, `${m.market.ticker}: ${ids.length} trades`);
          assert.equal(new Set(ids).size, 20, `${m.market.ticker}: each trade once`);
        }
        const [row] = await stack.analytics.query<{ rows: string; trades: string }>(
          't',
          `SELECT toString(count()) AS rows, toString(uniqExact(token_key, trade_key)) AS trades
           FROM ${stack.analytics.table('trades')} FINAL WHERE startsWith(trade_id, 'kt-')`,
        );
        assert.equal(row!.rows, row!.trades, 'one row per trade');
      } finally {
        await Promise.all(runs.map((r) => r.stop()));
        await Promise.all([ks.stop(), stack.stop()]);
      }
    });
  });

  describe('the budget follows the limit setting', () => {
    it("should keep a lower Kalshi limit it is set to, and honour the venue's 429 when set above it", async () => {
      const stack = await startMarketDataStack();
      const kalshi = kalshiMarket();
      const low = new KalshiHistoryStandIn(4);
      await low.start();
      try {
        fillKalshi(low, kalshi.market.ticker);
        await stack.ingest([kalshi]);
        // Set to the venue's 4 reads/s: never refused.
        const within = scheduler(
          stack,
          { kalshi: low },
          { group: uniqueName('bf'), budgetPrefix: uniqueName('b'), kalshiReadsPerS: 4 },
        );
        await within.scheduler.start();
        await eventually(
          'filled within the limit',
          () => Promise.resolve(within.scheduler.progress.filled === 1),
          60_000,
        );
        await within.stop();
        assert.equal(low.refused, 0);
        assert.ok(low.window.peak <= 4, `peak ${low.window.peak}`);

        // A fresh store (the spans differ by group only in the queue; use another market's tokens).
        const other = new KalshiHistoryStandIn(1);
        await other.start();
        try {
          const ticker = `${kalshi.market.ticker}-B`;
          fillKalshi(other, ticker);
          const market: KalshiMarketMessage = {
            ...kalshi,
            market: {
              ...kalshi.market,
              market_id: ticker,
              ticker,
              left_token_id: `${ticker}:yes`,
              right_token_id: `${ticker}:no`,
            },
          };
          await stack.ingest([market]);
          const over = scheduler(
            stack,
            { kalshi: other },
            { group: uniqueName('bf'), budgetPrefix: uniqueName('b'), kalshiReadsPerS: 50 },
          );
          await over.scheduler.start();
          await eventually(
            'filled over the limit',
            () =>
              Promise.resolve(
                over.scheduler.progress.filled >= 1 && other.http.count('/markets/trades', 200) > 0,
              ),
            60_000,
          );
          await over.stop();
          assert.ok(other.refused > 0, "set above the venue's limit, the venue refuses some");
          const refusal = other.http.requests.find((r) => r.status === 429);
          assert.ok(refusal);
          assert.deepEqual(shapeProblems(KALSHI_RATE_LIMITED.error, 'ErrorResponse'), []);
          assert.match(KALSHI_RATE_LIMITED.error.message, /^Rate limit exceeded/);
        } finally {
          await other.stop();
        }
      } finally {
        await Promise.all([low.stop(), stack.stop()]);
      }
    });
  });
});
