// Local webhook development as docs/api/events.md tells it: `WEBHOOK_LOCAL_DEV=true npm start` on
// the embedded default warns at start and says so in /readyz; an http endpoint on localhost is
// taken, and POST …/webhooks/:id/test reaches a receiver on this machine, signed as the docs'
// verifier expects. Refused beside a shared backend: test/unit/config.test.ts.
import assert from 'node:assert/strict';
import { tempDir } from '../../harness/servers/backends.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import { docsVerifier } from '../support/docs-verifier.ts';
import { interrupt, startEmbedded, type RunningService } from '../support/embedded-service.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

const ADMIN_KEY = 'adm_local_dev_e2e_0123456789abcdefghijklmnopqrstuvw';

describe('local webhook development (WEBHOOK_LOCAL_DEV=true on the embedded default)', function () {
  this.timeout(120_000);
  let service: RunningService;
  let receiver: Receiver;

  before(async () => {
    receiver = await startReceiver();
    service = await startEmbedded(tempDir('pme-local-dev-'), await freePort(), {
      ADMIN_KEY,
      WEBHOOK_LOCAL_DEV: 'true',
    });
  });
  after(async () => {
    if (service) await interrupt(service.child);
    await receiver?.close();
  });

  it('should warn at start and show the setting in /readyz, staying ready', async () => {
    assert.match(
      service.stdout(),
      /"level":40[^\n]*WEBHOOK_LOCAL_DEV=true: webhooks may be plain http and reach loopback addresses/,
    );
    const ready = await service.client.get('/readyz');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body.degraded, []);
    const notice = ready.body.components['webhook-local-dev'];
    assert.equal(notice.ok, true);
    assert.match(notice.detail, /^WEBHOOK_LOCAL_DEV=true: .*for local development only$/);
  });

  it('should take an http endpoint on localhost and deliver a signed test event to it', async () => {
    const created = await service.client.post(
      '/api/v1/admin/projects',
      { name: 'hooks' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    const project = { 'X-API-Key': created.body.data.secret_key as string };
    const url = `http://localhost:${receiver.port}/hooks`;
    const hook = await service.client.post('/api/v1/project/webhooks', { url }, project);
    assert.equal(hook.status, 200, JSON.stringify(hook.body));
    const lan = await service.client.post(
      '/api/v1/project/webhooks',
      { url: 'http://192.168.1.20/hooks' },
      project,
    );
    assert.deepEqual([lan.status, lan.body.code], [400, 'webhook_address_not_allowed'], 'loopback only');
    const test = await service.client.post(
      `/api/v1/project/webhooks/${hook.body.data.webhook_id}/test`,
      undefined,
      project,
    );
    assert.equal(test.status, 200, JSON.stringify(test.body));
    assert.deepEqual([test.body.data.delivered, test.body.data.status_code], [true, 200]);
    const got = receiver.received.at(-1)!;
    assert.equal(got.headers['x-pme-event-type'], 'webhook.test');
    const verify = await docsVerifier();
    assert.ok(
      verify(String(got.headers['x-pme-signature']), hook.body.data.secret, got.body),
      'signed as the docs say',
    );
  });
});
