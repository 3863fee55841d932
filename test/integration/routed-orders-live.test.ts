// Routed orders with a live leg, through the HTTP API. First venue_a on paper and venue_b the real
// DflowVenue signing with the wallet's custodial Solana key against the DFlow stand-in
// (test/support/dflow-venue.ts: DFlow's rules and a solana-bankrun bank). The pair is the Kevin Warsh
// Fed-chair pair (test/support/fed-chair-pair.ts) with the venue_b market's tokens re-keyed to the
// bank's mints (DFlow's mints are the venue_b token ids). A leg that DFlow quotes and fills later
// leaves the parent open until it settles; a leg DFlow refuses after the venue_a leg filled leaves it
// PARTIALLY_FILLED, nothing re-routed. Then venue_a live (the real PolymarketVenue against the CLOB
// stand-in, test/support/clob-stub.ts) and venue_b on paper: the CLOB refuses the venue_a leg, the
// venue_b leg stands.
import assert from 'node:assert/strict';
import { PublicKey } from '@solana/web3.js';
import type { MarketMessage } from '../../core/market-data.ts';
import { DflowVenue } from '../../venues/kalshi/live-venue.ts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import { POLYGON_CHAIN_ID } from '../../venues/polymarket/order-types.ts';
import { CREDS_ANSWER, ClobStub, fixture } from '../support/clob-stub.ts';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';
import { holdProblems, ledgerProblems, paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';
import { DflowStandIn, bankConnection, startBank, usd, type Bank } from '../support/dflow-venue.ts';
import { fedChairCatalog, WARSH_TICKER, warshBooks } from '../support/fed-chair-pair.ts';
import { eventually, eventuallyValue } from '../support/wait.ts';

const ADMIN = 'adm_unused';

/** The routed BUY both live cases place: 70 YES shares of the Warsh pair, at most 0.5 a share. */
const warshOrder = (venueAMarketId: string) => ({
  venue_a_market_id: venueAMarketId,
  venue_b_market_id: WARSH_TICKER,
  outcome: 'yes',
  side: 'BUY',
  amount: '70',
  units: 'SHARES',
  limit_price: '0.5',
});
describe('routed orders with a live venue_b leg (DFlow stand-in)', function () {
  this.timeout(120_000);
  let bank: Bank;
  let standIn: DflowStandIn;
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let poly: (name: string) => MarketMessage;

  const body = () => warshOrder(poly('Kevin Warsh').market.market_id);
  const place = (key: string) =>
    stack.client.request('POST', `/api/v1/wallet/${walletId}/routed/order`, {
      body: body(),
      headers: { ...headers, 'Idempotency-Key': key },
    });
  const routed = async (id: string) =>
    (await stack.client.get(`/api/v1/wallet/${walletId}/routed/order/${id}`, headers)).body.response;
  const venueOrderId = async (orderId: string) =>
    (
      await stack.sql.query<{ venue_order_id: string }>(
        't',
        'SELECT venue_order_id FROM orders WHERE order_id = $1',
        [orderId],
      )
    )[0]!.venue_order_id;

  before(async () => {
    bank = await startBank();
    standIn = new DflowStandIn(bank);
    standIn.price = { buy: 410_000n, sell: 390_000n }; // DFlow quotes the book's best prices
    const venue = new DflowVenue({
      tradeApiUrl: await standIn.start(),
      usdcMint: bank.usdc.toBase58(),
      connection: bankConnection(bank, standIn),
      timeoutMs: 5_000,
    });
    stack = await startMarketDataStack({ live: { venue_b: venue } });
    const fed = fedChairCatalog({ yes: bank.yes.toBase58(), no: bank.no.toBase58() });
    poly = fed.poly;
    await stack.ingest(fed.messages);
    // The same books as routing-api.test.ts: venue_a asks 0.40 × 10, 0.45 × 100; venue_b 0.41 × 50, 0.50 × 100.
    await stack.ingest(warshBooks(fed));
    const account = await (await projectAccounts(stack.client, 'routed-live', ADMIN))();
    ({ headers, walletId } = account);
    const wallets = (await stack.client.get('/api/v1/wallets', headers)).body.response as {
      wallet_id: string;
      addresses: { SOL: string };
    }[];
    const solAddress = wallets.find((w) => w.wallet_id === walletId)!.addresses.SOL;
    bank.fund(new PublicKey(solAddress), { usdc: usd(100) });
    await paperCredit(stack, walletId, 'SOL', 'USDC', '100', ADMIN);
    await paperCredit(stack, walletId, 'POL', 'pUSD', '100', ADMIN);
    await eventuallyValue(
      'the Warsh pair routable',
      async () => {
        const q = await stack.client.request('POST', `/api/v1/wallet/${walletId}/routed/quote`, {
          body: { ...body(), limit_price: undefined },
          headers,
        });
        return q.status === 200 && q.body.response.legs.length === 2 ? true : undefined;
      },
      30_000,
    );
  });
  after(async () => {
    await stack?.stop();
    await standIn?.stop();
  });
  afterEach(() => standIn.reset());

  it('should place the venue_b leg at DFlow as a venue_b swap, the parent open until DFlow fills it', async () => {
    const r = await place('live-1');
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const placed = r.body.response;
    const [a, b] = placed.legs;
    assert.deepEqual([a.venue, a.order.status, a.order.filled], ['venue_a', 'FILLED', '20']);
    assert.deepEqual(
      [b.venue, b.order.execution, b.order.status],
      ['venue_b', 'live', 'ACTIVE'],
      JSON.stringify(b),
    );
    assert.equal(placed.status, 'PARTIALLY_FILLED');
    // DFlow was asked to spend the leg's 20.5 USDC, its worst price the limit (0.50).
    const [request] = standIn.requests.filter((q) => q.path === '/order');
    assert.equal(request?.query.get('amount'), '20500000');
    assert.deepEqual(standIn.refusals, []);
    // DFlow fills 50 contracts for the 20.5 USDC and closes the order.
    const swap = await venueOrderId(b.order.order_id);
    await standIn.fill(swap, usd(20.5), usd(50));
    await standIn.close(swap);
    await stack.orders.pollLive(b.order.order_id);
    const done = await eventuallyValue(
      'the routed order filled',
      async () => {
        const o = await routed(placed.order_id);
        return o.status === 'FILLED' ? o : undefined;
      },
      30_000,
    );
    assert.equal(done.filled_shares, '70');
  });

  it('should end PARTIALLY_FILLED when DFlow refuses the venue_b leg after the venue_a leg filled, re-routing nothing', async () => {
    standIn.orderReply = () => ({ status: 400, body: { code: 'route_not_found', msg: 'no route found' } });
    const r = await place('live-2');
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const placed = r.body.response;
    const [a, b] = placed.legs;
    assert.deepEqual(
      [a.order.status, a.order.filled],
      ['FILLED', '20'],
      'venue_a filled its planned 20, no more',
    );
    assert.equal(b.order?.status ?? null, b.order ? 'REJECTED' : null);
    assert.ok(b.error, JSON.stringify(b));
    assert.match(b.error.message, /route_not_found/, JSON.stringify(b.error));
    assert.deepEqual([placed.status, placed.filled_shares], ['PARTIALLY_FILLED', '20']);
    // The repeat answers the same order and places nothing more.
    const again = await place('live-2');
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.body.response, placed);
    await eventually('holds released', async () => (await holdProblems(stack)).length === 0);
    assert.deepEqual(await ledgerProblems(stack), []);
  });
});

describe('routed orders with a live venue_a leg (CLOB stand-in)', function () {
  this.timeout(120_000);
  let stub: ClobStub;
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let fed: ReturnType<typeof fedChairCatalog>;

  before(async () => {
    stub = await ClobStub.start();
    stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
    const venue = new PolymarketVenue({ clobUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 1_000 });
    stack = await startMarketDataStack({ live: { venue_a: venue } });
    fed = fedChairCatalog();
    await stack.ingest(fed.messages);
    await stack.ingest(warshBooks(fed));
    stub.market(fed.poly('Kevin Warsh').market.left_token_id, '0.01', '5');
    ({ headers, walletId } = await (await projectAccounts(stack.client, 'routed-live-a', ADMIN))());
    await paperCredit(stack, walletId, 'POL', 'pUSD', '100', ADMIN);
    await paperCredit(stack, walletId, 'SOL', 'USDC', '100', ADMIN);
  });
  after(async () => {
    await stack?.stop();
    await stub?.stop();
  });

  it('should send the venue_a leg to the CLOB as its market order, and stand by the venue_b leg when the CLOB refuses it', async () => {
    stub.on('POST /order', fixture('http_order_response_failed.json'));
    const body = warshOrder(fed.poly('Kevin Warsh').market.market_id);
    const r = await eventuallyValue(
      'the Warsh pair routable',
      async () => {
        const x = await stack.client.request('POST', `/api/v1/wallet/${walletId}/routed/order`, {
          body,
          headers: { ...headers, 'Idempotency-Key': 'live-a-1' },
        });
        return x.body.code === 'pair_not_found' ? undefined : x;
      },
      30_000,
    );
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const [a, b] = r.body.response.legs;
    // The leg: 20 shares up to 0.45, signed as a market BUY of 20 × 0.45 = 9 pUSD for 20 shares.
    const [sent] = stub
      .sent('POST', '/order')
      .map((p) => JSON.parse(p.body) as { order: any; orderType: string });
    assert.deepEqual(
      [sent!.order.side, sent!.order.makerAmount, sent!.order.takerAmount],
      ['BUY', '9000000', '20000000'],
    );
    assert.deepEqual([a.venue, a.order.execution, a.order.status], ['venue_a', 'live', 'REJECTED']);
    assert.match(a.error.message, /Insufficient balance/);
    assert.deepEqual([b.venue, b.order.status, b.order.filled], ['venue_b', 'FILLED', '50']);
    assert.deepEqual([r.body.response.status, r.body.response.filled_shares], ['PARTIALLY_FILLED', '50']);
    // The account's events: the refused leg's order.rejected, and the parent's routed_order.placed.
    const events = await stack.sql.query<{ type: string; subject: any }>(
      't',
      'SELECT type, subject FROM account_events WHERE wallet_id = $1 ORDER BY event_id',
      [walletId],
    );
    const routedEvent = events.find((e) => e.type === 'routed_order.placed')!;
    assert.deepEqual(
      [routedEvent.subject.order_id, routedEvent.subject.status, routedEvent.subject.filled_shares],
      [r.body.response.order_id, 'PARTIALLY_FILLED', '50'],
    );
    assert.deepEqual(
      routedEvent.subject.legs.map((l: any) => [l.venue, l.status, l.filled_shares]),
      [
        ['venue_a', 'REJECTED', '0'],
        ['venue_b', 'FILLED', '50'],
      ],
    );
    assert.ok(events.some((e) => e.type === 'order.rejected' && e.subject.order_id === a.order.order_id));
    assert.equal(
      (await stack.client.get(`/api/v1/wallet/pol/${walletId}/balance`, headers)).body.response.balance.pUSD,
      '100',
      'the refused leg held nothing',
    );
    assert.deepEqual(await ledgerProblems(stack), []);
  });
});
