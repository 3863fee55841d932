// Data keys: the read-only credential of a data team. The operator creates one (its secret shown
// once), lists them and revokes them; the SQL route checks a presented key against the database on
// every query, so a revocation holds at once on every process.
import { NotFoundError } from '../../core/errors.ts';
import { randomToken, sha256Hex } from '../../core/secrets.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import {
  findActiveDataKey,
  insertDataKey,
  listDataKeys,
  revokeDataKey,
  type DataKeyRow,
} from '../../storage/postgres/repositories/data-keys.ts';

export interface CreatedDataKey extends DataKeyRow {
  /** Shown once, here; only its digest is stored. */
  secret: string;
}

export const DATA_KEY_PREFIX = 'dk_';

export async function createDataKey(db: SqlExecutor, name: string): Promise<CreatedDataKey> {
  const secret = randomToken(DATA_KEY_PREFIX);
  const row = await insertDataKey(db, {
    keyId: randomToken('dk_id_', 9),
    name,
    secretSha256: sha256Hex(secret),
  });
  return { ...row, secret };
}

export { listDataKeys };

export async function revokeDataKeyOrFail(db: SqlExecutor, keyId: string): Promise<DataKeyRow> {
  const row = await revokeDataKey(db, keyId);
  if (!row) throw new NotFoundError(`no data key ${keyId}`);
  return row;
}

/** The active key a presented secret belongs to, if any. */
export function dataKeyOf(db: SqlExecutor, secret: string): Promise<DataKeyRow | undefined> {
  return findActiveDataKey(db, sha256Hex(secret));
}
