// The faucet (POST/GET /api/v1/project/account/{account_id}/faucet) over HTTP on real PostgreSQL
// and Redis: a project credits sandbox money to its own accounts' wallets on paper chains, capped
// per account and UTC day, idempotent, in one transaction with the ledger; a live chain refuses it,
// and so faucet money never reaches a chain or a live venue (live trading needs its chain live).
import assert from 'node:assert/strict';
import { loadConfig } from '../../core/config.ts';
import type { RateLimitedError } from '../../core/errors.ts';
import { faucetCredit } from '../../engine/wallets/faucet.ts';
import {
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import { buildWalletOwner, ledgerProblems, type WalletOwner } from '../../harness/stack/wallets.ts';

const CAP = '1000';
/** No RPC server answers here: a live chain the faucet must refuse before it reaches the chain. */
const UNREACHABLE_RPC = 'http://127.0.0.1:9/';

describe('the faucet: sandbox money with the project key', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let project: ProjectCredentials;
  let otherProject: ProjectCredentials;

  before(async () => {
    api = await startAccountsApi({
      FAUCET_DAILY_CAP_USDC: CAP,
      RATE_LIMIT_AUTH_FAILURES: '100000',
      RATE_LIMIT_ACCOUNT: '100000',
      RATE_LIMIT_PROJECT_KEY: '100000',
    });
    project = await api.newProject();
    otherProject = await api.newProject();
  });
  after(() => api?.stop());

  const faucet = (
    a: AccountsApi,
    p: ProjectCredentials,
    accountId: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    a.client.post(`/api/v1/project/account/${accountId}/faucet`, body, { ...projectHeaders(p), ...headers });
  const allowance = (a: AccountsApi, p: ProjectCredentials, accountId: string) =>
    a.client.get(`/api/v1/project/account/${accountId}/faucet`, projectHeaders(p));
  const balance = async (
    a: AccountsApi,
    owner: WalletOwner,
    chain: 'pol' | 'sol',
    walletId = owner.walletId,
  ) => {
    const r = await a.client.get(`/api/v1/wallet/${chain}/${walletId}/balance`, owner.headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.response.balance as Record<string, string>;
  };
  /** The UTC midnight after a moment: when the day of a credit made then ends. */
  const midnightAfter = (iso: string) => {
    const at = new Date(iso);
    return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1)).toISOString();
  };
  const MIDNIGHT = /^\d{4}-\d\d-\d\dT00:00:00\.000Z$/;

  it("should credit the account's first wallet, list it as a faucet deposit and keep the ledger balanced", async () => {
    const owner = await buildWalletOwner(api, project);
    const r = await faucet(api, project, owner.accountId, { chain: 'POL', asset: 'pusd', amount: '100.5' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.success, true);
    const credit = r.body.data;
    assert.match(credit.tx_hash, /^faucet:[0-9a-f-]{36}$/);
    assert.deepEqual(
      { ...credit, tx_hash: 'x', created_at: 'x' },
      {
        tx_hash: 'x',
        created_at: 'x',
        wallet_id: owner.walletId,
        chain: 'POL',
        asset: 'pUSD',
        amount: '100.5',
        daily_cap: CAP,
        credited_today: '100.5',
        remaining_today: '899.5',
        resets_at: midnightAfter(credit.created_at),
        chains: ['POL', 'SOL'],
      },
    );
    assert.equal(r.headers.get('idempotent-replayed'), null);
    assert.equal((await balance(api, owner, 'pol')).pUSD, '100.5');

    const transfers = await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/transfers`, owner.headers);
    assert.equal(transfers.status, 200);
    assert.deepEqual(
      transfers.body.response.map((t: { type: string; tx_hash: string; amount: string; status: string }) => [
        t.type,
        t.tx_hash,
        t.amount,
        t.status,
      ]),
      [['DEPOSIT', credit.tx_hash, '100.5', 'CONFIRMED']],
    );
    const journals = await api.sql.query<{ kind: string }>(
      'test.faucet_journals',
      `SELECT DISTINCT j.kind FROM ledger_journals j JOIN ledger_entries e USING (journal_id)
       JOIN ledger_accounts a USING (ledger_account_id) WHERE a.wallet_id = $1`,
      [owner.walletId],
    );
    assert.deepEqual(
      journals.map((j) => j.kind),
      ['faucet'],
    );
    assert.deepEqual(await ledgerProblems(api), []);

    const left = await allowance(api, project, owner.accountId);
    assert.equal(left.status, 200);
    assert.deepEqual(left.body.data, {
      daily_cap: CAP,
      credited_today: '100.5',
      remaining_today: '899.5',
      resets_at: credit.resets_at,
      chains: ['POL', 'SOL'],
    });
  });

  it('should credit another wallet of the account when named, and USDC on SOL for venue_b', async () => {
    const owner = await buildWalletOwner(api, project);
    const second = (await api.client.post('/api/v1/wallets', undefined, owner.headers)).body.response
      .wallet_id as string;
    const r = await faucet(api, project, owner.accountId, {
      wallet_id: second,
      chain: 'SOL',
      asset: 'USDC',
      amount: 25,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.wallet_id, second);
    assert.equal((await balance(api, owner, 'sol', second)).USDC, '25');
    assert.equal((await balance(api, owner, 'sol')).USDC, '0', 'the first wallet is untouched');
  });

  it('should refuse a request past the daily cap whole, saying what is left and when it resets, over all chains', async () => {
    const owner = await buildWalletOwner(api, project);
    assert.equal(
      (await faucet(api, project, owner.accountId, { chain: 'POL', asset: 'pUSD', amount: '600' })).status,
      200,
    );
    assert.equal(
      (await faucet(api, project, owner.accountId, { chain: 'SOL', asset: 'USDC', amount: '100' })).status,
      200,
    );

    const over = await faucet(api, project, owner.accountId, {
      chain: 'POL',
      asset: 'USDC.e',
      amount: '300.000001',
    });
    assert.equal(over.status, 429);
    assert.deepEqual([over.body.success, over.body.code], [false, 'faucet_cap_reached']);
    const told =
      /^the faucet credits at most 1000 USDC per account and UTC day: 300 left today, 300\.000001 asked; the cap resets at (\S+)$/.exec(
        over.body.error,
      );
    assert.ok(told, over.body.error);
    assert.match(told[1]!, MIDNIGHT);
    const retryAfter = Number(over.headers.get('retry-after'));
    assert.ok(
      Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 86_400,
      `Retry-After ${retryAfter}`,
    );
    assert.equal(
      (await balance(api, owner, 'pol'))['USDC.e'],
      '0',
      'nothing of a refused request is credited',
    );

    assert.equal(
      (await faucet(api, project, owner.accountId, { chain: 'POL', asset: 'USDC.e', amount: '300' })).status,
      200,
      'exactly up to the cap',
    );
    const spent = await faucet(api, project, owner.accountId, {
      chain: 'SOL',
      asset: 'USDC',
      amount: '0.000001',
    });
    assert.deepEqual([spent.status, spent.body.code], [429, 'faucet_cap_reached']);
    assert.equal((await allowance(api, project, owner.accountId)).body.data.remaining_today, '0');

    const neighbour = await buildWalletOwner(api, project);
    assert.equal(
      (await faucet(api, project, neighbour.accountId, { chain: 'POL', asset: 'pUSD', amount: CAP })).status,
      200,
      'the cap is per account',
    );
    assert.deepEqual(await ledgerProblems(api), []);
  });

  it('should start the cap afresh at the next UTC midnight (a controlled clock)', async () => {
    const owner = await buildWalletOwner(api, project);
    const deps = { sql: api.sql, chains: api.custody.chains, policy: { dailyCap: CAP } };
    const ask = {
      projectId: project.project_id,
      accountId: owner.accountId,
      chain: 'POL' as const,
      asset: 'pUSD',
      amount: CAP,
    };
    const evening = new Date('2031-03-04T23:59:59.500Z');
    const first = await faucetCredit(deps, ask, evening);
    assert.deepEqual([first.remainingToday, first.resetsAt.toISOString()], ['0', '2031-03-05T00:00:00.000Z']);
    await assert.rejects(
      faucetCredit(deps, { ...ask, amount: '1' }, evening),
      (err: RateLimitedError) => err.code === 'faucet_cap_reached' && err.retryAfterSeconds === 1,
    );
    const morning = await faucetCredit(deps, ask, new Date('2031-03-05T00:00:00.000Z'));
    assert.deepEqual([morning.creditedToday, morning.remainingToday], [CAP, '0']);
    assert.equal((await balance(api, owner, 'pol')).pUSD, '2000');
  });

  it('should let concurrent requests of one account pass the cap no further than it allows', async () => {
    const owner = await buildWalletOwner(api, project);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        faucet(api, project, owner.accountId, { chain: 'POL', asset: 'pUSD', amount: '300' }),
      ),
    );
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 200, 200, 429, 429, 429]);
    assert.equal((await balance(api, owner, 'pol')).pUSD, '900');
  });

  it('should credit once per Idempotency-Key, answer a repeat with the first credit, and refuse the key for another body', async () => {
    const owner = await buildWalletOwner(api, project);
    const key = { 'Idempotency-Key': `faucet-${owner.accountId}` };
    const body = { chain: 'POL', asset: 'pUSD', amount: '40' };
    const first = await faucet(api, project, owner.accountId, body, key);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const repeats = await Promise.all(
      [1, 2, 3].map(() => faucet(api, project, owner.accountId, { ...body, amount: 40 }, key)),
    );
    for (const r of repeats) {
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('idempotent-replayed'), 'true');
      assert.equal(r.body.data.tx_hash, first.body.data.tx_hash);
      assert.equal(r.body.data.amount, '40');
    }
    assert.equal((await balance(api, owner, 'pol')).pUSD, '40');
    assert.equal((await allowance(api, project, owner.accountId)).body.data.credited_today, '40');

    const other = await faucet(api, project, owner.accountId, { ...body, amount: '41' }, key);
    assert.deepEqual([other.status, other.body.code], [409, 'idempotency_conflict']);
    assert.equal((await balance(api, owner, 'pol')).pUSD, '40');

    const fresh = await faucet(api, project, owner.accountId, body);
    assert.notEqual(
      fresh.body.data.tx_hash,
      first.body.data.tx_hash,
      'without a key every request is a new credit',
    );
    assert.equal((await balance(api, owner, 'pol')).pUSD, '80');
  });

  it("should answer 404 for another project's account and for a wallet that is not the account's, crediting nothing", async () => {
    const owner = await buildWalletOwner(api, project);
    const stranger = await faucet(api, otherProject, owner.accountId, {
      chain: 'POL',
      asset: 'pUSD',
      amount: '10',
    });
    assert.deepEqual(
      [stranger.status, stranger.body],
      [404, { success: false, error: 'account not found', code: 'account_not_found' }],
    );
    assert.deepEqual((await allowance(api, otherProject, owner.accountId)).status, 404);
    const missing = await faucet(api, project, '00000000-0000-4000-8000-000000000000', {
      chain: 'POL',
      asset: 'pUSD',
      amount: '10',
    });
    assert.deepEqual([missing.status, missing.body.code], [404, 'account_not_found']);

    const neighbour = await buildWalletOwner(api, project);
    const foreignWallet = await faucet(api, project, owner.accountId, {
      wallet_id: neighbour.walletId,
      chain: 'POL',
      asset: 'pUSD',
      amount: '10',
    });
    assert.deepEqual([foreignWallet.status, foreignWallet.body.code], [404, 'wallet_not_found']);

    const withAccountKey = await api.client.post(
      `/api/v1/project/account/${owner.accountId}/faucet`,
      { chain: 'POL', asset: 'pUSD', amount: '10' },
      owner.headers,
    );
    assert.equal(withAccountKey.status, 403, 'an account cannot credit itself: the project decides');
    assert.equal((await balance(api, owner, 'pol')).pUSD, '0');
    assert.equal((await balance(api, neighbour, 'pol')).pUSD, '0');
  });

  it('should refuse an asset the chain does not have and an amount finer than the token, naming the field', async () => {
    const owner = await buildWalletOwner(api, project);
    const asset = await faucet(api, project, owner.accountId, { chain: 'SOL', asset: 'pUSD', amount: '1' });
    assert.deepEqual(
      [asset.status, asset.body.code, asset.body.error],
      [400, 'unknown_token', 'body.asset must be one of: USDC'],
    );
    const fine = await faucet(api, project, owner.accountId, {
      chain: 'POL',
      asset: 'pUSD',
      amount: '0.0000001',
    });
    assert.deepEqual([fine.status, fine.body.code], [400, 'invalid_amount']);
    const zero = await faucet(api, project, owner.accountId, { chain: 'POL', asset: 'pUSD', amount: '0' });
    assert.deepEqual([zero.status, zero.body.code], [400, 'invalid_amount']);
  });

  describe('on a live chain', () => {
    let live: AccountsApi;
    let liveProject: ProjectCredentials;

    before(async () => {
      live = await startAccountsApi({ POLYGON_RPC_URL: UNREACHABLE_RPC });
      liveProject = await live.newProject();
    });
    after(() => live?.stop());

    it('should refuse the faucet with 409 faucet_live and credit nothing, while the paper chain still takes it', async () => {
      const owner = await buildWalletOwner(live, liveProject);
      const r = await faucet(
        live,
        liveProject,
        owner.accountId,
        { chain: 'POL', asset: 'pUSD', amount: '10' },
        { 'Idempotency-Key': 'k1' },
      );
      assert.deepEqual(r.body, {
        success: false,
        error: 'POL is connected to its chain: the faucet credits paper chains only',
        code: 'faucet_live',
      });
      assert.equal(r.status, 409);
      const rows = await live.sql.query(
        'test.faucet_rows',
        'SELECT 1 FROM faucet_credits WHERE account_id = $1',
        [owner.accountId],
      );
      assert.equal(rows.length, 0);
      const deposits = await live.sql.query(
        'test.faucet_deposits',
        'SELECT 1 FROM deposits WHERE wallet_id = $1',
        [owner.walletId],
      );
      assert.equal(deposits.length, 0);

      assert.equal((await allowance(live, liveProject, owner.accountId)).body.data.chains.join(), 'SOL');
      const sol = await faucet(live, liveProject, owner.accountId, {
        chain: 'SOL',
        asset: 'USDC',
        amount: '10',
      });
      assert.equal(sol.status, 200, JSON.stringify(sol.body));
    });

    it('should never meet a live venue: live trading is refused at start unless its chain is live, where the faucet is refused', () => {
      for (const [mode, chain] of [
        ['TRADING_VENUE_A', 'POLYGON_RPC_URL'],
        ['TRADING_VENUE_B', 'SOLANA_RPC_URL'],
      ] as const) {
        assert.throws(() => loadConfig({ [mode]: 'live' }), new RegExp(`${mode}=live needs ${chain}`));
      }
    });
  });
});
