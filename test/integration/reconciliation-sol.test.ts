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
import { reconciliationTask } from '../../engine/reconciliation/reconciliation.ts';
import { venueAccount } from '../../engine/trading/holds.ts';
import { transfer, walletAccount } from '../../engine/wallets/ledger.ts';
import { PgLeases } from '../../storage/postgres/leases.ts';
import { finalize, holdWithdrawal, type WithdrawalDeps } from '../../engine/wallets/withdrawals.ts';
import { findWalletById } from '../../storage/postgres/repositories/wallets.ts';
import { ADMIN_KEY, startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
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

  it('should allow for what is in flight (an escrowed live order, a fill not yet settled) and leave paper trading out', async () => {
    /** A live venue_b order of the wallet (what the ledger and the chain see of it is set up by the caller). */
    const liveOrder = (owner: WalletOwner, id: string, status: string, held: bigint) =>
      api.sql.query(
        'test.live_order',
        `INSERT INTO orders (order_id, wallet_id, venue, execution, token_id, market_id, tick_size, neg_risk,
           side, type, units, price, amount, hold_asset, held, status)
         VALUES ($1, $2, 'venue_b', 'live', $3, 'KXTEST-26', 0.01, false, 'BUY', 'MARKET', 'USDC', 0.5, 2, 'USDC', $4, $5)`,
        [id, owner.walletId, outcome.toBase58(), held.toString(), status],
      );
    const move = (
      key: string,
      asset: string,
      from: ReturnType<typeof walletAccount>,
      to: ReturnType<typeof walletAccount>,
      amount: bigint,
    ) =>
      api.sql.transaction((tx) =>
        transfer(tx, { idempotencyKey: key, kind: 'test', chain: 'SOL', asset }, from, to, amount),
      );

    // An open live order: DFlow escrows its 3 USDC off the wallet's token account; the ledger holds them in `orders`.
    const escrowed = await newOwner();
    await credited(escrowed, UNITS(10));
    await move(
      'test:escrow-hold',
      'USDC',
      walletAccount(escrowed.walletId, 'available'),
      walletAccount(escrowed.walletId, 'orders'),
      UNITS(3),
    );
    await liveOrder(escrowed, 'test-order-escrowed', 'ACTIVE', UNITS(3));
    holdOnChain(bank.mint, escrowed, UNITS(7));

    // A live fill just recorded (2 USDC for 4 shares) that the venue has not settled on chain yet.
    const filling = await newOwner();
    await credited(filling, UNITS(10));
    holdOnChain(bank.mint, filling, UNITS(10));
    await liveOrder(filling, 'test-order-filled', 'FILLED', 0n);
    await api.sql.query(
      'test.live_fill',
      `INSERT INTO fills (fill_id, order_id, wallet_id, venue, token_id, side, price, shares, usdc, fee, created_at)
       VALUES ('test-fill', 'test-order-filled', $1, 'venue_b', $2, 'BUY', 0.5, 4, 2, 0, now())`,
      [filling.walletId, outcome.toBase58()],
    );
    await move(
      'test:fill-cash',
      'USDC',
      walletAccount(filling.walletId, 'available'),
      venueAccount('venue_b', 'live', filling.walletId),
      UNITS(2),
    );
    await move(
      'test:fill-shares',
      outcome.toBase58(),
      venueAccount('venue_b', 'live', filling.walletId),
      walletAccount(filling.walletId, 'shares'),
      UNITS(4),
    );

    // Paper trading on the live chain: 1 USDC to the paper venue for shares of a token no chain has.
    const paper = await newOwner();
    await credited(paper, UNITS(5));
    holdOnChain(bank.mint, paper, UNITS(5));
    await api.sql.transaction((tx) =>
      transfer(
        tx,
        { idempotencyKey: 'test:paper-fill-cash', kind: 'fill', chain: 'SOL', asset: 'USDC' },
        walletAccount(paper.walletId, 'available'),
        venueAccount('venue_b', 'paper', paper.walletId),
        UNITS(1),
      ),
    );
    await api.sql.transaction((tx) =>
      transfer(
        tx,
        { idempotencyKey: 'test:paper-fill-shares', kind: 'fill', chain: 'SOL', asset: 'KXTEST-26:yes' },
        venueAccount('venue_b', 'paper', paper.walletId),
        walletAccount(paper.walletId, 'shares'),
        UNITS(2),
      ),
    );

    const report = await runPass(api);
    const mine = [escrowed, filling, paper].map((o) => o.walletId);
    assert.deepEqual(
      report.findings.filter((f) => mine.includes(f.wallet_id)),
      [],
    );
    assert.deepEqual(report.pass.errors, []);

    // The fill's window ends (RECONCILIATION_FILL_WINDOW_S): what the venue still has not settled shows.
    await api.sql.query(
      'test.old_fill',
      `UPDATE fills SET created_at = now() - interval '1 day' WHERE fill_id = 'test-fill'`,
    );
    const later = await runPass(api);
    assert.deepEqual(
      findingLines(later.findings.filter((f) => mine.includes(f.wallet_id))),
      [
        `${filling.walletId} SOL USDC 2000000`,
        `${filling.walletId} SOL ${outcome.toBase58()} -4000000`,
      ].sort(),
    );
  });

  it('should run the periodic passes on one replica at a time (lease reconciliation)', async () => {
    const passes = async () =>
      Number(
        (
          await api.sql.query<{ n: string }>('test.passes', 'SELECT count(*) AS n FROM reconciliation_passes')
        )[0]!.n,
      );
    const replica = (holder: string) =>
      reconciliationTask({
        sql: api.sql,
        chains: api.custody.chains,
        log,
        settings: { confirmPasses: 2, fillWindowS: 600, holdWithdrawals: false },
        intervalMs: 3_600_000,
        lease: new PgLeases(api.sql, holder, 60_000).lease('reconciliation'),
      });
    const [a, b] = [replica('replica-a'), replica('replica-b')];
    const before = await passes();
    await a.runOnce();
    await b.runOnce();
    await a.runOnce();
    assert.equal(await passes(), before + 2, 'the standby ran none');
    assert.equal(a.holds(), true);
    assert.equal(b.holds(), false);
    const report = await api.client.get('/api/v1/admin/reconciliation', { 'X-Admin-Key': ADMIN_KEY });
    assert.equal(
      Number(report.body.data.pass.pass_id),
      Number(
        (
          await api.sql.query<{ n: string }>(
            'test.last_pass',
            'SELECT max(pass_id) AS n FROM reconciliation_passes',
          )
        )[0]!.n,
      ),
    );
  });
});
