// A wallet's orders narrowed by status, venue, token, side and creation time, and its fills across
// its orders, over HTTP on the real pipeline (as paper-trading.test.ts). Books: the recorded
// top of book of the venue_a "Up" market (bid 0.47 / ask 0.48, PAPER_TOP_OF_BOOK_SHARES at each)
// and the recorded Trump 2024 "No" book as the venue_b market's.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import {
  bookAt,
  quoteAt,
  recordedCatalog,
  recordedTrumpBook,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';

const ADMIN = 'adm_unused';

interface Listed {
  venue: string;
  order: { order_id: string; status: string; side: string; token_id: string; created_at: string };
}

interface Fill {
  fill_id: string;
  order_id: string;
  side: string;
  token_id: string;
  at: string;
}

describe('a wallet’s orders and fills, filtered', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let otherWallet: string;
  let up: MarketMessage;
  let kalshi: MarketMessage;
  /** Placed oldest first: market buy, resting limit buy (venue_a), market buy (venue_b), market sell (venue_a). */
  const placed: { id: string; venue: string; status: string }[] = [];

  const get = (path: string) => stack.client.request('GET', path, { headers });
  const ok = async <T>(path: string): Promise<T> => {
    const r = await get(path);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.response as T;
  };
  const orderIds = async (query: string) =>
    (await ok<Listed[]>(`/api/v1/wallet/${walletId}/orders?${query}`)).map((o) => o.order.order_id);
  const place = async (chain: 'pol' | 'sol', body: Record<string, unknown>) => {
    const r = await stack.client.request('POST', `/api/v1/wallet/${chain}/${walletId}/order`, {
      body,
      headers,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const order = r.body.response as { order_id: string; status: string };
    placed.push({ id: order.order_id, venue: chain === 'pol' ? 'venue_a' : 'venue_b', status: order.status });
  };
  const ids = (...which: number[]) => which.map((i) => placed[i]!.id);

  before(async () => {
    stack = await startMarketDataStack();
    const catalog = recordedCatalog();
    const open = catalog.filter((m): m is MarketMessage => m.market.active && !m.market.closed);
    up = open.find((m) => m.venue === 'venue_a' && m.market.tick_size === '0.01')!;
    kalshi = open.find((m) => m.venue === 'venue_b')!;
    const { bids, asks, ts } = recordedTrumpBook();
    await stack.ingest([
      ...catalog,
      quoteAt(
        'venue_a',
        up.market.market_id,
        up.market.left_token_id,
        Date.UTC(2026, 6, 11, 9, 30, 43),
        '0.47',
        '0.48',
      ),
      bookAt('venue_b', kalshi.market.market_id, kalshi.market.left_token_id, ts, bids, asks),
    ]);
    const newAccount = await projectAccounts(stack.client, 'order-filters', ADMIN);
    ({ headers, walletId } = await newAccount());
    ({ walletId: otherWallet } = await newAccount());
    await paperCredit(stack, walletId, 'POL', 'pUSD', '100', ADMIN);
    await paperCredit(stack, walletId, 'SOL', 'USDC', '100', ADMIN);
    const token = up.market.left_token_id;
    await place('pol', { token_id: token, side: 'BUY', type: 'MARKET', amount: '9.6', units: 'USDC' });
    await place('pol', { token_id: token, side: 'BUY', type: 'LIMIT', price: '0.3', shares: '10' });
    await place('sol', { token_id: kalshi.market.left_token_id, side: 'BUY', amount: '5' });
    await place('pol', { token_id: token, side: 'SELL', type: 'MARKET', amount: '5', units: 'SHARES' });
    assert.deepEqual(
      placed.map((o) => o.status),
      ['FILLED', 'ACTIVE', 'FILLED', 'FILLED'],
    );
  });
  after(() => stack.stop());

  it('should list only the orders in the status asked, one or several', async () => {
    assert.deepEqual(await orderIds('status=ACTIVE'), ids(1));
    assert.deepEqual(await orderIds('status=FILLED'), ids(3, 2, 0));
    assert.deepEqual(await orderIds('status=ACTIVE,FILLED'), ids(3, 2, 1, 0));
    assert.deepEqual(await orderIds('status=CANCELLED'), []);
  });

  it('should narrow by venue, token and side, every filter holding, within the page asked', async () => {
    assert.deepEqual(await orderIds('venue=venue_b'), ids(2));
    assert.deepEqual(await orderIds(`token_id=${up.market.left_token_id}`), ids(3, 1, 0));
    assert.deepEqual(await orderIds('side=SELL'), ids(3));
    assert.deepEqual(await orderIds('venue=venue_a&side=BUY&status=FILLED'), ids(0));
    assert.deepEqual(await orderIds('venue=venue_a&limit=1&offset=1'), ids(1));
  });

  it('should narrow by creation time: created_from inclusive, created_before exclusive', async () => {
    const all = await ok<Listed[]>(`/api/v1/wallet/${walletId}/orders`);
    const second = all.find((o) => o.order.order_id === placed[1]!.id)!.order;
    const next = all.find((o) => o.order.order_id === placed[2]!.id)!.order;
    // The second order's own creation time keeps it when inclusive (the API shows milliseconds).
    assert.deepEqual(await orderIds(`created_from=${second.created_at}`), ids(3, 2, 1));
    assert.deepEqual(await orderIds(`created_before=${next.created_at}`), ids(1, 0));
    const ms = Date.parse(next.created_at);
    assert.deepEqual(
      await orderIds(`created_from=${ms}&created_before=${Date.parse(all[0]!.order.created_at)}`),
      ids(2),
    );
  });

  it('should refuse an unknown status, parameter or time, naming the parameter', async () => {
    const cases: [string, string, RegExp][] = [
      [
        'status=OPEN',
        'status',
        /^query\.status must be one of PENDING, ACTIVE, PARTIALLY_FILLED, FILLED, CANCELLED, EXPIRED, REJECTED .*got "OPEN"/,
      ],
      [
        'statuz=ACTIVE',
        'statuz',
        /^query\.statuz is not allowed \(allowed query parameters: limit, offset, status, venue, token_id, side, created_from, created_before\)/,
      ],
      ['side=buy', 'side', /^query\.side must be one of BUY, SELL$/],
      ['token_id=a%00b', 'token_id', /^query\.token_id must match pattern/],
      ['venue=polymarket', 'venue', /^query\.venue must be one of venue_a, venue_b$/],
      ['created_from=yesterday', 'created_from', /^query\.created_from must match pattern/],
      ['created_before=2026-13-01T00:00:00Z', 'created_before', /^query\.created_before is not a valid time/],
    ];
    for (const [query, param, message] of cases) {
      const r = await get(`/api/v1/wallet/${walletId}/orders?${query}`);
      assert.equal(r.status, 400, query);
      assert.equal(r.body.param, param, query);
      assert.match(r.body.error, message, query);
    }
  });

  it('should list the wallet’s fills across its orders, newest first, as each order’s route has them', async () => {
    const fills = await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills`);
    const perOrder = async (i: number) =>
      ok<Fill[]>(
        `/api/v1/wallet/${placed[i]!.venue === 'venue_a' ? 'pol' : 'sol'}/${walletId}/order/${placed[i]!.id}/fills`,
      );
    const expected = [...(await perOrder(3)), ...(await perOrder(2)), ...(await perOrder(0))];
    assert.ok(expected.length >= 3, JSON.stringify(expected));
    assert.deepEqual(new Set(fills.map((f) => f.fill_id)), new Set(expected.map((f) => f.fill_id)));
    const times = fills.map((f) => Date.parse(f.at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.deepEqual(
      await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills?order_id=${placed[0]!.id}`),
      [...(await perOrder(0))].reverse(),
    );
  });

  it('should narrow fills by side, venue, token and time, and page them', async () => {
    const fills = await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills`);
    const sells = await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills?side=SELL`);
    assert.deepEqual(
      sells,
      fills.filter((f) => f.side === 'SELL'),
    );
    assert.deepEqual(
      sells.map((f) => f.order_id),
      sells.map(() => placed[3]!.id),
    );
    const venueB = await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills?venue=venue_b`);
    assert.deepEqual(
      venueB,
      fills.filter((f) => f.order_id === placed[2]!.id),
    );
    assert.deepEqual(
      await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills?token_id=${kalshi.market.left_token_id}`),
      venueB,
    );
    const oldest = fills.at(-1)!;
    assert.deepEqual(await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills?before=${oldest.at}`), []);
    assert.deepEqual(
      (await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills?from=${oldest.at}`)).length,
      fills.length,
    );
    assert.deepEqual(
      await ok<Fill[]>(`/api/v1/wallet/${walletId}/fills?limit=1&offset=1`),
      fills.slice(1, 2),
    );
    const unknown = await get(`/api/v1/wallet/${walletId}/fills?orderid=${placed[0]!.id}`);
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.param, 'orderid');
  });

  it('should not show another wallet’s fills: 404 as for a missing wallet', async () => {
    const r = await get(`/api/v1/wallet/${otherWallet}/fills`);
    assert.equal(r.status, 404);
    assert.equal(r.body.code, 'wallet_not_found');
  });
});
