// Every input gets a 4xx, never a 5xx: a property test over the service's own OpenAPI document.
// The whole service runs in its own process (test/support/service-process.ts: the real test
// backends, or SERVICE_PLACEMENT=embedded for the embedded default). For every operation the
// document lists, fast-check generates requests from its schemas — path parameters, query and
// body — with values mixed in that no schema expects (huge and unsafe numbers, 100-digit amounts,
// times past any calendar, NUL bytes, lone surrogates, wrong types, broken JSON) and real ones
// (the caller's wallet, catalog tokens, an open order), sends them with valid credentials of the
// kind the operation takes, and asserts that no answer is a 5xx, that none is missing and that
// every failure carries a code of core/errors.ts's table that goes with its status.
// Each operation first gets a sweep (fast-check's examples): a well-formed request with each of
// a fixed set of hostile values in each of its fields in turn; then FUZZ_RUNS (default 15)
// random requests, each a generated request with at most one hostile value or a broken body.
// While debugging: FUZZ_ONLY=<part of a path> runs only those operations, FUZZ_DEBUG=1 prints
// every request and answer.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ERROR_CODES, type ErrorCode } from '../../core/errors.ts';
import {
  asText,
  bodyFields,
  field,
  fromSchema,
  HOSTILE_SWEEP,
  hostileJson,
  hostileText,
  withValue,
  type JsonSchema,
  type Known,
} from '../support/schema-arbitrary.ts';
import { operationsOf, type Operation } from '../support/openapi-refs.ts';
import {
  liveMarkets,
  placementFromEnv,
  startServiceProcess,
  type RunningService,
} from '../support/service-process.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const REDIS_DB = 10;
const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
const SOL_ADDRESS = 'So11111111111111111111111111111111111111112';

interface GeneratedRequest {
  path: string;
  query: [string, string][];
  headers: [string, string][];
  body?: { json: unknown } | { raw: string };
  /** Which of the operation's credentials is sent; 'none' only where the credential is optional. */
  credential: string;
}

/** What makes a well-formed request hostile: one value replaced, or the body broken. */
type Mutation =
  | { kind: 'none' }
  | { kind: 'path' | 'query' | 'header'; name: string; value: string; repeat?: boolean }
  | { kind: 'field'; at: readonly string[]; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; raw: string };

const BROKEN_BODIES = [
  '{"a":',
  'not json',
  '[',
  '"\\ud800"',
  '{"__proto__":{"polluted":1}}',
  '1e999999',
  '{"a":1,"a":2}',
];

/** A path segment; a lone surrogate goes as the invalid UTF-8 it would be (%ED%A0%80). */
function pathText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function mutationArb(op: Operation, bodySchema: JsonSchema | undefined): fc.Arbitrary<Mutation> {
  const params = op.parameters ?? [];
  const options: fc.WeightedArbitrary<Mutation>[] = [{ arbitrary: fc.constant({ kind: 'none' }), weight: 2 }];
  for (const p of params) {
    options.push({
      arbitrary: fc.record({
        kind: fc.constant(p.in),
        name: fc.constant(p.name),
        value: hostileText,
        repeat: fc.boolean(),
      }),
      weight: 1,
    });
  }
  if (bodySchema) {
    for (const at of bodyFields(bodySchema)) {
      options.push({
        arbitrary: fc.record({
          kind: fc.constant('field' as const),
          at: fc.constant(at),
          value: hostileJson,
        }),
        weight: 2,
      });
    }
    options.push({
      arbitrary: fc.record({
        kind: fc.constant('field' as const),
        at: fc.constant<string[]>(['unexpected']),
        value: hostileJson,
      }),
      weight: 1,
    });
    options.push({
      arbitrary: fc.record({ kind: fc.constant('body' as const), value: hostileJson }),
      weight: 1,
    });
    options.push({
      arbitrary: fc.record({ kind: fc.constant('raw' as const), raw: fc.constantFrom(...BROKEN_BODIES) }),
      weight: 1,
    });
  }
  return fc.oneof(...options);
}

/** The parts of a request before they are put together. */
interface Parts {
  path: Map<string, string>;
  query: [string, string][];
  headers: [string, string][];
  body: unknown;
  credential: string;
}

function credentialsOf(op: Operation): string[] {
  const kinds = op.security.map((s) => Object.keys(s)[0] ?? 'none');
  return kinds.length === 0 ? ['none'] : kinds;
}

function assemble(op: Operation, parts: Parts, m: Mutation): GeneratedRequest {
  const path = new Map(parts.path);
  let query = parts.query;
  let headers = parts.headers;
  let body: GeneratedRequest['body'] = op.requestBody ? { json: parts.body } : undefined;
  if (m.kind === 'path') path.set(m.name, m.value);
  if (m.kind === 'query') {
    query = [...query.filter(([k]) => k !== m.name), [m.name, m.value]];
    if (m.repeat) query.push([m.name, m.value]);
  }
  // A header value is what fetch can send: printable ASCII.
  if (m.kind === 'header')
    headers = [...headers.filter(([k]) => k !== m.name), [m.name, m.value.replace(/[^\x20-\x7e]/g, '?')]];
  if (m.kind === 'field') body = { json: withValue(parts.body, m.at, m.value) };
  if (m.kind === 'body') body = { json: m.value };
  if (m.kind === 'raw') body = { raw: m.raw };
  return {
    path: [...path].reduce((p, [name, value]) => p.replace(`{${name}}`, pathText(value)), op.path),
    query,
    headers,
    body,
    credential: parts.credential,
  };
}

function bodySchemaOf(op: Operation): JsonSchema | undefined {
  return op.requestBody?.content['application/json']?.schema;
}

/** A random request: well-formed parts (real values where known), then at most one mutation. */
function requestArb(op: Operation, known: Known): fc.Arbitrary<GeneratedRequest> {
  const params = op.parameters ?? [];
  const paramArb = (p: (typeof params)[number]) => field(p.name, p.schema, known).map(asText);
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const headerParams = params.filter((p) => p.in === 'header');
  const bodySchema = bodySchemaOf(op);
  const example = known[`${op.method} ${op.path}`];
  const bodyArb = !bodySchema
    ? fc.constant(undefined)
    : example
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...example), weight: 3 },
          { arbitrary: field('body', bodySchema, known), weight: 1 },
        )
      : field('body', bodySchema, known);
  return fc
    .record({
      path: fc.tuple(...pathParams.map(paramArb)),
      query: fc.tuple(...queryParams.map((p) => fc.option(paramArb(p), { freq: p.required ? 10 : 2 }))),
      headers: fc.tuple(...headerParams.map(() => fc.option(fc.uuid(), { freq: 2 }))),
      body: bodyArb,
      credential: fc.constantFrom(...credentialsOf(op)),
      mutation: mutationArb(op, bodySchema),
    })
    .map(({ path, query, headers, body, credential, mutation }) =>
      assemble(
        op,
        {
          path: new Map(pathParams.map((p, i) => [p.name, path[i]!])),
          query: queryParams.flatMap((p, i) =>
            query[i] === null ? [] : [[p.name, query[i]!] as [string, string]],
          ),
          headers: headerParams.flatMap((p, i) =>
            headers[i] === null ? [] : [[p.name, headers[i]!] as [string, string]],
          ),
          body,
          credential,
        },
        mutation,
      ),
    );
}

/**
 * The sweep: one well-formed request (the first real value of every field that has one), then
 * the same request with each HOSTILE_SWEEP value in each field in turn.
 */
function sweep(op: Operation, known: Known): GeneratedRequest[] {
  const params = op.parameters ?? [];
  const first = (name: string, schema: JsonSchema) =>
    known[name]?.[0] ?? fc.sample(fromSchema(schema, known), { numRuns: 1, seed: 1 })[0];
  const bodySchema = bodySchemaOf(op);
  const base: Parts = {
    path: new Map(
      params.filter((p) => p.in === 'path').map((p) => [p.name, asText(first(p.name, p.schema))]),
    ),
    query: params
      .filter((p) => p.in === 'query' && (p.required || known[p.name]))
      .map((p) => [p.name, asText(first(p.name, p.schema))]),
    headers: [],
    body: bodySchema ? (known[`${op.method} ${op.path}`]?.[0] ?? first('body', bodySchema)) : undefined,
    credential: credentialsOf(op)[0]!,
  };
  const mutations: Mutation[] = [{ kind: 'none' }];
  for (const value of HOSTILE_SWEEP) {
    for (const p of params) mutations.push({ kind: p.in, name: p.name, value: asText(value) });
    for (const at of bodySchema ? bodyFields(bodySchema) : []) mutations.push({ kind: 'field', at, value });
  }
  return mutations.map((m) => assemble(op, base, m));
}

describe(`every input gets a 4xx, never a 5xx (OpenAPI property test, ${placementFromEnv()} placement)`, function () {
  this.timeout(240_000);

  let service: RunningService;
  let known: Known;
  let credentials: Record<string, () => Promise<Record<string, string>>>;
  let operations: Operation[];

  before(async () => {
    service = await startServiceProcess({
      placement: placementFromEnv(),
      redisDb: REDIS_DB,
      env: {
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ACCOUNT: '10000000',
        RATE_LIMIT_PROJECT_KEY: '10000000',
        RATE_LIMIT_PUBLIC_IP: '10000000',
      },
    });
    const { client, adminKey } = service;
    const dataKey = (
      await client.post('/api/v1/admin/data-keys', { name: 'fuzz' }, { 'X-Admin-Key': adminKey })
    ).body.data.secret as string;
    const ok = async <T>(what: string, reply: Promise<{ status: number; body: any }>): Promise<T> => {
      const r = await reply;
      assert.equal(r.status, 200, `${what}: ${JSON.stringify(r.body)}`);
      return (r.body.data ?? r.body.response) as T;
    };
    const project = await ok<{ secret_key: string }>(
      'project',
      client.post('/api/v1/admin/projects', { name: 'fuzz' }, { 'X-Admin-Key': adminKey }),
    );
    const projectKey = { 'X-API-Key': project.secret_key };
    const account = async () => {
      const { account_id } = await ok<{ account_id: string }>(
        'account',
        client.post('/api/v1/project/account', {}, projectKey),
      );
      const key = await ok<{ public_key: string; secret_key: string }>(
        'account key',
        client.post(`/api/v1/project/account/${account_id}/api-key`, {}, projectKey),
      );
      const headers = { 'X-API-KEY': key.secret_key };
      const [wallet] = await ok<{ wallet_id: string }[]>('wallets', client.get('/api/v1/wallets', headers));
      return { account_id, key, headers, wallet_id: wallet!.wallet_id };
    };
    const session = async (accountId: string) =>
      (
        await ok<{ session_id: string }>(
          'session',
          client.post(`/api/v1/project/account/${accountId}/session`, undefined, projectKey),
        )
      ).session_id;
    // The caller (its key is never offered for revocation) and another account of the project.
    const caller = await account();
    const other = await account();
    const spareKey = await ok<{ public_key: string }>(
      'spare key',
      client.post(`/api/v1/project/account/${caller.account_id}/api-key`, {}, projectKey),
    );
    for (const [chain, asset] of [
      ['POL', 'pUSD'],
      ['POL', 'USDC.e'],
      ['SOL', 'USDC'],
    ]) {
      await ok(
        'credit',
        client.post(
          `/api/v1/admin/wallets/${caller.wallet_id}/credit`,
          { chain, asset, amount: '1000' },
          { 'X-Admin-Key': adminKey },
        ),
      );
    }
    const markets = await liveMarkets(service);
    const tokens = markets.flatMap((m) => [m.left_token_id, m.right_token_id]);
    const limitOrder = {
      token_id: tokens[0],
      side: 'BUY',
      type: 'LIMIT',
      shares: '5',
      price: '0.01',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    };
    const copytradeBody = {
      target: EVM_ADDRESS,
      mode: 'COPY',
      settings: { sizing: { mode: 'FIXED', amount: '1', max_per_day: '10' } },
    };
    const order = await client.post(
      `/api/v1/wallet/pol/${caller.wallet_id}/order`,
      limitOrder,
      caller.headers,
    );
    assert.equal(order.status, 200, JSON.stringify(order.body));
    const copytrade = await client.post(
      `/api/v1/wallet/pol/${caller.wallet_id}/copytrade`,
      copytradeBody,
      caller.headers,
    );
    assert.equal(copytrade.status, 201, JSON.stringify(copytrade.body));
    const credit = { chain: 'POL', asset: 'pUSD', amount: '1' };
    const admin = '/api/v1/admin/wallets/{wallet_id}/credit';
    known = {
      wallet_id: [caller.wallet_id, other.wallet_id],
      account_id: [other.account_id, caller.account_id],
      session_id: [await session(other.account_id)],
      public_key: [spareKey.public_key, other.key.public_key],
      order_id: [order.body.response.order_id],
      copytrade_id: [copytrade.body.response.copytrade_id],
      token_id: tokens,
      token_ids: [tokens.join(','), tokens],
      slug: markets.map((m) => m.slug).filter(Boolean),
      query: ['election', 'bitcoin'],
      amount: ['1', '2.5', 10, '0.000001'],
      shares: ['1', '5'],
      price: ['0.5', '0.01', 0.5],
      expires_at: [Math.floor(Date.now() / 1000) + 3600],
      address: [EVM_ADDRESS, SOL_ADDRESS],
      target: [EVM_ADDRESS],
      token: ['pUSD', 'USDC.e', 'USDC'],
      asset: ['pUSD', 'USDC.e', 'USDC'],
      start: [String(Math.floor(Date.now() / 1000) - 86_400 * 365)],
      end: [String(Date.now())],
      min_ends_at: ['2026-01-01', '2026-11-21T00:00:00Z'],
      max_ends_at: ['2030-01-01T00:00:00Z'],
      venue: ['venue_a'],
      name: ['fuzz'],
      // Well-formed bodies of the routes that move money, for the sweep to spoil one field at a time.
      [`POST ${admin}`]: [credit, { chain: 'SOL', asset: 'USDC', amount: '1' }],
      'POST /api/v1/wallet/pol/{wallet_id}/withdraw': [{ token: 'pUSD', amount: '1', address: EVM_ADDRESS }],
      'POST /api/v1/wallet/sol/{wallet_id}/withdraw': [{ token: 'USDC', amount: '1', address: SOL_ADDRESS }],
      'POST /api/v1/wallet/pol/{wallet_id}/order': [
        limitOrder,
        { token_id: tokens[0], side: 'BUY', amount: '1', units: 'USDC' },
      ],
      'PUT /api/v1/wallet/pol/{wallet_id}/order/{order_id}': [{ type: 'LIMIT', price: '0.02', shares: '4' }],
      'POST /api/v1/wallet/pol/{wallet_id}/order/quote': [
        { token_id: tokens[0], side: 'BUY', amount: '1', units: 'USDC' },
      ],
      'POST /api/v1/wallet/pol/{wallet_id}/copytrade': [copytradeBody],
    };
    credentials = {
      none: () => Promise.resolve({}),
      admin: () => Promise.resolve({ 'X-Admin-Key': adminKey }),
      data: () => Promise.resolve({ 'X-Data-Key': dataKey }),
      project: () => Promise.resolve(projectKey),
      account: () => Promise.resolve(caller.headers),
      // A fresh session each time: the sign-out route ends the one it is given.
      sessionBearer: async () => ({ Authorization: `Bearer ${await session(caller.account_id)}` }),
      sessionCookie: async () => ({ Cookie: `session=${await session(caller.account_id)}` }),
    };
    // Schemas as plain JSON Schema: the named ones (components.schemas) inlined where referenced.
    operations = operationsOf((await client.get('/openapi.json')).body);
  });

  after(async () => {
    await service?.stop();
  });

  /** Sends one request; throws on a 5xx or no answer. */
  async function send(op: Operation, req: GeneratedRequest): Promise<number> {
    const url = new URL(service.client.baseUrl + req.path);
    for (const [k, v] of req.query) url.searchParams.append(k, v);
    const headers: Record<string, string> = {
      ...Object.fromEntries(req.headers),
      ...(await credentials[req.credential]!()),
    };
    let body: string | undefined;
    if (req.body) {
      headers['content-type'] = 'application/json';
      body = 'raw' in req.body ? req.body.raw : JSON.stringify(req.body.json);
    }
    const res = await fetch(url, { method: op.method, headers, body, signal: AbortSignal.timeout(15_000) });
    // An event stream never ends on its own: its status is all there is to check.
    const text = res.headers.get('content-type')?.startsWith('text/event-stream')
      ? (await res.body?.cancel(), '')
      : await res.text();
    if (process.env.FUZZ_DEBUG)
      console.log(
        op.method,
        url.pathname + url.search.slice(0, 200),
        body?.slice(0, 200),
        '→',
        res.status,
        text.slice(0, 200),
      );
    if (res.status >= 500) throw new Error(`${res.status} ${text.slice(0, 300)}`);
    // Every failure carries a code of the table, one that goes with its status.
    if (res.status >= 400) {
      const code = (JSON.parse(text) as { code?: unknown }).code;
      if (typeof code !== 'string' || ERROR_CODES[code as ErrorCode]?.status !== res.status)
        throw new Error(`${res.status} without a code of the table for it: ${text.slice(0, 300)}`);
    }
    return res.status;
  }

  it('should answer every generated request of every operation with a status below 500', async () => {
    const t0 = Date.now();
    if (!process.env.FUZZ_ONLY)
      assert.ok(operations.length >= 60, `the document lists ${operations.length} operations`);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    for (const op of operations.filter((o) => o.path.includes(process.env.FUZZ_ONLY ?? ''))) {
      const examples = sweep(op, known).map((r) => [r] as [GeneratedRequest]);
      // fast-check counts the examples in numRuns.
      const details = await fc.check(
        fc.asyncProperty(requestArb(op, known), async (req) => {
          const status = await send(op, req);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }),
        { numRuns: examples.length + RUNS, examples, endOnFailure: true },
      );
      if (details.failed) {
        failures.push(
          `${op.method} ${op.path}: ${(details.errorInstance as Error | undefined)?.message ?? 'failed'}\n    request: ${JSON.stringify(details.counterexample?.[0]).slice(0, 600)}`,
        );
      }
    }
    const sent = Object.values(statuses).reduce((a, b) => a + b, 0) + failures.length;
    console.log(
      `      ${sent} requests to ${operations.length} operations in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(statuses)}`,
    );
    assert.deepEqual(
      failures,
      [],
      `${failures.length} operations answered a 5xx (${sent} requests sent):\n${failures.join('\n')}`,
    );
    // Well-formed requests got through too (the test reached the handlers, not only the validators).
    if (!process.env.FUZZ_ONLY) assert.ok((statuses[200] ?? 0) > sent / 10, JSON.stringify(statuses));
    // Nothing was counted as our error either, and the service is still alive.
    const metrics = (await service.client.get('/metrics')).body as string;
    assert.match(metrics, /^http_unexpected_errors_total 0$/m);
    assert.equal((await service.client.get('/healthz')).status, 200);
  });
});
