// The withdrawal reconciler on a chain in paper mode, on real PostgreSQL. A paper withdrawal is
// settled in the transaction that holds its funds; one found queued — left by an earlier version,
// which settled after the hold's commit (the withdrawals seen stuck PENDING), or recorded while the
// chain was live — is reached here by running the hold step alone. It is settled once, whoever gets
// there first, and the ledger keeps its invariants. A crash in the request itself is
// test/fault/crash-between-hold-and-settle.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createLogger } from '../../core/logger.ts';
import {
  holdWithdrawal,
  reconcileWithdrawals,
  requestWithdrawal,
  type WithdrawalDeps,
} from '../../engine/wallets/withdrawals.ts';
import * as withdrawals from '../../storage/postgres/repositories/withdrawals.ts';
import { findWalletById } from '../../storage/postgres/repositories/wallets.ts';
import { startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import {
  buildWalletOwner,
  holdProblems,
  ledgerProblems,
  paperCredit,
  type WalletOwner,
} from '../../harness/stack/wallets.ts';

const OUTSIDE_EVM = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const CREDIT = '20';

describe('withdrawal reconciler (paper mode): a withdrawal found queued with its funds held', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let deps: WithdrawalDeps;

  before(async () => {
    api = await startAccountsApi();
    deps = { ...api.custody, sql: api.sql, log: createLogger('silent') };
  });
  after(() => api.stop());

  const newOwner = async (): Promise<WalletOwner> => {
    const owner = await buildWalletOwner(api, await api.newProject());
    await paperCredit(api, owner.walletId, 'POL', 'pUSD', CREDIT);
    return owner;
  };
  const request = (amount: string, idempotencyKey: string) => ({
    chain: 'POL' as const,
    token: 'pUSD',
    amount,
    address: OUTSIDE_EVM,
    idempotencyKey,
  });

  /** Runs the request's first step only: recorded and held, committed, nothing settled. */
  const stuckWithdrawal = async (owner: WalletOwner, amount: string, key = randomUUID()) => {
    const wallet = (await findWalletById(api.sql, owner.walletId))!;
    const row = await holdWithdrawal(deps, wallet, request(amount, key));
    assert.equal(row.status, 'queued');
    return { row, wallet, key };
  };
  const reconcile = (graceSeconds: number) => reconcileWithdrawals(deps, 'POL', graceSeconds);
  const current = async (id: string) => (await withdrawals.findWithdrawal(api.sql, id))!;
  const available = async (owner: WalletOwner) => {
    const r = await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/balance`, owner.headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.response.balance.pUSD as string;
  };
  const listed = async (owner: WalletOwner) => {
    const r = await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/transfers`, owner.headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.response as { tx_hash: string | null; status: string; direction?: string }[];
  };
  const journals = async (withdrawalId: string) =>
    (
      await api.sql.query<{ idempotency_key: string }>(
        'test.withdrawal_journals',
        'SELECT idempotency_key FROM ledger_journals WHERE idempotency_key LIKE $1 ORDER BY idempotency_key',
        [`withdrawal:${withdrawalId}:%`],
      )
    ).map((j) => j.idempotency_key);
  /** What the withdrawal's journals moved to the outside world (chain:withdrawals), in base units. */
  const sentOut = async (withdrawalId: string) => {
    const [row] = await api.sql.query<{ total: string }>(
      'test.sent_out',
      `SELECT COALESCE(sum(e.amount), 0)::text AS total FROM ledger_entries e
       JOIN ledger_journals j USING (journal_id) JOIN ledger_accounts a USING (ledger_account_id)
       WHERE a.name = 'chain:withdrawals' AND j.idempotency_key LIKE $1`,
      [`withdrawal:${withdrawalId}:%`],
    );
    return BigInt(row!.total);
  };
  const assertLedgerSound = async () => {
    assert.deepEqual(await ledgerProblems(api), []);
    assert.deepEqual(await holdProblems(api), []);
  };

  it('should leave it to its request while it is younger than the grace time, holding its funds', async () => {
    const owner = await newOwner();
    const { row } = await stuckWithdrawal(owner, '5');
    await reconcile(3600);
    assert.equal((await current(row.withdrawal_id)).status, 'queued');
    assert.equal(await available(owner), '15');
    assert.deepEqual((await listed(owner)).filter((t) => t.status === 'PENDING').length, 1);
    await assertLedgerSound();
  });

  it('should settle it once it has not moved for the grace time: the funds leave, nothing stays held', async () => {
    const owner = await newOwner();
    const { row } = await stuckWithdrawal(owner, '5');
    await reconcile(0);
    const ended = await current(row.withdrawal_id);
    assert.equal(ended.status, 'confirmed');
    assert.match(ended.tx_hash!, /^paper:[0-9a-f-]{36}$/);
    assert.equal(await available(owner), '15');
    assert.equal(await sentOut(row.withdrawal_id), 5_000_000n, 'chain:withdrawals received the amount once');
    assert.deepEqual(await journals(row.withdrawal_id), [
      `withdrawal:${row.withdrawal_id}:hold`,
      `withdrawal:${row.withdrawal_id}:settle`,
    ]);
    const transfers = await listed(owner);
    assert.ok(
      transfers.some((t) => t.status === 'CONFIRMED' && t.tx_hash === ended.tx_hash),
      JSON.stringify(transfers),
    );
    assert.ok(!transfers.some((t) => t.status === 'PENDING'), JSON.stringify(transfers));
    await assertLedgerSound();

    await reconcile(0);
    assert.deepEqual(await current(row.withdrawal_id), ended, 'a second round changes nothing');
  });

  it('should finish it on a retry of the request with the same Idempotency-Key, answering the hash it ended with', async () => {
    const owner = await newOwner();
    const { row, wallet, key } = await stuckWithdrawal(owner, '3');
    const { replayed, ...answer } = await requestWithdrawal(deps, wallet, request('3', key));
    const ended = await current(row.withdrawal_id);
    assert.deepEqual(answer, {
      withdrawal_id: row.withdrawal_id,
      status: 'confirmed',
      tx_hash: ended.tx_hash,
    });
    assert.equal(replayed, true, 'a retry of the same request is marked as one');
    assert.equal(ended.status, 'confirmed');
    assert.equal(await available(owner), '17');
    await assertLedgerSound();
  });

  it('should settle it exactly once when two reconciler replicas and a retry of the request race for it', async () => {
    const owners = await Promise.all([newOwner(), newOwner(), newOwner()]);
    const stuck = await Promise.all(owners.map((o) => stuckWithdrawal(o, '7')));
    const [, , ...answers] = await Promise.all([
      reconcile(0),
      reconcile(0),
      ...stuck.map(({ wallet, key }) => requestWithdrawal(deps, wallet, request('7', key))),
    ]);
    for (const [i, { row }] of stuck.entries()) {
      const ended = await current(row.withdrawal_id);
      assert.equal(ended.status, 'confirmed');
      assert.equal(
        answers[i]!.tx_hash,
        ended.tx_hash,
        'the retry answers the hash the withdrawal ended with',
      );
      assert.equal(await available(owners[i]!), '13');
      assert.deepEqual(await journals(row.withdrawal_id), [
        `withdrawal:${row.withdrawal_id}:hold`,
        `withdrawal:${row.withdrawal_id}:settle`,
      ]);
      assert.equal(await sentOut(row.withdrawal_id), 7_000_000n, 'left once');
    }
    await assertLedgerSound();
  });

  it('should not settle a withdrawal that was sent while the chain was live: only the chain can tell its fate', async () => {
    const owner = await newOwner();
    const { row } = await stuckWithdrawal(owner, '4');
    await withdrawals.markSent(api.sql, row.withdrawal_id, { txHash: '0xabc', raw: '0xdef', validity: '1' });
    await reconcile(0);
    const after = await current(row.withdrawal_id);
    assert.equal(after.status, 'sent');
    assert.equal(await available(owner), '16', 'its funds stay held');
    await assertLedgerSound();
  });
});
