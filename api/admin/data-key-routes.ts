// Operator routes (X-Admin-Key) for data keys: the read-only credential of a data team, which opens
// POST /api/v1/data/sql and nothing else, with the time limit of its queries where the operator gave
// it one of its own. Tests: test/integration/data-keys.test.ts, data-key-time-limit.test.ts.
import {
  createDataKey,
  listDataKeys,
  revokeDataKeyOrFail,
  setDataKeyTimeLimitOrFail,
} from '../../engine/admin/data-keys.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import type { AnyRoute } from '../route.ts';
import { adminRoute } from '../route-kinds.ts';
import { dataKeyOut } from './presenters.ts';
import {
  CreateDataKeyBody,
  CreatedDataKeyOut,
  DataKeyOut,
  DataKeyPath,
  DataKeysOut,
  UpdateDataKeyBody,
} from './schemas.ts';

const operatorRoute = adminRoute({ tag: 'admin', envelope: 'data' });

/** `keyCeilingS`: SQL_KEY_MAX_EXECUTION_S, the most a key's own time limit may be. */
export function dataKeyRoutes(deps: { sql: SqlExecutor; keyCeilingS: number }): AnyRoute[] {
  const limit = (maxExecutionS: number | null | undefined) => ({
    maxExecutionS: maxExecutionS ?? null,
    ceilingS: deps.keyCeilingS,
  });
  return [
    operatorRoute({
      method: 'POST',
      path: '/api/v1/admin/data-keys',
      operationId: 'createDataKey',
      summary: 'Create a data key: read-only SQL for a data team',
      description:
        'The secret is shown once. The key opens `POST /api/v1/data/sql` and no other route. ' +
        '`max_execution_s` gives its queries a time limit of their own (docs/data.md).',
      body: CreateDataKeyBody,
      response: CreatedDataKeyOut,
      handler: async ({ body }) => {
        const key = await createDataKey(deps.sql, body.name, limit(body.max_execution_s));
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
      method: 'PATCH',
      path: '/api/v1/admin/data-keys/:key_id',
      operationId: 'amendDataKey',
      summary: "Set a data key's own time limit for its queries",
      description:
        "Holds from the key's next query on every process. `max_execution_s: null` returns the key to " +
        'SQL_MAX_EXECUTION_S; more than SQL_KEY_MAX_EXECUTION_S is refused.',
      params: DataKeyPath,
      body: UpdateDataKeyBody,
      response: DataKeyOut,
      handler: async ({ params, body }) =>
        dataKeyOut(await setDataKeyTimeLimitOrFail(deps.sql, params.key_id, limit(body.max_execution_s))),
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
