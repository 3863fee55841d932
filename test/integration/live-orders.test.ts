// The order service with a live venue_a: the real PolymarketVenue signing with the wallet's custodial
// key and talking to the CLOB stand-in (test/support/clob-stub.ts), which answers with the recorded
// CLOB payloads of test/fixtures/polymarket-clob (records "derived" here keep their recorded fields
// and take the order's id or another status). What is checked is the service's side: the hold taken
// before the venue is asked, a refusal giving it back, fills settled from the venue's reports, an
// unknown outcome kept PENDING and settled by a later poll, and a cancel releasing the rest.
import assert from 'node:assert/strict';
import { fixture, json, page } from '../support/clob-stub.ts';
import { startLiveVenueA, type LiveVenueA } from '../support/live-venue-a.ts';
import { barrier, eventually } from '../support/wait.ts';
import { ledgerProblems } from '../../harness/stack/wallets.ts';
import { recordedCatalog } from '../../harness/stack/market-data.ts';
import type { PolymarketMarketMessage } from '../../core/market-data.ts';

const OPEN_ORDER = json('http_open_order.json'); // LIVE, 25 of 100 matched, price 0.5
const TRADE = json('http_trade_report.json'); // taker 25 @ 0.5

/** The recorded order record under the id asked for, with changes. */
const orderRecord = (changes: Record<string, unknown>) => (seen: { path: string }) => ({
  body: JSON.stringify({ ...OPEN_ORDER, id: seen.path.split('/').pop(), ...changes }),
});

describe('live venue_a orders through the order service (CLOB stand-in)', function () {
  this.timeout(60_000);
  let live: LiveVenueA;
  /** The venue's id of the last order posted (the stand-in answers with the recorded one). */
  const venueIdOf = (path: string) => path.split('/').pop()!;

  const place = (body: Record<string, unknown>) => live.place(body);
  const balance = () => live.balance();
  const order = (id: string) => live.order(id);
  const fillsOf = async (id: string) =>
    (await live.stack.client.get(`/api/v1/wallet/pol/${live.walletId}/order/${id}/fills`, live.headers)).body
      .response;

  before(async () => {
    live = await startLiveVenueA({ project: 'live-orders', credit: '1000' });
  });
  after(() => live?.stop());

  it('should give the hold back when the venue refuses the order, and keep it REJECTED with the reason', async () => {
    live.stub.on('POST /order', fixture('http_order_response_failed.json'));
    const r = await place({ token_id: live.token, side: 'BUY', price: '0.5', shares: '100' });
    assert.equal(r.status, 400);
    assert.match(r.body.error, /the venue refused the order: .*Insufficient balance/);
    assert.equal(await balance(), '1000');
    const [listed] = (
      await live.stack.client.get(`/api/v1/wallet/${live.walletId}/orders?limit=1`, live.headers)
    ).body.response;
    assert.deepEqual(
      [listed.order.status, listed.order.execution, listed.order.filled],
      ['REJECTED', 'live', '0'],
    );
    assert.match(listed.order.reason, /Insufficient balance/);
  });

  it('should settle a partial fill from the venue’s report and release the rest on cancel', async () => {
    live.stub.on('POST /order', fixture('http_order_response_ok.json'));
    live.stub.on('GET /data/order/*', orderRecord({}));
    live.stub.on(
      'GET /data/trades',
      page({ ...TRADE, taker_order_id: json('http_order_response_ok.json').orderID }),
    );
    const r = await place({ token_id: live.token, side: 'BUY', price: '0.5', shares: '100' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    // Held 100 × 0.5 = 50; the venue matched 25 @ 0.5 = 12.5; 37.5 stays held for the rest.
    assert.deepEqual(
      [r.body.response.status, r.body.response.filled, r.body.response.filled_amount],
      ['PARTIALLY_FILLED', '25', '12.5'],
    );
    assert.equal(await balance(), '950');
    // The trade names the order as its taker.
    const fills = await fillsOf(r.body.response.order_id);
    assert.deepEqual(
      fills.map((f: { fill_id: string; shares: string; usdc: string; role: string }) => [
        f.fill_id,
        f.shares,
        f.usdc,
        f.role,
      ]),
      [[TRADE.id, '25', '12.5', 'taker']],
    );
    live.stub.on('DELETE /order', fixture('http_cancel_response_ok.json'));
    live.stub.on('GET /data/order/*', orderRecord({ status: 'CANCELED' }));
    const cancelled = await live.stack.client.request(
      'DELETE',
      `/api/v1/wallet/pol/${live.walletId}/order/${r.body.response.order_id}`,
      { headers: live.headers },
    );
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.deepEqual([cancelled.body.response.status, cancelled.body.response.filled], ['CANCELLED', '25']);
    assert.equal(await balance(), '987.5');
    // The 25 shares bought are the wallet's position.
    await eventually(
      'the position',
      async () =>
        (await live.stack.client.get(`/api/v1/wallet/pol/${live.walletId}/positions`, live.headers)).body
          .response.length === 1,
    );
  });

  it('should keep an order whose outcome is unknown PENDING, and settle it when a poll finds it filled', async () => {
    live.stub.on('POST /order', fixture('http_order_response_error_500.json'), 500);
    live.stub.on('GET /data/order/*', '', 404);
    live.stub.on('GET /data/trades', page());
    const r = await place({ token_id: live.token, side: 'BUY', price: '0.5', shares: '100' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.response.status, 'PENDING');
    assert.equal(await balance(), '937.5');
    // The signed order's hash was recorded before it was sent: a restarted service can ask for it.
    const [row] = await live.stack.sql.query<{ venue_order_id: string }>(
      't',
      'SELECT venue_order_id FROM orders WHERE order_id = $1',
      [r.body.response.order_id],
    );
    const recorded = row!.venue_order_id;
    assert.match(recorded, /^0x[0-9a-f]{64}$/);
    // The venue did get it (found by the order hash kept with the PENDING order) and filled it whole.
    let hash = '';
    live.stub.on('GET /data/order/*', (seen) => {
      hash = venueIdOf(seen.path);
      return orderRecord({ status: 'MATCHED', size_matched: '100.0000' })(seen);
    });
    live.stub.on('GET /data/trades', () => ({
      body: page({ ...TRADE, id: 'trade-derived-2', taker_order_id: hash || 'none', size: '100.0000' }),
    }));
    await live.stack.orders.pollLive(r.body.response.order_id);
    await eventually(
      'the poll to settle the order',
      async () => (await order(r.body.response.order_id)).status === 'FILLED',
    );
    assert.equal(hash, recorded);
    const filled = await order(r.body.response.order_id);
    assert.deepEqual([filled.filled, filled.filled_amount], ['100', '50']);
    assert.equal(await balance(), '937.5');
    assert.deepEqual(await ledgerProblems(live.stack), []);
  });

  it('should refuse a stoploss on the live venue before holding anything', async () => {
    const r = await place({
      token_id: live.token,
      side: 'SELL',
      type: 'STOPLOSS',
      price: '0.3',
      shares: '1',
    });
    assert.equal(r.status, 400);
    assert.match(r.body.error, /STOPLOSS orders run on the paper venue only/);
  });

  it('should answer 409 with the venue’s reason when it refuses to cancel, and keep the order open', async () => {
    const accepted = json('http_order_response_ok.json').orderID;
    live.stub.on('POST /order', fixture('http_order_response_ok.json'));
    live.stub.on('GET /data/order/*', orderRecord({ size_matched: '0' }));
    live.stub.on('GET /data/trades', page());
    const r = await place({ token_id: live.token, side: 'BUY', price: '0.4', shares: '10' });
    assert.equal(r.body.response.status, 'ACTIVE', JSON.stringify(r.body));
    // Derived: the recorded refusal ("already canceled or matched") under this order's id.
    const failed = json('http_cancel_response_failed.json');
    live.stub.on(
      'DELETE /order',
      JSON.stringify({ ...failed, not_canceled: { [accepted]: Object.values(failed.not_canceled)[0] } }),
    );
    const refused = await live.stack.client.request(
      'DELETE',
      `/api/v1/wallet/pol/${live.walletId}/order/${r.body.response.order_id}`,
      { headers: live.headers },
    );
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.match(refused.body.error, /the venue refused to cancel the order: /);
    assert.equal((await order(r.body.response.order_id)).status, 'ACTIVE');
    assert.equal(await balance(), '933.5');
    // Cancelled after all: the 10 × 0.4 held comes back.
    live.stub.on('DELETE /order', fixture('http_cancel_response_ok.json'));
    live.stub.on('GET /data/order/*', orderRecord({ status: 'CANCELED', size_matched: '0' }));
    const cancelled = await live.stack.client.request(
      'DELETE',
      `/api/v1/wallet/pol/${live.walletId}/order/${r.body.response.order_id}`,
      { headers: live.headers },
    );
    assert.equal(cancelled.body.response.status, 'CANCELLED');
    assert.equal(await balance(), '937.5');
  });

  it('should charge a fill the exchange’s fee from the market’s schedule, taking what the hold lacks from the wallet', async () => {
    // The market's fees read again: rate 0.01, exponent 1 (the recorded catalog's market charges 0).
    await live.setFeeSchedule({
      taker_rate: '0.01',
      maker_rate: '0',
      exponent: 1,
      read_at: new Date().toISOString(),
    });
    try {
      const accepted = json('http_order_response_ok.json').orderID;
      live.stub.on('POST /order', fixture('http_order_response_ok.json'));
      live.stub.on(
        'GET /data/order/*',
        orderRecord({ status: 'MATCHED', original_size: '10.0000', size_matched: '10.0000' }),
      );
      // Derived: the recorded trade for 10 shares at 0.5; it reports fee_rate_bps 0, as V2 orders carry no fee rate.
      live.stub.on(
        'GET /data/trades',
        page({ ...TRADE, id: 'trade-derived-fee', taker_order_id: accepted, size: '10.0000' }),
      );
      const r = await place({ token_id: live.token, side: 'BUY', price: '0.5', shares: '10' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      // Held 5; the fill costs 5 + 10 × 0.01 × 0.5 × 0.5 = 0.025 pUSD of fee: what the hold lacks comes from the balance.
      assert.deepEqual(
        [r.body.response.status, r.body.response.filled, r.body.response.filled_amount, r.body.response.fee],
        ['FILLED', '10', '5', { amount: '0.025', asset: 'pUSD' }],
      );
      assert.equal(await balance(), '932.475');
      assert.deepEqual(await ledgerProblems(live.stack), []);
    } finally {
      await live.setFeeSchedule({
        taker_rate: '0',
        maker_rate: '0',
        exponent: 1,
        read_at: new Date().toISOString(),
      });
    }
  });

  it('should list the fill of a resting order that another order crossed as a maker fill', async () => {
    const accepted = json('http_order_response_ok.json').orderID;
    live.stub.on('POST /order', fixture('http_order_response_ok.json'));
    live.stub.on(
      'GET /data/order/*',
      orderRecord({ original_size: '10.0000', size_matched: '4.0000', price: '0.4000' }),
    );
    // Derived: the recorded trade, its first maker order being this one, 4 shares at 0.4.
    const maker = { ...TRADE.maker_orders[0], order_id: accepted, matched_amount: '4.0000', price: '0.4000' };
    live.stub.on(
      'GET /data/trades',
      page({
        ...TRADE,
        id: 'trade-derived-maker',
        taker_order_id: `0x${'ab'.repeat(32)}`,
        maker_orders: [maker],
      }),
    );
    const r = await place({ token_id: live.token, side: 'BUY', price: '0.4', shares: '10' });
    assert.deepEqual(
      [r.body.response.status, r.body.response.filled],
      ['PARTIALLY_FILLED', '4'],
      JSON.stringify(r.body),
    );
    const fills = await fillsOf(r.body.response.order_id);
    assert.deepEqual(
      fills.map((f: { fill_id: string; price: string; shares: string; usdc: string; role: string }) => [
        f.fill_id,
        f.price,
        f.shares,
        f.usdc,
        f.role,
      ]),
      [['trade-derived-maker', '0.4', '4', '1.6', 'maker']],
    );
  });

  it('should keep the venue id the order was acknowledged under when a poll asked under its hash meanwhile', async () => {
    // The real CLOB answers an order's hash as its orderID; the recorded answer names another id,
    // which tells the two apart: a poll asked while the order was PENDING (by the hash recorded
    // before the send) and answered after the send's own answer confirmed it must not undo it.
    const accepted = json('http_order_response_ok.json').orderID;
    const send = barrier();
    const pollAnswer = barrier();
    live.stub.on('POST /order', async () => {
      await send.reached;
      return { body: fixture('http_order_response_ok.json') };
    });
    live.stub.on('GET /data/order/*', async (seen) => {
      if (venueIdOf(seen.path) !== accepted) await pollAnswer.reached;
      return orderRecord({ size_matched: '0', original_size: '10' })(seen);
    });
    live.stub.on('GET /data/trades', page());
    const placing = place({ token_id: live.token, side: 'BUY', price: '0.4', shares: '10' });
    const pendingId = async () =>
      (
        await live.stack.sql.query<{ order_id: string }>(
          't',
          "SELECT order_id FROM orders WHERE status = 'PENDING' AND venue_order_id IS NOT NULL",
          [],
        )
      )[0]?.order_id;
    await eventually('the hash recorded before the send', async () => (await pendingId()) !== undefined);
    const orderId = (await pendingId())!;
    const polling = live.stack.orders.pollLive(orderId);
    await eventually('the poll to ask under the hash', () =>
      live.stub.requests.some((r) => r.path.startsWith('/data/order/') && venueIdOf(r.path) !== accepted),
    );
    send.pass();
    const placed = await placing;
    assert.deepEqual(
      [placed.body.response.status, placed.body.response.order_id],
      ['ACTIVE', orderId],
      JSON.stringify(placed.body),
    );
    pollAnswer.pass();
    await polling;
    const [row] = await live.stack.sql.query<{ venue_order_id: string; status: string }>(
      't',
      'SELECT venue_order_id, status FROM orders WHERE order_id = $1',
      [orderId],
    );
    assert.deepEqual([row!.venue_order_id, row!.status], [accepted, 'ACTIVE']);
  });
  it('should refuse an order on a sandbox market while venue_a trades live, before anything is held or sent', async () => {
    // Another open venue_a market, published again as the sandbox carries it (source sandbox).
    const sandboxed = recordedCatalog().find(
      (m): m is PolymarketMarketMessage =>
        m.venue === 'venue_a' && m.market.active && !m.market.closed && m.market.left_token_id !== live.token,
    )!;
    await live.stack.ingest([{ ...sandboxed, source: 'sandbox', source_ts: sandboxed.source_ts + 1 }]);
    const before = live.stub.requests.filter((r) => r.method === 'POST').length;
    const balanceBefore = await balance();
    const r = await place({
      token_id: sandboxed.market.left_token_id,
      side: 'BUY',
      price: '0.5',
      shares: '10',
    });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.code, 'sandbox_market');
    assert.match(
      r.body.error,
      /is a sandbox market \(simulated prices, docs\/sandbox\.md\) and venue_a trades live here/,
    );
    assert.equal(
      live.stub.requests.filter((r) => r.method === 'POST').length,
      before,
      'nothing sent to the venue',
    );
    assert.equal(await balance(), balanceBefore, 'nothing held');
  });
});
