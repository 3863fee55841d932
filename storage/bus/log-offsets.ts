// Committed offsets of the embedded log on disk: one JSON file, replaced atomically (write a temp
// file, rename it over the old one). Writes are throttled; flush() forces one (on stop).
import { readFile, rename, writeFile } from 'node:fs/promises';

/** group → topic → partition → committed offset (the next record to process). */
export type OffsetsSnapshot = Record<string, Record<string, Record<string, number>>>;

interface OffsetsFile {
  version: 1;
  groups: OffsetsSnapshot;
}

export async function readOffsets(file: string): Promise<OffsetsSnapshot> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  const parsed = JSON.parse(text) as OffsetsFile;
  if (parsed.version !== 1) throw new Error(`${file}: unsupported version ${String(parsed.version)}`);
  return parsed.groups;
}

export class OffsetsWriter {
  private readonly file: string;
  private readonly intervalMs: number;
  private readonly snapshot: () => OffsetsSnapshot;
  private readonly onWritten: (snapshot: OffsetsSnapshot) => void;
  private readonly onError: (err: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private dirty = false;

  constructor(options: {
    file: string;
    intervalMs: number;
    /** The current committed offsets. */
    snapshot: () => OffsetsSnapshot;
    /** Called with what reached the disk. */
    onWritten: (snapshot: OffsetsSnapshot) => void;
    onError: (err: unknown) => void;
  }) {
    this.file = options.file;
    this.intervalMs = options.intervalMs;
    this.snapshot = options.snapshot;
    this.onWritten = options.onWritten;
    this.onError = options.onError;
  }

  /** Offsets changed: written within the interval. */
  schedule(): void {
    this.dirty = true;
    if (this.timer || this.writing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write().catch(this.onError);
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Writes now if anything changed since the last write; resolves when on disk. */
  async flush(): Promise<void> {
    for (;;) {
      clearTimeout(this.timer);
      this.timer = undefined;
      if (this.writing) {
        await this.writing.catch(() => undefined);
        continue;
      }
      if (!this.dirty) return;
      await this.write();
    }
  }

  private async write(): Promise<void> {
    if (this.writing) return this.writing;
    this.dirty = false;
    const snapshot = this.snapshot();
    const body: OffsetsFile = { version: 1, groups: snapshot };
    const tmp = `${this.file}.tmp`;
    this.writing = (async () => {
      await writeFile(tmp, JSON.stringify(body));
      await rename(tmp, this.file);
    })();
    try {
      await this.writing;
      this.onWritten(snapshot);
    } catch (err) {
      this.dirty = true;
      throw err;
    } finally {
      this.writing = undefined;
      if (this.dirty) this.schedule();
    }
  }
}
