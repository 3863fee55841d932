// One webhook POST, bounded: the host is resolved and checked (webhook-target.ts) and the request
// connects to that checked address (the name still goes in Host and in TLS SNI, and the
// certificate is verified against it); no redirect is followed; the whole exchange — resolution,
// connection, the answer's status line and headers — has `timeoutMs`; the answer's body is never
// read (the connection is closed once the status is in), so an endpoint cannot make the worker
// read or hold anything large. sendSigned is one signed event POST with the headers every
// delivery carries, real (webhook-delivery.ts) or a test (webhooks.ts sendTestDelivery).
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.ts';
import { checkTargetUrl, hostOf, resolveTarget, type Resolver, type TargetPolicy } from './webhook-target.ts';

export interface PostOptions {
  timeoutMs: number;
  policy: TargetPolicy;
  resolve: Resolver;
}

/** The endpoint's answer status; throws (with a message for the delivery log) when there is none. */
export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  o: PostOptions,
): Promise<number> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer within ${o.timeoutMs} ms`)), o.timeoutMs);
  try {
    const url = checkTargetUrl(target, o.policy);
    const resolved = await Promise.race([
      resolveTarget(url, o.policy, o.resolve),
      new Promise<never>((_, reject) =>
        abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error), { once: true }),
      ),
    ]);
    // Connect to the address checked above, whatever the name resolves to by now.
    const pinned: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [resolved]);
      else callback(null, resolved.address, resolved.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return await new Promise<number>((resolve, reject) => {
      const req = client.request(
        {
          method: 'POST',
          host: hostOf(url),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          lookup: pinned,
          agent: false,
          signal: abort.signal,
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.on('error', () => undefined);
          res.destroy();
        },
      );
      req.on('error', (err) => reject(abort.signal.aborted ? (abort.signal.reason as Error) : err));
      req.end(body);
    });
  } finally {
    clearTimeout(timer);
  }
}

/** One event to POST: its wire form and what signs it. */
export interface SignedEvent {
  url: string;
  eventId: string;
  eventType: string;
  /** The event's wire form, sent and signed as it is. */
  body: string;
  /**
   * The endpoint's secrets, opened as the event is signed (one v1 signature each: two while a rotated
   * secret's grace lasts); one that cannot be opened fails the attempt with the reason.
   */
  secrets: () => readonly string[];
  /** When it is signed (unix ms). */
  atMs: number;
}

/** What came of one attempt: the endpoint's status, or why there was none. */
export interface SendOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** POSTs the event signed (X-PME-Signature over `<t>.<body>`), with the headers every delivery carries. */
export async function sendSigned(e: SignedEvent, o: PostOptions): Promise<SendOutcome> {
  const t0 = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'pme-webhooks/1',
      'x-pme-event-id': e.eventId,
      'x-pme-event-type': e.eventType,
      [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(e.secrets(), Math.floor(e.atMs / 1000), e.body),
    };
    statusCode = await postWebhook(e.url, headers, e.body, o);
  } catch (err) {
    error = (err as Error).message || String(err);
  }
  return { statusCode, error, durationMs: Math.round(performance.now() - t0) };
}
