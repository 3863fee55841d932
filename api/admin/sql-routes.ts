// POST /api/v1/data/sql: read-only SQL over the service's ClickHouse for data teams (what
// `npm run sql` uses while the service holds the embedded chDB), with a data key (X-Data-Key, which
// opens nothing else) or the admin key; POST /api/v1/admin/sql is the same for the admin key. The statement is
// checked and run read-only (storage/clickhouse/read-only-sql.ts); the answer is the result itself
// in the chosen format (no envelope), streamed as the engine produces it; a failure the usual
// `{success:false, error}`, or, once the answer has started, a stream broken off (sql-limits.ts).
import { Type } from '@sinclair/typebox';
import {
  readOnlyStatement,
  SQL_FORMAT_NAMES,
  SQL_FORMATS,
  type SqlExport,
  type SqlFormat,
} from '../../storage/clickhouse/read-only-sql.ts';
import type { AnyRoute } from '../route.ts';
import { adminRoute, dataRoute, type Declare } from '../route-kinds.ts';

export const SqlBody = Type.Object(
  {
    query: Type.String({
      minLength: 1,
      maxLength: 100_000,
      description: 'One SELECT, WITH, DESCRIBE, SHOW or EXPLAIN statement, without FORMAT or SETTINGS.',
    }),
    format: Type.String({
      enum: SQL_FORMAT_NAMES,
      default: 'TabSeparatedWithNames',
      description: 'ClickHouse output format of the answer.',
    }),
  },
  { additionalProperties: false },
);

export function adminSqlRoutes(deps: { analytics: SqlExport }): AnyRoute[] {
  return [
    sqlRoute(
      dataRoute({ tag: 'data', envelope: 'data' }),
      '/api/v1/data/sql',
      'runDataSqlQuery',
      'Run a read-only SQL query on the market-data store',
      deps,
    ),
    sqlRoute(
      adminRoute({ tag: 'admin', envelope: 'data' }),
      '/api/v1/admin/sql',
      'runSqlQuery',
      'Run a read-only SQL query on the market-data store (admin key)',
      deps,
    ),
  ];
}

function sqlRoute<P>(
  declare: Declare<P>,
  path: string,
  operationId: string,
  summary: string,
  deps: { analytics: SqlExport },
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
        "The result in body.format (Parquet: application/vnd.apache.parquet), streamed as it is produced. Runs apart from the service's own queries, with readonly = 1 and the limits SQL_MAX_EXECUTION_S, SQL_MAX_MEMORY_MB, SQL_MAX_THREADS and SQL_MAX_RESULT_MB (docs/data.md); a refused or failing query, or one over a limit within its first MiB, answers 400 naming it; past that the stream is broken off (the answer ends without its last chunk; text formats end with an `__exception__` line). At most SQL_MAX_CONCURRENT run at once: 429 with Retry-After beyond.",
    },
    handler: async ({ body, koa: ctx, log, principal }) => {
      const format = body.format as SqlFormat;
      const statement = readOnlyStatement(body.query, format, deps.analytics.sqlLimits);
      log.info({ query: body.query, format, by: principal }, 'data sql');
      const stream = await deps.analytics.exportQuery('data.sql', statement);
      ctx.status = 200;
      ctx.type = SQL_FORMATS[format];
      ctx.set('Cache-Control', 'no-store');
      ctx.body = stream;
      return undefined;
    },
  });
}
