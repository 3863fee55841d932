// What every server-sent-event route does to start its answer: the socket kept open without a
// time-out and without Nagle's delay, the headers that keep proxies from buffering, and the stream
// as the body (Koa pipes it; the handler returns nothing, see RouteSpec.raw).
import type { Readable } from 'node:stream';
import type { Context } from 'koa';

export function serveEventStream(ctx: Context, body: Readable): void {
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.status = 200;
  ctx.set({
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no', // nginx: pass events on at once
    // The connection ends with the stream (its end is a shutdown or a cut), so the server's
    // drain does not wait for it to fall idle.
    Connection: 'close',
  });
  ctx.type = 'text/event-stream';
  ctx.body = body;
}
