// A client that goes away while its request is being answered (a load test's connections closed when
// it stops, a browser tab closed) is logged and counted as 499, never as an unexpected server error.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Type } from '@sinclair/typebox';
import { createApp } from '../../api/app.ts';
import { route } from '../../api/route.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import { capturedLog } from '../../harness/stack/captured-log.ts';
import { serve, type Served } from '../../harness/stack/http.ts';
import { barrier, eventually } from '../support/wait.ts';

/** How the handler ends once its client has gone: it answers, or it fails as a cut connection makes code fail. */
const endings: Record<string, () => Promise<unknown>> = {
  answers: () => Promise.resolve({ big: 'x'.repeat(100_000) }),
  reset: () => Promise.reject(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })),
  fails: () => Promise.reject(new Error('read after the connection closed')),
};

async function unexpectedCount(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('http_unexpected_errors_total')?.get();
  return metric?.values[0]?.value ?? 0;
}

describe('a client that goes away mid-request', () => {
  const captured = capturedLog('debug');
  let served: Served;
  let entered = barrier();
  let release = barrier();

  before(async () => {
    const app = createApp({
      log: captured.log,
      bodyLimitBytes: 1024,
      routes: [
        route({
          method: 'GET',
          path: '/api/v1/slow/:ending',
          summary: 'answers once released',
          operationId: 'slowThing',
          tag: 'test',
          envelope: 'data',
          auth: 'none',
          params: Type.Object({ ending: Type.String() }),
          handler: async ({ params }) => {
            entered.pass();
            await release.reached;
            return endings[params.ending]!();
          },
        }),
      ],
      authenticators: {},
      version: '0.0.0',
      ops: { health: () => Promise.resolve({}), accepting: () => true },
    });
    served = await serve(app);
  });

  after(() => served.close());

  for (const ending of Object.keys(endings)) {
    it(`should log 499 and no unexpected error when the handler then ${ending}`, async () => {
      entered = barrier();
      release = barrier();
      const unexpectedBefore = await unexpectedCount();
      const accessLines = () => captured.lines().filter((l) => l.msg === 'request');
      const linesBefore = accessLines().length;
      const serverSocketClosed = barrier();
      served.server.once('connection', (socket: Socket) =>
        socket.once('close', () => serverSocketClosed.pass()),
      );
      const { port } = served.server.address() as AddressInfo;
      const req = request({ host: '127.0.0.1', port, path: `/api/v1/slow/${ending}` });
      req.on('error', () => undefined);
      req.end();
      await entered.reached;
      req.destroy();
      await serverSocketClosed.reached;
      release.pass();
      await eventually('the access line', () => accessLines().length > linesBefore);
      const line = accessLines().at(-1)!;
      assert.equal(line.route, '/api/v1/slow/:ending');
      assert.equal(line.status, 499);
      assert.equal(captured.lines().filter((l) => l.msg === 'unexpected error').length, 0, captured.text());
      assert.equal(await unexpectedCount(), unexpectedBefore);
    });
  }

  it('should still log a request whose client stayed with its own status', async () => {
    release = barrier();
    release.pass();
    const r = await served.client.get('/api/v1/slow/answers');
    assert.equal(r.status, 200);
    await eventually('the access line', () =>
      captured.lines().some((l) => l.msg === 'request' && l.status === 200),
    );
  });
});
