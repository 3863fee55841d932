// Postgres leases (a row per task in `leases`, taken and renewed by conditional upserts) rather
// than advisory locks: an advisory lock lives as long as one session, so each task would pin a pool
// connection for good, a lock silently vanishes with its connection (or never works behind a
// transaction-mode pooler), and it carries no token. A lease row works through any connection,
// expires on the database's clock after a known TTL, and names its holder and fencing token.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Lease } from '../../core/lease.ts';
import { acquireLease, releaseLease } from './repositories/leases.ts';
import type { SqlExecutor } from './sql.ts';

/** This process as a lease holder: host, pid and a random suffix (a restarted pid is a new holder). */
export function leaseHolderId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

export class PgLeases {
  constructor(
    private readonly sql: SqlExecutor,
    readonly holder: string,
    private readonly ttlMs: number,
    /** Renewal (and standby check) period; default a third of the TTL. */
    private readonly renewMs = Math.max(1, Math.floor(ttlMs / 3)),
  ) {}

  lease(name: string): Lease {
    const { sql, holder, ttlMs, renewMs } = this;
    return {
      name,
      ttlMs,
      renewMs,
      acquire: () => acquireLease(sql, name, holder, ttlMs),
      release: (token) => releaseLease(sql, name, holder, token),
    };
  }
}
