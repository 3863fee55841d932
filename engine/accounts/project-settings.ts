// A project's settings object, replaced as a whole by PUT /api/v1/project/settings.
import { NotFoundError, PayloadTooLargeError } from '../../core/errors.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { replaceProjectSettings } from '../../storage/postgres/repositories/project-settings.ts';
import { assertStorableJson, serializedBytes } from './json-values.ts';

/** The spec does not bound settings; 32 KB keeps one project's row small. */
export const SETTINGS_MAX_BYTES = 32768;

export async function replaceSettings(
  db: SqlExecutor,
  projectId: string,
  settings: Record<string, unknown>,
): Promise<{ settings: Record<string, unknown> }> {
  assertStorableJson('body.settings', settings);
  const json = JSON.stringify(settings);
  const bytes = serializedBytes(json);
  if (bytes > SETTINGS_MAX_BYTES) {
    throw new PayloadTooLargeError(
      `body.settings must be at most ${SETTINGS_MAX_BYTES} bytes of serialized JSON; got ${bytes} bytes`,
    );
  }
  const stored = await replaceProjectSettings(db, projectId, json);
  if (!stored) throw new NotFoundError('project not found');
  return { settings: stored };
}
