// The admin commands as an operator runs them (`npm run admin -- …`, i.e. main.ts admin) beside
// `npm start`: while the service holds DATA_DIR each goes through its admin API with its admin key,
// and what it prints works on that service at once; once it stopped, the same commands work on the
// store itself; and a DATA_DIR without a store is refused, naming it, with nothing made there.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { TEST_WALLET_KEK, tempDir } from '../../harness/servers/backends.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import { interrupt, runMain, startEmbedded, type RunningService } from '../support/embedded-service.ts';

const ADMIN_KEY = 'adm_admin_commands_e2e_0123456789abcdefghijkl';

/** What a command printed: one JSON document (the direct path may log lines before it). */
function printed<T = Record<string, unknown>>(r: { code: number; output: string }): T {
  assert.equal(r.code, 0, r.output);
  return JSON.parse(r.output.slice(r.output.indexOf('{'))) as T;
}

interface Project {
  project_id: string;
  public_key: string;
  secret_key: string;
}

describe('admin commands (npm run admin) beside npm start', function () {
  this.timeout(240_000);
  const dataDir = tempDir('pme-admin-');
  let service: RunningService;
  /** The command's environment: the admin key, and a PORT where nothing listens (the lock says where). */
  const env = (extra: Record<string, string> = {}) => ({ ADMIN_KEY, PORT: '1', ...extra });
  const admin = (args: string[], extra?: Record<string, string>) =>
    runMain(dataDir, ['admin', ...args], env(extra));
  const projectKey = (p: Project) => ({ 'X-API-Key': p.secret_key });
  let first: Project;
  let walletId: string;
  let accountKey: Record<string, string>;
  let keysWhileRunning: unknown;

  before(async () => {
    service = await startEmbedded(dataDir, await freePort(), { ADMIN_KEY });
  });
  after(() => interrupt(service.child));

  it('should create a project through the running service, whose key that service accepts', async () => {
    first = printed<Project>(await admin(['create-project', '--name', 'through-the-service']));
    assert.match(first.secret_key, /^sk_/);
    const account = await service.client.post('/api/v1/project/account', {}, projectKey(first));
    assert.equal(account.status, 200, JSON.stringify(account.body));
    const created = await service.client.post(
      `/api/v1/project/account/${account.body.data.account_id}/api-key`,
      {},
      projectKey(first),
    );
    accountKey = { 'X-API-KEY': created.body.data.secret_key };
    const wallets = await service.client.get('/api/v1/wallets', accountKey);
    walletId = wallets.body.response[0].wallet_id;
  });

  it('should credit paper funds through the service, shown in the balance at once', async () => {
    const credit = await admin([
      'credit',
      '--wallet',
      walletId,
      '--chain',
      'POL',
      '--asset',
      'pUSD',
      '--amount',
      '12.50',
    ]);
    const { tx_hash, ...credited } = printed<Record<string, string>>(credit);
    assert.ok(tx_hash, 'a paper transaction id');
    assert.deepEqual(credited, { wallet_id: walletId, chain: 'POL', asset: 'pUSD', amount: '12.5' });
    const balance = await service.client.get(`/api/v1/wallet/pol/${walletId}/balance`, accountKey);
    assert.equal(balance.body.response.balance.pUSD, '12.5', JSON.stringify(balance.body));
  });

  it("should list a project's keys and revoke a leaked one, refused by the service at once", async () => {
    keysWhileRunning = printed(await admin(['keys', 'list', '--project', first.project_id]));
    assert.deepEqual(
      (keysWhileRunning as { api_keys: { public_key: string; active: boolean }[] }).api_keys.map((k) => [
        k.public_key,
        k.active,
      ]),
      [[first.public_key, true]],
    );

    const leaked = printed<Project>(await admin(['create-project', '--name', 'leaked']));
    assert.equal((await service.client.get('/api/v1/project/api-keys', projectKey(leaked))).status, 200);
    const revoked = printed(await admin(['keys', 'revoke', leaked.public_key]));
    assert.deepEqual([revoked.project_id, revoked.active], [leaked.project_id, false]);
    assert.equal(
      (await service.client.get('/api/v1/project/api-keys', projectKey(leaked))).status,
      401,
      'the service refuses the revoked key at once',
    );
  });

  it('should create, list and revoke data keys, and re-seal wallet keys through the service', async () => {
    const dataKey = printed(await admin(['data-keys', 'create', '--name', 'analysts']));
    assert.match(String(dataKey.secret), /^dk_/);
    const listed = printed<{ data_keys: { key_id: string }[] }>(await admin(['data-keys', 'list']));
    assert.deepEqual(
      listed.data_keys.map((k) => k.key_id),
      [dataKey.key_id],
    );
    const gone = printed(await admin(['data-keys', 'revoke', String(dataKey.key_id)]));
    assert.equal(gone.active, false);

    assert.deepEqual(printed(await admin(['rewrap-wallet-keys'])), { rewrapped: 0, kek_id: 'k1' });
  });

  it('should run a reconciliation pass through the service, skipping paper chains, and release a wallet', async () => {
    type Report = {
      pass: { pass_id: string; chains: unknown[]; skipped: { chain: string }[] };
      findings: unknown[];
    };
    const report = printed<Report>(await admin(['reconcile']));
    assert.deepEqual(
      report.pass.skipped.map((s) => s.chain),
      ['POL', 'SOL'],
    );
    assert.deepEqual([report.pass.chains, report.findings], [[], []]);
    const shown = await service.client.get('/api/v1/admin/reconciliation', { 'X-Admin-Key': ADMIN_KEY });
    assert.deepEqual(shown.body.data, report, 'the report of the pass the command ran');
    assert.deepEqual(printed(await admin(['reconcile', 'release', '--wallet', walletId])), {
      wallet_id: walletId,
      released: false,
      hold: null,
    });
    const usage = await admin(['reconcile', 'release']);
    assert.equal(usage.code, 2);
    assert.match(usage.output, /--wallet is required/);
  });

  it('should say what the service refused, and ask for the admin key when none is given', async () => {
    const unknown = await admin(['keys', 'revoke', 'pk_no_such_key']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.output, /the service answered 404: API key not found/);
    const noKey = await admin(['create-project', '--name', 'nobody'], { ADMIN_KEY: '' });
    assert.equal(noKey.code, 1);
    assert.match(
      noKey.output,
      new RegExp(`in use by process ${service.child.pid}.*--admin-key or ADMIN_KEY`, 's'),
    );
    const wrongKey = await admin(['create-project', '--name', 'nobody', '--admin-key', 'adm_wrong']);
    assert.equal(wrongKey.code, 1);
    assert.match(wrongKey.output, /the service answered 401/);
  });

  it('should work on the store itself once the service stopped, printing the same', async () => {
    assert.equal((await interrupt(service.child)).code, 0);
    assert.deepEqual(printed(await admin(['keys', 'list', '--project', first.project_id])), keysWhileRunning);
    const offline = printed<Project>(await admin(['create-project', '--name', 'while-stopped']));
    const offlinePass = printed<{ pass: { skipped: { chain: string }[] } }>(await admin(['reconcile']));
    assert.deepEqual(
      offlinePass.pass.skipped.map((s) => s.chain),
      ['POL', 'SOL'],
    );

    // Restarted with a new KEK (the old one retired): the offline project's key works, and the
    // rotation's re-seal goes through the service.
    const rotated = {
      WALLET_KEK: randomBytes(32).toString('base64'),
      WALLET_KEK_ID: 'k2',
      WALLET_KEKS_RETIRED: `k1:${TEST_WALLET_KEK}`,
    };
    service = await startEmbedded(dataDir, await freePort(), { ADMIN_KEY, ...rotated });
    assert.equal((await service.client.post('/api/v1/project/account', {}, projectKey(offline))).status, 200);
    assert.deepEqual(printed(await admin(['rewrap-wallet-keys'])), { rewrapped: 1, kek_id: 'k2' });
    assert.deepEqual(printed(await admin(['rewrap-wallet-keys'])), { rewrapped: 0, kek_id: 'k2' });
  });
});

describe('admin commands on a DATA_DIR without a store', function () {
  this.timeout(120_000);
  const parent = tempDir('pme-admin-nostore-');
  after(() => rmSync(parent, { recursive: true, force: true }));

  for (const args of [
    ['create-project', '--name', 'x'],
    ['data-keys', 'list'],
  ]) {
    it(`should refuse \`admin ${args.join(' ')}\` on an absent and on an empty directory, making nothing`, async () => {
      const absent = path.join(parent, `absent-${args[0]}`);
      const empty = tempDir('pme-admin-empty-');
      for (const dir of [absent, empty]) {
        const r = await runMain(dir, ['admin', ...args], { ADMIN_KEY });
        assert.equal(r.code, 1, r.output);
        assert.ok(
          r.output.includes(`no store at ${path.join(dir, 'postgres', 'cluster')}`),
          `output: ${r.output}`,
        );
        assert.match(
          r.output,
          /give the service's data directory .*start the service once \(npm start\) or run npm run migrate/,
        );
      }
      assert.equal(existsSync(absent), false, 'no directory made');
      assert.deepEqual(readdirSync(empty), [], 'nothing made in it');
      rmSync(empty, { recursive: true, force: true });
    });
  }
});

describe('the command line asked for help or given a wrong option', function () {
  this.timeout(60_000);
  const dir = tempDir('pme-cli-usage-');
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('should print the usage for --help and exit 0, touching no store', async () => {
    for (const args of [['--help'], ['sql', '--help'], ['admin', '-h']]) {
      const r = await runMain(dir, args, {});
      assert.equal(r.code, 0, r.output);
      assert.match(r.output, /usage: main\.ts/);
    }
    assert.deepEqual(readdirSync(dir), [], 'nothing made in DATA_DIR');
  });

  it('should name an unknown option and print the usage, without a stack trace, exiting 2', async () => {
    const r = await runMain(dir, ['sql', '--fromat', 'CSV', 'SELECT 1'], {});
    assert.equal(r.code, 2, r.output);
    assert.match(r.output, /Unknown option '--fromat'/);
    assert.match(r.output, /usage: main\.ts/);
    assert.doesNotMatch(r.output, /\bat \S+ \(/, 'no stack trace');
  });
});
