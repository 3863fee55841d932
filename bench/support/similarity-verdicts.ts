// Strict evaluation of the same-contract verdict (issue 36), per category, on the development and
// held-out halves of every labelled set.
//
//   node --import tsx bench/similarity-quality.ts --verdicts [--dev]
//
// The split is fixed before any verdict rule was written and is the one of every other figure
// (test/support/holdout.ts): a pair is in the development half when the first byte of
// SHA-256("<venue_a key>|<venue_b key>") is even, otherwise it is held out. Verdict rules are
// written while reading the development half's errors only (`--dev` prints nothing else).
//
// The labels' rule (strict): a pair is positive when its set labels it the same proposition with
// its outcome alignment (the sets' own rules: test/support/cross-venue-kinds.ts,
// test/support/generated-kinds.ts, test/support/cross-venue-sports.ts, and the catalog rules at
// the head of bench/similarity-quality.ts). Every pair a set marks rule-level — the same subject
// whose settlement terms differ (a Jon-Becker REJECTED adjudication: another settlement event,
// another tie-break) — counts as NEGATIVE, as does every unlabelled cross pair (closed world).
//
// What counts as "said to be the same contract":
//   before — every pair listed at min_similarity (the listing showed an arbitrage for all of them);
//   after  — a listed pair whose verdict is same_contract or same_contract_inverted.
// A predicted positive with the wrong alignment counts as a false positive (its arbitrage would buy
// the same side twice), and its label as missed.
import type { MarketMessage } from '../../core/market-data.ts';
import type { SimilarPair } from '../../engine/similarity/index.ts';
import { loadCatalogs, type Catalogs } from '../../harness/data/cross-venue.ts';
import type { LabelledSet } from '../../harness/data/cross-venue-sports.ts';
import { halfOf, SPLIT_RULE, type Half } from '../../harness/data/holdout.ts';
import type { HardCase } from '../../harness/data/verdict-hard-cases.ts';
import { kindSets } from './similarity-kinds-report.ts';
import { feed, indexed } from './similarity-sets.ts';

/** bench/similarity-quality.ts's catalog labels (passed in: that module imports this one). */
export type CatalogLabelling = (c: Catalogs) => { positives: Map<string, string>; rule: Map<string, string> };

export type Claim = 'before' | 'after';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

interface StrictSet extends LabelledSet {
  category: string;
}

/** Whether a listed pair is claimed to be one contract. */
export function claimed(p: SimilarPair, claim: Claim): boolean {
  if (claim === 'before') return true;
  const verdict = (p as SimilarPair & { verdict?: string }).verdict;
  return verdict === 'same_contract' || verdict === 'same_contract_inverted';
}

/** The 2026-03-01 catalogs (A of bench/similarity-quality.ts) as one strict set. */
function catalogSet(catalogLabels: CatalogLabelling): StrictSet {
  const catalogs = loadCatalogs();
  const labels = catalogLabels(catalogs);
  return {
    name: 'catalogs 2026-03-01 (mixed)',
    category: 'mixed catalogs',
    kalshi: catalogs.kalshi,
    polymarket: catalogs.polymarket,
    positives: new Map([...labels.positives.keys()].map((k) => [k, 'same' as const])),
    excluded: new Set(labels.rule.keys()),
    rejected: [],
  };
}

export function strictCounts(
  set: LabelledSet,
  pairs: SimilarPair[],
  claim: Claim,
): { halves: Record<Half, Counts>; errors: { half: Half; line: string }[] } {
  const halves: Record<Half, Counts> = { dev: { tp: 0, fp: 0, fn: 0 }, 'held-out': { tp: 0, fp: 0, fn: 0 } };
  const errors: { half: Half; line: string }[] = [];
  const byKey = new Map<string, MarketMessage>(
    [...set.kalshi, ...set.polymarket].map((m) => [`${m.venue}:${m.market.market_id}`, m]),
  );
  const title = (k: string) => {
    const m = byKey.get(k)!.market;
    return `${m.question}${m.outcome ? ` [${m.outcome}]` : ''}`;
  };
  const hit = new Set<string>();
  for (const p of pairs) {
    if (!claimed(p, claim)) continue;
    const id = `${p.venue_a.key}|${p.venue_b.key}`;
    const half = halfOf(id);
    const expected = set.positives.get(id);
    const verdict = p as SimilarPair & { verdict?: string; verdict_reason?: string };
    if (expected !== undefined && expected === p.alignment) {
      halves[half].tp++;
      hit.add(id);
    } else {
      halves[half].fp++;
      const why = expected ? 'misaligned' : set.excluded?.has(id) ? 'rule-level' : 'negative';
      errors.push({
        half,
        line: `FP(${why}) ${verdict.verdict ?? ''} ${verdict.verdict_reason ?? ''} :: ${title(p.venue_a.key)} <> ${title(p.venue_b.key)}`,
      });
    }
  }
  for (const id of set.positives.keys()) {
    if (hit.has(id)) continue;
    const half = halfOf(id);
    halves[half].fn++;
    const p = pairs.find<SimilarPair & { verdict?: string; verdict_reason?: string }>(
      (x): x is SimilarPair & { verdict?: string; verdict_reason?: string } =>
        `${x.venue_a.key}|${x.venue_b.key}` === id,
    );
    const [a, b] = id.split('|') as [string, string];
    errors.push({
      half,
      line: `FN ${p ? `${p.verdict ?? 'listed'} ${p.verdict_reason ?? ''}` : 'not listed'} :: ${title(a)} <> ${title(b)}`,
    });
  }
  return { halves, errors };
}

const ratio = (x: number, y: number) => (y === 0 ? '  -  ' : (x / y).toFixed(3));
const line = (label: string, c: Counts) =>
  `${label.padEnd(44)} strict P ${ratio(c.tp, c.tp + c.fp)}  R ${ratio(c.tp, c.tp + c.fn)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;

/** How the listed pairs of one half were judged, labelled positives and the rest apart. */
function verdictTally(set: LabelledSet, pairs: SimilarPair[], half: Half): string {
  const counts = new Map<string, number>();
  for (const p of pairs) {
    const id = `${p.venue_a.key}|${p.venue_b.key}`;
    if (halfOf(id) !== half) continue;
    const key = `${set.positives.get(id) === p.alignment ? 'positives' : 'negatives'} ${(p as SimilarPair & { verdict?: string }).verdict ?? 'none'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (
    [...counts]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || 'nothing listed'
  );
}

export function reportVerdicts(min: number, devOnly: boolean, catalogLabels: CatalogLabelling): void {
  const halves: Half[] = devOnly ? ['dev'] : ['dev', 'held-out'];
  console.log(`\nSame-contract verdicts, strict (rule-level pairs are negatives), min_similarity ${min}`);
  console.log(`Split: ${SPLIT_RULE}`);
  const sets: StrictSet[] = [catalogSet(catalogLabels), ...kindSets()];
  const totals = new Map<string, Record<Claim, Record<Half, Counts>>>();
  for (const set of sets) {
    const pairs = indexed(feed(set, 'kalshi first')).pairs(min, Number.MAX_SAFE_INTEGER);
    console.log(
      `  [${set.category}] ${set.name}: ${set.positives.size} positives, ${set.excluded?.size ?? 0} rule-level`,
    );
    const t = totals.get(set.category) ?? {
      before: { dev: { tp: 0, fp: 0, fn: 0 }, 'held-out': { tp: 0, fp: 0, fn: 0 } },
      after: { dev: { tp: 0, fp: 0, fn: 0 }, 'held-out': { tp: 0, fp: 0, fn: 0 } },
    };
    for (const claim of ['before', 'after'] as const) {
      const r = strictCounts(set, pairs, claim);
      for (const half of halves) {
        console.log(`    ${line(`${claim}, ${half}`, r.halves[half])}`);
        for (const k of ['tp', 'fp', 'fn'] as const) t[claim][half][k] += r.halves[half][k];
      }
      if (claim === 'after')
        for (const e of r.errors.filter((x) => x.half === 'dev').slice(0, 10))
          console.log(`      [dev] ${e.line}`);
    }
    for (const half of halves) console.log(`    verdicts, ${half}: ${verdictTally(set, pairs, half)}`);
    for (const c of (set as StrictSet & { cases?: HardCase[] }).cases ?? []) {
      const p = pairs.find<SimilarPair & { verdict?: string; verdict_reason?: string }>(
        (x): x is SimilarPair & { verdict?: string; verdict_reason?: string } =>
          `${x.venue_a.key}|${x.venue_b.key}` === c.pair,
      );
      console.log(
        `      ${c.label.padEnd(8)} ${p ? `${p.verdict} (${p.verdict_reason})` : 'not listed'} :: ${c.name}`,
      );
    }
    totals.set(set.category, t);
  }
  console.log(`\nSummary per category (strict), min_similarity ${min}`);
  for (const [category, t] of totals)
    for (const half of halves)
      for (const claim of ['before', 'after'] as const)
        console.log(`  ${line(`${category}, ${half}, ${claim}`, t[claim][half])}`);
  if (devOnly) return;
  console.log(
    '\nGoal (issue 36), held-out half, verdicts: strict P ≥ 0.95 and R ≥ 0.9 where the half holds ≥ 20 labelled positives',
  );
  for (const [category, t] of totals) {
    const c = t.after['held-out'];
    const labelled = c.tp + c.fn;
    const met = c.tp / Math.max(1, c.tp + c.fp) >= 0.95 && c.tp / Math.max(1, labelled) >= 0.9;
    console.log(
      `  ${category.padEnd(22)} ${String(labelled).padStart(4)} labelled positives: ${labelled < 20 ? 'too few to judge' : met ? 'met' : 'NOT met'}`,
    );
  }
}
