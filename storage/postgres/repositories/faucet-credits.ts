// The faucet's credits (sandbox money on paper chains): the row behind each credit, found again by
// its Idempotency-Key, and an account's sum over a UTC day (the daily cap). The account's row is
// locked first, so an account's faucet requests take turns: two cannot both pass the cap, and a
// repeat waits for the request it repeats.
import { toDecimal } from '../../../core/decimal.ts';
import type { SqlExecutor } from '../sql.ts';

export interface FaucetCreditRow {
  faucet_credit_id: string;
  account_id: string;
  wallet_id: string;
  chain: 'POL' | 'SOL';
  asset: string;
  /** Token units, a canonical decimal string ("40", not "40.000000"). */
  amount: string;
  idempotency_key: string | null;
  created_at: Date;
}

const COLUMNS =
  'faucet_credit_id, account_id, wallet_id, chain, asset, amount::text AS amount, idempotency_key, created_at';

/** Locks the project's account until the transaction ends; false when the project has no such account. */
export async function lockProjectAccount(
  tx: SqlExecutor,
  projectId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await tx.query(
    'faucet.lock_account',
    'SELECT 1 FROM accounts WHERE account_id = $1 AND project_id = $2 FOR UPDATE',
    [accountId, projectId],
  );
  return rows.length === 1;
}

export async function findFaucetCredit(
  tx: SqlExecutor,
  accountId: string,
  idempotencyKey: string,
): Promise<FaucetCreditRow | undefined> {
  const [row] = await tx.query<FaucetCreditRow & Record<string, unknown>>(
    'faucet.find_by_key',
    `SELECT ${COLUMNS} FROM faucet_credits WHERE account_id = $1 AND idempotency_key = $2`,
    [accountId, idempotencyKey],
  );
  return row && { ...row, amount: toDecimal(row.amount) };
}

/** What the account was credited from `from` until (before) `to`, token units (a decimal string, "0" for nothing). */
export async function faucetCreditedBetween(
  tx: SqlExecutor,
  accountId: string,
  from: Date,
  to: Date,
): Promise<string> {
  const [row] = await tx.query<{ total: string }>(
    'faucet.credited_between',
    'SELECT COALESCE(sum(amount), 0)::text AS total FROM faucet_credits WHERE account_id = $1 AND created_at >= $2 AND created_at < $3',
    [accountId, from, to],
  );
  return row!.total;
}

export async function insertFaucetCredit(tx: SqlExecutor, row: FaucetCreditRow): Promise<void> {
  await tx.query(
    'faucet.insert',
    `INSERT INTO faucet_credits (faucet_credit_id, account_id, wallet_id, chain, asset, amount, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.faucet_credit_id,
      row.account_id,
      row.wallet_id,
      row.chain,
      row.asset,
      row.amount,
      row.idempotency_key,
      row.created_at,
    ],
  );
}
