// A trader's walk through live venue_a orders, through the HTTP API only: the service runs venue_a
// live (the real PolymarketVenue signing with the wallet's custodial key) against the CLOB stand-in,
// which enforces the exchange's order rules and checks every request's L1/L2 signature. The walk
// places a resting order, amends it (the CLOB has no amendment: the old venue order is cancelled,
// its fills kept, and a new one signed for the new price and the shares left; the hold follows)
// and sees the new venue order fill, cancels another (the hold comes back), has an order refused by
// the exchange's rules (the venue's words, nothing held), and places one that fills (the position
// is the wallet's). Then an amendment whose replacement the CLOB refuses (the order ends
// CANCELLED, its hold returned) and one whose cancel it refuses (nothing changes; 503 with
// Retry-After).
import assert from 'node:assert/strict';
import { getAddress } from 'viem';
import { CLOB_WORDS, COLLATERAL, fixture, json, page } from '../support/clob-stub.ts';
import { eventually } from '../support/wait.ts';
import { startLiveVenueA, type LiveVenueA } from '../support/live-venue-a.ts';
import { holdProblems, ledgerProblems } from '../../harness/stack/wallets.ts';
import { DEFAULT_RETRY_AFTER_S } from '../../core/errors.ts';

const OPEN_ORDER = json('http_open_order.json');
const TRADE = json('http_trade_report.json');
const ACCEPTED = json('http_order_response_ok.json');
/** The CLOB's id of the replacement order (its answer to the second POST /order). */
const REPLACEMENT = `0x${'cd'.repeat(32)}`;

describe('a live venue_a walk through the HTTP API (rule-enforcing CLOB stand-in)', function () {
  this.timeout(60_000);
  let live: LiveVenueA;

  const path = (rest = '') => `/api/v1/wallet/pol/${live.walletId}/order${rest}`;
  const balance = () => live.balance();
  const order = (id: string) => live.order(id);
  /** The venue's record of the accepted order, as GET /data/order answers it. */
  const record = (changes: Record<string, unknown>) => (seen: { path: string }) => ({
    body: JSON.stringify({ ...OPEN_ORDER, id: seen.path.split('/').pop(), ...changes }),
  });
  const put = (id: string, body: Record<string, unknown>) =>
    live.stack.client.request('PUT', path(`/${id}`), {
      body: { type: 'LIMIT', ...body },
      headers: live.headers,
    });
  /** A trade in which a resting order of ours (`orderId`) was the maker of `shares` at `price`. */
  const makerTrade = (id: string, orderId: string, shares: string, price: string) => ({
    ...TRADE,
    id,
    taker_order_id: `0x${'ee'.repeat(32)}`,
    side: 'SELL',
    size: shares,
    price,
    maker_orders: [
      { ...TRADE.maker_orders[0], order_id: orderId, matched_amount: shares, price, side: 'BUY' },
    ],
  });
  /** Places a resting BUY 10 @ 0.4 (venue id ACCEPTED.orderID) and answers its service id. */
  const placeResting = async () => {
    live.stub.on('POST /order', JSON.stringify(ACCEPTED));
    live.stub.on('GET /data/order/*', record({ size_matched: '0', original_size: '10', price: '0.4' }));
    live.stub.on('GET /data/trades', page());
    const placed = await live.place({ token_id: live.token, side: 'BUY', price: '0.4', shares: '10' });
    assert.deepEqual(
      [placed.status, placed.body.response?.status],
      [200, 'ACTIVE'],
      JSON.stringify(placed.body),
    );
    return placed.body.response.order_id as string;
  };
  /** The stand-in cancels the old venue order on DELETE /order (with `filled` of it matched before). */
  const cancelsOldOrder = (filled: string) => {
    let cancelled = false;
    live.stub.on('DELETE /order', () => {
      cancelled = true;
      return { body: JSON.stringify({ canceled: [ACCEPTED.orderID], not_canceled: {} }) };
    });
    live.stub.on('GET /data/order/*', (seen) => {
      const id = seen.path.split('/').pop();
      if (id === ACCEPTED.orderID)
        return record({
          status: cancelled ? 'CANCELED' : 'LIVE',
          size_matched: filled,
          original_size: '10',
          price: '0.4',
        })(seen);
      return record({ size_matched: '0', original_size: '8', price: '0.45' })(seen);
    });
  };

  before(async () => {
    live = await startLiveVenueA({ project: 'live-walk-a', credit: '100', timeoutMs: 2_000 });
    live.stub.market(live.token, '0.01', '5');
  });
  after(() => live?.stop());

  it('should place, amend by cancel-and-replace, fill the replacement, cancel, refuse by the exchange’s rules, and fill', async () => {
    // Place: a resting GTC BUY of 10 at 0.4; 4 pUSD held.
    const id = await placeResting();
    assert.equal((await order(id)).execution, 'live');
    assert.equal(await balance(), '96');

    // Amend to 12 at 0.45 after 4 filled at the venue: the old venue order is cancelled (its 4
    // shares, 1.6 pUSD, stay the order's) and a new one is signed for the 8 left at 0.45. Held:
    // 8 × 0.45 = 3.6 instead of the 2.4 left, so 100 - 1.6 - 3.6 = 94.8 is free.
    cancelsOldOrder('4');
    const oldTrade = makerTrade('trade-amend-old', ACCEPTED.orderID, '4', '0.4');
    live.stub.on('GET /data/trades', page(oldTrade));
    live.stub.on('POST /order', JSON.stringify({ ...ACCEPTED, orderID: REPLACEMENT }));
    const posts = live.stub.sent('POST', '/order').length;
    const amended = await put(id, { price: '0.45', shares: '12' });
    assert.equal(amended.status, 200, JSON.stringify(amended.body));
    const a = amended.body.response;
    assert.deepEqual(
      [a.order_id, a.status, a.price, a.shares, a.filled, a.filled_amount],
      [id, 'PARTIALLY_FILLED', '0.45', '12', '4', '1.6'],
    );
    assert.equal(await balance(), '94.8');
    const cancels = live.stub.sent('DELETE', '/order');
    assert.equal(JSON.parse(cancels.at(-1)!.body).orderID, ACCEPTED.orderID);
    // The replacement went through the stand-in's rules (tick, size, signature for its exchange): BUY 8 for 3.6 pUSD, GTC, signed by the wallet.
    const [sentOrder] = live.stub
      .sent('POST', '/order')
      .slice(posts)
      .map((p) => JSON.parse(p.body) as { order: Record<string, unknown>; orderType: string });
    assert.deepEqual(
      [
        sentOrder!.order.side,
        sentOrder!.order.makerAmount,
        sentOrder!.order.takerAmount,
        sentOrder!.orderType,
      ],
      ['BUY', '3600000', '8000000', 'GTC'],
    );
    const [amendedRow] = await live.stack.sql.query<{ evm_address: string; venue_order_id: string }>(
      't',
      'SELECT w.evm_address, o.venue_order_id FROM wallets w JOIN orders o USING (wallet_id) WHERE o.order_id = $1',
      [id],
    );
    assert.equal(String(sentOrder!.order.signer).toLowerCase(), amendedRow!.evm_address.toLowerCase());
    assert.equal(amendedRow!.venue_order_id, REPLACEMENT);

    // The replacement fills: its 8 at 0.45 (3.6, what it held). The old venue order's fill counts once.
    live.stub.on(
      'GET /data/order/*',
      record({ status: 'MATCHED', size_matched: '8', original_size: '8', price: '0.45' }),
    );
    live.stub.on('GET /data/trades', page(oldTrade, makerTrade('trade-amend-new', REPLACEMENT, '8', '0.45')));
    await live.stack.orders.pollLive(id);
    const done = await order(id);
    assert.deepEqual([done.status, done.filled, done.filled_amount], ['FILLED', '12', '5.2']);
    assert.equal(await balance(), '94.8');
    const fills = await live.stack.sql.query<{ fill_id: string }>(
      't',
      'SELECT fill_id FROM fills WHERE order_id = $1 ORDER BY fill_id',
      [id],
    );
    assert.deepEqual(
      fills.map((f) => f.fill_id),
      ['trade-amend-new', 'trade-amend-old'],
    );
    assert.deepEqual(await holdProblems(live.stack), []);

    // Cancel another: the venue cancels it and the 4 held come back.
    const other = await placeResting();
    assert.equal(await balance(), '90.8');
    live.stub.on('DELETE /order', fixture('http_cancel_response_ok.json'));
    live.stub.on('GET /data/order/*', record({ status: 'CANCELED', size_matched: '0', original_size: '10' }));
    const cancelled = await live.stack.client.request('DELETE', path(`/${other}`), { headers: live.headers });
    assert.deepEqual(
      [cancelled.status, cancelled.body.response?.status],
      [200, 'CANCELLED'],
      JSON.stringify(cancelled.body),
    );
    assert.equal(await balance(), '94.8');

    // Refused by the exchange's rules: under the market's 5-share minimum, in the CLOB's words.
    const small = await live.stack.client.request('POST', path(), {
      body: { token_id: live.token, side: 'BUY', price: '0.4', shares: '2' },
      headers: live.headers,
    });
    assert.deepEqual(
      [small.status, small.body.code],
      [400, 'venue_invalid_order'],
      JSON.stringify(small.body),
    );
    assert.match(small.body.error, /is invalid\. Size \(2\) lower than the minimum: 5$/);
    assert.equal(await balance(), '94.8');

    // Fill: a BUY of 10 at 0.5 that the venue matches whole.
    live.stub.on('POST /order', JSON.stringify({ ...ACCEPTED, status: 'matched' }));
    live.stub.on('GET /data/order/*', record({ status: 'MATCHED', size_matched: '10', original_size: '10' }));
    live.stub.on(
      'GET /data/trades',
      page({ ...TRADE, id: 'trade-walk-1', taker_order_id: ACCEPTED.orderID, size: '10', price: '0.5' }),
    );
    const filled = await live.stack.client.request('POST', path(), {
      body: { token_id: live.token, side: 'BUY', price: '0.5', shares: '10' },
      headers: live.headers,
    });
    assert.equal(filled.status, 200, JSON.stringify(filled.body));
    assert.deepEqual(
      [filled.body.response.status, filled.body.response.filled, filled.body.response.filled_amount],
      ['FILLED', '10', '5'],
    );
    assert.equal(await balance(), '89.8');
    await eventually(
      'the position',
      async () =>
        (await live.stack.client.get(`/api/v1/wallet/pol/${live.walletId}/positions`, live.headers)).body
          .response.length === 1,
    );
    assert.deepEqual(await ledgerProblems(live.stack), []);

    // Every request the stand-in saw was signed by the wallet's key (L1) or its API credentials (L2).
    const [wallet] = await live.stack.sql.query<{ evm_address: string }>(
      't',
      'SELECT evm_address FROM wallets WHERE wallet_id = $1',
      [live.walletId],
    );
    await live.stub.assertSigned(getAddress(wallet!.evm_address));
  });

  it('should end an amended order CANCELLED, its hold returned, when the CLOB refuses the replacement', async () => {
    const id = await placeResting();
    assert.equal(await balance(), '85.8');
    cancelsOldOrder('0');
    live.stub.on('GET /data/trades', page());
    live.stub.balance(COLLATERAL, 1_000_000n); // 1 pUSD at the venue: the replacement's 4.5 is refused
    try {
      const amended = await put(id, { price: '0.45' });
      const words = CLOB_WORDS.notEnoughBalance(1_000_000n, 4_500_000n);
      assert.deepEqual(
        [amended.status, amended.body.code],
        [400, 'venue_insufficient_funds'],
        JSON.stringify(amended.body),
      );
      assert.equal(
        amended.body.error,
        `the venue refused the replacement order; the order is cancelled: ${words}`,
      );
      const ended = await order(id);
      assert.deepEqual(
        [ended.order_id, ended.status, ended.reason, ended.filled],
        [id, 'CANCELLED', words, '0'],
      );
    } finally {
      live.stub.balance(COLLATERAL, 10n ** 12n);
    }
    assert.equal(await balance(), '89.8');
    assert.deepEqual(await holdProblems(live.stack), []);
  });

  it('should leave the order as it was when the venue refuses the cancel, answering 503 with Retry-After', async () => {
    const id = await placeResting();
    const cancels = live.stub.sent('DELETE', '/order').length;
    // Throttled: the CLOB's own Retry-After is passed on.
    live.stub.throttling = true;
    live.stub.retryAfter = 7;
    try {
      const throttled = await put(id, { price: '0.45' });
      assert.deepEqual(
        [throttled.status, throttled.body.code, throttled.headers.get('retry-after')],
        [503, 'venue_rate_limited', '7'],
        JSON.stringify(throttled.body),
      );
    } finally {
      live.stub.throttling = false;
      live.stub.retryAfter = null;
    }
    // Shut for trading (no Retry-After from the venue): the service's default.
    live.stub.trading = 'disabled';
    try {
      const paused = await put(id, { price: '0.45' });
      assert.deepEqual(
        [paused.status, paused.body.code, paused.headers.get('retry-after')],
        [503, 'venue_unavailable', String(DEFAULT_RETRY_AFTER_S)],
        JSON.stringify(paused.body),
      );
      assert.equal(paused.body.error, `the venue refused to cancel the order: ${CLOB_WORDS.disabled}`);
    } finally {
      live.stub.trading = 'open';
    }
    const kept = await order(id);
    assert.deepEqual([kept.status, kept.price, kept.shares], ['ACTIVE', '0.4', '10']);
    assert.equal(await balance(), '85.8');
    assert.equal(live.stub.sent('DELETE', '/order').length, cancels + 2);
  });
});
