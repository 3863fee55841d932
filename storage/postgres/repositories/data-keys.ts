// Data keys (read-only SQL credentials): creation, listing, revocation, the key's own time limit and
// lookup by secret digest.
import type { SqlExecutor } from '../sql.ts';

export interface DataKeyRow {
  key_id: string;
  name: string;
  active: boolean;
  created_at: Date;
  revoked_at: Date | null;
  /** The key's own time limit for a query, seconds; null: SQL_MAX_EXECUTION_S. */
  max_execution_s: number | null;
}

const COLUMNS = 'key_id, name, active, created_at, revoked_at, max_execution_s';

export async function insertDataKey(
  db: SqlExecutor,
  key: { keyId: string; name: string; secretSha256: string; maxExecutionS: number | null },
): Promise<DataKeyRow> {
  const [row] = await db.query<DataKeyRow & Record<string, unknown>>(
    'data_keys.insert',
    `INSERT INTO data_keys (key_id, name, secret_sha256, max_execution_s) VALUES ($1, $2, $3, $4)
     RETURNING ${COLUMNS}`,
    [key.keyId, key.name, key.secretSha256, key.maxExecutionS],
  );
  return row!;
}

/** Every key, revoked ones included, oldest first. */
export async function listDataKeys(db: SqlExecutor): Promise<DataKeyRow[]> {
  return db.query<DataKeyRow & Record<string, unknown>>(
    'data_keys.list',
    `SELECT ${COLUMNS} FROM data_keys ORDER BY created_at, key_id`,
    [],
  );
}

/** The active key with this secret digest, if any. */
export async function findActiveDataKey(
  db: SqlExecutor,
  secretSha256: string,
): Promise<DataKeyRow | undefined> {
  const [row] = await db.query<DataKeyRow & Record<string, unknown>>(
    'data_keys.find_active',
    `SELECT ${COLUMNS} FROM data_keys WHERE secret_sha256 = $1 AND active`,
    [secretSha256],
  );
  return row;
}

/** Revokes a key; undefined when there is no such key. Idempotent: a second call keeps the first time. */
export async function revokeDataKey(db: SqlExecutor, keyId: string): Promise<DataKeyRow | undefined> {
  const [row] = await db.query<DataKeyRow & Record<string, unknown>>(
    'data_keys.revoke',
    `UPDATE data_keys SET active = false, revoked_at = COALESCE(revoked_at, now())
     WHERE key_id = $1 RETURNING ${COLUMNS}`,
    [keyId],
  );
  return row;
}

/** Sets a key's own time limit (null: the default); undefined when there is no such key. */
export async function setDataKeyTimeLimit(
  db: SqlExecutor,
  keyId: string,
  maxExecutionS: number | null,
): Promise<DataKeyRow | undefined> {
  const [row] = await db.query<DataKeyRow & Record<string, unknown>>(
    'data_keys.set_time_limit',
    `UPDATE data_keys SET max_execution_s = $2 WHERE key_id = $1 RETURNING ${COLUMNS}`,
    [keyId, maxExecutionS],
  );
  return row;
}
