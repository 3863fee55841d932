// Webhook hardening on real PostgreSQL and Redis, through the HTTP API: a URL that names or
// resolves to an internal address is refused at registration, and a host that resolves inside
// by delivery time (DNS rebinding) is not connected to; a delivery connects to the address it
// checked, follows no redirect, has a time-out and does not read the answer's body; a project
// holds at most WEBHOOK_MAX_ENDPOINTS endpoints. Host names resolve through a fixed table (the
// resolver seam); 'localhost' through the system resolver.
import assert from 'node:assert/strict';
import { presentAccountEvent } from '../../api/events/presenters.ts';
import { loadConfig } from '../../core/config.ts';
import { createLogger } from '../../core/logger.ts';
import { WebhookDeliverer } from '../../engine/events/webhook-delivery.ts';
import { systemResolver, type Resolver, type TargetPolicy } from '../../engine/events/webhook-target.ts';
import {
  startAccountsApi,
  projectHeaders,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import { buildWalletOwner, paperCredit } from '../../harness/stack/wallets.ts';
import { eventually } from '../support/wait.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

/** Where hooks.example.test points now: a public address at registration, anything later. */
const dns: Record<string, string[]> = { 'hooks.example.test': ['93.184.215.14'], 'gone.example.test': [] };
const resolver: Resolver = (host) => {
  const addresses = dns[host];
  if (!addresses) return systemResolver(host);
  return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
};

describe('webhook hardening (SSRF guard, bounded delivery, endpoint cap)', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let receiver: Receiver;
  const log = createLogger('silent');

  const deliverer = (policy: TargetPolicy, timeoutMs = 5000) =>
    new WebhookDeliverer(
      {
        sql: api.sql,
        log,
        present: (e) => presentAccountEvent(api.custody.chains, e),
        sealer: api.custody.vault,
      },
      {
        timeoutMs,
        policy,
        resolve: resolver,
        retryBaseMs: 3_600_000,
        retryMaxMs: 3_600_000,
        maxAttempts: 5,
        random: () => 0,
      },
    );
  const strict = () => deliverer({ allowHttp: true, allowPrivate: false });
  const local = (timeoutMs?: number) => deliverer({ allowHttp: true, allowPrivate: true }, timeoutMs);

  /** A project with one endpoint at `url` and a wallet: each credit queues one delivery to it. */
  async function projectWithEndpoint(url: string) {
    const project = await api.newProject();
    const created = await api.client.post('/api/v1/project/webhooks', { url }, projectHeaders(project));
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const owner = await buildWalletOwner(api, project);
    return {
      project,
      webhookId: created.body.data.webhook_id as string,
      credit: () => paperCredit(api, owner.walletId, 'POL', 'pUSD', '1'),
    };
  }
  /**
   * A project whose endpoint is the local receiver under a name: registered while the name points
   * to a public address, then pointed at 127.0.0.1 (the rebinding an attacker would do).
   */
  async function localEndpoint(path: string) {
    dns['hooks.example.test'] = ['93.184.215.14'];
    const made = await projectWithEndpoint(`http://hooks.example.test:${receiver.port}${path}`);
    dns['hooks.example.test'] = ['127.0.0.1'];
    return made;
  }
  const lastAttempt = async (project: ProjectCredentials, webhookId: string) =>
    (
      await api.client.get(
        `/api/v1/project/webhooks/${webhookId}/deliveries?limit=1`,
        projectHeaders(project),
      )
    ).body.data[0];

  before(async () => {
    // http is allowed (the receiver is a local http server); private addresses are not.
    api = await startAccountsApi({ WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_MAX_ENDPOINTS: '2' }, 'servers', {
      webhookResolver: resolver,
    });
    receiver = await startReceiver();
  });
  after(async () => {
    await api?.stop();
    await receiver?.close();
  });

  it('should default to https only and public addresses only', () => {
    const config = loadConfig({});
    assert.deepEqual(
      [config.WEBHOOK_ALLOW_HTTP, config.WEBHOOK_ALLOW_PRIVATE, config.WEBHOOK_MAX_ENDPOINTS],
      [false, false, 10],
    );
  });

  it('should refuse at registration a URL naming or resolving to a loopback, private, link-local or metadata address', async () => {
    const project = await api.newProject();
    const refused = async (url: string) => {
      const r = await api.client.post('/api/v1/project/webhooks', { url }, projectHeaders(project));
      assert.equal(r.status, 400, `${url}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.param, 'url');
      return r.body as { code: string; error: string };
    };
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'https://10.0.0.7/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:192.168.0.1]/',
      'https://100.64.1.1/',
      'https://[fd00::1]/',
    ]) {
      assert.equal((await refused(url)).code, 'webhook_address_not_allowed', url);
    }
    const byName = await refused('https://localhost/hook');
    assert.equal(byName.code, 'webhook_address_not_allowed');
    assert.match(
      byName.error,
      /the host localhost resolves to (127\.0\.0\.1|::1), which is not a public address/,
    );
    assert.equal((await refused('ftp://hooks.example.test/hook')).code, 'invalid_webhook_url');
    const list = await api.client.get('/api/v1/project/webhooks', projectHeaders(project));
    assert.deepEqual(list.body.data, [], 'nothing was registered');
  });

  it('should take a host that does not resolve yet, and check it again at each delivery', async () => {
    const { project, webhookId, credit } = await projectWithEndpoint(
      `https://gone.example.test:${receiver.port}/hook`,
    );
    await credit();
    assert.equal(await strict().deliverDue(), 1);
    const attempt = await lastAttempt(project, webhookId);
    assert.deepEqual(
      [attempt.succeeded, attempt.status_code, attempt.error],
      [false, null, 'the host gone.example.test does not resolve'],
    );
  });

  it('should not connect when the host resolves to a private address at delivery time (DNS rebinding)', async () => {
    const { project, webhookId, credit } = await localEndpoint('/rebind');
    await credit();
    const before = receiver.connections;
    assert.equal(await strict().deliverDue(), 1);
    assert.equal(receiver.connections, before, 'no connection was made');
    const attempt = await lastAttempt(project, webhookId);
    assert.deepEqual(
      [attempt.succeeded, attempt.status_code, attempt.delivery_status],
      [false, null, 'pending'],
    );
    assert.match(
      attempt.error,
      /hooks\.example\.test resolves to 127\.0\.0\.1, which is not a public address/,
    );
  });

  it('should connect to the address it checked, sending the name as Host', async () => {
    const { project, webhookId, credit } = await localEndpoint('/pinned');
    await credit();
    assert.equal(await local().deliverDue(), 1);
    const got = receiver.received.at(-1)!;
    assert.equal(got.path, '/pinned');
    assert.equal(got.headers.host, `hooks.example.test:${receiver.port}`);
    assert.equal(JSON.parse(got.body).type, 'deposit.credited');
    assert.deepEqual(
      (({ succeeded, status_code, delivery_status }) => ({ succeeded, status_code, delivery_status }))(
        await lastAttempt(project, webhookId),
      ),
      { succeeded: true, status_code: 200, delivery_status: 'delivered' },
    );
  });

  it('should not follow a redirect: a 3xx is a failed attempt', async () => {
    const { project, webhookId, credit } = await localEndpoint('/moved');
    await credit();
    receiver.respond = (_req, res) => res.writeHead(307, { location: `${receiver.url}/elsewhere` }).end();
    try {
      const seen = receiver.received.length;
      assert.equal(await local().deliverDue(), 1);
      assert.deepEqual(
        receiver.received.slice(seen).map((r) => r.path),
        ['/moved'],
        'the Location was not requested',
      );
      const attempt = await lastAttempt(project, webhookId);
      assert.deepEqual(
        [attempt.succeeded, attempt.status_code, attempt.delivery_status],
        [false, 307, 'pending'],
      );
    } finally {
      receiver.respond = undefined;
    }
  });

  it('should take a 2xx whose body never ends as delivered, without reading the body', async () => {
    const { project, webhookId, credit } = await localEndpoint('/endless');
    await credit();
    let closed = false;
    receiver.respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 120);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      res.on('close', () => (closed = true));
      pump();
    };
    try {
      // Were the body read, the attempt would run into its time-out and fail.
      assert.equal(await local(30_000).deliverDue(), 1);
      const attempt = await lastAttempt(project, webhookId);
      assert.deepEqual(
        [attempt.succeeded, attempt.status_code, attempt.delivery_status],
        [true, 200, 'delivered'],
      );
      await eventually('the worker to close the connection', () => closed);
    } finally {
      receiver.respond = undefined;
    }
  });

  it('should fail an attempt the endpoint does not answer within the time-out', async () => {
    const { project, webhookId, credit } = await localEndpoint('/silent');
    await credit();
    receiver.respond = () => undefined;
    try {
      assert.equal(await local(300).deliverDue(), 1);
      const attempt = await lastAttempt(project, webhookId);
      assert.deepEqual(
        [attempt.succeeded, attempt.status_code, attempt.error, attempt.delivery_status],
        [false, null, 'no answer within 300 ms', 'pending'],
      );
    } finally {
      receiver.respond = undefined;
    }
  });

  it('should refuse a project its WEBHOOK_MAX_ENDPOINTS + 1st endpoint, and take one again after a delete', async () => {
    const project = await api.newProject();
    dns['hooks.example.test'] = ['93.184.215.14'];
    const add = (n: number) =>
      api.client.post(
        '/api/v1/project/webhooks',
        { url: `https://hooks.example.test/${n}` },
        projectHeaders(project),
      );
    const [first, second] = [await add(1), await add(2)];
    assert.deepEqual([first.status, second.status], [200, 200]);
    const third = await add(3);
    assert.equal(third.status, 409, JSON.stringify(third.body));
    assert.equal(third.body.code, 'too_many_webhooks');
    assert.match(third.body.error, /already has 2 webhook endpoints \(at most 2\)/);
    // Another project's count is its own.
    assert.equal(
      (
        await api.client.post(
          '/api/v1/project/webhooks',
          { url: 'https://hooks.example.test/other' },
          projectHeaders(await api.newProject()),
        )
      ).status,
      200,
    );
    const deleted = await api.client.request(
      'DELETE',
      `/api/v1/project/webhooks/${first.body.data.webhook_id}`,
      { headers: projectHeaders(project) },
    );
    assert.equal(deleted.status, 200);
    assert.equal((await add(4)).status, 200);
    // Created at once, they are counted one after the other: never more than the cap.
    const more = await Promise.all([add(5), add(6), add(7)]);
    assert.deepEqual(
      more.map((r) => r.status),
      [409, 409, 409],
    );
    const list = await api.client.get('/api/v1/project/webhooks', projectHeaders(project));
    assert.equal(list.body.data.length, 2);
  });
});
