// Leases of singleton periodic work (migration 006). Every statement is one conditional write, so
// two replicas racing for a lease cannot both win: the row lock of the upsert orders them and the
// WHERE lets only the holder (or anyone, once it expired) through. Times are the database's, so
// the replicas' clocks do not matter.
import type { SqlExecutor } from '../sql.ts';

export interface LeaseRow {
  holder: string;
  token: number;
  expires_at: Date;
}

/**
 * Takes the lease (free or expired) or renews it (held by `holder`) for `ttlMs`; returns the
 * fencing token while `holder` has it, undefined while another holder's lease runs. The token
 * grows whenever the lease is taken rather than renewed.
 */
export async function acquireLease(
  db: SqlExecutor,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<number | undefined> {
  const [row] = await db.query<{ token: string }>(
    'leases.acquire',
    `INSERT INTO leases (name, holder, token, expires_at) VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET
       token = CASE WHEN leases.holder = EXCLUDED.holder AND leases.expires_at > now() THEN leases.token ELSE leases.token + 1 END,
       acquired_at = CASE WHEN leases.holder = EXCLUDED.holder AND leases.expires_at > now() THEN leases.acquired_at ELSE now() END,
       holder = EXCLUDED.holder,
       expires_at = EXCLUDED.expires_at
     WHERE leases.holder = EXCLUDED.holder OR leases.expires_at <= now()
     RETURNING token`,
    [name, holder, ttlMs],
  );
  return row === undefined ? undefined : Number(row.token);
}

/** Gives the lease up at once (graceful stop), when `holder` still has it under `token`. */
export async function releaseLease(
  db: SqlExecutor,
  name: string,
  holder: string,
  token: number,
): Promise<void> {
  await db.query(
    'leases.release',
    'UPDATE leases SET expires_at = now() WHERE name = $1 AND holder = $2 AND token = $3',
    [name, holder, token],
  );
}

export async function findLease(db: SqlExecutor, name: string): Promise<LeaseRow | undefined> {
  const [row] = await db.query<{ holder: string; token: string; expires_at: Date }>(
    'leases.find',
    'SELECT holder, token, expires_at FROM leases WHERE name = $1',
    [name],
  );
  return row === undefined
    ? undefined
    : { holder: row.holder, token: Number(row.token), expires_at: row.expires_at };
}
