// Where the copytrade target watcher stopped reading each followed address (the newest trade time
// it published, unix seconds), and which addresses it follows: the targets of copytrades that are
// not STOPPED (PAUSED ones still record every trade as skipped, so they need them too).
import type { SqlExecutor } from '../sql.ts';

export interface FollowedTarget {
  /** The followed address, lower case. */
  target: string;
  /** When its oldest copytrade that is not STOPPED was created: where reading starts without a cursor. */
  since: Date;
  /** The cursor (unix seconds), or null before the first trade was published. */
  lastTs: number | null;
}

export async function followedTargets(db: SqlExecutor): Promise<FollowedTarget[]> {
  const rows = await db.query<{ target: string; since: Date; last_ts: string | null }>(
    'copytrade_cursors.followed',
    `SELECT c.target, min(c.created_at) AS since, cur.last_ts
       FROM copytrades c LEFT JOIN copytrade_cursors cur ON cur.target = c.target
      WHERE c.status <> 'STOPPED'
      GROUP BY c.target, cur.last_ts
      ORDER BY c.target`,
  );
  return rows.map((r) => ({
    target: r.target,
    since: r.since,
    lastTs: r.last_ts === null ? null : Number(r.last_ts),
  }));
}

export async function findTargetCursor(db: SqlExecutor, target: string): Promise<number | undefined> {
  const [row] = await db.query<{ last_ts: string }>(
    'copytrade_cursors.find',
    'SELECT last_ts FROM copytrade_cursors WHERE target = $1',
    [target],
  );
  return row === undefined ? undefined : Number(row.last_ts);
}

/** Moves the cursor forward to `lastTs`; never back (a late or repeated round cannot rewind it). */
export async function advanceTargetCursor(db: SqlExecutor, target: string, lastTs: number): Promise<void> {
  await db.query(
    'copytrade_cursors.advance',
    `INSERT INTO copytrade_cursors (target, last_ts) VALUES ($1, $2)
     ON CONFLICT (target) DO UPDATE SET last_ts = GREATEST(copytrade_cursors.last_ts, EXCLUDED.last_ts), updated_at = now()`,
    [target, lastTs],
  );
}
