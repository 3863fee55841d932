// POST /api/v1/project/webhooks/:id/test on real PostgreSQL and Redis, through the HTTP API, to a
// local receiver: the test event arrives signed as a real delivery (checked with the verifier the
// docs give integrators, by both secrets during a rotation's grace), and the answer says what the
// endpoint answered — a 2xx, another status, or the reason there was none within the time-out.
import assert from 'node:assert/strict';
import { startAccountsApi, projectHeaders, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { docsVerifier, type DocsVerify } from '../support/docs-verifier.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

describe('webhook test deliveries (POST …/webhooks/:id/test)', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let receiver: Receiver;
  let verify: DocsVerify;

  /** A project with one endpoint at the receiver; its secret as the creation showed it. */
  async function endpoint(path: string) {
    const project = await api.newProject();
    const body = { url: `${receiver.url}${path}`, event_types: ['fill.created'] };
    const created = await api.client.post('/api/v1/project/webhooks', body, projectHeaders(project));
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { webhook_id: id, secret } = created.body.data as { webhook_id: string; secret: string };
    const test = () =>
      api.client.post(`/api/v1/project/webhooks/${id}/test`, undefined, projectHeaders(project));
    return { project, id, secret, test };
  }

  before(async () => {
    // The receiver is a local http server: the settings for tests let webhooks reach it; the
    // time-out is short so that a silent receiver is given up on quickly.
    api = await startAccountsApi({
      WEBHOOK_ALLOW_HTTP: 'true',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_MS: '500',
    });
    receiver = await startReceiver();
    verify = await docsVerifier();
  });
  after(async () => {
    await api?.stop();
    await receiver?.close();
  });

  it("should send a signed webhook.test event, whatever the endpoint takes, and answer the receiver's 2xx", async () => {
    const { project, id, secret, test } = await endpoint('/hooks');
    receiver.status.code = 204;
    const seen = receiver.received.length;
    const r = await test();
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const out = r.body.data;
    assert.deepEqual(
      [out.webhook_id, out.url, out.event_type, out.delivered, out.status_code, out.error],
      [id, `${receiver.url}/hooks`, 'webhook.test', true, 204, null],
    );
    assert.match(out.event_id, /^test_[0-9a-f-]{36}$/);
    assert.ok(Number.isInteger(out.duration_ms));
    const [got, ...more] = receiver.received.slice(seen);
    assert.equal(more.length, 0, 'one POST');
    assert.equal(got!.path, '/hooks');
    assert.deepEqual(
      [
        got!.headers['content-type'],
        got!.headers['user-agent'],
        got!.headers['x-pme-event-id'],
        got!.headers['x-pme-event-type'],
      ],
      ['application/json', 'pme-webhooks/1', out.event_id, 'webhook.test'],
    );
    assert.ok(
      verify(String(got!.headers['x-pme-signature']), secret, got!.body),
      "the docs' verifier accepts it",
    );
    assert.ok(
      !verify(String(got!.headers['x-pme-signature']), `${secret}x`, got!.body),
      'and refuses another secret',
    );
    const event = JSON.parse(got!.body);
    assert.deepEqual(
      [event.id, event.type, event.project_id, event.account_id, event.wallet_id, event.data.webhook_id],
      [out.event_id, 'webhook.test', project.project_id, null, null, id],
    );
    const log = await api.client.get(`/api/v1/project/webhooks/${id}/deliveries`, projectHeaders(project));
    assert.deepEqual(log.body.data, [], 'a test is not in the delivery log');
  });

  it('should sign with both secrets while a rotated one lasts', async () => {
    const { project, id, secret: old, test } = await endpoint('/rotated');
    receiver.status.code = 200;
    const rotated = await api.client.post(
      `/api/v1/project/webhooks/${id}/rotate-secret`,
      { grace_seconds: 600 },
      projectHeaders(project),
    );
    const seen = receiver.received.length;
    assert.equal((await test()).body.data.delivered, true);
    const got = receiver.received[seen]!;
    for (const secret of [old, rotated.body.data.secret as string])
      assert.ok(verify(String(got.headers['x-pme-signature']), secret, got.body));
  });

  it('should answer the status of a receiver that fails, and the reason when there is no answer', async () => {
    const { test } = await endpoint('/failing');
    receiver.status.code = 500;
    const failed = (await test()).body.data;
    assert.deepEqual([failed.delivered, failed.status_code, failed.error], [false, 500, null]);
    receiver.respond = () => undefined;
    try {
      const silent = await test();
      assert.equal(silent.status, 200);
      assert.deepEqual(
        [silent.body.data.delivered, silent.body.data.status_code, silent.body.data.error],
        [false, null, 'no answer within 500 ms'],
      );
    } finally {
      receiver.respond = undefined;
      receiver.status.code = 200;
    }
  });

  it("should not send to another project's endpoint: 404 webhook_not_found", async () => {
    const { id } = await endpoint('/theirs');
    const seen = receiver.received.length;
    const other = await api.newProject();
    const r = await api.client.post(`/api/v1/project/webhooks/${id}/test`, undefined, projectHeaders(other));
    assert.deepEqual([r.status, r.body.code], [404, 'webhook_not_found']);
    assert.equal(receiver.received.length, seen, 'nothing was sent');
  });
});
