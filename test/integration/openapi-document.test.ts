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

  it('puts market data first and gives every operation a description, its failures with examples and the headers it reads', () => {
    const spec = JSON.parse(doc);
    assert.equal(spec.tags[0].name, 'markets');
    assert.equal(Object.values(spec.paths as Record<string, Record<string, { tags: string[] }>>)[0]![Object.keys(Object.values(spec.paths)[0] as object)[0]!]!.tags[0], 'markets', 'the first operation is a market one');
    const ops = Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    assert.ok(ops.length > 50, `${ops.length} operations`);
    for (const { path, method, op } of ops) {
      assert.ok(op.summary && op.description, `${method} ${path}: summary and description`);
      const failures = Object.keys(op.responses).filter((s) => /^[45]/.test(s));
      assert.ok(failures.includes('503'), `${method} ${path}: 503`);
      for (const status of failures) assert.equal(op.responses[status].content['application/json'].example.success, false);
      if (op.security.length > 0 && !op.security.some((r: object) => Object.keys(r).length === 0)) assert.ok(failures.includes('401'), `${method} ${path}: 401`);
    }
    for (const path of ['/api/v1/wallet/pol/{wallet_id}/order', '/api/v1/wallet/sol/{wallet_id}/order', '/api/v1/wallet/pol/{wallet_id}/withdraw']) {
      const op = spec.paths[path].post;
      assert.ok(op.parameters.some((p: { name: string; in: string }) => p.in === 'header' && p.name === 'idempotency-key'), path);
      assert.ok(op.responses['409'], `${path}: 409 for a reused key`);
    }
  });
});
