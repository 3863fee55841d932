// A project's free-form settings object (projects.settings), replaced as a whole.
import type { SqlExecutor } from '../sql.ts';

export async function replaceProjectSettings(
  db: SqlExecutor,
  projectId: string,
  settingsJson: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ settings: Record<string, unknown> }>(
    'projects.replace_settings',
    'UPDATE projects SET settings = $2::jsonb, updated_at = now() WHERE project_id = $1 RETURNING settings',
    [projectId, settingsJson],
  );
  return row?.settings;
}

/** Every (project, origin) pair listed under `key` in the projects' settings (an array of strings). */
export async function listCorsOrigins(
  db: SqlExecutor,
  key: string,
): Promise<{ projectId: string; origin: string }[]> {
  return db.query<{ projectId: string; origin: string }>(
    'projects.list_cors_origins',
    `SELECT project_id AS "projectId", origin
       FROM projects, jsonb_array_elements_text(settings -> $1) AS origin
      WHERE jsonb_typeof(settings -> $1) = 'array'`,
    [key],
  );
}

/** A project's settings object, or undefined for an unknown project. */
export async function readProjectSettings(
  db: SqlExecutor,
  projectId: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ settings: Record<string, unknown> }>(
    'projects.read_settings',
    'SELECT settings FROM projects WHERE project_id = $1',
    [projectId],
  );
  return row?.settings;
}
