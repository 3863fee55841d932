// Withdrawals and their progress (see 003_wallets.sql for the states).
import type { SqlExecutor } from '../sql.ts';

export type WithdrawalStatus = 'queued' | 'sent' | 'confirmed' | 'failed' | 'dropped';

export interface WithdrawalRow {
  withdrawal_id: string;
  wallet_id: string;
  chain: 'POL' | 'SOL';
  asset: string;
  amount: string;
  from_address: string;
  to_address: string;
  idempotency_key: string;
  status: WithdrawalStatus;
  tx_hash: string | null;
  raw_tx: string | null;
  validity: string | null;
  error: string | null;
  created_at: Date;
}

const COLUMNS = `withdrawal_id, wallet_id, chain, asset, amount::text AS amount, from_address, to_address,
  idempotency_key, status, tx_hash, raw_tx, validity, error, created_at`;

/** The new row, or undefined when the wallet already has a withdrawal with this idempotency key. */
export async function insertWithdrawal(
  db: SqlExecutor,
  w: Pick<
    WithdrawalRow,
    | 'withdrawal_id'
    | 'wallet_id'
    | 'chain'
    | 'asset'
    | 'amount'
    | 'from_address'
    | 'to_address'
    | 'idempotency_key'
  >,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db.query<WithdrawalRow & Record<string, unknown>>(
    'withdrawals.insert',
    `INSERT INTO withdrawals (withdrawal_id, wallet_id, chain, asset, amount, from_address, to_address, idempotency_key, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'queued')
     ON CONFLICT (wallet_id, idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
    [
      w.withdrawal_id,
      w.wallet_id,
      w.chain,
      w.asset,
      w.amount,
      w.from_address,
      w.to_address,
      w.idempotency_key,
    ],
  );
  return row;
}

export async function findByIdempotencyKey(
  db: SqlExecutor,
  walletId: string,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db.query<WithdrawalRow & Record<string, unknown>>(
    'withdrawals.find_by_key',
    `SELECT ${COLUMNS} FROM withdrawals WHERE wallet_id = $1 AND idempotency_key = $2`,
    [walletId, key],
  );
  return row;
}

export async function findWithdrawal(
  db: SqlExecutor,
  withdrawalId: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db.query<WithdrawalRow & Record<string, unknown>>(
    'withdrawals.find',
    `SELECT ${COLUMNS} FROM withdrawals WHERE withdrawal_id = $1`,
    [withdrawalId],
  );
  return row;
}

/** Locks the row (one process moves a withdrawal forward at a time). */
export async function lockWithdrawal(
  db: SqlExecutor,
  withdrawalId: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db.query<WithdrawalRow & Record<string, unknown>>(
    'withdrawals.lock',
    `SELECT ${COLUMNS} FROM withdrawals WHERE withdrawal_id = $1 FOR UPDATE`,
    [withdrawalId],
  );
  return row;
}

/** Records the signed transaction before it is first broadcast, only while queued; false when it was not (another signer recorded theirs). */
export async function markSent(
  db: SqlExecutor,
  withdrawalId: string,
  signed: { txHash: string; raw: string; validity: string },
): Promise<boolean> {
  const rows = await db.query(
    'withdrawals.mark_sent',
    `UPDATE withdrawals SET status = 'sent', tx_hash = $2, raw_tx = $3, validity = $4, updated_at = now()
     WHERE withdrawal_id = $1 AND status = 'queued' RETURNING withdrawal_id`,
    [withdrawalId, signed.txHash, signed.raw, signed.validity],
  );
  return rows.length > 0;
}

/** Ends the (locked) withdrawal; returns it as it now is. */
export async function markFinal(
  db: SqlExecutor,
  withdrawalId: string,
  status: 'confirmed' | 'failed' | 'dropped',
  extra: { error?: string; txHash?: string } = {},
): Promise<WithdrawalRow> {
  const [row] = await db.query<WithdrawalRow & Record<string, unknown>>(
    'withdrawals.mark_final',
    `UPDATE withdrawals SET status = $2, error = COALESCE($3, error), tx_hash = COALESCE($4, tx_hash), updated_at = now()
     WHERE withdrawal_id = $1 RETURNING ${COLUMNS}`,
    [withdrawalId, status, extra.error ?? null, extra.txHash ?? null],
  );
  return row!;
}

/**
 * Withdrawals of a chain in one of `statuses` that have not moved for `olderThanSeconds`, oldest
 * first: what the reconciler looks after (a younger one is still in its request's hands). The
 * first status test keeps the partial index withdrawals_open usable.
 */
export async function openWithdrawals(
  db: SqlExecutor,
  chain: string,
  statuses: readonly ('queued' | 'sent')[],
  olderThanSeconds: number,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db.query<WithdrawalRow & Record<string, unknown>>(
    'withdrawals.open',
    `SELECT ${COLUMNS} FROM withdrawals
     WHERE chain = $1 AND status IN ('queued', 'sent') AND status = ANY($2::text[]) AND updated_at <= now() - make_interval(secs => $3)
     ORDER BY created_at LIMIT $4`,
    [chain, statuses, olderThanSeconds, limit],
  );
}
