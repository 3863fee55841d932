// Posting to the double-entry ledger (the source of truth for balances). A journal moves amounts
// between accounts; its entries sum to zero per chain and asset; it is posted at most once per
// idempotency key; and a wallet account can never go negative — the database refuses it, so two
// concurrent debits that together exceed a balance cannot both commit.
import type { ChainId } from '../../chains/chain-adapter.ts';
import { BadRequestError } from '../../core/errors.ts';
import * as repo from '../../storage/postgres/repositories/ledger.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

/**
 * What a wallet holds of an asset: `available` to spend, `withdrawing` while a withdrawal is under
 * way, `orders` reserved by open orders (USDC for buys, outcome shares for sells), `shares` the
 * outcome tokens it owns (asset = token id).
 */
export type WalletBucket = 'available' | 'withdrawing' | 'orders' | 'shares';

export interface LedgerAccountRef {
  name: string;
  walletId: string | null;
  /** Only the outside world's accounts (deposit source, withdrawal sink, paper faucet). */
  mayGoNegative: boolean;
}

export function walletAccount(walletId: string, bucket: WalletBucket): LedgerAccountRef {
  return { name: `wallet:${walletId}:${bucket}`, walletId, mayGoNegative: false };
}

/** The outside world: where deposits come from and withdrawals go; its balance is minus what it sent in. */
export const worldAccounts = {
  deposits: { name: 'chain:deposits', walletId: null, mayGoNegative: true },
  withdrawals: { name: 'chain:withdrawals', walletId: null, mayGoNegative: true },
  paperFaucet: { name: 'paper:faucet', walletId: null, mayGoNegative: true },
} as const satisfies Record<string, LedgerAccountRef>;

export interface Posting {
  account: LedgerAccountRef;
  /** Base units; positive credits the account, negative debits it. */
  amount: bigint;
}

export interface Journal {
  idempotencyKey: string;
  kind: string;
  chain: ChainId;
  asset: string;
  postings: readonly Posting[];
}

export class InsufficientFundsError extends BadRequestError {
  constructor() {
    super('amount exceeds the available balance', 'insufficient_funds');
  }
}

/**
 * Posts the journal in the caller's transaction. Returns false (and changes nothing) when a
 * journal with its idempotency key was posted before; throws InsufficientFundsError when it would
 * take a wallet account below zero (the transaction must then be rolled back, as throwing does).
 */
export async function postJournal(tx: SqlExecutor, journal: Journal): Promise<boolean> {
  const total = journal.postings.reduce((sum, p) => sum + p.amount, 0n);
  if (total !== 0n) throw new Error(`journal ${journal.idempotencyKey} does not balance: ${total}`);
  if (journal.postings.some((p) => p.amount === 0n)) throw new Error(`journal ${journal.idempotencyKey} has a zero posting`);
  const journalId = await repo.insertJournal(tx, journal.idempotencyKey, journal.kind);
  if (journalId === undefined) return false;
  const locked = await repo.lockAccounts(
    tx,
    journal.postings.map(({ account }) => ({ ...account, chain: journal.chain, asset: journal.asset })),
  );
  const idByName = new Map(locked.map((a) => [a.name, a.ledger_account_id]));
  try {
    await repo.applyEntries(
      tx,
      journalId,
      journal.postings.map((p) => ({ accountId: idByName.get(p.account.name)!, amount: p.amount })),
    );
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'ledger_balance_not_negative') throw new InsufficientFundsError();
    throw err;
  }
  return true;
}

/** Moves `amount` from one account to another as one journal. */
export function transfer(
  tx: SqlExecutor,
  ref: Omit<Journal, 'postings'>,
  from: LedgerAccountRef,
  to: LedgerAccountRef,
  amount: bigint,
): Promise<boolean> {
  return postJournal(tx, {
    ...ref,
    postings: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
}
