// Paper trading end to end over HTTP, on the real pipeline (bus → engine → chDB/Redis → paper
// matcher and positions consumer → Postgres ledger). Every figure below is worked out by hand.
//
// Books replayed:
// - venue_a "Up" market (tick 0.01): the real top-of-book quotes of `cbpac-usfed-2026-12-31-hike` on
//   2026-07-11 (datasets/polymarket-orderbook-slice) at 09:30:43 (bid 0.47 / ask 0.48), 10:31:41
//   (0.57 / 0.58), 11:12:20 (0.58 / 0.60) and 12:54:10 (0.47 / 0.48), re-keyed to the catalog's
//   token. The dataset gives no sizes: PAPER_TOP_OF_BOOK_SHARES (1000) shares are assumed at each.
//   Displayed price = the mid (spread ≤ 0.10).
// - venue_a neg-risk market (tick 0.001) and venue_b KXBOND market: the recorded Trump 2024 "No"
//   book (market channel, 2024-10-13): asks 0.514 × 20230.87, 0.515 × 43551.96, 0.516 × 28605.55…;
//   bids 0.511 × 1304.72, 0.51 × 12848.17…
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import { eventually } from '../support/wait.ts';
import {
  bookAt,
  quoteAt,
  recordedCatalog,
  recordedTrumpBook,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { ledgerProblems, paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';
import { venueShard } from '../../engine/trading/holds.ts';

/** The admin key of the market-data stack. */
const ADMIN = 'adm_unused';
const at = (h: number, m: number, s: number) => Date.UTC(2026, 6, 11, h, m, s);

describe('paper trading (orders, positions, PNL on both venues)', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let otherHeaders: Record<string, string>;
  let otherWallet: string;
  let up: MarketMessage;
  let negRisk: MarketMessage;
  let kalshi: MarketMessage;

  const call = async (method: string, path: string, body?: unknown, h = headers) =>
    stack.client.request(method, path, { body, headers: h });
  const ok = async (method: string, path: string, body?: unknown, h = headers) => {
    const r = await call(method, path, body, h);
    assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.body)}`);
    return r.body.response;
  };
  const balance = async (chain: 'pol' | 'sol', wallet = walletId) =>
    (await ok('GET', `/api/v1/wallet/${chain}/${wallet}/balance`)).balance;
  /** The chain's balance, what orders hold and the total, as the balance route answers them. */
  const funds = async (chain: 'pol' | 'sol', wallet = walletId) => {
    const { balance, held, total } = await ok('GET', `/api/v1/wallet/${chain}/${wallet}/balance`);
    return { balance, held, total };
  };
  const positions = (chain: 'pol' | 'sol', wallet = walletId) =>
    ok('GET', `/api/v1/wallet/${chain}/${wallet}/positions`);
  const pnl = async (chain: 'pol' | 'sol', wallet = walletId) =>
    (
      (await ok('GET', `/api/v1/wallet/${chain}/${wallet}/pnl`)) as {
        realized: string;
        unrealized: string;
        total: string;
      }[]
    ).map(({ realized, unrealized, total }) => ({ realized, unrealized, total }));
  const order = (id: string, chain = 'pol', wallet = walletId) =>
    ok('GET', `/api/v1/wallet/${chain}/${wallet}/order/${id}`);
  /** Waits until the positions consumer has caught up with `fills` fills of the wallet. */
  const positionsAfter = async (fills: number, chain: 'pol' | 'sol' = 'pol', wallet = walletId) => {
    await eventually(`${fills} PNL points`, async () => (await pnl(chain, wallet)).length === fills + 1);
    return positions(chain, wallet);
  };
  const hikeQuote = (ts: number, bid: string, ask: string) =>
    quoteAt('venue_a', up.market.market_id, up.market.left_token_id, ts, bid, ask);

  before(async () => {
    stack = await startMarketDataStack();
    const catalog = recordedCatalog();
    const open = catalog.filter((m): m is MarketMessage => m.market.active && !m.market.closed);
    up = open.find((m) => m.venue === 'venue_a' && m.market.tick_size === '0.01')!;
    negRisk = open.find((m) => m.venue === 'venue_a' && m.market.tick_size === '0.001')!;
    kalshi = open.find((m) => m.venue === 'venue_b')!;
    const { bids, asks, ts } = recordedTrumpBook();
    await stack.ingest([
      ...catalog,
      hikeQuote(at(9, 30, 43), '0.47', '0.48'),
      bookAt('venue_a', negRisk.market.market_id, negRisk.market.left_token_id, ts, bids, asks),
      bookAt('venue_b', kalshi.market.market_id, kalshi.market.left_token_id, ts, bids, asks),
    ]);
    const newAccount = await projectAccounts(stack.client, 'paper-trading', ADMIN);
    ({ headers, walletId } = await newAccount());
    ({ headers: otherHeaders, walletId: otherWallet } = await newAccount());
    await paperCredit(stack, walletId, 'POL', 'pUSD', '1000', ADMIN);
  });
  after(() => stack.stop());

  describe('venue_a on replayed real quotes: buy, price move, sell, resting limit, stoploss', () => {
    const ids: string[] = [];

    it('should quote and fill a market buy of 96 USDC at the ask, holding and paying exactly', async () => {
      const token = up.market.left_token_id;
      const quote = await ok('POST', `/api/v1/wallet/pol/${walletId}/order/quote`, {
        token_id: token,
        side: 'BUY',
        amount: '96',
        units: 'USDC',
      });
      // The market charges no fee: none known, or a zero rate.
      const { fee_schedule: schedule, ...walked } = quote;
      assert.ok(schedule === null || schedule.taker_rate === '0', JSON.stringify(schedule));
      assert.deepEqual(walked, {
        amount: '96',
        shares: '200',
        average_price: '0.48',
        best_price: '0.48',
        slippage: '0',
        fee: '0',
        tick_size: '0.01',
        min_order_size: '5',
      });
      const placed = await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
        token_id: token,
        side: 'BUY',
        type: 'MARKET',
        amount: '96',
        units: 'USDC',
      });
      ids.push(placed.order_id);
      assert.match(placed.order_id, /^0x[0-9a-f]{64}$/);
      assert.deepEqual(
        { ...placed, order_id: undefined, created_at: undefined, updated_at: undefined },
        {
          order_id: undefined,
          venue: 'venue_a',
          token_id: token,
          side: 'BUY',
          type: 'MARKET',
          amount: '96',
          shares: '200',
          filled: '200',
          filled_amount: '96',
          price: '0.48',
          average_price: '0.48',
          fee: { amount: '0', asset: 'pUSD' },
          units: 'USDC',
          status: 'FILLED',
          reason: null,
          execution: 'paper',
          expires_at: null,
          created_at: undefined,
          updated_at: undefined,
        },
      );
      assert.deepEqual(await balance('pol'), { 'USDC.e': '0', pUSD: '904' });
      assert.deepEqual(await order(placed.order_id), placed);
    });

    it('should show the position marked to the mid (0.475): 200 shares worth 95 for 96', async () => {
      const [p] = await positionsAfter(1);
      assert.deepEqual(
        { ...p.position, created_at: undefined },
        {
          token_id: up.market.left_token_id,
          outcome: up.market.left_outcome,
          shares: '200',
          avg_price: '0.48',
          current_price: '0.475',
          initial_value: '96',
          current_value: '95',
          amount_pnl: '-1',
          percent_pnl: '-1.04',
          realized_pnl: '0',
          redeemable: false,
          created_at: undefined,
        },
      );
      assert.equal(p.market.condition_id, up.market.market_id);
      assert.equal(typeof p.event.title, 'string');
    });

    it('should mark the position up when the price moves to 0.57 / 0.58, then realize part of it by selling 120 shares', async () => {
      await stack.ingest([hikeQuote(at(10, 31, 41), '0.57', '0.58')], { refresh: false });
      const [moved] = await positions('pol');
      // 200 × 0.575 = 115; 115 − 96 = 19; 19 / 96 = 19.79 %
      assert.deepEqual(
        [
          moved.position.current_price,
          moved.position.current_value,
          moved.position.amount_pnl,
          moved.position.percent_pnl,
        ],
        ['0.575', '115', '19', '19.79'],
      );
      const sold = await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
        token_id: up.market.left_token_id,
        side: 'SELL',
        amount: '120',
        units: 'SHARES',
      });
      ids.push(sold.order_id);
      // 120 × 0.57 = 68.4 into the wallet: 904 + 68.4
      assert.deepEqual(
        [sold.status, sold.type, sold.shares, sold.filled, sold.amount, sold.price],
        ['FILLED', 'MARKET', '120', '120', '68.4', '0.57'],
      );
      assert.deepEqual(await balance('pol'), { 'USDC.e': '0', pUSD: '972.4' });
      // Average cost: 120 of 200 shares take 57.6 of the 96 cost; realized 68.4 − 57.6 = 10.8;
      // 80 shares left at cost 38.4 (0.48 each), worth 80 × 0.575 = 46 → +7.6 (19.79 %).
      const [p] = await positionsAfter(2);
      assert.deepEqual(
        [
          p.position.shares,
          p.position.avg_price,
          p.position.initial_value,
          p.position.current_value,
          p.position.amount_pnl,
          p.position.percent_pnl,
          p.position.realized_pnl,
        ],
        ['80', '0.48', '38.4', '46', '7.6', '19.79', '10.8'],
      );
      // A point after each fill (unrealized at the fill's price: 200 × 0.48 − 96 = 0; 80 × 0.57 − 38.4 = 7.2), then now at the mid.
      assert.deepEqual(await pnl('pol'), [
        { realized: '0', unrealized: '0', total: '0' },
        { realized: '10.8', unrealized: '7.2', total: '18' },
        { realized: '10.8', unrealized: '7.6', total: '18.4' },
      ]);
    });

    it('should rest a limit sell above the bid, hold its shares, and fill it when the book crosses it', async () => {
      const limit = await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
        token_id: up.market.left_token_id,
        side: 'SELL',
        price: '0.58',
        shares: '50',
      });
      ids.push(limit.order_id);
      assert.deepEqual(
        [limit.type, limit.status, limit.filled, limit.amount],
        ['LIMIT', 'ACTIVE', '0', '29'],
      );
      const active = await ok('GET', `/api/v1/wallet/pol/${walletId}/orders/active`);
      assert.equal(active.length, 1);
      assert.deepEqual(active[0].order, {
        order_id: limit.order_id,
        token_id: up.market.left_token_id,
        type: 'LIMIT',
        side: 'SELL',
        shares: '50',
        filled: '0',
        price: '0.58',
        status: 'ACTIVE',
        created_at: Math.floor(Date.parse(limit.created_at) / 1000),
      });
      assert.equal(active[0].market.condition_id, up.market.market_id);
      // The 50 shares are held: a sell of 31 more than the 30 left free is refused.
      const tooMany = await call('POST', `/api/v1/wallet/pol/${walletId}/order`, {
        token_id: up.market.left_token_id,
        side: 'SELL',
        price: '0.9',
        shares: '31',
      });
      assert.equal(tooMany.status, 400);
      assert.equal(tooMany.body.code, 'insufficient_shares');
      // It says how many are free and what holds the rest.
      assert.equal(
        tooMany.body.error,
        `the wallet holds fewer free shares of this token than the order sells: selling 31 shares, 30 free; 50 held by 1 open order (${limit.order_id})`,
      );
      // 11:12:20: bid 0.58 reaches the limit; the matcher fills 50 × 0.58 = 29.
      await stack.ingest([hikeQuote(at(11, 12, 20), '0.58', '0.6')], { refresh: false });
      await eventually(
        'the limit sell to fill',
        async () => (await order(limit.order_id)).status === 'FILLED',
      );
      const filled = await order(limit.order_id);
      assert.deepEqual([filled.filled, filled.filled_amount, filled.average_price], ['50', '29', '0.58']);
      assert.deepEqual(await balance('pol'), { 'USDC.e': '0', pUSD: '1001.4' });
      assert.deepEqual(await ok('GET', `/api/v1/wallet/pol/${walletId}/orders/active`), []);
    });

    it('should trigger a stoploss when the price falls to it and sell into the bid, closing the position', async () => {
      const stop = await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
        token_id: up.market.left_token_id,
        side: 'SELL',
        type: 'STOPLOSS',
        price: '0.5',
        shares: '30',
      });
      ids.push(stop.order_id);
      assert.deepEqual([stop.status, stop.price], ['ACTIVE', '0.5']);
      // Moving the trigger: PUT with the order's type.
      const moved = await ok('PUT', `/api/v1/wallet/pol/${walletId}/order/${stop.order_id}`, {
        type: 'STOPLOSS',
        price: '0.52',
      });
      // The whole order as it now stands (order_id first, as the reference answers it), as GET gives it.
      assert.equal(Object.keys(moved)[0], 'order_id');
      assert.deepEqual(
        [moved.order_id, moved.price, moved.type, moved.status],
        [stop.order_id, '0.52', 'STOPLOSS', 'ACTIVE'],
      );
      assert.deepEqual(moved, await order(stop.order_id));
      // 12:54:10: mid 0.475 ≤ 0.52 → sells 30 × 0.47 = 14.1.
      await stack.ingest([hikeQuote(at(12, 54, 10), '0.47', '0.48')], { refresh: false });
      await eventually('the stoploss to fill', async () => (await order(stop.order_id)).status === 'FILLED');
      const done = await order(stop.order_id);
      assert.deepEqual([done.filled, done.filled_amount, done.price], ['30', '14.1', '0.52']);
      assert.deepEqual(await balance('pol'), { 'USDC.e': '0', pUSD: '1015.5' });
      // Realized: 10.8, then 29 − 24 (50 of 80 shares of cost 38.4) = 5, then 14.1 − 14.4 = −0.3 → 15.5 = 1015.5 − 1000.
      assert.deepEqual(await positionsAfter(4), []);
      const points = await pnl('pol');
      assert.deepEqual(points.at(-1), { realized: '15.5', unrealized: '0', total: '15.5' });
    });

    it('should list the wallet’s orders newest first with venue, event and market', async () => {
      const list = await ok('GET', `/api/v1/wallet/${walletId}/orders?limit=10`);
      assert.deepEqual(
        list.map((e: { order: { order_id: string } }) => e.order.order_id),
        [...ids].reverse(),
      );
      assert.deepEqual(
        list.map((e: { venue: string }) => e.venue),
        ids.map(() => 'venue_a'),
      );
      assert.equal(list[0].market.condition_id, up.market.market_id);
      const page = await ok('GET', `/api/v1/wallet/${walletId}/orders?limit=2&offset=1`);
      assert.deepEqual(
        page.map((e: { order: { order_id: string } }) => e.order.order_id),
        [ids[2], ids[1]],
      );
      assert.equal((await call('GET', `/api/v1/wallet/${walletId}/orders?limit=251`)).status, 400);
    });

    it('should list each order’s fills with their role: the market buy took the ask, the resting limit sell was crossed', async () => {
      const fills = (id: string) => ok('GET', `/api/v1/wallet/pol/${walletId}/order/${id}/fills`);
      const [buy] = await fills(ids[0]!);
      assert.deepEqual(
        { ...buy, at: undefined },
        {
          fill_id: `${ids[0]}:0001`,
          order_id: ids[0],
          token_id: up.market.left_token_id,
          side: 'BUY',
          price: '0.48',
          shares: '200',
          usdc: '96',
          fee: '0',
          role: 'taker',
          at: undefined,
        },
      );
      // Filled at placement: the fill's time is the order's creation (one clock, the database's).
      const placed = await order(ids[0]!);
      assert.equal(buy.at, placed.created_at);
      const limitSell = await fills(ids[2]!);
      assert.deepEqual(
        limitSell.map((f: { side: string; price: string; shares: string; usdc: string; role: string }) => [
          f.side,
          f.price,
          f.shares,
          f.usdc,
          f.role,
        ]),
        [['SELL', '0.58', '50', '29', 'maker']],
      );
      // The triggered stoploss sold into the bid: a taker.
      assert.deepEqual(
        (await fills(ids[3]!)).map((f: { role: string; shares: string }) => [f.role, f.shares]),
        [['taker', '30']],
      );
    });

    it('should answer 404 for another wallet’s order’s fills, as for the order itself', async () => {
      const theirs = await call(
        'GET',
        `/api/v1/wallet/pol/${otherWallet}/order/${ids[0]}/fills`,
        undefined,
        otherHeaders,
      );
      assert.equal(theirs.status, 404);
      assert.equal(theirs.body.code, 'order_not_found');
      const notTheirWallet = await call(
        'GET',
        `/api/v1/wallet/pol/${walletId}/order/${ids[0]}/fills`,
        undefined,
        otherHeaders,
      );
      assert.equal(notTheirWallet.status, 404);
    });
  });

  describe('venue_a on the recorded full book: partial fills, updates, cancel, expiry', () => {
    let wallet: string;
    before(async () => {
      wallet = (await ok('POST', '/api/v1/wallets')).wallet_id;
      await paperCredit(stack, wallet, 'POL', 'pUSD', '40000', ADMIN);
    });

    it('should fill a limit buy through two levels, rest the rest, and fill it when its price is raised', async () => {
      const token = negRisk.market.left_token_id;
      // 70000 @ 0.515 holds 36050; takes 20230.87 @ 0.514 (10398.66718) and 43551.96 @ 0.515 (22429.2594).
      const placed = await ok('POST', `/api/v1/wallet/pol/${wallet}/order`, {
        token_id: token,
        side: 'BUY',
        price: '0.515',
        shares: '70000',
      });
      assert.deepEqual(
        [
          placed.status,
          placed.shares,
          placed.filled,
          placed.filled_amount,
          placed.average_price,
          placed.amount,
        ],
        ['PARTIALLY_FILLED', '70000', '63782.83', '32827.92658', '0.514683', '36050'],
      );
      // What rests is still held: 36050 − 32827.92658 = 3222.07342, beside the 3950 free.
      assert.deepEqual(await funds('pol', wallet), {
        balance: { 'USDC.e': '0', pUSD: '3950' },
        held: { 'USDC.e': '0', pUSD: '3222.07342' },
        total: { 'USDC.e': '0', pUSD: '7172.07342' },
      });
      // Raised to 0.516: 6217.17 left need 3208.05972 of the 3222.07342 still held (14.0137 back),
      // and the 0.516 level (28605.55) fills them at once.
      await ok('PUT', `/api/v1/wallet/pol/${wallet}/order/${placed.order_id}`, {
        type: 'LIMIT',
        price: '0.516',
      });
      const filled = await order(placed.order_id, 'pol', wallet);
      assert.deepEqual(
        [filled.status, filled.filled, filled.filled_amount, filled.price, filled.average_price],
        ['FILLED', '70000', '36035.9863', '0.516', '0.5148'],
      );
      assert.deepEqual(await funds('pol', wallet), {
        balance: { 'USDC.e': '0', pUSD: '3964.0137' },
        held: { 'USDC.e': '0', pUSD: '0' },
        total: { 'USDC.e': '0', pUSD: '3964.0137' },
      });
      // Three fills, each taken from the book (at placement, then at the raised price), oldest first; paged.
      const fills = `/api/v1/wallet/pol/${wallet}/order/${placed.order_id}/fills`;
      const all = await ok('GET', fills);
      assert.deepEqual(
        all.map((f: { fill_id: string; price: string; shares: string; usdc: string; role: string }) => [
          f.fill_id.slice(-4),
          f.price,
          f.shares,
          f.usdc,
          f.role,
        ]),
        [
          ['0001', '0.514', '20230.87', '10398.66718', 'taker'],
          ['0002', '0.515', '43551.96', '22429.2594', 'taker'],
          ['0003', '0.516', '6217.17', '3208.05972', 'taker'],
        ],
      );
      assert.deepEqual(await ok('GET', `${fills}?limit=1&offset=1`), [all[1]]);
      assert.deepEqual(await ok('GET', `${fills}?offset=3`), []);
      assert.equal((await call('GET', `${fills}?limit=251`)).status, 400);
    });

    it('should cancel a resting order and give its hold back; a final order cannot change', async () => {
      const token = negRisk.market.left_token_id;
      const resting = await ok('POST', `/api/v1/wallet/pol/${wallet}/order`, {
        token_id: token,
        side: 'BUY',
        price: '0.5',
        shares: '100',
      });
      assert.equal(resting.status, 'ACTIVE');
      // 100 × 0.5 = 50 held by the order: out of the balance, in `held`, the total unchanged.
      assert.deepEqual(await funds('pol', wallet), {
        balance: { 'USDC.e': '0', pUSD: '3914.0137' },
        held: { 'USDC.e': '0', pUSD: '50' },
        total: { 'USDC.e': '0', pUSD: '3964.0137' },
      });
      // The chain-agnostic route answers the same for POL.
      const [pol] = await ok('GET', `/api/v1/wallet/${wallet}/balance`);
      assert.deepEqual(
        [pol.chain_id, pol.held, pol.total],
        ['POL', { 'USDC.e': '0', pUSD: '50' }, { 'USDC.e': '0', pUSD: '3964.0137' }],
      );
      const cancelled = await ok('DELETE', `/api/v1/wallet/pol/${wallet}/order/${resting.order_id}`);
      assert.equal(cancelled.status, 'CANCELLED');
      assert.deepEqual(await funds('pol', wallet), {
        balance: { 'USDC.e': '0', pUSD: '3964.0137' },
        held: { 'USDC.e': '0', pUSD: '0' },
        total: { 'USDC.e': '0', pUSD: '3964.0137' },
      });
      const again = await call('DELETE', `/api/v1/wallet/pol/${wallet}/order/${resting.order_id}`);
      assert.equal(again.status, 409);
      const update = await call('PUT', `/api/v1/wallet/pol/${wallet}/order/${resting.order_id}`, {
        type: 'LIMIT',
        price: '0.4',
      });
      assert.equal(update.status, 409);
    });

    it('should expire a good-till-date order and give its hold back', async () => {
      // A few seconds ahead: still in the future when a loaded machine delivers the request.
      const expiresAt = Math.floor(Date.now() / 1000) + 3;
      const gtd = await ok('POST', `/api/v1/wallet/pol/${wallet}/order`, {
        token_id: negRisk.market.left_token_id,
        side: 'BUY',
        price: '0.5',
        shares: '10',
        expires_at: expiresAt,
      });
      assert.deepEqual(await balance('pol', wallet), { 'USDC.e': '0', pUSD: '3959.0137' });
      await new Promise((r) => setTimeout(r, Math.max(0, expiresAt * 1000 - Date.now()) + 100));
      // What the engine's upkeep sweep does every PAPER_MATCH_REFRESH_S.
      await stack.orders.expire(gtd.order_id);
      assert.equal((await order(gtd.order_id, 'pol', wallet)).status, 'EXPIRED');
      assert.deepEqual(await balance('pol', wallet), { 'USDC.e': '0', pUSD: '3964.0137' });
    });
  });

  describe('venue_b swaps on the recorded full book', () => {
    // Kalshi's General Trading Fees (the market's series names no other fee type): a taker pays
    // round up to the cent of 0.07 × C × P × (1 − P) per execution (venues/kalshi/fees.ts).
    it('should buy for 100 USDC and sell the shares back, with fees in positions and PNL', async () => {
      await paperCredit(stack, walletId, 'SOL', 'USDC', '1000', ADMIN);
      const token = kalshi.market.left_token_id;
      assert.equal(kalshi.market.fee_schedule?.taker_rate, '0.07');
      // 100 / 0.514 → 194.552529 shares for 99.999999906 → 100 (rounded up to the base unit).
      // Worst price 0.514 × 1.01 → 0.52 (tick 0.01): at least 100 / 0.52 = 192.307692 shares.
      // Fee: 0.07 × 194.552529 × 0.514 × 0.486 = 3.40198… → 3.41; paid 100 + 3.41.
      const buy = await ok('POST', `/api/v1/wallet/sol/${walletId}/order`, {
        token_id: token,
        side: 'BUY',
        amount: '100',
        prediction_slippage: 100,
      });
      assert.deepEqual(
        { ...buy, order_id: undefined },
        { order_id: undefined, amount: '194.552529', min_amount: '192.307692', status: 'FILLED' },
      );
      assert.deepEqual(await balance('sol'), { USDC: '896.59' });
      assert.deepEqual((await order(buy.order_id, 'sol')).fee, { amount: '3.41', asset: 'USDC' });
      // Cost 103.41 (fee included); marked to the mid 0.5125: 99.708171 − 103.41 = −3.701829.
      const [p] = await positionsAfter(1, 'sol');
      assert.deepEqual(
        [p.position.shares, p.position.current_price, p.position.current_value, p.position.amount_pnl],
        ['194.552529', '0.5125', '99.708171', '-3.701829'],
      );
      assert.equal(p.market.kalshi_id, kalshi.market.market_id);
      // Selling them all: 194.552529 × 0.511 = 99.416342319 → 99.416342; worst 0.511 × 0.995 → 0.5: at least 97.276264.
      // Fee: 0.07 × 194.552529 × 0.511 × 0.489 = 3.40302… → 3.41; received 99.416342 − 3.41 = 96.006342.
      const sell = await ok('POST', `/api/v1/wallet/sol/${walletId}/order`, {
        token_id: token,
        side: 'SELL',
        amount: '194.552529',
      });
      assert.deepEqual(
        { ...sell, order_id: undefined },
        { order_id: undefined, amount: '99.416342', min_amount: '97.276264', status: 'FILLED' },
      );
      assert.deepEqual(await balance('sol'), { USDC: '992.596342' });
      assert.deepEqual(await positionsAfter(2, 'sol'), []);
      // Fee-free the round trip realizes 99.416342 − 100 = −0.583658; the fees (3.41 + 3.41) come off it exactly.
      assert.deepEqual((await pnl('sol')).at(-1), {
        realized: '-7.403658',
        unrealized: '0',
        total: '-7.403658',
      });
      const single = await order(sell.order_id, 'sol');
      assert.deepEqual(
        [single.venue, single.side, single.filled, single.filled_amount, single.fee],
        ['venue_b', 'SELL', '194.552529', '99.416342', { amount: '3.41', asset: 'USDC' }],
      );
    });
    it('should leave room for the fee when a market buy would spend the whole balance', async () => {
      const other = (await ok('GET', '/api/v1/wallets', undefined, otherHeaders))[0].wallet_id as string;
      await paperCredit(stack, other, 'SOL', 'USDC', '100', ADMIN);
      // 100 + its fee (3.41) is more than the 100 held: it spends 100 ÷ (1 + 0.07 × 0.486) → 96.709928,
      // whose fee (3.30) still does not fit, then 100 − 3.30 = 96.70 → 188.132295 contracts for 96.7,
      // fee 0.07 × 188.132295 × 0.514 × 0.486 = 3.2897… → 3.29: 99.99 in all.
      const buy = await ok(
        'POST',
        `/api/v1/wallet/sol/${other}/order`,
        { token_id: kalshi.market.left_token_id, side: 'BUY', amount: '100' },
        otherHeaders,
      );
      assert.equal(buy.status, 'FILLED');
      const placed = await ok(
        'GET',
        `/api/v1/wallet/sol/${other}/order/${buy.order_id}`,
        undefined,
        otherHeaders,
      );
      assert.deepEqual(
        [placed.filled, placed.filled_amount, placed.fee],
        ['188.132295', '96.7', { amount: '3.29', asset: 'USDC' }],
      );
      assert.deepEqual(
        (await ok('GET', `/api/v1/wallet/sol/${other}/balance`, undefined, otherHeaders)).balance,
        { USDC: '0.01' },
      );
    });
  });

  describe('refusals', () => {
    it('should refuse bad orders with a clear 400 and hold nothing', async () => {
      const token = up.market.left_token_id;
      const before = await balance('pol');
      const cases: [string, unknown, RegExp][] = [
        [
          'pol',
          { token_id: token, side: 'BUY', price: '0.485', shares: '10' },
          /multiple of the market's tick size 0.01/,
        ],
        ['pol', { token_id: token, side: 'BUY', price: '1', shares: '10' }, /strictly between 0 and 1/],
        [
          'pol',
          { token_id: token, side: 'BUY', price: '0.3', shares: '100000' },
          /exceeds the available balance/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', amount: '600', units: 'USDC' },
          /the book is too thin: its asks at prices within 0.49 hold 480 USDC/,
        ],
        // Funds before liquidity: more than the wallet has is told so, however thin the book.
        [
          'pol',
          { token_id: token, side: 'BUY', amount: '2000', units: 'USDC' },
          /^amount exceeds the available balance: the order needs 2000 pUSD, \d+(\.\d+)? pUSD is free$/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', amount: '1' + '0'.repeat(29), units: 'USDC' },
          /^amount exceeds the available balance: the order needs 10{29} pUSD/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', amount: -5, units: 'USDC' },
          /^body\.amount must be a positive decimal number with at most 6 decimals, got -5$/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', amount: true, units: 'USDC' },
          /^body\.amount must be a decimal string such as "5" \(or a JSON number\), got boolean$/,
        ],
        [
          'pol',
          { token_id: token, side: 'buy', amount: '1', units: 'USDC' },
          /^body\.side must be one of BUY, SELL$/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', type: 'FOK', amount: '1', units: 'USDC' },
          /^body\.type must be one of MARKET, LIMIT, STOPLOSS$/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', type: 'STOPLOSS', price: '0.3', shares: '1' },
          /a STOPLOSS order sells/,
        ],
        ['pol', { token_id: token, side: 'BUY', type: 'MARKET', amount: '1' }, /body\.units is required/],
        [
          'pol',
          { token_id: token, side: 'BUY', price: '0.3', shares: '1', units: 'USDC' },
          /body\.units is not used by a LIMIT order/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', price: '0.3', shares: '1', expires_at: 1 },
          /expires_at must be in the future/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', price: '0.3', shares: '1', expires_at: 1e308 },
          /body\.expires_at must be <= 253402300799/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', price: '0.3', shares: '1', expires_at: 9223372036854775808 },
          /body\.expires_at must be <= 253402300799/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', price: '0.3', shares: '1'.repeat(31) },
          /body\.shares must have at most 30 digits before the decimal point/,
        ],
        [
          'pol',
          { token_id: token, side: 'BUY', amount: 1e308, units: 'USDC' },
          /body\.amount must have at most 30 digits before the decimal point/,
        ],
        [
          'pol',
          { token_id: kalshi.market.left_token_id, side: 'BUY', amount: '1', units: 'USDC' },
          /not a token of venue_a/,
        ],
        [
          'sol',
          { token_id: kalshi.market.left_token_id, side: 'BUY', amount: '1', slippage: -1 },
          /body\.slippage/,
        ],
        [
          'sol',
          { token_id: kalshi.market.left_token_id, side: 'BUY', amount: '1', prediction_slippage: 1.5 },
          /body\.prediction_slippage/,
        ],
        ['sol', { token_id: kalshi.market.left_token_id, side: 'BUY', amount: '1', type: 'LIMIT' }, /body/],
      ];
      for (const [chain, body, message] of cases) {
        const r = await call('POST', `/api/v1/wallet/${chain}/${walletId}/order`, body);
        assert.equal(r.status, 400, JSON.stringify(body));
        assert.match(r.body.error, message, JSON.stringify(body));
      }
      assert.deepEqual(await balance('pol'), before);
      assert.deepEqual(await ledgerProblems(stack), []);
    });

    it('should place one order per Idempotency-Key and refuse the key with another body', async () => {
      // 5 shares: the market's minimum size (orderMinSize).
      const body = { token_id: negRisk.market.left_token_id, side: 'BUY', price: '0.3', shares: '5' };
      const h = { ...headers, 'Idempotency-Key': 'order-once' };
      const [a, b] = await Promise.all([
        ok('POST', `/api/v1/wallet/pol/${walletId}/order`, body, h),
        ok('POST', `/api/v1/wallet/pol/${walletId}/order`, body, h),
      ]);
      assert.equal(a.order_id, b.order_id);
      // A repeat says it is one (as Stripe's Idempotent-Replayed); a first request does not.
      const again = await call('POST', `/api/v1/wallet/pol/${walletId}/order`, body, h);
      assert.equal(again.status, 200);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.equal(again.body.response.order_id, a.order_id);
      const fresh = await call('POST', `/api/v1/wallet/pol/${walletId}/order`, body, {
        ...headers,
        'Idempotency-Key': 'order-once-more',
      });
      assert.equal(fresh.headers.get('idempotent-replayed'), null);
      await ok('DELETE', `/api/v1/wallet/pol/${walletId}/order/${fresh.body.response.order_id}`);
      const other = await call('POST', `/api/v1/wallet/pol/${walletId}/order`, { ...body, shares: '6' }, h);
      assert.equal(other.status, 409);
      await ok('DELETE', `/api/v1/wallet/pol/${walletId}/order/${a.order_id}`);
    });

    it('should answer 404 for another account’s wallet or order', async () => {
      const [first] = await ok('GET', `/api/v1/wallet/${walletId}/orders?limit=1`);
      const otherWallet = (await stack.client.get('/api/v1/wallets', otherHeaders)).body.response[0]
        .wallet_id;
      assert.equal(
        (
          await call(
            'GET',
            `/api/v1/wallet/pol/${walletId}/order/${first.order.order_id}`,
            undefined,
            otherHeaders,
          )
        ).status,
        404,
      );
      assert.equal(
        (
          await call(
            'GET',
            `/api/v1/wallet/pol/${otherWallet}/order/${first.order.order_id}`,
            undefined,
            otherHeaders,
          )
        ).status,
        404,
      );
      assert.equal(
        (await call('GET', `/api/v1/wallet/pol/${walletId}/positions`, undefined, otherHeaders)).status,
        404,
      );
    });

    it('should keep the ledger balanced with no holds left', async () => {
      assert.deepEqual(await ledgerProblems(stack), []);
      const held = await stack.sql.query<{ name: string; balance: string }>(
        't',
        `SELECT name, balance::text AS balance FROM ledger_accounts WHERE name LIKE '%:orders' AND balance <> 0`,
      );
      assert.deepEqual(held, []);
    });

    it("should post each fill against its wallet's shard of the venue's account", async () => {
      const legs = await stack.sql.query<{ wallet_id: string; name: string }>(
        't',
        `SELECT DISTINCT w.wallet_id::text AS wallet_id, v.name
         FROM ledger_journals j
         JOIN ledger_entries ew ON ew.journal_id = j.journal_id
         JOIN ledger_accounts w ON w.ledger_account_id = ew.ledger_account_id AND w.wallet_id IS NOT NULL
         JOIN ledger_entries ev ON ev.journal_id = j.journal_id
         JOIN ledger_accounts v ON v.ledger_account_id = ev.ledger_account_id AND v.wallet_id IS NULL
         WHERE j.kind IN ('fill', 'order_fill')`,
      );
      assert.ok(legs.length > 0, 'fills were posted');
      for (const { wallet_id, name } of legs)
        assert.match(name, new RegExp(`^venue:venue_[ab]:paper:${venueShard(wallet_id)}$`));
    });
  });
});
