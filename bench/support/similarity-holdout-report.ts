// The part of bench/similarity-quality.ts that reports per source and per half of the split, and
// the order-dependence check. `--dev` prints the development half's errors only (for tuning);
// the held-out half's errors are printed only without it.
import type { Catalogs } from '../../test/support/cross-venue.ts';
import { loadNba, loadTennis, type LabelledSet } from '../../test/support/cross-venue-sports.ts';
import { SPLIT_RULE, type Half } from '../../test/support/holdout.ts';
import { evaluateSet, feed, indexed, ORDERS, pairSet, type HalfCounts } from './similarity-sets.ts';

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

export function reportSportsSources(min: number, devOnly: boolean): void {
  console.log(
    `\nSports sources (closed world: every cross pair not labelled positive is negative), min_similarity ${min}`,
  );
  console.log(`Split: ${SPLIT_RULE}`);
  for (const set of [loadNba(), loadTennis()]) {
    const result = evaluateSet(set, indexed(feed(set, 'kalshi first')), min);
    console.log(
      `  ${set.name}: ${set.kalshi.length} Kalshi × ${set.polymarket.length} Polymarket markets, ${set.positives.size} positives${set.rejected.length ? `, parser rejects ${set.rejected.length}` : ''}`,
    );
    for (const half of ['dev', 'held-out'] as Half[]) {
      if (devOnly && half === 'held-out') continue;
      console.log(`    ${halfLine(`${half} half`, result.halves[half])}`);
    }
    console.log(`    order, settled: ${orderCheck(set, min)}`);
    console.log(`    order, incremental only: ${orderCheck(set, min, false)}`);
    const errors = result.errors.filter((e) => !devOnly || e.half === 'dev');
    for (const e of errors) console.log(`    [${e.half}] ${e.line}`);
  }
}

export function reportCatalogOrder(catalogs: Catalogs, min: number): void {
  console.log(
    `\nOrder dependence, existing set (catalogs 2026-03-01, text-matched markets), pairs ≥ ${min}:`,
  );
  console.log(`  settled (SimilarityIndex.settle after the feed): ${orderCheck(catalogs, min)}`);
  console.log(`  incremental only (no settle): ${orderCheck(catalogs, min, false)}`);
}
