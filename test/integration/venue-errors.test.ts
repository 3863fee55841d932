// A live venue_a's refusals as an API caller sees them: the CLOB stand-in refuses in the CLOB's own
// words (short of balance, paused, cancel-only, throttling, an order signed for the exchange it
// left), and the API answers the stable code of what went wrong, the venue's words kept, with the
// order REJECTED and its hold given back — or, for a refused cancel, the order left as it was.
// Also the exchange version: an adapter that learns of the V3 exchange signs for it.
import assert from 'node:assert/strict';
import { recoverTypedDataAddress, type Hex } from 'viem';
import type { WithSecretKey } from '../../core/live-venue.ts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import { orderV2TypedData } from '../../venues/polymarket/order-signing.ts';
import { POLYGON_CHAIN_ID, exchangeAddress, type OrderV2 } from '../../venues/polymarket/order-types.ts';
import { CLOB_WORDS, COLLATERAL, json, page } from '../support/clob-stub.ts';
import { startLiveVenueA, type LiveVenueA } from '../support/live-venue-a.ts';
import { DEFAULT_RETRY_AFTER_S } from '../../core/errors.ts';

const OPEN_ORDER = json('http_open_order.json');

describe('venue_a refusals through the API (CLOB stand-in in the CLOB’s words)', function () {
  this.timeout(60_000);
  let live: LiveVenueA;

  const place = (body: Record<string, unknown>) => live.place(body);
  const balance = () => live.balance();
  const lastOrder = async () =>
    (await live.stack.client.get(`/api/v1/wallet/${live.walletId}/orders?limit=1`, live.headers)).body
      .response[0].order;

  before(async () => {
    live = await startLiveVenueA({ project: 'venue-errors', credit: '1000', standardExchange: true });
  });
  after(() => live?.stop());
  afterEach(() => {
    live.stub.trading = 'open';
    live.stub.throttling = false;
    live.stub.retryAfter = null;
  });

  /** Places a 100-share BUY at 0.5 and checks the refusal: status, code, the venue's words, nothing kept. */
  async function refused(status: number, code: string, words: string) {
    const r = await place({ token_id: live.token, side: 'BUY', price: '0.5', shares: '100' });
    assert.deepEqual([r.status, r.body.code], [status, code], JSON.stringify(r.body));
    assert.equal(r.body.error, `the venue refused the order: ${words}`);
    // A 503 says when to retry: the venue's Retry-After, else the service's default.
    assert.equal(
      r.headers.get('retry-after'),
      status === 503 ? String(live.stub.retryAfter ?? DEFAULT_RETRY_AFTER_S) : null,
    );
    assert.equal(await balance(), '1000');
    const order = await lastOrder();
    assert.deepEqual([order.status, order.reason], ['REJECTED', words]);
  }

  it('should answer 400 venue_insufficient_funds when the CLOB finds the balance short', async () => {
    live.stub.balance(COLLATERAL, 1_000_000n);
    await refused(400, 'venue_insufficient_funds', CLOB_WORDS.notEnoughBalance(1_000_000n, 50_000_000n));
    live.stub.balance(COLLATERAL, 10n ** 12n);
  });

  it('should answer 503 venue_unavailable when the exchange is cancel-only or disabled', async () => {
    live.stub.trading = 'cancel-only';
    await refused(503, 'venue_unavailable', CLOB_WORDS.cancelOnly);
    live.stub.trading = 'disabled';
    await refused(503, 'venue_unavailable', CLOB_WORDS.disabled);
  });

  it('should answer 503 venue_rate_limited when the CLOB throttles, with its Retry-After when it sends one', async () => {
    live.stub.throttling = true;
    await refused(503, 'venue_rate_limited', CLOB_WORDS.throttled);
    live.stub.retryAfter = 12;
    await refused(503, 'venue_rate_limited', CLOB_WORDS.throttled);
  });

  it('should answer 400 venue_invalid_order for an order the CLOB finds invalid', async () => {
    // The CLOB's documented words for an order off its tick (the stand-in's own rules pass 0.5 on a 0.01 tick).
    live.stub.on('POST /order', () => ({
      status: 400,
      body: JSON.stringify({
        error: `order 0x${'ab'.repeat(32)} is invalid. Price (0.5) breaks minimum tick size rule: 0.01`,
      }),
    }));
    await refused(
      400,
      'venue_invalid_order',
      `order 0x${'ab'.repeat(32)} is invalid. Price (0.5) breaks minimum tick size rule: 0.01`,
    );
  });

  it('should keep an open order as it is when the exchange refuses its cancel for a pause, answering 503', async () => {
    const accepted = json('http_order_response_ok.json');
    live.stub.on('POST /order', JSON.stringify(accepted));
    live.stub.on('GET /data/order/*', (seen) => ({
      body: JSON.stringify({ ...OPEN_ORDER, id: seen.path.split('/').pop(), size_matched: '0' }),
    }));
    live.stub.on('GET /data/trades', page());
    const r = await place({ token_id: live.token, side: 'BUY', price: '0.4', shares: '10' });
    assert.equal(r.body.response.status, 'ACTIVE', JSON.stringify(r.body));
    live.stub.trading = 'disabled';
    const cancel = await live.stack.client.request(
      'DELETE',
      `/api/v1/wallet/pol/${live.walletId}/order/${r.body.response.order_id}`,
      { headers: live.headers },
    );
    assert.deepEqual(
      [cancel.status, cancel.body.code],
      [503, 'venue_unavailable'],
      JSON.stringify(cancel.body),
    );
    assert.equal(cancel.body.error, `the venue refused to cancel the order: ${CLOB_WORDS.disabled}`);
    assert.equal((await lastOrder()).status, 'ACTIVE');
    assert.equal(await balance(), '996');
  });

  it('should sign for the V3 exchange once the CLOB has moved to it, re-signing an order refused for the old one', async () => {
    live.stub.on('POST /order', JSON.stringify(json('http_order_response_ok.json')));
    live.stub.exchangeVersion = 3;
    const before = live.stub.sent('POST', '/order').length;
    const r = await place({ token_id: live.token, side: 'BUY', price: '0.4', shares: '10' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    // The first (V2) order was refused with the CLOB's words; the second is a V3 order.
    const posts = live.stub
      .sent('POST', '/order')
      .slice(before)
      .map((p) => JSON.parse(p.body).order as OrderV2 & { signature: Hex });
    assert.equal(posts.length, 2);
    const v3 = posts[1]!;
    const typed = orderV2TypedData(
      v3,
      { chainId: POLYGON_CHAIN_ID, verifyingContract: exchangeAddress(3, POLYGON_CHAIN_ID, false) },
      3,
    );
    assert.equal(
      (await recoverTypedDataAddress({ ...typed, signature: v3.signature })).toLowerCase(),
      v3.signer.toLowerCase(),
    );
    assert.equal(live.stub.sent('GET', '/version').length, 2);
  });

  it('should have a FOK order the book cannot fill whole refused as invalid, in the CLOB’s words', async () => {
    const venue = new PolymarketVenue({
      clobUrl: live.stub.url,
      chainId: POLYGON_CHAIN_ID,
      timeoutMs: 1_000,
    });
    live.stub.exchangeVersion = 2;
    live.stub.on('GET /version', '{"version":2}');
    live.stub.depth(live.token, 5_000_000n); // 5 shares at once
    // hardhat's first account: a well-known test key, never funded anywhere that matters.
    const withKey: WithSecretKey = (use) =>
      use(Buffer.from('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', 'hex'));
    await assert.rejects(
      venue.submit(
        {
          orderId: 'o-fok',
          unconfirmedVenueOrderId: null,
          venue: 'venue_a',
          walletId: 'w-fok',
          tokenId: live.token,
          side: 'BUY',
          type: 'MARKET',
          price: '0.5',
          shares: null,
          amount: '10',
          units: 'USDC',
          expiresAt: null,
          slippageBps: null,
          predictionSlippageBps: null,
          market: { tickSize: '0.01', negRisk: false },
        },
        withKey,
      ),
      { name: 'ClobRejectedError', message: CLOB_WORDS.fokNotFilled, kind: 'invalid_order' },
    );
    live.stub.depth(live.token, 10n ** 12n);
  });

  it('should refuse, before signing, a version it does not sign', async () => {
    const venue = new PolymarketVenue({
      clobUrl: live.stub.url,
      chainId: POLYGON_CHAIN_ID,
      timeoutMs: 1_000,
    });
    live.stub.on('GET /version', '{"version":4}');
    await assert.rejects(
      venue.submit(
        {
          orderId: 'o-v4',
          unconfirmedVenueOrderId: null,
          venue: 'venue_a',
          walletId: 'w',
          tokenId: live.token,
          side: 'BUY',
          type: 'LIMIT',
          price: '0.4',
          shares: '10',
          amount: null,
          units: 'SHARES',
          expiresAt: null,
          slippageBps: null,
          predictionSlippageBps: null,
          market: { tickSize: '0.01', negRisk: false },
        },
        () => assert.fail('the key must not be opened'),
      ),
      { name: 'VenueRejectedError', message: /exchange version 4; this service signs versions 2 and 3 only/ },
    );
  });
});
