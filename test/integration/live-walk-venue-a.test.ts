// A trader's walk through live venue_a orders, through the HTTP API only: the service runs venue_a
// live (the real PolymarketVenue signing with the wallet's custodial key) against the CLOB stand-in,
// which enforces the exchange's order rules and checks every request's L1/L2 signature. The walk
// places a resting order, tries to amend it (live orders cannot be: 409, the order untouched),
// cancels it (the hold comes back), has an order refused by the exchange's rules (the venue's
// words, nothing held), and places one that fills (the position is the wallet's).
import assert from 'node:assert/strict';
import { getAddress } from 'viem';
import { fixture, json, page, type ClobStub } from '../support/clob-stub.ts';
import { eventually } from '../support/wait.ts';
import type { MarketDataStack } from '../../harness/stack/market-data.ts';
import { startLiveVenueA, type LiveVenueA } from '../support/live-venue-a.ts';
import { ledgerProblems } from '../../harness/stack/wallets.ts';

const OPEN_ORDER = json('http_open_order.json');
const TRADE = json('http_trade_report.json');
const ACCEPTED = json('http_order_response_ok.json');

describe('a live venue_a walk through the HTTP API (rule-enforcing CLOB stand-in)', function () {
  this.timeout(60_000);
  let live: LiveVenueA;
  let stub: ClobStub;
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let token: string;

  const path = (rest = '') => `/api/v1/wallet/pol/${walletId}/order${rest}`;
  const balance = () => live.balance();
  const order = (id: string) => live.order(id);
  /** The venue's record of the accepted order, as GET /data/order answers it. */
  const record = (changes: Record<string, unknown>) => (seen: { path: string }) => ({
    body: JSON.stringify({ ...OPEN_ORDER, id: seen.path.split('/').pop(), ...changes }),
  });

  before(async () => {
    live = await startLiveVenueA({ project: 'live-walk-a', credit: '100', timeoutMs: 2_000 });
    ({ stub, stack, headers, walletId, token } = live);
    stub.market(token, '0.01', '5');
  });
  after(() => live?.stop());

  it('should place, refuse to amend, cancel, refuse by the exchange’s rules, and fill', async () => {
    // Place: a resting GTC BUY of 10 at 0.4; 4 pUSD held.
    stub.on('POST /order', JSON.stringify(ACCEPTED));
    stub.on('GET /data/order/*', record({ size_matched: '0', original_size: '10' }));
    stub.on('GET /data/trades', page());
    const placed = await stack.client.request('POST', path(), { body: { token_id: token, side: 'BUY', price: '0.4', shares: '10' }, headers });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const id = placed.body.response.order_id;
    assert.deepEqual([placed.body.response.status, placed.body.response.execution], ['ACTIVE', 'live']);
    assert.equal(await balance(), '96');

    // Amend: the venue has no amendment; the order stays as it was.
    const amended = await stack.client.request('PUT', path(`/${id}`), { body: { type: 'LIMIT', price: '0.45' }, headers });
    assert.deepEqual([amended.status, amended.body.code], [409, 'not_amendable'], JSON.stringify(amended.body));
    assert.deepEqual([(await order(id)).price, (await order(id)).status], ['0.4', 'ACTIVE']);

    // Cancel: the venue cancels it and the 4 held come back.
    stub.on('DELETE /order', fixture('http_cancel_response_ok.json'));
    stub.on('GET /data/order/*', record({ status: 'CANCELED', size_matched: '0', original_size: '10' }));
    const cancelled = await stack.client.request('DELETE', path(`/${id}`), { headers });
    assert.deepEqual([cancelled.status, cancelled.body.response?.status], [200, 'CANCELLED'], JSON.stringify(cancelled.body));
    assert.equal(await balance(), '100');

    // Refused by the exchange's rules: under the market's 5-share minimum, in the CLOB's words.
    const small = await stack.client.request('POST', path(), { body: { token_id: token, side: 'BUY', price: '0.4', shares: '2' }, headers });
    assert.deepEqual([small.status, small.body.code], [400, 'venue_invalid_order'], JSON.stringify(small.body));
    assert.match(small.body.error, /is invalid\. Size \(2\) lower than the minimum: 5$/);
    assert.equal(await balance(), '100');

    // Fill: a BUY of 10 at 0.5 that the venue matches whole.
    stub.on('POST /order', JSON.stringify({ ...ACCEPTED, status: 'matched' }));
    stub.on('GET /data/order/*', record({ status: 'MATCHED', size_matched: '10', original_size: '10' }));
    stub.on('GET /data/trades', page({ ...TRADE, id: 'trade-walk-1', taker_order_id: ACCEPTED.orderID, size: '10', price: '0.5' }));
    const filled = await stack.client.request('POST', path(), { body: { token_id: token, side: 'BUY', price: '0.5', shares: '10' }, headers });
    assert.equal(filled.status, 200, JSON.stringify(filled.body));
    assert.deepEqual([filled.body.response.status, filled.body.response.filled, filled.body.response.filled_amount], ['FILLED', '10', '5']);
    assert.equal(await balance(), '95');
    await eventually('the position', async () => (await stack.client.get(`/api/v1/wallet/pol/${walletId}/positions`, headers)).body.response.length === 1);
    assert.deepEqual(await ledgerProblems(stack), []);

    // Every request the stand-in saw was signed by the wallet's key (L1) or its API credentials (L2).
    const [wallet] = await stack.sql.query<{ evm_address: string }>('t', 'SELECT evm_address FROM wallets WHERE wallet_id = $1', [walletId]);
    await stub.assertSigned(getAddress(wallet!.evm_address));
  });
});
