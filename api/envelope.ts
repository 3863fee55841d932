// The two success envelopes of the spec, chosen per route family, and the one failure shape.
import { createHash } from 'node:crypto';
import type { ErrorCode } from '../core/errors.ts';
import type { Envelope } from './route.ts';

export function success(envelope: Envelope, payload: unknown, guideForm: unknown = payload): Record<string, unknown> {
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
  return param === undefined ? { success: false, error: message, code } : { success: false, error: message, code, param };
}

/**
 * A success payload serialized once and sent as it is, envelope included (the market listings are
 * cached this way: a cache hit costs no JSON encoding). A handler returns it instead of a value.
 */
export class SerializedPayload {
  private readonly bodies = new Map<Envelope, Buffer>();
  private readonly etags = new Map<Envelope, string>();

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
}
