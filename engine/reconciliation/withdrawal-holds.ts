// Withdrawals held after reconciliation confirmed a mismatch of a wallet (RECONCILIATION_HOLD_WITHDRAWALS):
// every withdrawal request of the wallet, on either chain, is refused with 409 `withdrawals_held`
// until an admin releases it. Deposits, trading and balances go on as before: only money leaving
// the platform waits, because until the difference is understood nobody knows whose it is.
import { ConflictError } from '../../core/errors.ts';
import * as repo from '../../storage/postgres/repositories/reconciliation.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

export type WithdrawalHold = repo.HoldRow;

export class WithdrawalsHeldError extends ConflictError {
  constructor(hold: WithdrawalHold) {
    super(
      `the wallet's withdrawals are held since ${hold.held_at.toISOString()}: ${hold.reason}; ` +
        'an operator must release them',
      'withdrawals_held',
    );
  }
}

/** Refuses (WithdrawalsHeldError) when the wallet's withdrawals are held. */
export async function assertWithdrawalsNotHeld(db: SqlExecutor, walletId: string): Promise<void> {
  const hold = await repo.findOpenHold(db, walletId);
  if (hold) throw new WithdrawalsHeldError(hold);
}

export function openWithdrawalHolds(db: SqlExecutor): Promise<WithdrawalHold[]> {
  return repo.openHolds(db);
}

/** Releases the wallet's withdrawals: the hold released now, or undefined when none was open (a repeat). */
export function releaseWithdrawals(
  db: SqlExecutor,
  walletId: string,
  note: string | null,
): Promise<WithdrawalHold | undefined> {
  return repo.releaseHold(db, walletId, note);
}
