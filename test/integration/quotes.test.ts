// Quotes (spec 4.5, 2.11) over HTTP: the real pipeline (bus → engine → chDB/Redis) keeps the
// books, the catalog read model knows the tokens, and the wallet is the account's own. The book
// levels are those of the recorded Trump 2024 "No" book (market channel, 2024-10-13) published for
// an open market of each venue of the recorded catalog; the figures are the ones worked out by
// hand in test/unit/trading/book-walk.test.ts.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import {
  bookAt,
  recordedCatalog,
  recordedTrumpBook,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';

describe('quotes (pol and sol order/quote)', function () {
  this.timeout(60_000);
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let polToken: string;
  let solToken: string;
  let closedToken: string;
  let bookless: string;
  /** A token of the BTC market as published while its CLOB fee parameters are not read (fees: true, fee_schedule: null). */
  let feesUnknownToken: string;

  const quote = (chain: 'pol' | 'sol', body: unknown, wallet = walletId, h = headers) =>
    stack.client.post(`/api/v1/wallet/${chain}/${wallet}/order/quote`, body, h);

  before(async () => {
    stack = await startMarketDataStack();
    const catalog = recordedCatalog();
    const open = (venue: string) =>
      catalog.find((m): m is MarketMessage => m.venue === venue && m.market.active && !m.market.closed)!;
    const polMarket = open('venue_a');
    const solMarket = open('venue_b');
    polToken = polMarket.market.left_token_id;
    solToken = solMarket.market.left_token_id;
    bookless = polMarket.market.right_token_id;
    closedToken = catalog.find((m) => m.venue === 'venue_a' && m.market.closed)!.market.left_token_id;
    const btc = catalog.find(
      (m): m is MarketMessage => m.venue === 'venue_a' && m.market.active && m.market.fees,
    )!;
    btc.market.fee_schedule = null;
    feesUnknownToken = btc.market.left_token_id;
    const { bids, asks, ts } = recordedTrumpBook();
    await stack.ingest([
      ...catalog,
      bookAt('venue_a', polMarket.market.market_id, polToken, ts, bids, asks),
      bookAt('venue_a', btc.market.market_id, feesUnknownToken, ts, bids, asks),
      bookAt('venue_b', solMarket.market.market_id, solToken, ts, bids, asks),
    ]);
    const admin = { 'X-Admin-Key': 'adm_unused' };
    const project = (await stack.client.post('/api/v1/admin/projects', { name: 'quotes' }, admin)).body.data;
    const projectHeaders = { 'X-API-Key': project.secret_key };
    const account = (await stack.client.post('/api/v1/project/account', {}, projectHeaders)).body.data;
    const key = (
      await stack.client.post(`/api/v1/project/account/${account.account_id}/api-key`, {}, projectHeaders)
    ).body.data;
    headers = { 'X-API-KEY': key.secret_key };
    walletId = (await stack.client.get('/api/v1/wallets', headers)).body.response[0].wallet_id;
  });
  after(() => stack.stop());

  /** A quote without its fee parameters, checked apart: none known or no taker fee (venue_a), Kalshi's General Trading Fees (venue_b). */
  const withoutSchedule = (
    { fee_schedule: schedule, ...q }: { fee_schedule?: { taker_rate: string; read_at: string } | null },
    takerRate: string,
  ) => {
    if (takerRate === '0')
      assert.ok(schedule === null || schedule?.taker_rate === '0', JSON.stringify(schedule));
    else {
      assert.equal(schedule?.taker_rate, takerRate);
      assert.match(schedule.read_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    return q;
  };

  it('should quote a venue_a buy by shares and a sell by USDC from the current book', async () => {
    const buy = await quote('pol', { token_id: polToken, side: 'BUY', amount: '25000', units: 'SHARES' });
    assert.equal(buy.status, 200, JSON.stringify(buy.body));
    // The recorded market charges no fee (feesEnabled false).
    assert.deepEqual(withoutSchedule(buy.body.response, '0'), {
      amount: '12854.76913',
      shares: '25000',
      average_price: '0.514191',
      best_price: '0.514',
      slippage: '0.000372',
      fee: '0',
      tick_size: '0.001',
      min_order_size: '5',
    });
    // 700 USDC from the bids: 1369.990745 shares for 699.99999995 (→ 699.999999); average 0.51095235… → 0.510952,
    // slippage (0.511 − 0.510952) / 0.511 = 0.0000939 → 0.000094
    const sell = await quote('pol', { token_id: polToken, side: 'SELL', amount: 700, units: 'USDC' });
    assert.deepEqual(withoutSchedule(sell.body.response, '0'), {
      amount: '699.999999',
      shares: '1369.990745',
      average_price: '0.510952',
      best_price: '0.511',
      slippage: '0.000094',
      fee: '0',
      tick_size: '0.001',
      min_order_size: '5',
    });
  });

  it('should quote a venue_b buy with the least shares its slippage tolerance accepts', async () => {
    // 1000 USDC → 1945.525291 shares at 0.514; 1 % tolerance keeps 0.99 of them: 1926.07003809 → 1926.070038
    const r = await quote('sol', { token_id: solToken, side: 'BUY', amount: '1000', slippage: 100 });
    // Kalshi's taker fee: 0.07 × 1945.525291 × 0.514 × 0.486 = 34.0199999855… → 34.02 (up to the cent)
    assert.deepEqual(withoutSchedule(r.body.response, '0.07'), {
      amount: '1000',
      shares: '1945.525291',
      min_shares: '1926.070038',
      average_price: '0.514',
      price_impact: '0',
      fee: '34.02',
      tick_size: '0.01',
      min_order_size: '1',
    });
    // Selling 1404.72 shares brings 717.71192; the default 0.5 % tolerance: 714.1233604 → 714.12336
    const sell = await quote('sol', { token_id: solToken, side: 'SELL', amount: '1404.72' });
    // Both levels as one execution: 0.07 × (1304.72 × 0.511 × 0.489 + 100 × 0.51 × 0.49) = 24.5708… → 24.58
    assert.deepEqual(withoutSchedule(sell.body.response, '0.07'), {
      fee: '24.58',
      amount: '717.71192',
      shares: '1404.72',
      min_shares: '1404.72',
      min_amount: '714.12336',
      average_price: '0.510929',
      price_impact: '0.000139',
      tick_size: '0.01',
      min_order_size: '1',
    });
  });

  it('should refuse what cannot be quoted with a clear 400, never a zero', async () => {
    const cases: [string, unknown, RegExp][] = [
      [
        'pol',
        { token_id: polToken, side: 'BUY', amount: '100000000', units: 'SHARES' },
        /the book is too thin: its asks hold [\d.]+ shares/,
      ],
      [
        'pol',
        { token_id: bookless, side: 'BUY', amount: '1', units: 'USDC' },
        /no order book is known for this token/,
      ],
      [
        'pol',
        { token_id: solToken, side: 'BUY', amount: '1', units: 'USDC' },
        /body\.token_id is not a token of venue_a/,
      ],
      ['sol', { token_id: polToken, side: 'BUY', amount: '1' }, /body\.token_id is not a token of venue_b/],
      ['pol', { token_id: closedToken, side: 'BUY', amount: '1', units: 'USDC' }, /not open for trading/],
      [
        'pol',
        { token_id: polToken, side: 'BUY', amount: '0', units: 'USDC' },
        /body\.amount must be a positive decimal/,
      ],
      ['pol', { token_id: polToken, side: 'BUY', amount: '1.0000001', units: 'USDC' }, /at most 6 decimals/],
      ['pol', { token_id: polToken, side: 'HOLD', amount: '1', units: 'USDC' }, /body\.side/],
      ['pol', { token_id: polToken, side: 'BUY', amount: '1', units: 'EUR' }, /body\.units/],
      ['sol', { token_id: solToken, side: 'BUY', amount: '1', slippage: -1 }, /body\.slippage/],
      ['sol', { token_id: solToken, side: 'BUY', amount: '1', slippage: 1.5 }, /body\.slippage/],
    ];
    for (const [chain, body, message] of cases) {
      const r = await quote(chain as 'pol' | 'sol', body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.error, message, JSON.stringify(body));
    }
  });

  it('should quote a market whose fees are unknown without a fee, and refuse its orders with fees_unknown', async () => {
    const r = await quote('pol', { token_id: feesUnknownToken, side: 'BUY', amount: '100', units: 'SHARES' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.response.shares, '100');
    // no made-up 0: the fee and its schedule are left out
    assert.ok(
      !('fee' in r.body.response) && !('fee_schedule' in r.body.response),
      JSON.stringify(r.body.response),
    );
    const order = await stack.client.post(
      `/api/v1/wallet/pol/${walletId}/order`,
      { token_id: feesUnknownToken, side: 'BUY', type: 'LIMIT', price: '0.5', shares: '10' },
      headers,
    );
    assert.equal(order.status, 400, JSON.stringify(order.body));
    assert.equal(order.body.code, 'fees_unknown');
    assert.match(order.body.error, /charges fees whose parameters are not known/);
  });

  it('should answer 404 for a wallet that is not the account’s, and 401 without credentials', async () => {
    const body = { token_id: polToken, side: 'BUY', amount: '1', units: 'USDC' };
    assert.equal((await quote('pol', body, '00000000-0000-4000-8000-000000000000')).status, 404);
    assert.equal((await quote('pol', body, walletId, {})).status, 401);
  });
});
