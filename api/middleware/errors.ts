// One place maps errors to the failure envelope: AppErrors keep their status, message, code and param
// (a 429 or 503 with its Retry-After); a message naming input fields by their domain paths (the
// engine's words) names each by where the request carried it, as the matched route declares it
// (`token_id` → `body.token_id`);
// anything else is ours, logged with its stack, and answered as a generic 500. A client that went
// away mid-request (before its body was read, or while it was being answered) is logged at debug
// only and counted 499 (client-gone.ts): it is neither its error to hear about nor ours.
import type { Middleware } from 'koa';
import {
  AppError,
  ClientClosedRequestError,
  MethodNotAllowedError,
  RateLimitedError,
  UnavailableError,
} from '../../core/errors.ts';
import { counter } from '../../core/metrics.ts';
import { failure } from '../envelope.ts';
import { clientGone, isClientGoneError } from './client-gone.ts';
import { requestFieldNamer, type AnyRoute } from '../route.ts';

declare module 'koa' {
  interface DefaultState {
    /** The declared route handling the request, once one matched. */
    route?: AnyRoute;
  }
}

const unexpectedErrors = counter(
  'http_unexpected_errors_total',
  'Requests that failed with an unexpected error',
);

export function errorMapper(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      // A non-domain error while the client is gone (a reset, a cut body) is its leaving, not ours.
      const err =
        !(thrown instanceof AppError) && (isClientGoneError(thrown) || clientGone(ctx))
          ? new ClientClosedRequestError()
          : thrown;
      if (err instanceof ClientClosedRequestError)
        ctx.state.log.debug(
          { method: ctx.method, err: (thrown as Error).message },
          'client closed the request',
        );
      if (err instanceof AppError) {
        ctx.status = err.status;
        if (err instanceof RateLimitedError || err instanceof UnavailableError)
          ctx.set('Retry-After', String(err.retryAfterSeconds));
        if (err instanceof MethodNotAllowedError) ctx.set('Allow', err.allowed.join(', '));
        const route = ctx.state.route;
        ctx.body = failure(
          route ? err.wordedWith(requestFieldNamer(route)) : err.message,
          err.code,
          err.param,
        );
        return;
      }
      unexpectedErrors.inc();
      ctx.state.log.error({ err }, 'unexpected error');
      ctx.status = 500;
      ctx.body = failure('internal error', 'internal_error');
    }
  };
}
