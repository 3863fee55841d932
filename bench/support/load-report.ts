// Reporting helpers of the load benchmarks (bench/orderbooks.ts, bench/listing.ts): the machine
// the numbers come from, percentiles, and markdown tables printed to the console and written under
// bench/results/ for the README.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedData } from '../../harness/data/shared-data.ts';

export const BENCH_ROOT = path.resolve(import.meta.dirname, '../..');
/** Derived data the benchmarks build once and reuse (loaded chDB directories); git-ignored. */
export const BENCH_CACHE = path.join(BENCH_ROOT, '.bench-cache');
export const SHARED_DATA = sharedData;
export const RESULTS_DIR = path.join(BENCH_ROOT, 'bench/results');

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  os: string;
  date: string;
  /** 1-minute load average when the run started: the machine is shared, this says how busy it was. */
  load: string;
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / '),
  };
}

export function machineTable(m: Machine): string {
  return table(
    ['machine', ''],
    [
      ['cpu', `${m.cpu} × ${m.cores} cores`],
      ['memory', `${m.memoryGb} GB`],
      ['node', m.node],
      ['os', m.os],
      ['date', m.date],
      ['load average (1/5/15 min) at start', m.load],
    ],
  );
}

/** Nearest-rank percentile (p in 0..100) of a sample; with 50 samples p99 is the largest. */
export function percentile(sample: readonly number[], p: number): number {
  if (sample.length === 0) return NaN;
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function ms(value: number, digits = 2): string {
  return `${value.toFixed(digits)} ms`;
}

/** A markdown table; numbers are right-aligned by the reader, text as given. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length), 3));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Writes bench/results/<name> (overwritten per run). */
export function writeResult(name: string, markdown: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  writeFileSync(file, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
  return file;
}
