// Fixed-window rate limits kept in the hot-state store (Redis in production, in-process in the
// embedded default), so every API process shares the same counters.
//   - per credential: each project key, account key and session has its own budget per window;
//   - per client IP, for credentials that match nothing we issued: past the budget, every
//     credential from that IP is refused until the window ends, before any database lookup, so
//     guessing costs the guesser time and costs us nothing;
//   - per client IP on the public routes (no credential: markets, similarity).
// Every counted answer says where its caller stands, in the header fields of the IETF draft
// (draft-ietf-httpapi-ratelimit-headers): RateLimit-Limit (requests per window), RateLimit-Remaining
// (left in this window), RateLimit-Reset (seconds until the window ends) and RateLimit-Policy
// (`<limit>;w=<window seconds>`); a 429 adds Retry-After (the same seconds as RateLimit-Reset).
// If the store is unreachable the limits fail open (logged): an outage of the counters must not
// take the whole API down with it.
import { RateLimitedError } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';

export interface RateLimitPolicy {
  windowMs: number;
  /** Requests per window per project API key. */
  projectKey: number;
  /** Requests per window per account API key or session. */
  account: number;
  /** Unknown credentials per window per client IP. */
  authFailures: number;
  /** Requests per window per client IP on the public routes. */
  publicIp: number;
  /** Namespace of the counters in the store. */
  prefix: string;
}

function retryAfterSeconds(ttlMs: number, windowMs: number): number {
  return Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : windowMs) / 1000));
}

/**
 * The request's logger, asked for only when something is logged: a request's child logger costs a
 * serialization of its bindings, and nearly every counted request logs nothing here.
 */
export type LazyLog = () => Logger;

export class RateLimiter {
  constructor(
    private readonly hot: HotState,
    readonly policy: RateLimitPolicy,
  ) {}

  /**
   * Counts one request against a bucket's budget and writes the RateLimit-* fields on the answer;
   * throws 429 past the budget. Nothing is written when the store is unreachable (nothing is known).
   */
  async consume(
    bucket: string,
    limit: number,
    log: LazyLog,
    setHeader: (name: string, value: string) => void = () => undefined,
  ): Promise<void> {
    let window: { count: number; ttlMs: number };
    try {
      window = await this.hot.incrWindow(`${this.policy.prefix}:req:${bucket}`, this.policy.windowMs);
    } catch (err) {
      log().warn({ err }, 'rate limit store unavailable; request allowed');
      return;
    }
    const reset = retryAfterSeconds(window.ttlMs, this.policy.windowMs);
    setHeader('RateLimit-Limit', String(limit));
    setHeader('RateLimit-Remaining', String(Math.max(0, limit - window.count)));
    setHeader('RateLimit-Reset', String(reset));
    setHeader('RateLimit-Policy', `${limit};w=${Math.ceil(this.policy.windowMs / 1000)}`);
    if (window.count > limit) throw new RateLimitedError(reset);
  }

  /** Throws 429 while the IP is blocked for presenting too many unknown credentials. */
  async assertNotBlocked(ip: string, log: LazyLog): Promise<void> {
    let until: string | null;
    try {
      until = await this.hot.get(this.blockKey(ip));
    } catch (err) {
      log().warn({ err }, 'rate limit store unavailable; request allowed');
      return;
    }
    const msLeft = until === null ? 0 : Number(until) - Date.now();
    if (msLeft > 0) throw new RateLimitedError(retryAfterSeconds(msLeft, this.policy.windowMs));
  }

  /** Records an unknown credential from this IP; blocks the IP once its budget is spent. */
  async recordFailure(ip: string, log: LazyLog): Promise<void> {
    try {
      const window = await this.hot.incrWindow(`${this.policy.prefix}:authfail:${ip}`, this.policy.windowMs);
      if (window.count >= this.policy.authFailures) {
        const ttlMs = window.ttlMs > 0 ? window.ttlMs : this.policy.windowMs;
        await this.hot.set(this.blockKey(ip), String(Date.now() + ttlMs), ttlMs);
      }
    } catch (err) {
      log().warn({ err }, 'rate limit store unavailable; failure not counted');
    }
  }

  private blockKey(ip: string): string {
    return `${this.policy.prefix}:blocked:${ip}`;
  }
}
