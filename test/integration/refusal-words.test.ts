// Every mounted route, as its own OpenAPI document lists it (the document is generated from the
// route declarations the app mounts), refuses what its schemas do not take in words that help: an
// unknown query parameter is a 400 whose `param` names it; a wrong value in each enum or typed
// field of the query, the path and the body is a 400 whose `param` is that field's path and whose
// message names the allowed values or the type wanted. Requests carry a valid credential of the
// kind the route takes, so that validation (after authentication, before any lookup) is reached.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';
import { operationsOf, type Operation } from '../support/openapi-refs.ts';
import { asText, fromSchema, withValue, type JsonSchema } from '../support/schema-arbitrary.ts';

const ADMIN = 'adm_unused';

/** A field to spoil: where it is, its schema, the wrong value and the words the refusal must hold. */
interface Probe {
  part: 'query' | 'path' | 'body';
  at: string[];
  wrong: unknown;
  words: string[];
}

/** The schema with each URI field fixed to a URL (fast-check makes no URIs from a format). */
const withUrls = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withUrls)
    : node !== null && typeof node === 'object'
      ? (node as JsonSchema).format === 'uri'
        ? { const: 'https://hooks.example.com/pme' }
        : Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withUrls(v)]))
      : node;

/** One value of a schema, the same on every run. */
const sample = (schema: JsonSchema): unknown =>
  fc.sample(fromSchema(withUrls(schema) as JsonSchema), { numRuns: 1, seed: 7 })[0];

const alternatives = (s: JsonSchema): JsonSchema[] =>
  ((s.anyOf as JsonSchema[] | undefined) ?? [s]).flatMap((a) => (a.anyOf ? alternatives(a) : [a]));

/** The allowed values of an enum or a union of literals; undefined for other schemas. */
function allowedValues(schema: JsonSchema): unknown[] | undefined {
  const options = alternatives(schema);
  if (!options.every((o) => 'const' in o || Array.isArray(o.enum))) return undefined;
  return options.flatMap((o) => ('const' in o ? [o.const] : (o.enum as unknown[])));
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  string: 'a string',
  object: 'an object',
  array: 'an array',
};

/** What to send instead of a value of `type`, as text (query, path) or JSON (body). */
const WRONG_TEXT: Record<string, string> = {
  integer: 'not-a-number',
  number: 'not-a-number',
  boolean: 'maybe',
};
const WRONG_JSON: Record<string, unknown> = {
  integer: 'not-a-number',
  number: 'not-a-number',
  boolean: 'maybe',
  string: 12345,
  object: 'text',
  array: 'text',
};

/** The probe of one field, or none when its schema takes any text (query and path values are text). */
function probeOf(part: Probe['part'], at: string[], schema: JsonSchema): Probe | undefined {
  const values = allowedValues(schema);
  if (values) return { part, at, wrong: 'NO_SUCH_VALUE', words: ['must be one of', ...values.map(String)] };
  if (schema['x-amount'] === true)
    return {
      part,
      at,
      wrong: part === 'body' ? true : undefined,
      words: ['a decimal string such as "5"', 'got boolean'],
    };
  const types = alternatives(schema).map((a) => String(a.type));
  if (types.length !== 1) return undefined;
  const wrong = part === 'body' ? WRONG_JSON[types[0]!] : WRONG_TEXT[types[0]!];
  return wrong === undefined ? undefined : { part, at, wrong, words: [`must be ${TYPE_WORDS[types[0]!]}`] };
}

/** Every enum and typed property of a body, nested objects included. */
function bodyProbes(schema: JsonSchema, at: string[] = []): Probe[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([name, sub]) => {
    const here = [...at, name];
    const own = probeOf('body', here, sub);
    return [...(own ? [own] : []), ...(sub.type === 'object' && at.length < 3 ? bodyProbes(sub, here) : [])];
  });
}

describe('refusals name the parameter and what was expected (every mounted route)', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let operations: Operation[];
  let credentials: Record<string, () => Promise<Record<string, string>>>;

  before(async () => {
    stack = await startMarketDataStack({
      config: { RATE_LIMIT_ACCOUNT: '1000000', RATE_LIMIT_PROJECT_KEY: '1000000' },
    });
    const { client } = stack;
    const project = (
      await client.post('/api/v1/admin/projects', { name: 'refusal-words' }, { 'X-Admin-Key': ADMIN })
    ).body.data;
    const projectKey = { 'X-API-Key': project.secret_key as string };
    const account = (await client.post('/api/v1/project/account', {}, projectKey)).body.data;
    const key = (await client.post(`/api/v1/project/account/${account.account_id}/api-key`, {}, projectKey))
      .body.data;
    const session = async () =>
      (await client.post(`/api/v1/project/account/${account.account_id}/session`, undefined, projectKey)).body
        .data.session_id as string;
    credentials = {
      none: () => Promise.resolve({}),
      admin: () => Promise.resolve({ 'X-Admin-Key': ADMIN }),
      data: () => Promise.resolve({ 'X-Admin-Key': ADMIN }),
      project: () => Promise.resolve(projectKey),
      account: () => Promise.resolve({ 'X-API-KEY': key.secret_key as string }),
      sessionBearer: async () => ({ Authorization: `Bearer ${await session()}` }),
      sessionCookie: async () => ({ Authorization: `Bearer ${await session()}` }),
    };
    operations = operationsOf((await client.get('/openapi.json')).body);
  });
  after(() => stack?.stop());

  /** The operation's request with one value spoilt (or one query parameter added), as sent. */
  async function send(op: Operation, probe: Probe | { unknownQuery: string }) {
    const params = op.parameters ?? [];
    let path = op.path;
    for (const p of params.filter((x) => x.in === 'path')) {
      const spoilt = 'part' in probe && probe.part === 'path' && probe.at[0] === p.name;
      path = path.replace(
        `{${p.name}}`,
        encodeURIComponent(spoilt ? asText(probe.wrong) : asText(sample(p.schema))),
      );
    }
    const query = new URLSearchParams();
    for (const p of params.filter((x) => x.in === 'query' && x.required))
      query.set(p.name, asText(sample(p.schema)));
    if ('unknownQuery' in probe) query.set(probe.unknownQuery, '1');
    else if (probe.part === 'query') query.set(probe.at[0]!, asText(probe.wrong));
    const bodySchema = op.requestBody?.content['application/json']?.schema;
    let body = bodySchema ? sample(bodySchema) : undefined;
    if ('part' in probe && probe.part === 'body') body = withValue(body, probe.at, probe.wrong);
    const kind = Object.keys(op.security[0] ?? {})[0] ?? 'none';
    const headers = await credentials[kind]!();
    const search = query.size > 0 ? `?${query.toString()}` : '';
    return stack.client.request(op.method, path + search, {
      headers,
      ...(body === undefined ? {} : { body }),
    });
  }

  it('should refuse an unknown query parameter on every route with 400 and param naming it', async () => {
    assert.ok(operations.length >= 60, `the document lists ${operations.length} operations`);
    const problems: string[] = [];
    for (const op of operations) {
      const r = await send(op, { unknownQuery: 'no_such_parameter' });
      const error = String((r.body as { error?: unknown }).error);
      if (
        r.status !== 400 ||
        r.body.param !== 'no_such_parameter' ||
        !error.startsWith('query.no_such_parameter is not allowed (')
      ) {
        problems.push(`${op.method} ${op.path}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('should refuse a wrong value in every enum and typed field naming it and the values or type wanted', async () => {
    const problems: string[] = [];
    let probes = 0;
    for (const op of operations) {
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const all = [
        ...params
          .filter((p) => p.in !== 'header')
          .map((p) => probeOf(p.in === 'path' ? 'path' : 'query', [p.name], p.schema)),
        ...(bodySchema ? bodyProbes(bodySchema) : []),
      ].filter((p): p is Probe => p !== undefined && p.wrong !== undefined);
      for (const probe of all) {
        probes += 1;
        const r = await send(op, probe);
        const error = String((r.body as { error?: unknown }).error);
        const missing = probe.words.filter((w) => !error.includes(w));
        if (r.status !== 400 || r.body.param !== probe.at.join('.') || missing.length > 0) {
          problems.push(
            `${op.method} ${op.path} ${probe.part} ${probe.at.join('.')}=${JSON.stringify(probe.wrong)}: ${r.status} ${JSON.stringify(r.body).slice(0, 240)}`,
          );
        }
      }
    }
    assert.ok(probes >= 50, `${probes} fields probed`);
    assert.deepEqual(problems, []);
  });
});
