// The engine names input fields by their domain paths (`token_id`, `settings.sizing.amount`); the
// API's failure answer names each by where the request carried it, as the matched route declares
// it, and keeps the status, code and `param` the error was raised with.
import assert from 'node:assert/strict';
import { Type } from '@sinclair/typebox';
import { createApp } from '../../api/app.ts';
import { requestFieldNamer, route } from '../../api/route.ts';
import { BadRequestError, PayloadTooLargeError } from '../../core/errors.ts';
import { createLogger } from '../../core/logger.ts';
import { serve, type TestClient } from '../../harness/stack/http.ts';

const lookup = route({
  method: 'POST',
  path: '/api/v1/things/:thing_id',
  summary: 'refuses on purpose',
  operationId: 'refuseThing',
  tag: 'test',
  envelope: 'data',
  auth: 'none',
  params: Type.Object({ thing_id: Type.String() }),
  query: Type.Object({ bucket: Type.Optional(Type.String()), kind: Type.Optional(Type.String()) }),
  body: Type.Union([
    Type.Object({ token_id: Type.String(), settings: Type.Optional(Type.Object({})) }),
    Type.Object({ price: Type.String(), shares: Type.String() }),
  ]),
  handler: ({ query }) => {
    const refusals: Record<string, Error> = {
      body: new BadRequestError(
        (name) => `the market of ${name('token_id')} is not open for trading`,
        'market_closed',
      ),
      nested: new BadRequestError(
        (name) => `${name('settings.sizing.amount')} must be positive`,
        'invalid_settings',
        'settings.sizing.amount',
      ),
      two: new BadRequestError(
        (name) => `${name('price')} or ${name('shares')} is required`,
        'invalid_order',
      ),
      query: new BadRequestError((name) => `${name('bucket')} must be between 1s and 1d`),
      path: new BadRequestError(
        (name) => `${name('thing_id')} is not a thing`,
        'invalid_request',
        'thing_id',
      ),
      undeclared: new BadRequestError((name) => `${name('colour')} is not known here`),
      large: new PayloadTooLargeError((name) => `${name('settings')} must be at most 10 bytes`),
      plain: new BadRequestError('words without a field', 'invalid_amount', 'amount'),
    };
    return Promise.reject(refusals[query.kind ?? ''] ?? new Error('no such kind'));
  },
});

describe('failure words of engine errors', () => {
  let client: TestClient;
  let close: () => Promise<void>;

  before(async () => {
    const app = createApp({
      log: createLogger('silent'),
      bodyLimitBytes: 1024,
      routes: [lookup],
      authenticators: {},
      version: '0.0.0',
      ops: { health: () => Promise.resolve({}), accepting: () => true },
    });
    ({ client, close } = await serve(app));
  });

  after(() => close());

  const refused = (kind: string) => client.post(`/api/v1/things/t1?kind=${kind}`, { token_id: 'x' });

  it('should keep the domain paths in the message the engine sees', () => {
    const err = new BadRequestError(
      (name) => `${name('price')} or ${name('shares')} is required`,
      'invalid_order',
    );
    assert.equal(err.message, 'price or shares is required');
    assert.deepEqual(err.fields, ['price', 'shares']);
    assert.equal(new BadRequestError('no field named').fields.length, 0);
  });

  it('should name a field by the part of the request that declares it', async () => {
    const cases: [string, number, Record<string, unknown>][] = [
      ['body', 400, { error: 'the market of body.token_id is not open for trading', code: 'market_closed' }],
      [
        'nested',
        400,
        {
          error: 'body.settings.sizing.amount must be positive',
          code: 'invalid_settings',
          param: 'settings.sizing.amount',
        },
      ],
      ['two', 400, { error: 'body.price or body.shares is required', code: 'invalid_order' }],
      ['query', 400, { error: 'query.bucket must be between 1s and 1d', code: 'invalid_request' }],
      ['path', 400, { error: 'params.thing_id is not a thing', code: 'invalid_request', param: 'thing_id' }],
      ['large', 413, { error: 'body.settings must be at most 10 bytes', code: 'payload_too_large' }],
    ];
    for (const [kind, status, answer] of cases) {
      const r = await refused(kind);
      assert.equal(r.status, status, kind);
      assert.deepEqual(r.body, { success: false, ...answer }, kind);
    }
  });

  it('should leave a field no part declares, and a message naming none, as the engine said them', async () => {
    assert.deepEqual((await refused('undeclared')).body, {
      success: false,
      error: 'colour is not known here',
      code: 'invalid_request',
    });
    assert.deepEqual((await refused('plain')).body, {
      success: false,
      error: 'words without a field',
      code: 'invalid_amount',
      param: 'amount',
    });
  });

  it('should look a name up in the body first, then the query, then the path', () => {
    const both = route({
      ...lookup,
      query: Type.Object({ token_id: Type.String() }),
      params: Type.Object({ token_id: Type.String() }),
    });
    assert.equal(requestFieldNamer(both)('token_id'), 'body.token_id');
    const inQuery = route({
      ...lookup,
      body: undefined,
      params: Type.Object({ token_id: Type.String() }),
      query: Type.Object({ token_id: Type.String() }),
    });
    assert.equal(requestFieldNamer(inQuery)('token_id.0'), 'query.token_id.0');
  });
});
