// Copytrade latency (issue 11: "latency from a target trade arriving on the topic to the
// follower's order accepted, p50/p99").
//
//   npm run bench:copytrade   (node --import tsx bench/copytrade.ts [--trades 200] [--followers 1,16]
//                              [--rate 10] [--orders-per-second 40])
//
// Real parts: throw-away PostgreSQL and Redis from harness/servers/services.ts's mocha global setup;
// the market-data stack of harness/stack/market-data.ts (in-process bus, chDB, Redis hot state,
// Postgres, the order service with the paper venue and the engine's trading components) in this
// process; the recorded catalog and the recorded Trump 2024 "No" book on both tokens of the
// catalog's open neg-risk market. The target trades carry the price and size of a real Data API
// trade (test/fixtures/polymarket-data-api/data_v1_trades.json, its first row), re-keyed onto that
// market's "Yes" token, each with a trade id of its own.
//
// For each --followers level F: F accounts, each with a wallet credited 1,000,000 pUSD and one COPY
// copytrade (FIXED 1 USDC) of the same target; a CopytradeFollower consumes trading.target-trades.
// --trades trades are published one by one at --rate per second, lowered so that F followers ask
// for at most --orders-per-second orders (open loop: arrivals do not wait for the follower; the
// paper venue's throughput, bench:orders, is 150–300 orders/s here, and latency is measured below
// saturation — above it the queue grows without bound). Latency of each (trade, copytrade) = the moment OrderService.place() returned
// the accepted order − the moment the trade was published. Then every decision must be PLACED and
// every order FILLED, else exit 1.
//
// Baselines in the same run: the bus alone (publish → a consumer's handler receiving it, same
// pattern and rate on a scratch topic), and OrderService.place() alone (the same 1 USDC market buy,
// placed directly, one after the other).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MarketMessage } from '../core/market-data.ts';
import type { TargetTradeMessage } from '../core/trading-events.ts';
import { CopytradeFollower } from '../engine/copytrade/follower.ts';
import type { OrderService } from '../engine/trading/orders.ts';
import { topics } from '../storage/bus/topics.ts';
import { parseActivityPage, toTargetTrade } from '../venues/polymarket/data-api.ts';
import {
  bookAt,
  recordedCatalog,
  recordedTrumpBook,
  startMarketDataStack,
  type MarketDataStack,
} from '../harness/stack/market-data.ts';
import { sleep, waitUntil } from '../harness/servers/processes.ts';
import { mochaGlobalSetup, mochaGlobalTeardown } from '../harness/servers/services.ts';
import { ledgerProblems, paperCredit, projectAccounts } from '../harness/stack/wallets.ts';
import {
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
    trades: { type: 'string', default: '200' },
    followers: { type: 'string', default: '1,16' },
    rate: { type: 'string', default: '10' },
    'orders-per-second': { type: 'string', default: '40' },
  },
});
const TRADES = Number(args.trades);
const LEVELS = args.followers.split(',').map(Number);
const RATE = Number(args.rate);
/** Mirrored orders per second a level may ask for: the trade rate is lowered to stay under it. */
const ORDER_BUDGET = Number(args['orders-per-second']);
const ADMIN = 'adm_unused';
const TARGET = '0x4852abe54b776ff3c5f1ff3786c1c4ca41e22da9';

interface Row {
  scenario: string;
  samples: number[];
}

/** The first trade of the recorded Data API answer, read by the watcher's own parser. */
const recorded = parseActivityPage(
  (
    JSON.parse(
      readFileSync(path.join(BENCH_ROOT, 'test/fixtures/polymarket-data-api/data_v1_trades.json'), 'utf8'),
    ) as { response: unknown }
  ).response,
).trades[0]!;

/** The recorded trade re-keyed onto the benchmark's market, with a trade id of its own. */
function targetTrade(token: string, marketId: string): TargetTradeMessage {
  const message = toTargetTrade(
    { ...recorded, asset: token, conditionId: marketId, proxyWallet: TARGET },
    Date.now(),
  );
  return { ...message, trade_id: `bench:${randomUUID()}`, at: message.seen_at };
}

/** Publishes `n` records at `rate` per second; `each` returns the record and notes its send time. */
async function openLoop(n: number, rate: number, send: (i: number) => Promise<void>): Promise<void> {
  const start = performance.now();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sends.push(send(i));
  }
  await Promise.all(sends);
}

async function busAlone(stack: MarketDataStack): Promise<Row> {
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  const consumer = stack.bus.consumer({
    groupId: `bench-bus-${randomUUID()}`,
    topics: ['bench.copytrade-baseline'],
    handler: (batch) => {
      const now = performance.now();
      for (const r of batch.records) samples.push(now - sentAt.get(r.key)!);
      return Promise.resolve();
    },
  });
  await consumer.start();
  await openLoop(TRADES, RATE, async (i) => {
    const key = `k${i}`;
    sentAt.set(key, performance.now());
    await stack.bus.publish('bench.copytrade-baseline', [{ key, value: '{}' }]);
  });
  await waitUntil('the baseline consumer', () => samples.length === TRADES, 600_000, undefined, 50);
  await consumer.stop();
  return { scenario: 'bus alone: publish → consumer', samples };
}

async function placeAlone(stack: MarketDataStack, walletId: string, token: string): Promise<Row> {
  const samples: number[] = [];
  for (let i = 0; i < Math.min(TRADES, 200); i++) {
    const t0 = performance.now();
    await stack.orders.place(walletId, 'venue_a', {
      token_id: token,
      side: 'BUY',
      type: 'MARKET',
      amount: '1',
      units: 'USDC',
      slippage: 100,
    });
    samples.push(performance.now() - t0);
  }
  return { scenario: 'OrderService.place() alone (1 USDC market buy)', samples };
}

async function followers(
  stack: MarketDataStack,
  count: number,
  token: string,
  marketId: string,
  newAccount: Awaited<ReturnType<typeof projectAccounts>>,
): Promise<Row> {
  const copytrades: string[] = [];
  for (let i = 0; i < count; i++) {
    const account = await newAccount();
    await paperCredit(stack, account.walletId, 'POL', 'pUSD', '1000000', ADMIN);
    const r = await stack.client.post<{ response: { copytrade_id: string } }>(
      `/api/v1/wallet/pol/${account.walletId}/copytrade`,
      { target: TARGET, mode: 'COPY', settings: { sizing: { mode: 'FIXED', amount: '1' } } },
      account.headers,
    );
    if (r.status !== 201) throw new Error(`copytrade not created: ${JSON.stringify(r.body)}`);
    copytrades.push(r.body.response.copytrade_id);
  }
  const publishedAt = new Map<string, number>();
  const samples: number[] = [];
  const timed: Pick<OrderService, 'place'> = {
    place: async (walletId, venue, req, key) => {
      const order = await stack.orders.place(walletId, venue, req, key);
      // Only this level's trades: a new follower group also reads the topic's earlier trades (those
      // within the second before its copytrades were created are still theirs to follow).
      const sent = publishedAt.get(key!.split(':').slice(2).join(':'));
      if (sent !== undefined) samples.push(performance.now() - sent);
      return order;
    },
  };
  const follower = new CopytradeFollower(
    stack.bus,
    { sql: stack.sql, orders: timed, catalog: () => stack.catalog.current(), log: stack.log },
    `bench-copytrade-${randomUUID()}`,
  );
  await follower.start();
  const rate = Math.min(RATE, ORDER_BUDGET / count);
  await openLoop(TRADES, rate, async () => {
    const trade = targetTrade(token, marketId);
    publishedAt.set(trade.trade_id, performance.now());
    await stack.bus.publish(topics.targetTrades, [
      { key: trade.target, value: JSON.stringify(trade), decoded: trade },
    ]);
  });
  await waitUntil(`${TRADES * count} orders`, () => samples.length >= TRADES * count, 600_000, undefined, 50);
  await follower.stop();
  const [check] = await stack.sql.query<{ placed: number; filled: number; others: number }>(
    'bench.copytrade_check',
    `SELECT count(*) FILTER (WHERE d.decision = 'PLACED')::int AS placed, count(*) FILTER (WHERE o.status = 'FILLED')::int AS filled,
            count(*) FILTER (WHERE d.decision <> 'PLACED')::int AS others
     FROM copytrade_decisions d LEFT JOIN orders o USING (order_id) WHERE d.copytrade_id = ANY($1) AND d.trade_id = ANY($2)`,
    [copytrades, [...publishedAt.keys()]],
  );
  if (check!.placed !== TRADES * count || check!.filled !== TRADES * count || check!.others !== 0) {
    throw new Error(`expected ${TRADES * count} placed and filled decisions, found ${JSON.stringify(check)}`);
  }
  for (const id of copytrades)
    await stack.sql.query(
      'bench.copytrade_stop',
      `UPDATE copytrades SET status = 'STOPPED' WHERE copytrade_id = $1`,
      [id],
    );
  return {
    scenario: `target trade on the topic → order accepted, ${count} follower${count === 1 ? '' : 's'} per trade, ${rate} trades/s`,
    samples,
  };
}

async function main(): Promise<void> {
  await mochaGlobalSetup();
  let stack: MarketDataStack | undefined;
  try {
    // The catalog read model checks for a new version every 2 s as in production (the test stack's
    // default of 200 ms would put a chDB query in the event loop ten times as often).
    stack = await startMarketDataStack({ refreshMs: 2000 });
    const catalog = recordedCatalog();
    const market = catalog.find(
      (m): m is MarketMessage =>
        m.venue === 'venue_a' && m.market.active && !m.market.closed && m.market.tick_size === '0.001',
    )!;
    const { bids, asks, ts } = recordedTrumpBook();
    const yes = market.market.left_token_id;
    await stack.ingest([...catalog, bookAt('venue_a', market.market.market_id, yes, ts, bids, asks)]);
    const newAccount = await projectAccounts(stack.client, 'bench-copytrade', ADMIN);
    const direct = await newAccount();
    await paperCredit(stack, direct.walletId, 'POL', 'pUSD', '1000000', ADMIN);

    const rows: Row[] = [await busAlone(stack), await placeAlone(stack, direct.walletId, yes)];
    for (const f of LEVELS) rows.push(await followers(stack, f, yes, market.market.market_id, newAccount));
    const problems = await ledgerProblems(stack);
    if (problems.length > 0) throw new Error(`ledger problems: ${problems.join('; ')}`);

    const body = table(
      ['scenario', 'samples', 'p50', 'p90', 'p99', 'max'],
      rows.map((r) => [
        r.scenario,
        String(r.samples.length),
        ms(percentile(r.samples, 50)),
        ms(percentile(r.samples, 90)),
        ms(percentile(r.samples, 99)),
        ms(Math.max(...r.samples)),
      ]),
    );
    const report = [
      '# Copytrade latency (`npm run bench:copytrade`)',
      '',
      `${TRADES} target trades per scenario, published at the rate shown (open loop, at most ${ORDER_BUDGET} mirrored orders/s); each follower places a 1 USDC market buy on the paper venue (ledger hold, fill, settlement). A follower decides up to 8 copytrades of one trade at once.`,
      '',
      body,
      '',
      machineTable(machine()),
    ].join('\n');
    console.log(report);
    console.log(`written to ${writeResult('copytrade.md', report)}`);
  } finally {
    await stack?.stop();
    await mochaGlobalTeardown();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
