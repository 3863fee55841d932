// The order service with a live venue_b, through the HTTP API: the real DflowVenue signing with the
// wallet's custodial Solana key against the DFlow stand-in (test/support/dflow-venue.ts: a Trade
// API held to DFlow's rules and a solana-bankrun bank). The catalog is the recorded Kalshi markets
// with the bank's mints as one market's token ids (DFlow's mints are the venue_b token ids). Place,
// fill, the refusals of amend and cancel (a DFlow swap has neither), and an order the rules refuse.
import assert from 'node:assert/strict';
import { PublicKey } from '@solana/web3.js';
import { parseKalshiMarkets } from '../../venues/kalshi/index.ts';
import { DflowVenue } from '../../venues/kalshi/live-venue.ts';
import { kalshiSample } from '../../harness/data/venue-samples.ts';
import {
  KALSHI_RECEIVED_AT,
  bookAt,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { holdProblems, ledgerProblems, paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';
import { eventually } from '../support/wait.ts';
import { fromBaseUnits, sub } from '../../core/decimal.ts';
import { DflowStandIn, bankConnection, startBank, usd, type Bank } from '../support/dflow-venue.ts';

const ADMIN = 'adm_unused';

describe('live venue_b orders through the HTTP API (DFlow stand-in)', function () {
  this.timeout(60_000);
  let bank: Bank;
  let standIn: DflowStandIn;
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let token: string;
  let solAddress: string;

  const place = (body: Record<string, unknown>) =>
    stack.client.request('POST', `/api/v1/wallet/sol/${walletId}/order`, { body, headers });
  const order = async (id: string) =>
    (await stack.client.get(`/api/v1/wallet/sol/${walletId}/order/${id}`, headers)).body.response;

  before(async () => {
    bank = await startBank();
    standIn = new DflowStandIn(bank);
    standIn.price = { buy: 450_000n, sell: 440_000n }; // DFlow quotes the book's best prices
    const tradeApiUrl = await standIn.start();
    const venue = new DflowVenue({
      tradeApiUrl,
      usdcMint: bank.usdc.toBase58(),
      connection: bankConnection(bank, standIn),
      timeoutMs: 5_000,
    });
    stack = await startMarketDataStack({ live: { venue_b: venue } });
    const raw = JSON.parse(kalshiSample('kalshi_markets.json')) as { ticker: string; status: string }[];
    const ticker = raw.find((m) => m.status === 'active')!.ticker;
    const mints = {
      [ticker]: {
        ticker,
        settlement_mint: bank.usdc.toBase58(),
        yes_mint: bank.yes.toBase58(),
        no_mint: bank.no.toBase58(),
        market_ledger: null,
        is_initialized: true,
        redemption_status: null,
      },
    };
    const parsed = parseKalshiMarkets(JSON.stringify(raw), { receivedAt: KALSHI_RECEIVED_AT, mints });
    assert.ok(parsed.ok);
    const market = parsed.value.items.find((m) => m.market.market_id === ticker)!;
    token = market.market.left_token_id;
    assert.equal(token, bank.yes.toBase58());
    const ts = KALSHI_RECEIVED_AT + 1_000;
    await stack.ingest([
      ...parsed.value.items,
      bookAt('venue_b', ticker, token, ts, [['0.44', '500']], [['0.45', '500']]),
    ]);
    const accounts = await (await projectAccounts(stack.client, 'live-venue-b', ADMIN))();
    ({ headers, walletId } = accounts);
    solAddress = (await projectAccountsAddress())!;
    bank.fund(new PublicKey(solAddress), { usdc: usd(100) });
    await paperCredit(stack, walletId, 'SOL', 'USDC', '100', ADMIN);
  });
  after(async () => {
    await stack?.stop();
    await standIn?.stop();
  });

  it('should place a swap at DFlow, then settle its fill from the order status', async () => {
    const r = await place({ token_id: token, side: 'BUY', amount: '10', prediction_slippage: 1_000 });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.response.status, 'ACTIVE');
    const [request] = standIn.requests.filter((q) => q.path === '/order');
    assert.equal(request?.query.get('amount'), '10000000');
    assert.deepEqual(standIn.refusals, []);
    const [row] = await stack.sql.query<{ venue_order_id: string }>(
      't',
      'SELECT venue_order_id FROM orders WHERE order_id = $1',
      [r.body.response.order_id],
    );
    // DFlow fills 20 contracts at 0.5 with the 10 USDC escrowed, and closes the order.
    await standIn.fill(row!.venue_order_id, usd(10), usd(20));
    await standIn.close(row!.venue_order_id);
    await stack.orders.pollLive(r.body.response.order_id);
    await eventually(
      'the poll to settle the order',
      async () => (await order(r.body.response.order_id)).status === 'FILLED',
    );
    const filled = await order(r.body.response.order_id);
    assert.deepEqual([filled.filled, filled.filled_amount], ['20', '10']);
    assert.equal(await bank.balance(bank.yes, new PublicKey(solAddress)), usd(20));
  });

  /** Places a BUY of `amount` USDC; DFlow fills `filled` of it for twice as many shares and closes it, keeping `kept` base units. */
  const buyPartlyFilled = (amount: string, filled: number, kept: bigint) =>
    partlyFilled({ side: 'BUY', amount }, usd(filled), usd(filled * 2), kept);

  /** Places the order; DFlow fills `input` of its input for `output` and closes it, keeping `kept` base units of the rest. */
  async function partlyFilled(body: Record<string, unknown>, input: bigint, output: bigint, kept: bigint) {
    const r = await place({ token_id: token, prediction_slippage: 1_000, ...body });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const id = r.body.response.order_id as string;
    const [row] = await stack.sql.query<{ venue_order_id: string }>(
      't',
      'SELECT venue_order_id FROM orders WHERE order_id = $1',
      [id],
    );
    await standIn.fill(row!.venue_order_id, input, output);
    await standIn.close(row!.venue_order_id, kept);
    await stack.orders.pollLive(id);
    await eventually('the poll to end the order', async () => (await order(id)).status === 'EXPIRED');
    return order(id);
  }
  const apiUsdc = async () =>
    (await stack.client.get(`/api/v1/wallet/sol/${walletId}/balance`, headers)).body.response.balance
      .USDC as string;
  const chainUsdc = async () => fromBaseUnits(await bank.balance(bank.usdc, new PublicKey(solAddress)), 6);

  it("should release what DFlow returned, not what it should have: what it kept is the order's fee, and the API balance is the chain's", async () => {
    const before = await apiUsdc();
    assert.equal(before, await chainUsdc());
    // 4 of the 10 USDC fill; of the 6 unfilled DFlow returns 5.99.
    const ended = await buyPartlyFilled('10', 4, 10_000n);
    assert.deepEqual(
      [ended.filled, ended.filled_amount, ended.fee],
      ['8', '4', { amount: '0.01', asset: 'USDC' }],
    );
    assert.equal(
      ended.reason,
      "DFlow closed the order and returned 5.99 USDC unfilled; the venue kept 0.01 USDC, counted in the order's fees",
    );
    assert.equal(await apiUsdc(), await chainUsdc());
    assert.equal(await apiUsdc(), sub(before, '4.01'));
    // Applying the same report again changes nothing.
    await stack.orders.pollLive(ended.order_id);
    assert.equal(await apiUsdc(), sub(before, '4.01'));
  });

  it("should credit what DFlow returned beyond what the order still held, so the API balance stays the chain's", async () => {
    const before = await apiUsdc();
    const ended = await buyPartlyFilled('5', 2, -20_000n); // 3.02 USDC come back for the 3 unfilled
    assert.deepEqual([ended.filled_amount, ended.fee.amount], ['2', '0']);
    assert.equal(await apiUsdc(), await chainUsdc());
    assert.equal(await apiUsdc(), sub(before, '1.98'));
  });

  it('should release the shares DFlow returned of a SELL, and no more: the kept shares leave the ledger as they left the chain', async () => {
    const ledgerShares = async () => {
      const [row] = await stack.sql.query<{ balance: string }>(
        't',
        'SELECT balance::text AS balance FROM ledger_accounts WHERE name = $1 AND asset = $2',
        [`wallet:${walletId}:shares`, token],
      );
      return fromBaseUnits(row!.balance, 6);
    };
    const chainShares = async () => fromBaseUnits(await bank.balance(bank.yes, new PublicKey(solAddress)), 6);
    const before = await ledgerShares();
    assert.equal(before, await chainShares());
    // 4 of the 10 shares sell for 1.76 USDC; of the 6 unfilled DFlow returns 5.99.
    const ended = await partlyFilled({ side: 'SELL', amount: '10' }, usd(4), usd(1.76), 10_000n);
    assert.deepEqual([ended.filled, ended.filled_amount, ended.fee.amount], ['4', '1.76', '0']);
    assert.equal(
      ended.reason,
      'DFlow closed the order and returned 5.99 shares unfilled; the venue kept 0.01 shares',
    );
    assert.equal(await ledgerShares(), await chainShares());
    assert.equal(await ledgerShares(), sub(before, '4.01'));
    assert.equal(await apiUsdc(), await chainUsdc());
  });

  it('should have kept the ledger whole and no hold on the ended orders', async () => {
    assert.deepEqual(await ledgerProblems(stack), []);
    assert.deepEqual(await holdProblems(stack), []);
  });

  it('should refuse to amend (409 not_amendable, saying why) and to cancel a DFlow swap', async () => {
    const r = await place({ token_id: token, side: 'BUY', amount: '5', prediction_slippage: 1_000 });
    assert.equal(r.body.response.status, 'ACTIVE', JSON.stringify(r.body));
    const id = r.body.response.order_id;
    const amend = (chain: string) =>
      stack.client.request('PUT', `/api/v1/wallet/${chain}/${walletId}/order/${id}`, {
        body: { type: 'LIMIT', price: '0.5', shares: '10' },
        headers,
      });
    // The venue_b (sol) path has no amendment route at all; the order through the wallet's venue_a path says why.
    assert.deepEqual((await amend('sol')).status, 405);
    const amended = await amend('pol');
    assert.deepEqual(
      [amended.status, amended.body.code],
      [409, 'not_amendable'],
      JSON.stringify(amended.body),
    );
    assert.match(amended.body.error, /DFlow swaps that fill or end at once and never rest at the venue/);
    const cancelled = await stack.client.request('DELETE', `/api/v1/wallet/sol/${walletId}/order/${id}`, {
      headers,
    });
    assert.equal(cancelled.status, 409, JSON.stringify(cancelled.body));
    assert.match(cancelled.body.error, /cannot be cancelled/);
    assert.equal((await order(id)).status, 'ACTIVE');
  });

  it("should refuse before holding anything an order venue_b's rules refuse, and never ask DFlow", async () => {
    const before = standIn.requests.length;
    const r = await place({ token_id: token, side: 'BUY', amount: '0.001', prediction_slippage: 100 });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.match(r.body.error, /venue_b refuses this order: zero_out_amount/);
    const swapFirst = await place({
      token_id: token,
      side: 'BUY',
      amount: '5',
      slippage: 300,
      prediction_slippage: 100,
    });
    assert.equal(swapFirst.status, 400);
    assert.match(swapFirst.body.error, /prediction_slippage_bps_below_routing_slippage/);
    assert.equal(standIn.requests.length, before);
  });

  async function projectAccountsAddress(): Promise<string | undefined> {
    const wallets = (await stack.client.get('/api/v1/wallets', headers)).body.response as {
      wallet_id: string;
      addresses: { SOL: string };
    }[];
    return wallets.find((w) => w.wallet_id === walletId)?.addresses.SOL;
  }
});
