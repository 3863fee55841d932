// The OpenAPI 3.1 document, generated from the route registry (never written by hand). TypeBox
// schemas are JSON Schema, which OpenAPI 3.1 takes as they are.
import type { TSchema } from '@sinclair/typebox';
import type { AnyRoute, AuthKind } from './route.ts';

const securitySchemes = {
  admin: { type: 'apiKey', in: 'header', name: 'X-Admin-Key' },
  project: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Project secret key (sk_…); X-PROJECT-API-KEY also accepted.' },
  account: { type: 'apiKey', in: 'header', name: 'X-API-KEY', description: 'Account secret key (sk_…).' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
  sessionBearer: { type: 'http', scheme: 'bearer', description: 'Session id (sess_…).' },
} as const;

const security: Record<AuthKind, Record<string, never[]>[]> = {
  none: [],
  admin: [{ admin: [] }],
  project: [{ project: [] }],
  account: [{ account: [] }, { sessionCookie: [] }, { sessionBearer: [] }],
  session: [{ sessionCookie: [] }, { sessionBearer: [] }],
};

const failure = {
  description: 'Failure',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['success', 'error'],
        properties: { success: { const: false }, error: { type: 'string' } },
      },
    },
  },
};

export function openApiDocument(routes: readonly AnyRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();
  for (const r of routes) {
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    // `get_api_v1_wallet_pol_wallet_id_transfers`; the /docs page links to it, so it stays unique.
    const base = `${r.method.toLowerCase()}${path.replace(/\W+/g, '_').replace(/_$/, '')}`;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}_${n}`;
    ids.add(id);
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = operation(r, id);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Prediction-market engine', version },
    paths,
    components: { securitySchemes },
  };
}

function operation(r: AnyRoute, operationId: string): Record<string, unknown> {
  return {
    operationId,
    summary: r.summary,
    tags: [r.tag],
    // An empty requirement marks the credential optional (OpenAPI's spelling of optionalAuth).
    security: r.optionalAuth ? [...security[r.auth], {}] : security[r.auth],
    parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query'), ...parameters(r.headers, 'header')],
    ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: plain(r.body) } } } } : {}),
    responses: {
      [String(r.status ?? 200)]: r.raw
        ? { description: r.raw.description, content: { [r.raw.contentType]: { schema: { type: 'string' } } } }
        : { description: 'Success', content: { 'application/json': { schema: envelope(r) } } },
      default: failure,
    },
  };
}

function envelope(r: AnyRoute): Record<string, unknown> {
  const payload = r.response ? plain(r.response) : {};
  const keys = r.envelope === 'both' ? ['data', 'response'] : [r.envelope];
  return {
    type: 'object',
    required: ['success', ...keys],
    properties: { success: { const: true }, ...Object.fromEntries(keys.map((k) => [k, payload])) },
  };
}

function parameters(schema: TSchema | undefined, where: 'path' | 'query' | 'header'): Record<string, unknown>[] {
  if (!schema) return [];
  const props = (schema.properties ?? {}) as Record<string, TSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    // A query parameter with a default may be left out by the caller, whatever TypeBox's `required` says.
    required: where === 'path' || (required.has(name) && s.default === undefined),
    ...(s.description ? { description: s.description } : {}),
    schema: plain(s),
  }));
}

/** TypeBox adds symbol-keyed metadata; JSON round-tripping leaves the plain schema. */
function plain(schema: TSchema): unknown {
  return JSON.parse(JSON.stringify(schema)) as unknown;
}
