// A route reads like a sentence: rate limit → auth → validate(schema) → handler → envelope. Each
// route is declared once here; the router, the validators, the OpenAPI document and the way failure
// messages name a field (where the request carried it) are built from the same declaration.
import type { Static, TSchema } from '@sinclair/typebox';
import type { Context } from 'koa';
import type { Logger } from '../core/logger.ts';
import type { ErrorCode, FieldNamer } from '../core/errors.ts';

/** `data`: project administration and market routes; `response`: wallet, recommendation and
 * interests routes; `both`: the api-key routes, which the spec describes in both spellings. */
export type Envelope = 'data' | 'response' | 'both';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route. Each kind is resolved by an Authenticator given to the app. */
export type AuthKind = 'none' | 'admin' | 'data' | 'project' | 'account' | 'session';

type Infer<S> = S extends TSchema ? Static<S> : undefined;

/** Resolves the caller of a route, or throws 401/403/429. */
export type Authenticator = (ctx: Context, route: AnyRoute) => Promise<unknown>;

export interface RouteContext<Q, P, B, Principal> {
  query: Q;
  params: P;
  body: B;
  principal: Principal;
  log: Logger;
  koa: Context;
}

/** The api-key routes answer in both spellings: the reference form and the account-guide form. */
export interface BothForms {
  reference: unknown;
  guide: unknown;
}

export interface RouteSpec<
  QS extends TSchema | undefined = TSchema | undefined,
  PS extends TSchema | undefined = TSchema | undefined,
  BS extends TSchema | undefined = TSchema | undefined,
  Principal = unknown,
> {
  method: Method;
  /** Koa-router path, `:name` for parameters. */
  path: string;
  /**
   * The operation's name in the OpenAPI document and in generated clients: a verb first, unique and
   * never changed once published (`placeVenueAOrder`, `listMarkets`).
   */
  operationId: string;
  /** One line of at most 80 characters (the /docs page shows it beside the route); the rest goes in `description`. */
  summary: string;
  /** What the route does beyond its summary, for the OpenAPI document (CommonMark). */
  description?: string;
  tag: string;
  envelope: Envelope;
  auth: AuthKind;
  /**
   * A missing, unknown or expired credential is not an error: the handler runs with principal
   * `undefined` (GET /api/v1/account/session answers `authenticated: false`). A credential of the
   * wrong kind is still refused.
   */
  optionalAuth?: boolean;
  /** HTTP status of a success; 200 unless the spec says otherwise (201 for a created copytrade). */
  status?: number;
  query?: QS;
  params?: PS;
  body?: BS;
  /**
   * Request headers the route reads (names in lower case), validated like the other parts and
   * published as header parameters; the handler reads them from `koa`.
   */
  headers?: TSchema;
  /**
   * Failures the handler raises beyond those the declaration implies (400 for inputs, 401/403/429
   * for a credential, 404 for path parameters, 413 for a body, 503 always): status → what and an
   * example message (with a Retry-After header where `retryAfter`), for the OpenAPI document.
   */
  errors?: Partial<
    Record<number, { description: string; example: string; code?: ErrorCode; retryAfter?: boolean }>
  >;
  /** Schema of the success payload, for the OpenAPI document. */
  response?: TSchema;
  /**
   * The handler writes the response itself (headers and a stream as ctx.body: server-sent events)
   * and returns nothing: no envelope and no status are applied after it. Failures thrown before it
   * sets the body still answer in the failure envelope. OpenAPI lists the success as this media type.
   */
  raw?: { contentType: string; description: string };
  handler(rc: RouteContext<Infer<QS>, Infer<PS>, Infer<BS>, Principal>): Promise<unknown>;
}

/** A venue as operation ids spell it: `VenueA` in `placeVenueAOrder`. */
export function venueInOperationId(venue: 'venue_a' | 'venue_b'): string {
  return venue === 'venue_a' ? 'VenueA' : 'VenueB';
}

// The registry stores routes with their types erased; `route()` keeps them while declaring.
export type AnyRoute = RouteSpec<TSchema | undefined, TSchema | undefined, TSchema | undefined, unknown>;

export function route<
  QS extends TSchema | undefined = undefined,
  PS extends TSchema | undefined = undefined,
  BS extends TSchema | undefined = undefined,
  Principal = unknown,
>(spec: RouteSpec<QS, PS, BS, Principal>): AnyRoute {
  return spec;
}

/** The request parts a field can come in, in the order a name declared by several is looked up. */
const FIELD_PARTS = ['body', 'query', 'params'] as const;

const namers = new WeakMap<AnyRoute, FieldNamer>();

/**
 * How this route's failure messages name a field the engine names by its domain path: by the part
 * of the request whose schema declares the path's first name (`body.token_id`, `query.bucket`,
 * `body.settings.sizing.amount`); a name no part declares stays as the engine said it.
 */
export function requestFieldNamer(r: AnyRoute): FieldNamer {
  let namer = namers.get(r);
  if (!namer) {
    const declared = FIELD_PARTS.map((part) => [part, topLevelNames(r[part])] as const);
    namer = (field) => {
      const top = field.split('.', 1)[0]!;
      const part = declared.find(([, names]) => names.has(top))?.[0];
      return part === undefined ? field : `${part}.${field}`;
    };
    namers.set(r, namer);
  }
  return namer;
}

/** The property names an object schema declares, through unions and intersections. */
function topLevelNames(schema: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (s: unknown): void => {
    if (s === null || typeof s !== 'object') return;
    const node = s as { properties?: object; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
    for (const name of Object.keys(node.properties ?? {})) names.add(name);
    for (const inner of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) visit(inner);
  };
  visit(schema);
  return names;
}
