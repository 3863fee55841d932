// Webhook signatures: `X-PME-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` where the HMAC is
// keyed by the endpoint's secret (the whole `whsec_…` text, UTF-8) over `<t>.<raw body>`. While a
// rotated secret's grace lasts the header carries one v1 per secret. A receiver recomputes the HMAC
// with its secret, compares in constant time, and refuses a t too far from its clock (replays).
// docs/api/events.md shows the same check for receivers.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-PME-Signature';

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The header value for a body signed at `timestamp` (unix s) by each secret. */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signatureOf(s, timestamp, body)}`)].join(',');
}

/**
 * A receiver's check: true when one v1 of the header is the body's signature by `secret` and its
 * t is within `toleranceS` of `nowS`.
 */
export function verifySignature(
  header: string,
  secret: string,
  body: string,
  nowS: number,
  toleranceS = 300,
): boolean {
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowS - t) > toleranceS) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  return parts.some(([k, v]) => {
    if (k !== 'v1' || v === undefined) return false;
    const given = Buffer.from(v, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
