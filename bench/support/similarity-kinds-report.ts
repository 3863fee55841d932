// Per-category evaluation of the labelled sets (recorded and generated) at one min_similarity:
// precision / recall per half of the dev / held-out split, reported pairs whose YES subjects
// differ, outcome alignment on the true pairs found, and the pair set under three feed orders.
// `--dev` prints the development half only (for tuning); without it both halves are printed.
import type { MarketMessage } from '../../core/market-data.ts';
import { loadCatalogs } from '../../harness/data/cross-venue.ts';
import {
  loadChampionships,
  loadCrypto,
  loadElections,
  type Category,
  type KindSet,
} from '../../harness/data/cross-venue-kinds.ts';
import { loadNba, loadTennis } from '../../harness/data/cross-venue-sports.ts';
import {
  generatedCrypto,
  generatedEconomics,
  generatedNbaChampion,
  generatedSoccer,
  generatedSpreadsTotals,
} from '../../harness/data/generated-kinds.ts';
import { SPLIT_RULE, type Half } from '../../harness/data/holdout.ts';
import { verdictHardCases } from '../../harness/data/verdict-hard-cases.ts';
import { halfLine, orderCheck } from './similarity-holdout-report.ts';
import { evaluateSet, feed, indexed, type HalfCounts } from './similarity-sets.ts';
import { subjectsDiffer } from './similarity-subjects.ts';

export function kindSets(): KindSet[] {
  const catalogs = loadCatalogs();
  const recorded = (s: ReturnType<typeof loadNba>): KindSet => ({
    ...s,
    category: 'game winner (2-way)',
    origin: 'recorded',
    excluded: new Set(),
  });
  return [
    recorded(loadNba()),
    recorded(loadTennis()),
    generatedSoccer(),
    generatedSpreadsTotals(),
    loadChampionships(catalogs),
    generatedNbaChampion(catalogs),
    loadElections(catalogs),
    generatedEconomics(catalogs),
    loadCrypto(),
    generatedCrypto(),
    verdictHardCases(),
  ];
}

const zero = (): HalfCounts => ({ tp: 0, fp: 0, fn: 0, misaligned: 0 });
const add = (x: HalfCounts, y: HalfCounts): HalfCounts => ({
  tp: x.tp + y.tp,
  fp: x.fp + y.fp,
  fn: x.fn + y.fn,
  misaligned: x.misaligned + y.misaligned,
});

export function reportKinds(min: number, devOnly: boolean): void {
  const halves: Half[] = devOnly ? ['dev'] : ['dev', 'held-out'];
  console.log(`\nPer category (closed world per set; rule-level pairs excluded), min_similarity ${min}`);
  console.log(`Split: ${SPLIT_RULE}`);
  const totals = new Map<string, Record<Half, HalfCounts>>();
  for (const set of kindSets()) {
    const index = indexed(feed(set, 'kalshi first'));
    const result = evaluateSet(set, index, min);
    const byKey = new Map<string, MarketMessage>(
      [...set.kalshi, ...set.polymarket].map((m) => [`${m.venue}:${m.market.market_id}`, m]),
    );
    const differ = result.pairs.filter(
      (p) => subjectsDiffer(p, byKey.get(p.venue_a.key)!, byKey.get(p.venue_b.key)!) === true,
    );
    const judged = result.pairs.filter(
      (p) => subjectsDiffer(p, byKey.get(p.venue_a.key)!, byKey.get(p.venue_b.key)!) !== null,
    );
    console.log(
      `  [${set.category}] ${set.name} (${set.origin}): ${set.kalshi.length} Kalshi × ${set.polymarket.length} Polymarket, ${set.positives.size} positives, ${set.excluded.size} rule-level${set.rejected.length ? `, parser rejects ${set.rejected.length}` : ''}`,
    );
    for (const half of halves) console.log(`    ${halfLine(`${half} half`, result.halves[half])}`);
    console.log(
      `    pairs with differing subjects: ${differ.length} of ${judged.length} judged (${result.pairs.length} reported)`,
    );
    console.log(`    order: ${orderCheck(set, min)}`);
    for (const e of result.errors.filter((x) => halves.includes(x.half)).slice(0, 12))
      console.log(`    [${e.half}] ${e.line}`);
    const k = `${set.category} — ${set.origin}`;
    const t = totals.get(k) ?? { dev: zero(), 'held-out': zero() };
    for (const half of halves) t[half] = add(t[half], result.halves[half]);
    totals.set(k, t);
  }
  console.log(`\nSummary per category and origin, min_similarity ${min}`);
  const categories: Category[] = [
    'game winner (2-way)',
    'game winner (3-way)',
    'spread / total',
    'championship',
    'election',
    'economics threshold',
    'crypto price',
  ];
  for (const c of categories)
    for (const origin of ['recorded', 'generated']) {
      const t = totals.get(`${c} — ${origin}`);
      if (!t) continue;
      for (const half of halves) console.log(`  ${halfLine(`${c}, ${origin}, ${half}`, t[half])}`);
    }
}
