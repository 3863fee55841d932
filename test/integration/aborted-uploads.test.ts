// A client that goes away while it uploads a request body is not a server error: the service logs
// it at debug, answers nothing (nobody is listening) and counts nothing as unexpected. Runs the API
// app on the real test PostgreSQL and Redis; the uploads are cut off by destroying the socket
// after part of the declared body, once the server has them all.
import assert from 'node:assert/strict';
import { request, type ClientRequest } from 'node:http';
import { metricsRegistry } from '../../core/metrics.ts';
import {
  projectHeaders,
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';
import { waitUntil } from '../../harness/servers/processes.ts';

const UPLOADS = 20;

/** Sends headers and half of a declared 1000-byte body; resolves with the request once it is sent. */
function halfUpload(baseUrl: string, path: string, headers: Record<string, string>): Promise<ClientRequest> {
  return new Promise((resolve) => {
    const req = request(baseUrl + path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': '1000' },
    });
    req.on('error', () => undefined); // destroyed by the test
    req.flushHeaders();
    req.write(`{"metadata":{"note":"${'x'.repeat(480)}`, () => resolve(req));
  });
}

async function unexpectedErrors(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('http_unexpected_errors_total')?.get();
  return metric?.values[0]?.value ?? 0;
}

interface LogLine {
  level: number;
  msg: string;
  status?: number;
}

describe('aborted uploads', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let project: ProjectCredentials;

  before(async () => {
    api = await startAccountsApi({ LOG_LEVEL: 'debug' });
    project = await api.newProject();
  });
  after(() => api.stop());

  const lines = (): LogLine[] =>
    api
      .logs()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);

  it('should log a client that aborts its upload at debug and count no server error', async () => {
    const errorsBefore = await unexpectedErrors();
    const accessBefore = lines().filter((l) => l.msg === 'request').length;
    let received = 0;
    const onRequest = () => (received += 1);
    api.server.on('request', onRequest);
    const upload = () => halfUpload(api.client.baseUrl, '/api/v1/project/account', projectHeaders(project));
    const uploads = await Promise.all(Array.from({ length: UPLOADS }, upload));
    // Cut off once the server has read every request's headers (it is then on the body, or about to be).
    await waitUntil('the server to receive every upload', () => received >= UPLOADS, 10_000);
    api.server.off('request', onRequest);
    for (const req of uploads) req.destroy();
    // Every aborted request has been handled (its access line written).
    const handled = await waitUntil(
      'the aborted requests to be handled',
      () => {
        const access = lines()
          .filter((l) => l.msg === 'request')
          .slice(accessBefore);
        return access.length >= UPLOADS ? access : undefined;
      },
      10_000,
    );
    assert.deepEqual(
      handled.map((l) => l.status),
      Array.from({ length: UPLOADS }, () => 499),
    );
    assert.equal(
      lines().filter((l) => l.msg === 'client closed the request' && l.level === 20).length,
      UPLOADS,
    );
    assert.deepEqual(
      lines().filter((l) => l.level >= 40),
      [],
    );
    assert.equal(await unexpectedErrors(), errorsBefore);
    // The service is unharmed: the same request sent whole succeeds.
    const whole = await api.client.post(
      '/api/v1/project/account',
      { metadata: { note: 'x' } },
      projectHeaders(project),
    );
    assert.equal(whole.status, 200);
  });
});
