// Where a replay got to, per dataset directory: in the database (pg-checkpoints.ts, the ingest
// role: any replica holding the replay lease resumes it) or in DATA_DIR/replay/checkpoint.json
// (this file's CheckpointStore: standalone connectors, and the database's first load). Written only
// after the publish that covers it resolved (so a restart may repeat at most the batch in flight
// when the process died, never skip one), atomically (temp file + rename).
//
// The position is exact: file, row group and number of rows of that row group (in replay order)
// already published or dead-lettered. `ts` (the last published quote's time) is there for people
// and as a sanity value; with the full dataset's slug-sorted row groups a timestamp alone could not
// say where to resume. `closed_through`: every market closing before it had its closing update.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ReplayPosition {
  /** Quotes file relative to quotes/ ("dt=2026-07-11/data_0.parquet"). */
  file: string;
  /** Row count of that file when the position was taken: a changed file is replayed from its start. */
  file_rows: number;
  row_group: number;
  rows_done: number;
}

export interface ReplayCheckpoint extends ReplayPosition {
  /** Recorded time of the last published quote, unix ms (null: none yet). */
  ts: number | null;
  ts_iso: string | null;
  closed_through: number;
  /** Quote rows published or dead-lettered since the replay began (over all runs). */
  rows_total: number;
  finished: boolean;
  updated_at: string;
}

/** Where checkpoints are kept. */
export interface ReplayCheckpointStore {
  /** For log lines: the file or table. */
  readonly where: string;
  load(replayDir: string): Promise<ReplayCheckpoint | undefined>;
  save(replayDir: string, checkpoint: ReplayCheckpoint): Promise<void>;
}

/** A stored checkpoint as the replay reads it (fields added since version 1 defaulted); undefined when it is none. */
export function readCheckpoint(entry: Partial<ReplayCheckpoint> | undefined): ReplayCheckpoint | undefined {
  if (!entry || typeof entry.file !== 'string' || !Number.isInteger(entry.rows_done)) return undefined;
  const c = entry as ReplayCheckpoint;
  return {
    ...c,
    closed_through: typeof c.closed_through === 'number' ? c.closed_through : 0,
    rows_total: typeof c.rows_total === 'number' ? c.rows_total : 0,
  };
}

interface CheckpointFile {
  version: 1;
  replays: Record<string, ReplayCheckpoint>;
}

export class CheckpointStore implements ReplayCheckpointStore {
  readonly file: string;

  get where(): string {
    return this.file;
  }

  /** `dataDir`: the service's DATA_DIR; the file is DATA_DIR/replay/checkpoint.json. */
  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'replay', 'checkpoint.json');
  }

  private async readAll(): Promise<CheckpointFile> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, replays: {} };
      throw err;
    }
    const parsed = JSON.parse(text) as Partial<CheckpointFile>;
    if (parsed.version !== 1 || typeof parsed.replays !== 'object' || parsed.replays === null) {
      throw new Error(`${this.file} is not a replay checkpoint (version 1)`);
    }
    return { version: 1, replays: parsed.replays };
  }

  async load(replayDir: string): Promise<ReplayCheckpoint | undefined> {
    return readCheckpoint((await this.readAll()).replays[path.resolve(replayDir)]);
  }

  /** Read-merge-write, so replays of other directories sharing the file keep their entries. */
  async save(replayDir: string, checkpoint: ReplayCheckpoint): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    const all = await this.readAll();
    all.replays[path.resolve(replayDir)] = checkpoint;
    const tmp = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, `${JSON.stringify(all, null, 2)}\n`);
    await rename(tmp, this.file);
  }
}
