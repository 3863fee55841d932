// The live venue_a adapter against a local CLOB stand-in (node:http on a free port) that answers with
// the recorded Polymarket payloads in test/fixtures/polymarket-clob (LGPL-3.0-or-later, see SOURCE.txt
// there: shapes as the CLOB sends them, many ids edited, http_trades_page.json synthetic). Answers the
// recordings do not cover are built here and marked "derived" (a recorded record with another id or
// status) or "synthetic" (written from the API docs). Every request the stand-in receives is checked
// for valid L1 (auth) or L2 (trading) headers.
import assert from 'node:assert/strict';
import { hexToBytes, recoverTypedDataAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { NEVER_REACHED, PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import type { VenueOrder, VenueReport, WithSecretKey } from '../../core/live-venue.ts';
import { VenueRejectedError, VenueUnavailableError } from '../../core/venue-errors.ts';
import { hashOrderV2, orderV2TypedData } from '../../venues/polymarket/order-signing.ts';
import { POLYGON_CHAIN_ID, exchangeAddress, type OrderV2 } from '../../venues/polymarket/order-types.ts';
import { CREDS, CREDS_ANSWER, ClobStub, fixture, json, page } from '../support/clob-stub.ts';

// hardhat's first account: a well-known test key, never funded anywhere that matters.
const PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const WALLET = privateKeyToAccount(PRIVATE_KEY).address;
const OPEN_ORDER = json('http_open_order.json'); // LIVE, 25 of 100 matched
const FOK_ORDER = json('http_open_order_sell_fok.json'); // MATCHED FOK SELL, 50 of 50
const TRADE = json('http_trade_report.json'); // taker 25 @ 0.5 for OPEN_ORDER; maker orders 0xmaker01/02
const ACCEPTED_ID: string = json('http_order_response_ok.json').orderID;
const CANCEL_ID: string = json('http_cancel_response_ok.json').canceled[0];
const YES_TOKEN: string = OPEN_ORDER.asset_id;
const NO_TOKEN: string = FOK_ORDER.asset_id;
const MAKER02 = TRADE.maker_orders[1]; // SELL 5 @ 0.5, fee_rate_bps 10

function order(overrides: Partial<VenueOrder> = {}): VenueOrder {
  return {
    orderId: `0x${'11'.repeat(32)}`,
    unconfirmedVenueOrderId: null,
    venue: 'venue_a',
    walletId: 'wallet-1',
    tokenId: YES_TOKEN,
    side: 'BUY',
    type: 'LIMIT',
    price: '0.5',
    shares: '100',
    amount: null,
    units: 'SHARES',
    expiresAt: null,
    slippageBps: null,
    predictionSlippageBps: null,
    market: { tickSize: '0.01', negRisk: false },
    ...overrides,
  };
}

/** The order part of a POST /order body, as the signed struct. */
function postedOrder(body: string): { order: OrderV2; signature: Hex; payload: Record<string, any> } {
  const payload = JSON.parse(body);
  const o = payload.order;
  return {
    payload,
    signature: o.signature,
    order: {
      salt: String(o.salt),
      maker: o.maker,
      signer: o.signer,
      tokenId: o.tokenId,
      makerAmount: o.makerAmount,
      takerAmount: o.takerAmount,
      side: o.side,
      signatureType: o.signatureType,
      timestamp: o.timestamp,
      metadata: o.metadata,
      builder: o.builder,
      expiration: o.expiration,
    },
  };
}

const TARGET = { chainId: POLYGON_CHAIN_ID, verifyingContract: exchangeAddress(2, POLYGON_CHAIN_ID, false) };

async function rejects<T extends Error>(
  promise: Promise<unknown>,
  type: new (...args: any[]) => T,
): Promise<T> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof type, `expected ${type.name}, got ${String(err)}`);
    return err;
  }
  assert.fail(`expected ${type.name}, nothing was thrown`);
}

describe('PolymarketVenue (venue_a, CLOB V2) against recorded CLOB answers', function () {
  let stub: ClobStub;
  let venue: PolymarketVenue;
  let keyOpened: number;
  const withKey: WithSecretKey = (use) => {
    keyOpened += 1;
    return use(hexToBytes(PRIVATE_KEY));
  };

  beforeEach(async function () {
    stub = await ClobStub.start();
    venue = new PolymarketVenue({ clobUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 2_000 });
    keyOpened = 0;
    stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
    stub.on('GET /data/trades', page());
  });

  afterEach(async function () {
    await stub.stop();
  });

  it('should place a GTC limit order signed by the wallet and report its venue id and fills', async function () {
    stub.on('POST /order', fixture('http_order_response_ok.json'));
    stub.on('GET /data/order/*', fixture('http_open_order.json'));
    stub.on('GET /data/trades', page(TRADE));

    const report = await venue.submit(order(), withKey);

    assert.deepEqual(report, {
      status: 'PARTIALLY_FILLED',
      venueOrderId: ACCEPTED_ID,
      fills: [
        {
          fillId: TRADE.id,
          price: '0.5',
          shares: '25',
          usdc: '12.5',
          fee: '0',
          role: 'taker',
          at: new Date('2024-01-01T00:00:00Z'),
        },
      ],
    } satisfies VenueReport);
    assert.deepEqual(
      stub.requests.map((r) => `${r.method} ${r.path}`),
      [
        'GET /version',
        'GET /auth/derive-api-key',
        'POST /order',
        `GET /data/order/${ACCEPTED_ID}`,
        'GET /data/trades',
      ],
    );
    const [post] = stub.sent('POST', '/order');
    const { payload, order: signed, signature } = postedOrder(post!.body);
    assert.deepEqual(Object.keys(payload.order).sort(), Object.keys(json('http_signed_order.json')).sort());
    assert.equal(payload.owner, CREDS.key);
    assert.equal(payload.orderType, 'GTC');
    assert.equal(payload.postOnly, false);
    assert.deepEqual(
      [
        signed.maker,
        signed.signer,
        signed.tokenId,
        signed.side,
        signed.makerAmount,
        signed.takerAmount,
        signed.expiration,
      ],
      [WALLET, WALLET, YES_TOKEN, 'BUY', '50000000', '100000000', '0'],
    );
    assert.equal(await recoverTypedDataAddress({ ...orderV2TypedData(signed, TARGET), signature }), WALLET);
    const [trades] = stub.sent('GET', '/data/trades');
    assert.equal(trades!.query.get('asset_id'), YES_TOKEN);
    assert.equal(trades!.query.get('after'), String(OPEN_ORDER.created_at - 60));
    await stub.assertSigned(WALLET);
  });

  it('should report an accepted order ACTIVE from the POST answer when it cannot be read back', async function () {
    stub.on('POST /order', fixture('http_order_response_ok.json'));
    stub.on('GET /data/order/*', fixture('http_order_response_error_500.json'), 500);

    const report = await venue.submit(order(), withKey);

    assert.deepEqual(report, { status: 'ACTIVE', venueOrderId: ACCEPTED_ID, fills: [] });
    await stub.assertSigned(WALLET);
  });

  it('should sign GTD and FOK market orders with the amounts the CLOB expects', async function () {
    stub.on('POST /order', fixture('http_order_response_ok.json'));
    stub.on('GET /data/order/*', fixture('http_order_response_error_500.json'), 500);
    const expiresAt = new Date('2030-01-01T00:00:00Z');

    await venue.submit(order({ expiresAt }), withKey);
    await venue.submit(
      order({ type: 'MARKET', price: '0.5', shares: null, amount: '10', units: 'USDC' }),
      withKey,
    );
    await venue.submit(order({ type: 'MARKET', price: '0.55', shares: '10', units: 'SHARES' }), withKey);
    await venue.submit(
      order({ type: 'MARKET', side: 'SELL', price: '0.4', shares: null, amount: '10', units: 'USDC' }),
      withKey,
    );

    const posted = stub.sent('POST', '/order').map((r) => postedOrder(r.body));
    assert.deepEqual(
      posted.map(({ payload, order: o }) => [
        payload.orderType,
        o.side,
        o.makerAmount,
        o.takerAmount,
        o.expiration,
      ]),
      [
        ['GTD', 'BUY', '50000000', '100000000', String(expiresAt.getTime() / 1000 + 60)],
        ['FOK', 'BUY', '10000000', '20000000', '0'], // spend 10 USDC at 0.5 at worst
        ['FOK', 'BUY', '5500000', '10000000', '0'], // 10 shares at 0.55 at worst: 5.50 USDC
        ['FOK', 'SELL', '25000000', '10000000', '0'], // receive 10 USDC at 0.4 at worst: 25 shares
      ],
    );
    for (const { order: o, signature } of posted)
      assert.equal(await recoverTypedDataAddress({ ...orderV2TypedData(o, TARGET), signature }), WALLET);
    await stub.assertSigned(WALLET);
  });

  it('should derive API credentials once per wallet, creating them when none exist', async function () {
    // Synthetic: the CLOB refuses to derive credentials a wallet never created.
    stub.on('GET /auth/derive-api-key', '{"error":"Could not derive api key!"}', 400);
    stub.on('POST /auth/api-key', CREDS_ANSWER);
    stub.on('POST /order', fixture('http_order_response_ok.json'));
    stub.on('GET /data/order/*', fixture('http_open_order.json'));

    await venue.submit(order(), withKey);
    await venue.submit(order({ orderId: `0x${'22'.repeat(32)}` }), withKey);
    const opened = keyOpened;
    await venue.poll(order(), ACCEPTED_ID, withKey);

    assert.equal(stub.sent('GET', '/auth/derive-api-key').length, 1);
    assert.equal(stub.sent('POST', '/auth/api-key').length, 1);
    assert.equal(stub.sent('POST', '/order').length, 2);
    assert.equal(keyOpened, opened, 'a poll with known credentials must not open the key');
    await stub.assertSigned(WALLET);
  });

  it('should throw VenueRejectedError with the venue message when the order is refused', async function () {
    stub.on('POST /order', fixture('http_order_response_failed.json'));
    const refused = await rejects(venue.submit(order(), withKey), VenueRejectedError);
    assert.equal(refused.message, 'Insufficient balance');

    stub.on('POST /order', fixture('http_order_response_failed.json'), 400);
    const refused400 = await rejects(venue.submit(order(), withKey), VenueRejectedError);
    assert.equal(refused400.message, 'Insufficient balance');
    assert.equal(stub.sent('GET', /^\/data\//).length, 0, 'a refused order is not read back');
    await stub.assertSigned(WALLET);
  });

  it('should throw VenueUnavailableError on a 5xx, then report REJECTED when the venue does not know the order', async function () {
    stub.on('POST /order', fixture('http_order_response_error_500.json'), 500);
    const unknown = await rejects(venue.submit(order(), withKey), VenueUnavailableError);
    assert.match(unknown.message, /HTTP 500 Internal server error/);
    assert.ok(!(unknown instanceof VenueRejectedError));

    // Synthetic: GET /data/order answers nothing for an order the CLOB does not hold (py-clob-client #217).
    stub.on('GET /data/order/*', '');
    const report = await venue.poll(order(), null, withKey);

    assert.deepEqual(report, { status: 'REJECTED', venueOrderId: null, fills: [], reason: NEVER_REACHED });
    const hash = hashOrderV2(postedOrder(stub.sent('POST', '/order')[0]!.body).order, TARGET);
    assert.deepEqual(
      stub.sent('GET', /^\/data\/order\//).map((r) => r.path),
      [`/data/order/${hash}`],
    );
    await stub.assertSigned(WALLET);
  });

  it('should find an order whose submit timed out by its locally computed hash', async function () {
    stub.on('POST /order', () => 'hang');
    const quick = new PolymarketVenue({ clobUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 300 });
    const started = Date.now();
    const timedOut = await rejects(quick.submit(order(), withKey), VenueUnavailableError);
    assert.match(timedOut.message, /no answer in 300 ms/);
    assert.ok(Date.now() - started < 2_000, 'the time-out must end the wait');

    const hash = hashOrderV2(postedOrder(stub.sent('POST', '/order')[0]!.body).order, TARGET);
    // Derived: the first LIVE, unmatched record of http_open_orders_page.json under the order's hash.
    const live = { ...json('http_open_orders_page.json').data[0], id: hash };
    stub.on('GET /data/order/*', JSON.stringify(live));
    const report = await quick.poll(order(), null, withKey);

    assert.deepEqual(report, { status: 'ACTIVE', venueOrderId: hash, fills: [] });
    await stub.assertSigned(WALLET);
  });

  it('should report a partially filled order with its fills', async function () {
    stub.on('GET /data/order/*', fixture('http_open_order.json'));
    // Only the trade report is served: it backs the 25 shares matched. (The synthetic
    // http_trades_page.json names the same order with 10 more shares, which would not add up.)
    stub.on('GET /data/trades', page(TRADE));

    const report = await venue.poll(order(), ACCEPTED_ID, withKey);

    assert.equal(report.status, 'PARTIALLY_FILLED');
    assert.deepEqual(
      report.fills.map((f) => [f.fillId, f.shares, f.usdc]),
      [[TRADE.id, '25', '12.5']],
    );
    await stub.assertSigned(WALLET);
  });

  it('should report a filled FOK order with its fills and leave out other orders and failed trades', async function () {
    stub.on('GET /data/order/*', fixture('http_open_order_sell_fok.json'));
    // Derived from http_trade_report.json: the FOK order's own taker trade, and one that FAILED.
    const own = {
      ...TRADE,
      id: 'trade-fok-1',
      taker_order_id: FOK_ORDER.id,
      asset_id: NO_TOKEN,
      side: 'SELL',
      size: '50.0000',
      maker_orders: [],
    };
    const failed = { ...own, id: 'trade-fok-failed', status: 'FAILED' };
    const other = json('http_trades_page.json').data[0]; // synthetic; belongs to another order
    stub.on('GET /data/trades', page(other, own, failed));
    const fok = order({ type: 'MARKET', side: 'SELL', tokenId: NO_TOKEN, price: '0.5', shares: '50' });

    const report = await venue.poll(fok, FOK_ORDER.id, withKey);

    assert.deepEqual(report, {
      status: 'FILLED',
      venueOrderId: FOK_ORDER.id,
      fills: [
        {
          fillId: 'trade-fok-1',
          price: '0.5',
          shares: '50',
          usdc: '25',
          fee: '0',
          role: 'taker',
          at: new Date('2024-01-01T00:00:00Z'),
        },
      ],
    });
    await stub.assertSigned(WALLET);
  });

  it('should report a maker order filled from its trades when the venue no longer holds the order', async function () {
    stub.on('GET /data/order/*', ''); // synthetic: see the REJECTED test
    stub.on('GET /data/trades', page(TRADE));
    const maker = order({ side: 'SELL', shares: '5' });

    const report = await venue.poll(maker, MAKER02.order_id, withKey);

    assert.deepEqual(report, {
      status: 'FILLED',
      venueOrderId: MAKER02.order_id,
      // 5 × 0.5 = 2.5 USDC; no fee schedule known and fee_rate_bps 10: 5 × 0.001 × 0.5 × 0.5 = 0.00125 → 0.0013 (fail safe)
      fills: [
        {
          fillId: TRADE.id,
          price: '0.5',
          shares: '5',
          usdc: '2.5',
          fee: '0.0013',
          role: 'maker',
          at: new Date('2024-01-01T00:00:00Z'),
        },
      ],
    });
    await stub.assertSigned(WALLET);
  });

  it('should not call an accepted order rejected while the venue does not show it yet', async function () {
    stub.on('GET /data/order/*', '');
    await rejects(venue.poll(order(), ACCEPTED_ID, withKey), VenueUnavailableError);
    await stub.assertSigned(WALLET);
  });

  it('should cancel an order and report it CANCELLED', async function () {
    stub.on('DELETE /order', fixture('http_cancel_response_ok.json'));
    // Derived: http_open_order.json as it reads once cancelled.
    stub.on(
      'GET /data/order/*',
      JSON.stringify({ ...OPEN_ORDER, id: CANCEL_ID, status: 'CANCELED', size_matched: '0.0000' }),
    );

    const report = await venue.cancel(order(), CANCEL_ID, withKey);

    assert.deepEqual(report, { status: 'CANCELLED', venueOrderId: CANCEL_ID, fills: [] });
    assert.deepEqual(
      stub.sent('DELETE', '/order').map((r) => r.body),
      [JSON.stringify({ orderID: CANCEL_ID })],
    );
    await stub.assertSigned(WALLET);
  });

  it('should throw VenueRejectedError when the venue refuses to cancel a live order', async function () {
    stub.on('DELETE /order', fixture('http_cancel_response_failed.json'));
    stub.on('GET /data/order/*', JSON.stringify({ ...OPEN_ORDER, id: CANCEL_ID })); // derived: still LIVE

    const refused = await rejects(venue.cancel(order(), CANCEL_ID, withKey), VenueRejectedError);

    assert.equal(refused.message, 'already canceled or matched');
    assert.equal(refused.venueOrderId, CANCEL_ID);
    await stub.assertSigned(WALLET);
  });

  it('should report the final state when a cancel is refused because the order already matched', async function () {
    stub.on('DELETE /order', fixture('http_cancel_response_failed.json'));
    stub.on('GET /data/order/*', JSON.stringify({ ...FOK_ORDER, id: CANCEL_ID })); // derived: MATCHED
    // Derived: the trade that matched it, 50 at 0.5, this order the taker.
    stub.on(
      'GET /data/trades',
      page({ ...TRADE, id: 'trade-fok', taker_order_id: CANCEL_ID, asset_id: NO_TOKEN, size: '50.0000' }),
    );

    const report = await venue.cancel(order({ tokenId: NO_TOKEN }), CANCEL_ID, withKey);

    assert.deepEqual(
      [report.status, report.fills.map((f) => [f.fillId, f.shares])],
      ['FILLED', [['trade-fok', '50']]],
    );
    await stub.assertSigned(WALLET);
  });

  it('should not end an order the CLOB shows matched while its trades do not yet account for the match', async function () {
    stub.on('GET /data/order/*', JSON.stringify({ ...FOK_ORDER, id: CANCEL_ID })); // MATCHED 50 of 50; no trade listed yet

    await assert.rejects(
      venue.poll(order({ tokenId: NO_TOKEN }), CANCEL_ID, withKey),
      (err: Error) =>
        err instanceof VenueUnavailableError &&
        /matched 50 shares, its trades show 0 so far/.test(err.message),
    );
  });

  it('should never send a STOPLOSS order to the venue', async function () {
    await assert.rejects(venue.submit(order({ type: 'STOPLOSS' }), withKey), /triggers stoplosses itself/);
    assert.equal(stub.requests.length, 0);
    assert.equal(keyOpened, 0);
  });
});
