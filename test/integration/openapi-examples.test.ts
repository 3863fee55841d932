// The examples of the OpenAPI document are real answers: this test walks every operation of the
// API on a running stack (a project, an account with a session and keys, a wallet funded on both
// chains, orders on recorded books, a withdrawal per chain, a copytrade, market data), records each
// first success, and checks
//   - every answer against its operation's success schema in /openapi.json (the document is true);
//   - every operation has a committed example (api/docs/examples.json), and each committed example
//     has the shape of today's answer and fits today's schema (the examples cannot drift).
// UPDATE_OPENAPI_EXAMPLES=1 rewrites api/docs/examples.json from this run's answers. The markets are
// our own (one football game on both venues, in each venue's shape through the project's parsers),
// so the committed file holds no third-party data.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 as Ajv, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { EXAMPLES_FILE, type OperationExample } from '../../api/openapi-examples.ts';
import { kalshiGame, polymarketGame } from '../../harness/data/game-markets.ts';
import {
  bookAt,
  quoteAt,
  STACK_NOW,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { eventually } from '../support/wait.ts';
import { paperCredit } from '../../harness/stack/wallets.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

const ADMIN = { 'X-Admin-Key': 'adm_unused' };
/** Operations without a JSON example, and why. */
const NO_EXAMPLE = new Map([
  ['streamMarkets', 'a stream of server-sent events, not one JSON answer'],
  ['streamAccountEvents', 'a stream of server-sent events, not one JSON answer'],
  [
    'cancelVenueBOrder',
    'a paper venue_b swap fills or fails at once: only a live swap still at DFlow can be cancelled',
  ],
]);

interface Operation {
  id: string;
  method: string;
  pattern: RegExp;
  /** The success answer's schema, compiled once. */
  validate: ValidateFunction | undefined;
}

/** The shape of a value: types of leaves, keys of objects, the first element of arrays. */
function shape(v: unknown): unknown {
  if (v === null) return 'null';
  if (Array.isArray(v)) return v.length ? [shape(v[0])] : [];
  if (typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, shape((v as Record<string, unknown>)[k])]),
    );
  return typeof v;
}

/** A real answer made short for the document: at most two elements per array. */
function trimmed(v: unknown): unknown {
  if (Array.isArray(v)) return v.slice(0, 2).map(trimmed);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, trimmed(x)]));
  return v;
}

describe('OpenAPI examples: a real answer for every operation', function () {
  this.timeout(180_000);
  let stack: MarketDataStack;
  /** Where the webhook test delivery goes: a local receiver, so nothing leaves the machine. */
  let receiver: Receiver;
  let operations: Operation[];
  const captured = new Map<string, OperationExample>();
  const ajv = addFormats.default(new Ajv({ strict: false, allErrors: true }));

  /** Calls the API; records the request and the answer as the operation's example when it is its first success. */
  async function call(
    method: string,
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const r = await stack.client.request(method, url, options);
    assert.ok(r.status < 300, `${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
    const pathOnly = url.split('?')[0]!;
    const op = operations.find((o) => o.method === method && o.pattern.test(pathOnly));
    assert.ok(op, `no operation for ${method} ${pathOnly}`);
    if (!captured.has(op.id)) {
      captured.set(op.id, {
        ...(options.body === undefined ? {} : { request: options.body }),
        status: r.status,
        response: trimmed(r.body),
      });
      if (op.validate && !op.validate(r.body)) {
        assert.fail(
          `${op.id}: the answer does not fit the document: ${ajv.errorsText(op.validate.errors)}\n${JSON.stringify(r.body).slice(0, 400)}`,
        );
      }
    }
    return r.body;
  }

  before(async () => {
    stack = await startMarketDataStack({
      config: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
    receiver = await startReceiver();
    const doc = (await stack.client.get('/openapi.json')).body;
    operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => {
        const success = Object.entries(op.responses as Record<string, any>).find(([s]) =>
          s.startsWith('2'),
        )![1];
        const schema = success.content?.['application/json']?.schema as object | undefined;
        return {
          id: op.operationId as string,
          method: method.toUpperCase(),
          pattern: new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`),
          // The document's named schemas beside it, for its `#/components/schemas/…` references.
          validate: schema ? ajv.compile({ components: doc.components, ...schema }) : undefined,
        };
      }),
    );
    const venueA = polymarketGame('epl-ars-che-2026-12-05', 'Arsenal vs. Chelsea', [
      {
        suffix: 'ars',
        question: 'Will Arsenal FC win on 2026-12-05?',
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Arsenal FC',
      },
      {
        suffix: 'draw',
        question: 'Will Arsenal FC vs. Chelsea FC end in a draw?',
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Draw (Arsenal FC vs. Chelsea FC)',
      },
      {
        suffix: 'che',
        question: 'Will Chelsea FC win on 2026-12-05?',
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Chelsea FC',
      },
    ]);
    const venueB = kalshiGame({
      series: 'KXEPLGAME',
      game: '26DEC05ARSCHE',
      title: 'Arsenal vs Chelsea',
      outcomes: { ARS: 'Arsenal', TIE: 'Tie', CHE: 'Chelsea' },
    });
    const [a, b] = [venueA[0]!, venueB[0]!];
    const ts = STACK_NOW - 3_600_000;
    await stack.ingest([
      ...venueA,
      ...venueB,
      quoteAt('venue_a', a.market.market_id, a.market.left_token_id, ts, '0.47', '0.48'),
      bookAt(
        'venue_b',
        b.market.market_id,
        b.market.left_token_id,
        ts,
        [
          ['0.45', '400'],
          ['0.44', '900'],
        ],
        [
          ['0.47', '350'],
          ['0.48', '800'],
        ],
      ),
      // The venue_b market's past as the backfill publishes it (our own trades and prices).
      {
        v: 1,
        type: 'history',
        venue: 'venue_b',
        market_id: b.market.market_id,
        token_id: b.market.left_token_id,
        source: 'backfill',
        from: ts - 7_200_000,
        to: ts,
        trades: [
          {
            trade_id: '6a1f0c52-0000-4000-8000-000000000001',
            ts: ts - 5_400_000,
            price: '0.44',
            side: 'buy',
            size: '25',
          },
          {
            trade_id: '6a1f0c52-0000-4000-8000-000000000002',
            ts: ts - 1_800_000,
            price: '0.46',
            side: 'sell',
            size: '10',
          },
        ],
        prices: [{ ts: ts - 3_600_000, price: '0.45' }],
      },
    ]);
    await walk(
      a.market.left_token_id,
      a.market.market_id,
      a.event.slug ?? '',
      b.market.left_token_id,
      b.market.market_id,
    );
  });
  after(async () => {
    await stack?.stop();
    await receiver?.close();
  });

  async function walk(tokenA: string, marketA: string, slugA: string, tokenB: string, tickerB: string) {
    // Administration and the project.
    const project = (
      await call('POST', '/api/v1/admin/projects', { body: { name: 'example-project' }, headers: ADMIN })
    ).data;
    const P = { 'X-API-Key': project.secret_key };
    await call('POST', '/api/v1/project/api-key', {
      body: { name: 'backend', domain: 'example.com' },
      headers: P,
    });
    const rotated = (await call('POST', '/api/v1/project/api-key', { body: { name: 'rotated' }, headers: P }))
      .data;
    await call('DELETE', `/api/v1/project/api-key/${rotated.public_key}`, { headers: P });
    await call('GET', '/api/v1/project/api-keys', { headers: P });
    await call('GET', `/api/v1/admin/projects/${project.project_id}/api-keys`, { headers: ADMIN });
    const leaked = (await call('POST', '/api/v1/project/api-key', { body: { name: 'leaked' }, headers: P }))
      .data;
    await call('DELETE', `/api/v1/admin/api-keys/${leaked.public_key}`, { headers: ADMIN });
    await call('PUT', '/api/v1/project/settings', {
      body: { settings: { theme: 'dark', cors_origins: ['https://app.example.com'] } },
      headers: P,
    });
    await call('GET', '/api/v1/project/settings', { headers: P });
    const hook = (
      await call('POST', '/api/v1/project/webhooks', {
        body: {
          url: 'https://example.com/pme-webhooks',
          description: 'fills',
          event_types: ['fill.created', 'order.filled'],
        },
        headers: P,
      })
    ).data;
    await call('GET', '/api/v1/project/webhooks', { headers: P });
    await call('GET', `/api/v1/project/webhooks/${hook.webhook_id}`, { headers: P });
    await call('POST', `/api/v1/project/webhooks/${hook.webhook_id}/rotate-secret`, {
      body: { grace_seconds: 3600 },
      headers: P,
    });
    await call('GET', `/api/v1/project/webhooks/${hook.webhook_id}/deliveries?limit=2`, { headers: P });
    const localHook = (
      await stack.client.post('/api/v1/project/webhooks', { url: `${receiver.url}/pme-webhooks` }, P)
    ).body.data;
    await call('POST', `/api/v1/project/webhooks/${localHook.webhook_id}/test`, { headers: P });
    const oldHook = (
      await stack.client.post('/api/v1/project/webhooks', { url: 'https://example.com/old-hooks' }, P)
    ).body.data;
    await call('DELETE', `/api/v1/project/webhooks/${oldHook.webhook_id}`, { headers: P });
    const account = (
      await call('POST', '/api/v1/project/account', { body: { metadata: { user_id: 'u-123' } }, headers: P })
    ).data;
    const a = account.account_id as string;
    await call('GET', '/api/v1/project/account?limit=2', { headers: P });
    await call('GET', `/api/v1/project/account/${a}`, { headers: P });
    await call('PUT', `/api/v1/project/account/${a}/metadata`, {
      body: { metadata: { user_id: 'u-123', tier: 'gold' } },
      headers: P,
    });
    const accountKey = (
      await call('POST', `/api/v1/project/account/${a}/api-key`, { body: { name: 'mobile' }, headers: P })
    ).data;
    await call('GET', `/api/v1/project/account/${a}/api-key`, { headers: P });
    const spare = (
      await call('POST', `/api/v1/project/account/${a}/api-key`, { body: { name: 'spare' }, headers: P })
    ).data;
    await call('DELETE', `/api/v1/project/account/${a}/api-key/${spare.public_key}`, { headers: P });
    const created = (await call('POST', `/api/v1/project/account/${a}/session`, { headers: P })).data;
    const refreshed = (
      await call('POST', `/api/v1/project/account/${a}/session/${created.session_id}/refresh`, { headers: P })
    ).data;
    const session = { session_id: (refreshed.session_id ?? created.session_id) as string };

    // The account: its session and keys, interests, recommendations.
    const S = { Authorization: `Bearer ${session.session_id}` };
    const K = { 'X-API-KEY': accountKey.secret_key };
    await call('GET', '/api/v1/account/session', { headers: S });
    const own = (await call('POST', '/api/v1/account/api-key', { body: { name: 'laptop' }, headers: S }))
      .data;
    await call('GET', '/api/v1/account/api-key', { headers: K });
    await call('DELETE', `/api/v1/account/api-key/${own.public_key}`, { headers: K });
    await call('POST', '/api/v1/account/interests', {
      body: { interests: ['politics', 'sports'] },
      headers: K,
    });
    await call('GET', '/api/v1/account/interests', { headers: K });
    await call('GET', '/api/v1/recommendations?limit=2', { headers: K });

    // Market data.
    await call('GET', '/api/v1/markets?limit=2');
    await call('GET', '/api/v1/venue_a/markets?limit=2');
    await call('GET', `/api/v1/venue_a/market/slug/${encodeURIComponent(slugA)}`);
    await call('GET', `/api/v1/markets/search/${encodeURIComponent('arsenal')}?limit=2`);
    await call('GET', '/api/v1/markets/statistics');
    await call('POST', '/api/v1/markets/prices', { body: { token_ids: [tokenA] } });
    await call('POST', '/api/v1/markets/sparklines', { body: { token_ids: [tokenA] } });
    await call('GET', `/api/v1/markets/orderbooks?venue=venue_a&token_id=${tokenA}&limit=2`);
    await call('GET', `/api/v1/markets/candles?ticker=${tickerB}&interval=1h`);
    await call('GET', `/api/v1/markets/trades?ticker=${tickerB}&limit=2`);
    await call('GET', `/api/v1/venue_a/market/condition/${marketA}`);
    await call('GET', `/api/v1/venue_b/market/ticker/${tickerB}`);
    await call('GET', `/api/v1/markets/similar?market_id=${marketA}&limit=2`);
    await call('GET', '/api/v1/markets/similar-pairs?limit=2');

    // Wallets: funded on both chains, a withdrawal on each, another wallet.
    const [wallet] = (await call('GET', '/api/v1/wallets', { headers: K })).response;
    const w = wallet.wallet_id as string;
    await call('POST', `/api/v1/admin/wallets/${w}/credit`, {
      body: { chain: 'POL', asset: 'pUSD', amount: '500' },
      headers: ADMIN,
    });
    await paperCredit(stack, w, 'SOL', 'USDC', '500', ADMIN['X-Admin-Key']);
    await call('POST', `/api/v1/project/account/${a}/faucet`, {
      body: { chain: 'SOL', asset: 'USDC', amount: '250' },
      headers: { ...P, 'Idempotency-Key': 'faucet-sol-1' },
    });
    await call('GET', `/api/v1/project/account/${a}/faucet`, { headers: P });
    await call('POST', '/api/v1/wallets', { headers: K });
    await call('GET', `/api/v1/wallet/${w}/balance`, { headers: K });
    await call('GET', `/api/v1/wallet/pol/${w}/balance`, { headers: K });
    await call('GET', `/api/v1/wallet/sol/${w}/balance`, { headers: K });
    const polWithdrawal = (
      await call('POST', `/api/v1/wallet/pol/${w}/withdraw`, {
        body: { token: 'pUSD', amount: '1.5', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
        headers: { ...K, 'Idempotency-Key': 'withdraw-pol-1' },
      })
    ).response;
    const solWithdrawal = (
      await call('POST', `/api/v1/wallet/sol/${w}/withdraw`, {
        body: { token: 'USDC', amount: '2', address: 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS' },
        headers: { ...K, 'Idempotency-Key': 'withdraw-sol-1' },
      })
    ).response;
    await call('GET', `/api/v1/wallet/pol/${w}/withdrawal/${polWithdrawal.withdrawal_id}`, { headers: K });
    await call('GET', `/api/v1/wallet/sol/${w}/withdrawal/${solWithdrawal.withdrawal_id}`, { headers: K });
    await call('GET', `/api/v1/wallet/pol/${w}/transfers?limit=2`, { headers: K });
    await call('GET', `/api/v1/wallet/sol/${w}/transfers?limit=2`, { headers: K });

    // Trading on both venues.
    await call('POST', `/api/v1/wallet/pol/${w}/order/quote`, {
      body: { token_id: tokenA, side: 'BUY', amount: '10', units: 'USDC' },
      headers: K,
    });
    await call('POST', `/api/v1/wallet/sol/${w}/order/quote`, {
      body: { token_id: tokenB, side: 'BUY', amount: '5', slippage: 50 },
      headers: K,
    });
    const bought = (
      await call('POST', `/api/v1/wallet/pol/${w}/order`, {
        body: { token_id: tokenA, side: 'BUY', type: 'MARKET', amount: '48', units: 'USDC' },
        headers: { ...K, 'Idempotency-Key': 'order-1' },
      })
    ).response;
    await call('GET', `/api/v1/wallet/pol/${w}/order/${bought.order_id}/fills`, { headers: K });
    const limit = (
      await stack.client.post(
        `/api/v1/wallet/pol/${w}/order`,
        { token_id: tokenA, side: 'BUY', type: 'LIMIT', price: '0.3', shares: '10' },
        K,
      )
    ).body.response;
    await call('PUT', `/api/v1/wallet/pol/${w}/order/${limit.order_id}`, {
      body: { type: 'LIMIT', price: '0.31' },
      headers: K,
    });
    await call('GET', `/api/v1/wallet/pol/${w}/order/${limit.order_id}`, { headers: K });
    await call('GET', `/api/v1/wallet/pol/${w}/orders/active`, { headers: K });
    await call('DELETE', `/api/v1/wallet/pol/${w}/order/${limit.order_id}`, { headers: K });
    const swap = (
      await call('POST', `/api/v1/wallet/sol/${w}/order`, {
        body: { token_id: tokenB, side: 'BUY', amount: '10' },
        headers: K,
      })
    ).response;
    await call('GET', `/api/v1/wallet/sol/${w}/order/${swap.order_id}`, { headers: K });
    await call('GET', `/api/v1/wallet/sol/${w}/order/${swap.order_id}/fills`, { headers: K });
    await call('GET', `/api/v1/wallet/${w}/orders?limit=2`, { headers: K });
    await call('GET', `/api/v1/wallet/${w}/fills?limit=2`, { headers: K });
    await eventually('positions of both venues', async () => {
      const pol = (await stack.client.get(`/api/v1/wallet/pol/${w}/positions`, K)).body.response;
      const sol = (await stack.client.get(`/api/v1/wallet/sol/${w}/positions`, K)).body.response;
      return pol.length > 0 && sol.length > 0;
    });
    for (const chain of ['pol', 'sol']) {
      await call('GET', `/api/v1/wallet/${chain}/${w}/positions`, { headers: K });
      await call('GET', `/api/v1/wallet/${chain}/${w}/pnl`, { headers: K });
    }

    // Copytrade.
    const copy = (
      await call('POST', `/api/v1/wallet/pol/${w}/copytrade`, {
        body: { target: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', mode: 'COPY', settings: {} },
        headers: K,
      })
    ).response;
    const c = copy.copytrade_id as string;
    await call('GET', `/api/v1/wallet/pol/${w}/copytrades`, { headers: K });
    await call('GET', `/api/v1/wallet/pol/${w}/copytrade/${c}`, { headers: K });
    await call('GET', `/api/v1/wallet/pol/${w}/copytrade/${c}/decisions?limit=2`, { headers: K });
    await call('PATCH', `/api/v1/wallet/pol/${w}/copytrade/${c}`, {
      body: { settings: { sizing: { max_per_day: '50' } } },
      headers: K,
    });
    await call('POST', `/api/v1/wallet/pol/${w}/copytrade/${c}/pause`, { headers: K });
    await call('POST', `/api/v1/wallet/pol/${w}/copytrade/${c}/resume`, { headers: K });
    await call('DELETE', `/api/v1/wallet/pol/${w}/copytrade/${c}`, { headers: K });

    // Routing across both venues: the Arsenal win pair, one contract by the game's structured terms.
    const pair = { venue_a_market_id: marketA, venue_b_market_id: tickerB };
    const bookUrl = `/api/v1/markets/similar-pairs/book?${new URLSearchParams({ ...pair, outcome: 'yes' }).toString()}`;
    await eventually('the pair routable', async () => (await stack.client.get(bookUrl)).status === 200);
    await call('GET', bookUrl);
    const routedBody = { ...pair, outcome: 'yes', side: 'BUY', amount: '20', units: 'SHARES' };
    await call('POST', `/api/v1/wallet/${w}/routed/quote`, { body: routedBody, headers: K });
    const routed = (
      await call('POST', `/api/v1/wallet/${w}/routed/order`, {
        body: { ...routedBody, limit_price: '0.5' },
        headers: { ...K, 'Idempotency-Key': 'routed-1' },
      })
    ).response;
    await call('GET', `/api/v1/wallet/${w}/routed/order/${routed.order_id}`, { headers: K });

    // Data teams, then the session's end.
    await call('POST', '/api/v1/admin/sql', {
      body: {
        query: 'SELECT venue, count() AS markets FROM markets GROUP BY venue ORDER BY venue',
        format: 'JSON',
      },
      headers: ADMIN,
    });
    const dataKey = (
      await call('POST', '/api/v1/admin/data-keys', { body: { name: 'analytics-team' }, headers: ADMIN })
    ).data;
    await call('GET', '/api/v1/admin/data-keys', { headers: ADMIN });
    await call('PATCH', `/api/v1/admin/data-keys/${dataKey.key_id}`, {
      body: { max_execution_s: 120 },
      headers: ADMIN,
    });
    await call('POST', '/api/v1/data/sql', {
      body: { query: 'SELECT count() AS markets FROM markets', format: 'JSON' },
      headers: { 'X-Data-Key': dataKey.secret },
    });
    await call('DELETE', `/api/v1/admin/data-keys/${dataKey.key_id}`, { headers: ADMIN });
    await call('POST', '/api/v1/admin/wallet-keys/rewrap', { headers: ADMIN });
    // Both chains are paper here: the pass skips them and finds nothing.
    await call('POST', '/api/v1/admin/reconciliation', { headers: ADMIN });
    await call('GET', '/api/v1/admin/reconciliation', { headers: ADMIN });
    await call('DELETE', `/api/v1/admin/reconciliation/holds/${w}`, { headers: ADMIN });
    await call('POST', '/api/v1/account/session/expire', { headers: S });
    const second = (await call('POST', `/api/v1/project/account/${a}/session`, { headers: P })).data;
    await call('POST', `/api/v1/project/account/${a}/session/${second.session_id}/expire`, { headers: P });
    await call('POST', `/api/v1/project/account/${a}/sessions/expire-all`, { headers: P });
  }

  it('answers every operation in the shape its document describes', () => {
    const missing = operations.filter((o) => !captured.has(o.id) && !NO_EXAMPLE.has(o.id)).map((o) => o.id);
    assert.deepEqual(missing, [], 'operations the walk did not call');
  });

  it("publishes a committed example for every operation, of the shape of today's answer", () => {
    const file = path.resolve(import.meta.dirname, '..', '..', EXAMPLES_FILE);
    if (process.env.UPDATE_OPENAPI_EXAMPLES === '1') {
      const ordered = Object.fromEntries(
        operations.filter((o) => captured.has(o.id)).map((o) => [o.id, captured.get(o.id)]),
      );
      writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
    }
    const committed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, OperationExample>;
    for (const o of operations) {
      if (NO_EXAMPLE.has(o.id)) continue;
      const example = committed[o.id];
      assert.ok(example, `${o.id}: no committed example (run this test with UPDATE_OPENAPI_EXAMPLES=1)`);
      assert.deepEqual(
        shape(example.response),
        shape(trimmed(captured.get(o.id)!.response)),
        `${o.id}: the committed example has drifted (UPDATE_OPENAPI_EXAMPLES=1 rewrites it)`,
      );
      if (o.validate && !o.validate(example.response)) {
        assert.fail(
          `${o.id}: the committed example does not fit the document: ${ajv.errorsText(o.validate.errors)}`,
        );
      }
    }
  });
});
