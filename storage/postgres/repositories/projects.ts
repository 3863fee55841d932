// Projects and project API keys. Secrets never reach this module: only their digests.
import type { SqlExecutor } from '../sql.ts';

export interface ProjectRow {
  project_id: string;
  name: string;
  created_at: Date;
}

export interface NewProjectKey {
  publicKey: string;
  secretSha256: string;
  name?: string | null;
  domain?: string | null;
}

export async function insertProject(db: SqlExecutor, projectId: string, name: string): Promise<ProjectRow> {
  const [row] = await db.query<ProjectRow & Record<string, unknown>>(
    'projects.insert',
    'INSERT INTO projects (project_id, name) VALUES ($1, $2) RETURNING project_id, name, created_at',
    [projectId, name],
  );
  return row!;
}

export async function insertProjectKey(
  db: SqlExecutor,
  projectId: string,
  key: NewProjectKey,
): Promise<void> {
  await db.query(
    'project_keys.insert',
    `INSERT INTO project_api_keys (public_key, project_id, secret_sha256, name, domain)
     VALUES ($1, $2, $3, $4, $5)`,
    [key.publicKey, projectId, key.secretSha256, key.name ?? null, key.domain ?? null],
  );
}

export async function listProjects(db: SqlExecutor): Promise<ProjectRow[]> {
  return db.query<ProjectRow & Record<string, unknown>>(
    'projects.list',
    'SELECT project_id, name, created_at FROM projects ORDER BY created_at',
  );
}
