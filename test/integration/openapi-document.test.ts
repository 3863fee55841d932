// The OpenAPI document the service publishes (/openapi.json, every route family), checked by a
// real OpenAPI validator and linter: Redocly's, with its recommended rules.
import assert from 'node:assert/strict';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';

/** Findings that are right as they are, each with why. */
const ACCEPTED = new Map([
  [
    'operation-4xx-response #/paths/~1api~1v1~1markets~1statistics/get/responses',
    'it takes no input and no credential: no client error is possible (503 when overloaded is documented)',
  ],
  // The routed orders' paths (docs/api/routing.md) and the single-venue ones match no concrete path
  // in common: that would take a wallet id of `pol` or `sol` and one of `routed`, and wallet ids are UUIDs.
  ...['pol', 'sol'].flatMap((chain) =>
    ['order', 'order~1{order_id}'].map(
      (rest) =>
        [
          `no-ambiguous-paths #/paths/~1api~1v1~1wallet~1${chain}~1{wallet_id}~1${rest}`,
          'wallet ids are UUIDs: /wallet/{wallet_id}/routed/… never names a /wallet/pol|sol/… path',
        ] as const,
    ),
  ),
]);

/** The first word of every operationId. */
const VERBS = new Set([
  'get',
  'list',
  'search',
  'stream',
  'create',
  'place',
  'quote',
  'amend',
  'cancel',
  'replace',
  'refresh',
  'expire',
  'revoke',
  'withdraw',
  'credit',
  'run',
  'pause',
  'resume',
  'stop',
  'sign',
  'delete',
  'rotate',
  'send',
  'release',
]);

describe('OpenAPI document (/openapi.json)', function () {
  this.timeout(60_000);
  let stack: MarketDataStack;
  let doc: string;

  before(async () => {
    stack = await startMarketDataStack();
    doc = JSON.stringify((await stack.client.get('/openapi.json')).body);
  });

  after(() => stack?.stop());

  it('passes Redocly lint with its recommended rules: no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: doc, absoluteRef: 'openapi.json', config });
    const lines = problems
      .filter((p) => !ACCEPTED.has(`${p.ruleId} ${p.location[0]?.pointer ?? ''}`))
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    assert.deepEqual(lines, []);
  });

  it('names every operation with a verb, once, and sums it up in at most 80 characters', () => {
    const spec = JSON.parse(doc);
    const ops = Object.entries(
      spec.paths as Record<string, Record<string, { operationId?: string; summary?: string }>>,
    ).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, ...op })),
    );
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const op of ops) {
      const id = op.operationId ?? '';
      const verb = /^([a-z]+)[A-Z0-9]/.exec(id)?.[1];
      if (!id) problems.push(`${op.at}: no operationId`);
      else if (!verb || !VERBS.has(verb))
        problems.push(`${op.at}: operationId '${id}' does not start with a verb (${[...VERBS].join(', ')})`);
      if (seen.has(id)) problems.push(`${op.at}: operationId '${id}' is also ${seen.get(id)}`);
      seen.set(id, op.at);
      if ((op.summary ?? '').length > 80)
        problems.push(`${op.at}: summary of ${op.summary!.length} characters`);
    }
    assert.deepEqual(problems, []);
    assert.ok(seen.has('placeVenueAOrder') && seen.has('listMarkets'));
    assert.doesNotMatch(
      doc,
      /\bspec \d|venue_[ab] \d\.\d/,
      'no section numbers of a spec the reader does not have',
    );
  });

  it('publishes the objects a client handles as named schemas, referenced by the operations', () => {
    const spec = JSON.parse(doc);
    const names = Object.keys(spec.components.schemas as object);
    for (const name of [
      'Error',
      'ErrorCode',
      'VenueAEvent',
      'VenueAMarket',
      'VenueBEvent',
      'VenueBMarket',
      'Order',
      'Position',
      'Transfer',
      'Copytrade',
      'VenueAQuote',
      'Wallet',
      'Balance',
      'Account',
      'Project',
    ]) {
      assert.ok(names.includes(name), `components.schemas.${name}`);
      assert.ok(doc.includes(`"$ref":"#/components/schemas/${name}"`), `${name} is referenced`);
    }
    const order = spec.paths['/api/v1/wallet/pol/{wallet_id}/order'].post;
    // The envelope stays as the interface fixes it: the payload under `response` is the named Order.
    assert.deepEqual(order.responses['200'].content['application/json'].schema.properties.response, {
      $ref: '#/components/schemas/Order',
    });
    assert.deepEqual(order.requestBody.content['application/json'].schema, {
      $ref: '#/components/schemas/VenueAOrderRequest',
    });
    assert.deepEqual(order.responses['409'].content['application/json'].schema.allOf, [
      { $ref: '#/components/schemas/Error' },
    ]);
  });

  it('puts market data first and gives every operation a description, its failures with examples and the headers it reads', () => {
    const spec = JSON.parse(doc);
    assert.equal(spec.tags[0].name, 'markets');
    assert.equal(
      Object.values(spec.paths as Record<string, Record<string, { tags: string[] }>>)[0]![
        Object.keys(Object.values(spec.paths)[0] as object)[0]!
      ]!.tags[0],
      'markets',
      'the first operation is a market one',
    );
    const ops = Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );
    assert.ok(ops.length > 50, `${ops.length} operations`);
    for (const { path, method, op } of ops) {
      assert.ok(op.summary && op.description, `${method} ${path}: summary and description`);
      const failures = Object.keys(op.responses).filter((s) => /^[45]/.test(s));
      assert.ok(failures.includes('503'), `${method} ${path}: 503`);
      for (const status of failures)
        assert.equal(op.responses[status].content['application/json'].example.success, false);
      if (op.security.length > 0 && !op.security.some((r: object) => Object.keys(r).length === 0))
        assert.ok(failures.includes('401'), `${method} ${path}: 401`);
    }
    for (const path of [
      '/api/v1/wallet/pol/{wallet_id}/order',
      '/api/v1/wallet/sol/{wallet_id}/order',
      '/api/v1/wallet/pol/{wallet_id}/withdraw',
    ]) {
      const op = spec.paths[path].post;
      assert.ok(
        op.parameters.some(
          (p: { name: string; in: string }) => p.in === 'header' && p.name === 'idempotency-key',
        ),
        path,
      );
      assert.ok(op.responses['409'], `${path}: 409 for a reused key`);
    }
  });
});
