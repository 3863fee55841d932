// Paper orders on venue_a's sandbox, end to end on the real pipeline (sandbox connector → bus →
// engine → chDB/Redis → paper matcher → Postgres ledger), on a controlled clock and a fixed seed:
// a resting limit buy fills once the simulated walk brings the ask down to it, a limit buy the walk
// never reaches stays resting, and a stop-loss triggers when the price falls to it. The walk is
// computed first from the same pure model (ingest/sandbox/market.ts) to pick the prices, so the test
// says what it expects before the pipeline runs. The books, prices and trades rows say `sandbox`.
import assert from 'node:assert/strict';
import type { Clock } from '../../core/clock.ts';
import { compare, mid, round, sub } from '../../core/decimal.ts';
import { createLogger } from '../../core/logger.ts';
import { idsOf } from '../../ingest/replay/catalog.ts';
import { DEFAULT_REPLAY_DIR, loadReplayCatalog, type ReplayCatalog } from '../../ingest/replay/index.ts';
import { SandboxConnector } from '../../ingest/sandbox/connector.ts';
import { SandboxMarket, type SandboxStart } from '../../ingest/sandbox/market.ts';
import { readSandboxStarts } from '../../ingest/sandbox/start-state.ts';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';
import { paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';
import { eventually } from '../support/wait.ts';

const ADMIN = 'adm_unused';
const SEED = 'paper-fills-1';
const STEP = 60_000;
const MAX_STEPS = 400;

class ManualClock implements Clock {
  constructor(public t: number) {}
  now(): number {
    return this.t;
  }
  setTimeout(): { unref(): void } {
    return { unref: () => undefined };
  }
  clearTimeout(): void {}
}

/** The walk's plan for one market: the first step whose best ask is 3 ticks under the opening ask. */
interface Plan {
  start: SandboxStart;
  ask0: string;
  bid0: string;
  crossAt: number;
  /** Lowest best ask over steps 0..crossAt. */
  lowestAsk: string;
  /** The displayed price (the mid) at step 0 and at crossAt. */
  mid0: string;
  midAtCross: string;
}

function planFor(start: SandboxStart): Plan | undefined {
  const model = new SandboxMarket(SEED, start, STEP);
  const states = model.advance(MAX_STEPS, MAX_STEPS + 1);
  const ask0 = states[0]!.book.bestAsk;
  const bid0 = states[0]!.book.bestBid;
  const target = sub(ask0, '0.03');
  const crossAt = states.findIndex((s) => compare(s.book.bestAsk, target) <= 0);
  if (crossAt < 2) return undefined;
  const lowestAsk = states
    .slice(0, crossAt + 1)
    .reduce((low, s) => (compare(s.book.bestAsk, low) < 0 ? s.book.bestAsk : low), ask0);
  const midOf = (n: number) => mid(states[n]!.book.bestBid, states[n]!.book.bestAsk);
  return { start, ask0, bid0, crossAt, lowestAsk, mid0: midOf(0), midAtCross: midOf(crossAt) };
}

describe('paper orders on the venue_a sandbox (controlled clock, fixed seed)', function () {
  this.timeout(180_000);
  let stack: MarketDataStack;
  let plan: Plan;
  let sandbox: SandboxConnector;
  let clock: ManualClock;
  let headers: Record<string, string>;
  let walletId: string;

  const call = (method: string, path: string, body?: unknown) =>
    stack.client.request(method, path, { body, headers });
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.body)}`);
    return r.body.response;
  };
  const status = async (id: string) =>
    (await ok('GET', `/api/v1/wallet/pol/${walletId}/order/${id}`)).status as string;
  const stepTo = async (step: number) => {
    clock.t = origin + step * STEP;
    await sandbox.tick();
    await stack.matcher.idle();
  };
  let origin: number;

  before(async () => {
    const catalog = await loadReplayCatalog(DEFAULT_REPLAY_DIR);
    const { starts } = await readSandboxStarts(DEFAULT_REPLAY_DIR, catalog);
    const candidates = starts.filter(
      (s) => s.tick === '0.01' && Number(s.price) > 0.2 && Number(s.price) < 0.8,
    );
    const found = candidates.map(planFor).find((p) => p !== undefined);
    assert.ok(found, 'a recorded market whose walk falls 3 ticks within the steps looked at');
    plan = found;
    const one: ReplayCatalog = {
      markets: catalog.markets.filter((m) => m.slug === plan.start.market.slug),
      labels: catalog.labels,
    };

    stack = await startMarketDataStack({ config: { RATE_LIMIT_ACCOUNT: '1000000' } });
    origin = Date.now();
    clock = new ManualClock(origin);
    sandbox = new SandboxConnector({
      dir: DEFAULT_REPLAY_DIR,
      catalog: one,
      publisher: { publish: (_source, messages) => stack.ingest(messages) },
      log: createLogger('silent'),
      seed: SEED,
      stepMs: STEP,
      clock,
    });
    await sandbox.start();
    await sandbox.begun;
    const newAccount = await projectAccounts(stack.client, 'sandbox-fills', ADMIN);
    ({ headers, walletId } = await newAccount());
    await paperCredit(stack, walletId, 'POL', 'pUSD', '1000', ADMIN);
  });
  after(async () => {
    await sandbox?.stop();
    await stack?.stop();
  });

  it('should fill a resting limit once the walk crosses it, keep one it never reaches resting, and trigger a stop-loss', async () => {
    const token = idsOf(plan.start.market).yesTokenId;
    const limitPrice = sub(plan.ask0, '0.03');
    const farPrice = sub(plan.lowestAsk, '0.05');
    assert.equal(compare(farPrice, '0'), 1, 'the far limit is a price');

    // Step 0: the market's sandbox book is the catalog's and the engine's.
    const market = (await stack.client.get(`/api/v1/venue_a/market/slug/${plan.start.market.event.slug}`))
      .body.data;
    const listed = market.markets.find((m: { left_token_id: string }) => m.left_token_id === token);
    assert.equal(listed.data_source, 'sandbox');
    assert.equal(market.data_source, 'sandbox');

    const bought = await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
      token_id: token,
      side: 'BUY',
      type: 'MARKET',
      amount: '20',
      units: 'USDC',
    });
    assert.equal(bought.status, 'FILLED', 'a market buy takes the sandbox ask');
    const limit = await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
      token_id: token,
      side: 'BUY',
      price: limitPrice,
      shares: '10',
    });
    const far = await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
      token_id: token,
      side: 'BUY',
      price: farPrice,
      shares: '10',
    });
    // A stop-loss triggers when the displayed price (the mid) falls to it: at the latest at crossAt.
    const stopPrice = round(plan.midAtCross, 2, 'up');
    assert.equal(compare(stopPrice, plan.mid0), -1, 'the stop lies under the price it is placed at');
    const stop = await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
      token_id: token,
      side: 'SELL',
      type: 'STOPLOSS',
      price: stopPrice,
      shares: '5',
    });
    assert.deepEqual([limit.status, far.status, stop.status], ['ACTIVE', 'ACTIVE', 'ACTIVE']);

    // Up to the step before the crossing, the limit rests.
    for (let step = 1; step < plan.crossAt; step += 1) await stepTo(step);
    assert.equal(await status(limit.order_id), 'ACTIVE', `resting before step ${plan.crossAt}`);

    await stepTo(plan.crossAt);
    await eventually('the limit buy to fill', async () => (await status(limit.order_id)) === 'FILLED');
    await eventually(
      'the stop-loss to trigger and fill',
      async () => (await status(stop.order_id)) === 'FILLED',
    );
    assert.equal(await status(far.order_id), 'ACTIVE', 'a limit the price never reached stays resting');

    const prices = await stack.client.request('POST', '/api/v1/markets/prices', {
      body: { token_ids: [token] },
    });
    assert.match(String(prices.headers.get('x-data-source')), /^sandbox(; seed=.+)?$/);
  });

  it('should store the sandbox books and trades labelled sandbox', async () => {
    const token = idsOf(plan.start.market).yesTokenId;
    const rows = async (table: string) =>
      (
        await stack.analytics.query<{ source: string; n: string }>(
          'test',
          `SELECT source, count() AS n FROM ${stack.analytics.table(table)} WHERE token_key = cityHash64('venue_a', {token:String}) GROUP BY source ORDER BY source`,
          { token },
        )
      ).map((r) => r.source);
    assert.deepEqual(await rows('book_states'), ['sandbox']);
    assert.deepEqual(await rows('trades'), ['sandbox']);
    const catalogRows = await stack.analytics.query<{ source: string }>(
      'test',
      `SELECT DISTINCT source FROM ${stack.analytics.table('markets')} WHERE market_id = {market:String}`,
      { market: idsOf(plan.start.market).conditionId },
    );
    assert.deepEqual(
      catalogRows.map((r) => r.source),
      ['sandbox'],
      'the catalog row says sandbox',
    );
  });
});
