// Committed offsets of the embedded log on disk: one file, replaced atomically (write a temp file,
// rename it over the old one). Writes are throttled; flush() forces one (on stop).
//
// A companion state (the embedded hot state) can be kept in the same file: it is captured in the
// same tick as the offsets, so after any stop — a crash included — the state read back reflects at
// least every record below the offsets read back with it (a record processed after the capture is
// delivered again: handlers are idempotent). File: the offsets as one JSON line, then, when there is
// a companion, its text (JSON has no raw newline, so the first newline separates them).
import { readFile, rename, writeFile } from 'node:fs/promises';

/** group → topic → partition → committed offset (the next record to process). */
export type OffsetsSnapshot = Record<string, Record<string, Record<string, number>>>;

/** State written with the committed offsets (see the file comment). */
export interface OffsetsCompanion {
  /** Synchronous, so nothing changes between it and the offsets' capture. */
  capture(): string;
  /** Changes whenever the state does: an unchanged companion is not written again. */
  readonly revision: number;
  restore(text: string): void;
}

interface OffsetsHeader {
  version: 1 | 2;
  groups: OffsetsSnapshot;
}

export interface OffsetsFile {
  groups: OffsetsSnapshot;
  /** The companion's text, when one was written. */
  companion?: string;
}

export async function readOffsets(file: string): Promise<OffsetsFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { groups: {} };
    throw err;
  }
  const newline = text.indexOf('\n');
  const header = JSON.parse(newline < 0 ? text : text.slice(0, newline)) as OffsetsHeader;
  if (header.version !== 1 && header.version !== 2)
    throw new Error(`${file}: unsupported version ${String(header.version)}`);
  return newline < 0
    ? { groups: header.groups }
    : { groups: header.groups, companion: text.slice(newline + 1) };
}

export class OffsetsWriter {
  private readonly file: string;
  private readonly intervalMs: number;
  private readonly snapshot: () => OffsetsSnapshot;
  private readonly onWritten: (snapshot: OffsetsSnapshot) => void;
  private readonly onError: (err: unknown) => void;
  private readonly companion: OffsetsCompanion | undefined;
  /** The companion's revision in the last write. */
  private writtenRevision: number | undefined;
  /** Grows with the time a write takes, so a large companion is not serialised every interval. */
  private delayMs: number;
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
    companion?: OffsetsCompanion;
  }) {
    this.file = options.file;
    this.intervalMs = options.intervalMs;
    this.snapshot = options.snapshot;
    this.onWritten = options.onWritten;
    this.onError = options.onError;
    this.companion = options.companion;
    this.delayMs = this.intervalMs;
  }

  /** Offsets changed: written within the interval. */
  schedule(): void {
    this.dirty = true;
    if (this.timer || this.writing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write().catch(this.onError);
    }, this.delayMs);
    this.timer.unref();
  }

  /** Writes now if the offsets or the companion changed since the last write; resolves when on disk. */
  async flush(): Promise<void> {
    if (this.companion && this.companion.revision !== this.writtenRevision) this.dirty = true;
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
    const started = performance.now();
    const snapshot = this.snapshot();
    const header: OffsetsHeader = { version: this.companion ? 2 : 1, groups: snapshot };
    const revision = this.companion?.revision;
    const text = this.companion
      ? `${JSON.stringify(header)}\n${this.companion.capture()}`
      : JSON.stringify(header);
    const tmp = `${this.file}.tmp`;
    this.writing = (async () => {
      await writeFile(tmp, text);
      await rename(tmp, this.file);
    })();
    try {
      await this.writing;
      this.writtenRevision = revision;
      this.onWritten(snapshot);
    } catch (err) {
      this.dirty = true;
      throw err;
    } finally {
      this.writing = undefined;
      // At most a tenth of the time spent writing.
      this.delayMs = Math.max(this.intervalMs, 10 * (performance.now() - started));
      if (this.dirty) this.schedule();
    }
  }
}
