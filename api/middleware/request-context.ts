// Request ids (taken from X-Request-Id when a proxy set one), a child logger per request, one
// access-log line and the request metrics.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../../core/logger.ts';
import { histogram } from '../../core/metrics.ts';
import { CLIENT_CLOSED_STATUS, clientGone } from './client-gone.ts';

const requestSeconds = histogram('http_request_seconds', 'HTTP request time', ['method', 'route', 'status']);

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** Session ids appear in some project-route paths; they are credentials and stay out of the logs. */
function redactPath(path: string): string {
  return path.replace(/sess_[\w-]+/g, 'sess_[redacted]');
}

/** The ids among a route's path parameters (wallet_id, order_id, public_key…), session ids masked. */
function pathIds(params: Record<string, string> | undefined): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name === 'id' || name.endsWith('_id') || name === 'public_key') ids[name] = redactPath(value);
  }
  return ids;
}

export function requestContext(log: Logger): Middleware {
  // The access line holds only what is built below — method, route (the path template; the path
  // itself when no route matched), status, time, the request id and the ids in the path (session
  // ids masked) — so it skips the logger's redaction pass, a fair share of the line's cost.
  const access = log.child({}, { redact: [] });
  // The request's child logger is made on first use: most requests log nothing but the access line.
  // One getter for every request (reading the request's own state), not a closure made per request.
  const CHILD = Symbol('child logger');
  type State = { requestId: string; [CHILD]?: Logger };
  const lazyLog: PropertyDescriptor = {
    get(this: State): Logger {
      return (this[CHILD] ??= log.child({ requestId: this.requestId }));
    },
    enumerable: true,
    configurable: true,
  };
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    Object.defineProperty(ctx.state, 'log', lazyLog);
    ctx.set('X-Request-Id', requestId);
    const t0 = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      const matched = (ctx as { _matchedRoute?: string })._matchedRoute;
      // A client that left before its answer is sent has it logged and counted as 499, not as sent.
      const status = clientGone(ctx) ? CLIENT_CLOSED_STATUS : ctx.status;
      requestSeconds.observe(
        { method: ctx.method, route: matched ?? 'unmatched', status: String(status) },
        seconds,
      );
      access.info(
        {
          requestId,
          method: ctx.method,
          ...(matched
            ? { route: matched, ...pathIds((ctx as { params?: Record<string, string> }).params) }
            : { path: redactPath(ctx.path) }),
          status,
          ms: Math.round(seconds * 1e4) / 10,
        },
        'request',
      );
    }
  };
}
