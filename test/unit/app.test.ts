import assert from 'node:assert/strict';
import { Type } from '@sinclair/typebox';
import { createApp } from '../../api/app.ts';
import { route } from '../../api/route.ts';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../../core/errors.ts';
import { createLogger } from '../../core/logger.ts';
import { serve, type TestClient } from '../../harness/stack/http.ts';

describe('API machinery', () => {
  let client: TestClient;
  let close: () => Promise<void>;
  let ready = true;

  before(async () => {
    const routes = [
      route({
        method: 'POST',
        path: '/api/v1/things/:id',
        summary: 'echo',
        operationId: 'echoThing',
        tag: 'test',
        envelope: 'data',
        auth: 'none',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({ name: Type.String({ maxLength: 8 }) }),
        handler: ({ params, body }) => Promise.resolve({ id: params.id, name: body.name }),
      }),
      route({
        method: 'GET',
        path: '/api/v1/fail/:kind',
        summary: 'fails',
        operationId: 'failOnPurpose',
        tag: 'test',
        envelope: 'response',
        auth: 'none',
        params: Type.Object({ kind: Type.String() }),
        handler: ({ params }) => {
          const errors: Record<string, Error> = {
            forbidden: new ForbiddenError('wrong credential kind'),
            missing: new NotFoundError('account not found'),
            conflict: new ConflictError('already exists'),
            limited: new RateLimitedError(7),
          };
          return Promise.reject(errors[params.kind] ?? new Error('secret internals'));
        },
      }),
      route({
        method: 'GET',
        path: '/api/v1/keys',
        summary: 'both spellings',
        operationId: 'listKeys',
        tag: 'test',
        envelope: 'both',
        auth: 'none',
        handler: () => Promise.resolve({ reference: { api_keys: ['k'] }, guide: ['k'] }),
      }),
    ];
    const app = createApp({
      log: createLogger('silent'),
      bodyLimitBytes: 1024,
      routes,
      authenticators: {},
      version: '0.0.0',
      ops: { health: () => Promise.resolve({ db: { ok: ready } }), accepting: () => true },
    });
    ({ client, close } = await serve(app));
  });

  after(() => close());

  it('should validate, coerce and answer in the data envelope', async () => {
    const r = await client.post('/api/v1/things/42', { name: 'abc' });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { success: true, data: { id: 42, name: 'abc' } });
    assert.ok(r.headers.get('x-request-id'));
  });

  it('should answer bad input with 400 naming the field', async () => {
    const r = await client.post('/api/v1/things/0', { name: 'abc' });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, {
      success: false,
      error: 'params.id must be >= 1',
      code: 'invalid_request',
      param: 'id',
    });
    const long = await client.post('/api/v1/things/1', { name: 'abcdefghij' });
    assert.equal(long.body.error, 'body.name must be at most 8 characters');
  });

  it('should refuse malformed JSON with 400, not 500', async () => {
    const r = await client.request('POST', '/api/v1/things/1', {
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(r.status, 400);
    assert.equal(r.body.error, 'request body is not valid JSON');
  });

  it('should refuse a body over the limit with 413', async () => {
    const r = await client.post('/api/v1/things/1', { name: 'x'.repeat(2000) });
    assert.equal(r.status, 413);
    assert.equal(r.body.success, false);
  });

  it('should require a body where the route declares one', async () => {
    const r = await client.post('/api/v1/things/1');
    assert.equal(r.status, 400);
    assert.equal(r.body.error, 'body.name is required');
  });

  it('should map error classes to their statuses', async () => {
    for (const [kind, status] of [
      ['forbidden', 403],
      ['missing', 404],
      ['conflict', 409],
      ['limited', 429],
    ] as const) {
      const r = await client.get(`/api/v1/fail/${kind}`);
      assert.equal(r.status, status, kind);
      assert.equal(r.body.success, false);
    }
    const limited = await client.get('/api/v1/fail/limited');
    assert.equal(limited.headers.get('retry-after'), '7');
  });

  it('should hide unexpected errors behind a generic 500', async () => {
    const r = await client.get('/api/v1/fail/boom');
    assert.equal(r.status, 500);
    assert.deepEqual(r.body, { success: false, error: 'internal error', code: 'internal_error' });
  });

  it('should answer unknown routes with a 404 failure envelope', async () => {
    const r = await client.get('/api/v1/nothing-here');
    assert.equal(r.status, 404);
    assert.deepEqual(r.body, { success: false, error: 'no such route', code: 'not_found' });
  });

  it('should answer a wrong method on a served path with 405 and the methods it takes', async () => {
    const r = await client.request('DELETE', '/api/v1/things/1');
    assert.equal(r.status, 405);
    assert.equal(r.headers.get('allow'), 'OPTIONS, POST');
    assert.deepEqual(r.body, {
      success: false,
      error: 'DELETE is not allowed on this path; it takes OPTIONS, POST',
      code: 'method_not_allowed',
    });
    // GET routes take HEAD too; a health route of the ops router counts as well.
    assert.equal((await client.request('POST', '/api/v1/keys')).headers.get('allow'), 'GET, HEAD, OPTIONS');
    assert.equal((await client.request('PUT', '/healthz')).status, 405);
  });

  it('should answer OPTIONS on a served path with 204 and Allow, and on an unknown one with 404', async () => {
    const r = await client.request('OPTIONS', '/api/v1/fail/x');
    assert.equal(r.status, 204);
    assert.equal(r.headers.get('allow'), 'GET, HEAD, OPTIONS');
    assert.equal((await client.request('OPTIONS', '/api/v1/nothing-here')).status, 404);
  });

  it('should answer the api-key family in both spellings', async () => {
    const r = await client.get('/api/v1/keys');
    assert.deepEqual(r.body, { success: true, data: { api_keys: ['k'] }, response: ['k'] });
  });

  it('should serve liveness without dependencies and readiness from them', async () => {
    assert.equal((await client.get('/healthz')).status, 200);
    assert.equal((await client.get('/readyz')).status, 200);
    ready = false;
    const r = await client.get('/readyz');
    assert.equal(r.status, 503);
    assert.deepEqual(r.body.components, { db: { ok: false } });
    ready = true;
  });

  it('should publish an OpenAPI 3.1 document generated from the routes', async () => {
    const r = await client.get('/openapi.json');
    assert.equal(r.body.openapi, '3.1.0');
    const op = r.body.paths['/api/v1/things/{id}'].post;
    assert.deepEqual(op.parameters[0], {
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    });
    assert.deepEqual(op.requestBody.content['application/json'].schema.required, ['name']);
    assert.ok(
      r.body.paths['/api/v1/keys'].get.responses['200'].content['application/json'].schema.properties
        .response,
    );
  });

  it('should expose Prometheus metrics', async () => {
    const r = await client.get('/metrics');
    assert.equal(r.status, 200);
    assert.match(r.body, /http_request_seconds_bucket/);
  });
});
