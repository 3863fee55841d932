// POST /api/v1/admin/sql: read-only SQL over the service's ClickHouse for data teams (what
// `npm run sql` uses while the service holds the embedded chDB). Admin key only; the statement is
// checked and run read-only (storage/clickhouse/read-only-sql.ts); the answer is the result itself
// in the chosen format (no envelope), a failure the usual `{success:false, error}`.
import { Type } from '@sinclair/typebox';
import {
  readOnlyStatement,
  SQL_FORMAT_NAMES,
  SQL_FORMATS,
  SQL_TIME_LIMIT_S,
  type SqlExport,
  type SqlFormat,
} from '../../storage/clickhouse/read-only-sql.ts';
import { route, type AnyRoute } from '../route.ts';

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
    route({
      method: 'POST',
      path: '/api/v1/admin/sql',
      summary: 'Data teams: run a read-only query on the ClickHouse store (admin key)',
      tag: 'admin',
      envelope: 'data',
      auth: 'admin',
      body: SqlBody,
      raw: {
        contentType: 'text/tab-separated-values',
        description: `The result in body.format (Parquet: application/vnd.apache.parquet). Runs with readonly = 1 and at most ${SQL_TIME_LIMIT_S} s; a refused or failing query answers 400.`,
      },
      handler: async ({ body, koa: ctx, log }) => {
        const format = body.format as SqlFormat;
        const statement = readOnlyStatement(body.query, format);
        log.info({ query: body.query, format }, 'admin sql');
        const stream = await deps.analytics.exportQuery('admin.sql', statement);
        ctx.status = 200;
        ctx.type = SQL_FORMATS[format];
        ctx.set('Cache-Control', 'no-store');
        ctx.body = stream;
        return undefined;
      },
    }),
  ];
}
