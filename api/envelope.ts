// The two success envelopes of the spec, chosen per route family, and the one failure shape.

/** `data`: project administration and market routes; `response`: wallet, recommendation and
 * interests routes; `both`: the api-key routes, which the spec describes in both spellings. */
export type Envelope = 'data' | 'response' | 'both';

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

export function failure(message: string): { success: false; error: string } {
  return { success: false, error: message };
}

/**
 * A success payload serialized once and sent as it is, envelope included (the market listings are
 * cached this way: a cache hit costs no JSON encoding). A handler returns it instead of a value.
 */
export class SerializedPayload {
  private readonly bodies = new Map<Envelope, Buffer>();

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
}
