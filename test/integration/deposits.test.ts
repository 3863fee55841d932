// chain.deposits → the ledger, through the engine's deposit creditor on the in-process bus and the
// real test PostgreSQL: each on-chain transfer is credited once however often it arrives, a record
// that fails validation is dead-lettered with its reason, and a deposit to an address that is no
// wallet's changes nothing.
import assert from 'node:assert/strict';
import type { ObservedDeposit } from '../../chains/chain-adapter.ts';
import { createLogger } from '../../core/logger.ts';
import { DepositCreditor } from '../../engine/wallets/deposit-creditor.ts';
import { depositMessage } from '../../engine/wallets/deposit-watcher.ts';
import type { DeliveredRecord } from '../../storage/bus/bus.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { allTopics, topics } from '../../storage/bus/topics.ts';
import { startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { eventually } from '../support/wait.ts';
import { buildWalletOwner, ledgerProblems, type WalletOwner } from '../../harness/stack/wallets.ts';

const log = createLogger('silent');

describe('deposit crediting (chain.deposits → ledger)', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let bus: LogBus;
  let creditor: DepositCreditor;
  let owner: WalletOwner;
  const deadLetters: DeliveredRecord[] = [];

  const deposit = (n: number, overrides: Partial<ObservedDeposit> = {}): ObservedDeposit => ({
    chain: 'POL',
    txHash: `0x${n.toString(16).padStart(64, '0')}`,
    logIndex: n % 3,
    block: String(1000 + n),
    asset: 'USDC.e',
    from: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    to: owner.addresses.POL,
    amount: '2500000',
    at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  });
  const publish = (...values: string[]) =>
    bus.publish(
      topics.deposits,
      values.map((value, i) => ({ key: `k${i}`, value })),
    );
  const asText = (d: ObservedDeposit) => JSON.stringify(depositMessage(d));
  const polBalance = async () => {
    const r = await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/balance`, owner.headers);
    return r.body.response.balance['USDC.e'] as string;
  };

  before(async () => {
    api = await startAccountsApi();
    owner = await buildWalletOwner(api, await api.newProject());
    bus = new LogBus({ log, retryInitialMs: 50, retryMaxMs: 200 });
    await bus.start();
    await bus.ensureTopics(allTopics);
    creditor = new DepositCreditor(bus, api.sql, log);
    await creditor.start();
    const letters = bus.consumer({
      groupId: 'test.dead-letters',
      topics: [topics.chainDeadLetter],
      handler: (batch) => {
        deadLetters.push(...batch.records);
        return Promise.resolve();
      },
    });
    await letters.start();
  });
  after(async () => {
    await creditor.stop();
    await bus.stop();
    await api.stop();
  });

  it('should credit each deposit once, even when it arrives again, and list it as a transfer', async () => {
    await publish(asText(deposit(1)), asText(deposit(2, { amount: '1' })), asText(deposit(1)));
    await eventually('two deposits credited', async () => (await polBalance()) === '2.500001');
    await publish(asText(deposit(1)), asText(deposit(2, { amount: '1' })));
    // A later deposit proves the repeats above were consumed, and changed nothing.
    await publish(asText(deposit(3, { amount: '500000' })));
    await eventually('third deposit credited', async () => (await polBalance()) === '3.000001');

    const r = await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/transfers`, owner.headers);
    const hashes = r.body.response.map((t: { tx_hash: string }) => t.tx_hash).sort();
    assert.deepEqual(hashes, [deposit(1).txHash, deposit(2).txHash, deposit(3).txHash]);
    const first = r.body.response.find((t: { tx_hash: string }) => t.tx_hash === deposit(1).txHash);
    assert.deepEqual(
      [
        first.transfer_type,
        first.asset_id,
        first.amount,
        first.from_address,
        first.to_address,
        first.created_at,
      ],
      ['DEPOSIT', 'USDC.e', '2.5', deposit(1).from, owner.addresses.POL, '2026-11-24T10:00:00.000Z'],
    );
    assert.deepEqual(await ledgerProblems(api), []);
  });

  it('should dead-letter invalid records with the reason and credit nothing for an unknown address', async () => {
    const before = await polBalance();
    await publish('{not json', JSON.stringify({ ...depositMessage(deposit(4)), amount: '-5' }));
    await publish(asText(deposit(5, { to: '0x000000000000000000000000000000000000dEaD' })));
    await eventually('two dead letters', () => deadLetters.length >= 2);
    const reasons = deadLetters.map((r) => JSON.parse(r.value).reason as string);
    assert.match(reasons[0]!, /invalid JSON/);
    assert.match(reasons[1]!, /deposit\.amount must match pattern/);
    // The valid deposit after them still gets through.
    await publish(asText(deposit(6, { amount: '1000000' })));
    await eventually('deposit after the dead letters', async () => (await polBalance()) !== before);
    assert.equal(await polBalance(), '4.000001');
    const [row] = await api.sql.query<{ n: string }>(
      'test.deposits',
      "SELECT count(*)::text AS n FROM deposits WHERE to_address = '0x000000000000000000000000000000000000dEaD'",
    );
    assert.equal(row!.n, '0');
  });
});
