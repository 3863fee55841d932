// Project API keys as credentials: creation by a project for itself, and lookup by secret digest.
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
