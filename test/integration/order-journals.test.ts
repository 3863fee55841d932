// What a paper order posts to the ledger when it is placed, over HTTP on both placements: an order
// filled at once is one journal (no hold, fill and release journals), still refused when the wallet
// could not have held it; a resting order is its hold; repeats of one Idempotency-Key, even at once,
// make one order and one journal.
//
// Book: the recorded Trump 2024 "No" book (market channel, 2024-10-13) re-keyed onto the open
// neg-risk venue_a market (tick 0.001): asks 0.514 × 20230.87, 0.515 × 43551.96…; bids 0.511 ×
// 1304.72, 0.51 × 12848.17…
import assert from 'node:assert/strict';
import type { Histogram } from 'prom-client';
import { metricsRegistry } from '../../core/metrics.ts';
import type { MarketMessage } from '../../core/market-data.ts';
import { venueShard } from '../../engine/trading/holds.ts';
import {
  bookAt,
  recordedCatalog,
  recordedTrumpBook,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import {
  holdProblems,
  ledgerProblems,
  paperCredit,
  projectAccounts,
  type StackAccount,
} from '../../harness/stack/wallets.ts';

const ADMIN = 'adm_unused';

/** SQL statements run so far at a call site (sql_query_seconds' count for the tag). */
async function statements(tag: string): Promise<number> {
  const h = metricsRegistry.getSingleMetric('sql_query_seconds') as Histogram;
  return (
    (await h.get()).values.find((v) => v.metricName === 'sql_query_seconds_count' && v.labels.tag === tag)
      ?.value ?? 0
  );
}

interface Leg {
  key: string;
  kind: string;
  account: string;
  asset: string;
  amount: string;
}

for (const placement of ['servers', 'embedded'] as const) {
  describe(`journals of placed paper orders (${placement})`, function () {
    this.timeout(120_000);
    let stack: MarketDataStack;
    let token: string;
    let newAccount: () => Promise<StackAccount>;
    let buyer: StackAccount;

    const place = (who: StackAccount, body: unknown, headers: Record<string, string> = {}) =>
      stack.client.request('POST', `/api/v1/wallet/pol/${who.walletId}/order`, {
        body: { token_id: token, ...(body as object) },
        headers: { ...who.headers, ...headers },
      });
    const placed = async (who: StackAccount, body: unknown) => {
      const r = await place(who, body);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body.response as { order_id: string; status: string };
    };
    const balance = async (who: StackAccount) =>
      (await stack.client.get(`/api/v1/wallet/pol/${who.walletId}/balance`, who.headers)).body.response
        .balance.pUSD as string;
    /** Every entry of the journals named after the order (its hold, fills, release…). */
    const legsOf = async (orderId: string, who: StackAccount): Promise<Leg[]> => {
      const rows = await stack.sql.query<Leg & Record<string, unknown>>(
        't',
        `SELECT j.idempotency_key AS key, j.kind, a.name AS account, a.asset, e.amount::text AS amount
         FROM ledger_journals j JOIN ledger_entries e USING (journal_id) JOIN ledger_accounts a USING (ledger_account_id)
         WHERE j.idempotency_key LIKE 'order:' || $1 || ':%' OR j.idempotency_key LIKE 'fill:' || $1 || ':%'
         ORDER BY j.journal_id, a.asset = 'pUSD' DESC, e.amount`,
        [orderId],
      );
      const venue = `venue:venue_a:paper:${venueShard(who.walletId)}`;
      return rows.map((r) => ({
        ...r,
        key: r.key.replace(orderId, 'ID'),
        account: r.account.replace(who.walletId, 'W').replace(venue, 'venue shard'),
      }));
    };

    before(async () => {
      stack = await startMarketDataStack(placement === 'embedded' ? { sql: 'embedded', hot: 'memory' } : {});
      const catalog = recordedCatalog();
      const negRisk = catalog.find(
        (m): m is MarketMessage =>
          m.venue === 'venue_a' && m.market.active && !m.market.closed && m.market.tick_size === '0.001',
      )!;
      token = negRisk.market.left_token_id;
      const { bids, asks, ts } = recordedTrumpBook();
      await stack.ingest([...catalog, bookAt('venue_a', negRisk.market.market_id, token, ts, bids, asks)]);
      newAccount = await projectAccounts(stack.client, `order-journals-${placement}`, ADMIN);
      buyer = await newAccount();
      await paperCredit(stack, buyer.walletId, 'POL', 'pUSD', '1000', ADMIN);
    });
    after(() => stack.stop());

    it('should settle a market buy filled at once in one journal: cash to the venue shard, shares to the wallet', async () => {
      const order = await placed(buyer, { side: 'BUY', type: 'MARKET', amount: '5.14', units: 'USDC' });
      assert.equal(order.status, 'FILLED');
      assert.deepEqual(await legsOf(order.order_id, buyer), [
        {
          key: 'order:ID:filled',
          kind: 'order_fill',
          account: 'wallet:W:available',
          asset: 'pUSD',
          amount: '-5140000',
        },
        {
          key: 'order:ID:filled',
          kind: 'order_fill',
          account: 'venue shard',
          asset: 'pUSD',
          amount: '5140000',
        },
        {
          key: 'order:ID:filled',
          kind: 'order_fill',
          account: 'venue shard',
          asset: token,
          amount: '-10000000',
        },
        {
          key: 'order:ID:filled',
          kind: 'order_fill',
          account: 'wallet:W:shares',
          asset: token,
          amount: '10000000',
        },
      ]);
      assert.equal(await balance(buyer), '994.86');
    });

    it('should settle a market sell filled at once in one journal, and refuse one of more shares than the wallet holds', async () => {
      const order = await placed(buyer, { side: 'SELL', type: 'MARKET', amount: '4', units: 'SHARES' });
      assert.equal(order.status, 'FILLED');
      assert.deepEqual(await legsOf(order.order_id, buyer), [
        {
          key: 'order:ID:filled',
          kind: 'order_fill',
          account: 'venue shard',
          asset: 'pUSD',
          amount: '-2044000',
        },
        {
          key: 'order:ID:filled',
          kind: 'order_fill',
          account: 'wallet:W:available',
          asset: 'pUSD',
          amount: '2044000',
        },
        {
          key: 'order:ID:filled',
          kind: 'order_fill',
          account: 'wallet:W:shares',
          asset: token,
          amount: '-4000000',
        },
        {
          key: 'order:ID:filled',
          kind: 'order_fill',
          account: 'venue shard',
          asset: token,
          amount: '4000000',
        },
      ]);
      assert.equal(await balance(buyer), '996.904');
      const tooMany = await place(buyer, {
        side: 'SELL',
        type: 'MARKET',
        amount: '6.000001',
        units: 'SHARES',
      });
      assert.equal(tooMany.status, 400);
      assert.match(tooMany.body.error, /fewer free shares/);
    });

    it('should fill a crossing limit buy at once in one journal, only when the wallet could hold the whole order', async () => {
      // 10 shares at 0.6 hold 6 pUSD and fill at the ask 0.514 for 5.14.
      const short = await newAccount();
      await paperCredit(stack, short.walletId, 'POL', 'pUSD', '5.5', ADMIN);
      const refused = await place(short, { side: 'BUY', price: '0.6', shares: '10' });
      assert.equal(refused.status, 400);
      assert.match(refused.body.error, /exceeds the available balance/);
      assert.equal(await balance(short), '5.5');
      const orders = await stack.sql.query('t', 'SELECT order_id FROM orders WHERE wallet_id = $1', [
        short.walletId,
      ]);
      assert.deepEqual(orders, []);

      const order = await placed(buyer, { side: 'BUY', price: '0.6', shares: '10' });
      assert.equal(order.status, 'FILLED');
      assert.deepEqual(
        (await legsOf(order.order_id, buyer)).map((l) => [l.key, l.account, l.amount]),
        [
          ['order:ID:filled', 'wallet:W:available', '-5140000'],
          ['order:ID:filled', 'venue shard', '5140000'],
          ['order:ID:filled', 'venue shard', '-10000000'],
          ['order:ID:filled', 'wallet:W:shares', '10000000'],
        ],
      );
      assert.equal(await balance(buyer), '991.764');
    });

    it('should post only the hold of a resting limit buy', async () => {
      const order = await placed(buyer, { side: 'BUY', price: '0.3', shares: '10' });
      assert.equal(order.status, 'ACTIVE');
      assert.deepEqual(await legsOf(order.order_id, buyer), [
        {
          key: 'order:ID:hold',
          kind: 'order_hold',
          account: 'wallet:W:available',
          asset: 'pUSD',
          amount: '-3000000',
        },
        {
          key: 'order:ID:hold',
          kind: 'order_hold',
          account: 'wallet:W:orders',
          asset: 'pUSD',
          amount: '3000000',
        },
      ]);
      assert.equal(await balance(buyer), '988.764');
    });

    it('should make one order and one journal of eight requests with the same Idempotency-Key at once', async () => {
      const body = { side: 'BUY', type: 'MARKET', amount: '5.14', units: 'USDC' };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => place(buyer, body, { 'Idempotency-Key': `once-${placement}` })),
      );
      for (const r of answers) assert.equal(r.status, 200, JSON.stringify(r.body));
      const ids = new Set(answers.map((r) => r.body.response.order_id as string));
      assert.equal(ids.size, 1);
      const [id] = ids;
      assert.equal((await legsOf(id!, buyer)).length, 4);
      assert.equal(await balance(buyer), '983.624');
    });

    it("should ask who owns a wallet once per account and wallet, and answer another account's request 404 every time", async () => {
      const before = await statements('wallets.find');
      await placed(buyer, { side: 'BUY', price: '0.3', shares: '5' });
      await placed(buyer, { side: 'BUY', price: '0.3', shares: '5' });
      assert.equal(await statements('wallets.find'), before, 'the pair was seen by the tests before');
      const stranger = await newAccount();
      for (let i = 0; i < 2; i++) {
        const r = await place(
          { ...stranger, walletId: buyer.walletId },
          { side: 'BUY', price: '0.3', shares: '5' },
        );
        assert.equal(r.status, 404);
      }
      assert.equal(await statements('wallets.find'), before + 2);
    });

    it('should keep the ledger balanced and every hold matching what is open', async () => {
      assert.deepEqual(await ledgerProblems(stack), []);
      assert.deepEqual(await holdProblems(stack), []);
    });
  });
}
