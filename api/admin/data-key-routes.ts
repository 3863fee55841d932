// Operator routes (X-Admin-Key) for data keys: the read-only credential of a data team, which opens
// POST /api/v1/data/sql and nothing else. Tests: test/integration/data-keys.test.ts.
import type { Static } from '@sinclair/typebox';
import { createDataKey, listDataKeys, revokeDataKeyOrFail } from '../../engine/admin/data-keys.ts';
import type { DataKeyRow } from '../../storage/postgres/repositories/data-keys.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import type { AnyRoute } from '../route.ts';
import { adminRoute } from '../route-kinds.ts';
import { CreateDataKeyBody, CreatedDataKeyOut, DataKeyOut, DataKeyPath, DataKeysOut } from './schemas.ts';

const operatorRoute = adminRoute({ tag: 'admin', envelope: 'data' });

function dataKeyOut(row: DataKeyRow): Static<typeof DataKeyOut> {
  return {
    key_id: row.key_id,
    name: row.name,
    active: row.active,
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export function dataKeyRoutes(deps: { sql: SqlExecutor }): AnyRoute[] {
  return [
    operatorRoute({
      method: 'POST',
      path: '/api/v1/admin/data-keys',
      operationId: 'createDataKey',
      summary: 'Create a data key: read-only SQL for a data team',
      description: 'The secret is shown once. The key opens `POST /api/v1/data/sql` and no other route.',
      body: CreateDataKeyBody,
      response: CreatedDataKeyOut,
      handler: async ({ body }) => {
        const key = await createDataKey(deps.sql, body.name);
        return { ...dataKeyOut(key), secret: key.secret };
      },
    }),
    operatorRoute({
      method: 'GET',
      path: '/api/v1/admin/data-keys',
      operationId: 'listDataKeys',
      summary: 'List the data keys, revoked ones included (no secrets)',
      response: DataKeysOut,
      handler: async () => ({ data_keys: (await listDataKeys(deps.sql)).map(dataKeyOut) }),
    }),
    operatorRoute({
      method: 'DELETE',
      path: '/api/v1/admin/data-keys/:key_id',
      operationId: 'revokeDataKey',
      summary: 'Revoke a data key, at once on every process',
      params: DataKeyPath,
      response: DataKeyOut,
      handler: async ({ params }) => dataKeyOut(await revokeDataKeyOrFail(deps.sql, params.key_id)),
    }),
  ];
}
