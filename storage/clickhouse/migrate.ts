// Applies storage/clickhouse/migrations/NNN_name.sql in order. `{db}` in a file stands for the
// configured database. ClickHouse has no transactions: each statement is written to be re-runnable
// (IF NOT EXISTS), and a migration is recorded only after all of its statements succeeded.
import path from 'node:path';
import type { ClickHouseAnalytics } from './analytics.ts';
import { readMigrations, splitStatements, type Migration } from '../migrations.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export async function migrateClickHouse(ch: ClickHouseAnalytics, dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const table = ch.table('schema_migrations');
  await ch.command(
    'migrate.table',
    `CREATE TABLE IF NOT EXISTS ${table} (version UInt32, name String, applied_at DateTime64(3, 'UTC') DEFAULT now64(3))
     ENGINE = ReplacingMergeTree ORDER BY version`,
  );
  const rows = await ch.query<{ version: number }>('migrate.applied', `SELECT version FROM ${table} FINAL`);
  const applied = new Set(rows.map((r) => Number(r.version)));
  const pending = readMigrations(dir).filter((m) => !applied.has(m.version));
  for (const m of pending) {
    for (const statement of splitStatements(m.sql)) {
      await ch.command('migrate.apply', statement.replaceAll('{db}', ch.database));
    }
    await ch.insert('migrate.record', 'schema_migrations', [{ version: m.version, name: m.name }]);
  }
  return pending;
}
