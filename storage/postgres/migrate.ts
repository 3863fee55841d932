// Applies storage/postgres/migrations/NNN_name.sql in order, in one transaction, and records each
// in schema_migrations. The transaction takes an advisory lock before anything else — even before
// creating schema_migrations — so processes starting together on an empty database never race: one
// migrates, the others wait for its commit and then find nothing pending.
import path from 'node:path';
import type { Sql } from './sql.ts';
import { readMigrations, type Migration } from '../migrations.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 4_721_001;

export async function migratePostgres(sql: Sql, dir = MIGRATIONS_DIR): Promise<Migration[]> {
  return sql.transaction(async (tx) => {
    await tx.query('migrate.lock', 'SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.query(
      'migrate.table',
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const rows = await tx.query<{ version: number }>(
      'migrate.applied',
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((r) => r.version));
    const pending = readMigrations(dir).filter((m) => !applied.has(m.version));
    for (const m of pending) {
      await tx.query('migrate.apply', m.sql);
      await tx.query('migrate.record', 'INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
    }
    return pending;
  });
}
