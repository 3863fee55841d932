import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered SQL files (`001_accounts.sql`) in version order; a gap or duplicate number is an error. */
export function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .map((file) => ({
      version: Number.parseInt(file, 10),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`migrations in ${dir}: expected version ${i + 1}, found ${m.name}`);
  });
  return migrations;
}

/** Splits a file of statements on semicolons that end a line (ClickHouse takes one statement per call). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
