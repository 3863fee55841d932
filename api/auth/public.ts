// The public routes (no credential: markets, similarity) count each client IP's requests, so that
// one client polling in a loop cannot take the catalog's capacity from everyone else.
import type { Authenticator } from '../route.ts';
import type { RateLimiter } from './rate-limit.ts';

export function publicIpAuthenticator(limiter: RateLimiter): Authenticator {
  return async (ctx) => {
    await limiter.consume(
      `ip:${ctx.ip}`,
      limiter.policy.publicIp,
      () => ctx.state.log,
      (name, value) => ctx.set(name, value),
    );
    return undefined;
  };
}
