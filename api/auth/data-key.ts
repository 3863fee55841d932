// The data-team credential: X-Data-Key (dk_…), a read-only key that opens the SQL route and nothing
// else, or the admin key (X-Admin-Key), which opens everything. A data key is checked against the
// database on every query (queries are few and heavy), so a revoked key is refused at once on every
// process. Wrong keys count against the client IP's budget of failed credentials, as the others do.
import { UnauthorizedError } from '../../core/errors.ts';
import { dataKeyOf } from '../../engine/admin/data-keys.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import type { Authenticator } from '../route.ts';
import type { DataPrincipal } from './principals.ts';
import type { RateLimiter } from './rate-limit.ts';

export function dataAuthenticator(
  db: SqlExecutor,
  admin: Authenticator,
  limiter: RateLimiter,
): Authenticator {
  return async (ctx, route): Promise<DataPrincipal> => {
    const presented = ctx.get('x-data-key');
    if (!presented) {
      if (!ctx.get('x-admin-key')) throw new UnauthorizedError('X-Data-Key (or X-Admin-Key) header required');
      await admin(ctx, route);
      return { keyId: 'admin', maxExecutionS: null };
    }
    await limiter.assertNotBlocked(ctx.ip, () => ctx.state.log);
    const key = await dataKeyOf(db, presented);
    if (!key) {
      await limiter.recordFailure(ctx.ip, () => ctx.state.log);
      throw new UnauthorizedError('invalid or revoked data key');
    }
    return { keyId: key.key_id, maxExecutionS: key.max_execution_s };
  };
}
