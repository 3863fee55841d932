// Reads a JSON body with a byte limit. Malformed JSON is a 400, an oversized body a 413, a body
// the client stopped sending (it closed the connection) a 499; the stream is never buffered past
// the limit.
import type { Context } from 'koa';
import { BadRequestError, ClientClosedRequestError, PayloadTooLargeError } from '../../core/errors.ts';

export async function readJsonBody(ctx: Context, limitBytes: number): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) throw tooLarge(limitBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limitBytes) throw tooLarge(limitBytes);
      chunks.push(chunk);
    }
  } catch (err) {
    if (!ctx.req.complete && !(err instanceof PayloadTooLargeError)) throw new ClientClosedRequestError();
    throw err;
  }
  if (size === 0) return undefined;
  const type = ctx.request.type;
  if (type && type !== 'application/json' && !type.endsWith('+json')) {
    throw new BadRequestError('request body must be JSON (Content-Type: application/json)');
  }
  try {
    return JSON.parse(Buffer.concat(chunks, size).toString('utf8')) as unknown;
  } catch {
    throw new BadRequestError('request body is not valid JSON');
  }
}

function tooLarge(limitBytes: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`request body exceeds ${limitBytes} bytes`);
}
