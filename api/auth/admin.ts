import { UnauthorizedError } from '../../core/errors.ts';
import { secretMatches } from '../../core/secrets.ts';
import type { Authenticator } from '../app.ts';

/** X-Admin-Key, compared in constant time with the digest of the configured or generated admin key. */
export function adminAuthenticator(adminKeySha256: string): Authenticator {
  return (ctx) => {
    const presented = ctx.get('x-admin-key');
    if (!presented) return Promise.reject(new UnauthorizedError('X-Admin-Key header required'));
    if (!secretMatches(presented, adminKeySha256)) return Promise.reject(new UnauthorizedError('invalid admin key'));
    return Promise.resolve({ admin: true });
  };
}
