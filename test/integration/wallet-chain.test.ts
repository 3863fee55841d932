// The wallet service on a live EVM chain: a local hardhat node with two ERC20 test tokens compiled
// offline (solc-js) standing for USDC.e and pUSD, the real EVM adapter, PostgreSQL and the deposit
// creditor on the in-process bus. Deposits found on chain reach the balance and the transfer list;
// a withdrawal lands on chain with the exact balance changes; a transfer the chain refuses, one
// whose nonce another took (dropped) and one the node lost end as they must — refunded once, or
// re-sent byte for byte — never lost, never doubled; and one whose request died right after the hold
// is sent by the reconciler, once.
import assert from 'node:assert/strict';
import type { Hex } from 'viem';
import { createLogger } from '../../core/logger.ts';
import { watchDepositsOnce } from '../../engine/wallets/deposit-watcher.ts';
import {
  holdWithdrawal,
  reconcileWithdrawals,
  type WithdrawalDeps,
} from '../../engine/wallets/withdrawals.ts';
import { findWalletById } from '../../storage/postgres/repositories/wallets.ts';
import { ADMIN_KEY, startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { deployTestToken, type TestToken } from '../support/chains/erc20.ts';
import { startHardhatNode, type HardhatNode } from '../support/chains/hardhat-node.ts';
import { startDepositPath, type DepositPath } from '../support/deposit-path.ts';
import { eventually } from '../support/wait.ts';
import {
  buildWalletOwner,
  holdProblems,
  ledgerProblems,
  type WalletOwner,
} from '../../harness/stack/wallets.ts';

const log = createLogger('silent');
const CONFIRMATIONS = 3;
const USDC = (n: number) => BigInt(Math.round(n * 1e6));
const GAS_MONEY = 10n ** 18n;

describe('wallets on a local EVM chain (hardhat)', function () {
  this.timeout(120_000);
  let node: HardhatNode;
  let usdc: TestToken;
  let api: AccountsApi;
  let depositPath: DepositPath;
  let deps: WithdrawalDeps;
  let outside: string;

  const watch = () =>
    watchDepositsOnce({
      sql: api.sql,
      bus: depositPath.bus,
      adapter: api.custody.chains.adapter('POL'),
      log,
    });
  const reconcile = () => reconcileWithdrawals(deps, 'POL', 0);
  /** USDC.e available, held and in total. */
  const usdcFunds = async (owner: WalletOwner) => {
    const r = await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/balance`, owner.headers);
    type Funds = Record<'balance' | 'held' | 'total', Record<string, string>>;
    const { balance, held, total } = r.body.response as Funds;
    return { balance: balance['USDC.e'], held: held['USDC.e'], total: total['USDC.e'] };
  };
  const available = async (owner: WalletOwner) => (await usdcFunds(owner)).balance;
  const withdraw = (owner: WalletOwner, amount: string, headers: Record<string, string> = {}) =>
    api.client.post(
      `/api/v1/wallet/pol/${owner.walletId}/withdraw`,
      { token: 'USDC.e', amount, address: outside },
      { ...owner.headers, ...headers },
    );
  const transfers = async (owner: WalletOwner) =>
    (await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/transfers`, owner.headers)).body
      .response as Record<string, string>[];
  /** The newest withdrawal (deposits carry their block's time, which hardhat's mined blocks push ahead of the clock). */
  const lastWithdrawal = async (owner: WalletOwner) =>
    (await transfers(owner)).find((t) => t.transfer_type === 'WITHDRAWAL')!;

  /** A wallet funded on chain with `amount` USDC.e, seen by the deposit watch and credited. */
  const fundedOwner = async (amount: number, gas = GAS_MONEY): Promise<WalletOwner> => {
    const owner = await buildWalletOwner(api, await api.newProject());
    const sender = await node.fundedKey();
    await usdc.mint(await addressOf(sender), USDC(amount));
    await usdc.transfer(sender, owner.addresses.POL, USDC(amount));
    if (gas > 0n) await node.setBalance(owner.addresses.POL, gas);
    await node.mine(CONFIRMATIONS);
    await watch();
    await eventually('deposit credited', async () => (await available(owner)) === String(amount));
    return owner;
  };
  const addressOf = async (key: Hex) => (await import('viem/accounts')).privateKeyToAddress(key);

  before(async () => {
    node = await startHardhatNode();
    usdc = await deployTestToken(node, { asset: 'USDC.e' });
    const pusd = await deployTestToken(node, { asset: 'pUSD' });
    api = await startAccountsApi({
      POLYGON_RPC_URL: node.rpcUrl,
      POLYGON_CHAIN_ID: String(node.chainId),
      POLYGON_CONFIRMATIONS: String(CONFIRMATIONS),
      POLYGON_USDCE_ADDRESS: usdc.address,
      POLYGON_PUSD_ADDRESS: pusd.address,
      RATE_LIMIT_ACCOUNT: '100000',
    });
    deps = { ...api.custody, sql: api.sql, log };
    depositPath = await startDepositPath(api.sql, log);
    outside = await addressOf(await node.fundedKey());
    await watch(); // the first scan starts at the chain's head
  });
  after(async () => {
    await depositPath?.stop();
    await api?.stop();
    await node?.stop();
  });

  it('should credit a deposit once it has its confirmations, once, and list it with its transaction', async () => {
    const owner = await buildWalletOwner(api, await api.newProject());
    const sender = await node.fundedKey();
    await usdc.mint(await addressOf(sender), USDC(100));
    const receipt = await usdc.transfer(sender, owner.addresses.POL, USDC(25.5));
    assert.equal(await watch(), 0, 'not yet confirmed');
    await node.mine(CONFIRMATIONS - 1);
    assert.equal(await watch(), 1);
    await eventually('deposit credited', async () => (await available(owner)) === '25.5');
    await node.mine(5);
    assert.equal(await watch(), 0, 'the cursor moved past it');
    const [deposit] = await transfers(owner);
    assert.ok(deposit);
    assert.deepEqual(
      [
        deposit.transfer_type,
        deposit.tx_hash,
        deposit.amount,
        deposit.asset_type,
        deposit.from_address!.toLowerCase(),
        deposit.to_address,
      ],
      [
        'DEPOSIT',
        receipt.transactionHash,
        '25.5',
        'ERC20',
        (await addressOf(sender)).toLowerCase(),
        owner.addresses.POL,
      ],
    );
    const paper = await api.client.post(
      `/api/v1/admin/wallets/${owner.walletId}/credit`,
      { chain: 'POL', asset: 'USDC.e', amount: '1' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    assert.deepEqual(
      [paper.status, paper.body.error],
      [400, 'POL is connected to its chain: paper credits are refused there'],
    );
    assert.equal(await available(owner), '25.5');
  });

  it('should land a withdrawal on chain with the exact balance changes, and confirm it after its confirmations', async () => {
    const owner = await fundedOwner(40);
    const before = await usdc.balanceOf(outside);
    const r = await withdraw(owner, '12.345678', { 'Idempotency-Key': 'w-1' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.response.status, 'PENDING');
    assert.match(r.body.response.tx_hash, /^0x[0-9a-f]{64}$/);
    const receipt = await node.client.getTransactionReceipt({ hash: r.body.response.tx_hash });
    assert.equal(receipt.status, 'success');
    assert.equal((await usdc.balanceOf(outside)) - before, 12_345_678n);
    assert.equal(await usdc.balanceOf(owner.addresses.POL), USDC(40) - 12_345_678n);
    assert.equal(await available(owner), '27.654322');
    assert.equal((await lastWithdrawal(owner)).status, 'PENDING');
    // Until it is final the withdrawal holds its amount: out of the balance, in held and the total.
    assert.deepEqual(await usdcFunds(owner), { balance: '27.654322', held: '12.345678', total: '40' });

    // A retry with the same key sends nothing more.
    const again = await withdraw(owner, '12.345678', { 'Idempotency-Key': 'w-1' });
    assert.deepEqual(again.body, r.body);
    assert.equal((await usdc.balanceOf(outside)) - before, 12_345_678n);

    await reconcile();
    assert.equal((await lastWithdrawal(owner)).status, 'PENDING', 'not enough confirmations yet');
    await node.mine(CONFIRMATIONS);
    await reconcile();
    const withdrawal = await lastWithdrawal(owner);
    assert.deepEqual(
      [
        withdrawal.transfer_type,
        withdrawal.status,
        withdrawal.tx_hash,
        withdrawal.amount,
        withdrawal.to_address,
      ],
      ['WITHDRAWAL', 'CONFIRMED', r.body.response.tx_hash, '12.345678', outside],
    );
    assert.deepEqual(await usdcFunds(owner), { balance: '27.654322', held: '0', total: '27.654322' });
    assert.deepEqual(await ledgerProblems(api), []);
  });

  it('should return the funds when the chain refuses the transaction (no gas money)', async () => {
    const owner = await fundedOwner(5, 0n);
    const r = await withdraw(owner, '2');
    assert.equal(r.status, 400);
    assert.match(r.body.error, /the chain refused the withdrawal \(.*\); the funds are back in the wallet/);
    assert.equal(await available(owner), '5');
    assert.equal(await usdc.balanceOf(owner.addresses.POL), USDC(5));
    assert.equal((await lastWithdrawal(owner)).status, 'FAILED');
    await reconcile();
    assert.equal(await available(owner), '5', 'a final withdrawal is never refunded twice');
  });

  it('should refund a withdrawal whose nonce another transaction took, and settle that one', async () => {
    const owner = await fundedOwner(10);
    const before = await usdc.balanceOf(outside);
    await node.client.setAutomine(false);
    try {
      const dropped = await withdraw(owner, '6');
      assert.equal(dropped.body.response.status, 'PENDING');
      // The node forgets it before mining; the next withdrawal takes the same nonce.
      await node.client.dropTransaction({ hash: dropped.body.response.tx_hash });
      const landed = await withdraw(owner, '3');
      assert.equal(landed.status, 200, JSON.stringify(landed.body));
      assert.equal(await available(owner), '1', 'both held');
      await node.mine(1 + CONFIRMATIONS);
      await reconcile();
      const list = await transfers(owner);
      const byHash = new Map(list.map((t) => [t.tx_hash, t.status]));
      assert.equal(byHash.get(dropped.body.response.tx_hash), 'DROPPED');
      assert.equal(byHash.get(landed.body.response.tx_hash), 'CONFIRMED');
    } finally {
      await node.client.setAutomine(true);
    }
    assert.equal(await available(owner), '7');
    assert.equal((await usdc.balanceOf(outside)) - before, USDC(3));
    assert.equal(await usdc.balanceOf(owner.addresses.POL), USDC(7));
    assert.deepEqual(await ledgerProblems(api), []);
  });

  it('should send a transaction the node lost again, byte for byte, so it lands once', async () => {
    const owner = await fundedOwner(8);
    const before = await usdc.balanceOf(outside);
    await node.client.setAutomine(false);
    let hash: Hex;
    try {
      const r = await withdraw(owner, '4');
      hash = r.body.response.tx_hash;
      await node.client.dropTransaction({ hash });
    } finally {
      await node.client.setAutomine(true);
    }
    await reconcile(); // still pending: broadcast again, mined at once
    const receipt = await node.client.getTransactionReceipt({ hash });
    assert.equal(receipt.status, 'success');
    await node.mine(CONFIRMATIONS);
    await reconcile();
    assert.equal((await lastWithdrawal(owner)).status, 'CONFIRMED');
    assert.equal((await usdc.balanceOf(outside)) - before, USDC(4));
    assert.equal(await available(owner), '4');
    assert.deepEqual(await ledgerProblems(api), []);
  });

  it('should send a withdrawal whose request died right after its hold, once, even with two reconcilers at once', async () => {
    const owner = await fundedOwner(10);
    const before = await usdc.balanceOf(outside);
    // The request's first step alone: recorded and held, nothing signed — what a crash there leaves.
    const wallet = (await findWalletById(api.sql, owner.walletId))!;
    const row = await holdWithdrawal(deps, wallet, {
      chain: 'POL',
      token: 'USDC.e',
      amount: '4',
      address: outside,
      idempotencyKey: 'w-crash',
    });
    assert.equal(row.status, 'queued');
    assert.equal(await available(owner), '6');
    await Promise.all([reconcile(), reconcile()]);
    const sent = await lastWithdrawal(owner);
    assert.equal(sent.status, 'PENDING');
    assert.match(sent.tx_hash!, /^0x[0-9a-f]{64}$/);
    assert.equal((await usdc.balanceOf(outside)) - before, USDC(4), 'sent once');
    await node.mine(CONFIRMATIONS);
    await reconcile();
    assert.equal((await lastWithdrawal(owner)).status, 'CONFIRMED');
    assert.equal(await usdc.balanceOf(owner.addresses.POL), USDC(6));
    assert.equal(await available(owner), '6');
    assert.deepEqual(await ledgerProblems(api), []);
    assert.deepEqual(await holdProblems(api), []);
  });
});
