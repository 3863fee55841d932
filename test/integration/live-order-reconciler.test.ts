// A live venue_a order whose request stops between holding the funds and sending the order (a
// crash, or a stall): the live poller's decision on real PostgreSQL. The request is held at that
// exact point by a venue wrapper that waits before the order's id is recorded (the last step
// before anything is sent); the real PolymarketVenue signs and talks to the CLOB stand-in. Likewise
// an amendment (cancel-and-replace) whose request stops after the old venue order was cancelled
// and the new hold taken, before the replacement is sent; and one whose request stops between its
// reserve step and its settle (after the venue answered the cancel, or before the cancel was sent):
// after AMEND_GRACE_MS the poller asks the venue and finishes it, or rolls it back.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import { AMEND_GRACE_MS, NOT_SENT_REASON, UNCONFIRMED_GRACE_MS } from '../../engine/trading/orders.ts';
import { POLYGON_CHAIN_ID } from '../../venues/polymarket/order-types.ts';
import { CREDS_ANSWER, ClobStub, fixture, json, page } from '../support/clob-stub.ts';
import {
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { eventually } from '../support/wait.ts';
import { GatedVenue } from '../support/gated-venue.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import { holdProblems, ledgerProblems, paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';

const ADMIN = 'adm_unused';

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
  const closeGate = () => venue.close('beforeSend');

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

  describe('an amendment whose request stopped between its reserve and its settle', () => {
    /** Venue order ids the stand-in has accepted (in order), and those it has cancelled. */
    const accepted: string[] = [];
    const cancelled = new Set<string>();
    const amendRow = async (id: string) =>
      (
        await stack.sql.query<{
          status: string;
          price: string;
          held: string;
          version: number;
          venue_order_id: string | null;
          amend_id: string | null;
        }>(
          'test.amend_row',
          `SELECT status, price::text AS price, held::text AS held, version, venue_order_id, amend_id
           FROM orders WHERE order_id = $1`,
          [id],
        )
      )[0]!;
    /** How many amendments the poller has finished (`settled`) or rolled back so far. */
    const recovered = async (outcome: 'settled' | 'rolled_back') =>
      (await metricsRegistry.getSingleMetric('order_amendments_recovered_total')!.get()).values.find(
        (v) => v.labels.outcome === outcome,
      )?.value ?? 0;
    /** Lets the reservation grow older than the grace the poller leaves it to its request. */
    const ageAmendment = (id: string) =>
      stack.sql.query(
        'test.age_reservation',
        `UPDATE orders SET amend_requested_at = amend_requested_at - make_interval(secs => $2) WHERE order_id = $1`,
        [id, (AMEND_GRACE_MS + 1_000) / 1000],
      );

    beforeEach(() => {
      stub.on('POST /order', () => {
        const id = `0x${(accepted.length + 1).toString(16).padStart(64, 'a')}`;
        accepted.push(id);
        return { body: JSON.stringify({ ...json('http_order_response_ok.json'), orderID: id }) };
      });
      stub.on('GET /data/order/*', (seen) => {
        const id = seen.path.split('/').pop()!;
        const status = cancelled.has(id) ? 'CANCELED' : 'LIVE';
        return {
          body: JSON.stringify({
            ...json('http_open_order.json'),
            id,
            status,
            size_matched: '0',
            original_size: '10',
          }),
        };
      });
      stub.on('GET /data/trades', page());
      stub.on('DELETE /order', (seen) => {
        const id = (JSON.parse(seen.body) as { orderID: string }).orderID;
        cancelled.add(id);
        return { body: JSON.stringify({ canceled: [id], not_canceled: {} }) };
      });
    });

    /** A resting BUY 10 @ 0.4 (holds 4), accepted; then an amendment to 0.45 stopped at `gate`. */
    const amendStoppedAt = async (gate: 'beforeCancel' | 'afterCancel') => {
      const start = await balance();
      const placed = await stack.client.post(
        `/api/v1/wallet/pol/${walletId}/order`,
        { token_id: token, side: 'BUY', price: '0.4', shares: '10' },
        headers,
      );
      assert.equal(placed.body.response?.status, 'ACTIVE', JSON.stringify(placed.body));
      const orderId: string = placed.body.response.order_id;
      const venueOrderId = accepted.at(-1)!;
      const open = venue.close(gate);
      const answer = stack.client.request('PUT', `/api/v1/wallet/pol/${walletId}/order/${orderId}`, {
        body: { type: 'LIMIT', price: '0.45' },
        headers,
      });
      await eventually(
        'the amendment to be reserved',
        async () => (await amendRow(orderId)).amend_id !== null,
      );
      if (gate === 'afterCancel')
        await eventually('the venue to have cancelled the old order', () => cancelled.has(venueOrderId));
      return { orderId, venueOrderId, answer, open, start };
    };

    it('should leave it to its request within the grace, then settle it once and send one replacement when the venue cancelled the old order', async () => {
      const { orderId, venueOrderId, answer, open, start } = await amendStoppedAt('afterCancel');
      const posts = stub.sent('POST', '/order').length;
      // Reserved, not settled: the order is as it was, its old hold stands.
      const { amend_id: reservation, ...reserved } = await amendRow(orderId);
      assert.notEqual(reservation, null);
      assert.deepEqual(reserved, {
        status: 'ACTIVE',
        price: '0.4',
        held: '4000000',
        version: 0,
        venue_order_id: venueOrderId,
      });
      assert.equal(await balance(), String(Number(start) - 4));
      // Within the grace the poller leaves it to its request (and applies no report of the cancelled order).
      await stack.orders.pollLive(orderId);
      assert.equal((await amendRow(orderId)).status, 'ACTIVE');
      assert.notEqual((await amendRow(orderId)).amend_id, null);

      // The request is taken to have died: two pollers at once; the venue says the old order is cancelled.
      await ageAmendment(orderId);
      const settledBefore = await recovered('settled');
      await Promise.all([stack.orders.pollLive(orderId), stack.orders.pollLive(orderId)]);
      assert.equal(await recovered('settled'), settledBefore + 1, 'settled by one poller');
      const settled = await amendRow(orderId);
      assert.deepEqual(
        [settled.status, settled.price, settled.held, settled.version, settled.amend_id],
        ['ACTIVE', '0.45', '4500000', 1, null],
      );
      assert.equal(stub.sent('POST', '/order').length, posts + 1, 'one replacement');
      assert.equal(settled.venue_order_id, accepted.at(-1));
      assert.equal(await balance(), String(Number(start) - 4.5));

      // The stopped request comes back: it finds its amendment done and sends nothing more.
      open();
      const late = await answer;
      assert.equal(late.status, 200, JSON.stringify(late.body));
      assert.deepEqual([late.body.response.price, late.body.response.status], ['0.45', 'ACTIVE']);
      assert.equal(stub.sent('POST', '/order').length, posts + 1, 'still one replacement');
      assert.equal(await balance(), String(Number(start) - 4.5));
      assert.deepEqual(await ledgerProblems(stack), []);
      assert.deepEqual(await holdProblems(stack), []);
      // Done with the order: cancel it (the hold comes back), so the next test starts from the same funds.
      const cancel = await stack.client.request('DELETE', `/api/v1/wallet/pol/${walletId}/order/${orderId}`, {
        headers,
      });
      assert.equal(cancel.body.response?.status, 'CANCELLED', JSON.stringify(cancel.body));
    });

    it('should roll it back when the venue still has the old order open, and end the order as the venue then has it', async () => {
      const { orderId, venueOrderId, answer, open, start } = await amendStoppedAt('beforeCancel');
      const posts = stub.sent('POST', '/order').length;
      const deletes = stub.sent('DELETE', '/order').length;
      await ageAmendment(orderId);
      const rolledBackBefore = await recovered('rolled_back');
      await stack.orders.pollLive(orderId);
      assert.equal(await recovered('rolled_back'), rolledBackBefore + 1);
      // The venue order was never cancelled: the order is as it was, its reservation gone, nothing sent.
      assert.deepEqual(await amendRow(orderId), {
        status: 'ACTIVE',
        price: '0.4',
        held: '4000000',
        version: 0,
        venue_order_id: venueOrderId,
        amend_id: null,
      });
      assert.equal(stub.sent('POST', '/order').length, posts);
      open();
      const late = await answer;
      // The stopped request, once it goes on, cancels at the venue but finds its amendment rolled back.
      assert.deepEqual([late.status, late.body.code], [409, 'order_state'], JSON.stringify(late.body));
      assert.match(late.body.error, /rolled back/);
      assert.equal(stub.sent('DELETE', '/order').length, deletes + 1);
      assert.equal(stub.sent('POST', '/order').length, posts, 'no replacement for a rolled-back amendment');
      // The venue cancelled it after all: the next poll ends the order so, its hold returned.
      await stack.orders.pollLive(orderId);
      const ended = await amendRow(orderId);
      assert.deepEqual([ended.status, ended.held, ended.amend_id], ['CANCELLED', '0', null]);
      assert.equal(await balance(), start);
      assert.deepEqual(await ledgerProblems(stack), []);
      assert.deepEqual(await holdProblems(stack), []);
    });
  });
});
