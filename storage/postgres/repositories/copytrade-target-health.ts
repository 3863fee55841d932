// How the copytrade target watcher's reads of each followed address went (012_copytrade_target_health.sql):
// written by the watcher once per round, read by the copytrade routes.
import type { SqlExecutor } from '../sql.ts';

/** One address's read in a round: when, and the error when it failed. */
export interface TargetReadOutcome {
  target: string;
  at: Date;
  error?: string;
}

export interface TargetHealthRow {
  target: string;
  last_read_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  /** The latest read failed. */
  failing: boolean;
}

/** Records a round's outcomes in one statement: a success moves last_read_at, a failure the last error. */
export async function recordTargetReads(
  db: SqlExecutor,
  outcomes: readonly TargetReadOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db.query(
    'copytrade_target_health.record',
    `INSERT INTO copytrade_target_health AS h (target, last_read_at, last_error, last_error_at, failing)
     SELECT target, CASE WHEN error IS NULL THEN at END, error,
            CASE WHEN error IS NOT NULL THEN at END, error IS NOT NULL
       FROM unnest($1::text[], $2::timestamptz[], $3::text[]) AS o(target, at, error)
     ON CONFLICT (target) DO UPDATE SET
       last_read_at = COALESCE(EXCLUDED.last_read_at, h.last_read_at),
       last_error = COALESCE(EXCLUDED.last_error, h.last_error),
       last_error_at = COALESCE(EXCLUDED.last_error_at, h.last_error_at),
       failing = EXCLUDED.failing,
       updated_at = now()`,
    [outcomes.map((o) => o.target), outcomes.map((o) => o.at), outcomes.map((o) => o.error ?? null)],
  );
}

/** The recorded health of each of the addresses that has any, by address. */
export async function targetHealthOf(
  db: SqlExecutor,
  targets: readonly string[],
): Promise<Map<string, TargetHealthRow>> {
  if (targets.length === 0) return new Map();
  const rows = await db.query<TargetHealthRow & Record<string, unknown>>(
    'copytrade_target_health.of',
    `SELECT target, last_read_at, last_error, last_error_at, failing
       FROM copytrade_target_health WHERE target = ANY($1::text[])`,
    [[...new Set(targets)]],
  );
  return new Map(rows.map((r) => [r.target, r]));
}
