// Per-suite isolation on the run's shared services: a fresh Postgres database, a fresh ClickHouse
// database in the shared chDB directory, unique Redis key prefixes via fresh logical names.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../core/config.ts';

export function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: the mocha global setup (harness/servers/services.ts) did not run`);
  return value;
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** A new, empty database on the test cluster. */
export async function freshPostgresUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: required('TEST_DATABASE_URL') });
  await admin.connect();
  const name = uniqueName('t');
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(required('TEST_DATABASE_URL'));
  url.pathname = `/${name}`;
  return url.toString();
}

export function tempDir(prefix = 'pme-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The key-encryption key of test wallets (any 32 bytes): every process sharing a database needs the same. */
export const TEST_WALLET_KEK = Buffer.alloc(32, 7).toString('base64');

let embeddedNoted = false;

/**
 * Says once per test process that the service-level suites run ClickHouse embedded only: the
 * server placement (@clickhouse/client over HTTP) is covered by the storage, engine and catalog
 * suites (harness/servers/clickhouse-http.ts; docs/operations.md, "Testing the server placement").
 */
function noteEmbeddedOnly(): void {
  if (embeddedNoted || process.env.CLICKHOUSE_URL) return;
  embeddedNoted = true;
  process.stderr.write(
    'note: suites that start the whole service run ClickHouse embedded (chDB) only; the server placement over HTTP ' +
      'runs in the storage, engine and catalog suites (docs/operations.md, "Testing the server placement")\n',
  );
}

/** Config for a service under test on the real test backends (the analytics port through chDB). */
export async function realBackendsConfig(overrides: Record<string, string> = {}): Promise<Config> {
  noteEmbeddedOnly();
  return loadConfig({
    DATA_DIR: required('TEST_DATA_DIR'),
    DATABASE_URL: await freshPostgresUrl(),
    REDIS_URL: required('TEST_REDIS_URL'),
    KAFKA_BROKERS: required('TEST_KAFKA_BROKERS'),
    CLICKHOUSE_DATABASE: uniqueName('ch'),
    LOG_LEVEL: 'silent',
    PORT: '0',
    ADMIN_KEY: 'adm_test_key',
    WALLET_KEK: TEST_WALLET_KEK,
    ...overrides,
  });
}
