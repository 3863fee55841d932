// Every failure answer carries a stable code from the one table (core/errors.ts ERROR_CODES): this
// test walks every operation of /openapi.json on the running app with requests that must fail —
// no credential, a credential of the wrong kind, path parameters and bodies that fit no schema —
// and checks each answer is {success:false, error, code} with a code the table gives that status,
// and one the operation's own document lists for it.
import assert from 'node:assert/strict';
import { ERROR_CODES, type ErrorCode } from '../../core/errors.ts';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';

interface Operation {
  method: string;
  path: string;
  op: {
    security: Record<string, unknown>[];
    parameters?: { in: string; name: string; required?: boolean }[];
    requestBody?: unknown;
    responses: Record<
      string,
      { content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> }
    >;
  };
}

const ADMIN = { 'X-Admin-Key': 'adm_not_the_key' };

describe('error codes on every operation of /openapi.json', function () {
  this.timeout(60_000);
  let stack: MarketDataStack;
  let operations: Operation[];

  before(async () => {
    stack = await startMarketDataStack();
    const doc = (await stack.client.get('/openapi.json')).body;
    operations = Object.entries(doc.paths as Record<string, Record<string, Operation['op']>>).flatMap(
      ([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });

  after(() => stack?.stop());

  /** Checks one failure answer; returns what is wrong with it, or null. */
  function problem(o: Operation, what: string, status: number, body: unknown): string | null {
    const at = `${o.method} ${o.path} (${what}) → ${status}`;
    if (status < 400) return null;
    if (typeof body !== 'object' || body === null)
      return `${at}: not a JSON body: ${String(body).slice(0, 100)}`;
    const b = body as { success?: unknown; error?: unknown; code?: unknown; param?: unknown };
    if (b.success !== false || typeof b.error !== 'string')
      return `${at}: not the failure envelope: ${JSON.stringify(b)}`;
    if (typeof b.code !== 'string' || !(b.code in ERROR_CODES))
      return `${at}: code ${JSON.stringify(b.code)} is not in the table`;
    if (ERROR_CODES[b.code as ErrorCode].status !== status)
      return `${at}: code ${b.code} belongs to ${ERROR_CODES[b.code as ErrorCode].status}`;
    if (b.param !== undefined && (typeof b.param !== 'string' || b.param === ''))
      return `${at}: param ${JSON.stringify(b.param)}`;
    const listed =
      o.op.responses[String(status)]?.content?.['application/json']?.schema?.properties?.code?.enum;
    if (!listed) return `${at}: the operation does not document ${status}`;
    if (!listed.includes(b.code))
      return `${at}: code ${b.code} is not among the codes it documents (${listed.join(', ')})`;
    return null;
  }

  /** The operation's path with every parameter replaced by a value no schema takes. */
  const badPath = (o: Operation) => o.path.replace(/\{[^}]+\}/g, 'not-an-id%20%2F');

  it('should answer an unauthenticated or malformed request to every operation with a code from the table', async () => {
    assert.ok(operations.length > 50, `${operations.length} operations`);
    const problems: string[] = [];
    let failures = 0;
    for (const o of operations) {
      if (o.path === '/api/v1/markets/stream') continue; // an event stream: its failures are checked below with a bad query
      const secured = o.op.security.length > 0 && !o.op.security.some((r) => Object.keys(r).length === 0);
      const attempts: [string, Parameters<typeof stack.client.request>[2]][] = [];
      if (secured) attempts.push(['no credential', {}]);
      if (o.path.startsWith('/admin')) attempts.push(['a wrong admin key', { headers: ADMIN }]);
      if (o.path.includes('{')) attempts.push(['bad path parameters', {}]);
      if (o.op.requestBody)
        attempts.push(
          ['a body that is not an object', { body: [] }],
          ['a broken body', { rawBody: '{"a":', headers: { 'content-type': 'application/json' } }],
        );
      if (o.op.parameters?.some((p) => p.in === 'query' && p.required)) attempts.push(['no query', {}]);
      for (const [what, options] of attempts) {
        const path =
          what === 'bad path parameters'
            ? badPath(o)
            : o.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const r = await stack.client.request(o.method, path, options);
        // A free-text path parameter (a search) may take anything: only the other attempts must fail.
        if (what !== 'bad path parameters')
          assert.ok(r.status >= 400, `${o.method} ${path} (${what}) → ${r.status}: it must fail`);
        if (r.status >= 400) failures++;
        const p = problem(o, what, r.status, r.body);
        if (p) problems.push(p);
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(failures > operations.length, `${failures} failure answers checked`);
  });

  it('should name the field at fault in param when the schema refuses one field', async () => {
    const r = await stack.client.get('/api/v1/markets?limit=100000');
    assert.equal(r.status, 400);
    assert.equal(r.body.code, 'invalid_request');
    assert.equal(r.body.param, 'limit');
    assert.match(r.body.error, /^query\.limit /);
  });

  it('should answer an unknown route, a wrong method and a stream with a bad query with their codes', async () => {
    const unknown = await stack.client.get('/api/v1/no-such-thing');
    assert.deepEqual(
      [unknown.status, unknown.body],
      [404, { success: false, error: 'no such route', code: 'not_found' }],
    );
    const wrongMethod = await stack.client.request('PATCH', '/api/v1/markets/prices');
    assert.deepEqual(
      [wrongMethod.status, wrongMethod.headers.get('allow'), wrongMethod.body.code],
      [405, 'OPTIONS, POST', 'method_not_allowed'],
    );
    const stream = await stack.client.get('/api/v1/markets/stream?token_ids=');
    assert.ok(stream.status >= 400 && stream.status < 500, `${stream.status}`);
    assert.equal(typeof stream.body.code, 'string');
    assert.equal(ERROR_CODES[stream.body.code as ErrorCode]?.status, stream.status);
  });
});
