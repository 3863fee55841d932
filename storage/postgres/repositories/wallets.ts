// Custodial wallets. Reads are scoped by account: an account never sees another's wallet and
// cannot tell one from a missing id.
import type { SqlExecutor } from '../sql.ts';

export interface WalletRow {
  wallet_id: string;
  account_id: string;
  project_id: string;
  evm_address: string;
  sol_address: string;
  created_at: Date;
}

export interface SealedWalletKeys {
  kek_id: string;
  wrapped_dek: Buffer;
  sealed_evm_key: Buffer;
  sealed_sol_key: Buffer;
}

const COLUMN_NAMES = [
  'wallet_id',
  'account_id',
  'project_id',
  'evm_address',
  'sol_address',
  'created_at',
] as const;
const COLUMNS = COLUMN_NAMES.join(', ');

/** A WalletRow's columns of the wallets table under an alias, for a statement that joins it. */
export const walletColumnsOf = (alias: string): string => COLUMN_NAMES.map((c) => `${alias}.${c}`).join(', ');

export async function insertWallet(
  db: SqlExecutor,
  row: Omit<WalletRow, 'created_at'> & SealedWalletKeys,
): Promise<WalletRow> {
  const [inserted] = await db.query<WalletRow & Record<string, unknown>>(
    'wallets.insert',
    `INSERT INTO wallets (wallet_id, account_id, project_id, evm_address, sol_address, kek_id, wrapped_dek, sealed_evm_key, sealed_sol_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      row.wallet_id,
      row.account_id,
      row.project_id,
      row.evm_address,
      row.sol_address,
      row.kek_id,
      row.wrapped_dek,
      row.sealed_evm_key,
      row.sealed_sol_key,
    ],
  );
  return inserted!;
}

export async function listWallets(db: SqlExecutor, accountId: string): Promise<WalletRow[]> {
  return db.query<WalletRow & Record<string, unknown>>(
    'wallets.list',
    `SELECT ${COLUMNS} FROM wallets WHERE account_id = $1 ORDER BY created_at, wallet_id`,
    [accountId],
  );
}

export async function findWallet(
  db: SqlExecutor,
  accountId: string,
  walletId: string,
): Promise<WalletRow | undefined> {
  const [row] = await db.query<WalletRow & Record<string, unknown>>(
    'wallets.find',
    `SELECT ${COLUMNS} FROM wallets WHERE wallet_id = $1 AND account_id = $2`,
    [walletId, accountId],
  );
  return row;
}

/** Unscoped: for operators (paper credits), never for a tenant's request. */
export async function findWalletById(db: SqlExecutor, walletId: string): Promise<WalletRow | undefined> {
  const [row] = await db.query<WalletRow & Record<string, unknown>>(
    'wallets.find_by_id',
    `SELECT ${COLUMNS} FROM wallets WHERE wallet_id = $1`,
    [walletId],
  );
  return row;
}

/** The wallet that owns a platform address on a chain (deposit crediting). */
export async function findWalletByAddress(
  db: SqlExecutor,
  chain: 'POL' | 'SOL',
  address: string,
): Promise<WalletRow | undefined> {
  const [row] = await db.query<WalletRow & Record<string, unknown>>(
    chain === 'POL' ? 'wallets.find_by_evm_address' : 'wallets.find_by_sol_address',
    `SELECT ${COLUMNS} FROM wallets WHERE ${chain === 'POL' ? 'evm_address' : 'sol_address'} = $1`,
    [address],
  );
  return row;
}

/** Every platform address on a chain (what the deposit watcher follows). */
export async function allAddresses(db: SqlExecutor, chain: 'POL' | 'SOL'): Promise<string[]> {
  const rows = await db.query<{ address: string }>(
    'wallets.all_addresses',
    `SELECT ${chain === 'POL' ? 'evm_address' : 'sol_address'} AS address FROM wallets ORDER BY created_at`,
  );
  return rows.map((r) => r.address);
}

export async function findSealedKeys(
  db: SqlExecutor,
  walletId: string,
): Promise<SealedWalletKeys | undefined> {
  const [row] = await db.query<SealedWalletKeys & Record<string, unknown>>(
    'wallets.sealed_keys',
    'SELECT kek_id, wrapped_dek, sealed_evm_key, sealed_sol_key FROM wallets WHERE wallet_id = $1',
    [walletId],
  );
  return row;
}

/** Wallets whose data key is sealed under another KEK than `kekId` (rotation), a page at a time. */
export async function walletsNotUnder(
  db: SqlExecutor,
  kekId: string,
  limit: number,
): Promise<(SealedWalletKeys & { wallet_id: string })[]> {
  return db.query<SealedWalletKeys & { wallet_id: string } & Record<string, unknown>>(
    'wallets.not_under_kek',
    'SELECT wallet_id, kek_id, wrapped_dek, sealed_evm_key, sealed_sol_key FROM wallets WHERE kek_id <> $1 ORDER BY wallet_id LIMIT $2',
    [kekId, limit],
  );
}

export async function updateWrappedDek(
  db: SqlExecutor,
  walletId: string,
  fromKekId: string,
  dek: { kekId: string; wrappedDek: Buffer },
): Promise<void> {
  await db.query(
    'wallets.rewrap',
    'UPDATE wallets SET kek_id = $3, wrapped_dek = $4 WHERE wallet_id = $1 AND kek_id = $2',
    [walletId, fromKekId, dek.kekId, dek.wrappedDek],
  );
}
