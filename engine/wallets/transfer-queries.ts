// The wallet's transfer list for the API: its deposits and withdrawals on one chain, and one
// withdrawal in the list's form. Reads only; the wallet's ownership is checked before (the route's
// wallet guard), so these take a wallet id that is already the caller's.
import * as repo from '../../storage/postgres/repositories/transfers.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

/** A deposit or withdrawal as the transfer list shows it. */
export type TransferRow = repo.TransferRow;

/** A wallet's deposits and withdrawals on one chain, newest first, one page of them. */
export function walletTransfers(
  db: SqlExecutor,
  walletId: string,
  chain: string,
  page: { limit: number; offset: number },
): Promise<TransferRow[]> {
  return repo.listTransfers(db, walletId, chain, page);
}

/** One withdrawal of a wallet on one chain, in the transfer list's form; undefined when there is none. */
export function withdrawalTransfer(
  db: SqlExecutor,
  walletId: string,
  chain: string,
  withdrawalId: string,
): Promise<TransferRow | undefined> {
  return repo.findWithdrawalTransfer(db, walletId, chain, withdrawalId);
}
