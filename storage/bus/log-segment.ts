// One partition of the embedded log: an append-only sequence of records with int offsets, held in
// segments of bounded size so that retention can drop whole segments from the front. Persisted,
// each segment is a file `<dir>/<baseOffset>.log` of JSON lines, written in one append per publish
// call and segment; records become visible to consumers only once written (the log's "high
// watermark"), so a committed offset never points past what a restart reloads.
import { mkdir, open, readFile, readdir, truncate, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { BusRecord, DeliveredRecord } from './bus.ts';

/** Lines per write call when one publish call carries very many records. */
const LINES_PER_WRITE = 8192;

export class Segment {
  readonly baseOffset: number;
  /** The records as published (with their decoded payloads), or as reloaded from the file. */
  readonly records: BusRecord[] = [];
  /** The segment's file when persisted. */
  readonly file: string | undefined;
  handle: FileHandle | undefined;

  constructor(baseOffset: number, file: string | undefined) {
    this.baseOffset = baseOffset;
    this.file = file;
  }

  get end(): number {
    return this.baseOffset + this.records.length;
  }
}

/**
 * A record as a consumer of the log receives it: a view of the stored record, so that delivering it
 * copies nothing (its JSON text, when the publisher gave a decoded payload, is made only if read).
 */
class LogRecord implements DeliveredRecord {
  constructor(
    readonly topic: string,
    readonly partition: number,
    private readonly at: number,
    private readonly record: BusRecord,
  ) {}

  get offset(): string {
    return String(this.at);
  }
  get key(): string {
    return this.record.key;
  }
  get value(): string {
    return this.record.value;
  }
  get decoded(): unknown {
    return this.record.decoded;
  }
}

type WriteOp =
  { kind: 'write'; segment: Segment; text: string } | { kind: 'close' | 'delete'; segment: Segment };

export interface PartitionLogOptions {
  topic: string;
  partition: number;
  /** The partition's directory; unset: in memory only. */
  dir: string | undefined;
  segmentRecords: number;
  /** Called whenever records became visible to consumers. */
  onVisible: (log: PartitionLog) => void;
}

export class PartitionLog {
  readonly topic: string;
  readonly partition: number;
  private readonly dir: string | undefined;
  private readonly segmentRecords: number;
  private readonly onVisible: (log: PartitionLog) => void;
  /** Oldest first; contiguous; never empty once a record was appended. */
  readonly segments: Segment[] = [];
  /** The offset the next appended record gets. */
  end = 0;
  /** Records below this offset are readable (persisted, when the log is persisted). */
  visibleEnd = 0;
  /** The first write error: the partition refuses further appends (its file would have a gap). */
  failure: Error | undefined;
  /** File operations, strictly in order. */
  private chain: Promise<void>;

  constructor(options: PartitionLogOptions) {
    this.topic = options.topic;
    this.partition = options.partition;
    this.dir = options.dir;
    this.segmentRecords = options.segmentRecords;
    this.onVisible = options.onVisible;
    this.chain = this.dir ? mkdir(this.dir, { recursive: true }).then(() => undefined) : Promise.resolve();
  }

  /** The first retained offset. */
  get startOffset(): number {
    return this.segments[0]?.baseOffset ?? this.end;
  }

  /** Resolves once every file operation queued so far is done. */
  settled(): Promise<void> {
    return this.chain;
  }

  /**
   * Appends records[i] for each i of `indices` (all records when null). In memory the records are
   * visible at once (returns undefined); persisted, the returned promise resolves once written.
   */
  append(records: readonly BusRecord[], indices: readonly number[] | null): Promise<void> | undefined {
    if (this.failure) throw this.failure;
    const count = indices ? indices.length : records.length;
    if (count === 0) return undefined;
    let segment = this.segments.at(-1) ?? this.roll(undefined);
    if (!this.dir) {
      for (let n = 0; n < count; n++) {
        if (segment.records.length >= this.segmentRecords) segment = this.roll(undefined);
        segment.records.push(records[indices ? indices[n]! : n]!);
      }
      this.end += count;
      this.visibleEnd = this.end;
      this.onVisible(this);
      return undefined;
    }
    const ops: WriteOp[] = [];
    let lines: string[] = [];
    const flushLines = (): void => {
      if (lines.length > 0) ops.push({ kind: 'write', segment, text: lines.join('') });
      lines = [];
    };
    for (let n = 0; n < count; n++) {
      if (segment.records.length >= this.segmentRecords) {
        flushLines();
        segment = this.roll(ops);
      } else if (lines.length >= LINES_PER_WRITE) {
        flushLines();
      }
      const r = records[indices ? indices[n]! : n]!;
      lines.push(
        `{"offset":${segment.end},"key":${JSON.stringify(r.key)},"value":${JSON.stringify(r.value)}}\n`,
      );
      segment.records.push(r);
    }
    flushLines();
    this.end += count;
    const target = this.end;
    const done = this.enqueue(ops).then(() => {
      if (target > this.visibleEnd) {
        this.visibleEnd = target;
        this.onVisible(this);
      }
    });
    return done;
  }

  /** Records [from, to) as delivered records; `from` must be retained. */
  read(from: number, to: number): DeliveredRecord[] {
    const out: DeliveredRecord[] = [];
    let i = this.segmentIndex(from);
    let offset = from;
    while (offset < to) {
      const segment = this.segments[i++];
      if (!segment) break;
      const stop = Math.min(to, segment.end);
      for (; offset < stop; offset++) {
        out.push(
          new LogRecord(this.topic, this.partition, offset, segment.records[offset - segment.baseOffset]!),
        );
      }
    }
    return out;
  }

  /** Drops (and deletes) the segments whose records all lie below `floor`, except the last one. */
  dropBelow(floor: number): void {
    const dropped: WriteOp[] = [];
    while (this.segments.length > 1 && this.segments[0]!.end <= floor) {
      const segment = this.segments.shift()!;
      if (segment.file) dropped.push({ kind: 'delete', segment });
    }
    if (dropped.length > 0) this.enqueue(dropped).catch(() => undefined);
  }

  /** Waits for queued writes, then closes the open file. */
  async close(): Promise<void> {
    await this.chain;
    const handle = this.segments.at(-1)?.handle;
    if (handle) {
      this.segments.at(-1)!.handle = undefined;
      await handle.close();
    }
  }

  /** Reloads a persisted partition from its directory. */
  static async load(options: PartitionLogOptions & { dir: string }): Promise<PartitionLog> {
    const log = new PartitionLog(options);
    await log.chain;
    const bases = (await readdir(options.dir))
      .filter((name) => /^\d+\.log$/.test(name))
      .map((name) => Number(name.slice(0, -4)))
      .sort((a, b) => a - b);
    for (const base of bases) {
      if (log.segments.length > 0 && base !== log.end) {
        throw new Error(`${options.dir}: segment ${base}.log does not follow offset ${log.end}`);
      }
      const segment = new Segment(base, path.join(options.dir, `${base}.log`));
      await readSegment(segment);
      log.segments.push(segment);
      log.end = segment.end;
    }
    log.visibleEnd = log.end;
    return log;
  }

  private roll(ops: WriteOp[] | undefined): Segment {
    const previous = this.segments.at(-1);
    if (previous && ops) ops.push({ kind: 'close', segment: previous });
    const base = previous ? previous.end : this.end;
    const segment = new Segment(base, this.dir ? path.join(this.dir, `${base}.log`) : undefined);
    this.segments.push(segment);
    return segment;
  }

  private segmentIndex(offset: number): number {
    let lo = 0;
    let hi = this.segments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.segments[mid]!.baseOffset <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private enqueue(ops: WriteOp[]): Promise<void> {
    const run = this.chain.then(async () => {
      if (this.failure) throw this.failure;
      for (const op of ops) await this.apply(op);
    });
    this.chain = run.catch((err: unknown) => {
      this.failure ??= err instanceof Error ? err : new Error(String(err));
    });
    return run;
  }

  private async apply(op: WriteOp): Promise<void> {
    const { segment } = op;
    if (op.kind === 'write') {
      segment.handle ??= await open(segment.file!, 'a');
      await segment.handle.write(op.text);
    } else if (op.kind === 'close') {
      await segment.handle?.close();
      segment.handle = undefined;
    } else {
      await segment.handle?.close();
      segment.handle = undefined;
      await unlink(segment.file!).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    }
  }
}

/** Reads a segment file; a torn last line (a crash mid-append) is cut off the file. */
async function readSegment(segment: Segment): Promise<void> {
  const file = segment.file!;
  const text = await readFile(file, 'utf8');
  let complete = text;
  if (text.length > 0 && !text.endsWith('\n')) {
    complete = text.slice(0, text.lastIndexOf('\n') + 1);
    await truncate(file, Buffer.byteLength(complete));
  }
  let start = 0;
  while (start < complete.length) {
    const nl = complete.indexOf('\n', start);
    const line = complete.slice(start, nl);
    start = nl + 1;
    const record = JSON.parse(line) as { offset: number; key: string; value: string };
    if (record.offset !== segment.end) {
      throw new Error(`${file}: expected offset ${segment.end}, found ${record.offset}`);
    }
    segment.records.push({ key: record.key, value: record.value });
  }
}
