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
