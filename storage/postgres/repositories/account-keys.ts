// Account API keys. Only the SHA-256 digest of a secret reaches this module. Deactivation is the
// only state change: no statement here sets a key active again.
import type { SqlExecutor } from '../sql.ts';

export interface AccountKeyRow {
  public_key: string;
  name: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface AccountKeyOwner {
  public_key: string;
  account_id: string;
  project_id: string;
  secret_sha256: string;
  active: boolean;
}

const COLUMNS = 'public_key, name, active, created_at, updated_at';

export async function insertAccountKey(
  db: SqlExecutor,
  key: { publicKey: string; secretSha256: string; accountId: string; projectId: string; name: string },
): Promise<AccountKeyRow> {
  const [row] = await db.query<AccountKeyRow & Record<string, unknown>>(
    'account_keys.insert',
    `INSERT INTO account_api_keys (public_key, account_id, project_id, secret_sha256, name)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [key.publicKey, key.accountId, key.projectId, key.secretSha256, key.name],
  );
  return row!;
}

export async function listAccountKeys(db: SqlExecutor, accountId: string): Promise<AccountKeyRow[]> {
  return db.query<AccountKeyRow & Record<string, unknown>>(
    'account_keys.list',
    `SELECT ${COLUMNS} FROM account_api_keys WHERE account_id = $1 ORDER BY created_at, public_key`,
    [accountId],
  );
}

/** Deactivates a key of this account; undefined when the account has no such key. Idempotent. */
export async function deactivateAccountKey(
  db: SqlExecutor,
  accountId: string,
  publicKey: string,
): Promise<AccountKeyRow | undefined> {
  const [row] = await db.query<AccountKeyRow & Record<string, unknown>>(
    'account_keys.deactivate',
    `UPDATE account_api_keys
     SET active = false, updated_at = CASE WHEN active THEN now() ELSE updated_at END
     WHERE public_key = $1 AND account_id = $2 RETURNING ${COLUMNS}`,
    [publicKey, accountId],
  );
  return row;
}

export async function findAccountKeyBySecretDigest(
  db: SqlExecutor,
  secretSha256: string,
): Promise<AccountKeyOwner | undefined> {
  const [row] = await db.query<AccountKeyOwner & Record<string, unknown>>(
    'account_keys.find_by_secret',
    `SELECT public_key, account_id, project_id, secret_sha256, active FROM account_api_keys WHERE secret_sha256 = $1`,
    [secretSha256],
  );
  return row;
}
