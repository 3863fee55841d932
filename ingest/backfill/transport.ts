// How the backfill reaches a venue host: each attempt waits for the host's shared budget
// (budget.ts), then sends the history client's request (venues/history-request.ts).
// - 429: the venue refused for rate (Kalshi answers 429 {"error": "too many requests"} without
//   Retry-After; Polymarket's hosts throttle — delay — rather than refuse, but a 429 is honoured
//   the same way). The wait (Retry-After when sent, else the back-off delay) pauses every replica's
//   requests to the host, then the request is sent again.
// - 408, 5xx and network errors: retried after the back-off delay.
// - Any other status is final (HttpStatusError).
import { Backoff, EQUAL_JITTER, sleep as realSleep, type Sleep } from '../../core/backoff.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import type { HistoryRequest, HistoryTransport } from '../../venues/history-request.ts';
import { HttpStatusError, retryAfterMs } from '../venue-http.ts';
import type { HostBudget } from './budget.ts';

const requests = counter(
  'ingest_backfill_requests_total',
  'Backfill requests to the venues by budget (host) and outcome (ok, rate_limited, status, network)',
  ['host', 'outcome'],
);

export interface TransportOptions {
  baseUrl: string;
  budget: HostBudget;
  log: Logger;
  headers?: Record<string, string>;
  /** Attempts after the first. Default 8. */
  retries?: number;
  timeoutMs?: number;
  sleep?: Sleep;
}

export function requestUrl(baseUrl: string, request: HistoryRequest): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

export function budgetedTransport(options: TransportOptions): HistoryTransport {
  const { budget, log } = options;
  const host = budget.limit.host;
  const retries = options.retries ?? 8;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const sleep = options.sleep ?? realSleep;
  return async (request, signal) => {
    const url = requestUrl(options.baseUrl, request);
    const backoff = new Backoff({ initialMs: 500, maxMs: 30_000, jitter: EQUAL_JITTER });
    for (let attempt = 0; ; attempt++) {
      await budget.take(signal);
      let reason: string;
      let delayMs: number | undefined;
      try {
        const response = await fetch(url, {
          method: request.method ?? 'GET',
          headers: {
            accept: 'application/json',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...options.headers,
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        if (response.ok) {
          requests.inc({ host, outcome: 'ok' });
          return text;
        }
        const status = response.status;
        requests.inc({ host, outcome: status === 429 ? 'rate_limited' : String(status) });
        if ((status !== 429 && status !== 408 && status < 500) || attempt >= retries)
          throw new HttpStatusError(status, url, text);
        reason = `HTTP ${status}`;
        if (status === 429) {
          // The shared pause holds this request back too (budget.take), so no wait of its own.
          delayMs = retryAfterMs(response.headers.get('retry-after')) ?? backoff.next();
          await budget.pause(delayMs);
          log.warn(
            { host, url, attempt: attempt + 1, delayMs },
            'backfill request refused for rate; every replica pauses',
          );
          continue;
        }
      } catch (err) {
        if (err instanceof HttpStatusError) throw err;
        if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : err;
        requests.inc({ host, outcome: 'network' });
        if (attempt >= retries) throw err;
        reason = (err as Error).message;
      }
      delayMs ??= backoff.next();
      log.warn({ host, url, attempt: attempt + 1, delayMs, reason }, 'backfill request failed; retrying');
      await sleep(delayMs, signal);
    }
  };
}
