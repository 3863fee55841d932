// Data keys: the read-only credential of a data team. The operator creates one (its secret shown
// once), lists them, gives one a time limit of its own and revokes them; the SQL route checks a
// presented key against the database on every query, so a revocation or a new limit holds at once
// on every process.
import { BadRequestError, NotFoundError } from '../../core/errors.ts';
import { randomToken, sha256Hex } from '../../core/secrets.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import {
  findActiveDataKey,
  insertDataKey,
  listDataKeys,
  revokeDataKey,
  setDataKeyTimeLimit,
  type DataKeyRow,
} from '../../storage/postgres/repositories/data-keys.ts';

export interface CreatedDataKey extends DataKeyRow {
  /** Shown once, here; only its digest is stored. */
  secret: string;
}

export const DATA_KEY_PREFIX = 'dk_';

/** A key's own time limit as the operator asks for it; null: SQL_MAX_EXECUTION_S. */
export interface KeyTimeLimit {
  maxExecutionS: number | null;
  /** SQL_KEY_MAX_EXECUTION_S: the most a key may be given. */
  ceilingS: number;
}

function checkedTimeLimit({ maxExecutionS, ceilingS }: KeyTimeLimit): number | null {
  if (maxExecutionS !== null && maxExecutionS > ceilingS) {
    throw new BadRequestError(
      (name) =>
        `${name('max_execution_s')} must be at most ${ceilingS} s, the ceiling SQL_KEY_MAX_EXECUTION_S`,
      'invalid_request',
      'max_execution_s',
    );
  }
  return maxExecutionS;
}

export async function createDataKey(
  db: SqlExecutor,
  name: string,
  limit: KeyTimeLimit = { maxExecutionS: null, ceilingS: Infinity },
): Promise<CreatedDataKey> {
  const maxExecutionS = checkedTimeLimit(limit);
  const secret = randomToken(DATA_KEY_PREFIX);
  const row = await insertDataKey(db, {
    keyId: randomToken('dk_id_', 9),
    name,
    secretSha256: sha256Hex(secret),
    maxExecutionS,
  });
  return { ...row, secret };
}

export async function setDataKeyTimeLimitOrFail(
  db: SqlExecutor,
  keyId: string,
  limit: KeyTimeLimit,
): Promise<DataKeyRow> {
  const row = await setDataKeyTimeLimit(db, keyId, checkedTimeLimit(limit));
  if (!row) throw new NotFoundError(`no data key ${keyId}`);
  return row;
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
