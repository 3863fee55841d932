// Which venue_a outcome is venue_b's YES. venue_b (Kalshi) markets are Yes/No; venue_a
// (Polymarket) markets are Yes/No, Over/Under, Up/Down, or name the two sides ("Lakers" /
// "Celtics"). `same` means venue_a's left outcome pays when venue_b's YES does; `inverted` means
// its right outcome does ("Will X lose?" against "Will X win?", under against over).
import type { MarketFeatures } from './features.ts';
import type { NumberAgreement } from './numbers.ts';
import { nearlySame } from './text.ts';

export type Alignment = 'same' | 'inverted';

export interface AlignmentResult {
  alignment: Alignment;
  /** False when the outcomes could not be mapped; the scorer then distrusts the pair. */
  known: boolean;
}

const UP = new Set([
  'over',
  'above',
  'more',
  'higher',
  'greater',
  'exceed',
  'up',
  'rise',
  'increase',
  'gain',
]);
const DOWN = new Set([
  'under',
  'below',
  'fewer',
  'less',
  'lower',
  'down',
  'fall',
  'decrease',
  'drop',
  'decline',
]);
/** Antonym pairs read as polarity on Yes/No markets: the first word is the positive form. */
const ANTONYMS: [string[], string[]][] = [
  [
    ['win', 'wins', 'won'],
    ['lose', 'loses', 'lost'],
  ],
  [
    ['pass', 'passes'],
    ['fail', 'fails'],
  ],
  [
    ['up', 'rise', 'increase'],
    ['down', 'fall', 'decrease'],
  ],
];

function cue(words: readonly string[], pair: [string[], string[]]): 1 | -1 | 0 {
  const pos = words.some((w) => pair[0].includes(w));
  const neg = words.some((w) => pair[1].includes(w));
  return pos === neg ? 0 : pos ? 1 : -1;
}

const negations = (words: readonly string[]) =>
  words.filter((w) => w === 'not' || w === 'never' || w.endsWith("n't")).length;

function direction(f: MarketFeatures): 1 | -1 | 0 {
  const ops = f.numbers.filter((n) => n.kind === 'cmp' || n.kind === 'line').map((n) => n.op);
  if (ops.some((o) => o === 'gt' || o === 'gte') && !ops.some((o) => o === 'lt' || o === 'lte')) return 1;
  if (ops.some((o) => o === 'lt' || o === 'lte') && !ops.some((o) => o === 'gt' || o === 'gte')) return -1;
  const up = f.ownWords.some((w) => UP.has(w));
  const down = f.ownWords.some((w) => DOWN.has(w));
  return up === down ? 0 : up ? 1 : -1;
}

function overlap(label: readonly string[], subject: readonly string[]): number {
  let n = 0;
  for (const w of label) if (w.length > 1 && subject.some((s) => nearlySame(s, w))) n++;
  return n;
}

/** Map venue_b's YES (b) onto venue_a's outcomes (a). */
export function alignOutcomes(
  a: MarketFeatures,
  b: MarketFeatures,
  numbers: NumberAgreement,
): AlignmentResult {
  // Yes/No listed the other way round: the left outcome is NO.
  const noYes = a.left.words.join(' ') === 'no' && a.right.words.join(' ') === 'yes';
  if (a.yesNo || noYes) {
    let flips = numbers === 'opposite' ? 1 : 0;
    for (const pair of ANTONYMS) if (cue(a.ownWords, pair) * cue(b.ownWords, pair) === -1) flips++;
    flips += Math.abs(negations(a.ownWords) - negations(b.ownWords));
    if (noYes) flips++;
    return { alignment: flips % 2 === 1 ? 'inverted' : 'same', known: true };
  }
  const left = a.left.words;
  const right = a.right.words;
  const leftUp = left.some((w) => UP.has(w)) && right.some((w) => DOWN.has(w));
  const leftDown = left.some((w) => DOWN.has(w)) && right.some((w) => UP.has(w));
  if (leftUp || leftDown) {
    const d = direction(b);
    if (d === 0) return { alignment: 'same', known: false };
    const bYesIsUp = d === 1;
    return { alignment: bYesIsUp === leftUp ? 'same' : 'inverted', known: true };
  }
  // Named sides: venue_b's subject is its yes_sub_title, else the name its question asks about.
  const subject = b.subjectWords;
  const l = overlap(left, subject);
  const r = overlap(right, subject);
  if (l === r) return { alignment: 'same', known: false };
  const flip = cue(b.ownWords, ANTONYMS[0]!) === -1;
  return { alignment: l > r !== flip ? 'same' : 'inverted', known: true };
}
