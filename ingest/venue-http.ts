// A small REST client for the venues' public market-data APIs: one base URL, a request-rate cap,
// a per-request timeout, and retries that tell transient failures from final ones.
//
// - 429: waits for Retry-After (seconds or an HTTP date, capped) when the venue sends it, else the
//   back-off delay; the wait holds back every request of this client, not only the one refused.
// - 408, 5xx and network errors: retried after the back-off delay.
// - Any other 4xx: final (HttpStatusError), so a 404 for a vanished market is not retried.
// Bodies come back as text: the venue parsers take text and report unreadable JSON themselves.
import type { Logger } from '../core/logger.ts';
import { counter } from '../core/metrics.ts';
import { Backoff, EQUAL_JITTER, sleep as realSleep } from '../core/backoff.ts';
import type { BackoffOptions, Sleep } from '../core/backoff.ts';

const requests = counter('ingest_http_requests_total', 'Venue REST requests by outcome', [
  'venue',
  'outcome',
]);

export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: string,
  ) {
    super(`HTTP ${status} from ${url}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
}

export interface RetryInfo {
  url: string;
  /** HTTP status, or undefined for a network error or time-out. */
  status: number | undefined;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  /** Whether the delay came from the venue's Retry-After header. */
  retryAfter: boolean;
  reason: string;
}

export interface VenueHttpOptions {
  /** For logs and metrics: `polymarket.gamma`, `kalshi`, … */
  venue: string;
  baseUrl: string;
  log: Logger;
  headers?: Record<string, string>;
  /** Per-attempt time-out. Default 15 000 ms. */
  timeoutMs?: number;
  /** Least time between two request starts (the venue's rate limit). Default 0. */
  minIntervalMs?: number;
  /** Retries after the first attempt (429s included). Default 5. */
  retries?: number;
  /** Default 500 ms doubling to 30 s, equal jitter. */
  backoff?: BackoffOptions;
  /** Longest Retry-After honoured; longer ones are cut to this. Default 120 000 ms. */
  maxRetryAfterMs?: number;
  /** Injected for tests (records the waits); default a real timer. */
  sleep?: Sleep;
  /** Called before each retry's wait. */
  onRetry?: (info: RetryInfo) => void;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  method?: 'GET' | 'POST';
  /** JSON body (POST). */
  body?: unknown;
  signal?: AbortSignal;
}

export interface HttpText {
  status: number;
  text: string;
  url: string;
}

/** Retry-After as ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isAbort(err: unknown): boolean {
  return err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError');
}

export class VenueHttp {
  private readonly timeoutMs: number;
  private readonly minIntervalMs: number;
  private readonly retries: number;
  private readonly maxRetryAfterMs: number;
  private readonly sleep: Sleep;
  private readonly backoffOptions: BackoffOptions;
  /** Start time reserved by the latest request (rate cap). */
  private nextSlot = 0;
  /** No request starts before this (a 429's Retry-After holds everyone back). */
  private pausedUntil = 0;

  constructor(private readonly options: VenueHttpOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.minIntervalMs = options.minIntervalMs ?? 0;
    this.retries = options.retries ?? 5;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
    this.sleep = options.sleep ?? realSleep;
    this.backoffOptions = options.backoff ?? { initialMs: 500, maxMs: 30_000, jitter: EQUAL_JITTER };
  }

  url(path: string, query: RequestOptions['query'] = {}): string {
    const url = new URL(this.options.baseUrl.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  /** The body of a 2xx answer; HttpStatusError for a final status; the last error once retries run out. */
  async request(path: string, options: RequestOptions = {}): Promise<HttpText> {
    const url = this.url(path, options.query);
    const backoff = new Backoff(this.backoffOptions);
    const { signal } = options;
    // After waiting out its own Retry-After, a request does not wait for that pause again.
    let waitedOutPause = false;
    for (let attempt = 0; ; attempt++) {
      await this.waitForSlot(signal, !waitedOutPause);
      signal?.throwIfAborted();
      let status: number | undefined;
      let reason: string;
      let retryAfter: number | undefined;
      try {
        const response = await fetch(url, {
          method: options.method ?? 'GET',
          headers: {
            accept: 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...this.options.headers,
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)])
            : AbortSignal.timeout(this.timeoutMs),
        });
        const text = await response.text();
        status = response.status;
        if (response.ok) {
          requests.inc({ venue: this.options.venue, outcome: 'ok' });
          return { status, text, url };
        }
        const final = status !== 429 && status !== 408 && status < 500;
        requests.inc({ venue: this.options.venue, outcome: String(status) });
        if (final || attempt >= this.retries) throw new HttpStatusError(status, url, text);
        reason = `HTTP ${status}`;
        if (status === 429) retryAfter = retryAfterMs(response.headers.get('retry-after'));
      } catch (err) {
        if (err instanceof HttpStatusError) throw err;
        if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : err;
        requests.inc({ venue: this.options.venue, outcome: 'network' });
        if (attempt >= this.retries) throw err;
        reason = isAbort(err) ? `timed out after ${this.timeoutMs} ms` : (err as Error).message;
      }
      const fromHeader = retryAfter !== undefined;
      const delayMs = fromHeader ? Math.min(retryAfter!, this.maxRetryAfterMs) : backoff.next();
      if (fromHeader) this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delayMs);
      this.options.onRetry?.({ url, status, attempt: attempt + 1, delayMs, retryAfter: fromHeader, reason });
      this.options.log.warn(
        { venue: this.options.venue, url, status, attempt: attempt + 1, delayMs, reason },
        'venue request failed; retrying',
      );
      await this.sleep(delayMs, signal);
      waitedOutPause = fromHeader;
    }
  }

  async getText(path: string, query?: RequestOptions['query'], signal?: AbortSignal): Promise<HttpText> {
    return this.request(path, { query, signal });
  }

  private async waitForSlot(signal: AbortSignal | undefined, honourPause: boolean): Promise<void> {
    const paused = this.pausedUntil - Date.now();
    if (honourPause && paused > 0) await this.sleep(paused, signal);
    const now = Date.now();
    const start = Math.max(now, this.nextSlot);
    this.nextSlot = start + this.minIntervalMs;
    if (start > now) await this.sleep(start - now, signal);
  }
}
