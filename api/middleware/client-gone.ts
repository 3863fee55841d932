// Whether a request's client went away: its socket is closed, or an error says the connection was cut
// (a reset, a premature close, a body cut short). Such a request is nobody's failure to report: the
// access log and the request metrics show it as 499 (nginx's "client closed request"), the error
// log and the unexpected-error count do not.
import type { Context } from 'koa';

/** Socket and stream error codes that mean the client closed the connection, not that we failed. */
export const CLIENT_GONE_CODES = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'HPE_INVALID_EOF_STATE',
]);

/** The status the access log and the metrics give a request whose client went away. */
export const CLIENT_CLOSED_STATUS = 499;

export function isClientGoneError(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return (typeof e?.code === 'string' && CLIENT_GONE_CODES.has(e.code)) || e?.message === 'aborted';
}

/** The client closed the connection before the answer was sent. */
export function clientGone(ctx: Context): boolean {
  return !ctx.res.writableFinished && ctx.req.socket?.destroyed === true;
}
