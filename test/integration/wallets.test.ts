// Wallet routes (spec 4.5: wallets, balances, transfers, withdrawals) over HTTP on real PostgreSQL
// and Redis, with both chains in paper mode: funds arrive through the admin credit route and
// withdrawals settle in the ledger alone. What is checked here holds on a live chain too; the
// chain side itself is test/integration/wallet-chain.test.ts.
import assert from 'node:assert/strict';
import { Keypair, PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';
import { randomBytes } from 'node:crypto';
import { KeyVault } from '../../chains/custody/key-vault.ts';
import { currentKek } from '../../bin/wiring/custody.ts';
import { rewrapWalletKeys, withWalletKey, type Custody } from '../../engine/wallets/wallets.ts';
import {
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import type { TestClient } from '../../harness/stack/http.ts';
import { ISO_Z, UUID } from '../support/shapes.ts';
import {
  buildWalletOwner,
  ledgerProblems,
  paperCredit,
  type WalletOwner,
} from '../../harness/stack/wallets.ts';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOL_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const OUTSIDE_EVM = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** Base58 (Bitcoin alphabet), the text form of Solana keys. */
const base58 = (bytes: Uint8Array): string => bs58.encode(bytes);

describe('wallets, balances, transfers and withdrawals (paper mode)', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let client: TestClient;
  let project: ProjectCredentials;
  let otherProject: ProjectCredentials;

  before(async () => {
    api = await startAccountsApi({ RATE_LIMIT_AUTH_FAILURES: '100000', RATE_LIMIT_ACCOUNT: '100000' });
    client = api.client;
    project = await api.newProject();
    otherProject = await api.newProject();
  });
  after(() => api.stop());

  const balance = async (owner: WalletOwner, chain: 'pol' | 'sol') => {
    const r = await client.get(`/api/v1/wallet/${chain}/${owner.walletId}/balance`, owner.headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.response.balance as Record<string, string>;
  };
  const withdraw = (owner: WalletOwner, body: unknown, headers: Record<string, string> = {}) =>
    client.post(`/api/v1/wallet/pol/${owner.walletId}/withdraw`, body, { ...owner.headers, ...headers });

  describe('wallets', () => {
    it('should give every new account one wallet with an EVM and a Solana address', async () => {
      const owner = await buildWalletOwner(api, project);
      const r = await client.get('/api/v1/wallets', owner.headers);
      assert.equal(r.status, 200);
      assert.equal(r.body.success, true);
      assert.equal(r.body.response.length, 1);
      const [wallet] = r.body.response;
      assert.deepEqual(Object.keys(wallet).sort(), ['addresses', 'created_at', 'wallet_id']);
      assert.match(wallet.wallet_id, UUID);
      assert.match(wallet.addresses.POL, EVM_ADDRESS);
      assert.notEqual(wallet.addresses.POL, wallet.addresses.POL.toLowerCase(), 'EVM address is checksummed');
      assert.match(wallet.addresses.SOL, SOL_ADDRESS);
      assert.equal(new PublicKey(wallet.addresses.SOL).toBase58(), wallet.addresses.SOL);
      assert.match(wallet.created_at, ISO_Z);
    });

    it('should create further wallets with POST /api/v1/wallets, each with addresses of its own', async () => {
      const owner = await buildWalletOwner(api, project);
      const created = await client.post('/api/v1/wallets', undefined, owner.headers);
      assert.equal(created.status, 200);
      const list = await client.get('/api/v1/wallets', owner.headers);
      assert.deepEqual(
        list.body.response.map((w: { wallet_id: string }) => w.wallet_id),
        [owner.walletId, created.body.response.wallet_id],
      );
      assert.notEqual(created.body.response.addresses.POL, owner.addresses.POL);
      assert.notEqual(created.body.response.addresses.SOL, owner.addresses.SOL);
    });

    it('should answer 404 for another account’s wallet, in this project or another, on every wallet route', async () => {
      const owner = await buildWalletOwner(api, project);
      await paperCredit(api, owner.walletId, 'POL', 'USDC.e', '10');
      const neighbour = await buildWalletOwner(api, project);
      const stranger = await buildWalletOwner(api, otherProject);
      for (const intruder of [neighbour, stranger]) {
        for (const path of [
          'balance',
          'pol/ID/balance',
          'sol/ID/balance',
          'pol/ID/transfers',
          'sol/ID/transfers',
        ]) {
          const url = path.includes('ID')
            ? `/api/v1/wallet/${path.replace('ID', owner.walletId)}`
            : `/api/v1/wallet/${owner.walletId}/${path}`;
          const r = await client.get(url, intruder.headers);
          assert.equal(r.status, 404, url);
          assert.deepEqual(r.body, { success: false, error: 'wallet not found', code: 'wallet_not_found' });
        }
        const w = await withdraw(
          { ...owner, headers: intruder.headers },
          { token: 'USDC.e', amount: '1', address: OUTSIDE_EVM },
        );
        assert.equal(w.status, 404);
      }
      assert.equal((await balance(owner, 'pol'))['USDC.e'], '10');
      const missing = await client.get(
        '/api/v1/wallet/00000000-0000-4000-8000-000000000000/balance',
        owner.headers,
      );
      assert.deepEqual([missing.status, missing.body.error], [404, 'wallet not found']);
    });

    it('should keep no key material in plain text anywhere in the database', async () => {
      const owner = await buildWalletOwner(api, project);
      const secrets: string[] = [];
      for (const chain of ['POL', 'SOL'] as const) {
        await withWalletKey(api.sql, api.custody, owner.walletId, chain, (key) => {
          const bytes = Buffer.from(key);
          secrets.push(bytes.toString('hex'), bytes.toString('base64'), base58(bytes));
          // The Solana secret's first half is the seed: it must not appear alone either.
          if (chain === 'SOL')
            assert.equal(
              base58(bytes.subarray(32)),
              owner.addresses.SOL,
              'the second half is the public key',
            );
          if (bytes.length === 64)
            secrets.push(bytes.subarray(0, 32).toString('hex'), base58(bytes.subarray(0, 32)));
          return Promise.resolve();
        });
      }
      const tables = await api.sql.query<{ table_name: string }>(
        'test.tables',
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      );
      assert.ok(tables.some((t) => t.table_name === 'wallets'));
      let dump = '';
      for (const { table_name } of tables) {
        // bytea columns appear as hex (\x…) in row_to_json text: compared below in hex, case-insensitively.
        const rows = await api.sql.query<{ j: string }>(
          'test.dump',
          `SELECT row_to_json(t)::text AS j FROM "${table_name}" t`,
        );
        dump += rows.map((r) => r.j).join('\n');
      }
      const haystack = dump.toLowerCase();
      for (const secret of secrets)
        assert.ok(
          !dump.includes(secret) && !haystack.includes(secret.toLowerCase()),
          'a key appears in the database',
        );
      assert.ok(dump.includes(owner.addresses.POL), 'the dump did cover the wallet');
    });
  });

  describe('balances and transfers', () => {
    it('should answer a zero balance per asset of each chain for a new wallet', async () => {
      const owner = await buildWalletOwner(api, project);
      const r = await client.get(`/api/v1/wallet/${owner.walletId}/balance`, owner.headers);
      assert.equal(r.status, 200);
      const [pol, sol] = [{ 'USDC.e': '0', pUSD: '0' }, { USDC: '0' }];
      const { walletId: wallet_id, addresses } = owner;
      assert.deepEqual(r.body.response, [
        { wallet_id, chain_id: 'POL', address: addresses.POL, balance: pol, held: pol, total: pol },
        { wallet_id, chain_id: 'SOL', address: addresses.SOL, balance: sol, held: sol, total: sol },
      ]);
      const onSol = await client.get(`/api/v1/wallet/sol/${owner.walletId}/balance`, owner.headers);
      assert.deepEqual(onSol.body.response, r.body.response[1]);
    });

    it('should credit paper funds exactly, list them as deposits newest first, and page with limit and offset', async () => {
      const owner = await buildWalletOwner(api, project);
      const first = await paperCredit(api, owner.walletId, 'POL', 'USDC.e', '100.25');
      const second = await paperCredit(api, owner.walletId, 'POL', 'pusd', '0.000001');
      await paperCredit(api, owner.walletId, 'SOL', 'USDC', '7');
      assert.deepEqual(await balance(owner, 'pol'), { 'USDC.e': '100.25', pUSD: '0.000001' });
      assert.deepEqual(await balance(owner, 'sol'), { USDC: '7' });
      // Nothing holds any of it: held is zero and the total is the balance, on both routes.
      const zero = { held: { 'USDC.e': '0', pUSD: '0' }, total: { 'USDC.e': '100.25', pUSD: '0.000001' } };
      const read = async (path: string) => (await client.get(path, owner.headers)).body.response;
      const pol = await read(`/api/v1/wallet/pol/${owner.walletId}/balance`);
      assert.deepEqual({ held: pol.held, total: pol.total }, zero);
      const [both] = await read(`/api/v1/wallet/${owner.walletId}/balance`);
      assert.deepEqual(both, pol);

      const r = await client.get(`/api/v1/wallet/pol/${owner.walletId}/transfers`, owner.headers);
      assert.equal(r.status, 200);
      assert.deepEqual(
        r.body.response.map((t: { tx_hash: string }) => t.tx_hash),
        [second, first],
      );
      const [, deposit] = r.body.response;
      assert.deepEqual(
        { ...deposit, created_at: undefined },
        {
          tx_hash: first,
          transfer_type: 'DEPOSIT',
          type: 'DEPOSIT',
          asset_type: 'ERC20',
          asset_id: 'USDC.e',
          address: owner.addresses.POL,
          from_address: 'paper:faucet',
          to_address: owner.addresses.POL,
          amount: '100.25',
          status: 'CONFIRMED',
          created_at: undefined,
          withdrawal_id: null,
        },
      );
      assert.match(deposit.created_at, ISO_Z);
      const page = await client.get(
        `/api/v1/wallet/pol/${owner.walletId}/transfers?limit=1&offset=1`,
        owner.headers,
      );
      assert.deepEqual(
        page.body.response.map((t: { tx_hash: string }) => t.tx_hash),
        [first],
      );
      const sol = await client.get(`/api/v1/wallet/sol/${owner.walletId}/transfers`, owner.headers);
      assert.deepEqual(
        sol.body.response.map((t: { asset_type: string; amount: string }) => [t.asset_type, t.amount]),
        [['SPL_TOKEN', '7']],
      );
      const tooMany = await client.get(
        `/api/v1/wallet/pol/${owner.walletId}/transfers?limit=251`,
        owner.headers,
      );
      assert.equal(tooMany.status, 400);
      assert.deepEqual(await ledgerProblems(api), []);
    });

    it('should refuse paper credits of unknown assets, bad amounts and unknown wallets, and without the admin key', async () => {
      const owner = await buildWalletOwner(api, project);
      const credit = (
        body: unknown,
        headers = { 'X-Admin-Key': 'adm_test_key' },
        walletId = owner.walletId,
      ) => client.post(`/api/v1/admin/wallets/${walletId}/credit`, body, headers);
      assert.equal((await credit({ chain: 'POL', asset: 'DOGE', amount: '1' })).status, 400);
      assert.equal((await credit({ chain: 'POL', asset: 'USDC.e', amount: '-1' })).status, 400);
      assert.equal((await credit({ chain: 'POL', asset: 'USDC.e', amount: '0.0000001' })).status, 400);
      assert.equal((await credit({ chain: 'POL', asset: 'USDC.e', amount: 0 })).status, 400);
      assert.equal((await credit({ chain: 'POL', asset: 'USDC.e', amount: 1e-7 })).status, 400);
      const huge = await credit({ chain: 'POL', asset: 'USDC.e', amount: '9'.repeat(100) });
      assert.deepEqual(
        [huge.status, huge.body.error],
        [400, 'body.amount must have at most 30 digits before the decimal point'],
      );
      // The largest amount accepted is credited exactly.
      const largest = await credit({ chain: 'POL', asset: 'pUSD', amount: `${'9'.repeat(30)}.999999` });
      assert.equal(largest.status, 200, JSON.stringify(largest.body));
      assert.equal(
        (await credit({ chain: 'POL', asset: 'USDC.e', amount: '1' }, { 'X-Admin-Key': 'adm_wrong' })).status,
        401,
      );
      assert.equal(
        (
          await credit(
            { chain: 'POL', asset: 'USDC.e', amount: '1' },
            undefined,
            '00000000-0000-4000-8000-000000000000',
          )
        ).status,
        404,
      );
      assert.deepEqual(await balance(owner, 'pol'), { 'USDC.e': '0', pUSD: `${'9'.repeat(30)}.999999` });
    });
  });

  describe('withdrawals', () => {
    it('should withdraw from the available balance and list the withdrawal with its transaction', async () => {
      const owner = await buildWalletOwner(api, project);
      await paperCredit(api, owner.walletId, 'POL', 'USDC.e', '50');
      const r = await withdraw(owner, {
        token: 'USDC.e',
        amount: '12.5',
        address: OUTSIDE_EVM.toLowerCase(),
        chain: 'POLYGON',
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.match(r.body.response.tx_hash, /^paper:/);
      assert.equal(r.body.response.status, 'CONFIRMED');
      assert.deepEqual(await balance(owner, 'pol'), { 'USDC.e': '37.5', pUSD: '0' });
      const transfers = await client.get(`/api/v1/wallet/pol/${owner.walletId}/transfers`, owner.headers);
      const [latest] = transfers.body.response;
      assert.deepEqual(
        [
          latest.transfer_type,
          latest.tx_hash,
          latest.amount,
          latest.from_address,
          latest.to_address,
          latest.status,
        ],
        ['WITHDRAWAL', r.body.response.tx_hash, '12.5', owner.addresses.POL, OUTSIDE_EVM, 'CONFIRMED'],
      );
      assert.equal(latest.withdrawal_id, r.body.response.withdrawal_id);
      // Looked up by its id: the list's item.
      const one = await client.get(
        `/api/v1/wallet/pol/${owner.walletId}/withdrawal/${latest.withdrawal_id}`,
        owner.headers,
      );
      assert.equal(one.status, 200);
      assert.deepEqual(one.body.response, latest);
      // Not on the other chain, not another id, not from another account's wallet.
      const solPath = `/api/v1/wallet/sol/${owner.walletId}/withdrawal/${latest.withdrawal_id}`;
      assert.equal((await client.get(solPath, owner.headers)).status, 404);
      const unknown = await client.get(
        `/api/v1/wallet/pol/${owner.walletId}/withdrawal/${crypto.randomUUID()}`,
        owner.headers,
      );
      assert.deepEqual([unknown.status, unknown.body.code], [404, 'not_found']);
      const stranger = await buildWalletOwner(api, project);
      const foreign = await client.get(
        `/api/v1/wallet/pol/${owner.walletId}/withdrawal/${latest.withdrawal_id}`,
        stranger.headers,
      );
      assert.equal(foreign.status, 404);
      assert.deepEqual(await ledgerProblems(api), []);
    });

    it('should answer every bad input with a clean 400 and debit nothing', async () => {
      const owner = await buildWalletOwner(api, project);
      await paperCredit(api, owner.walletId, 'POL', 'USDC.e', '10');
      const cases: [unknown, RegExp][] = [
        [{ token: 'USDC.e', amount: '1', address: '0x1234' }, /body\.address is not a valid POL address/],
        // A wrong EIP-55 checksum is told apart from a malformed address, with the checksummed form.
        [
          { token: 'USDC.e', amount: '1', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA73' },
          /^body\.address has a checksum mismatch \(EIP-55 mixed case\): did you mean 0x8ba1F109551BD432803012645AC136ddd64Dba73\?/,
        ],
        // One letter's case slipped in a real checksummed address (…dBA72 for …DBA72).
        [
          { token: 'USDC.e', amount: '1', address: '0x8ba1f109551bD432803012645Ac136ddd64dBA72' },
          /did you mean 0x8ba1f109551bD432803012645Ac136ddd64DBA72\?/,
        ],
        [
          { token: 'USDC.e', amount: '1', address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
          /body\.address/,
        ],
        [{ token: 'USDC.e', amount: '-5', address: OUTSIDE_EVM }, /body\.amount must be a positive decimal/],
        [{ token: 'USDC.e', amount: '0', address: OUTSIDE_EVM }, /body\.amount/],
        [{ token: 'USDC.e', amount: 'ten', address: OUTSIDE_EVM }, /body\.amount/],
        [{ token: 'USDC.e', amount: '1e3', address: OUTSIDE_EVM }, /body\.amount/],
        [{ token: 'USDC.e', amount: '0.0000001', address: OUTSIDE_EVM }, /at most 6 decimals/],
        [{ token: 'USDC.e', amount: -1, address: OUTSIDE_EVM }, /body\.amount/],
        // Beyond what the ledger's NUMERIC(78, 0) holds in base units: a 400, not a database error.
        [
          { token: 'USDC.e', amount: '9'.repeat(100), address: OUTSIDE_EVM },
          /body\.amount must have at most 30 digits before the decimal point/,
        ],
        [
          { token: 'USDC.e', amount: '1'.repeat(31), address: OUTSIDE_EVM },
          /body\.amount must have at most 30 digits/,
        ],
        [
          { token: 'USDC.e', amount: 1e308, address: OUTSIDE_EVM },
          /body\.amount must have at most 30 digits/,
        ],
        [{ token: 'WETH', amount: '1', address: OUTSIDE_EVM }, /body\.token must be one of: USDC\.e, pUSD/],
        [{ token: 'USDC', amount: '1', address: OUTSIDE_EVM }, /body\.token/],
        [{ token: 'USDC.e', amount: '10.000001', address: OUTSIDE_EVM }, /exceeds the available balance/],
        [{ token: 'pUSD', amount: '1', address: OUTSIDE_EVM }, /exceeds the available balance/],
        [{ token: 'USDC.e', amount: '1', address: OUTSIDE_EVM, chain: 'SOLANA' }, /body\.chain/],
        [{ token: 'USDC.e', amount: '1' }, /body.*address/],
        [{ token: 'USDC.e', amount: '1', address: OUTSIDE_EVM, extra: 1 }, /body/],
      ];
      for (const [body, message] of cases) {
        const r = await withdraw(owner, body);
        assert.equal(r.status, 400, JSON.stringify(body));
        assert.equal(r.body.success, false);
        assert.match(r.body.error, message, JSON.stringify(body));
      }
      assert.deepEqual(await balance(owner, 'pol'), { 'USDC.e': '10', pUSD: '0' });
      const transfers = await client.get(`/api/v1/wallet/pol/${owner.walletId}/transfers`, owner.headers);
      assert.deepEqual(
        transfers.body.response.map((t: { transfer_type: string }) => t.transfer_type),
        ['DEPOSIT'],
      );
    });

    it('should withdraw USDC on the sol route to a wallet address and refuse an off-curve one, saying why', async () => {
      const owner = await buildWalletOwner(api, project);
      await paperCredit(api, owner.walletId, 'SOL', 'USDC', '5');
      const url = `/api/v1/wallet/sol/${owner.walletId}/withdraw`;
      const [tokenAccount] = PublicKey.findProgramAddressSync(
        [Buffer.from('not-a-wallet')],
        new PublicKey(owner.addresses.SOL),
      );
      const offCurve = await client.post(
        url,
        { token: 'USDC', amount: '1', address: tokenAccount.toBase58() },
        owner.headers,
      );
      assert.equal(offCurve.status, 400);
      assert.match(
        offCurve.body.error,
        /^body\.address is off the ed25519 curve \(a program-derived address such as a multisig vault, or a token account\).*a token account pasted by mistake, whose tokens would be lost/,
      );
      const evm = await client.post(url, { token: 'USDC', amount: '1', address: OUTSIDE_EVM }, owner.headers);
      assert.deepEqual(
        [evm.status, evm.body.error],
        [400, 'body.address is not a valid SOL address (base58 of 32 bytes)'],
      );
      const ok = await client.post(
        url,
        { token: 'usdc', amount: 1.25, address: Keypair.generate().publicKey.toBase58(), chain: 'SOLANA' },
        owner.headers,
      );
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.deepEqual(await balance(owner, 'sol'), { USDC: '3.75' });
    });
  });
});

describe('wallet key rotation (rewrap-wallet-keys)', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  before(async () => {
    api = await startAccountsApi();
  });
  after(() => api.stop());

  it('should re-seal every data key under the new KEK so that the old one can be dropped, keys unchanged', async () => {
    const project = await api.newProject();
    const owners = [await buildWalletOwner(api, project), await buildWalletOwner(api, project)];
    const keyOf = (custody: Custody, walletId: string, chain: 'POL' | 'SOL') =>
      withWalletKey(api.sql, custody, walletId, chain, (key) =>
        Promise.resolve(Buffer.from(key).toString('hex')),
      );
    const before = await Promise.all(owners.map((o) => keyOf(api.custody, o.walletId, 'SOL')));

    const old = { id: api.config.WALLET_KEK_ID, key: currentKek(api.config) };
    const next = { id: 'k2', key: randomBytes(32) };
    assert.equal(await rewrapWalletKeys(api.sql, new KeyVault(next, [old])), 2);
    assert.equal(await rewrapWalletKeys(api.sql, new KeyVault(next, [old])), 0, 'nothing left to re-seal');
    const kekIds = await api.sql.query<{ kek_id: string }>(
      'test.kek_ids',
      'SELECT DISTINCT kek_id FROM wallets',
    );
    assert.deepEqual(kekIds, [{ kek_id: 'k2' }]);

    const onlyNew: Custody = { ...api.custody, vault: new KeyVault(next) };
    assert.deepEqual(await Promise.all(owners.map((o) => keyOf(onlyNew, o.walletId, 'SOL'))), before);
    await assert.rejects(keyOf(api.custody, owners[0]!.walletId, 'POL'), /KEK k2 is not configured/);
  });
});

// The guarantees that depend on the database's isolation, on both placements a user gets.
for (const placement of ['servers', 'embedded'] as const) {
  describe(`concurrent withdrawals through the HTTP API (${placement})`, function () {
    this.timeout(60_000);
    let api: AccountsApi;
    let client: TestClient;
    let project: ProjectCredentials;

    before(async () => {
      api = await startAccountsApi(
        { RATE_LIMIT_AUTH_FAILURES: '100000', RATE_LIMIT_ACCOUNT: '100000' },
        placement,
      );
      client = api.client;
      project = await api.newProject();
    });
    after(() => api.stop());

    const balance = async (owner: WalletOwner) => {
      const r = await client.get(`/api/v1/wallet/pol/${owner.walletId}/balance`, owner.headers);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body.response.balance as Record<string, string>;
    };
    const withdraw = (owner: WalletOwner, body: unknown, headers: Record<string, string> = {}) =>
      client.post(`/api/v1/wallet/pol/${owner.walletId}/withdraw`, body, { ...owner.headers, ...headers });

    it('should withdraw once for one Idempotency-Key, and refuse the key for a different withdrawal', async () => {
      const owner = await buildWalletOwner(api, project);
      await paperCredit(api, owner.walletId, 'POL', 'USDC.e', '10');
      const body = { token: 'USDC.e', amount: '4', address: OUTSIDE_EVM };
      const key = { 'Idempotency-Key': 'withdraw-42' };
      const first = await withdraw(owner, body, key);
      const again = await withdraw(owner, body, key);
      const concurrent = await Promise.all([withdraw(owner, body, key), withdraw(owner, body, key)]);
      for (const r of [again, ...concurrent]) assert.deepEqual(r.body, first.body);
      assert.equal(first.headers.get('idempotent-replayed'), null);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(await balance(owner), { 'USDC.e': '6', pUSD: '0' });
      const other = await withdraw(owner, { ...body, amount: '5' }, key);
      assert.equal(other.status, 409);
      assert.match(other.body.error, /Idempotency-Key/);
      // Without a key every request is a withdrawal of its own.
      await withdraw(owner, body);
      assert.deepEqual(await balance(owner), { 'USDC.e': '2', pUSD: '0' });
      // A key longer than 255 characters is refused before anything is stored (a unique index could not hold it).
      const long = await withdraw(
        owner,
        { ...body, amount: '1' },
        { 'Idempotency-Key': randomBytes(300).toString('base64') },
      );
      assert.deepEqual(
        [long.status, long.body.error],
        [400, 'headers.idempotency-key must be at most 255 characters'],
      );
      assert.deepEqual(await balance(owner), { 'USDC.e': '2', pUSD: '0' });
    });

    it('should let only as many concurrent withdrawals succeed as the balance covers', async () => {
      const owner = await buildWalletOwner(api, project);
      await paperCredit(api, owner.walletId, 'POL', 'USDC.e', '100');
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          withdraw(owner, { token: 'USDC.e', amount: '30', address: OUTSIDE_EVM }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      assert.deepEqual(statuses, [200, 200, 200, 400, 400, 400, 400, 400]);
      for (const r of results.filter((x) => x.status === 400))
        assert.match(r.body.error, /exceeds the available balance/);
      assert.deepEqual(await balance(owner), { 'USDC.e': '10', pUSD: '0' });
      assert.deepEqual(await ledgerProblems(api), []);
    });

    it('should let 8 parallel withdrawals that the balance covers all succeed, and 5 repeats of one key withdraw once', async () => {
      const owner = await buildWalletOwner(api, project);
      await paperCredit(api, owner.walletId, 'POL', 'pUSD', '20');
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          withdraw(owner, { token: 'pUSD', amount: '2', address: OUTSIDE_EVM }),
        ),
      );
      assert.deepEqual(
        results.map((r) => r.status),
        Array(8).fill(200),
        JSON.stringify(results.map((r) => r.body)),
      );
      const key = { 'Idempotency-Key': 'repeat-5' };
      const repeats = await Promise.all(
        Array.from({ length: 5 }, () =>
          withdraw(owner, { token: 'pUSD', amount: '1', address: OUTSIDE_EVM }, key),
        ),
      );
      for (const r of repeats) assert.deepEqual([r.status, r.body], [200, repeats[0]!.body]);
      assert.deepEqual(await balance(owner), { 'USDC.e': '0', pUSD: '3' });
      assert.deepEqual(await ledgerProblems(api), []);
    });
  });
}
