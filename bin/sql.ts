// `main.ts sql [--format F | --parquet FILE] [--url URL] [--admin-key KEY] "<query>"` — read-only SQL
// on the service's ClickHouse for data teams, whichever way it is reachable:
//   - CLICKHOUSE_URL set: the ClickHouse server directly (it serves many clients);
//   - embedded chDB held by a running service (DATA_DIR/service.lock names it): through that
//     service's POST /api/v1/data/sql, with a data key (--data-key or DATA_KEY) or its admin key
//     (--admin-key or ADMIN_KEY), at --url or
//     the address the service wrote into the lock once it listened;
//   - embedded chDB and no service: chDB opened here, under the same lock, so that a service
//     started meanwhile waits its turn (it stops, naming this process); no store there is an error,
//     not an empty one made on the spot.
// The choice between the last two is the admin commands' too (bin/running-service.ts).
// Every path applies the same checks and readonly settings (storage/clickhouse/read-only-sql.ts).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../core/config.ts';
import { BadRequestError } from '../core/errors.ts';
import { ClickHouseAnalytics } from '../storage/clickhouse/analytics.ts';
import { readOnlyStatement, SQL_FORMAT_NAMES, type SqlFormat } from '../storage/clickhouse/read-only-sql.ts';
import { sqlLimitsOf } from './wiring/backends.ts';
import { DataDirLock, type DataDirInUseError } from '../storage/data-dir-lock.ts';
import { askService, onStoreOrService } from './running-service.ts';

export const sqlUsage = `usage: main.ts sql [--format FORMAT | --parquet FILE] [--url URL] [--data-key KEY | --admin-key KEY] "<query>"
  a running service is asked with a data key (--data-key or DATA_KEY; read-only) or its admin key (--admin-key or ADMIN_KEY)
  FORMAT: ${SQL_FORMAT_NAMES.join(', ')}
  (default: PrettyCompactMonoBlock on a terminal, TabSeparatedWithNames otherwise)`;

export interface SqlOptions {
  query: string;
  format?: string;
  parquet?: string;
  url?: string;
  adminKey?: string;
  /** A data key (dk_…): read-only, enough for a running service's SQL route. */
  dataKey?: string;
}

/** Where the answer came from, for the line on stderr. */
type Route = 'clickhouse server' | 'running service' | 'chDB (no service running)';

/** Where the answer goes: stdout as it comes, or a file that appears only once complete. */
type Sink = (result: Readable) => Promise<void>;

export async function runSql(
  config: Config,
  options: SqlOptions,
  stdout: Writable = process.stdout,
): Promise<number> {
  const format = formatOf(options);
  const statement = readOnlyStatement(options.query, format, sqlLimitsOf(config));
  const file = options.parquet;
  if (file === undefined) {
    await answer(config, options, format, statement, (result) => copy(result, stdout));
    return 0;
  }
  const partial = `${file}.partial`;
  try {
    const route = await answer(config, options, format, statement, (result) =>
      pipeline(result, createWriteStream(partial)),
    );
    await rename(partial, file);
    process.stderr.write(`wrote ${file} (Parquet) from the ${route}\n`);
  } finally {
    await rm(partial, { force: true });
  }
  return 0;
}

/** To a stream that stays open (stdout): written with back-pressure, never ended. */
async function copy(result: Readable, out: Writable): Promise<void> {
  for await (const chunk of result) if (!out.write(chunk)) await once(out, 'drain');
}

function formatOf(options: SqlOptions): SqlFormat {
  if (options.parquet) {
    if (options.format && options.format !== 'Parquet')
      throw new BadRequestError('--parquet writes Parquet: leave out --format');
    return 'Parquet';
  }
  if (options.format === undefined)
    return process.stdout.isTTY ? 'PrettyCompactMonoBlock' : 'TabSeparatedWithNames';
  if (!SQL_FORMAT_NAMES.includes(options.format as SqlFormat)) {
    throw new BadRequestError(`--format must be one of ${SQL_FORMAT_NAMES.join(', ')}`);
  }
  return options.format as SqlFormat;
}

async function answer(
  config: Config,
  options: SqlOptions,
  format: SqlFormat,
  statement: string,
  sink: Sink,
): Promise<Route> {
  if (config.CLICKHOUSE_URL) {
    await direct(
      new ClickHouseAnalytics(
        { url: config.CLICKHOUSE_URL, database: config.CLICKHOUSE_DATABASE },
        sqlLimitsOf(config),
      ),
      statement,
      sink,
    );
    return 'clickhouse server';
  }
  const store = path.join(config.DATA_DIR, 'clickhouse');
  return onStoreOrService<Route>(
    config,
    store,
    async () => {
      const lock = new DataDirLock(config.DATA_DIR);
      await lock.start();
      try {
        const limits = sqlLimitsOf(config);
        await direct(
          new ClickHouseAnalytics({ chdbPath: store, database: config.CLICKHOUSE_DATABASE }, limits),
          statement,
          sink,
        );
      } finally {
        await lock.stop();
      }
      return 'chDB (no service running)';
    },
    async (held) => {
      await throughService(config, options, format, sink, held);
      return 'running service';
    },
  );
}

async function direct(analytics: ClickHouseAnalytics, statement: string, sink: Sink): Promise<void> {
  await analytics.start();
  try {
    await sink(await analytics.exportQuery('cli.sql', statement));
  } finally {
    await analytics.stop();
  }
}

async function throughService(
  config: Config,
  options: SqlOptions,
  format: SqlFormat,
  sink: Sink,
  held: DataDirInUseError,
): Promise<void> {
  const adminKey = options.adminKey ?? config.ADMIN_KEY;
  const response = await askService(config, held, {
    method: 'POST',
    path: '/api/v1/data/sql',
    body: { query: options.query, format },
    credential: options.dataKey
      ? { 'X-Data-Key': options.dataKey }
      : adminKey
        ? { 'X-Admin-Key': adminKey }
        : undefined,
    missing:
      'give a data key with --data-key or DATA_KEY (npm run admin -- data-keys create --name NAME), ' +
      'or its admin key with --admin-key or ADMIN_KEY',
    ...(options.url === undefined ? {} : { url: options.url }),
  });
  try {
    await sink(Readable.fromWeb(response.body!));
  } catch (err) {
    // The service met a limit after the answer had started (storage/clickhouse/sql-limits.ts).
    throw new BadRequestError(
      `the service broke the answer off (${(err as Error).message}): a limit was met after it started; a text format ends with the reason after an __exception__ line`,
    );
  }
}
