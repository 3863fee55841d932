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
  /** The posting's asset when it is not the journal's (a fill moves cash one way and shares the other). */
  asset?: string;
  /**
   * The account must hold at least this before the journal, else InsufficientFundsError: what an
   * order filled at once must still have been able to hold, though the hold itself is never posted.
   */
  atLeast?: bigint;
}

export interface Journal {
  idempotencyKey: string;
  kind: string;
  chain: ChainId;
  /** The asset of every posting that names none. */
  asset: string;
  postings: readonly Posting[];
}

export class InsufficientFundsError extends BadRequestError {
  /** `detail`: what was asked and what is free, where the caller knows ("the order needs 2000 pUSD, …"). */
  constructor(detail?: string) {
    super(`amount exceeds the available balance${detail ? `: ${detail}` : ''}`, 'insufficient_funds');
  }
}

function assertBalanced(journal: Journal): void {
  const totals = new Map<string, bigint>();
  for (const p of journal.postings) {
    if (p.amount === 0n) throw new Error(`journal ${journal.idempotencyKey} has a zero posting`);
    const asset = p.asset ?? journal.asset;
    totals.set(asset, (totals.get(asset) ?? 0n) + p.amount);
  }
  for (const [asset, total] of totals)
    if (total !== 0n)
      throw new Error(`journal ${journal.idempotencyKey} does not balance in ${asset}: ${total}`);
}

/**
 * Posts the journal in the caller's transaction: one statement when its accounts exist. Returns
 * false (and changes nothing) when a journal with its idempotency key was posted before; throws
 * InsufficientFundsError when it would take a wallet account below zero or below a posting's
 * `atLeast` (the transaction must then be rolled back, as throwing does).
 */
export async function postJournal(tx: SqlExecutor, journal: Journal): Promise<boolean> {
  assertBalanced(journal);
  const postings = journal.postings.map((p) => ({
    ...p.account,
    chain: journal.chain,
    asset: p.asset ?? journal.asset,
    amount: p.amount,
    atLeast: p.atLeast,
  }));
  try {
    const posted = await repo.postJournalOnce(tx, journal.idempotencyKey, journal.kind, postings);
    if (posted.journalId === undefined) return false;
    if (!posted.covered) throw new InsufficientFundsError();
    if (!posted.applied) await applyOpeningAccounts(tx, posted.journalId, postings);
    return true;
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'ledger_balance_not_negative')
      throw new InsufficientFundsError();
    throw err;
  }
}

/** The rest of a recorded journal one of whose accounts is new: create, lock, check, apply. */
async function applyOpeningAccounts(
  tx: SqlExecutor,
  journalId: string,
  postings: readonly repo.LedgerPosting[],
): Promise<void> {
  const locked = await repo.lockAccounts(tx, postings);
  const key = (a: { name: string; chain: string; asset: string }) =>
    `${a.name}\u0000${a.chain}\u0000${a.asset}`;
  const byKey = new Map(locked.map((a) => [key(a), a]));
  if (postings.some((p) => p.atLeast !== undefined && BigInt(byKey.get(key(p))!.balance) < p.atLeast))
    throw new InsufficientFundsError();
  await repo.applyEntries(
    tx,
    journalId,
    postings.map((p) => ({ accountId: byKey.get(key(p))!.ledger_account_id, amount: p.amount })),
  );
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
