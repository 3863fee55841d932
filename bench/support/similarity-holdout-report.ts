// Report helpers of bench/similarity-quality.ts: one line of precision / recall per half of the
// split, and the order-dependence check.
import type { Catalogs } from '../../harness/data/cross-venue.ts';
import type { LabelledSet } from '../../harness/data/cross-venue-sports.ts';
import { feed, indexed, ORDERS, pairSet, type HalfCounts } from './similarity-sets.ts';

const ratio = (x: number, y: number) => (y === 0 ? '  -  ' : (x / y).toFixed(3));

export function halfLine(label: string, c: HalfCounts): string {
  return `${label.padEnd(34)} P ${ratio(c.tp, c.tp + c.fp)}  R ${ratio(c.tp, c.tp + c.fn)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn}; misaligned ${c.misaligned})`;
}

/** Whether the pair set ≥ min is the same in the three feed orders. */
export function orderCheck(
  set: Pick<LabelledSet, 'kalshi' | 'polymarket'>,
  min: number,
  settle = true,
): string {
  const full = { ...set, name: '', positives: new Map<string, 'same' | 'inverted'>(), rejected: [] };
  const sets = ORDERS.map((o) => pairSet(indexed(feed(full, o), settle), min));
  const base = new Set(sets[0]);
  const diffs = sets.slice(1).map((s) => {
    const other = new Set(s);
    return [...base].filter((p) => !other.has(p)).length + s.filter((p) => !base.has(p)).length;
  });
  const same = diffs.every((d) => d === 0);
  return `${same ? 'identical' : 'DIFFERENT'} in ${ORDERS.join(' / ')} (${sets[0]!.length} pairs; differences vs the first: ${diffs.join(', ')})`;
}

export function reportCatalogOrder(catalogs: Catalogs, min: number): void {
  console.log(
    `\nOrder dependence, existing set (catalogs 2026-03-01, text-matched markets), pairs ≥ ${min}:`,
  );
  console.log(`  settled (SimilarityIndex.settle after the feed): ${orderCheck(catalogs, min)}`);
  console.log(`  incremental only (no settle): ${orderCheck(catalogs, min, false)}`);
}
