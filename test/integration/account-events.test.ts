// Account events end to end on the paper-trading stack (real PostgreSQL, Redis, bus, chDB): a
// deposit and a market buy reach the account's SSE stream and the project's webhook endpoint (a
// local HTTP server) with valid signatures; an endpoint answering 500 gets the events again after
// the back-off (a controlled clock: no waiting); a stream reconnecting with Last-Event-ID to another
// API process (a restart) gets what it missed; another project's endpoint never sees them.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import { verifySignature } from '../../engine/events/webhook-signature.ts';
import { accountEventHub, createApiApp } from '../../api/api-app.ts';
import { presentAccountEvent } from '../../api/events/presenters.ts';
import { WebhookDeliverer } from '../../engine/events/webhook-delivery.ts';
import { custodyFromConfig } from '../../bin/wiring/custody.ts';
import { apiSettings } from '../../bin/wiring/settings.ts';
import { realBackendsConfig } from '../../harness/servers/backends.ts';
import { serve } from '../../harness/stack/http.ts';
import {
  quoteAt,
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { paperCredit } from '../../harness/stack/wallets.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { sha256Hex } from '../../core/secrets.ts';
import { openStream, type StreamEvent } from '../support/event-stream.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';
import { controlledClock } from '../support/wait.ts';

const ADMIN = 'adm_unused';
const LOCAL_WEBHOOKS = { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' };

describe('account events (SSE per account, signed webhooks per project)', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let up: MarketMessage;
  const receiver = { a: undefined as unknown as Receiver, b: undefined as unknown as Receiver };
  const project = async (name: string) => {
    const created = (await stack.client.post('/api/v1/admin/projects', { name }, { 'X-Admin-Key': ADMIN }))
      .body.data;
    const headers = { 'X-API-Key': created.secret_key as string };
    const account = (await stack.client.post('/api/v1/project/account', {}, headers)).body.data;
    const key = (
      await stack.client.post(`/api/v1/project/account/${account.account_id}/api-key`, {}, headers)
    ).body.data;
    const accountHeaders = { 'X-API-KEY': key.secret_key as string };
    const [wallet] = (await stack.client.get('/api/v1/wallets', accountHeaders)).body.response;
    return {
      projectId: created.project_id as string,
      headers,
      accountId: account.account_id as string,
      accountHeaders,
      walletId: wallet.wallet_id as string,
    };
  };
  let a: Awaited<ReturnType<typeof project>>;
  let b: Awaited<ReturnType<typeof project>>;
  const secrets: Record<string, string> = {};
  let webhookA: string;
  const { clock, fake } = controlledClock(Date.now());
  let deliverer: WebhookDeliverer;

  before(async () => {
    // The receivers are local http servers: development settings let webhooks reach them.
    stack = await startMarketDataStack({ config: LOCAL_WEBHOOKS });
    const catalog = recordedCatalog();
    up = catalog.find(
      (m): m is MarketMessage =>
        m.market.active && !m.market.closed && m.venue === 'venue_a' && m.market.tick_size === '0.01',
    )!;
    await stack.ingest([
      ...catalog,
      quoteAt(
        'venue_a',
        up.market.market_id,
        up.market.left_token_id,
        Date.UTC(2026, 6, 11, 9, 30, 43),
        '0.47',
        '0.48',
      ),
    ]);
    receiver.a = await startReceiver();
    receiver.b = await startReceiver();
    a = await project('events-a');
    b = await project('events-b');
    const config = await realBackendsConfig();
    const { chains, vault } = custodyFromConfig(config);
    deliverer = new WebhookDeliverer(
      { sql: stack.sql, log: stack.log, present: (e) => presentAccountEvent(chains, e), sealer: vault },
      {
        timeoutMs: 5000,
        policy: { allowHttp: true, allowPrivate: true },
        retryBaseMs: 60_000,
        retryMaxMs: 3_600_000,
        maxAttempts: 5,
        clock,
        random: () => 0,
      },
    );
  });
  after(async () => {
    await stack?.stop();
    await receiver.a?.close();
    await receiver.b?.close();
  });

  it('should register a webhook endpoint per project, its secret shown once', async () => {
    for (const [p, name] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      const r = await stack.client.post(
        '/api/v1/project/webhooks',
        { url: `${receiver[name].url}/${name}`, description: name },
        p.headers,
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.match(r.body.data.secret, /^whsec_/);
      secrets[name] = r.body.data.secret;
      if (name === 'a') webhookA = r.body.data.webhook_id;
    }
    const list = await stack.client.get('/api/v1/project/webhooks', a.headers);
    assert.deepEqual(
      list.body.data.map((w: { webhook_id: string; secret?: string }) => [w.webhook_id, w.secret]),
      [[webhookA, undefined]],
    );
    // Sealed at rest: the row holds neither secret, nor anything that opens as another endpoint's.
    const rows = await stack.sql.query<{ endpoint_id: string; secret: string } & Record<string, unknown>>(
      't',
      'SELECT endpoint_id, secret FROM webhook_endpoints WHERE endpoint_id = $1',
      [webhookA],
    );
    assert.match(rows[0]!.secret, /^[A-Za-z0-9_-]+:[A-Za-z0-9+/]+=*$/);
    assert.ok(
      !rows[0]!.secret.includes(secrets.a!.slice('whsec_'.length)),
      'the secret is not stored in the clear',
    );
    const bad = await stack.client.post(
      '/api/v1/project/webhooks',
      { url: 'ftp://example.com/x' },
      a.headers,
    );
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'invalid_webhook_url');
    const other = await stack.client.get(`/api/v1/project/webhooks/${webhookA}`, b.headers);
    assert.equal(other.status, 404);
    assert.equal(other.body.code, 'webhook_not_found');
  });

  let streamed: StreamEvent[];
  let stream: Awaited<ReturnType<typeof openStream>>;

  it('should stream a deposit and a market buy (accepted, fill, filled) to the account, in order', async () => {
    stream = await openStream(stack.client, a.accountHeaders);
    await paperCredit(stack, a.walletId, 'POL', 'pUSD', '100', ADMIN);
    const placed = await stack.client.post(
      `/api/v1/wallet/pol/${a.walletId}/order`,
      { token_id: up.market.left_token_id, side: 'BUY', type: 'MARKET', amount: '48', units: 'USDC' },
      a.accountHeaders,
    );
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    streamed = await stream.take(4);
    assert.deepEqual(
      streamed.map((s) => s.event.type),
      ['deposit.credited', 'order.accepted', 'fill.created', 'order.filled'],
    );
    const ids = streamed.map((s) => BigInt(s.event.id));
    assert.ok(
      ids.every((id, i) => i === 0 || id > ids[i - 1]!),
      `ids grow: ${ids.join(', ')}`,
    );
    for (const s of streamed) {
      assert.equal(s.sseId, s.event.id);
      assert.equal(s.event.account_id, a.accountId);
      assert.equal(s.event.project_id, a.projectId);
      assert.equal(s.event.wallet_id, a.walletId);
    }
    const [deposit, , fill, filled] = streamed.map((s) => s.event.data);
    assert.equal(deposit!.amount, '100');
    assert.equal(deposit!.type, 'DEPOSIT');
    assert.deepEqual(
      { order_id: fill!.order_id, shares: fill!.shares, price: fill!.price, usdc: fill!.usdc },
      { order_id: placed.body.response.order_id, shares: '100', price: '0.48', usdc: '48' },
    );
    // The order as GET …/order/:id answers it.
    const order = await stack.client.get(
      `/api/v1/wallet/pol/${a.walletId}/order/${placed.body.response.order_id}`,
      a.accountHeaders,
    );
    assert.deepEqual(filled, order.body.response);
  });

  it('should send the events again after the back-off when the endpoint answers 500, then deliver them signed', async () => {
    // The controlled clock starts now, after the deliveries were queued.
    fake.setSystemTime(Date.now());
    receiver.a.status.code = 500;
    assert.equal(await deliverer.deliverDue(), 4);
    assert.equal(receiver.a.received.length, 4);
    const log = await stack.client.get(`/api/v1/project/webhooks/${webhookA}/deliveries`, a.headers);
    assert.equal(log.status, 200, JSON.stringify(log.body));
    assert.deepEqual(
      log.body.data.map(
        (x: { status_code: number; succeeded: boolean; delivery_status: string; attempt: number }) => [
          x.status_code,
          x.succeeded,
          x.delivery_status,
          x.attempt,
        ],
      ),
      Array(4).fill([500, false, 'pending', 1]),
    );
    assert.equal(log.body.data[0].next_attempt_at, new Date(fake.now + 60_000).toISOString());
    // Not before the back-off is over.
    fake.tick(59_000);
    assert.equal(await deliverer.deliverDue(), 0);
    assert.equal(receiver.a.received.length, 4);
    receiver.a.status.code = 204;
    fake.tick(1_000);
    assert.equal(await deliverer.deliverDue(), 4);
    const again = receiver.a.received.slice(4);
    assert.deepEqual(
      again.map((r) => r.headers['x-pme-event-id']),
      streamed.map((s) => s.event.id),
    );
    for (const r of again) {
      assert.equal(r.path, '/a');
      assert.ok(
        verifySignature(
          String(r.headers['x-pme-signature']),
          secrets.a!,
          r.body,
          Math.floor(fake.now / 1000),
        ),
        'a valid signature',
      );
      assert.ok(
        !verifySignature(
          String(r.headers['x-pme-signature']),
          secrets.b!,
          r.body,
          Math.floor(fake.now / 1000),
        ),
        "not valid with another endpoint's secret",
      );
    }
    // The body is the event the stream carried.
    assert.deepEqual(
      again.map((r) => JSON.parse(r.body)),
      streamed.map((s) => s.event),
    );
    const after = await stack.client.get(
      `/api/v1/project/webhooks/${webhookA}/deliveries?limit=4`,
      a.headers,
    );
    assert.deepEqual(
      after.body.data.map((x: { status_code: number; delivery_status: string; attempt: number }) => [
        x.status_code,
        x.delivery_status,
        x.attempt,
      ]),
      Array(4).fill([204, 'delivered', 2]),
    );
    fake.tick(3_600_000);
    assert.equal(await deliverer.deliverDue(), 0, 'delivered once acknowledged');
  });

  it("should keep tenants apart: another project's endpoint gets only its own account's events", async () => {
    assert.equal(receiver.b.received.length, 0);
    await paperCredit(stack, b.walletId, 'POL', 'pUSD', '5', ADMIN);
    assert.equal(await deliverer.deliverDue(), 1);
    assert.equal(receiver.b.received.length, 1);
    const event = JSON.parse(receiver.b.received[0]!.body);
    assert.deepEqual(
      [event.type, event.account_id, event.project_id],
      ['deposit.credited', b.accountId, b.projectId],
    );
    assert.ok(
      verifySignature(
        String(receiver.b.received[0]!.headers['x-pme-signature']),
        secrets.b!,
        receiver.b.received[0]!.body,
        Math.floor(fake.now / 1000),
      ),
    );
    assert.equal(receiver.a.received.length, 8, "project A's endpoint got nothing of B");
    assert.ok(
      stream.events.every((s) => s.event.account_id === a.accountId),
      "A's stream carries none of B's events",
    );
  });

  it('should replay what a stream missed after a restart, from its Last-Event-ID', async () => {
    await stream.close();
    const last = streamed.at(-1)!.event.id;
    // While no stream is open: a resting limit buy, then its cancel.
    const placed = await stack.client.post(
      `/api/v1/wallet/pol/${a.walletId}/order`,
      { token_id: up.market.left_token_id, side: 'BUY', type: 'LIMIT', price: '0.2', shares: '10' },
      a.accountHeaders,
    );
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const cancelled = await stack.client.request(
      'DELETE',
      `/api/v1/wallet/pol/${a.walletId}/order/${placed.body.response.order_id}`,
      { headers: a.accountHeaders },
    );
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    // Another API process on the same database: its own pool, its own streams, nothing in memory from the first.
    const [{ db }] = (await stack.sql.query('t', 'SELECT current_database() AS db')) as [{ db: string }];
    const url = new URL((await realBackendsConfig()).DATABASE_URL!);
    url.pathname = `/${db}`;
    const config = await realBackendsConfig({ DATABASE_URL: url.toString() });
    const sql = new PgSql(() => config.DATABASE_URL!, 2);
    await sql.start();
    const custody = custodyFromConfig(config);
    const settings = apiSettings(config);
    const accountEvents = accountEventHub({ settings, sql, log: stack.log, custody });
    const app = createApiApp({
      settings,
      log: stack.log,
      sql,
      hot: stack.hot,
      custody,
      adminKeySha256: sha256Hex(ADMIN),
      ops: { health: () => Promise.resolve({}), accepting: () => true },
      accountEvents,
    });
    const second = await serve(app);
    try {
      const resumed = await openStream(second.client, a.accountHeaders, last);
      const missed = await resumed.take(2);
      assert.deepEqual(
        missed.map((s) => [s.event.type, s.event.data.order_id, s.event.data.status]),
        [
          ['order.accepted', placed.body.response.order_id, 'ACTIVE'],
          ['order.cancelled', placed.body.response.order_id, 'CANCELLED'],
        ],
      );
      assert.ok(BigInt(missed[0]!.event.id) > BigInt(last));
      await resumed.close();
      const bad = await second.client.get('/api/v1/account/events', {
        ...a.accountHeaders,
        'Last-Event-ID': 'abc',
      });
      assert.equal(bad.status, 400);
    } finally {
      await accountEvents.close();
      await second.close();
      await sql.stop();
    }
  });
});
