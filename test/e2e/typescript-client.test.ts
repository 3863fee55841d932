// The TypeScript client package (clients/typescript) against the running service, over HTTP:
//   - its generated types (src/schema.ts) are what openapi-typescript makes of the document the
//     service serves now; UPDATE_CLIENT=1 (`npm run client:generate`) rewrites them;
//   - a new integrator's first trade goes through the client only: a project (admin key), an
//     account and its key (project key), a paper credit, a quote, an order, the position;
//   - failures arrive as PmeError with the service's stable code;
//   - the package as an integrator gets it (npm pack, or its folder) installs into a project that
//     holds nothing else, and its README's example, verbatim, type-checks and runs there;
//   - its version is the API's (the served document's info.version).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPmeClient, PmeError, unwrap } from '../../clients/typescript/src/index.ts';
import { schemaSource } from '../../clients/typescript/scripts/schema-source.ts';
import { polymarketGame } from '../../harness/data/game-markets.ts';
import {
  quoteAt,
  STACK_NOW,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { paperCredit, projectAccounts, type StackAccount } from '../../harness/stack/wallets.ts';
import {
  CLIENT_DIR,
  packClient,
  projectWithClient,
  runExample,
  writeExample,
} from '../support/client-package.ts';
import { eventuallyValue } from '../support/wait.ts';

const LICENSE = path.join(CLIENT_DIR, '..', '..', 'LICENSE');
const SCHEMA_FILE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'clients',
  'typescript',
  'src',
  'schema.ts',
);
/** The stack's admin key. */
const ADMIN_KEY = 'adm_unused';

describe('TypeScript client (clients/typescript) against the running service', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let baseUrl: string;
  let token: string;

  before(async () => {
    stack = await startMarketDataStack();
    baseUrl = stack.client.baseUrl;
    const game = polymarketGame('epl-liv-tot-2026-12-12', 'Liverpool vs. Tottenham', [
      {
        suffix: 'liv',
        question: 'Will Liverpool FC win on 2026-12-12?',
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Liverpool FC',
      },
    ]);
    const { market } = game[0]!;
    token = market.left_token_id;
    await stack.ingest([
      ...game,
      quoteAt('venue_a', market.market_id, token, STACK_NOW - 3_600_000, '0.47', '0.48'),
    ]);
  });

  after(() => stack?.stop());

  it('should hold the types openapi-typescript makes of the document the service serves', async () => {
    const served: unknown = await (await fetch(`${baseUrl}/openapi.json`)).json();
    const expected = await schemaSource(served);
    if (process.env.UPDATE_CLIENT === '1') writeFileSync(SCHEMA_FILE, expected);
    // Not deepEqual: a diff of 15,000 lines says less than the command that fixes it.
    assert.ok(
      readFileSync(SCHEMA_FILE, 'utf8') === expected,
      'clients/typescript/src/schema.ts is stale: run `npm run client:generate`',
    );
  });

  it('should take a new integrator from a project to a position through the client only', async () => {
    const admin = createPmeClient({ baseUrl, adminKey: ADMIN_KEY });
    const project = await unwrap(admin.POST('/api/v1/admin/projects', { body: { name: 'client-walk' } }));

    const backend = createPmeClient({ baseUrl, apiKey: project.secret_key });
    const account = await unwrap(
      backend.POST('/api/v1/project/account', { body: { metadata: { user_id: 'u-1' } } }),
    );
    const key = await unwrap(
      backend.POST('/api/v1/project/account/{account_id}/api-key', {
        params: { path: { account_id: account.account_id } },
        body: { name: 'app' },
      }),
    );

    const user = createPmeClient({ baseUrl, apiKey: key.secret_key });
    const [wallet] = await unwrap(user.GET('/api/v1/wallets'));
    assert.ok(wallet, 'every account has a wallet');
    const onWallet = { params: { path: { wallet_id: wallet.wallet_id } } };
    await unwrap(
      admin.POST('/api/v1/admin/wallets/{wallet_id}/credit', {
        ...onWallet,
        body: { chain: 'POL', asset: 'pUSD', amount: '100' },
      }),
    );
    const balance = await unwrap(user.GET('/api/v1/wallet/pol/{wallet_id}/balance', onWallet));
    assert.equal(balance.balance.pUSD, '100');

    const quote = await unwrap(
      user.POST('/api/v1/wallet/pol/{wallet_id}/order/quote', {
        ...onWallet,
        body: { token_id: token, side: 'BUY', amount: '24', units: 'USDC' },
      }),
    );
    assert.deepEqual([quote.best_price, quote.shares], ['0.48', '50']);

    const order = await unwrap(
      user.POST('/api/v1/wallet/pol/{wallet_id}/order', {
        params: { path: { wallet_id: wallet.wallet_id }, header: { 'idempotency-key': 'first-trade' } },
        body: { token_id: token, side: 'BUY', type: 'MARKET', amount: '24', units: 'USDC' },
      }),
    );
    assert.deepEqual([order.status, order.filled, order.average_price], ['FILLED', '50', '0.48']);

    const positions = await eventuallyValue('the position of the order', async () => {
      const list = await unwrap(user.GET('/api/v1/wallet/pol/{wallet_id}/positions', onWallet));
      return list.length > 0 ? list : undefined;
    });
    assert.deepEqual(
      positions.map((p) => [p.position.token_id, p.position.shares, p.position.avg_price]),
      [[token, '50', '0.48']],
    );
  });

  it("should throw a failure as a PmeError carrying the service's code and the field at fault", async () => {
    const admin = createPmeClient({ baseUrl, adminKey: ADMIN_KEY });
    const refused = await unwrap(
      admin.POST('/api/v1/admin/projects', { body: { name: 'no spaces allowed' } }),
    ).catch((e: unknown) => e);
    assert.ok(refused instanceof PmeError, String(refused));
    assert.deepEqual([refused.status, refused.code, refused.param], [400, 'invalid_request', 'name']);

    const stranger = createPmeClient({ baseUrl, apiKey: 'sk_not_a_key' });
    const unknown = await unwrap(stranger.GET('/api/v1/wallets')).catch((e: unknown) => e);
    assert.ok(unknown instanceof PmeError, String(unknown));
    assert.deepEqual([unknown.status, unknown.code], [401, 'unauthorized']);
  });

  describe('the package as an integrator installs it', function () {
    // npm, tsc over the package's declarations and tsx, on a machine others share.
    this.timeout(300_000);
    let newAccount: () => Promise<StackAccount>;
    /** What the README's example prints before its last line, on the stack's one market. */
    const marketAndQuote = [
      'Liverpool vs. Tottenham: Liverpool FC, Yes',
      '10 USDC buys 20.833333 shares at 0.48 on average',
    ];
    const exampleEnv = (account: StackAccount) => ({
      PME_URL: baseUrl,
      PME_ACCOUNT_KEY: account.headers['X-API-KEY']!,
    });

    before(async () => {
      newAccount = await projectAccounts(stack.client, 'client-readme', ADMIN_KEY);
    });

    it("should install from `npm pack` into an empty project and run its README's example", async () => {
      const project = await projectWithClient(await packClient());
      const installed = path.join(project, 'node_modules', '@pme', 'client');
      assert.equal(readFileSync(path.join(installed, 'LICENSE'), 'utf8'), readFileSync(LICENSE, 'utf8'));
      await writeExample(project);
      const account = await newAccount();

      const unfunded = 'fund the wallet first';
      assert.deepEqual(await runExample(project, exampleEnv(account)), [...marketAndQuote, unfunded]);
      await paperCredit(stack, account.walletId, 'POL', 'pUSD', '100', ADMIN_KEY);
      const filled = 'order FILLED: 20.833333 shares for 10 USDC';
      assert.deepEqual(await runExample(project, exampleEnv(account)), [...marketAndQuote, filled]);
    });

    it('should install from its folder and run the example there too', async () => {
      const project = await projectWithClient(CLIENT_DIR);
      await writeExample(project);
      const printed = await runExample(project, exampleEnv(await newAccount()));
      assert.deepEqual(printed, [...marketAndQuote, 'fund the wallet first']);
    });

    it("should carry the API's version: the served document's info.version", async () => {
      const served = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as { info: { version: string } };
      const file = path.join(CLIENT_DIR, 'package.json');
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
      assert.equal(pkg.version, served.info.version, "clients/typescript/package.json: the API's version");
    });
  });
});
