// Numbers that are terms of a contract: thresholds with a direction ("≥ 4.5%", "above 4.2%",
// "$100k or more", "at least 8.0"), brackets ("between $600 billion and $899 billion", "84-85°"),
// sports lines (O/U 2.5, spread (-1.5), "wins by over 1.5"), exact scores, and ordinals that
// identify a sub-event (3rd place, game 3, map 1, #1). Read from text whose dates are blanked.
// Values are plain numbers: they are compared, never used for money.

import { tokens } from './text.ts';

export type NumberOp = 'gt' | 'gte' | 'lt' | 'lte' | 'eq';

export interface NumberTerm {
  kind: 'cmp' | 'range' | 'ordinal' | 'line';
  op: NumberOp;
  value: number;
  /** Upper bound of a range or the second number of a score. */
  hi?: number;
  unit: '' | '$' | '%' | 'deg';
  /** What an ordinal numbers ('game', 'map', 'place', '#'…), or what a line measures ('total', 'margin'). */
  label?: string;
  /** The words a threshold counts, read after it: "at least 2 total bases" → "total base". */
  measure?: string;
}

const MEASURE_STOP = new Set(
  'in on at vs v for by of the a an or and during before after than to be will this that per from with over under more less if is are was between higher lower above below against'.split(
    ' ',
  ),
);

/** Up to three words after a number, to the first function word: what the number counts. */
function measureAfter(after: string): string | undefined {
  const head = /^(?:\s*\+?\s*[a-z']+){1,4}/.exec(after)?.[0];
  if (!head) return undefined;
  const out: string[] = [];
  for (const w of head.split(/[\s+]+/).filter(Boolean)) {
    if (MEASURE_STOP.has(w) || out.length === 3) break;
    const t = tokens(w)[0];
    if (t) out.push(t);
  }
  return out.length > 0 ? out.join(' ') : undefined;
}

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};
const NUM = String.raw`(\$)?\s?(\d+(?:\.\d+)?)\s?(k|mn?|bn?|tn?|thousand|million|billion|trillion)?\b\s?(%|percent|pct|bps|\u00b0\s?[fc]?|degrees?)?`;
const UP = String.raw`(?:above|over|more than|greater than|higher than|at least|exceeds?|exceeding|>=|>)`;
const DOWN = String.raw`(?:below|under|less than|fewer than|lower than|at most|<=|<)`;
const UP_AFTER = String.raw`(?:\+|or more|or higher|or above|or greater|or over)`;
const DOWN_AFTER = String.raw`(?:or less|or lower|or below|or fewer|or under)`;

const RANGE = new RegExp(String.raw`(?:between\s+)?${NUM}\s*(?:-|to|and)\s*${NUM}`, 'g');
const UP_NUM = new RegExp(String.raw`(?<![a-z])${UP}\s*${NUM}`, 'g');
const DOWN_NUM = new RegExp(String.raw`(?<![a-z])${DOWN}\s*${NUM}`, 'g');
const NUM_UP = new RegExp(String.raw`${NUM}\s*${UP_AFTER}`, 'g');
const NUM_DOWN = new RegExp(String.raw`${NUM}\s*${DOWN_AFTER}`, 'g');
const PLAIN = new RegExp(NUM, 'g');

function amount(
  dollar: string | undefined,
  digits: string,
  scale: string | undefined,
  unit: string | undefined,
) {
  const value = Number(digits) * (scale ? (SCALE[scale] ?? 1) : 1);
  let u: NumberTerm['unit'] = '';
  if (dollar) u = '$';
  else if (unit && /^(%|percent|pct|bps)/.test(unit)) u = '%';
  else if (unit) u = 'deg';
  return { value: unit === 'bps' ? value / 100 : value, unit: u };
}

/** Number terms of a folded text; the text should have its dates blanked (extractDates().rest). */
export function extractNumbers(text: string): NumberTerm[] {
  const out: NumberTerm[] = [];
  let rest = text;
  const take = (re: RegExp, handle: (m: RegExpExecArray) => NumberTerm | null) => {
    rest = rest.replace(re, (...args: unknown[]) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const term = handle(match);
      if (term) {
        if (term.kind !== 'ordinal' && term.measure === undefined) {
          const whole = args.at(-1) as string;
          const measure = measureAfter(whole.slice((args.at(-2) as number) + match[0].length));
          if (measure) term.measure = measure;
        }
        out.push(term);
      }
      return ' ';
    });
  };
  // Words that carry digits are names (T20, GPT-5, B8, 76ers), not numbers.
  rest = rest.replace(/\b[a-z]+\d[a-z0-9]*\b|\b\d+[a-z]{3,}\b/g, ' ');

  take(/\bexact score:?[^0-9]*(\d+)\s*-\s*(\d+)|\bwins? (\d+)\s*-\s*(\d+)\b/g, (m) => ({
    kind: 'range',
    op: 'eq',
    value: Number(m[1] ?? m[3]),
    hi: Number(m[2] ?? m[4]),
    unit: '',
  }));
  take(RANGE, (m) => {
    const lo = amount(m[1], m[2]!, m[3], m[4]);
    const hi = amount(m[5] ?? m[1], m[6]!, m[7] ?? m[3], m[8] ?? m[4]);
    if (!(hi.value > lo.value)) return null;
    return { kind: 'range', op: 'eq', value: lo.value, hi: hi.value, unit: lo.unit || hi.unit };
  });
  take(/\(\s*([+-])\s*(\d+(?:\.\d+)?)\s*\)|\bcover\s+([+-]?)\s*(\d+(?:\.\d+)?)/g, (m) => {
    const sign = m[1] ?? m[3] ?? '';
    const value = Number(m[2] ?? m[4]);
    // A favourite's spread (-1.5) is "wins by more than 1.5"; an underdog's (+1.5) the opposite.
    return { kind: 'line', op: sign === '+' ? 'lt' : 'gt', value, unit: '', label: 'margin' };
  });
  take(/\bby (?:over|more than)\s+(\d+(?:\.\d+)?)/g, (m) => ({
    kind: 'line',
    op: 'gt',
    value: Number(m[1]),
    unit: '',
    label: 'margin',
  }));
  // O/U is a total; "total … more than 8.5" is read as a comparison below.
  take(/\boverunder\s*(\d+(?:\.\d+)?)/g, (m) => ({
    kind: 'line',
    op: 'gt',
    value: Number(m[1]),
    unit: '',
    label: 'total',
  }));
  take(UP_NUM, (m) => {
    const a = amount(m[1], m[2]!, m[3], m[4]);
    const inclusive = /at least|>=/.test(m[0]);
    return { kind: 'cmp', op: inclusive ? 'gte' : 'gt', ...a };
  });
  take(DOWN_NUM, (m) => {
    const a = amount(m[1], m[2]!, m[3], m[4]);
    return { kind: 'cmp', op: /at most|<=/.test(m[0]) ? 'lte' : 'lt', ...a };
  });
  take(NUM_UP, (m) => ({ kind: 'cmp', op: 'gte', ...amount(m[1], m[2]!, m[3], m[4]) }));
  take(NUM_DOWN, (m) => ({ kind: 'cmp', op: 'lte', ...amount(m[1], m[2]!, m[3], m[4]) }));
  take(
    /\b(game|map|round|set|inning|quarter|half|period|leg|week|pool|group|stage|seed|season|episode|term)\s+(\d+|[a-h])\b/g,
    (m) => ({
      kind: 'ordinal',
      op: 'eq',
      value: /\d/.test(m[2]!) ? Number(m[2]) : m[2]!.charCodeAt(0) - 96,
      unit: '',
      label: m[1]!,
    }),
  );
  take(/#\s?(\d+)\b/g, (m) => ({ kind: 'ordinal', op: 'eq', value: Number(m[1]), unit: '', label: '#' }));
  take(/\b(\d+)(?:st|nd|rd|th)\b/g, (m) => ({
    kind: 'ordinal',
    op: 'eq',
    value: Number(m[1]),
    unit: '',
    label: 'place',
  }));
  take(PLAIN, (m) => {
    if (m[2] === undefined) return null;
    return { kind: 'cmp', op: 'eq', ...amount(m[1], m[2], m[3], m[4]) };
  });
  return out;
}

export type NumberAgreement = 'none' | 'agree' | 'near' | 'opposite' | 'one-sided' | 'conflict';

const same = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
const UPWARD = new Set<NumberOp>(['gt', 'gte']);
const DOWNWARD = new Set<NumberOp>(['lt', 'lte']);

type Relation = 'equal' | 'near' | 'opposite' | 'different';

function relate(a: NumberTerm, b: NumberTerm): Relation {
  if (a.unit && b.unit && a.unit !== b.unit) return 'different';
  // 2 hits is not 2 total bases.
  if (a.measure && b.measure && a.measure !== b.measure) return 'different';
  if (!same(a.value, b.value)) return 'different';
  if (a.kind === 'ordinal' || b.kind === 'ordinal') {
    const loose = (l?: string) => l === '#' || l === 'place';
    return a.kind === b.kind && (a.label === b.label || loose(a.label) || loose(b.label))
      ? 'equal'
      : 'different';
  }
  // A winning margin is not a total: "wins by over 1.5" against "O/U 1.5".
  if ((a.label === 'margin' && b.label === 'total') || (a.label === 'total' && b.label === 'margin'))
    return 'different';
  if (a.kind === 'range' || b.kind === 'range') {
    return a.kind === b.kind && same(a.hi ?? NaN, b.hi ?? NaN) ? 'equal' : 'different';
  }
  if (a.op === b.op) return 'equal';
  if ((a.op === 'eq') !== (b.op === 'eq')) return 'different';
  if ((UPWARD.has(a.op) && UPWARD.has(b.op)) || (DOWNWARD.has(a.op) && DOWNWARD.has(b.op))) return 'near';
  return 'opposite';
}

/**
 * How two markets' number terms relate: every term of the side with fewer terms must equal one of
 * the other's. 'near' is the same value with > against ≥; 'opposite' the same value and opposite
 * directions (over against under: the same contract with outcomes swapped). A term left over on
 * the larger side makes the pair 'one-sided' — or a 'conflict' when it is an ordinal: "Game 4
 * winner" is not the match winner.
 */
export function compareNumbers(a: NumberTerm[], b: NumberTerm[]): NumberAgreement {
  if (a.length === 0 && b.length === 0) return 'none';
  if (a.length === 0 || b.length === 0) {
    return [...a, ...b].some((t) => t.kind === 'ordinal' && t.label !== '#') ? 'conflict' : 'one-sided';
  }
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Set<NumberTerm>();
  let near = false;
  let opposite = 0;
  for (const s of small) {
    const relations = large.map((l) => relate(s, l));
    const pick = (r: Relation) => {
      const i = relations.indexOf(r);
      if (i < 0) return false;
      used.add(large[i]!);
      return true;
    };
    if (pick('equal')) continue;
    if (pick('near')) near = true;
    else if (pick('opposite')) opposite++;
    else return 'conflict';
  }
  if (opposite > 0 && opposite < small.length) return 'conflict';
  const left = large.filter((l) => !used.has(l) && !small.some((s) => relate(s, l) === 'equal'));
  if (left.some((l) => l.kind === 'ordinal' && l.label !== '#')) return 'conflict';
  if (left.length > 0) return 'one-sided';
  if (opposite > 0) return 'opposite';
  return near ? 'near' : 'agree';
}

/** Canonical tokens of the number terms, for the text index: "n:1.5", "n:600000000000-899000000000". */
export function numberTokens(terms: NumberTerm[]): string[] {
  return terms.map(
    (t) => `n:${t.label ? `${t.label}` : ''}${t.value}${t.hi === undefined ? '' : `-${t.hi}`}`,
  );
}
