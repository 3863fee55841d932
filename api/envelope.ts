// The two success envelopes of the spec, chosen per route family, and the one failure shape.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ErrorCode } from '../core/errors.ts';
import type { Envelope } from './route.ts';

export function success(
  envelope: Envelope,
  payload: unknown,
  guideForm: unknown = payload,
): Record<string, unknown> {
  switch (envelope) {
    case 'data':
      return { success: true, data: payload };
    case 'response':
      return { success: true, response: payload };
    case 'both':
      return { success: true, data: payload, response: guideForm };
  }
}

/** The failure body: the message as it always was, the stable code of core/errors.ts's table, and
 * the one input field at fault when there is one (Stripe's `param`). */
export interface Failure {
  success: false;
  error: string;
  code: ErrorCode;
  param?: string;
}

export function failure(message: string, code: ErrorCode, param?: string): Failure {
  return param === undefined
    ? { success: false, error: message, code }
    : { success: false, error: message, code, param };
}

/** The compressions a prebuilt answer is offered in. */
export type ContentEncoding = 'br' | 'gzip';

/** A prebuilt answer shorter than this many bytes is sent as it is (compressing it gains little). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A success payload serialized once and sent as it is, envelope included (the market listings are
 * cached this way: a cache hit costs no JSON encoding). A handler returns it instead of a value.
 */
export class SerializedPayload {
  private readonly bodies = new Map<Envelope, Buffer>();
  private readonly etags = new Map<Envelope, string>();
  private readonly encodedBodies = new Map<string, Buffer>();

  constructor(private readonly json: string) {}

  /** Roughly what this holds in memory (the text and one enveloped copy), for cache budgets. */
  get byteLength(): number {
    return this.json.length * 2;
  }

  body(envelope: 'data' | 'response'): Buffer {
    let body = this.bodies.get(envelope);
    if (!body) {
      body = Buffer.from(`{"success":true,"${envelope}":${this.json}}`);
      this.bodies.set(envelope, body);
    }
    return body;
  }

  /**
   * A strong entity tag of `body(envelope)`: a hash of its bytes, made once per payload and envelope,
   * so a cached payload is hashed once and a changed answer (new data, new text) gets a new tag.
   */
  etag(envelope: 'data' | 'response'): string {
    let tag = this.etags.get(envelope);
    if (!tag) {
      tag = `"${createHash('sha256').update(this.body(envelope)).digest('base64url').slice(0, 27)}"`;
      this.etags.set(envelope, tag);
    }
    return tag;
  }

  /**
   * `body(envelope)` compressed, made once per payload, envelope and encoding (a hot cached answer
   * is compressed once). Brotli at quality 4: on a 2-core machine the higher qualities cost many
   * times the CPU for a few percent fewer bytes on JSON; gzip at zlib's default level 6.
   */
  encoded(envelope: 'data' | 'response', encoding: ContentEncoding): Buffer {
    const key = `${envelope} ${encoding}`;
    let body = this.encodedBodies.get(key);
    if (!body) {
      const plain = this.body(envelope);
      body =
        encoding === 'br'
          ? brotliCompressSync(plain, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            })
          : gzipSync(plain);
      this.encodedBodies.set(key, body);
    }
    return body;
  }
}
