// Replay checkpoints (migration 007): one row per dataset, written under the replay lease's fencing
// token; a write under a token older than the row's is refused.
import type { SqlExecutor } from '../sql.ts';

export async function findReplayCheckpoint(db: SqlExecutor, dataset: string): Promise<unknown> {
  const [row] = await db.query<{ checkpoint: unknown }>(
    'replay_checkpoints.find',
    'SELECT checkpoint FROM replay_checkpoints WHERE dataset = $1',
    [dataset],
  );
  return row?.checkpoint;
}

/** Stores the checkpoint; false when a newer lease holder already wrote one (nothing changed). */
export async function saveReplayCheckpoint(
  db: SqlExecutor,
  dataset: string,
  checkpoint: unknown,
  token: number,
): Promise<boolean> {
  const rows = await db.query(
    'replay_checkpoints.save',
    `INSERT INTO replay_checkpoints (dataset, checkpoint, lease_token) VALUES ($1, $2, $3)
     ON CONFLICT (dataset) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, lease_token = EXCLUDED.lease_token, updated_at = now()
     WHERE replay_checkpoints.lease_token <= EXCLUDED.lease_token
     RETURNING 1`,
    [dataset, JSON.stringify(checkpoint), token],
  );
  return rows.length > 0;
}
