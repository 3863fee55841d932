// The pair scorer. similarity = text × agreement, in [0, 1]:
//
// - text: TF-IDF cosine of the two markets' weighted tokens (own text 1, event context 0.5, name
//   tokens `nameWeight`; canonical date and number tokens included; words one edit apart count),
//   scaled so that a cosine of `textFull` or more is full marks: paraphrases of one contract
//   rarely share every word.
// - agreement: a product of factors from the structured comparison. A disagreement about the
//   contract — different stated dates, or a stated window the other side's end date does not fit;
//   different thresholds, lines, brackets or counted stats; different people or teams; different
//   predicates ("endorse" against "win"); a catch-all against a named outcome; a game against a
//   season; outcomes that cannot be mapped — is a factor of 0.7 or less (HARD = 0.6), so no word
//   overlap lifts the pair to the default 0.8. Softer evidence (a number or a name only one side
//   states, end dates far apart when no text states a date, > against ≥, different categories)
//   costs less.
import { alignOutcomes, type Alignment } from './alignment.ts';
import { compareDates } from './dates.ts';
import { compareEntities } from './entities.ts';
import type { MarketFeatures } from './features.ts';
import { compareNumbers } from './numbers.ts';
import { nearlySame } from './text.ts';

export const HARD = 0.6;

export interface ScoreOptions {
  /** Cosine at which the text part is full marks. */
  textFull: number;
  /**
   * Weight of the tokens that spell a name, relative to the rest. Names are compared as entities;
   * the text part measures what is asked about them ("win the 2028 election" against "be a
   * trillionaire"), so a rare shared name does not carry two different propositions.
   */
  nameWeight: number;
}

export const DEFAULT_SCORE_OPTIONS: ScoreOptions = { textFull: 0.65, nameWeight: 0.5 };

export interface PairScore {
  similarity: number;
  /** The raw TF-IDF cosine. */
  text: number;
  /** venue_a's left outcome against venue_b's YES (b's left). */
  alignment: Alignment;
  alignmentKnown: boolean;
  /** Why the score is below the text score: 'date', 'number', 'entity', 'predicate', … */
  reasons: string[];
}

export type Idf = (token: string) => number;

/** Whether an unmatched token may still match one edit away: a word of 5+ letters. */
const driftable = (t: string) => t.length >= 5 && /^[a-z]+$/.test(t);

/**
 * Words of each side the other does not carry, with their weights: scratch of textCosine, reused
 * by every call (it runs for every scored pair and is not re-entrant) so that a score allocates
 * next to nothing — an upsert's garbage is what its young-generation pauses cost.
 */
const unmatchedA: string[] = [];
const unmatchedAx: number[] = [];
const unmatchedB: string[] = [];
const unmatchedBy: number[] = [];

/** TF-IDF cosine of two markets' weighted tokens (maps walked by keys(): no entry arrays). */
export function textCosine(a: MarketFeatures, b: MarketFeatures, idf: Idf, nameWeight = 1): number {
  const weight = (t: string) => (a.nameTokens.has(t) || b.nameTokens.has(t) ? nameWeight * idf(t) : idf(t));
  let dot = 0;
  let na = 0;
  let nb = 0;
  let nA = 0;
  for (const t of a.weights.keys()) {
    const w = a.weights.get(t)!;
    const wt = weight(t);
    const x = w * wt;
    na += x * x;
    const wb = b.weights.get(t);
    if (wb !== undefined) dot += x * wb * wt;
    else if (driftable(t)) {
      unmatchedA[nA] = t;
      unmatchedAx[nA++] = x;
    }
  }
  let nB = 0;
  for (const t of b.weights.keys()) {
    const w = b.weights.get(t)!;
    const y = w * weight(t);
    nb += y * y;
    if (!a.weights.has(t) && driftable(t)) {
      unmatchedB[nB] = t;
      unmatchedBy[nB++] = y;
    }
  }
  // Spelling drift in names (Lowden / Lowdon) still counts, a little less.
  for (let i = 0; i < nA; i++) {
    for (let j = 0; j < nB; j++) {
      if (!nearlySame(unmatchedA[i]!, unmatchedB[j]!)) continue;
      dot += 0.9 * unmatchedAx[i]! * unmatchedBy[j]!;
      break;
    }
  }
  return na === 0 || nb === 0 ? 0 : Math.min(1, dot / Math.sqrt(na * nb));
}

/** Score a venue_a market (a) against a venue_b market (b). */
export function scorePair(
  a: MarketFeatures,
  b: MarketFeatures,
  idf: Idf,
  options: ScoreOptions = DEFAULT_SCORE_OPTIONS,
): PairScore {
  const text = textCosine(a, b, idf, options.nameWeight);
  const reasons: string[] = [];
  let factor = 1;
  const apply = (f: number, reason: string) => {
    factor *= f;
    reasons.push(reason);
  };

  const entities = compareEntities(a.entities, b.entities, a.wordSet, b.wordSet);
  if (entities.clashes > 0) apply(HARD, 'entity-clash');
  else if (entities.onlyA > 0 && entities.onlyB > 0) apply(HARD, 'entity-different');
  else if (entities.onlyA + entities.onlyB > 0) {
    // A name only one side states: mild when the two already share a name (an artist after a
    // song title), strong when nothing pins them to the same subject.
    const each = entities.matched > 0 ? 0.9 : 0.75;
    apply(each ** Math.min(2, entities.onlyA + entities.onlyB), 'entity-one-sided');
  }

  const dates = compareDates(a.dates, b.dates, a.endDay, b.endDay);
  if (dates === 'conflict') apply(HARD, 'date');
  else if (dates === 'conflict-implicit') apply(0.65, 'date-vs-end');
  else if (dates === 'far-ends') apply(0.93, 'end-dates-far');

  const numbers = compareNumbers(a.numbers, b.numbers);
  if (numbers === 'conflict') apply(HARD, 'number');
  else if (numbers === 'one-sided') apply(0.85, 'number-one-sided');
  else if (numbers === 'near') apply(0.92, 'number-bound');

  if (a.predicates.size > 0 && b.predicates.size > 0) {
    const shared = [...a.predicates].filter((p) => b.predicates.has(p));
    const onlyOne = [...a.predicates, ...b.predicates].filter((p) => !shared.includes(p) && p !== 'win');
    // Nothing in common: another proposition. Something more on one side ("win the nomination"
    // against "win the presidency"): probably another one.
    if (shared.length === 0) apply(HARD, 'predicate');
    else if (onlyOne.length > 0) apply(0.8, 'predicate-extra');
  }
  // A catch-all ("another team") is never one named subject; a game is not a season or a cup.
  if (a.catchAll !== b.catchAll) apply(HARD, 'catch-all');
  if (a.matchup !== b.matchup) apply(0.7, 'matchup');
  if (a.category !== null && b.category !== null && a.category !== b.category) apply(0.9, 'category');

  const aligned = alignOutcomes(a, b, numbers);
  if (!aligned.known) apply(0.7, 'outcomes-unmapped');

  const base = Math.min(1, text / options.textFull);
  const similarity = Math.round(base * factor * 1000) / 1000;
  return { similarity, text, alignment: aligned.alignment, alignmentKnown: aligned.known, reasons };
}
