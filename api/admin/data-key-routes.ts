// Operator routes (X-Admin-Key) for data keys: the read-only credential of a data team, which opens
// POST /api/v1/data/sql and nothing else. Tests: test/integration/data-keys.test.ts.
import { createDataKey, listDataKeys, revokeDataKeyOrFail } from '../../engine/admin/data-keys.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import type { AnyRoute } from '../route.ts';
import { adminRoute } from '../route-kinds.ts';
import { dataKeyOut } from './presenters.ts';
import { CreateDataKeyBody, CreatedDataKeyOut, DataKeyPath, DataKeysOut, DataKeyOut } from './schemas.ts';

const operatorRoute = adminRoute({ tag: 'admin', envelope: 'data' });

export function dataKeyRoutes(deps: { sql: SqlExecutor }): AnyRoute[] {
  return [
    operatorRoute({
      method: 'POST',
      path: '/api/v1/admin/data-keys',
      operationId: 'createDataKey',
      summary: 'Create a data key: read-only SQL for a data team',
      description: 'The secret is shown once. The key opens `POST /api/v1/data/sql` and no other route.',
      status: 201,
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
