// Crediting deposits: each on-chain transfer (chain, tx hash, log index) to a platform address is
// credited to its wallet exactly once, however often it is seen — the deposit row and the ledger
// journal are written in one transaction and both are keyed by the transfer.
import { randomUUID } from 'node:crypto';
import type { ChainId, ObservedDeposit } from '../../chains/chain-adapter.ts';
import { BadRequestError } from '../../core/errors.ts';
import { insertDeposit } from '../../storage/postgres/repositories/transfers.ts';
import { findWalletByAddress, findWalletById } from '../../storage/postgres/repositories/wallets.ts';
import type { Sql, SqlExecutor } from '../../storage/postgres/sql.ts';
import type { ChainSet } from './chain-set.ts';
import { recordWalletEvent } from '../events/record.ts';
import { transfer, walletAccount, worldAccounts, type LedgerAccountRef } from './ledger.ts';
import { parseTokenAmount } from './token-amount.ts';
import { addressOn, walletNotFound, type WalletRow } from './wallets.ts';

export type CreditOutcome = 'credited' | 'already_credited' | 'unknown_address';

/**
 * Records the deposit and posts its journal in the caller's transaction: false (nothing changed)
 * when the deposit was credited before. `kind` is the journal's: `deposit`, or `faucet` (faucet.ts).
 */
export async function recordDeposit(
  tx: SqlExecutor,
  wallet: WalletRow,
  d: ObservedDeposit,
  source: LedgerAccountRef,
  kind: 'deposit' | 'faucet' = 'deposit',
): Promise<boolean> {
  const deposit = {
    chain: d.chain,
    tx_hash: d.txHash,
    log_index: d.logIndex,
    wallet_id: wallet.wallet_id,
    asset: d.asset,
    amount: d.amount,
    from_address: d.from,
    to_address: d.to,
    block: d.block,
    created_at: d.at,
  };
  const fresh = await insertDeposit(tx, deposit);
  if (!fresh) return false;
  await transfer(
    tx,
    { idempotencyKey: `deposit:${d.chain}:${d.txHash}:${d.logIndex}`, kind, chain: d.chain, asset: d.asset },
    source,
    walletAccount(wallet.wallet_id, 'available'),
    BigInt(d.amount),
  );
  await recordWalletEvent(tx, wallet.wallet_id, 'deposit.credited', deposit);
  return true;
}

async function credit(
  sql: Sql,
  wallet: WalletRow,
  d: ObservedDeposit,
  source: LedgerAccountRef,
): Promise<CreditOutcome> {
  return sql.transaction(async (tx) =>
    (await recordDeposit(tx, wallet, d, source)) ? 'credited' : 'already_credited',
  );
}

/** Credits a deposit seen on chain; a deposit to an address that is not a wallet's changes nothing. */
export async function creditDeposit(sql: Sql, d: ObservedDeposit): Promise<CreditOutcome> {
  const wallet = await findWalletByAddress(sql, d.chain, d.to);
  if (!wallet) return 'unknown_address';
  return credit(sql, wallet, d, worldAccounts.deposits);
}

/**
 * Paper mode: test funds for a wallet on a chain that is not connected, recorded like a deposit
 * whose tx hash is `paper:<uuid>`. Refused on a live chain, where balances must match the chain.
 */
export async function creditPaperFunds(
  sql: Sql,
  chains: ChainSet,
  walletId: string,
  input: { chain: ChainId; asset: string; amount: string },
): Promise<ObservedDeposit> {
  if (chains.isLive(input.chain)) {
    throw new BadRequestError(
      `${input.chain} is connected to its chain: paper credits are refused there`,
      'chain_is_live',
    );
  }
  const { token, amount } = parseTokenAmount(
    chains,
    input.chain,
    { token: input.asset, amount: input.amount },
    { token: 'asset', amount: 'amount' },
  );
  const wallet = await findWalletById(sql, walletId);
  if (!wallet) throw walletNotFound();
  const deposit: ObservedDeposit = {
    chain: input.chain,
    txHash: `paper:${randomUUID()}`,
    logIndex: 0,
    block: '0',
    asset: token.asset,
    from: worldAccounts.paperFaucet.name,
    to: addressOn(wallet, input.chain),
    amount: amount.toString(),
    at: new Date().toISOString(),
  };
  await credit(sql, wallet, deposit, worldAccounts.paperFaucet);
  return deposit;
}
