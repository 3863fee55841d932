// The OpenAPI 3.1 document, generated from the route registry (never written by hand). TypeBox
// schemas are JSON Schema, which OpenAPI 3.1 takes as they are.
import type { TSchema } from '@sinclair/typebox';
import { errorComponents, errorResponses } from './openapi-errors.ts';
import { loadExamples, type OperationExample } from './openapi-examples.ts';
import { NamedSchemas } from './openapi-schemas.ts';
import type { AnyRoute, AuthKind } from './route.ts';

const introduction = [
  'Prediction markets of two venues — Polymarket (`venue_a`, chain `POL`) and Kalshi markets tokenized on Solana via DFlow (`venue_b`, chain `SOL`) — with market data, cross-venue pairs, custodial wallets and trading for the users of an integrating project.',
  '',
  '- **Envelope**: a success answers `{"success": true, …}` with its payload under `data` or `response` (as each route shows); a failure answers `{"success": false, "error": "…", "code": "…"}` with a 4xx status (503 when the service is past capacity, with `Retry-After`): `error` is for a person, `code` is stable for a program (each failure answer below enumerates the codes of its status), and `param` names the input field at fault when there is one.',
  "- **Credentials**: `X-Admin-Key` for administration, a project secret key (`X-API-Key`) for a project's accounts, an account API key (`X-API-KEY`) or a session (cookie `session` or `Authorization: Bearer`) for a user's wallets and trading. Market data needs none.",
  '- **Money** is a decimal string in wallet, order and recommendation answers; market data prices are numbers. Times: ISO 8601 strings, except where a field says unix seconds or milliseconds.',
  '- **Routes**: a path called with a method it does not take answers 405 `method_not_allowed` with an `Allow` header listing the methods it takes (OPTIONS answers 204 with the same header); an unknown path answers 404 `not_found`.',
  '- **Idempotency**: orders, withdrawals and faucet credits take an `Idempotency-Key` header; a repeated request with the same key is done once.',
].join('\n');

/** Route families in the order the reference shows them, market data first. */
const tags = [
  {
    name: 'markets',
    description:
      'Listings, search, prices, sparklines, order-book history, cross-venue pairs and statistics. No credential needed.',
  },
  {
    name: 'trading',
    description: 'Quotes, orders, positions and PNL of a wallet (account API key or session).',
  },
  {
    name: 'wallets',
    description:
      'Custodial wallets: balances, deposits, transfers and withdrawals (account API key or session).',
  },
  { name: 'copytrade', description: 'Follow a trader: copy their trades into a wallet with sizing rules.' },
  { name: 'recommendations', description: "Markets suggested from a user's interests and trades." },
  { name: 'account', description: "The user's own account: sessions, API keys, interests." },
  {
    name: 'events',
    description:
      "The account's events as they happen (server-sent events): orders, fills, deposits, withdrawals, copytrade decisions.",
  },
  { name: 'project', description: "An integrating project's accounts and their keys (project secret key)." },
  {
    name: 'webhooks',
    description:
      "A project's webhook endpoints: its accounts' events delivered signed, retried, with a delivery log.",
  },
  {
    name: 'admin',
    description: 'Projects, credits, data keys and read-only SQL for the operator (X-Admin-Key).',
  },
  {
    name: 'data',
    description: 'Read-only SQL over the market-data store for data teams (X-Data-Key or X-Admin-Key).',
  },
];
const tagOrder = new Map(tags.map((t, i) => [t.name, i]));

const credentialNote: Record<AuthKind, string> = {
  none: 'No credential needed.',
  admin: 'Credential: the admin key (`X-Admin-Key`).',
  data: 'Credential: a data key (`X-Data-Key`, read-only) or the admin key (`X-Admin-Key`).',
  project: 'Credential: a project secret key (`X-API-Key`).',
  account: 'Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).',
  session: 'Credential: a session (cookie or `Authorization: Bearer`); an account API key is refused.',
};

const securitySchemes = {
  admin: { type: 'apiKey', in: 'header', name: 'X-Admin-Key' },
  data: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Data-Key',
    description: 'Data key (dk_…): read-only SQL, nothing else.',
  },
  project: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'Project secret key (sk_…); X-PROJECT-API-KEY also accepted.',
  },
  account: { type: 'apiKey', in: 'header', name: 'X-API-KEY', description: 'Account secret key (sk_…).' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
  sessionBearer: { type: 'http', scheme: 'bearer', description: 'Session id (sess_…).' },
} as const;

const security: Record<AuthKind, Record<string, never[]>[]> = {
  none: [],
  admin: [{ admin: [] }],
  data: [{ data: [] }, { admin: [] }],
  project: [{ project: [] }],
  account: [{ account: [] }, { sessionCookie: [] }, { sessionBearer: [] }],
  session: [{ sessionCookie: [] }, { sessionBearer: [] }],
};

export function openApiDocument(routes: readonly AnyRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();
  const examples = loadExamples();
  const named = new NamedSchemas();
  for (const [name, schema] of Object.entries(errorComponents)) named.define(name, schema);
  const ordered = routes
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) => (tagOrder.get(a.r.tag) ?? tags.length) - (tagOrder.get(b.r.tag) ?? tags.length) || a.i - b.i,
    )
    .map(({ r }) => r);
  for (const r of ordered) {
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    // Generated clients name their methods after it and /docs links to it: one per operation.
    if (ids.has(r.operationId))
      throw new Error(`operationId '${r.operationId}' is declared twice (${r.method} ${r.path})`);
    ids.add(r.operationId);
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = operation(r, named, examples[r.operationId]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Prediction-market engine',
      version,
      description: introduction,
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    // Relative: the document describes the service that serves it, at whatever origin it is reached.
    servers: [{ url: '/', description: 'this service' }],
    tags: tags.filter((t) => routes.some((r) => r.tag === t.name)),
    paths,
    components: { schemas: named.schemas, securitySchemes },
  };
}

function operation(
  r: AnyRoute,
  named: NamedSchemas,
  example: OperationExample | undefined,
): Record<string, unknown> {
  const withExample = (value: unknown) => (value === undefined ? {} : { example: value });
  return {
    operationId: r.operationId,
    summary: r.summary,
    description: [
      r.description,
      r.optionalAuth
        ? `${credentialNote[r.auth]} Optional: without one the answer says so.`
        : credentialNote[r.auth],
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [r.tag],
    // An empty requirement marks the credential optional (OpenAPI's spelling of optionalAuth).
    security: r.optionalAuth ? [...security[r.auth], {}] : security[r.auth],
    parameters: [
      ...parameters(named, r.params, 'path'),
      ...parameters(named, r.query, 'query'),
      ...parameters(named, r.headers, 'header'),
    ],
    ...(r.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: named.use(r.body), ...withExample(example?.request) } },
          },
        }
      : {}),
    responses: {
      [String(r.status ?? 200)]: r.raw
        ? { description: r.raw.description, content: { [r.raw.contentType]: { schema: { type: 'string' } } } }
        : {
            description: 'Success',
            content: {
              'application/json': { schema: envelope(r, named), ...withExample(example?.response) },
            },
          },
      ...errorResponses(r),
    },
  };
}

function envelope(r: AnyRoute, named: NamedSchemas): Record<string, unknown> {
  const payload = r.response ? named.use(r.response) : {};
  const keys = r.envelope === 'both' ? ['data', 'response'] : [r.envelope];
  return {
    type: 'object',
    required: ['success', ...keys],
    properties: { success: { const: true }, ...Object.fromEntries(keys.map((k) => [k, payload])) },
  };
}

function parameters(
  named: NamedSchemas,
  schema: TSchema | undefined,
  where: 'path' | 'query' | 'header',
): Record<string, unknown>[] {
  if (!schema) return [];
  const props = (schema.properties ?? {}) as Record<string, TSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    // A query parameter with a default may be left out by the caller, whatever TypeBox's `required` says.
    required: where === 'path' || (required.has(name) && s.default === undefined),
    ...(s.description ? { description: s.description } : {}),
    schema: named.use(s),
  }));
}
