// Evaluation of SimilarityIndex on a labelled closed-world set (both venues' catalogs of one
// moment, with the true pairs): precision and recall per half of the dev / held-out split
// (harness/data/holdout.ts), outcome alignment on the true pairs found, and whether the pair set
// depends on the order the markets arrive in.
import type { MarketMessage } from '../../core/market-data.ts';
import { SimilarityIndex, type SimilarPair } from '../../engine/similarity/index.ts';
import type { LabelledSet } from '../../harness/data/cross-venue-sports.ts';
import { halfOf, type Half } from '../../harness/data/holdout.ts';
import { shuffled } from '../../harness/data/similarity-order.ts';

export interface HalfCounts {
  tp: number;
  fp: number;
  fn: number;
  /** True pairs found with the wrong outcome alignment. */
  misaligned: number;
}

export type Order = 'kalshi first' | 'polymarket first' | 'shuffled';
export const ORDERS: Order[] = ['kalshi first', 'polymarket first', 'shuffled'];

export function feed(set: LabelledSet, order: Order): MarketMessage[] {
  const all: MarketMessage[] = [...set.kalshi, ...set.polymarket];
  if (order === 'polymarket first') return [...set.polymarket, ...set.kalshi];
  return order === 'shuffled' ? shuffled(all) : all;
}

/** An index fed the messages in order, then settled (as the writer does after its rebuild) unless told. */
export function indexed(messages: MarketMessage[], settle = true): SimilarityIndex {
  const index = new SimilarityIndex();
  for (const m of messages) index.upsert(m);
  if (settle) index.settle();
  return index;
}

/** The pair set as comparable text: key, alignment and similarity of every pair ≥ min. */
export function pairSet(index: SimilarityIndex, min: number): string[] {
  return index
    .pairs(min, Number.MAX_SAFE_INTEGER)
    .map((p) => `${p.venue_a.key}|${p.venue_b.key} ${p.alignment} ${p.similarity}`)
    .sort();
}

export interface SetResult {
  halves: Record<Half, HalfCounts>;
  errors: { half: Half; line: string }[];
  pairs: SimilarPair[];
}

export function evaluateSet(set: LabelledSet, index: SimilarityIndex, min: number): SetResult {
  const halves: Record<Half, HalfCounts> = {
    dev: { tp: 0, fp: 0, fn: 0, misaligned: 0 },
    'held-out': { tp: 0, fp: 0, fn: 0, misaligned: 0 },
  };
  const errors: { half: Half; line: string }[] = [];
  const text = (key: string) => {
    const m = index.message(key)!;
    return `${m.market.question}${m.market.outcome ? ` [${m.market.outcome}]` : ''} (${m.market.slug})`;
  };
  const pairs = index.pairs(min, Number.MAX_SAFE_INTEGER);
  const found = new Set<string>();
  for (const p of pairs) {
    const id = `${p.venue_a.key}|${p.venue_b.key}`;
    const half = halfOf(id);
    found.add(id);
    const expected = set.positives.get(id);
    if (expected === undefined && set.excluded?.has(id)) continue;
    if (expected === undefined) {
      halves[half].fp++;
      errors.push({
        half,
        line: `FP ${p.similarity} ${p.alignment} ${text(p.venue_a.key)} <> ${text(p.venue_b.key)}`,
      });
    } else {
      halves[half].tp++;
      if (p.alignment !== expected) {
        halves[half].misaligned++;
        errors.push({ half, line: `MISALIGNED ${text(p.venue_a.key)} <> ${text(p.venue_b.key)}` });
      }
    }
  }
  for (const id of set.positives.keys()) {
    if (found.has(id)) continue;
    const half = halfOf(id);
    halves[half].fn++;
    const [a, b] = id.split('|') as [string, string];
    const s = index.scoreOf(a, b);
    errors.push({
      half,
      line: `FN ${s?.similarity ?? '-'} {${s?.reasons.join(',') ?? ''}} ${text(a)} <> ${text(b)}`,
    });
  }
  return { halves, errors, pairs };
}
