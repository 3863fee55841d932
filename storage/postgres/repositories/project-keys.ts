// Project API keys as credentials: creation by a project for itself, listing, revocation, and lookup
// by secret digest. Deactivation is the only update a key row undergoes (no statement here sets a key
// active again), so a revoked key's updated_at is the time it was revoked.
import type { SqlExecutor } from '../sql.ts';

export interface ProjectKeyRow {
  public_key: string;
  name: string | null;
  domain: string | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface ProjectKeyOwner {
  public_key: string;
  project_id: string;
  secret_sha256: string;
  domain: string | null;
  active: boolean;
}

export async function insertProjectKeyReturning(
  db: SqlExecutor,
  key: { publicKey: string; secretSha256: string; projectId: string; name: string; domain: string | null },
): Promise<ProjectKeyRow> {
  const [row] = await db.query<ProjectKeyRow & Record<string, unknown>>(
    'project_keys.insert_returning',
    `INSERT INTO project_api_keys (public_key, project_id, secret_sha256, name, domain)
     VALUES ($1, $2, $3, $4, $5) RETURNING public_key, name, domain, active, created_at, updated_at`,
    [key.publicKey, key.projectId, key.secretSha256, key.name, key.domain],
  );
  return row!;
}

export async function findProjectKeyBySecretDigest(
  db: SqlExecutor,
  secretSha256: string,
): Promise<ProjectKeyOwner | undefined> {
  const [row] = await db.query<ProjectKeyOwner & Record<string, unknown>>(
    'project_keys.find_by_secret',
    `SELECT public_key, project_id, secret_sha256, domain, active FROM project_api_keys WHERE secret_sha256 = $1`,
    [secretSha256],
  );
  return row;
}

/** A project key as its owner may see it: no secret digest. */
export interface ProjectKeyListRow extends ProjectKeyRow {
  project_id: string;
}

const LIST_COLUMNS = 'public_key, project_id, name, domain, active, created_at, updated_at';

/** Every key of the project, revoked ones included, oldest first. */
export async function listProjectKeys(db: SqlExecutor, projectId: string): Promise<ProjectKeyListRow[]> {
  return db.query<ProjectKeyListRow & Record<string, unknown>>(
    'project_keys.list',
    `SELECT ${LIST_COLUMNS} FROM project_api_keys WHERE project_id = $1 ORDER BY created_at, public_key`,
    [projectId],
  );
}

/**
 * The project's keys, their rows locked until the transaction ends: two revocations of a project's
 * keys run one after the other, so neither can count on a key the other is revoking.
 */
export async function lockProjectKeys(
  db: SqlExecutor,
  projectId: string,
): Promise<{ public_key: string; active: boolean }[]> {
  return db.query<{ public_key: string; active: boolean } & Record<string, unknown>>(
    'project_keys.lock',
    `SELECT public_key, active FROM project_api_keys WHERE project_id = $1 ORDER BY public_key FOR UPDATE`,
    [projectId],
  );
}

export async function findProjectKey(
  db: SqlExecutor,
  publicKey: string,
): Promise<ProjectKeyListRow | undefined> {
  const [row] = await db.query<ProjectKeyListRow & Record<string, unknown>>(
    'project_keys.find',
    `SELECT ${LIST_COLUMNS} FROM project_api_keys WHERE public_key = $1`,
    [publicKey],
  );
  return row;
}

/** Deactivates a key of this project; undefined when the project has no such key. Idempotent. */
export async function deactivateProjectKey(
  db: SqlExecutor,
  projectId: string,
  publicKey: string,
): Promise<ProjectKeyListRow | undefined> {
  const [row] = await db.query<ProjectKeyListRow & Record<string, unknown>>(
    'project_keys.deactivate',
    `UPDATE project_api_keys
     SET active = false, updated_at = CASE WHEN active THEN now() ELSE updated_at END
     WHERE public_key = $1 AND project_id = $2 RETURNING ${LIST_COLUMNS}`,
    [publicKey, projectId],
  );
  return row;
}
