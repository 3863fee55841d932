// POST /api/v1/data/sql: read-only SQL over the service's ClickHouse for data teams (what
// `npm run sql` uses while the service holds the embedded chDB), with a data key (X-Data-Key, which
// opens nothing else) or the admin key; POST /api/v1/admin/sql is the same for the admin key. The statement is
// checked and run read-only (storage/clickhouse/read-only-sql.ts); the answer is the result itself
// in the chosen format (no envelope), streamed as the engine produces it; a failure the usual
// `{success:false, error}`, or, once the answer has started, a stream broken off (sql-limits.ts).
// A data key's own time limit (data-key-routes.ts) replaces SQL_MAX_EXECUTION_S for its queries.
import { Type } from '@sinclair/typebox';
import {
  readOnlyStatement,
  SQL_FORMAT_NAMES,
  SQL_FORMATS,
  type SqlExport,
  type SqlFormat,
} from '../../storage/clickhouse/read-only-sql.ts';
import { keyLimits } from '../../storage/clickhouse/sql-limits.ts';
import type { DataPrincipal } from '../auth/principals.ts';
import type { AnyRoute } from '../route.ts';
import { adminRoute, dataRoute, type Declare } from '../route-kinds.ts';

export const SqlBody = Type.Object(
  {
    query: Type.String({
      minLength: 1,
      maxLength: 100_000,
      description:
        'One SELECT, WITH, DESCRIBE, SHOW, EXPLAIN or EXISTS statement, without FORMAT or SETTINGS.',
    }),
    format: Type.String({
      enum: SQL_FORMAT_NAMES,
      default: 'TabSeparatedWithNames',
      description: 'ClickHouse output format of the answer.',
    }),
  },
  { additionalProperties: false },
);

interface SqlDeps {
  analytics: SqlExport;
  /** SQL_KEY_MAX_EXECUTION_S: a data key's own time limit is held to it. */
  keyCeilingS: number;
}

export function adminSqlRoutes(deps: SqlDeps): AnyRoute[] {
  return [
    sqlRoute(
      dataRoute({ tag: 'data', envelope: 'data' }),
      '/api/v1/data/sql',
      'runDataSqlQuery',
      'Run a read-only SQL query on the market-data store',
      deps,
      (key) => key,
    ),
    sqlRoute(
      adminRoute({ tag: 'admin', envelope: 'data' }),
      '/api/v1/admin/sql',
      'runSqlQuery',
      'Run a read-only SQL query on the market-data store (admin key)',
      deps,
      () => ADMIN,
    ),
  ];
}

/** The admin key's queries run under SQL_MAX_EXECUTION_S. */
const ADMIN: DataPrincipal = { keyId: 'admin', maxExecutionS: null };

/** `keyOf`: the data key (with its own time limit) that the route's principal is. */
function sqlRoute<P>(
  declare: Declare<P>,
  path: string,
  operationId: string,
  summary: string,
  deps: SqlDeps,
  keyOf: (principal: P) => DataPrincipal,
): AnyRoute {
  return declare({
    method: 'POST',
    path,
    operationId,
    summary,
    body: SqlBody,
    errors: {
      429: {
        description: 'As many data-team queries as SQL_MAX_CONCURRENT are running (see Retry-After).',
        example:
          '2 data-team queries are running, the most this service runs at once (SQL_MAX_CONCURRENT); retry after 2 s',
      },
    },
    raw: {
      contentType: 'text/tab-separated-values',
      description:
        "The result in body.format (Parquet: application/vnd.apache.parquet), streamed as it is produced. Runs apart from the service's own queries, with readonly = 1 and the limits SQL_MAX_EXECUTION_S (or the data key's own max_execution_s), SQL_MAX_MEMORY_MB, SQL_MAX_THREADS and SQL_MAX_RESULT_MB (docs/data.md); a refused or failing query, or one over a limit within its first MiB, answers 400 naming it; past that the stream is broken off (the answer ends without its last chunk; text formats end with an `__exception__` line). At most SQL_MAX_CONCURRENT run at once: 429 with Retry-After beyond.",
    },
    handler: async ({ body, koa: ctx, log, principal }) => {
      const format = body.format as SqlFormat;
      const limits = keyLimits(deps.analytics.sqlLimits, keyOf(principal), deps.keyCeilingS);
      const statement = readOnlyStatement(body.query, format, limits);
      log.info({ query: body.query, format, by: principal }, 'data sql');
      const stream = await deps.analytics.exportQuery('data.sql', statement, limits);
      ctx.status = 200;
      ctx.type = SQL_FORMATS[format];
      ctx.set('Cache-Control', 'no-store');
      ctx.body = stream;
      return undefined;
    },
  });
}
