// Accounts of a project. Every statement is scoped by project_id: a project never reads or writes
// another project's account, and cannot tell one from a missing id.
import type { SqlExecutor } from '../sql.ts';

export interface AccountRow {
  account_id: string;
  metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'account_id, metadata, created_at, updated_at';

export async function insertAccount(
  db: SqlExecutor,
  projectId: string,
  accountId: string,
  metadataJson: string,
): Promise<AccountRow> {
  const [row] = await db.query<AccountRow & Record<string, unknown>>(
    'accounts.insert',
    `INSERT INTO accounts (account_id, project_id, metadata) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`,
    [accountId, projectId, metadataJson],
  );
  return row!;
}

export async function findAccount(
  db: SqlExecutor,
  projectId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow & Record<string, unknown>>(
    'accounts.find',
    `SELECT ${COLUMNS} FROM accounts WHERE account_id = $1 AND project_id = $2`,
    [accountId, projectId],
  );
  return row;
}

export async function listAccounts(
  db: SqlExecutor,
  projectId: string,
  page: { limit: number; offset: number },
): Promise<AccountRow[]> {
  return db.query<AccountRow & Record<string, unknown>>(
    'accounts.list',
    `SELECT ${COLUMNS} FROM accounts WHERE project_id = $1
     ORDER BY created_at, account_id LIMIT $2 OFFSET $3`,
    [projectId, page.limit, page.offset],
  );
}

export async function updateAccountMetadata(
  db: SqlExecutor,
  projectId: string,
  accountId: string,
  metadataJson: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow & Record<string, unknown>>(
    'accounts.update_metadata',
    `UPDATE accounts SET metadata = $3::jsonb, updated_at = now()
     WHERE account_id = $1 AND project_id = $2 RETURNING ${COLUMNS}`,
    [accountId, projectId, metadataJson],
  );
  return row;
}
