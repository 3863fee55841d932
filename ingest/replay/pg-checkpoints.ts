// Replay checkpoints in PostgreSQL (table replay_checkpoints), so whichever ingest replica holds the
// replay lease resumes where the last one got to. Each write carries the lease's fencing token and
// is refused once a newer holder wrote (a replica that lost the lease cannot move the checkpoint
// back). A dataset with no row yet starts from the DATA_DIR file a single-process install wrote
// before checkpoints moved to the database, when there is one.
import path from 'node:path';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import {
  findReplayCheckpoint,
  saveReplayCheckpoint,
} from '../../storage/postgres/repositories/replay-checkpoints.ts';
import { readCheckpoint, type ReplayCheckpoint, type ReplayCheckpointStore } from './checkpoint.ts';

export class PgCheckpointStore implements ReplayCheckpointStore {
  readonly where = 'replay_checkpoints';

  constructor(
    private readonly sql: SqlExecutor,
    /** The replay lease's fencing token while this replica holds it. */
    private readonly token: () => number | undefined,
    /** Read when the database has no checkpoint of the dataset yet. */
    private readonly before?: ReplayCheckpointStore,
  ) {}

  async load(replayDir: string): Promise<ReplayCheckpoint | undefined> {
    const stored = await findReplayCheckpoint(this.sql, path.resolve(replayDir));
    if (stored !== undefined) return readCheckpoint(stored as Partial<ReplayCheckpoint>);
    return this.before?.load(replayDir);
  }

  async save(replayDir: string, checkpoint: ReplayCheckpoint): Promise<void> {
    const token = this.token();
    if (token === undefined) throw new Error('the replay lease is not held: checkpoint not written');
    if (!(await saveReplayCheckpoint(this.sql, path.resolve(replayDir), checkpoint, token)))
      throw new Error(`a newer replay lease holder wrote the checkpoint (this one holds token ${token})`);
  }
}
