// Dates stated in a market's text, reduced to the window they close: "before Jan 1, 2027", "by
// December 31, 2026", "by end of 2026" and "in 2026" all end on 2026-12-31. A date without a
// year ("by March 31") takes the year that puts it nearest the market's end date; "this week" and
// "today" are read relative to that end date too.
//
// A bare year ("the 2028 election", "2025–26 season") is context, not a deadline: it agrees with
// any deadline inside that year. Stated dates are contract terms; an end date that no text states
// is venue metadata (Kalshi's is often the latest possible expiration, a year or more late) and
// is compared only loosely, by the scorer.

export type DateQualifier = 'before' | 'by' | 'in' | 'on' | 'after' | 'week' | 'bare';

export interface DateTerm {
  /** Last day the window covers, in days since 1970-01-01 (UTC). */
  end: number;
  granularity: 'day' | 'month' | 'year' | 'season';
  qualifier: DateQualifier;
  /** A bare year used as a label ("2028 election"): matches any deadline inside the year. */
  context: boolean;
}

export interface DateExtraction {
  terms: DateTerm[];
  /** The text with every date span blanked, so the number reader does not see years and days. */
  rest: string;
}

const DAY_MS = 86_400_000;
const MONTHS: Record<string, number> = {
  jan: 0,
  january: 0,
  feb: 1,
  february: 1,
  mar: 2,
  march: 2,
  apr: 3,
  april: 3,
  may: 4,
  jun: 5,
  june: 5,
  jul: 6,
  july: 6,
  aug: 7,
  august: 7,
  sep: 8,
  sept: 8,
  september: 8,
  oct: 9,
  october: 9,
  nov: 10,
  november: 10,
  dec: 11,
  december: 11,
};
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORD = '(?:st|nd|rd|th)?';
const YEAR = '((?:19|20|21)\\d\\d)';

const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})${ORD},?\\s+${YEAR}\\b`, 'g');
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})${ORD}\\s+${MONTH},?\\s+${YEAR}\\b`, 'g');
const MONTH_YEAR = new RegExp(`\\b${MONTH}\\s+${YEAR}\\b`, 'g');
const MONTH_DAY = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})${ORD}\\b(?!\\s*(?:[-:]\\s*\\d|%|\\.\\d))`, 'g');
const END_OF_YEAR = new RegExp(`\\bend of (?:the )?${YEAR}\\b`, 'g');
const SEASON = new RegExp(`\\b${YEAR}\\s?[-/]\\s?(\\d{2}|\\d{4})\\b(?!\\s*[-:]?\\s*\\d)`, 'g');
const BARE_YEAR = new RegExp(
  `(?<![$\\d.,])\\b${YEAR}\\b(?!\\s*(?:%|\\.\\d|,\\d|k\\b|m\\b|bn?\\b|million|billion|thousand))`,
  'g',
);

export const dayNumber = (y: number, m: number, d: number): number => Date.UTC(y, m, d) / DAY_MS;
export const dayOfMs = (ms: number): number => Math.floor(ms / DAY_MS);
const yearOfDay = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();
const monthEnd = (y: number, m: number): number => dayNumber(y, m + 1, 0);

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function qualifierBefore(text: string, index: number): DateQualifier {
  const head = text.slice(Math.max(0, index - 24), index);
  if (/week of\s*(?:the\s*)?$/.test(head)) return 'week';
  if (/(?:before|prior to|until|till|ahead of)\s*(?:the\s*)?(?:end of\s*)?$/.test(head)) return 'before';
  if (/(?:\bby|no later than|on or before|through|thru)\s*(?:the\s*)?(?:end of\s*)?$/.test(head)) return 'by';
  if (/(?:after|since|from)\s*$/.test(head)) return 'after';
  if (/\bon\s*$/.test(head)) return 'on';
  if (/(?:\bin|during|of|for)\s*$/.test(head)) return 'in';
  return 'bare';
}

/** The year that puts month/day nearest the reference day. */
function nearestYear(month: number, day: number, ref: number): number {
  const y = yearOfDay(ref);
  let best = y;
  let bestGap = Infinity;
  for (const candidate of [y - 1, y, y + 1]) {
    const gap = Math.abs(dayNumber(candidate, month, day) - ref);
    if (gap < bestGap) {
      best = candidate;
      bestGap = gap;
    }
  }
  return best;
}

function dayTerm(day: number, qualifier: DateQualifier): DateTerm {
  return { end: qualifier === 'before' ? day - 1 : day, granularity: 'day', qualifier, context: false };
}

/**
 * Date terms of a folded text. `ref` is the market's end day (days since epoch), the anchor of
 * year-less and relative dates; without it those are skipped.
 */
export function extractDates(text: string, ref: number | null): DateExtraction {
  const terms: DateTerm[] = [];
  let rest = text;
  const take = (re: RegExp, handle: (m: RegExpExecArray, q: DateQualifier) => DateTerm | null) => {
    rest = rest.replace(re, (...args: unknown[]) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const index = args.at(-2) as number;
      const term = handle(match, qualifierBefore(rest, index));
      if (term) terms.push(term);
      return ' '.repeat(String(match[0]).length);
    });
  };
  const month = (name: string | undefined) => MONTHS[(name ?? '').replace('.', '')] ?? 0;

  take(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m, q) =>
    dayTerm(dayNumber(Number(m[1]), Number(m[2]) - 1, Number(m[3])), q),
  );
  take(MONTH_DAY_YEAR, (m, q) => dayTerm(dayNumber(Number(m[3]), month(m[1]), Number(m[2])), q));
  take(DAY_MONTH_YEAR, (m, q) => dayTerm(dayNumber(Number(m[3]), month(m[2]), Number(m[1])), q));
  take(MONTH_YEAR, (m, q) => {
    const y = Number(m[2]);
    const mo = month(m[1]);
    const end = q === 'before' ? dayNumber(y, mo, 0) : monthEnd(y, mo);
    return { end, granularity: 'month', qualifier: q, context: false };
  });
  take(MONTH_DAY, (m, q) => {
    if (ref === null) return null;
    const mo = month(m[1]);
    const d = Number(m[2]);
    if (d < 1 || d > 31) return null;
    return dayTerm(dayNumber(nearestYear(mo, d, ref), mo, d), q);
  });
  take(END_OF_YEAR, (m, q) => ({
    end: q === 'before' ? dayNumber(Number(m[1]), 11, 30) : dayNumber(Number(m[1]), 11, 31),
    granularity: 'day',
    qualifier: q === 'bare' ? 'by' : q,
    context: false,
  }));
  // Seasons: 2025-26, 2025–2026, 2025/26 → the season's last year, as context.
  take(SEASON, (m) => {
    const first = Number(m[1]);
    const second = Number(m[2]!.length === 2 ? `${m[1]!.slice(0, 2)}${m[2]}` : m[2]);
    if (second !== first + 1) return null;
    return { end: dayNumber(second, 11, 31), granularity: 'season', qualifier: 'bare', context: true };
  });
  take(BARE_YEAR, (m, q) => {
    const y = Number(m[1]);
    if (q === 'before')
      return { end: dayNumber(y - 1, 11, 31), granularity: 'year', qualifier: q, context: false };
    if (q === 'after')
      return { end: dayNumber(y + 1, 0, 1), granularity: 'year', qualifier: q, context: false };
    return { end: dayNumber(y, 11, 31), granularity: 'year', qualifier: q, context: q === 'bare' };
  });
  if (ref !== null) {
    take(/\b(?:end of (?:the |this )?year|this year)\b/g, () => ({
      end: dayNumber(yearOfDay(ref), 11, 31),
      granularity: 'year',
      qualifier: 'by',
      context: false,
    }));
    take(/\b(?:this|the) week\b/g, () => ({
      end: ref,
      granularity: 'day',
      qualifier: 'week',
      context: false,
    }));
    take(/\b(?:today|tonight)\b/g, () => dayTerm(ref, 'on'));
  }
  return { terms, rest };
}

export type DateAgreement =
  /** Both sides state dates and they close the same window. */
  | 'agree'
  /** Both sides state dates and they do not. */
  | 'conflict'
  /** One side states a window the other side's end date does not fit. */
  | 'conflict-implicit'
  /** Neither side states a date; their end dates are far apart. */
  | 'far-ends'
  /** Nothing to compare, or nothing that disagrees. */
  | 'none';

function deadlinesMatch(a: DateTerm, b: DateTerm): boolean {
  if ((a.qualifier === 'after') !== (b.qualifier === 'after')) return false;
  // Relative weeks ("this week", "week of March 7") are compared loosely: chart weeks are dated
  // by their publication or their end depending on the venue.
  const slack = a.qualifier === 'week' || b.qualifier === 'week' ? 7 : 0;
  return Math.abs(a.end - b.end) <= slack;
}

function contextFits(deadline: DateTerm, contexts: DateTerm[]): boolean {
  const y = yearOfDay(deadline.end);
  // A season label (2025-26) also covers the autumn of its first year.
  return contexts.some(
    (c) => yearOfDay(c.end) === y || (c.granularity === 'season' && yearOfDay(c.end) === y + 1),
  );
}

/** The first stated window of `terms` against an end day that no text states. */
function fitsEnd(terms: DateTerm[], end: number): boolean {
  const deadlines = terms.filter((t) => !t.context);
  if (deadlines.length === 0) {
    const y = yearOfDay(end);
    return terms.some((t) => y === yearOfDay(t.end) || y === yearOfDay(t.end) + 1);
  }
  const latest = Math.max(...deadlines.map((t) => t.end));
  const coarse = deadlines.some((t) => t.granularity !== 'day');
  // Venues close a market at, or a little after, its stated deadline.
  return end >= latest - (coarse ? 31 : 7) && end <= latest + (coarse ? 120 : 60);
}

/** How two markets' date terms relate; `endA`/`endB` are their end days when known. */
export function compareDates(
  a: DateTerm[],
  b: DateTerm[],
  endA: number | null,
  endB: number | null,
): DateAgreement {
  if (a.length === 0 && b.length === 0) {
    if (endA === null || endB === null) return 'none';
    return Math.abs(endA - endB) > 200 ? 'far-ends' : 'none';
  }
  if (a.length === 0 || b.length === 0) {
    const stated = a.length === 0 ? b : a;
    const other = a.length === 0 ? endA : endB;
    if (other === null) return 'none';
    return fitsEnd(stated, other) ? 'none' : 'conflict-implicit';
  }
  const da = a.filter((t) => !t.context);
  const db = b.filter((t) => !t.context);
  if (da.length > 0 && db.length > 0) {
    const [small, large] = da.length <= db.length ? [da, db] : [db, da];
    return small.every((s) => large.some((l) => deadlinesMatch(s, l))) ? 'agree' : 'conflict';
  }
  if (da.length > 0 || db.length > 0) {
    const deadlines = da.length > 0 ? da : db;
    const contexts = da.length > 0 ? b : a;
    return deadlines.every((d) => contextFits(d, contexts)) ? 'agree' : 'conflict';
  }
  const ya = new Set(a.map((t) => yearOfDay(t.end)));
  const yb = new Set(b.map((t) => yearOfDay(t.end)));
  const [small, large] = ya.size <= yb.size ? [ya, yb] : [yb, ya];
  return [...small].every((y) => large.has(y)) ? 'agree' : 'conflict';
}

/** ISO 8601 week of a day: "2026-W10". */
function isoWeek(day: number): string {
  const date = new Date(day * DAY_MS);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = day - weekday + 3;
  const year = yearOfDay(thursday);
  const week = Math.floor((thursday - dayNumber(year, 0, 1)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Canonical tokens of the stated windows, for the text index: "@2026-12-31", "@y2028", "@w2026-W10". */
export function dateTokens(terms: DateTerm[]): string[] {
  return terms.map((t) => {
    if (t.granularity === 'year' || t.granularity === 'season') return `@y${yearOfDay(t.end)}`;
    if (t.qualifier === 'week') return `@w${isoWeek(t.end)}`;
    return `@${isoDay(t.end)}`;
  });
}
