// The spec's types in every wallet and recommendation response (interface.md 2.6–2.15): a wallet
// with real orders, positions, transfers and PNL on both venues (paper, on replayed recorded books),
// read through the HTTP API; every field whose type the spec fixes is checked, decimal strings
// against numbers. The market listing is read too: the same objects there carry numbers.
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
import {
  ACTIVE_ORDER,
  MARKET_A_DECIMAL,
  MARKET_A_LISTING,
  ORDER,
  PNL_POINT,
  POSITION,
  QUOTE_A,
  QUOTE_B,
  TRANSFER,
  VENUE_B_ORDER,
  eventA,
  typeProblems,
  walletEntryProblems,
} from '../support/spec-types.ts';
import { eventually } from '../support/wait.ts';
import { paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';

const ADMIN = 'adm_unused';

describe('response types (decimal strings and numbers as the spec says)', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let headers: Record<string, string>;
  let walletId: string;
  let up: MarketMessage;
  let kalshi: MarketMessage;

  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await stack.client.request(method, path, { body, headers });
    assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.body)}`);
    return r.body.response ?? r.body.data;
  };
  const noProblems = (problems: string[]) => assert.deepEqual(problems, []);

  before(async () => {
    stack = await startMarketDataStack();
    const catalog = recordedCatalog();
    const open = catalog.filter((m) => m.market.active && !m.market.closed);
    up = open.find((m) => m.venue === 'venue_a' && m.market.tick_size === '0.01')!;
    kalshi = open.find((m) => m.venue === 'venue_b')!;
    const { bids, asks, ts } = recordedTrumpBook();
    await stack.ingest([
      ...catalog,
      quoteAt('venue_a', up.market.market_id, up.market.left_token_id, ts, '0.47', '0.48'),
      bookAt('venue_b', kalshi.market.market_id, kalshi.market.left_token_id, ts, bids, asks),
    ]);
    ({ headers, walletId } = await (await projectAccounts(stack.client, 'response-types', ADMIN))());
    await paperCredit(stack, walletId, 'POL', 'pUSD', '500', ADMIN);
    await paperCredit(stack, walletId, 'SOL', 'USDC', '500', ADMIN);
    // A filled market buy and a resting limit buy on venue_a, a swap on venue_b, a withdrawal on each chain.
    await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
      token_id: up.market.left_token_id,
      side: 'BUY',
      type: 'MARKET',
      amount: '48',
      units: 'USDC',
    });
    await ok('POST', `/api/v1/wallet/pol/${walletId}/order`, {
      token_id: up.market.left_token_id,
      side: 'BUY',
      price: '0.3',
      shares: '10',
    });
    await ok('POST', `/api/v1/wallet/sol/${walletId}/order`, {
      token_id: kalshi.market.left_token_id,
      side: 'BUY',
      amount: '10',
    });
    await ok('POST', `/api/v1/wallet/pol/${walletId}/withdraw`, {
      token: 'pUSD',
      amount: '1.5',
      address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    });
    await eventually(
      'a PNL point per fill',
      async () => (await ok('GET', `/api/v1/wallet/sol/${walletId}/pnl`)).length >= 2,
    );
  });
  after(() => stack.stop());

  it('should answer the wallet orders list with decimal order fields, and its event and market in the decimal form', async () => {
    const entries = await ok('GET', `/api/v1/wallet/${walletId}/orders`);
    assert.equal(entries.length, 3);
    noProblems(
      entries.flatMap((e: { venue: string; order: unknown; event: unknown; market: unknown }, i: number) => [
        ...typeProblems(`orders[${i}].order`, e.order, ORDER),
        ...walletEntryProblems(`orders[${i}]`, e.venue, e),
      ]),
    );
  });

  it('should answer active orders with unix-second times and the decimal event and market', async () => {
    const entries = await ok('GET', `/api/v1/wallet/pol/${walletId}/orders/active`);
    assert.equal(entries.length, 1);
    const [entry] = entries;
    noProblems([
      ...typeProblems('active.order', entry.order, ACTIVE_ORDER),
      ...walletEntryProblems('active', 'venue_a', entry),
    ]);
    // The same market the listing shows with numbers: the same figures, as decimal strings.
    const [listed] = await ok('GET', `/api/v1/markets/search/${encodeURIComponent(up.event.title)}`);
    const market = listed.markets.find(
      (m: { condition_id: string }) => m.condition_id === up.market.market_id,
    );
    noProblems([
      ...typeProblems('listing.event', listed.event, eventA('number')),
      ...typeProblems('listing.market', market, MARKET_A_LISTING),
    ]);
    for (const field of ['left_price', 'right_price', 'volume', 'liquidity'] as const)
      assert.equal(Number(entry.market[field]), market[field], field);
    for (const field of ['volume', 'liquidity', 'volume24hr'] as const)
      assert.equal(Number(entry.event[field]), listed.event[field], field);
  });

  it('should answer single orders, venue_b order results and quotes with decimal strings', async () => {
    const [limit] = await ok('GET', `/api/v1/wallet/pol/${walletId}/orders/active`);
    noProblems(
      typeProblems(
        'order',
        await ok('GET', `/api/v1/wallet/pol/${walletId}/order/${limit.order.order_id}`),
        ORDER,
      ),
    );
    const swap = await ok('POST', `/api/v1/wallet/sol/${walletId}/order`, {
      token_id: kalshi.market.left_token_id,
      side: 'SELL',
      amount: '1',
    });
    noProblems(typeProblems('venue_b order', swap, VENUE_B_ORDER));
    noProblems(
      typeProblems(
        'pol quote',
        await ok('POST', `/api/v1/wallet/pol/${walletId}/order/quote`, {
          token_id: up.market.left_token_id,
          side: 'BUY',
          amount: 5,
          units: 'USDC',
        }),
        QUOTE_A,
      ),
    );
    noProblems(
      typeProblems(
        'sol quote',
        await ok('POST', `/api/v1/wallet/sol/${walletId}/order/quote`, {
          token_id: kalshi.market.left_token_id,
          side: 'BUY',
          amount: '5',
          slippage: 50,
        }),
        QUOTE_B,
      ),
    );
  });

  it('should answer positions, PNL, balances and transfers of both chains in the spec types', async () => {
    for (const chain of ['pol', 'sol'] as const) {
      const positions = await ok('GET', `/api/v1/wallet/${chain}/${walletId}/positions`);
      assert.equal(positions.length, 1, chain);
      const venue = chain === 'pol' ? 'venue_a' : 'venue_b';
      noProblems(
        positions.flatMap((p: { position: unknown; event: unknown; market: unknown }, i: number) => [
          ...typeProblems(`${chain}.positions[${i}].position`, p.position, POSITION),
          ...walletEntryProblems(`${chain}.positions[${i}]`, venue, p),
        ]),
      );
      noProblems(
        (await ok('GET', `/api/v1/wallet/${chain}/${walletId}/pnl`)).flatMap((p: unknown, i: number) =>
          typeProblems(`${chain}.pnl[${i}]`, p, PNL_POINT),
        ),
      );
      const transfers = await ok('GET', `/api/v1/wallet/${chain}/${walletId}/transfers`);
      assert.ok(transfers.length >= 1, chain);
      noProblems(
        transfers.flatMap((t: unknown, i: number) => typeProblems(`${chain}.transfers[${i}]`, t, TRANSFER)),
      );
    }
    // docs/concepts.md: a position's current_price is the displayed price the prices route answers.
    const [held] = await ok('GET', `/api/v1/wallet/pol/${walletId}/positions`);
    const prices = await ok('POST', '/api/v1/markets/prices', { token_ids: [up.market.left_token_id] });
    assert.equal(Number(held.position.current_price), prices[up.market.left_token_id]);
    for (const b of await ok('GET', `/api/v1/wallet/${walletId}/balance`)) {
      noProblems(
        Object.entries(b.balance).flatMap(([asset, v]) =>
          typeProblems(`balance.${b.chain_id}`, { [asset]: v }, { [asset]: 'decimal' }),
        ),
      );
    }
  });

  it('should answer recommendations with number event volumes and decimal market fields', async () => {
    const entries = await ok('GET', '/api/v1/recommendations?limit=100');
    assert.ok(entries.length > 0);
    const { updated_at: _omitted, ...recommendationEvent } = eventA('number');
    noProblems(
      entries
        .filter((e: { venue: string }) => e.venue === 'venue_a')
        .flatMap((e: { event: unknown; markets: unknown[] }, i: number) => [
          ...typeProblems(`recommendations[${i}].event`, e.event, recommendationEvent),
          ...e.markets.flatMap((m, j) =>
            typeProblems(`recommendations[${i}].markets[${j}]`, m, MARKET_A_DECIMAL),
          ),
        ]),
    );
  });
});
