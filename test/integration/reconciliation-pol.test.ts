// Reconciliation of the ledger with Polygon on a local hardhat node: two ERC20 test tokens standing
// for USDC.e and pUSD and an ERC-1155 standing for the Conditional Tokens contract (outcome shares),
// the real EVM adapter, PostgreSQL and the deposit creditor. A clean state — deposits credited,
// shares as a fill left them, a withdrawal mined but not yet final — reports nothing; then a double
// credit, a missing credit, doubled shares and a withdrawal the chain reverted (the ledger settled it
// anyway) are each reported with their wallet, asset and difference, confirmed on the second pass,
// and hold the wallets' withdrawals until an admin releases them (RECONCILIATION_HOLD_WITHDRAWALS).
import assert from 'node:assert/strict';
import type { Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { EvmChainAdapter } from '../../chains/evm/evm-adapter.ts';
import { createLogger } from '../../core/logger.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import { watchDepositsOnce } from '../../engine/wallets/deposit-watcher.ts';
import { withWalletKey } from '../../engine/wallets/wallets.ts';
import { finalize, holdWithdrawal, type WithdrawalDeps } from '../../engine/wallets/withdrawals.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { allTopics } from '../../storage/bus/topics.ts';
import { markSent } from '../../storage/postgres/repositories/withdrawals.ts';
import { findWalletById } from '../../storage/postgres/repositories/wallets.ts';
import { ADMIN_KEY, startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { buildWalletOwner, type WalletOwner } from '../../harness/stack/wallets.ts';
import { deployTestOutcomes, type TestOutcomes } from '../support/chains/erc1155.ts';
import { deployTestToken, type TestToken } from '../support/chains/erc20.ts';
import { startHardhatNode, type HardhatNode } from '../support/chains/hardhat-node.ts';
import { startDepositPath, type DepositPath } from '../support/deposit-path.ts';
import { creditObservedDeposit, creditShares, findingLines, runPass } from '../support/reconciliation.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger('silent');
const CONFIRMATIONS = 3;
const UNITS = (n: number) => BigInt(Math.round(n * 1e6));
const GAS_MONEY = 10n ** 18n;
/** Two outcome positions (ERC-1155 ids are uint256; Polymarket's token ids are such decimals). */
const YES = 71321045679252212594626385532706912750332728571942532289631379312455583992563n;
const NO = 52114319501245915516055106046884209969926127482827954674443846427813813222426n;

describe('reconciliation with Polygon (hardhat: ERC20 and ERC-1155)', function () {
  this.timeout(180_000);
  let node: HardhatNode;
  let usdc: TestToken;
  let pusd: TestToken;
  let outcomes: TestOutcomes;
  let api: AccountsApi;
  let depositPath: DepositPath;
  let deps: WithdrawalDeps;
  let outside: string;
  const clean: WalletOwner[] = [];
  /** The wallets the second test makes wrong, the double credit first. */
  const suspects: WalletOwner[] = [];

  const watch = (bus = depositPath.bus) =>
    watchDepositsOnce({ sql: api.sql, bus, adapter: api.custody.chains.adapter('POL'), log });
  const available = async (owner: WalletOwner, asset = 'USDC.e') => {
    const r = await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/balance`, owner.headers);
    return (r.body.response as { balance: Record<string, string> }).balance[asset];
  };
  const withdraw = (owner: WalletOwner, amount: string) =>
    api.client.post(
      `/api/v1/wallet/pol/${owner.walletId}/withdraw`,
      { token: 'USDC.e', amount, address: outside },
      owner.headers,
    );
  /** A wallet funded on chain with `amount` USDC.e, seen by the deposit watch and credited. */
  const fundedOwner = async (amount: number): Promise<WalletOwner> => {
    const owner = await buildWalletOwner(api, await api.newProject());
    await usdc.mint(owner.addresses.POL, UNITS(amount));
    await node.setBalance(owner.addresses.POL, GAS_MONEY);
    await node.mine(CONFIRMATIONS);
    await watch();
    await eventually('deposit credited', async () => (await available(owner)) === String(amount));
    return owner;
  };
  const shares = (owner: WalletOwner, tokenId: bigint, amount: bigint, key: string) =>
    creditShares(api.sql, {
      chain: 'POL',
      venue: 'venue_a',
      walletId: owner.walletId,
      tokenId: tokenId.toString(),
      amount,
      key,
    });

  before(async () => {
    node = await startHardhatNode();
    usdc = await deployTestToken(node, { asset: 'USDC.e' });
    pusd = await deployTestToken(node, { asset: 'pUSD' });
    outcomes = await deployTestOutcomes(node);
    api = await startAccountsApi({
      POLYGON_RPC_URL: node.rpcUrl,
      POLYGON_CHAIN_ID: String(node.chainId),
      POLYGON_CONFIRMATIONS: String(CONFIRMATIONS),
      POLYGON_USDCE_ADDRESS: usdc.address,
      POLYGON_PUSD_ADDRESS: pusd.address,
      POLYGON_CTF_ADDRESS: outcomes.address,
      RECONCILIATION_HOLD_WITHDRAWALS: 'true',
      RATE_LIMIT_ACCOUNT: '100000',
    });
    deps = { ...api.custody, sql: api.sql, log };
    depositPath = await startDepositPath(api.sql, log);
    outside = privateKeyToAddress(await node.fundedKey());
    await watch(); // the first scan starts at the chain's head
  });
  after(async () => {
    await depositPath?.stop();
    await api?.stop();
    await node?.stop();
  });

  it('should report nothing when the chain holds what the ledger owes, a withdrawal in flight included', async () => {
    const owner = await fundedOwner(10);
    await outcomes.mint(owner.addresses.POL, YES, UNITS(5));
    await shares(owner, YES, UNITS(5), 'test:clean-fill');
    // Mined at once, not final until CONFIRMATIONS: the ledger still holds it, the chain paid it out.
    const sent = await withdraw(owner, '2');
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.equal(await usdc.balanceOf(owner.addresses.POL), UNITS(8));
    clean.push(owner);
    await node.mine(CONFIRMATIONS);

    for (let pass = 0; pass < 2; pass++) {
      const report = await runPass(api);
      assert.deepEqual(report.findings, []);
      assert.deepEqual(report.pass.errors, []);
      assert.deepEqual(
        report.pass.skipped.map((s) => s.chain),
        ['SOL'],
        'the paper chain is skipped',
      );
      const [pol] = report.pass.chains;
      assert.equal(pol?.chain, 'POL');
      assert.match(pol.read_at, /^block \d+$/);
      // USDC.e, pUSD and the outcome position of the one wallet.
      assert.equal(pol.checked, 3);
    }
  });

  it('should report a double credit, a missing credit, doubled shares and a reverted withdrawal with wallet, asset and difference', async () => {
    // Double credit: one transfer on chain, credited twice in the ledger.
    const doubled = await fundedOwner(7);
    await creditObservedDeposit(api.sql, {
      chain: 'POL',
      to: doubled.addresses.POL,
      asset: 'USDC.e',
      amount: UNITS(7),
      txHash: `0x${'ab'.repeat(32)}`,
      logIndex: 9,
    });
    // Missing credit: pUSD received on chain, its deposit published to a bus nobody credits from.
    const missed = await buildWalletOwner(api, await api.newProject());
    await pusd.mint(missed.addresses.POL, UNITS(4));
    await node.mine(CONFIRMATIONS);
    const lost = new LogBus({ log });
    await lost.start();
    await lost.ensureTopics(allTopics);
    assert.equal(await watch(lost), 1);
    await lost.stop();
    // Shares doubled: one position on chain, a fill's shares posted twice.
    const sharesTwice = await buildWalletOwner(api, await api.newProject());
    await outcomes.mint(sharesTwice.addresses.POL, NO, UNITS(3));
    await shares(sharesTwice, NO, UNITS(3), 'test:fill-1');
    await shares(sharesTwice, NO, UNITS(3), 'test:fill-1-again');
    // A withdrawal the chain reverted (out of gas) that the ledger settled as confirmed anyway.
    const reverted = await fundedOwner(10);
    const wallet = (await findWalletById(api.sql, reverted.walletId))!;
    const held = await holdWithdrawal(deps, wallet, {
      chain: 'POL',
      token: 'USDC.e',
      amount: '4',
      address: outside,
    });
    const adapter = api.custody.chains.adapter('POL') as EvmChainAdapter;
    const signed = await withWalletKey(api.sql, api.custody, reverted.walletId, 'POL', (secretKey) =>
      adapter.signTransfer({
        secretKey,
        token: api.custody.chains.token('POL', 'USDC.e')!,
        to: outside,
        amount: UNITS(4),
        gas: 30_000n,
      }),
    );
    await markSent(api.sql, held.withdrawal_id, signed);
    await adapter.broadcast(signed.raw);
    const receipt = await node.client.getTransactionReceipt({ hash: signed.txHash as Hex });
    assert.equal(receipt.status, 'reverted');
    await node.mine(CONFIRMATIONS);
    await finalize(deps, { ...held, status: 'sent' }, 'confirmed');
    assert.equal(await usdc.balanceOf(reverted.addresses.POL), UNITS(10), 'the chain still holds it');

    suspects.push(doubled, missed, sharesTwice, reverted);
    const expected = [
      `${doubled.walletId} POL USDC.e -7000000`,
      `${missed.walletId} POL pUSD 4000000`,
      `${sharesTwice.walletId} POL ${NO} -3000000`,
      `${reverted.walletId} POL USDC.e 4000000`,
    ].sort();
    const first = await runPass(api);
    assert.deepEqual(findingLines(first.findings), expected);
    assert.ok(
      first.findings.every((f) => !f.confirmed && f.consecutive === 1),
      'one pass is not enough to confirm',
    );
    assert.deepEqual(first.holds, []);
    for (const f of first.findings) {
      assert.equal(f.unexplained, f.difference, 'nothing of it in flight');
      assert.match(f.read_at, /^block \d+$/);
    }

    const second = await runPass(api);
    assert.deepEqual(findingLines(second.findings), expected);
    assert.ok(second.findings.every((f) => f.confirmed && f.consecutive === 2));
    assert.deepEqual(
      second.holds.map((h) => h.wallet_id).sort(),
      [doubled, missed, sharesTwice, reverted].map((o) => o.walletId).sort(),
    );
    assert.ok(!second.findings.some((f) => clean.some((c) => c.walletId === f.wallet_id)));

    const metric = (await metricsRegistry.getSingleMetricAsString('reconciliation_mismatches')).split('\n');
    assert.ok(metric.includes('reconciliation_mismatches{chain="POL"} 4'), metric.join('\n'));
    assert.match(
      api.logs(),
      new RegExp(
        `reconciliation mismatch: wallet ${doubled.walletId} POL USDC\\.e on chain 7000000, ledger 14000000`,
      ),
    );

    const report = await api.client.get('/api/v1/admin/reconciliation', { 'X-Admin-Key': ADMIN_KEY });
    assert.equal(report.status, 200);
    assert.deepEqual(report.body.data, second);
  });

  it("should refuse a held wallet's withdrawals with withdrawals_held until an admin releases them", async () => {
    const owner = suspects[0]!;
    const refused = await withdraw(owner, '1');
    assert.deepEqual([refused.status, refused.body.code], [409, 'withdrawals_held']);
    assert.match(
      refused.body.error,
      /^the wallet's withdrawals are held since .*: reconciliation pass \d+ found POL USDC\.e at block \d+: 7000000 on chain, 14000000 in the ledger/,
    );
    assert.equal(await available(owner), '14', 'nothing withdrawn');

    const release = () =>
      api.client.request('DELETE', `/api/v1/admin/reconciliation/holds/${owner.walletId}`, {
        headers: { 'X-Admin-Key': ADMIN_KEY },
      });
    const released = await release();
    assert.equal(released.status, 200, JSON.stringify(released.body));
    assert.deepEqual(
      [
        released.body.data.released,
        released.body.data.hold.wallet_id,
        typeof released.body.data.hold.released_at,
      ],
      [true, owner.walletId, 'string'],
    );
    const again = await release();
    assert.deepEqual(again.body.data, { wallet_id: owner.walletId, released: false, hold: null });

    const sent = await withdraw(owner, '1');
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const heldNow = (report: Awaited<ReturnType<typeof runPass>>) =>
      report.holds.map((h) => h.wallet_id).sort();
    const others = suspects
      .slice(1)
      .map((o) => o.walletId)
      .sort();
    // The withdrawal is in flight (mined, past the safe head, not final): what stays unexplained is
    // the 7 released, and the release stands.
    await node.mine(CONFIRMATIONS);
    const stands = await runPass(api);
    assert.deepEqual(
      heldNow(stands),
      others,
      'the other wallets stay held, the released one is not held again',
    );
    assert.equal(stands.findings.find((f) => f.wallet_id === owner.walletId)?.unexplained, '-7000000');

    // Another credit the chain never made: more unexplained than released holds the wallet again.
    await creditObservedDeposit(api.sql, {
      chain: 'POL',
      to: owner.addresses.POL,
      asset: 'USDC.e',
      amount: UNITS(1),
      txHash: `0x${'cd'.repeat(32)}`,
      logIndex: 0,
    });
    await runPass(api);
    const heldAgain = await runPass(api);
    assert.deepEqual(heldNow(heldAgain), [...others, owner.walletId].sort());
    const hold = heldAgain.holds.find((h) => h.wallet_id === owner.walletId) as
      { unexplained?: string } | undefined;
    assert.equal(hold?.unexplained, '-8000000');
  });
});
