// A refusal the engine raises names its fields by their domain paths (`interests.1`, `metadata`,
// `settings.cors_origins`, `token`); the client, through the real routes against real PostgreSQL and
// Redis, reads each named by where its request carried it (`body.…`), with the status, code and
// `param` the engine raised it with (and no `param` where the engine names no single field at fault).
import assert from 'node:assert/strict';
import type { AppError } from '../../core/errors.ts';
import { METADATA_MAX_BYTES } from '../../engine/accounts/accounts.ts';
import { normalizeInterests } from '../../engine/accounts/interests.ts';
import {
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import { buildWalletOwner } from '../../harness/stack/wallets.ts';

const OUTSIDE_EVM = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('engine refusals as a client reads them', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let project: ProjectCredentials;

  before(async () => {
    api = await startAccountsApi();
    project = await api.newProject();
  });
  after(() => api.stop());

  it('should word an interest tag refused by the engine with its part, keeping its param', async () => {
    const engine = (() => {
      try {
        normalizeInterests(['ok', '   ']);
      } catch (err) {
        return err as AppError;
      }
      throw new Error('normalizeInterests took an empty tag');
    })();
    assert.deepEqual(
      [engine.message, engine.param, engine.fields],
      ['interests.1 must not be empty: a tag of 1 to 64 characters', 'interests.1', ['interests.1']],
    );

    const accountId = await api.newAccount(project);
    const key = await api.newAccountKey(project, accountId);
    const r = await api.client.post(
      '/api/v1/account/interests',
      { interests: ['ok', '   '] },
      { 'X-API-KEY': key.secret_key },
    );
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, {
      success: false,
      error: `body.${engine.message}`,
      code: 'invalid_request',
      param: 'interests.1',
    });
  });

  it('should word a nested settings field, and metadata refused without a param, in the body', async () => {
    const settings = await api.client.request('PUT', '/api/v1/project/settings', {
      body: { settings: { cors_origins: 'https://app.example.com' } },
      headers: projectHeaders(project),
    });
    assert.equal(settings.status, 400);
    assert.deepEqual(settings.body, {
      success: false,
      error: 'body.settings.cors_origins must be an array of at most 50 origins',
      code: 'invalid_request',
      param: 'settings.cors_origins',
    });

    const nul = await api.client.post(
      '/api/v1/project/account',
      { metadata: { a: 'nul\u0000byte' } },
      projectHeaders(project),
    );
    assert.equal(nul.status, 400);
    assert.deepEqual(nul.body, {
      success: false,
      error: 'body.metadata must not contain NUL characters (\\u0000)',
      code: 'invalid_request',
    });

    const metadata = { notes: 'x'.repeat(METADATA_MAX_BYTES) };
    const large = await api.client.post('/api/v1/project/account', { metadata }, projectHeaders(project));
    assert.equal(large.status, 413);
    const bytes = Buffer.byteLength(JSON.stringify(metadata));
    assert.deepEqual(large.body, {
      success: false,
      error: `body.metadata must be at most ${METADATA_MAX_BYTES} bytes (8 KB) of serialized JSON; got ${bytes} bytes`,
      code: 'payload_too_large',
    });
  });

  it('should word a withdrawal token the chain does not carry in the body, with the wallet id left in the path', async () => {
    const owner = await buildWalletOwner(api, project);
    const r = await api.client.post(
      `/api/v1/wallet/pol/${owner.walletId}/withdraw`,
      { token: 'DOGE', amount: '1', address: OUTSIDE_EVM },
      owner.headers,
    );
    assert.equal(r.status, 400);
    assert.equal(r.body.code, 'unknown_token');
    assert.match(r.body.error, /^body\.token must be one of: \S/);
    assert.equal('param' in r.body, false);
  });
});
