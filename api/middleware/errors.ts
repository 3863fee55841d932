// One place maps errors to the failure envelope: AppErrors keep their status, message, code and param
// (a 429 or 503 with its Retry-After);
// anything else is ours, logged with its stack, and answered as a generic 500. A client that went
// away mid-request is logged at debug only: it is neither its error to hear about nor ours.
import type { Middleware } from 'koa';
import { AppError, ClientClosedRequestError, MethodNotAllowedError, RateLimitedError, UnavailableError } from '../../core/errors.ts';
import { counter } from '../../core/metrics.ts';
import { failure } from '../envelope.ts';

const unexpectedErrors = counter('http_unexpected_errors_total', 'Requests that failed with an unexpected error');

export function errorMapper(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof ClientClosedRequestError) ctx.state.log.debug({ method: ctx.method }, 'client closed the request');
      if (err instanceof AppError) {
        ctx.status = err.status;
        if (err instanceof RateLimitedError || err instanceof UnavailableError) ctx.set('Retry-After', String(err.retryAfterSeconds));
        if (err instanceof MethodNotAllowedError) ctx.set('Allow', err.allowed.join(', '));
        ctx.body = failure(err.message, err.code, err.param);
        return;
      }
      unexpectedErrors.inc();
      ctx.state.log.error({ err }, 'unexpected error');
      ctx.status = 500;
      ctx.body = failure('internal error', 'internal_error');
    }
  };
}
