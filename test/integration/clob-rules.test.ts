// The stand-in CLOB refuses what the live CLOB refuses, in its words: orders with the amounts the
// old whole-lots rule and the official client sign are answered 400 with the exchange's text, and
// the venue_a adapter's own orders for the same requests are accepted.
import assert from 'node:assert/strict';
import { privateKeyToAccount } from 'viem/accounts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import type { VenueOrder, WithSecretKey } from '../../core/live-venue.ts';
import { ClobTradingClient } from '../../venues/polymarket/clob-trading.ts';
import { ClobRejectedError } from '../../venues/polymarket/errors.ts';
import { orderPayloadV2, signOrderV2 } from '../../venues/polymarket/order-signing.ts';
import { POLYGON_CHAIN_ID, exchangeAddress } from '../../venues/polymarket/order-types.ts';
import { CREDS, CREDS_ANSWER, ClobStub, fixture } from '../support/clob-stub.ts';

// hardhat's first account: a well-known test key, never funded anywhere that matters.
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const WALLET = privateKeyToAccount(PRIVATE_KEY).address;
const FINE = '1111'; // a 0.0001-tick market
const MILLI = '2222'; // a 0.001-tick market
const MARKET_BUY_TEXT =
  'invalid amounts, the market buy orders maker amount supports a max accuracy of 2 decimals, taker amount a max of 4 decimals';

const withKey: WithSecretKey = (use) => use(Buffer.from(PRIVATE_KEY.slice(2), 'hex'));

function order(overrides: Partial<VenueOrder>): VenueOrder {
  return {
    orderId: `0x${'22'.repeat(32)}`,
    unconfirmedVenueOrderId: null,
    venue: 'venue_a',
    walletId: 'wallet-rules',
    tokenId: FINE,
    side: 'BUY',
    type: 'MARKET',
    price: '0.5979',
    shares: null,
    amount: '30.67',
    units: 'USDC',
    expiresAt: null,
    slippageBps: null,
    predictionSlippageBps: null,
    market: { tickSize: '0.0001', negRisk: false },
    ...overrides,
  };
}

describe('the stand-in CLOB enforces the exchange’s order rules', () => {
  let stub: ClobStub;
  let client: ClobTradingClient;

  beforeEach(async () => {
    stub = await ClobStub.start();
    stub.market(FINE, '0.0001');
    stub.market(MILLI, '0.001');
    stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
    stub.on('POST /order', fixture('http_order_response_ok.json'));
    // The adapter reads the order back; an unknown order keeps its report to the POST's answer.
    stub.on('GET /data/order/*', '', 200);
    stub.on('GET /data/trades', '{"data":[],"next_cursor":"LTE="}');
    client = new ClobTradingClient({ baseUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 2_000 });
  });
  afterEach(() => stub.stop());

  async function post(tokenId: string, makerAmount: bigint, takerAmount: bigint, orderType: 'FOK' | 'GTC') {
    const signed = await signOrderV2(
      PRIVATE_KEY,
      { tokenId, makerAmount, takerAmount, side: 'BUY' },
      { chainId: POLYGON_CHAIN_ID, verifyingContract: exchangeAddress(2, POLYGON_CHAIN_ID, false) },
    );
    return client.postOrder(
      { address: WALLET, credentials: CREDS },
      orderPayloadV2(signed, CREDS.key, orderType),
    );
  }

  it('should refuse the old whole-lots amounts of 30.67 USDC at 0.5979 with the CLOB’s 400 and text', async () => {
    // Issue 33: the old marketOrderAmounts signed 30.666291 USDC for 51.29 shares.
    await assert.rejects(post(FINE, 30_666_291n, 51_290_000n, 'FOK'), (err) => {
      assert.ok(err instanceof ClobRejectedError);
      assert.equal(err.status, 400);
      assert.equal(err.message, MARKET_BUY_TEXT);
      return true;
    });
    await stub.assertSigned(WALLET);
  });

  it('should refuse the official client’s 5-decimal taker on a 0.001 tick (py-clob-client-v2 #99)', async () => {
    await assert.rejects(post(MILLI, 9_980_000n, 10_131_970n, 'FOK'), {
      name: 'ClobRejectedError',
      message: MARKET_BUY_TEXT,
    });
  });

  it('should accept the adapter’s own market orders for the same requests', async () => {
    const fine = await new PolymarketVenue({
      clobUrl: stub.url,
      chainId: POLYGON_CHAIN_ID,
      timeoutMs: 2_000,
    }).submit(order({}), withKey);
    const milli = await new PolymarketVenue({
      clobUrl: stub.url,
      chainId: POLYGON_CHAIN_ID,
      timeoutMs: 2_000,
    }).submit(
      order({
        tokenId: MILLI,
        price: '0.985',
        amount: '9.98',
        market: { tickSize: '0.001', negRisk: false },
      }),
      withKey,
    );
    // Accepted: the answer names the order and no refusal.
    assert.deepEqual([fine.status, milli.status], ['ACTIVE', 'ACTIVE']);
    const sent = stub.sent('POST', '/order').map((r) => JSON.parse(r.body).order);
    assert.deepEqual(
      sent.map((o) => [o.makerAmount, o.takerAmount]),
      [
        ['30670000', '51296300'],
        ['9980000', '10132000'],
      ],
    );
    await stub.assertSigned(WALLET);
  });

  it('should refuse a resting order under the minimum size and a limit price off the tick', async () => {
    const venue = new PolymarketVenue({ clobUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 2_000 });
    await assert.rejects(
      venue.submit(
        order({
          type: 'LIMIT',
          tokenId: MILLI,
          price: '0.962',
          shares: '1',
          amount: null,
          units: 'SHARES',
          market: { tickSize: '0.001', negRisk: false },
        }),
        withKey,
      ),
      {
        name: 'ClobRejectedError',
        message: /^order 0x[0-9a-f]{64} is invalid\. Size \(1\) lower than the minimum: 5$/,
      },
    );
    // 10 USDC for 10.2 shares is 0.98039… a share: off the 0.001 grid.
    await assert.rejects(post(MILLI, 10_000_000n, 10_200_000n, 'GTC'), {
      name: 'ClobRejectedError',
      message: 'Price (0.9803921568627451) breaks minimum tick size rule: 0.001',
    });
    // A market BUY under $1.
    await assert.rejects(post(MILLI, 990_000n, 1_000_000n, 'FOK'), {
      message: 'invalid amount for a marketable BUY order ($0.99), min size: $1',
    });
  });
});
