// The Koa application: shared middleware, then every declared route mounted with its validators,
// authenticator and envelope.
import { parse as parseQuery } from 'node:querystring';
import Koa, { type Context, type Middleware } from 'koa';
import Router from '@koa/router';
import { BadRequestError, MethodNotAllowedError, NotFoundError } from '../core/errors.ts';
import type { Logger } from '../core/logger.ts';
import { COMPRESS_MIN_BYTES, SerializedPayload, success } from './envelope.ts';
import { openApiDocument } from './openapi.ts';
import { HEALTH_PATHS, opsRouter, type OpsOptions } from './ops.ts';
import type { CorsOrigins } from '../engine/accounts/cors-origins.ts';
import { isClientGoneError } from './middleware/client-gone.ts';
import { cors } from './middleware/cors.ts';
import { errorMapper } from './middleware/errors.ts';
import { readJsonBody } from './middleware/json-body.ts';
import { loadShedding, type LoadSheddingOptions } from './middleware/load-shedding.ts';
import { requestContext } from './middleware/request-context.ts';
import type { AnyRoute, Authenticator, AuthKind, BothForms } from './route.ts';
import { closedQuery, compileValidator, type Validator } from './validation.ts';

export interface AppOptions {
  log: Logger;
  bodyLimitBytes: number;
  /** Trust X-Forwarded-For for the client IP (only behind a proxy that sets it). */
  trustProxy?: boolean;
  routes: readonly AnyRoute[];
  /** Past these bounds requests are answered 503 at once (health and metrics routes excepted); none when absent. */
  loadShedding?: Omit<LoadSheddingOptions, 'exempt'>;
  authenticators: Partial<Record<AuthKind, Authenticator>>;
  ops: Omit<OpsOptions, 'openapi'>;
  version: string;
  /** Browser origins the projects allow (CORS); without it only credential-free routes are answered cross-origin. */
  corsOrigins?: CorsOrigins;
}

const noAuth: Authenticator = () => Promise.resolve(undefined);

export function createApp(options: AppOptions): Koa {
  const app = new Koa({ proxy: options.trustProxy ?? false });
  // Errors Koa meets outside the middleware chain: writing a streamed body (event streams), or the
  // socket of a request failing. A client that goes away (mid-stream: how an event stream normally
  // ends; mid-upload) is logged at debug; anything else is logged as JSON (Koa's default handler
  // would print it to stderr).
  app.on('error', (err: Error & { code?: string }) => {
    if (isClientGoneError(err)) options.log.debug({ code: err.code }, 'client went away');
    else options.log.error({ err }, 'response stream failed');
  });
  app.use(requestContext(options.log));
  if (options.loadShedding) app.use(loadShedding({ ...options.loadShedding, exempt: HEALTH_PATHS }));
  app.use(cors({ routes: options.routes, origins: options.corsOrigins }));
  app.use(errorMapper());
  const ops = opsRouter({ ...options.ops, openapi: openApiDocument(options.routes, options.version) });
  const router = new Router();
  const handlers = options.routes.map((r) => {
    const handler = mount(r, options);
    router.register(r.path, [r.method], handler);
    return { route: r, handler };
  });
  app.use(staticRoutes(handlers, [ops, router]));
  app.use(ops.routes());
  app.use(router.routes());
  app.use(unmatched([ops, router]));
  return app;
}

/**
 * What no route answered: a path no router serves is 404; a path served with other methods is 405
 * with `Allow` (OPTIONS: 204 with `Allow`), as HTTP asks, so a client can tell a wrong method from
 * a wrong path.
 */
function unmatched(routers: Router[]): Middleware {
  return (ctx) => {
    const methods = new Set(
      routers.flatMap((router) => router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods)),
    );
    if (methods.size === 0) throw new NotFoundError('no such route');
    const allowed = [...methods, 'OPTIONS'].sort();
    if (ctx.method !== 'OPTIONS') throw new MethodNotAllowedError(ctx.method, allowed);
    ctx.status = 204;
    ctx.set('Allow', allowed.join(', '));
  };
}

/**
 * Routes without path parameters, found by one Map lookup on the exact method and path before the
 * routers run: @koa/router tests every route's regexp in turn (and composes the matched chain) on
 * every request, which costs a listing served from cache about 7% of its time (bench/listing.ts).
 * A route is indexed only when the routers would pick it for its own path anyway (no route before
 * it matches that path); any other spelling (HEAD, a trailing slash, other case) goes to the routers.
 */
function staticRoutes(handlers: { route: AnyRoute; handler: Middleware }[], routers: Router[]): Middleware {
  const index = new Map<string, { path: string; handler: Middleware }>();
  for (const { route: r, handler } of handlers) {
    if (r.path.includes(':')) continue;
    const first = routers
      .map((router) => router.match(r.path, r.method).pathAndMethod[0])
      .find((layer) => layer !== undefined);
    if (first?.stack.at(-1) !== handler) continue;
    const key = `${r.method} ${r.path}`;
    if (!index.has(key)) index.set(key, { path: r.path, handler });
  }
  return (ctx, next) => {
    const hit = index.get(`${ctx.method} ${ctx.path}`);
    if (!hit) return next();
    // What the router would have set: no parameters, and the route's path for the request metrics.
    ctx.params = {};
    (ctx as { _matchedRoute?: string })._matchedRoute = hit.path;
    return hit.handler(ctx, next) as Promise<void>;
  };
}

function mount(r: AnyRoute, options: AppOptions): Middleware {
  const authenticate = options.authenticators[r.auth] ?? (r.auth === 'none' ? noAuth : undefined);
  if (!authenticate) throw new Error(`no authenticator for '${r.auth}' (route ${r.method} ${r.path})`);
  const validators: [keyof Parts, Validator][] = [];
  if (r.params) validators.push(['params', compileValidator('params', r.params)]);
  validators.push(['query', compileValidator('query', closedQuery(r.query))]);
  if (r.body) validators.push(['body', compileValidator('body', r.body)]);
  if (r.headers) validators.push(['headers', compileValidator('headers', r.headers)]);
  const headerNames = Object.keys((r.headers?.properties ?? {}) as Record<string, unknown>);

  return async (ctx: Context) => {
    ctx.state.route = r;
    const principal = await authenticate(ctx, r);
    const parts: Parts = {
      params: plainCopy(ctx.params as Record<string, unknown>),
      // node:querystring rather than Koa's ctx.query (URLSearchParams and a property definition per
      // key): same keys, values and repeated-key arrays, at a fraction of the cost.
      query: queryOf(ctx.querystring),
      body: r.body || r.method !== 'GET' ? await readJsonBody(ctx, options.bodyLimitBytes) : undefined,
      headers: {},
    };
    if (r.body && parts.body === undefined) parts.body = {};
    for (const name of headerNames) {
      const value = ctx.get(name);
      if (value !== '') parts.headers[name] = value;
    }
    for (const [part, validate] of validators) validate(parts[part]);
    const result = await r.handler({
      query: parts.query,
      params: parts.params,
      body: parts.body,
      principal,
      // Read on use: the request's child logger is only made when a handler logs.
      get log(): Logger {
        return ctx.state.log;
      },
      koa: ctx,
    });
    if (r.raw) return;
    ctx.status = r.status ?? 200;
    if (result instanceof SerializedPayload && r.envelope !== 'both') {
      ctx.type = 'application/json';
      const plain = result.body(r.envelope);
      const encoding = plain.length >= COMPRESS_MIN_BYTES ? compressionOf(ctx) : undefined;
      ctx.vary('Accept-Encoding');
      // A strong tag names one representation: each encoding gets its own.
      const etag = encoding
        ? `${result.etag(r.envelope).slice(0, -1)}-${encoding}"`
        : result.etag(r.envelope);
      ctx.set('ETag', etag);
      if (notModified(ctx.method, ctx.get('If-None-Match'), etag)) ctx.status = 304;
      else if (encoding) {
        ctx.set('Content-Encoding', encoding);
        ctx.body = result.encoded(r.envelope, encoding);
      } else ctx.body = plain;
    } else if (r.envelope === 'both') {
      const { reference, guide } = result as BothForms;
      ctx.body = success('both', reference, guide);
    } else {
      ctx.body = success(r.envelope, result);
    }
  };
}

/** Distinct Accept-Encoding values whose choice is remembered (clients send a handful). */
const MEMO_ACCEPT_ENCODINGS = 256;
const encodingChoices = new Map<string, 'br' | 'gzip' | undefined>();

/**
 * The compression an answer is sent with: br preferred over gzip at equal q; q=0 refuses an
 * encoding (Koa's accepts, RFC 9110 12.5.3). Remembered per Accept-Encoding value: parsing and
 * ranking it cost every compressible answer more than its headers did.
 */
function compressionOf(ctx: Context): 'br' | 'gzip' | undefined {
  const header = ctx.get('Accept-Encoding');
  if (encodingChoices.has(header)) return encodingChoices.get(header);
  const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
  const choice = accepted === 'br' || accepted === 'gzip' ? accepted : undefined;
  if (encodingChoices.size >= MEMO_ACCEPT_ENCODINGS) encodingChoices.clear();
  encodingChoices.set(header, choice);
  return choice;
}

/**
 * Whether a GET or HEAD already holds the answer tagged `etag`: its If-None-Match names that tag
 * (weakly compared, `W/` ignored, as RFC 9110 13.1.2 says) or is `*`. Such a request is answered 304
 * without a body.
 */
function notModified(method: string, ifNoneMatch: string, etag: string): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || ifNoneMatch === '') return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A copy that ajv may add defaults to cheaply: adding properties to an object made by spread
 * (`{...x}`) is about 10× slower in V8 (measured ~15 µs per request on GET /markets). `__proto__`
 * is skipped so that a query parameter of that name cannot set the copy's prototype.
 */
function plainCopy(source: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) if (key !== '__proto__') copy[key] = source[key];
  return copy;
}

/** The query parameters as a plain copy; `__proto__`, which the copy cannot hold, is refused as unknown. */
function queryOf(text: string): Record<string, unknown> {
  const parsed = parseQuery(text);
  if (Object.hasOwn(parsed, '__proto__')) {
    throw new BadRequestError(
      'query.__proto__ is not allowed (not a parameter of any route)',
      'invalid_request',
      '__proto__',
    );
  }
  return plainCopy(parsed);
}

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}
