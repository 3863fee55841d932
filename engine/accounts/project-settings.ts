// A project's settings object, replaced as a whole by PUT /api/v1/project/settings. Free-form,
// except for the keys the service reads: `cors_origins` (cors-origins.ts).
import { NotFoundError, PayloadTooLargeError } from '../../core/errors.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import {
  readProjectSettings,
  replaceProjectSettings,
} from '../../storage/postgres/repositories/project-settings.ts';
import { assertCorsSetting, CORS_SETTING, type CorsOrigins } from './cors-origins.ts';
import { assertStorableJson, serializedBytes } from './json-values.ts';

/** The spec does not bound settings; 32 KB keeps one project's row small. */
export const SETTINGS_MAX_BYTES = 32768;

export async function replaceSettings(
  db: SqlExecutor,
  projectId: string,
  settings: Record<string, unknown>,
  cors?: CorsOrigins,
): Promise<{ settings: Record<string, unknown> }> {
  assertStorableJson('settings', settings);
  assertCorsSetting(settings);
  const json = JSON.stringify(settings);
  const bytes = serializedBytes(json);
  if (bytes > SETTINGS_MAX_BYTES) {
    throw new PayloadTooLargeError(
      (name) =>
        `${name('settings')} must be at most ${SETTINGS_MAX_BYTES} bytes of serialized JSON; got ${bytes} bytes`,
    );
  }
  const previous = await readProjectSettings(db, projectId);
  const stored = await replaceProjectSettings(db, projectId, json);
  if (!stored) throw new NotFoundError('project not found');
  if (cors && JSON.stringify(previous?.[CORS_SETTING]) !== JSON.stringify(stored[CORS_SETTING]))
    await cors.changed();
  return { settings: stored };
}

export async function readSettings(
  db: SqlExecutor,
  projectId: string,
): Promise<{ settings: Record<string, unknown> }> {
  const settings = await readProjectSettings(db, projectId);
  if (!settings) throw new NotFoundError('project not found');
  return { settings };
}
