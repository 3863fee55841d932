// Load shedding over HTTP: past either bound (requests in flight, event-loop delay) the API answers
// 503 with Retry-After at once, health and metrics routes still answer, and admitted requests finish.
// Requests are held in flight without timing: a request that sends `Expect: 100-continue` and
// only part of its body is admitted (the server's 100 Continue is written in the same tick as the
// middleware counts it) and stays in flight until the rest of its body arrives.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { ADMIN_KEY, startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { eventually } from '../support/wait.ts';

/** A request admitted by the server and held in flight until finish() sends the rest of its body. */
interface HeldRequest {
  /** Sends the rest of the body; the server's answer. */
  finish(): Promise<string>;
  socket: Socket;
}

async function holdCreateProject(baseUrl: string, name: string): Promise<HeldRequest> {
  const { hostname, port } = new URL(baseUrl);
  const body = JSON.stringify({ name });
  const socket: Socket = connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  const continued = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('100 Continue')) resolve();
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed before 100 Continue: ${received}`)));
  });
  socket.write(
    [
      'POST /api/v1/admin/projects HTTP/1.1',
      `Host: ${hostname}:${port}`,
      `X-Admin-Key: ${ADMIN_KEY}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  await continued;
  socket.removeAllListeners('close');
  return {
    socket,
    finish: () =>
      new Promise<string>((resolve, reject) => {
        socket.on('error', reject);
        socket.on('close', () => resolve(received.slice(received.indexOf('\r\n\r\n') + 4)));
        socket.write(body); // and wait for the answer: the server closes (Connection: close)
      }),
  };
}

describe('load shedding', function () {
  this.timeout(60_000);

  describe('on requests in flight', () => {
    let api: AccountsApi;
    const held: HeldRequest[] = [];

    before(async () => {
      api = await startAccountsApi({
        LOAD_SHED_MAX_IN_FLIGHT: '2',
        LOAD_SHED_RETRY_AFTER_S: '3',
        LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      });
    });
    after(async () => {
      for (const h of held) h.socket.destroy();
      await api.stop();
    });

    it('should answer 503 with Retry-After past the bound, serve health and metrics, and finish what it admitted', async () => {
      held.push(await holdCreateProject(api.client.baseUrl, 'held-1'));
      held.push(await holdCreateProject(api.client.baseUrl, 'held-2'));

      const refused = await Promise.all([
        api.client.get('/api/v1/project/account'),
        api.client.post('/api/v1/admin/projects', { name: 'refused' }, { 'X-Admin-Key': ADMIN_KEY }),
      ]);
      for (const r of refused) {
        assert.equal(r.status, 503);
        assert.equal(r.headers.get('retry-after'), '3');
        assert.deepEqual(r.body, {
          success: false,
          error: 'server overloaded; retry later',
          code: 'unavailable',
        });
      }
      assert.equal((await api.client.get('/healthz')).status, 200);
      assert.equal((await api.client.get('/readyz')).status, 200);
      const metrics = await api.client.get<string>('/metrics');
      assert.equal(metrics.status, 200);
      assert.match(metrics.body, /http_shed_requests_total\{reason="in_flight"\} [1-9]/);
      assert.match(metrics.body, /event_loop_delay_seconds_count \d+/);

      for (const h of held) assert.match(await h.finish(), /^HTTP\/1\.1 200 OK/);
      // The bound is on requests in flight, not on requests served: room again.
      const again = await api.client.get('/api/v1/project/account');
      assert.equal(again.status, 401);
    });
  });

  describe('on event-loop delay', () => {
    let api: AccountsApi;

    before(async () => {
      api = await startAccountsApi({ LOAD_SHED_MAX_IN_FLIGHT: '0', LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '50' });
    });
    after(() => api.stop());

    it('should answer 503 with Retry-After while the loop is late, and serve again once it caught up', async () => {
      await eventually(
        'an on-time loop',
        async () => (await api.client.get('/api/v1/project/account')).status === 401,
      );
      // The loop this process runs (the server's too) is held for six times the bound.
      const until = Date.now() + 300;
      while (Date.now() < until);
      const late = await api.client.get('/api/v1/project/account');
      assert.equal(late.status, 503);
      assert.equal(late.headers.get('retry-after'), '1');
      assert.equal((await api.client.get('/healthz')).status, 200);
      await eventually(
        'the loop to catch up',
        async () => (await api.client.get('/api/v1/project/account')).status === 401,
      );
    });
  });
});
