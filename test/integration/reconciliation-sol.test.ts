// Reconciliation of the ledger with Solana: a solana-bankrun bank with a USDC-like mint and an
// outcome-token mint behind its JSON-RPC stand-in (the real SolanaChainAdapter reads it through
// @solana/web3.js's Connection), PostgreSQL, Polygon in paper mode (skipped). The wallets' token
// accounts are written into the bank as packed token state, so the chain holds exactly what each
// case needs. A clean state reports nothing; a double credit, a missing credit of outcome tokens and
// a withdrawal the chain never paid out (the ledger settled it anyway) are each reported with their
// wallet, asset and difference, at the slot they were read.
import assert from 'node:assert/strict';
import { Keypair, PublicKey } from '@solana/web3.js';
import { createLogger } from '../../core/logger.ts';
import { finalize, holdWithdrawal, type WithdrawalDeps } from '../../engine/wallets/withdrawals.ts';
import { findWalletById } from '../../storage/postgres/repositories/wallets.ts';
import { startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { buildWalletOwner, type WalletOwner } from '../../harness/stack/wallets.ts';
import { BankRpc } from '../support/chains/bank-rpc.ts';
import {
  mintAccount,
  startTokenBank,
  tokenAccount,
  type TokenBank,
} from '../support/chains/solana-bankrun.ts';
import { creditObservedDeposit, creditShares, findingLines, runPass } from '../support/reconciliation.ts';

const log = createLogger('silent');
const UNITS = (n: number) => BigInt(Math.round(n * 1e6));

describe('reconciliation with Solana (solana-bankrun: SPL USDC and an outcome mint)', function () {
  this.timeout(120_000);
  let bank: TokenBank;
  let rpc: BankRpc;
  let api: AccountsApi;
  let deps: WithdrawalDeps;
  /** An outcome token's mint (DFlow's YES mint of a Kalshi market stands for it). */
  const outcome = Keypair.generate().publicKey;
  let deposits = 0;

  /** The chain: `owner`'s associated token account of `mint` holds exactly `amount`. */
  const holdOnChain = (mint: PublicKey, owner: WalletOwner, amount: bigint) => {
    const { address, info } = tokenAccount(mint, new PublicKey(owner.addresses.SOL), amount);
    bank.context.setAccount(address, info);
  };
  /** The ledger: a USDC deposit credited to `owner` (a new transfer each time). */
  const credited = (owner: WalletOwner, amount: bigint) =>
    creditObservedDeposit(api.sql, {
      chain: 'SOL',
      to: owner.addresses.SOL,
      asset: 'USDC',
      amount,
      txHash: `reconciliation-test-${++deposits}`,
      logIndex: 0,
    });
  const outcomeShares = (owner: WalletOwner, amount: bigint, key: string) =>
    creditShares(api.sql, {
      chain: 'SOL',
      venue: 'venue_b',
      walletId: owner.walletId,
      tokenId: outcome.toBase58(),
      amount,
      key,
    });
  const newOwner = async () => buildWalletOwner(api, await api.newProject());

  before(async () => {
    bank = await startTokenBank({ decimals: 6, startBalance: UNITS(1000) });
    const { address, info } = mintAccount(outcome, { decimals: 6, supply: UNITS(1000) });
    bank.context.setAccount(address, info);
    rpc = await BankRpc.start(
      { context: bank.context, landed: [] },
      { sendRawTransaction: () => Promise.reject(new Error('this suite sends nothing')) },
    );
    api = await startAccountsApi({
      SOLANA_RPC_URL: rpc.url,
      SOLANA_USDC_MINT: bank.mint.toBase58(),
      RATE_LIMIT_ACCOUNT: '100000',
    });
    deps = { ...api.custody, sql: api.sql, log };
  });
  after(async () => {
    await api?.stop();
    await rpc?.stop();
  });

  it('should report nothing when the token accounts hold what the ledger owes, and skip paper Polygon', async () => {
    const owner = await newOwner();
    await credited(owner, UNITS(10));
    holdOnChain(bank.mint, owner, UNITS(10));
    await outcomeShares(owner, UNITS(2), 'test:sol-clean-fill');
    holdOnChain(outcome, owner, UNITS(2));

    const report = await runPass(api);
    assert.deepEqual(report.findings, []);
    assert.deepEqual(report.pass.errors, []);
    assert.deepEqual(
      report.pass.skipped.map((s) => s.chain),
      ['POL'],
    );
    const [sol] = report.pass.chains;
    assert.equal(sol?.chain, 'SOL');
    assert.match(sol.read_at, /^slot \d+$/);
    assert.equal(sol.checked, 2, 'USDC and the outcome mint');
    assert.deepEqual(rpc.unknownMethods, []);
  });

  it('should report a double credit, a missing credit of outcome tokens and a withdrawal the chain never paid', async () => {
    const doubled = await newOwner();
    await credited(doubled, UNITS(6));
    await credited(doubled, UNITS(6));
    holdOnChain(bank.mint, doubled, UNITS(6));

    const missed = await newOwner();
    await outcomeShares(missed, UNITS(1), 'test:sol-fill');
    holdOnChain(outcome, missed, UNITS(4));

    const unpaid = await newOwner();
    await credited(unpaid, UNITS(10));
    holdOnChain(bank.mint, unpaid, UNITS(10));
    const wallet = (await findWalletById(api.sql, unpaid.walletId))!;
    const held = await holdWithdrawal(deps, wallet, {
      chain: 'SOL',
      token: 'USDC',
      amount: '4',
      address: Keypair.generate().publicKey.toBase58(),
    });
    await finalize(deps, held, 'confirmed');

    const expected = [
      `${doubled.walletId} SOL USDC -6000000`,
      `${missed.walletId} SOL ${outcome.toBase58()} 3000000`,
      `${unpaid.walletId} SOL USDC 4000000`,
    ].sort();
    const first = await runPass(api);
    assert.deepEqual(findingLines(first.findings), expected);
    assert.ok(first.findings.every((f) => !f.confirmed && /^slot \d+$/.test(f.read_at)));
    const second = await runPass(api);
    assert.deepEqual(findingLines(second.findings), expected);
    assert.ok(second.findings.every((f) => f.confirmed && f.consecutive === 2));
    assert.deepEqual(second.holds, [], 'RECONCILIATION_HOLD_WITHDRAWALS is off by default');

    // Put right on chain (the missing outcome tokens were never the platform's): the next pass agrees for it.
    holdOnChain(outcome, missed, UNITS(1));
    const third = await runPass(api);
    assert.deepEqual(
      findingLines(third.findings),
      expected.filter((line) => !line.startsWith(missed.walletId)),
    );
  });
});
