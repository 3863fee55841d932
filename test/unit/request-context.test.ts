// The access line and the per-request logger: one line per request with its id, method, route (or
// the redacted path when no route matched), the ids in the path, status and time; a handler's own
// lines carry the request id and keep the logger's redaction.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { pino } from 'pino';
import { createApp } from '../../api/app.ts';
import { route } from '../../api/route.ts';
import { serve, type TestClient } from '../../harness/stack/http.ts';

describe('request context', () => {
  const lines: Record<string, unknown>[] = [];
  let client: TestClient;
  let close: () => Promise<void>;

  before(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const log = pino(
      { level: 'info', redact: { paths: ['secret_key', '*.secret_key'], censor: '[redacted]' } },
      sink,
    );
    const app = createApp({
      log,
      bodyLimitBytes: 1024,
      version: '0.0.0',
      authenticators: {},
      ops: { health: () => Promise.resolve({}), accepting: () => true },
      routes: [
        route({
          method: 'GET',
          path: '/api/v1/quiet',
          summary: 'logs nothing',
          operationId: 'getQuiet',
          tag: 'test',
          envelope: 'data',
          auth: 'none',
          handler: () => Promise.resolve({ ok: true }),
        }),
        route({
          method: 'GET',
          path: '/api/v1/session/:id',
          summary: 'logs a secret',
          operationId: 'getSession',
          tag: 'test',
          envelope: 'data',
          auth: 'none',
          params: Type.Object({ id: Type.String() }),
          handler: ({ log }) => {
            log.info({ secret_key: 'sk_live', nested: { secret_key: 'sk_2' } }, 'handler line');
            return Promise.resolve({ ok: true });
          },
        }),
      ],
    });
    ({ client, close } = await serve(app));
  });

  after(() => close());

  it('should write one access line per request with its id, method, route, status and time, and nothing else', async () => {
    lines.length = 0;
    const r = await client.get('/api/v1/quiet', { 'x-request-id': 'req-1' });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('x-request-id'), 'req-1');
    assert.equal(lines.length, 1);
    const [line] = lines;
    assert.equal(line!.msg, 'request');
    assert.equal(line!.requestId, 'req-1');
    assert.equal(line!.method, 'GET');
    assert.equal(line!.route, '/api/v1/quiet');
    assert.equal(line!.status, 200);
    assert.equal(typeof line!.ms, 'number');
    assert.deepEqual(
      Object.keys(line!)
        .filter((k) => !['level', 'time', 'msg', 'pid', 'hostname'].includes(k))
        .sort(),
      ['method', 'ms', 'requestId', 'route', 'status'],
    );
  });

  it('should name the path of a request no route matched', async () => {
    lines.length = 0;
    assert.equal((await client.get('/api/v1/nowhere/sess_zzz')).status, 404);
    const access = lines.find((l) => l.msg === 'request')!;
    assert.deepEqual(
      [access.path, access.route, access.status],
      ['/api/v1/nowhere/sess_[redacted]', undefined, 404],
    );
  });

  it('should give handlers a logger that carries the request id and still redacts secrets', async () => {
    lines.length = 0;
    const r = await client.get('/api/v1/session/sess_abc123');
    assert.equal(r.status, 200);
    const handlerLine = lines.find((l) => l.msg === 'handler line')!;
    const access = lines.find((l) => l.msg === 'request')!;
    assert.equal(handlerLine.secret_key, '[redacted]');
    assert.deepEqual(handlerLine.nested, { secret_key: '[redacted]' });
    assert.equal(handlerLine.requestId, access.requestId);
    assert.match(String(access.requestId), /^[0-9a-f-]{36}$/);
    assert.deepEqual(
      [access.route, access.id, access.path],
      ['/api/v1/session/:id', 'sess_[redacted]', undefined],
      'the route and its id, session ids masked',
    );
  });
});
