import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, loadConfig, settings, settingsTable } from '../../core/config.ts';

describe('config', () => {
  it('should apply the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    assert.equal(config.PORT, 8080);
    assert.equal(config.DATA_DIR, path.resolve('./data'));
    assert.equal(config.DATABASE_URL, undefined, 'unset DATABASE_URL selects the embedded Postgres');
    assert.equal(config.KAFKA_BROKERS, undefined);
  });

  it('should coerce numbers and treat empty strings as unset', () => {
    const config = loadConfig({ PORT: '9090', REDIS_URL: '' });
    assert.equal(config.PORT, 9090);
    assert.equal(config.REDIS_URL, undefined);
  });

  it('should fail fast naming every bad setting', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        assert.match(err.message, /PORT must be integer/);
        assert.match(err.message, /DATABASE_URL must match pattern/);
        assert.match(err.message, /LOG_LEVEL must be equal to one of the allowed values/);
        return true;
      },
    );
  });

  it('should reject a port out of range', () => {
    assert.throws(() => loadConfig({ PORT: '70000' }), /PORT must be <= 65535/);
  });

  it('should refuse a sandbox step under 50 real ms (SANDBOX_STEP_MS / SANDBOX_SPEED), naming both', () => {
    assert.throws(
      () => loadConfig({ SANDBOX_SPEED: '200' }),
      /SANDBOX_STEP_MS \/ SANDBOX_SPEED is 25 real ms a step, under 50/,
    );
    const fast = loadConfig({ SANDBOX_STEP_MS: '60000', SANDBOX_SPEED: '60' });
    assert.deepEqual([fast.SANDBOX_STEP_MS, fast.SANDBOX_SPEED], [60000, 60]);
    assert.equal(loadConfig({}).SANDBOX_SPEED, 1);
  });

  it('should refuse timings that do not fit together, naming them', () => {
    assert.throws(
      () => loadConfig({ KAFKA_SESSION_TIMEOUT_MS: '6000', KAFKA_HEARTBEAT_INTERVAL_MS: '3000' }),
      /KAFKA_HEARTBEAT_INTERVAL_MS must be at most a third of KAFKA_SESSION_TIMEOUT_MS/,
    );
    assert.throws(
      () => loadConfig({ KAFKA_MAX_WAIT_MS: '5000' }),
      /KAFKA_MAX_WAIT_MS must be at most a third of KAFKA_SESSION_TIMEOUT_MS/,
    );
    assert.throws(
      () => loadConfig({ LEASE_TTL_S: '3', LEASE_RENEW_INTERVAL_MS: '2000' }),
      /LEASE_RENEW_INTERVAL_MS must be at most half of LEASE_TTL_S/,
    );
    // kafkajs's own defaults fit together too.
    const c = loadConfig({
      KAFKA_SESSION_TIMEOUT_MS: '30000',
      KAFKA_HEARTBEAT_INTERVAL_MS: '3000',
      KAFKA_MAX_WAIT_MS: '5000',
      LEASE_TTL_S: '15',
      LEASE_RENEW_INTERVAL_MS: '5000',
    });
    assert.equal(c.KAFKA_SESSION_TIMEOUT_MS, 30000);
  });

  it('should document every setting in the settings table', () => {
    const table = settingsTable();
    for (const name of Object.keys(settings)) assert.match(table, new RegExp(`\\| \`${name}\` \\|`));
  });
});

describe('secrets shared by processes', () => {
  const kek = Buffer.alloc(32, 1).toString('base64');
  it('should refuse a shared database without ADMIN_KEY and WALLET_KEK, naming them', () => {
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'postgres://db/pme' }),
      /ADMIN_KEY and WALLET_KEK must be set when DATABASE_URL is/,
    );
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'postgres://db/pme', ADMIN_KEY: 'adm_x' }),
      /WALLET_KEK must be set/,
    );
    assert.equal(
      loadConfig({ DATABASE_URL: 'postgres://db/pme', ADMIN_KEY: 'adm_x', WALLET_KEK: kek }).WALLET_KEK,
      kek,
    );
  });

  it('should let the embedded default generate its own', () => {
    assert.equal(loadConfig({}).WALLET_KEK, undefined);
  });
});

describe('local webhook development (WEBHOOK_LOCAL_DEV)', () => {
  const shared = { ADMIN_KEY: 'adm_x', WALLET_KEK: Buffer.alloc(32, 1).toString('base64') };
  it('should be accepted on the embedded default, every backend unset', () => {
    assert.equal(loadConfig({ WEBHOOK_LOCAL_DEV: 'true' }).WEBHOOK_LOCAL_DEV, true);
    assert.equal(loadConfig({}).WEBHOOK_LOCAL_DEV, false);
  });

  it('should be refused at start with any backend on a server, naming it', () => {
    for (const [name, value] of [
      ['DATABASE_URL', 'postgres://db/pme'],
      ['CLICKHOUSE_URL', 'http://clickhouse:8123'],
      ['KAFKA_BROKERS', 'kafka:9092'],
      ['REDIS_URL', 'redis://redis:6379'],
    ] as const) {
      assert.throws(
        () => loadConfig({ ...shared, [name]: value, WEBHOOK_LOCAL_DEV: 'true' }),
        new RegExp(
          `WEBHOOK_LOCAL_DEV=true \\(loopback and http webhooks\\) is for the embedded default only, and ${name} points to a server`,
        ),
      );
      assert.equal(loadConfig({ ...shared, [name]: value }).WEBHOOK_LOCAL_DEV, false);
    }
    assert.throws(
      () =>
        loadConfig({
          ...shared,
          DATABASE_URL: 'postgres://db/pme',
          REDIS_URL: 'redis://r',
          WEBHOOK_LOCAL_DEV: 'true',
        }),
      /DATABASE_URL, REDIS_URL point to a server others may share: unset WEBHOOK_LOCAL_DEV there/,
    );
  });
});

describe('settings table in docs/operations.md', () => {
  it('should match the config schema (run npm run config:doc after changing a setting)', async () => {
    const { readFileSync } = await import('node:fs');
    const { SETTINGS_DOC, settingsBlock, withSettingsTable } = await import('../../bin/readme-settings.ts');
    const doc = readFileSync(SETTINGS_DOC, 'utf8');
    assert.ok(settingsBlock(doc), 'docs/operations.md has no settings block');
    assert.equal(doc, withSettingsTable(doc));
  });
});
