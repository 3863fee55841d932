// Matching quality of engine/similarity on real cross-venue data.
//
//   node --import tsx bench/similarity-quality.ts [--tune | --verdicts] [--dev]
//
// Reads ../shared/data/cross-venue at run time (most of it has no licence: nothing of it is copied
// into this repository; the labels below are rules and verdicts of our own, keyed to positions or
// identifiers in those files and guarded by the files' SHA-256). It fails with an explanation when
// the folder is absent.
//
// The labelled evaluation set, and how each label is decided:
//
// A. The two same-day catalogs (Kalshi 860 markets, Polymarket 1,761, both fetched 2026-03-01),
//    run through the project's own venue parsers and SimilarityIndex; pairs(t) is compared with:
//    - positive: a curated event pair — molt-ai/arb-bot's hand-verified list (MIT; entries its
//      author flags as possibly non-existent are skipped), or our adjudication of the README's
//      "2028 election" overlap (the party markets) — expanded to the market pairs whose named
//      outcome is the same (the Kalshi yes_sub_title's name words appear, in order and without a
//      Jr./Sr. after them, in the Polymarket question; parties by party).
//    - rule-level: a positive whose event pair Jon-Becker's clause-by-clause adjudication (MIT)
//      REJECTED (the 2028 winner markets: Kalshi settles on inauguration, Polymarket on the race
//      call). Titles, dates and outcomes agree; the rules text that differs is not in the catalog
//      records. Excluded from the primary figures; counted as negatives in the strict ones.
//    - negative: every other cross-venue pair (closed world). The hard ones: siblings (same event
//      pair, another person), and pairs that share a rare name or most words (Musk trillionaire
//      against Musk president, Bond "before 2030" against Bond "by June 30, 2026").
// B. Listed pairs outside the catalogs, scored pair by pair (each listed market indexed once):
//    - Pirodax's 90 matches "after semantic gates": our verdict for each position (P same
//      proposition, window and outcome; N different; R same title terms but the venues settle on
//      different sources, e.g. weather stations; X undecidable: Kalshi's title names no city and
//      the quotes do not contradict it).
//    - Pirodax's 3,295 automated matches: negative when the data itself marks them wrong — both
//      venues quote live asks (strictly between 0 and 1) and buying the two complementary sides
//      would "guarantee" 15% or more: equal contracts are not priced that far apart.
//    - Jon-Becker's 25 adjudicated "identity" pairs: REJECTED are rule-level, NEEDS_REVIEW are
//      excluded (their scores are shown).
// D. Per category (bench/support/similarity-kinds-report.ts): game winners two-way (recorded NBA and
//    tennis) and three-way (generated soccer), spreads / totals, championships, elections, economics
//    thresholds and crypto prices, each a closed world whose label rules are written at the head of
//    harness/data/cross-venue-kinds.ts (recorded) and harness/data/generated-kinds.ts (generated).
// C. Near-misses generated from A's positives (synthetic, documented): the same pair with two
//    different stated deadlines, or two different thresholds, must fall below the threshold; the
//    pair with one side negated ("lose" for "win", "not nominate") must keep its similarity and be
//    aligned `inverted`.
//
// Tuning and honesty: the two scorer constants (textFull, nameWeight) were chosen on the dev half
// (pair id hash even) with --tune; figures are printed for dev, test and all. The structural rules
// themselves (catch-all outcomes, head-to-head against season markets, margin against total,
// ordinals, predicates) were written while reading the errors of the whole set, so the test half
// is held out for the constants only, not for the rules.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { MarketMessage } from '../core/market-data.ts';
import {
  DEFAULT_INDEX_OPTIONS,
  DEFAULT_SCORE_OPTIONS,
  SimilarityIndex,
  type ScoreOptions,
} from '../engine/similarity/index.ts';
import { reportCatalogOrder } from './support/similarity-holdout-report.ts';
import { reportKinds } from './support/similarity-kinds-report.ts';
import { reportVerdicts } from './support/similarity-verdicts.ts';
import { halfOf } from '../harness/data/holdout.ts';
import {
  crossVenueFile,
  hash,
  loadCatalogs,
  looseMessage,
  readJson,
  type Catalogs,
} from '../harness/data/cross-venue.ts';

// ── labels ───────────────────────────────────────────────────────────────────────────────────────

export type Verdict = 'positive' | 'negative' | 'rule' | 'excluded';

export interface LabelledPair {
  a: MarketMessage;
  b: MarketMessage;
  verdict: Verdict;
  source: string;
  /** Expected alignment of venue_a's left outcome with venue_b's YES. */
  alignment?: 'same' | 'inverted';
}

const labelWords = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\(himself\)/g, ' himself ')
    .replace(/\(.*?\)/g, ' ')
    .replace(/\bdemocrat(?:ic|ics|s)?\b/g, 'democrat')
    .replace(/\brepublicans?\b/g, 'republican')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 1 && w !== 'party');

const NOT_A_NAME = new Set(['before', 'after', 'by', 'in', 'on', 'during']);

/** The labelling rule for "same named outcome" (independent of the matcher's entity code). */
export function sameNamedOutcome(kalshiOutcome: string, polymarketQuestion: string): boolean {
  let name = labelWords(kalshiOutcome);
  const q = labelWords(polymarketQuestion);
  if (name.length === 0 || NOT_A_NAME.has(name[0]!)) return false;
  // "Donald Trump (Himself)" is Polymarket's "nominate himself".
  if (name.includes('himself')) name = ['himself'];
  for (let i = 0; i + name.length <= q.length; i++) {
    if (name.every((w, j) => q[i + j] === w)) {
      const next = q[i + name.length];
      if (next !== 'jr' && next !== 'sr' && next !== 'ii' && next !== 'iii') return true;
    }
  }
  return false;
}

interface EventPair {
  polymarketSlug: (slug: string) => boolean;
  kalshiSeries: (series: string) => boolean;
  source: string;
  rule?: string;
}

interface MoltPair {
  polymarket_event_slug: string;
  polymarket_slug_is_prefix: boolean;
  kalshi_series: string | null;
  kalshi_ticker: string | null;
  notes: string | null;
}

interface JbPair {
  kalshi_ticker: string;
  kalshi_event_ticker: string;
  kalshi_title: string;
  kalshi_yes_ask: number | null;
  kalshi_yes_bid: number | null;
  kalshi_resolution_date: string;
  polymarket_event_slug: string;
  polymarket_title: string;
  polymarket_resolution_date: string;
  adjudication_decision: string;
  adjudication_reason_codes: string[];
}

/** The event pairs whose same-named markets are positive, from the curated lists. */
function curatedEventPairs(): EventPair[] {
  const molt = readJson<{ unique_pairs: MoltPair[] }>('molt-ai-arb-bot/curated_pairs_all_versions.json');
  const out: EventPair[] = [];
  for (const p of molt.unique_pairs) {
    if (p.notes && /may not exist|unverified/i.test(p.notes)) continue;
    const series = p.kalshi_series ?? p.kalshi_ticker?.split('-')[0];
    if (!series) continue;
    out.push({
      polymarketSlug: (s) =>
        p.polymarket_slug_is_prefix ? s.startsWith(p.polymarket_event_slug) : s === p.polymarket_event_slug,
      // The multi-scanner matched series by prefix (KXPRES → KXPRESPERSON).
      kalshiSeries: (s) => s === series || s.startsWith(series),
      source: `molt-ai curated (${p.polymarket_event_slug} ↔ ${series})`,
    });
  }
  // Our adjudication of the README's "2028 election" overlap, party markets: the same proposition
  // (that party wins the 2028 presidential election), 2028 stated on both venues.
  out.push({
    polymarketSlug: (s) => s === 'which-party-wins-2028-us-presidential-election',
    kalshiSeries: (s) => s === 'KXPRESPARTY',
    source: 'adjudicated here: 2028 presidential election, party markets',
  });
  return out;
}

/** Event families a clause-level adjudication rejected (Kalshi event ticker, Polymarket slug). */
function rejectedFamilies(): Map<string, string> {
  const jb = readJson<{ pairs: JbPair[] }>(
    'Jon-Becker-prediction-market-analysis/pmxt_identity_candidates_adjudicated.json',
  );
  const out = new Map<string, string>();
  for (const p of jb.pairs) {
    if (p.adjudication_decision !== 'REJECTED') continue;
    out.set(`${p.kalshi_event_ticker}|${p.polymarket_event_slug}`, p.adjudication_reason_codes.join(','));
  }
  return out;
}

export interface CatalogLabels {
  positives: Map<string, string>;
  rule: Map<string, string>;
  /** Same curated event pair, different outcome. */
  siblings: number;
}

export const catalogPairKey = (a: MarketMessage, b: MarketMessage) =>
  `${a.venue}:${a.market.market_id}|${b.venue}:${b.market.market_id}`;

export function catalogLabels(c: Catalogs): CatalogLabels {
  const positives = new Map<string, string>();
  const rule = new Map<string, string>();
  const families = rejectedFamilies();
  let siblings = 0;
  for (const pair of curatedEventPairs()) {
    const as = c.polymarket.filter((m) => pair.polymarketSlug(m.event.slug));
    const bs = c.kalshi.filter((m) => pair.kalshiSeries(m.market.series_id));
    for (const b of bs) {
      for (const a of as) {
        const key = catalogPairKey(a, b);
        if (!sameNamedOutcome(b.market.outcome, a.market.question)) {
          siblings++;
          continue;
        }
        const family = families.get(`${b.event.event_id}|${a.event.slug}`);
        if (family) rule.set(key, `Jon-Becker REJECTED ${family}`);
        else positives.set(key, pair.source);
      }
    }
  }
  for (const key of rule.keys()) positives.delete(key);
  return { positives, rule, siblings };
}

interface PirodaxMatch {
  category: string;
  arbitrage: { best_profit: number };
  polymarket: { question: string; end: string | null; yes_ask: number | null; no_ask: number | null };
  kalshi: { title: string; end: string | null; yes_ask: number | null; no_ask: number | null };
}

const POST_GATE = 'Pirodax-Arbitrage_combinatoire/matches_auto_vf91826d_after_semantic_gates.json';
const POST_GATE_SHA256 = '3e665f824a84bfba55501131e8d35c9c95c8dc397d1b0f8b3cdecc6aefbd086e';
/**
 * Our verdict on each of the 90 post-gate matches, by position. P: same proposition, window and
 * named outcome (Texas endorsements "by March 2" = "before Mar 3"; Billboard #1 "week of March
 * 7" = "this week" of a market closing March 2: the chart published March 3). N: different
 * (endorse against finish, another bracket, another day, another song). R: same city, day and
 * bracket, but Polymarket settles weather on Weather Underground and Kalshi on the NWS climate
 * report. X: Kalshi's title names no city and the quotes do not contradict the match.
 */
const POST_GATE_VERDICTS =
  'NNNNNNNNRNNNNNNNNNNXRNNNXPXNNNNPNNPPPPPPPNNNPPNNNNPNNNNNNNRNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNX';

function pirodaxPair(m: PirodaxMatch): [MarketMessage, MarketMessage] {
  return [
    looseMessage({
      venue: 'venue_a',
      question: m.polymarket.question,
      endsAt: m.polymarket.end,
      yesAsk: m.polymarket.yes_ask,
      noAsk: m.polymarket.no_ask,
      category: m.category,
    }),
    looseMessage({
      venue: 'venue_b',
      question: m.kalshi.title,
      endsAt: m.kalshi.end,
      yesAsk: m.kalshi.yes_ask,
      noAsk: m.kalshi.no_ask,
      category: m.category,
    }),
  ];
}

export function listedPairs(): { pairs: LabelledPair[]; notes: string[] } {
  const notes: string[] = [];
  const pairs: LabelledPair[] = [];
  const postGate = readJson<PirodaxMatch[]>(POST_GATE);
  const digest = hash(readFileSync(crossVenueFile(POST_GATE)));
  if (postGate.length !== POST_GATE_VERDICTS.length) {
    throw new Error(`${POST_GATE}: ${postGate.length} rows, ${POST_GATE_VERDICTS.length} verdicts`);
  }
  if (digest !== POST_GATE_SHA256)
    notes.push(`note: ${POST_GATE} sha256 ${digest} (verdicts were written for another version)`);
  const code: Record<string, Verdict> = { P: 'positive', N: 'negative', R: 'rule', X: 'excluded' };
  postGate.forEach((m, i) => {
    const [a, b] = pirodaxPair(m);
    pairs.push({
      a,
      b,
      verdict: code[POST_GATE_VERDICTS[i]!]!,
      source: `post-gate #${i}`,
      alignment: 'same',
    });
  });

  const live = (p: number | null) => p !== null && p > 0 && p < 1;
  const textOf = (m: PirodaxMatch) =>
    `${m.polymarket.question}|${m.polymarket.end}|${m.kalshi.title}|${m.kalshi.end}`;
  // A pair also in the post-gate list keeps its verdict there.
  const seen = new Set<string>(postGate.map(textOf));
  for (const m of readJson<PirodaxMatch[]>('Pirodax-Arbitrage_combinatoire/matches_auto_v3d552b2.json')) {
    const quoted =
      live(m.polymarket.yes_ask) &&
      live(m.polymarket.no_ask) &&
      live(m.kalshi.yes_ask) &&
      live(m.kalshi.no_ask);
    if (!quoted || m.arbitrage.best_profit < 0.15) continue;
    const id = textOf(m);
    if (seen.has(id)) continue;
    seen.add(id);
    const [a, b] = pirodaxPair(m);
    pairs.push({ a, b, verdict: 'negative', source: 'v3 auto-match priced ≥15% apart' });
  }

  const jb = readJson<{ pairs: JbPair[] }>(
    'Jon-Becker-prediction-market-analysis/pmxt_identity_candidates_adjudicated.json',
  );
  for (const p of jb.pairs) {
    const cut = p.polymarket_title.indexOf(' - ');
    const a = looseMessage({
      venue: 'venue_a',
      eventTitle: cut > 0 ? p.polymarket_title.slice(0, cut) : '',
      question: cut > 0 ? p.polymarket_title.slice(cut + 3) : p.polymarket_title,
      endsAt: p.polymarket_resolution_date,
    });
    const b = looseMessage({
      venue: 'venue_b',
      question: p.kalshi_title,
      endsAt: p.kalshi_resolution_date,
      yesAsk: p.kalshi_yes_ask,
    });
    const verdict: Verdict = p.adjudication_decision === 'REJECTED' ? 'rule' : 'excluded';
    pairs.push({ a, b, verdict, source: `Jon-Becker ${p.adjudication_decision}`, alignment: 'same' });
  }
  return { pairs, notes };
}

function withQuestion(m: MarketMessage, question: string): MarketMessage {
  return {
    ...m,
    market: { ...m.market, question, market_id: `${m.market.market_id}~${hash(question).slice(0, 6)}` },
  } as MarketMessage;
}

/** Near-misses and inversions generated from the catalog positives. */
export function generatedPairs(c: Catalogs, positives: Iterable<string>): LabelledPair[] {
  const byKey = new Map<string, MarketMessage>();
  for (const m of [...c.kalshi, ...c.polymarket]) byKey.set(`${m.venue}:${m.market.market_id}`, m);
  const out: LabelledPair[] = [];
  for (const key of positives) {
    const [ka, kb] = key.split('|') as [string, string];
    const a = byKey.get(ka)!;
    const b = byKey.get(kb)!;
    const qa = a.market.question.replace(/\?\s*$/, '');
    const qb = b.market.question.replace(/\?\s*$/, '');
    out.push({
      a: withQuestion(a, `${qa} by March 31, 2026?`),
      b: withQuestion(b, `${qb} before May 1, 2026?`),
      verdict: 'negative',
      source: 'generated: different stated deadline',
    });
    out.push({
      a: withQuestion(a, `${qa} with at least 270 electoral votes?`),
      b: withQuestion(b, `${qb} with at least 300 electoral votes?`),
      verdict: 'negative',
      source: 'generated: different threshold',
    });
    const negated = / win /.test(qa)
      ? qa.replace(/ win /, ' lose ')
      : qa.replace(/ nominate /, ' not nominate ');
    if (negated !== qa) {
      out.push({
        a: withQuestion(a, `${negated}?`),
        b,
        verdict: 'positive',
        source: 'generated: negated side',
        alignment: 'inverted',
      });
    }
  }
  return out;
}

const LABEL_RULES = [
  'positive (A): a curated event pair (molt-ai hand-verified list, author-flagged entries skipped; or our adjudication of the 2028-election party markets) and the same named outcome (the Kalshi yes_sub_title name appears in order in the Polymarket question, no Jr./Sr. after it)',
  'rule-level (A): such a pair whose event pair Jon-Becker REJECTED clause by clause (settlement rules that the catalog records do not carry); excluded from the primary figures, negative in the strict ones',
  'negative (A): every other cross-venue pair of the two catalogs (closed world; siblings of the curated pairs are the hard ones)',
  'post-gate matches (B): our verdict per position, P/N/R/X (see POST_GATE_VERDICTS), file guarded by SHA-256',
  'v3 automated matches (B): negative when both venues quote live asks and the complementary sides cost ≤ 0.85 (a "guaranteed" 15%+ that equal contracts cannot show); others unlabelled',
  'Jon-Becker (B): REJECTED → rule-level, NEEDS_REVIEW → excluded',
  'generated (C): each A positive with two different stated deadlines, and with two different thresholds → negative; with one side negated → positive, expected alignment inverted',
];

// ── evaluation ───────────────────────────────────────────────────────────────────────────────────

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const THRESHOLDS = [0.7, 0.8, 0.9];
const isDev = (id: string) => halfOf(id) === 'dev';
const ratio = (x: number, y: number) => (y === 0 ? '   -  ' : (x / y).toFixed(3).padStart(6));

function line(label: string, c: Counts): string {
  return `${label.padEnd(38)} P ${ratio(c.tp, c.tp + c.fp)}  R ${ratio(c.tp, c.tp + c.fn)}   (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
}

const add = (x: Counts, y: Counts): Counts => ({ tp: x.tp + y.tp, fp: x.fp + y.fp, fn: x.fn + y.fn });
const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

interface Scored {
  id: string;
  verdict: Verdict;
  similarity: number;
  source: string;
  alignmentOk: boolean | null;
  describe: () => string;
}

function count(
  scored: Scored[],
  t: number,
  strict: boolean,
  keep: (s: Scored) => boolean = () => true,
): Counts {
  const c = zero();
  for (const s of scored) {
    if (!keep(s)) continue;
    const verdict = s.verdict === 'rule' && strict ? 'negative' : s.verdict;
    if (verdict === 'positive') {
      if (s.similarity >= t) c.tp++;
      else c.fn++;
    } else if (verdict === 'negative' && s.similarity >= t) c.fp++;
  }
  return c;
}

interface Run {
  a: Scored[];
  b: Scored[];
  c: Scored[];
  notes: string[];
  labels: CatalogLabels;
  catalogs: Catalogs;
  timings: string;
  found: { hit: number; total: number };
}

function describe(a: MarketMessage, b: MarketMessage): string {
  const text = (m: MarketMessage) =>
    `${m.market.question}${m.market.outcome ? ` [${m.market.outcome}]` : ''} (${m.market.ends_at?.slice(0, 10) ?? '-'})`;
  return `${text(a)}  <>  ${text(b)}`;
}

export function evaluate(score: ScoreOptions = DEFAULT_SCORE_OPTIONS): Run {
  const catalogs = loadCatalogs();
  const labels = catalogLabels(catalogs);
  const t0 = performance.now();
  const index = new SimilarityIndex({ ...DEFAULT_INDEX_OPTIONS, score, storeFloor: Math.min(...THRESHOLDS) });
  for (const m of [...catalogs.kalshi, ...catalogs.polymarket]) index.upsert(m);
  index.settle(); // as the writer does after rebuilding its index
  const t1 = performance.now();

  // A: every pair the index reports at the lowest threshold, plus every labelled pair it missed.
  const a: Scored[] = [];
  const reported = new Set<string>();
  for (const p of index.pairs(Math.min(...THRESHOLDS), Number.MAX_SAFE_INTEGER)) {
    const id = `${p.venue_a.key}|${p.venue_b.key}`;
    reported.add(id);
    const verdict: Verdict = labels.positives.has(id)
      ? 'positive'
      : labels.rule.has(id)
        ? 'rule'
        : 'negative';
    a.push({
      id,
      verdict,
      similarity: p.similarity,
      source: labels.positives.get(id) ?? labels.rule.get(id) ?? 'closed world',
      alignmentOk: verdict === 'negative' ? null : p.alignment === 'same',
      describe: () =>
        `${describe(index.message(p.venue_a.key)!, index.message(p.venue_b.key)!)}  {${p.reasons.join(',')}}`,
    });
  }
  for (const [id, source] of [...labels.positives, ...labels.rule]) {
    if (reported.has(id)) continue;
    const [ka, kb] = id.split('|') as [string, string];
    const s = index.scoreOf(ka, kb);
    a.push({
      id,
      verdict: labels.positives.has(id) ? 'positive' : 'rule',
      // Not reported by the index at the lowest threshold: a miss whatever its on-demand score.
      similarity: 0,
      source,
      alignmentOk: null,
      describe: () =>
        `${describe(index.message(ka)!, index.message(kb)!)}  {on demand ${s?.similarity ?? '-'} ${s?.reasons.join(',') ?? ''}}`,
    });
  }

  // B and C: each listed market indexed once in its own index (its own IDF), pairs scored.
  const listed = listedPairs();
  const generated = generatedPairs(catalogs, labels.positives.keys());
  // Candidate generation on B and C: of the positives scored ≥ 0.8, how many the index itself
  // paired (similarTo) rather than only the on-demand score.
  const found = { hit: 0, total: 0 };
  const scoreSet = (pairs: LabelledPair[], withCatalogs: boolean): Scored[] => {
    const idx = new SimilarityIndex({ ...DEFAULT_INDEX_OPTIONS, score });
    if (withCatalogs) for (const m of [...catalogs.kalshi, ...catalogs.polymarket]) idx.upsert(m);
    for (const p of pairs) {
      idx.upsert(p.a);
      idx.upsert(p.b);
    }
    idx.settle();
    return pairs.map((p) => {
      const ka = `${p.a.venue}:${p.a.market.market_id}`;
      const kb = `${p.b.venue}:${p.b.market.market_id}`;
      const s = idx.scoreOf(ka, kb)!;
      if (p.verdict === 'positive' && s.similarity >= 0.8) {
        found.total++;
        if (idx.similarTo(ka, 50).some((x) => x.market.key === kb)) found.hit++;
      }
      return {
        id: `${p.source}|${ka}|${kb}`,
        verdict: p.verdict,
        similarity: s.similarity,
        source: p.source,
        alignmentOk: p.alignment ? s.alignment === p.alignment : null,
        describe: () => `${describe(p.a, p.b)}  {${s.reasons.join(',')}}`,
      };
    });
  };
  const b = scoreSet(listed.pairs, false);
  const c = scoreSet(generated, true);
  const timings = `catalog index: ${catalogs.kalshi.length + catalogs.polymarket.length} markets indexed and paired in ${(t1 - t0).toFixed(0)} ms; ${JSON.stringify(index.stats())}`;
  return { a, b, c, notes: listed.notes, labels, catalogs, timings, found };
}

function tally(items: Scored[], verdict: Verdict, source?: RegExp): number {
  return items.filter((s) => s.verdict === verdict && (!source || source.test(s.source))).length;
}

function report(run: Run): void {
  const { a, b, c, labels, catalogs } = run;
  const crossPairs = catalogs.kalshi.length * catalogs.polymarket.length;
  console.log('Cross-venue matching quality (engine/similarity), data: ../shared/data/cross-venue\n');
  for (const n of run.notes) console.log(n);
  console.log('How labels are decided');
  for (const rule of LABEL_RULES) console.log(`  - ${rule}`);
  console.log('\nLabelled evaluation set');
  console.log(
    `  A. catalogs 2026-03-01: ${catalogs.kalshi.length} Kalshi × ${catalogs.polymarket.length} Polymarket markets = ${crossPairs} cross pairs (parser rejects: ${catalogs.rejected.length})`,
  );
  console.log(
    `     positives ${labels.positives.size} (curated event pair + same named outcome: ${[...new Set(labels.positives.values())].join('; ')})`,
  );
  console.log(
    `     rule-level ${labels.rule.size} (curated, but the event pair was REJECTED clause by clause: ${[...new Set(labels.rule.values())].join('; ')})`,
  );
  console.log(
    `     negatives ${crossPairs - labels.positives.size - labels.rule.size} (closed world), of which hard: ${labels.siblings} siblings (same event pair, other outcome), ${tally(a, 'negative')} lexically close ones the index scored ≥ ${Math.min(...THRESHOLDS)}`,
  );
  console.log(`  B. listed pairs outside the catalogs, scored pair by pair: ${b.length}`);
  console.log(
    `     post-gate verdicts: ${tally(b, 'positive', /post-gate/)} positive, ${tally(b, 'negative', /post-gate/)} negative, ${tally(b, 'rule', /post-gate/)} rule-level (weather stations), ${tally(b, 'excluded', /post-gate/)} excluded`,
  );
  console.log(
    `     v3 auto-matches priced ≥15% apart on live quotes: ${tally(b, 'negative', /v3/)} negative`,
  );
  console.log(
    `     Jon-Becker: ${tally(b, 'rule', /Jon-Becker/)} REJECTED (rule-level), ${tally(b, 'excluded', /Jon-Becker/)} NEEDS_REVIEW (excluded)`,
  );
  console.log(
    `  C. generated from A's positives: ${tally(c, 'negative', /deadline/)} different-deadline and ${tally(c, 'negative', /threshold/)} different-threshold near-misses (negative), ${tally(c, 'positive')} negated sides (positive, inverted)`,
  );
  const all = [...a, ...b, ...c.filter((s) => s.verdict === 'negative')];
  const positives = all.filter((s) => s.verdict === 'positive').length;
  const negatives =
    b.filter((s) => s.verdict === 'negative').length + c.filter((s) => s.verdict === 'negative').length;
  console.log(
    `  Totals: ${positives} positives; ${negatives} listed/generated negatives + the catalogs' closed-world negatives; ${tally(a, 'rule') + tally(b, 'rule')} rule-level\n`,
  );

  console.log(run.timings, '\n');
  for (const strict of [false, true]) {
    console.log(
      strict ? 'Strict (rule-level pairs counted as negatives):' : 'Primary (rule-level pairs excluded):',
    );
    for (const t of THRESHOLDS) {
      const mark = t === 0.8 ? '  <- default min_similarity' : '';
      console.log(`  min_similarity ${t.toFixed(1)}${mark}`);
      const sets: [string, Scored[]][] = [
        ['A catalogs (SimilarityIndex.pairs)', a],
        ['B listed pairs', b],
        ['C generated near-misses', c.filter((s) => s.verdict === 'negative')],
      ];
      let total = zero();
      for (const [name, items] of sets) {
        const counts = count(items, t, strict);
        total = add(total, counts);
        // C holds negatives only: its figure is how many of them pass.
        if (name.startsWith('C'))
          console.log(`    ${name.padEnd(38)} ${counts.fp} of ${items.length} negatives ≥ ${t}`);
        else console.log(`    ${line(name, counts)}`);
      }
      console.log(`    ${line('all (A+B+C)', total)}`);
      if (!strict && t === 0.8) {
        const dev = sets.reduce(
          (acc, [, items]) =>
            add(
              acc,
              count(items, t, strict, (s) => isDev(s.id)),
            ),
          zero(),
        );
        const test = sets.reduce(
          (acc, [, items]) =>
            add(
              acc,
              count(items, t, strict, (s) => !isDev(s.id)),
            ),
          zero(),
        );
        console.log(`    ${line('  dev half (tuned on)', dev)}`);
        console.log(`    ${line('  test half (held out)', test)}`);
      }
    }
  }

  const inverted = c.filter((s) => s.verdict === 'positive');
  const aligned = [...a, ...b].filter((s) => s.verdict === 'positive' && s.similarity >= 0.8);
  console.log('\nOutcome alignment');
  console.log(
    `  true positives at 0.8 aligned 'same' as labelled: ${aligned.filter((s) => s.alignmentOk).length}/${aligned.length}`,
  );
  console.log(
    `  negated sides (C): ${inverted.filter((s) => s.similarity >= 0.8).length}/${inverted.length} still ≥ 0.8, ${inverted.filter((s) => s.alignmentOk).length}/${inverted.length} aligned 'inverted'`,
  );

  console.log(
    `\nCandidate generation: ${run.found.hit}/${run.found.total} of the B/C positives scored ≥ 0.8 were also paired by the index itself (similarTo); in A every reported pair comes from the index.`,
  );
  const excluded = b.filter((s) => s.verdict === 'excluded');
  console.log(
    `\nExcluded pairs' scores (not counted): ${excluded.map((s) => s.similarity.toFixed(2)).join(' ')}`,
  );
  const rule = [...a, ...b].filter((s) => s.verdict === 'rule');
  console.log(
    `Rule-level pairs ≥ 0.8: ${rule.filter((s) => s.similarity >= 0.8).length}/${rule.length} (this matcher does not read resolution rules)`,
  );

  const errors = (items: Scored[]) => [
    ...items
      .filter((s) => s.verdict === 'negative' && s.similarity >= 0.8)
      .map((s) => `  FP ${s.similarity.toFixed(3)} [${s.source}] ${s.describe()}`),
    ...items
      .filter((s) => s.verdict === 'positive' && s.similarity < 0.8)
      .map((s) => `  FN ${s.similarity.toFixed(3)} [${s.source}] ${s.describe()}`),
  ];
  const list = [...errors(a), ...errors(b), ...errors(c)];
  console.log(`\nErrors at 0.8 (${list.length}):`);
  for (const l of list) console.log(l);
}

function tune(): void {
  console.log('Tuning on the dev half (pair id hash even), min_similarity 0.8: textFull × nameWeight');
  let best: { f: number; options: ScoreOptions; counts: Counts } | null = null;
  for (const textFull of [0.55, 0.6, 0.65, 0.7, 0.75]) {
    for (const nameWeight of [0.2, 0.3, 0.5]) {
      const run = evaluate({ textFull, nameWeight });
      const items = [...run.a, ...run.b, ...run.c.filter((s) => s.verdict === 'negative')];
      const counts = count(items, 0.8, false, (s) => isDev(s.id));
      const p = counts.tp / Math.max(1, counts.tp + counts.fp);
      const r = counts.tp / Math.max(1, counts.tp + counts.fn);
      const f = (2 * p * r) / Math.max(1e-9, p + r);
      console.log(`  textFull ${textFull} nameWeight ${nameWeight}: ${line('dev', counts)}`);
      if (!best || f > best.f) best = { f, options: { textFull, nameWeight }, counts };
    }
  }
  console.log(`best on dev: ${JSON.stringify(best?.options)} (F1 ${best?.f.toFixed(3)})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({
    options: { tune: { type: 'boolean' }, verdicts: { type: 'boolean' }, dev: { type: 'boolean' } },
  });
  const devOnly = args.dev === true;
  if (args.tune) tune();
  else if (args.verdicts) reportVerdicts(0.8, devOnly, catalogLabels);
  else {
    const run = evaluate();
    if (!devOnly) report(run);
    reportKinds(0.8, devOnly);
    reportCatalogOrder(run.catalogs, 0.8);
    // The same-contract verdicts per category and half (issue 36), also alone with --verdicts.
    reportVerdicts(0.8, devOnly, catalogLabels);
  }
}
