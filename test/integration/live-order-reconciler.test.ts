// A live venue_a order whose request stops between holding the funds and sending the order (a
// crash, or a stall): the live poller's decision on real PostgreSQL. The request is held at that
// exact point by a venue wrapper that waits before the order's id is recorded (the last step
// before anything is sent); the real PolymarketVenue signs and talks to the CLOB stand-in. Likewise
// an amendment (cancel-and-replace) whose request stops after the old venue order was cancelled
// and the new hold taken, before the replacement is sent.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import { NOT_SENT_REASON, UNCONFIRMED_GRACE_MS } from '../../engine/trading/orders.ts';
import type { LiveVenue, VenueOrder, WithSecretKey } from '../../core/live-venue.ts';
import { POLYGON_CHAIN_ID } from '../../venues/polymarket/order-types.ts';
import { CREDS_ANSWER, ClobStub, fixture, json, page } from '../support/clob-stub.ts';
import {
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { eventually } from '../support/wait.ts';
import { holdProblems, ledgerProblems, paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';

const ADMIN = 'adm_unused';

/** The real venue, except that a submit waits at `gate` right before its id is recorded and sent. */
class GatedVenue implements LiveVenue {
  readonly venue = 'venue_a' as const;
  gate: Promise<void> = Promise.resolve();

  constructor(private readonly inner: PolymarketVenue) {}

  submit(order: VenueOrder, withKey: WithSecretKey, beforeSend?: (venueOrderId: string) => Promise<void>) {
    return this.inner.submit(order, withKey, async (id) => {
      await this.gate;
      await beforeSend?.(id);
    });
  }

  replace(
    order: VenueOrder,
    cancelledVenueOrderId: string,
    withKey: WithSecretKey,
    beforeSend?: (venueOrderId: string) => Promise<void>,
  ) {
    return this.inner.replace(order, cancelledVenueOrderId, withKey, async (id) => {
      await this.gate;
      await beforeSend?.(id);
    });
  }

  poll(order: VenueOrder, venueOrderId: string | null, withKey: WithSecretKey) {
    return this.inner.poll(order, venueOrderId, withKey);
  }

  cancel(order: VenueOrder, venueOrderId: string, withKey: WithSecretKey) {
    return this.inner.cancel(order, venueOrderId, withKey);
  }
}

describe('live order poller: an order held but never sent', function () {
  this.timeout(60_000);
  let stub: ClobStub;
  let venue: GatedVenue;
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let token: string;

  const balance = async () =>
    (await stack.client.get(`/api/v1/wallet/pol/${walletId}/balance`, headers)).body.response.balance.pUSD;
  const row = async (id: string) =>
    (
      await stack.sql.query<{
        status: string;
        reason: string | null;
        held: string;
        venue_order_id: string | null;
      }>(
        'test.order',
        'SELECT status, reason, held::text AS held, venue_order_id FROM orders WHERE order_id = $1',
        [id],
      )
    )[0]!;
  /** Lets time pass for the order: its age is what the poller's grace is measured on. */
  const age = (id: string, ms: number) =>
    stack.sql.query(
      'test.age_order',
      `UPDATE orders SET created_at = created_at - make_interval(secs => $2) WHERE order_id = $1`,
      [id, ms / 1000],
    );

  /** Closes the gate: submits and replacements wait before their id is recorded until `open()`. */
  const closeGate = () => {
    let open!: () => void;
    venue.gate = new Promise((resolve) => (open = resolve));
    return open;
  };

  /** Starts placing a BUY 100 @ 0.5 (holds 50) and returns once it is held and stopped before sending. */
  const placeStalled = async () => {
    const open = closeGate();
    const answer = stack.client.post(
      `/api/v1/wallet/pol/${walletId}/order`,
      { token_id: token, side: 'BUY', price: '0.5', shares: '100' },
      headers,
    );
    let orderId = '';
    await eventually('the order to be held', async () => {
      const pending = await stack.sql.query<{ order_id: string }>(
        'test.pending',
        "SELECT order_id FROM orders WHERE wallet_id = $1 AND status = 'PENDING'",
        [walletId],
      );
      orderId = pending[0]?.order_id ?? '';
      return orderId !== '';
    });
    return { orderId, answer, open };
  };

  before(async () => {
    stub = await ClobStub.start();
    stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
    venue = new GatedVenue(
      new PolymarketVenue({ clobUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 1_000 }),
    );
    stack = await startMarketDataStack({ live: { venue_a: venue } });
    const catalog = recordedCatalog();
    const up = catalog.find(
      (m): m is MarketMessage =>
        m.venue === 'venue_a' && m.market.active && !m.market.closed && m.market.tick_size === '0.01',
    )!;
    token = up.market.left_token_id;
    await stack.ingest(catalog);
    ({ headers, walletId } = await (await projectAccounts(stack.client, 'live-reconciler', ADMIN))());
    await paperCredit(stack, walletId, 'POL', 'pUSD', '100', ADMIN);
  });
  after(async () => {
    await stack.stop();
    await stub.stop();
  });

  it('should keep it PENDING with its funds held while its request may still send it', async () => {
    const { orderId, answer, open } = await placeStalled();
    await stack.orders.pollLive(orderId);
    assert.deepEqual(await row(orderId), {
      status: 'PENDING',
      reason: null,
      held: '50000000',
      venue_order_id: null,
    });
    assert.equal(await balance(), '50');
    // Let it through: the order is sent and the venue refuses it, so the hold comes back.
    stub.on('POST /order', fixture('http_order_response_failed.json'));
    open();
    assert.equal((await answer).status, 400);
    assert.equal(await balance(), '100');
  });

  it('should reject it after the grace, once, return its hold, and make its late request send nothing', async () => {
    const before = stub.sent('POST', '/order').length;
    const { orderId, answer, open } = await placeStalled();
    await age(orderId, UNCONFIRMED_GRACE_MS + 1_000);
    await Promise.all([stack.orders.pollLive(orderId), stack.orders.pollLive(orderId)]);
    assert.deepEqual(await row(orderId), {
      status: 'REJECTED',
      reason: NOT_SENT_REASON,
      held: '0',
      venue_order_id: null,
    });
    assert.equal(await balance(), '100');
    const released = await stack.sql.query(
      'test.release',
      'SELECT 1 FROM ledger_journals WHERE idempotency_key = $1',
      [`order:${orderId}:release`],
    );
    assert.equal(released.length, 1);

    open();
    const late = await answer;
    assert.equal(late.status, 200, JSON.stringify(late.body));
    assert.deepEqual([late.body.response.order_id, late.body.response.status], [orderId, 'REJECTED']);
    assert.equal(stub.sent('POST', '/order').length, before, 'the order never reached the venue');
    assert.equal((await row(orderId)).venue_order_id, null);
    assert.equal(await balance(), '100');
    assert.deepEqual(await ledgerProblems(stack), []);
    assert.deepEqual(await holdProblems(stack), []);
  });

  it('should end an amended order whose replacement was never sent CANCELLED after the grace, and send nothing late', async () => {
    // A resting BUY 10 @ 0.4 (holds 4), accepted by the venue.
    const accepted = json('http_order_response_ok.json');
    const record = (status: string) => (seen: { path: string }) => ({
      body: JSON.stringify({
        ...json('http_open_order.json'),
        id: seen.path.split('/').pop(),
        status,
        size_matched: '0',
        original_size: '10',
        price: '0.4',
      }),
    });
    stub.on('POST /order', JSON.stringify(accepted));
    stub.on('GET /data/order/*', record('LIVE'));
    stub.on('GET /data/trades', page());
    const placed = await stack.client.post(
      `/api/v1/wallet/pol/${walletId}/order`,
      { token_id: token, side: 'BUY', price: '0.4', shares: '10' },
      headers,
    );
    assert.equal(placed.body.response?.status, 'ACTIVE', JSON.stringify(placed.body));
    const orderId: string = placed.body.response.order_id;
    // Amend to 0.45: the venue cancels the old order, the hold becomes 4.5, and the request stops before sending the replacement.
    stub.on('DELETE /order', JSON.stringify({ canceled: [accepted.orderID], not_canceled: {} }));
    stub.on('GET /data/order/*', record('CANCELED'));
    const posts = stub.sent('POST', '/order').length;
    const open = closeGate();
    const answer = stack.client.request('PUT', `/api/v1/wallet/pol/${walletId}/order/${orderId}`, {
      body: { type: 'LIMIT', price: '0.45' },
      headers,
    });
    await eventually('the amendment to be held', async () => (await row(orderId)).status === 'PENDING');
    // Its created_at is long past: the grace counts from the amendment, so the poller leaves it.
    await age(orderId, UNCONFIRMED_GRACE_MS + 1_000);
    await stack.orders.pollLive(orderId);
    assert.deepEqual(await row(orderId), {
      status: 'PENDING',
      reason: null,
      held: '4500000',
      venue_order_id: null,
    });
    assert.equal(await balance(), '95.5');

    await stack.sql.query(
      'test.age_amendment',
      `UPDATE orders SET updated_at = updated_at - make_interval(secs => $2) WHERE order_id = $1`,
      [orderId, (UNCONFIRMED_GRACE_MS + 1_000) / 1000],
    );
    await Promise.all([stack.orders.pollLive(orderId), stack.orders.pollLive(orderId)]);
    // It had been at the venue: CANCELLED (not REJECTED), the hold returned.
    assert.deepEqual(await row(orderId), {
      status: 'CANCELLED',
      reason: NOT_SENT_REASON,
      held: '0',
      venue_order_id: null,
    });
    assert.equal(await balance(), '100');

    open();
    const late = await answer;
    assert.equal(late.status, 200, JSON.stringify(late.body));
    assert.deepEqual([late.body.response.order_id, late.body.response.status], [orderId, 'CANCELLED']);
    assert.equal(stub.sent('POST', '/order').length, posts, 'the replacement never reached the venue');
    assert.deepEqual(await ledgerProblems(stack), []);
    assert.deepEqual(await holdProblems(stack), []);
  });
});
