// The quotes partitions (quotes/dt=YYYY-MM-DD/*.parquet), read one row group at a time as columns
// (no row objects), and put in time order within the row group.
//
// Order: files by day (then file name); inside a file, row group after row group; inside a row
// group, by ts (stable, so rows with equal ts keep their file order). The shipped slice is one
// time-sorted row group, so its replay is in global time order. The full dataset's files are sorted
// by (slug, ts) in row groups of ~123k rows, each covering a range of slugs over the whole day: a
// global time order would need the whole day (up to 8.7M rows) decoded at once, so the replay gives
// per-token time order (what the key-partitioned consumers rely on) and time order within each row
// group, and the recorded clock restarts at every row group of such a file.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  asyncBufferFromFile,
  parquetMetadataAsync,
  parquetRead,
  type AsyncBuffer,
  type DecodedArray,
  type FileMetaData,
} from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { parquetParsers } from './catalog.ts';

export interface QuoteFile {
  /** Path relative to the quotes directory ("dt=2026-07-11/data_0.parquet"): sorts by day. */
  rel: string;
  path: string;
  /** The partition's day, 00:00 UTC and the next day's 00:00 UTC, unix ms. */
  dayStart: number;
  dayEnd: number;
}

const DAY_DIR = /^dt=(\d{4}-\d{2}-\d{2})$/;
const DAY_MS = 86_400_000;

export async function listQuoteFiles(dir: string): Promise<QuoteFile[]> {
  const quotesDir = path.join(dir, 'quotes');
  const files: QuoteFile[] = [];
  for (const entry of await readdir(quotesDir, { withFileTypes: true })) {
    const day = entry.isDirectory() ? DAY_DIR.exec(entry.name)?.[1] : undefined;
    if (!day) continue;
    const dayStart = Date.parse(`${day}T00:00:00.000Z`);
    if (Number.isNaN(dayStart)) continue;
    for (const name of (await readdir(path.join(quotesDir, entry.name))).sort()) {
      if (!name.endsWith('.parquet')) continue;
      files.push({
        rel: `${entry.name}/${name}`,
        path: path.join(quotesDir, entry.name, name),
        dayStart,
        dayEnd: dayStart + DAY_MS,
      });
    }
  }
  return files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** One row group's columns; `order` lists row indices in replay order (null: already in order). */
export interface QuoteRows {
  /** Row index of the group's first row in the file. */
  start: number;
  length: number;
  ts: Float64Array;
  slug: readonly string[];
  bid: readonly (number | null)[];
  ask: readonly (number | null)[];
  volume24hr: readonly (number | null)[] | undefined;
  segment: readonly (number | null)[];
  order: Uint32Array | null;
}

const REQUIRED = ['ts', 'slug', 'bid', 'ask', 'segment'] as const;

export class QuoteFileReader {
  private constructor(
    private readonly file: AsyncBuffer,
    private readonly metadata: FileMetaData,
    private readonly columns: string[],
    readonly groups: readonly { start: number; length: number }[],
    readonly rows: number,
  ) {}

  static async open(file: QuoteFile): Promise<QuoteFileReader> {
    const buffer = await asyncBufferFromFile(file.path);
    const metadata = await parquetMetadataAsync(buffer);
    const names = new Set(metadata.schema.map((s) => s.name));
    const missing = REQUIRED.filter((c) => !names.has(c));
    if (missing.length > 0) throw new Error(`${file.rel} lacks column(s) ${missing.join(', ')}`);
    const columns: string[] = [...REQUIRED];
    if (names.has('volume24hr')) columns.push('volume24hr');
    const groups: { start: number; length: number }[] = [];
    let start = 0;
    for (const group of metadata.row_groups) {
      const length = Number(group.num_rows);
      groups.push({ start, length });
      start += length;
    }
    return new QuoteFileReader(buffer, metadata, columns, groups, start);
  }

  /** Decodes row group `index` (only the columns the replay needs). */
  async read(index: number): Promise<QuoteRows> {
    const { start, length } = this.groups[index]!;
    const chunks = new Map<string, { offset: number; data: DecodedArray }[]>();
    await parquetRead({
      file: this.file,
      metadata: this.metadata,
      columns: this.columns,
      rowStart: start,
      rowEnd: start + length,
      compressors,
      parsers: parquetParsers,
      onChunk: ({ columnName, columnData, rowStart }) => {
        let list = chunks.get(columnName);
        if (!list) chunks.set(columnName, (list = []));
        list.push({ offset: rowStart - start, data: columnData });
      },
    });
    const column = (name: string): unknown[] => {
      const list = chunks.get(name) ?? [];
      const only = list[0];
      if (list.length === 1 && only && only.offset === 0 && only.data.length === length) {
        return only.data as unknown[];
      }
      const out = new Array<unknown>(length).fill(null);
      for (const { offset, data } of list) {
        for (let j = 0; j < data.length; j++) {
          const at = offset + j;
          if (at >= 0 && at < length) out[at] = data[j];
        }
      }
      return out;
    };
    const tsValues = column('ts');
    const ts = new Float64Array(length);
    let sorted = true;
    for (let i = 0; i < length; i++) {
      const value = tsValues[i];
      ts[i] = typeof value === 'number' ? value : NaN;
      if (i > 0 && !(ts[i]! >= ts[i - 1]!)) sorted = false;
    }
    return {
      start,
      length,
      ts,
      slug: column('slug') as string[],
      bid: column('bid') as (number | null)[],
      ask: column('ask') as (number | null)[],
      volume24hr: this.columns.includes('volume24hr')
        ? (column('volume24hr') as (number | null)[])
        : undefined,
      segment: column('segment') as (number | null)[],
      order: sorted ? null : timeOrder(ts),
    };
  }
}

/** Row indices by ts, ties by index (stable and deterministic: a resume lands on the same rows). */
function timeOrder(ts: Float64Array): Uint32Array {
  const order = new Uint32Array(ts.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  // NaN timestamps (never seen in the data) sort last instead of poisoning the comparator.
  const key = (i: number): number => {
    const t = ts[i]!;
    return Number.isNaN(t) ? Infinity : t;
  };
  return order.sort((a, b) => key(a) - key(b) || a - b);
}
