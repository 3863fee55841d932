// Routes without parameters are found by an exact lookup before the routers (api/app.ts
// staticRoutes): the answer must be the one the routers would give, for every spelling of a path.
import assert from 'node:assert/strict';
import { Type } from '@sinclair/typebox';
import { createApp } from '../../api/app.ts';
import { route, type AnyRoute } from '../../api/route.ts';
import { createLogger } from '../../core/logger.ts';
import { serve, type TestClient } from '../../harness/stack/http.ts';

describe('static routes', () => {
  let client: TestClient;
  let close: () => Promise<void>;

  const answer = (path: string, name: string, params?: boolean): AnyRoute =>
    route({
      method: 'GET',
      path,
      operationId: `get${name.replace(/\W/g, '')}`,
      summary: name,
      tag: 'test',
      envelope: 'data',
      auth: 'none',
      ...(params ? { params: Type.Object({ id: Type.String() }) } : {}),
      query: Type.Object({ n: Type.Integer({ default: 1 }) }),
      handler: ({ query }) => Promise.resolve({ name, n: query.n }),
    });

  before(async () => {
    const app = createApp({
      log: createLogger('silent'),
      bodyLimitBytes: 1024,
      version: '0.0.0',
      authenticators: {},
      ops: { health: () => Promise.resolve({}), accepting: () => true },
      routes: [
        answer('/api/v1/items/:id', 'by id', true),
        // Shadowed by the route above for the routers: the lookup must not take it either.
        answer('/api/v1/items/special', 'special'),
        answer('/api/v1/plain', 'plain'),
      ],
    });
    ({ client, close } = await serve(app));
  });

  after(() => close());

  it('should answer a static path with its route, query validated and defaulted', async () => {
    assert.deepEqual((await client.get('/api/v1/plain')).body, {
      success: true,
      data: { name: 'plain', n: 1 },
    });
    assert.deepEqual((await client.get('/api/v1/plain?n=7')).body.data, { name: 'plain', n: 7 });
    assert.equal((await client.get('/api/v1/plain?n=x')).status, 400);
  });

  it('should leave other spellings of the path to the router', async () => {
    assert.deepEqual((await client.get('/api/v1/plain/')).body.data, { name: 'plain', n: 1 });
    assert.deepEqual((await client.get('/API/v1/Plain')).body.data, { name: 'plain', n: 1 });
    const head = await fetch(`${client.baseUrl}/api/v1/plain`, { method: 'HEAD' });
    assert.equal(head.status, 200);
  });

  it('should keep the routers’ choice where an earlier route matches the same path', async () => {
    assert.deepEqual((await client.get('/api/v1/items/special')).body.data, { name: 'by id', n: 1 });
  });

  it('should label the request metrics with the route path', async () => {
    await client.get('/api/v1/plain');
    const metrics = (await client.get('/metrics')).body as unknown as string;
    assert.match(
      metrics,
      /http_request_seconds_count\{method="GET",route="\/api\/v1\/plain",status="200"\} \d+/,
    );
  });
});
