import { UnauthorizedError } from '../../core/errors.ts';
import { secretMatches } from '../../core/secrets.ts';
import type { Authenticator } from '../route.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * X-Admin-Key, compared in constant time with the digest of the configured or generated admin key.
 * A wrong key counts against the client IP's budget of failed credentials, shared with the other
 * credential kinds: past it the IP is refused (429) before any comparison, the right key included.
 */
export function adminAuthenticator(adminKeySha256: string, limiter: RateLimiter): Authenticator {
  return async (ctx) => {
    const presented = ctx.get('x-admin-key');
    if (!presented) throw new UnauthorizedError('X-Admin-Key header required');
    await limiter.assertNotBlocked(ctx.ip, () => ctx.state.log);
    if (!secretMatches(presented, adminKeySha256)) {
      await limiter.recordFailure(ctx.ip, () => ctx.state.log);
      throw new UnauthorizedError('invalid admin key');
    }
    return { admin: true };
  };
}
