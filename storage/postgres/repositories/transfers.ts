// Deposits credited to wallets and withdrawals from them: the rows behind a wallet's transfer list.
import type { SqlExecutor } from '../sql.ts';

export interface DepositRow {
  chain: string;
  tx_hash: string;
  log_index: number;
  wallet_id: string;
  asset: string;
  amount: string;
  from_address: string;
  to_address: string;
  block: string;
  created_at: string;
}

/** True when the deposit is new (a deposit seen again inserts nothing). */
export async function insertDeposit(db: SqlExecutor, d: DepositRow): Promise<boolean> {
  const rows = await db.query(
    'deposits.insert',
    `INSERT INTO deposits (chain, tx_hash, log_index, wallet_id, asset, amount, from_address, to_address, block, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (chain, tx_hash, log_index) DO NOTHING RETURNING 1`,
    [
      d.chain,
      d.tx_hash,
      d.log_index,
      d.wallet_id,
      d.asset,
      d.amount,
      d.from_address,
      d.to_address,
      d.block,
      d.created_at,
    ],
  );
  return rows.length === 1;
}

export interface TransferRow {
  kind: 'DEPOSIT' | 'WITHDRAWAL';
  tx_hash: string | null;
  asset: string;
  amount: string;
  from_address: string;
  to_address: string;
  status: string;
  created_at: Date;
  /** The withdrawal's id (GET …/withdrawal/{withdrawal_id}); null for a deposit. */
  withdrawal_id: string | null;
}

/** A wallet's deposits and withdrawals on one chain, newest first. */
export async function listTransfers(
  db: SqlExecutor,
  walletId: string,
  chain: string,
  page: { limit: number; offset: number },
): Promise<TransferRow[]> {
  return db.query<TransferRow & Record<string, unknown>>(
    'transfers.list',
    `SELECT * FROM (
       SELECT 'DEPOSIT' AS kind, tx_hash, asset, amount::text AS amount, from_address, to_address,
              'confirmed' AS status, created_at, log_index AS seq, NULL::uuid AS withdrawal_id
       FROM deposits WHERE wallet_id = $1 AND chain = $2
       UNION ALL
       SELECT 'WITHDRAWAL', tx_hash, asset, amount::text, from_address, to_address, status, created_at, 0, withdrawal_id
       FROM withdrawals WHERE wallet_id = $1 AND chain = $2
     ) t ORDER BY created_at DESC, tx_hash DESC, seq DESC LIMIT $3 OFFSET $4`,
    [walletId, chain, page.limit, page.offset],
  );
}

/** One withdrawal of a wallet on one chain, in the transfer list's form; undefined when there is none. */
export async function findWithdrawalTransfer(
  db: SqlExecutor,
  walletId: string,
  chain: string,
  withdrawalId: string,
): Promise<TransferRow | undefined> {
  const [row] = await db.query<TransferRow & Record<string, unknown>>(
    'transfers.find_withdrawal',
    `SELECT 'WITHDRAWAL' AS kind, tx_hash, asset, amount::text AS amount, from_address, to_address, status, created_at, withdrawal_id
       FROM withdrawals WHERE wallet_id = $1 AND chain = $2 AND withdrawal_id = $3`,
    [walletId, chain, withdrawalId],
  );
  return row;
}
