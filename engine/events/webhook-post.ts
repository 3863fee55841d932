// One webhook POST, bounded: the host is resolved and checked (webhook-target.ts) and the request
// connects to that checked address (the name still goes in Host and in TLS SNI, and the
// certificate is verified against it); no redirect is followed; the whole exchange — resolution,
// connection, the answer's status line and headers — has `timeoutMs`; the answer's body is never
// read (the connection is closed once the status is in), so an endpoint cannot make the worker
// read or hold anything large.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkTargetUrl, hostOf, resolveTarget, type Resolver, type TargetPolicy } from './webhook-target.ts';

export interface PostOptions {
  timeoutMs: number;
  policy: TargetPolicy;
  resolve: Resolver;
}

/** The endpoint's answer status; throws (with a message for the delivery log) when there is none. */
export async function postWebhook(target: string, headers: Record<string, string>, body: string, o: PostOptions): Promise<number> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer within ${o.timeoutMs} ms`)), o.timeoutMs);
  try {
    const url = checkTargetUrl(target, o.policy);
    const resolved = await Promise.race([
      resolveTarget(url, o.policy, o.resolve),
      new Promise<never>((_, reject) => abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error), { once: true })),
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
