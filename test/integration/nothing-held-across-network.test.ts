// Nothing is held while a venue or a chain is called (issue 47, item 2): as many live amendments and
// as many withdrawals at once as the SQL pool has connections (PG_POOL_MAX), against a venue whose
// cancels and a chain whose broadcasts stall, and every other route — balances, orders, a market
// read, the order and transfer lists — keeps answering while they do. Then the stall ends and each
// amendment and each withdrawal has happened exactly once: one cancel and one replacement venue
// order per amendment, one chain transaction per withdrawal, ledger balances exact.
//
// The venue is the CLOB stand-in (the real PolymarketVenue signs and talks to it) whose DELETE
// /order waits at a gate; the chain is a local hardhat node behind a JSON-RPC proxy that holds
// eth_sendRawTransaction until released — both stall at the network, as a slow venue or RPC would.
// Then a withdrawal whose request stops after the call: its broadcast reaches the chain and the
// answer is lost; the reconciler settles it, once. (An amendment stopped between its call and its
// settle is test/integration/live-order-reconciler.test.ts.)
import assert from 'node:assert/strict';
import type { Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { createLogger } from '../../core/logger.ts';
import type { MarketMessage } from '../../core/market-data.ts';
import { watchDepositsOnce } from '../../engine/wallets/deposit-watcher.ts';
import { reconcileWithdrawals } from '../../engine/wallets/withdrawals.ts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import { POLYGON_CHAIN_ID } from '../../venues/polymarket/order-types.ts';
import { custodyFromConfig } from '../../bin/wiring/custody.ts';
import {
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import {
  holdProblems,
  ledgerProblems,
  projectAccounts,
  type StackAccount,
} from '../../harness/stack/wallets.ts';
import { CREDS_ANSWER, ClobStub, json, page } from '../support/clob-stub.ts';
import { deployTestToken, type TestToken } from '../support/chains/erc20.ts';
import { startHardhatNode, type HardhatNode } from '../support/chains/hardhat-node.ts';
import { StallingRpc } from '../support/chains/stalling-rpc.ts';
import { startDepositPath, type DepositPath } from '../support/deposit-path.ts';
import { eventually } from '../support/wait.ts';

const ADMIN = 'adm_unused';
const log = createLogger('silent');
const CONFIRMATIONS = 2;
const USDC = (n: number) => BigInt(Math.round(n * 1e6));
/** What each wallet is funded with on chain: pUSD to trade, USDC.e to withdraw. */
const PUSD_FUNDS = 20;
const USDCE_FUNDS = 10;
const WITHDRAWN = '3';

describe('nothing held across the network: amendments and withdrawals at the pool size against a stalled venue and chain', function () {
  this.timeout(180_000);
  let node: HardhatNode;
  let rpc: StallingRpc;
  let pusd: TestToken;
  let usdce: TestToken;
  let stub: ClobStub;
  let stack: MarketDataStack;
  let depositPath: DepositPath;
  let token: string;
  let outside: string;

  /** Venue order ids the stand-in has handed out, and those it has cancelled. */
  let issued = 0;
  const cancelled = new Set<string>();
  /** Closed: DELETE /order waits here until opened. */
  let cancelGate: Promise<void> = Promise.resolve();

  before(async () => {
    node = await startHardhatNode();
    pusd = await deployTestToken(node, { asset: 'pUSD' });
    usdce = await deployTestToken(node, { asset: 'USDC.e' });
    rpc = await StallingRpc.start(node.rpcUrl);
    stub = await ClobStub.start();
    stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
    stub.on('POST /order', () => ({
      body: JSON.stringify({ ...json('http_order_response_ok.json'), orderID: venueId(++issued) }),
    }));
    stub.on('GET /data/order/*', (seen) => {
      const id = seen.path.split('/').pop()!;
      const status = cancelled.has(id) ? 'CANCELED' : 'LIVE';
      const record = { ...json('http_open_order.json'), id, status, size_matched: '0', original_size: '10' };
      return { body: JSON.stringify(record) };
    });
    stub.on('GET /data/trades', page());
    stub.on('DELETE /order', async (seen) => {
      await cancelGate;
      const id = (JSON.parse(seen.body) as { orderID: string }).orderID;
      cancelled.add(id);
      return { body: JSON.stringify({ canceled: [id], not_canceled: {} }) };
    });
    const venue = new PolymarketVenue({ clobUrl: stub.url, chainId: POLYGON_CHAIN_ID, timeoutMs: 60_000 });
    stack = await startMarketDataStack({
      live: { venue_a: venue },
      config: {
        POLYGON_RPC_URL: rpc.url,
        POLYGON_CHAIN_ID: String(node.chainId),
        POLYGON_CONFIRMATIONS: String(CONFIRMATIONS),
        POLYGON_USDCE_ADDRESS: usdce.address,
        POLYGON_PUSD_ADDRESS: pusd.address,
        RATE_LIMIT_ACCOUNT: '100000',
      },
    });
    depositPath = await startDepositPath(stack.sql, log);
    const catalog = recordedCatalog();
    const market = catalog.find(
      (m): m is MarketMessage =>
        m.venue === 'venue_a' && m.market.active && !m.market.closed && m.market.tick_size === '0.01',
    )!;
    token = market.market.left_token_id;
    await stack.ingest(catalog);
    outside = privateKeyToAddress(await node.fundedKey());
    await watch(); // the first scan starts at the chain's head
  });
  after(async () => {
    await rpc?.release();
    await depositPath?.stop();
    await stack?.stop();
    await stub?.stop();
    await rpc?.stop();
    await node?.stop();
  });

  const venueId = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
  /** The engine's custody (the stack's settings: the same keys and chains as its API). */
  const custody = () => custodyFromConfig(stack.config);
  const watch = () =>
    watchDepositsOnce({
      sql: stack.sql,
      bus: depositPath.bus,
      adapter: custody().chains.adapter('POL'),
      log,
    });
  const path = (a: StackAccount, rest = '') => `/api/v1/wallet/pol/${a.walletId}${rest}`;
  const balances = async (a: StackAccount) => {
    const r = await stack.client.get(path(a, '/balance'), a.headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.response.balance as Record<string, string>;
  };

  /** A wallet funded on chain (pUSD and USDC.e, gas money), its deposits credited. */
  const fundedAccount = async (newAccount: () => Promise<StackAccount>): Promise<StackAccount> => {
    const account = await newAccount();
    const sender: Hex = await node.fundedKey();
    const from = privateKeyToAddress(sender);
    await pusd.mint(from, USDC(PUSD_FUNDS));
    await usdce.mint(from, USDC(USDCE_FUNDS));
    await pusd.transfer(sender, account.address, USDC(PUSD_FUNDS));
    await usdce.transfer(sender, account.address, USDC(USDCE_FUNDS));
    await node.setBalance(account.address, 10n ** 18n);
    return account;
  };

  it('should keep every other route answering while they stall, then settle each amendment and withdrawal exactly once', async () => {
    const size = stack.config.PG_POOL_MAX;
    // Each stalled withdrawal (one address each) holds its address lock on a lock connection of its own.
    assert.ok(stack.config.PG_LOCK_CONNECTIONS >= size, 'as many lock connections as withdrawals at once');
    const newAccount = await projectAccounts(stack.client, 'nothing-held', ADMIN);
    const accounts: StackAccount[] = [];
    for (let i = 0; i < size; i++) accounts.push(await fundedAccount(newAccount));
    await node.mine(CONFIRMATIONS);
    await watch();
    await eventually('the deposits to be credited', async () => {
      for (const a of accounts) {
        const b = await balances(a);
        if (b.pUSD !== String(PUSD_FUNDS) || b['USDC.e'] !== String(USDCE_FUNDS)) return false;
      }
      return true;
    });
    // One resting BUY 10 @ 0.4 per wallet (holds 4 pUSD), accepted by the venue.
    const orders: string[] = [];
    for (const a of accounts) {
      const placed = await stack.client.post(
        path(a, '/order'),
        { token_id: token, side: 'BUY', price: '0.4', shares: '10' },
        a.headers,
      );
      assert.equal(placed.body.response?.status, 'ACTIVE', JSON.stringify(placed.body));
      orders.push(placed.body.response.order_id);
    }
    const postsBefore = stub.sent('POST', '/order').length;
    const nonceBefore = await Promise.all(
      accounts.map((a) => node.client.getTransactionCount({ address: a.address as Hex })),
    );
    const outsideBefore = await usdce.balanceOf(outside);

    // The stall: the venue's cancels and the chain's broadcasts do not come back.
    let openCancels!: () => void;
    cancelGate = new Promise((resolve) => (openCancels = resolve));
    rpc.stall('eth_sendRawTransaction');
    const amends = accounts.map((a, i) =>
      stack.client.request('PUT', path(a, `/order/${orders[i]}`), {
        body: { type: 'LIMIT', price: '0.45' },
        headers: a.headers,
      }),
    );
    const withdrawals = accounts.map((a) =>
      stack.client.post(
        path(a, '/withdraw'),
        { token: 'USDC.e', amount: WITHDRAWN, address: outside },
        a.headers,
      ),
    );
    await eventually(
      `all ${size} cancels to be at the venue and all ${size} broadcasts at the chain`,
      () =>
        stub.sent('DELETE', '/order').length === size &&
        rpc.waiting === size &&
        (rpc.heldCounts.get('eth_sendRawTransaction') ?? 0) === size,
    );

    // Everything else answers meanwhile, each route several times over (more requests than the pool has connections).
    const reads = accounts.flatMap((a, i) => [
      stack.client.get(path(a, '/balance'), a.headers),
      stack.client.get(path(a, '/orders/active'), a.headers),
      stack.client.get(path(a, `/order/${orders[i]}`), a.headers),
      stack.client.get(path(a, '/transfers'), a.headers),
      stack.client.get('/api/v1/venue_a/markets?limit=2'),
    ]);
    for (const r of await Promise.all(reads)) assert.equal(r.status, 200, JSON.stringify(r.body));
    const duringStall = await balances(accounts[0]!);
    assert.equal(duringStall.pUSD, String(PUSD_FUNDS - 4), 'the old hold stands until the cancel is settled');
    assert.equal(duringStall['USDC.e'], String(USDCE_FUNDS - Number(WITHDRAWN)), 'the withdrawal is held');

    // An amendment of an order being amended, and a cancel of it, are refused: nothing changes.
    const second = await stack.client.request('PUT', path(accounts[0]!, `/order/${orders[0]}`), {
      body: { type: 'LIMIT', price: '0.42' },
      headers: accounts[0]!.headers,
    });
    assert.deepEqual([second.status, second.body.code], [409, 'order_amending'], JSON.stringify(second.body));
    const cancel = await stack.client.request('DELETE', path(accounts[0]!, `/order/${orders[0]}`), {
      headers: accounts[0]!.headers,
    });
    assert.deepEqual([cancel.status, cancel.body.code], [409, 'order_amending'], JSON.stringify(cancel.body));
    assert.equal(stub.sent('DELETE', '/order').length, size, 'the refused cancel never reached the venue');

    // The stall ends: every amendment and withdrawal completes.
    openCancels();
    await rpc.release();
    for (const r of await Promise.all(amends)) {
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(
        [r.body.response.status, r.body.response.price],
        ['ACTIVE', '0.45'],
        JSON.stringify(r.body),
      );
    }
    const hashes = new Set<string>();
    for (const r of await Promise.all(withdrawals)) {
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.response.status, 'PENDING');
      hashes.add(r.body.response.tx_hash);
    }
    assert.equal(hashes.size, size, 'each withdrawal has a transaction of its own');
    await node.mine(CONFIRMATIONS);
    await reconcileWithdrawals({ ...custody(), sql: stack.sql, log }, 'POL', 0);

    // One cancel and one replacement per amendment; the replacements are the only orders sent.
    assert.equal(stub.sent('DELETE', '/order').length, size);
    assert.equal(stub.sent('POST', '/order').length - postsBefore, size);
    const rows = await stack.sql.query<{
      order_id: string;
      price: string;
      version: number;
      venue_order_id: string;
      held: string;
      amend_id: string | null;
    }>(
      'test.amended',
      `SELECT order_id, price::text AS price, version, venue_order_id, held::text AS held, amend_id
       FROM orders WHERE order_id = ANY($1) ORDER BY order_id`,
      [orders],
    );
    assert.equal(new Set(rows.map((r) => r.venue_order_id)).size, size, 'each on a venue order of its own');
    for (const r of rows) {
      assert.deepEqual(
        [r.price, r.version, r.held, r.amend_id],
        ['0.45', 1, '4500000', null],
        JSON.stringify(r),
      );
      assert.ok(!cancelled.has(r.venue_order_id), 'on the replacement, not the cancelled order');
    }
    // One chain transaction per withdrawal, each confirmed; balances exact on the ledger and the chain.
    const sent = await stack.sql.query<{ status: string; tx_hash: string }>(
      'test.withdrawals',
      `SELECT status, tx_hash FROM withdrawals WHERE wallet_id = ANY($1)`,
      [accounts.map((a) => a.walletId)],
    );
    assert.deepEqual(
      sent.map((w) => w.status),
      accounts.map(() => 'confirmed'),
    );
    assert.deepEqual(new Set(sent.map((w) => w.tx_hash)), hashes);
    for (const [i, a] of accounts.entries()) {
      assert.equal(await node.client.getTransactionCount({ address: a.address as Hex }), nonceBefore[i]! + 1);
      assert.equal(await usdce.balanceOf(a.address), USDC(USDCE_FUNDS - Number(WITHDRAWN)));
      const after = await balances(a);
      assert.deepEqual(
        [after.pUSD, after['USDC.e']],
        [String(PUSD_FUNDS - 4.5), String(USDCE_FUNDS - Number(WITHDRAWN))],
      );
    }
    assert.equal((await usdce.balanceOf(outside)) - outsideBefore, USDC(Number(WITHDRAWN) * size));
    assert.deepEqual(await ledgerProblems(stack), []);
    assert.deepEqual(await holdProblems(stack), []);
  });

  it('should settle once a withdrawal whose broadcast reached the chain but whose request never heard back', async () => {
    const account = await fundedAccount(await projectAccounts(stack.client, 'answer-lost', ADMIN));
    await node.mine(CONFIRMATIONS);
    await watch();
    await eventually(
      'the deposit to be credited',
      async () => (await balances(account))['USDC.e'] === String(USDCE_FUNDS),
    );
    const nonce = await node.client.getTransactionCount({ address: account.address as Hex });
    const outsideBefore = await usdce.balanceOf(outside);
    rpc.loseAnswers('eth_sendRawTransaction');
    const answer = stack.client.post(
      path(account, '/withdraw'),
      { token: 'USDC.e', amount: WITHDRAWN, address: outside },
      account.headers,
    );
    await eventually('the broadcast to reach the chain', () => rpc.waiting === 1);
    // The chain has it (mined at once); the request still waits on the answer, the address lock held.
    assert.equal(await node.client.getTransactionCount({ address: account.address as Hex }), nonce + 1);
    assert.equal((await stack.client.get(path(account, '/transfers'), account.headers)).status, 200);
    // The answer is lost: to the request the broadcast failed; the signed bytes were recorded before it.
    await rpc.release();
    const r = await answer;
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.response.status, 'PENDING');
    const [row] = await stack.sql.query<{ status: string; tx_hash: string }>(
      'test.withdrawal',
      'SELECT status, tx_hash FROM withdrawals WHERE withdrawal_id = $1',
      [r.body.response.withdrawal_id],
    );
    assert.deepEqual(row, { status: 'sent', tx_hash: r.body.response.tx_hash });
    // The reconciler finds it on chain (broadcasting the same bytes again is harmless) and settles it once.
    await node.mine(CONFIRMATIONS);
    const deps = { ...custody(), sql: stack.sql, log };
    await reconcileWithdrawals(deps, 'POL', 0);
    await reconcileWithdrawals(deps, 'POL', 0);
    const [ended] = await stack.sql.query<{ status: string }>(
      'test.withdrawal_ended',
      'SELECT status FROM withdrawals WHERE withdrawal_id = $1',
      [r.body.response.withdrawal_id],
    );
    assert.equal(ended!.status, 'confirmed');
    assert.equal(
      await node.client.getTransactionCount({ address: account.address as Hex }),
      nonce + 1,
      'one transaction',
    );
    assert.equal((await usdce.balanceOf(outside)) - outsideBefore, USDC(Number(WITHDRAWN)));
    assert.equal((await balances(account))['USDC.e'], String(USDCE_FUNDS - Number(WITHDRAWN)));
    assert.deepEqual(await ledgerProblems(stack), []);
    assert.deepEqual(await holdProblems(stack), []);
  });
});
