// Backfill progress as log lines: a full replay of the dataset (144.9M rows) runs for hours, so every
// `intervalMs` the replay logs how far it is (rows of total, percent), how fast this run goes and how
// long the rest will take at that pace. Totals come from the Parquet footers (no data is decoded).
import { asyncBufferFromFile, parquetMetadataAsync } from 'hyparquet';
import type { Logger } from '../../core/logger.ts';
import type { QuoteFile } from './quotes.ts';

/** Quote rows in the files, from their footers. */
export async function countQuoteRows(files: readonly QuoteFile[]): Promise<number> {
  let total = 0;
  for (const file of files) {
    const metadata = await parquetMetadataAsync(await asyncBufferFromFile(file.path));
    total += Number(metadata.num_rows);
  }
  return total;
}

export interface ProgressFigures {
  /** Rows done over all runs (a resumed run starts from its checkpoint's count). */
  rows: number;
  total: number;
  percent: number;
  /** Rows per second in this run; 0 before any time has passed. */
  rowsPerSecond: number;
  /** Seconds left at this run's pace; null while the pace is unknown. */
  secondsLeft: number | null;
}

export function progressFigures(
  rows: number,
  total: number,
  rowsThisRun: number,
  elapsedMs: number,
): ProgressFigures {
  const rowsPerSecond = elapsedMs > 0 ? rowsThisRun / (elapsedMs / 1000) : 0;
  const left = Math.max(0, total - rows);
  return {
    rows,
    total,
    percent: total > 0 ? Math.min(100, Math.round((rows / total) * 1000) / 10) : 100,
    rowsPerSecond: Math.round(rowsPerSecond),
    secondsLeft: rowsPerSecond > 0 ? Math.round(left / rowsPerSecond) : left === 0 ? 0 : null,
  };
}

/** "1h 02m", "4m 05s", "12s". */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

/** "replay 1,234,567 of 144,887,784 rows (0.9%), 52,113 rows/s, 46m 10s left". */
export function progressLine(f: ProgressFigures): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const left = f.secondsLeft === null ? 'time left unknown' : `${duration(f.secondsLeft)} left`;
  return `replay ${n(f.rows)} of ${n(f.total)} rows (${f.percent}%), ${n(f.rowsPerSecond)} rows/s, ${left}`;
}

export class ReplayProgress {
  private readonly startedAt: number;
  private lastLogAt: number;

  constructor(
    private readonly log: Logger,
    private readonly total: number,
    /** Rows already done when this run started (from the checkpoint). */
    private readonly startRows: number,
    private readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.startedAt = this.now();
    this.lastLogAt = this.startedAt;
  }

  /** Logs a line when `intervalMs` has passed since the last one. */
  tick(rows: number): void {
    const now = this.now();
    if (now - this.lastLogAt < this.intervalMs) return;
    this.lastLogAt = now;
    this.write(rows, now);
  }

  /** The last line, whatever the interval. */
  end(rows: number): void {
    this.write(rows, this.now());
  }

  private write(rows: number, now: number): void {
    const figures = progressFigures(rows, this.total, rows - this.startRows, now - this.startedAt);
    this.log.info(figures, progressLine(figures));
  }
}
