// Cross-origin requests from web pages (CORS), so that a project's front end may call the account
// and wallet routes with a session it was handed (docs/getting-started.md, browser flow).
//   - Routes that take a credential answer an origin only if a project allows it (settings
//     `cors_origins`): a preflight, which carries no credential, is answered 204 when any project
//     allows the origin, 403 `origin_not_allowed` otherwise; the real request is answered readable
//     (Access-Control-Allow-Origin with credentials) only when the credential's own project allows
//     it, so one project's list never opens another project's accounts.
//   - Everything else (public market routes, the OpenAPI document) takes no credential and is
//     readable from any origin (`*`, which browsers never combine with cookies).
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { CorsOrigins } from '../../engine/accounts/cors-origins.ts';
import { failure } from '../envelope.ts';
import type { AnyRoute } from '../route.ts';

/** How long, in seconds, a browser may keep a preflight's answer (Chromium caps it at 7200). */
export const PREFLIGHT_MAX_AGE_S = 7200;
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Idempotency-Key, Last-Event-ID, X-API-Key, X-PROJECT-API-KEY';
/** Answer headers a page's script may read beyond the CORS-safelisted ones. */
const EXPOSED_HEADERS =
  'Idempotent-Replayed, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, X-Data-Source, X-Request-Id';

/** Distinct request paths whose credential need is remembered (see cors()). */
const MEMO_PATHS = 10_000;

/** Where the authenticators leave the project of the credential they resolved. */
export const PROJECT_STATE = 'projectId';

/**
 * Mounted before the error mapper, so that it sees each answer's final status: an answer that
 * names no project (a 401, a 429 of a blocked IP) is readable by any allowed origin, so the page
 * can tell its user to sign in again; admin routes never are.
 */
export function cors(options: { routes: readonly AnyRoute[]; origins: CorsOrigins | undefined }): Middleware {
  const credentialed = new Router();
  for (const r of options.routes)
    if (r.auth !== 'none') credentialed.register(r.path, [r.method], () => undefined);
  // Remembered per path: the router tests every credentialed route's regexp in turn, on every
  // request. Bounded: forgotten all at once past MEMO_PATHS distinct paths (ids and search terms in
  // paths make them unbounded), so a hot path is matched again only after that many others.
  const memo = new Map<string, boolean>();
  const needsCredential = (path: string): boolean => {
    let needs = memo.get(path);
    if (needs === undefined) {
      needs = credentialed.match(path, 'GET').path.length > 0;
      if (memo.size >= MEMO_PATHS) memo.clear();
      memo.set(path, needs);
    }
    return needs;
  };

  return async (ctx, next) => {
    const origin = ctx.get('origin');
    const preflight = ctx.method === 'OPTIONS' && ctx.get('access-control-request-method') !== '';
    if (!needsCredential(ctx.path)) {
      if (origin) {
        ctx.set('Access-Control-Allow-Origin', '*');
        ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      }
      if (!preflight) {
        await next();
        return;
      }
      ctx.set('Access-Control-Allow-Methods', 'GET, POST');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
      ctx.status = 204;
      return;
    }
    ctx.vary('Origin');
    if (!origin) {
      await next();
      return;
    }
    if (preflight) {
      if (!(await allows(options.origins, origin))) {
        ctx.status = 403;
        ctx.body = failure(
          `origin ${origin} is not allowed by any project (settings.cors_origins)`,
          'origin_not_allowed',
        );
        return;
      }
      allowOrigin(ctx, origin);
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
      ctx.status = 204;
      return;
    }
    await next();
    const projectId = ctx.state[PROJECT_STATE] as string | undefined;
    if (projectId === undefined && ctx.status !== 401 && ctx.status !== 429) return;
    if (await allows(options.origins, origin, projectId)) allowOrigin(ctx, origin);
  };
}

/** An unreadable list allows nothing (the page sees a CORS failure, the API stays up). */
function allows(origins: CorsOrigins | undefined, origin: string, projectId?: string): Promise<boolean> {
  return origins ? origins.allows(origin, projectId).catch(() => false) : Promise.resolve(false);
}

function allowOrigin(ctx: Parameters<Middleware>[0], origin: string): void {
  ctx.set('Access-Control-Allow-Origin', origin);
  ctx.set('Access-Control-Allow-Credentials', 'true');
  ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}
