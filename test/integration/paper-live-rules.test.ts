// Paper and live orders refused by the same rules: one service trades venue_a on paper, another live
// against the stand-in CLOB (test/support/clob-stub.ts, told the market's real tick and minimum
// size from the recorded catalog). The same orders get the same 4xx, code and words from both,
// nothing is held or sent, and the stand-in itself refuses each one with those words when the live
// adapter signs it anyway; an order at the minimum is taken by both.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import type { VenueOrder, WithSecretKey } from '../../core/live-venue.ts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import { POLYGON_CHAIN_ID } from '../../venues/polymarket/order-types.ts';
import { isTickSize } from '../../venues/polymarket/order-amounts.ts';
import { CREDS_ANSWER, ClobStub, fixture } from '../support/clob-stub.ts';
import {
  bookAt,
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';

const ADMIN = 'adm_unused';
// hardhat's first account: a well-known test key, never funded anywhere that matters.
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const withKey: WithSecretKey = (use) => use(Buffer.from(PRIVATE_KEY.slice(2), 'hex'));

interface Trader {
  stack: MarketDataStack;
  headers: Record<string, string>;
  walletId: string;
}

describe('paper and live venue_a orders refused by the same rules', function () {
  this.timeout(120_000);
  let stub: ClobStub;
  let paper: Trader;
  let live: Trader;
  let market: MarketMessage['market'];

  async function trader(
    stack: MarketDataStack,
    name: string,
    messages: MarketMessage[],
    book: ReturnType<typeof bookAt>,
  ): Promise<Trader> {
    await stack.ingest([...messages, book]);
    const { headers, walletId } = await (await projectAccounts(stack.client, name, ADMIN))();
    await paperCredit(stack, walletId, 'POL', 'pUSD', '100', ADMIN);
    return { stack, headers, walletId };
  }

  const place = (t: Trader, body: Record<string, unknown>) =>
    t.stack.client.request('POST', `/api/v1/wallet/pol/${t.walletId}/order`, { body, headers: t.headers });
  const balance = async (t: Trader) =>
    (await t.stack.client.get(`/api/v1/wallet/pol/${t.walletId}/balance`, t.headers)).body.response.balance
      .pUSD;

  before(async () => {
    const catalog = recordedCatalog();
    // The recorded Gamma BTC up/down market: tick 0.01, minimum 5 shares (orderMinSize).
    const up = catalog.find(
      (m) => m.venue === 'venue_a' && m.market.active && !m.market.closed && m.market.tick_size === '0.01',
    )!;
    market = up.market;
    assert.equal(market.min_order_size, '5');
    stub = await ClobStub.start();
    assert.ok(isTickSize(market.tick_size));
    stub.market(market.left_token_id, market.tick_size, market.min_order_size);
    stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
    stub.on('POST /order', fixture('http_order_response_ok.json'));
    stub.on('GET /data/order/*', '', 200);
    stub.on('GET /data/trades', '{"data":[],"next_cursor":"LTE="}');
    const book = bookAt(
      'venue_a',
      market.market_id,
      market.left_token_id,
      Date.UTC(2026, 2, 11, 9, 30),
      [['0.49', '500']],
      [['0.51', '500']],
    );
    const venue = new PolymarketVenue({ clobUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 2_000 });
    paper = await trader(await startMarketDataStack(), 'paper-rules', catalog, book);
    live = await trader(
      await startMarketDataStack({ live: { venue_a: venue } }),
      'live-rules',
      catalog,
      book,
    );
  });
  after(async () => {
    await paper?.stack.stop();
    await live?.stack.stop();
    await stub?.stop();
  });

  /** What the stand-in CLOB answers when the live adapter signs and sends the order regardless. */
  async function stubRefusal(o: Partial<VenueOrder>): Promise<string> {
    const venue = new PolymarketVenue({ clobUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 2_000 });
    const order: VenueOrder = {
      orderId: `0x${'33'.repeat(32)}`,
      unconfirmedVenueOrderId: null,
      venue: 'venue_a',
      walletId: 'wallet-rules',
      tokenId: market.left_token_id,
      side: 'BUY',
      type: 'LIMIT',
      price: '0.5',
      shares: null,
      amount: null,
      units: 'SHARES',
      expiresAt: null,
      slippageBps: null,
      predictionSlippageBps: null,
      market: { tickSize: market.tick_size!, negRisk: false },
      ...o,
    };
    try {
      await venue.submit(order, withKey);
    } catch (err) {
      return (err as Error).message;
    }
    assert.fail('the stand-in took the order');
  }

  const cases: { what: string; body: Record<string, unknown>; sent: Partial<VenueOrder>; words: RegExp }[] = [
    {
      what: 'a resting limit order under the market’s minimum of 5 shares',
      body: { token_id: '', side: 'BUY', type: 'LIMIT', price: '0.45', shares: '4.99' },
      sent: { price: '0.45', shares: '4.99' },
      words: /is invalid\. Size \(4\.99\) lower than the minimum: 5$/,
    },
    {
      what: 'a market buy under $1',
      body: { token_id: '', side: 'BUY', type: 'MARKET', amount: '0.99', units: 'USDC' },
      // The worst price the service draws: the ask 0.51 moved by the default 0.5 % and put on the tick.
      sent: { type: 'MARKET', price: '0.52', amount: '0.99', units: 'USDC' },
      words: /^invalid amount for a marketable BUY order \(\$0\.99\), min size: \$1$/,
    },
  ];

  for (const c of cases) {
    it(`should refuse ${c.what} with the same status, code and words in paper and live mode`, async () => {
      const body = { ...c.body, token_id: market.left_token_id };
      const posted = stub.sent('POST', '/order').length;
      const [p, l] = [await place(paper, body), await place(live, body)];
      assert.equal(p.status, 400, JSON.stringify(p.body));
      assert.deepEqual(l.body, p.body);
      assert.equal(l.status, p.status);
      assert.equal(p.body.code, 'venue_invalid_order');
      const words = (p.body.error as string).replace(/^venue_a refuses this order: /, '');
      assert.match(words, c.words);
      // Nothing held, nothing sent.
      assert.deepEqual([await balance(paper), await balance(live)], ['100', '100']);
      assert.equal(stub.sent('POST', '/order').length, posted);
      // The exchange's words: the stand-in refuses the same order with them (naming the signed order's hash).
      const refused = await stubRefusal(c.sent);
      assert.equal(refused.replace(/^order 0x[0-9a-f]{64} /, 'order '), words);
    });
  }

  it('should refuse a limit price off the tick alike, before the venue’s rules', async () => {
    const body = { token_id: market.left_token_id, side: 'BUY', type: 'LIMIT', price: '0.455', shares: '10' };
    const [p, l] = [await place(paper, body), await place(live, body)];
    assert.equal(p.status, 400);
    assert.deepEqual(l.body, p.body);
    assert.equal(p.body.code, 'invalid_price');
    assert.match(p.body.error, /multiple of the market's tick size 0\.01/);
  });

  it('should take a limit order of exactly the minimum in both modes', async () => {
    const body = { token_id: market.left_token_id, side: 'BUY', type: 'LIMIT', price: '0.45', shares: '5' };
    const [p, l] = [await place(paper, body), await place(live, body)];
    assert.equal(p.status, 200, JSON.stringify(p.body));
    assert.equal(l.status, 200, JSON.stringify(l.body));
    assert.deepEqual([p.body.response.status, l.body.response.status], ['ACTIVE', 'ACTIVE']);
    assert.deepEqual([p.body.response.execution, l.body.response.execution], ['paper', 'live']);
    const [sent] = stub
      .sent('POST', '/order')
      .map((r) => JSON.parse(r.body).order)
      .slice(-1);
    assert.deepEqual([sent.makerAmount, sent.takerAmount], ['2250000', '5000000']);
  });

  it('should judge an amended paper order again: cut under the minimum, it is refused and stays as it was', async () => {
    const placed = await place(paper, {
      token_id: market.left_token_id,
      side: 'BUY',
      type: 'LIMIT',
      price: '0.44',
      shares: '6',
    });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const path = `/api/v1/wallet/pol/${paper.walletId}/order/${placed.body.response.order_id}`;
    const cut = await paper.stack.client.request('PUT', path, {
      body: { type: 'LIMIT', shares: '4' },
      headers: paper.headers,
    });
    assert.equal(cut.status, 400, JSON.stringify(cut.body));
    assert.deepEqual(
      [cut.body.code, cut.body.error],
      [
        'venue_invalid_order',
        'venue_a refuses this order: order is invalid. Size (4) lower than the minimum: 5',
      ],
    );
    const after = (await paper.stack.client.get(path, paper.headers)).body.response;
    assert.deepEqual([after.shares, after.status], ['6', 'ACTIVE']);
  });
});
