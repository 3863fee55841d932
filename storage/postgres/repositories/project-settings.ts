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
