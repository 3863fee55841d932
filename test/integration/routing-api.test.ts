// Routing over HTTP on the real pipeline (bus → engine SimilarityWriter and books → chDB/Redis → API
// → order service → Postgres ledger): the composite book, the routed quote and paper routed orders
// of the Kevin Warsh Fed-chair pair of the real same-day catalogs (test/support/fed-chair-pair.ts:
// one contract; the Waller markets a pair but not one contract). Fees: venue_a fee-free, venue_b
// Kalshi's quadratic taker fee (0.07). Every figure is worked by hand.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';
import { ledgerProblems, paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';
import { BOOK_TS, fedChairCatalog, warshBooks } from '../support/fed-chair-pair.ts';
import { eventuallyValue } from '../support/wait.ts';

const ADMIN = 'adm_unused';

describe('routing across both venues (composite book, routed quote and paper routed orders)', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let poly: (name: string) => MarketMessage;
  let kalshi: (ticker: string) => MarketMessage;
  let headers: Record<string, string>;
  let walletId: string;
  let polOnly: { headers: Record<string, string>; walletId: string };
  let broke: { headers: Record<string, string>; walletId: string };

  const warsh = () => ({
    venue_a_market_id: poly('Kevin Warsh').market.market_id,
    venue_b_market_id: 'KXFEDCHAIRNOM-29-KW',
  });
  const post = (path: string, body: unknown, h = headers, extra: Record<string, string> = {}) =>
    stack.client.request('POST', path, { body, headers: { ...h, ...extra } });

  before(async () => {
    const fed = fedChairCatalog();
    ({ poly, kalshi } = fed);
    stack = await startMarketDataStack();
    await stack.ingest(fed.messages);
    // YES on both venues. venue_a asks 0.40 × 10, 0.45 × 100; venue_b asks 0.41 × 50, 0.50 × 100.
    await stack.ingest(warshBooks(fed));
    await eventuallyValue(
      'the Warsh pair, same contract',
      async () => {
        const r = await stack.client.get(
          `/api/v1/markets/similar-pairs/book?${new URLSearchParams(warsh()).toString()}`,
        );
        return r.status === 200 && r.body.data.asks.length === 4 ? true : undefined;
      },
      30_000,
    );
    const newAccount = await projectAccounts(stack.client, 'routing', ADMIN);
    ({ headers, walletId } = await newAccount());
    await paperCredit(stack, walletId, 'POL', 'pUSD', '100', ADMIN);
    await paperCredit(stack, walletId, 'SOL', 'USDC', '100', ADMIN);
    polOnly = await newAccount();
    await paperCredit(stack, polOnly.walletId, 'POL', 'pUSD', '100', ADMIN);
    broke = await newAccount();
  });
  after(() => stack.stop());

  it('should show both venues of the outcome on one axis, net of each fee, with each side’s age', async () => {
    const r = await stack.client.get(
      `/api/v1/markets/similar-pairs/book?${new URLSearchParams(warsh()).toString()}`,
    );
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const book = r.body.data;
    assert.deepEqual([book.verdict, book.alignment, book.outcome], ['same_contract', 'same', 'yes']);
    assert.equal(book.tokens.venue_a, poly('Kevin Warsh').market.left_token_id);
    assert.equal(book.tokens.venue_b, kalshi('KXFEDCHAIRNOM-29-KW').market.left_token_id);
    // venue_b 0.41 × 50: fee 0.07 × 50 × 0.41 × 0.59 = 0.84665 → 0.85, net (20.50 + 0.85) / 50 = 0.427.
    // venue_b 0.50 × 100: 0.07 × 100 × 0.25 = 1.75, net 0.5175. venue_a is fee-free.
    assert.deepEqual(
      book.asks.map((l: any) => [l.venue, l.price, l.size, l.fee, l.net_price]),
      [
        ['venue_a', '0.4', '10', '0', '0.4'],
        ['venue_b', '0.41', '50', '0.85', '0.427'],
        ['venue_a', '0.45', '100', '0', '0.45'],
        ['venue_b', '0.5', '100', '1.75', '0.5175'],
      ],
    );
    // venue_b's 0.39 bid: 0.07 × 30 × 0.39 × 0.61 = 0.49959 → 0.50; (11.70 − 0.50) / 30 = 0.373333.
    assert.deepEqual(
      book.bids.map((l: any) => [l.venue, l.net_price]),
      [
        ['venue_a', '0.38'],
        ['venue_b', '0.373333'],
      ],
    );
    for (const side of book.sides) {
      assert.equal(side.book_ts, BOOK_TS);
      assert.ok(side.age_ms >= 0 && side.unavailable === null, JSON.stringify(side));
    }
  });

  it('should refuse a pair that is not one contract, and name an unknown pair', async () => {
    const waller = {
      venue_a_market_id: poly('Christopher Waller').market.market_id,
      venue_b_market_id: 'KXFEDCHAIRNOM-29-CWAL',
    };
    const r = await eventuallyValue(
      'the Waller pair',
      async () => {
        const x = await stack.client.get(
          `/api/v1/markets/similar-pairs/book?${new URLSearchParams(waller).toString()}`,
        );
        return x.status === 404 ? undefined : x;
      },
      30_000,
    );
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.code, 'not_same_contract');
    assert.match(r.body.error, /verdict is different_contract/);
    const quote = await post(`/api/v1/wallet/${walletId}/routed/quote`, {
      ...waller,
      outcome: 'yes',
      side: 'BUY',
      amount: '10',
      units: 'SHARES',
    });
    assert.deepEqual([quote.status, quote.body.code], [400, 'not_same_contract']);
    const unknown = await stack.client.get(
      `/api/v1/markets/similar-pairs/book?${new URLSearchParams({ ...warsh(), venue_b_market_id: 'KXNOPE-1' }).toString()}`,
    );
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'pair_not_found']);
  });

  it('should quote the split that costs least after fees, beside the best single venue', async () => {
    const r = await post(`/api/v1/wallet/${walletId}/routed/quote`, {
      ...warsh(),
      outcome: 'yes',
      side: 'BUY',
      amount: '70',
      units: 'SHARES',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const q = r.body.response;
    // Cheapest net share first: venue_a 10 @ 0.40, venue_b 50 @ 0.41 (net 0.4269), venue_a 10 @ 0.45.
    // venue_a 20: 4 + 4.5 = 8.50. venue_b 50: 20.50 + fee 0.85 = 21.35, sized as 20.5 USDC.
    // Routed 29.85. venue_a alone: 4 + 60 × 0.45 = 31; venue_b alone: 20.50 + 10 + fee of the one
    // execution 0.07 × (50 × 0.41 × 0.59 + 20 × 0.25) = 1.19665 → 1.20: 31.70. Saving 31 − 29.85 = 1.15.
    assert.deepEqual(
      q.legs.map((l: any) => [l.venue, l.units, l.amount, l.shares, l.usdc, l.fee, l.cost, l.worst_price]),
      [
        ['venue_a', 'SHARES', '20', '20', '8.5', '0', '8.5', '0.45'],
        ['venue_b', 'USDC', '20.5', '50', '20.5', '0.85', '21.35', '0.41'],
      ],
    );
    assert.deepEqual(q.legs[0].levels, [
      { price: '0.4', shares: '10', usdc: '4' },
      { price: '0.45', shares: '10', usdc: '4.5' },
    ]);
    assert.deepEqual([q.shares, q.cost, q.average_price], ['70', '29.85', '0.426429']);
    assert.deepEqual(
      [q.single_venue.venue, q.single_venue.cost, q.saving, q.saving_units],
      ['venue_a', '31', '1.15', 'USDC'],
    );
  });

  it('should use only the funds on each chain: a wallet funded on POL alone buys on venue_a', async () => {
    const r = await post(
      `/api/v1/wallet/${polOnly.walletId}/routed/quote`,
      { ...warsh(), outcome: 'yes', side: 'BUY', amount: '70', units: 'SHARES' },
      polOnly.headers,
    );
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const q = r.body.response;
    assert.deepEqual(
      q.legs.map((l: any) => [l.venue, l.shares, l.cost]),
      [['venue_a', '70', '31']],
    );
    assert.equal(q.single_venue_refusals.venue_b.code, 'insufficient_funds');
  });

  it('should place a paper routed order whose legs consume exactly the levels the quote showed', async () => {
    const body = {
      ...warsh(),
      outcome: 'yes',
      side: 'BUY',
      amount: '70',
      units: 'SHARES',
      limit_price: '0.45',
    };
    const quote = (await post(`/api/v1/wallet/${walletId}/routed/quote`, body)).body.response;
    const r = await post(`/api/v1/wallet/${walletId}/routed/order`, body, headers, {
      'Idempotency-Key': 'ro-1',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const placed = r.body.response;
    assert.match(placed.order_id, /^ro_[0-9a-f]{32}$/);
    assert.deepEqual([placed.status, placed.filled_shares], ['FILLED', '70']);
    for (const [i, leg] of placed.legs.entries()) {
      assert.deepEqual(leg.planned.levels, quote.legs[i].levels);
      assert.equal(leg.order.status, 'FILLED');
      assert.equal(leg.error, null);
      const chain = leg.venue === 'venue_a' ? 'pol' : 'sol';
      const fills = (
        await stack.client.get(
          `/api/v1/wallet/${chain}/${walletId}/order/${leg.order.order_id}/fills`,
          headers,
        )
      ).body.response;
      assert.deepEqual(
        fills.map((f: any) => ({ price: f.price, shares: f.shares, usdc: f.usdc })),
        quote.legs[i].levels,
        `${leg.venue}: the fills are the quoted levels`,
      );
      assert.deepEqual(
        fills.map((f: any) => f.fee),
        leg.venue === 'venue_a' ? ['0', '0'] : ['0.85'],
      );
    }
    // The wallet paid 8.50 pUSD on POL and 21.35 USDC on SOL.
    const pol = (await stack.client.get(`/api/v1/wallet/pol/${walletId}/balance`, headers)).body.response;
    const sol = (await stack.client.get(`/api/v1/wallet/sol/${walletId}/balance`, headers)).body.response;
    assert.deepEqual([pol.balance.pUSD, sol.balance.USDC], ['91.5', '78.65']);
    // Idempotent: the same key answers the same order, once.
    const again = await post(`/api/v1/wallet/${walletId}/routed/order`, body, headers, {
      'Idempotency-Key': 'ro-1',
    });
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(again.body.response.order_id, placed.order_id);
    const other = await post(`/api/v1/wallet/${walletId}/routed/order`, { ...body, amount: '5' }, headers, {
      'Idempotency-Key': 'ro-1',
    });
    assert.deepEqual([other.status, other.body.code], [409, 'idempotency_conflict']);
    const read = await stack.client.get(
      `/api/v1/wallet/${walletId}/routed/order/${placed.order_id}`,
      headers,
    );
    assert.deepEqual(read.body.response, placed);
    assert.deepEqual(await ledgerProblems(stack), []);
  });

  it('should refuse before placing anything what a leg’s own order would refuse', async () => {
    // Paper orders take no liquidity from the venues' books: the best asks are still 0.40 and 0.41.
    const body = {
      ...warsh(),
      outcome: 'yes',
      side: 'BUY',
      amount: '10',
      units: 'SHARES',
      limit_price: '0.39',
    };
    const r = await post(`/api/v1/wallet/${walletId}/routed/order`, body);
    assert.deepEqual([r.status, r.body.code], [400, 'insufficient_liquidity']);
    const poor = await post(
      `/api/v1/wallet/${broke.walletId}/routed/order`,
      { ...body, limit_price: '0.9' },
      broke.headers,
    );
    assert.deepEqual([poor.status, poor.body.code], [400, 'insufficient_funds'], JSON.stringify(poor.body));
    const none = await stack.client.get(`/api/v1/wallet/${broke.walletId}/orders`, broke.headers);
    assert.deepEqual(none.body.response, [], 'nothing placed');
    const bad = await post(`/api/v1/wallet/${walletId}/routed/order`, { ...body, limit_price: '1.2' });
    assert.deepEqual([bad.status, bad.body.code], [400, 'invalid_price']);
  });
});
