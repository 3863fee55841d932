// The resolution terms of one market, read from what its venue publishes about settlement: Kalshi's
// rules (rules_primary and rules_secondary, carried as the message's description), title and
// yes_sub_title; Polymarket's resolution text (description) and question. verdict.ts compares two
// markets' terms clause by clause.
//
// Every clause is optional: a clause the text does not state is null, and only a clause both sides
// state can clash. What a careful trader needs to call two markets one contract — rules present and
// not a template — is `rules`.
import { compare, tryDecimal } from '../../../core/decimal.ts';
import type { MarketMessage } from '../../../core/market-data.ts';
import { decimalText, monthNumber } from './proposition.ts';
import { raceOf, type Race } from './race.ts';

/** A threshold on the value that settles the market, with its unit. */
export interface Threshold {
  /** above / below: one bound; between: an exclusive bucket; exactly: one value. */
  kind: 'above' | 'below' | 'between' | 'exactly';
  /** Lower bound (above, between, exactly), decimal text. */
  lo: string | null;
  /** Upper bound (below, between). */
  hi: string | null;
  /** Whether the bound itself pays YES (≥ / ≤; a between bucket's bounds). */
  inclusive: boolean;
  /** '%', '$', '°', 'bps' or '' when the text names none. */
  unit: string;
}

/** The moment by which the event must happen (or at which the value is read). */
export interface Deadline {
  /** UTC milliseconds of the deadline's end (the first instant that no longer counts). */
  endsAt: number;
  /** The zone the text stated ('ET', 'UTC', 'PT', 'CT'); null when it stated none (ET assumed). */
  zone: string | null;
  /** The wording, for the verdict's reason. */
  text: string;
}

export interface ResolutionTerms {
  /** The venue's rules text is present and not a template or stub. */
  rules: boolean;
  /** Why not, when `rules` is false. */
  missing: string | null;
  /** Canonical settlement sources named ("weather.gov", "wunderground.com", "ap", "bls.gov"…). */
  sources: string[];
  /** What settles an election-like question: the race call, certification, or the swearing-in. */
  settlesOn: 'call' | 'certification' | 'inauguration' | null;
  threshold: Threshold | null;
  deadline: Deadline | null;
  /** The election or championship its title decides (race.ts); null when it is neither. */
  race: Race | null;
}

// ── sources ─────────────────────────────────────────────────────────────────────────────────────

/** Named sources → one canonical id (a publisher's site where it has one). */
const SOURCE_NAMES: [RegExp, string][] = [
  [/\bweather underground\b|\bwunderground\b/i, 'wunderground.com'],
  [/\bnational weather service\b|\bnws\b|\bweather\.gov\b|\bclimatological report\b/i, 'weather.gov'],
  [/\bassociated press\b|\b(?:the )?AP\b(?! ?poll)/, 'ap'],
  [/\bbureau of labor statistics\b|\bbls\b/i, 'bls.gov'],
  [/\bbureau of economic analysis\b|\bbea\b/i, 'bea.gov'],
  [/\bfederal reserve\b|\bfomc\b/i, 'federalreserve.gov'],
  [/\bbinance\b/i, 'binance'],
  [/\bcoinbase\b/i, 'coinbase'],
  [/\bchainlink\b/i, 'chainlink'],
  [/\bcoingecko\b/i, 'coingecko'],
  [/\bcoinmarketcap\b/i, 'coinmarketcap'],
  [/\bcf benchmarks\b|\bbrti\b/i, 'cfbenchmarks'],
  [/\bbillboard\b/i, 'billboard'],
  [/\bbox office mojo\b/i, 'boxofficemojo'],
  [/\bthe numbers\b/i, 'the-numbers'],
  [/\bspotify\b/i, 'spotify'],
  [/\brotten tomatoes\b/i, 'rottentomatoes'],
  [/\bfox news\b/i, 'fox'],
  [/\bnbc\b/i, 'nbc'],
];

/** The literal letters of one regex alternative ("\\bweather underground\\b" → "weather underground"). */
const hintOf = (alt: string) =>
  alt
    .replace(/\\b|\(\?:the \)\?|\(\?! \?poll\)/g, '')
    .replace(/\\/g, '')
    .toLowerCase();

const SOURCE_HINTS = SOURCE_NAMES.map(([re, id]) => [re, id, re.source.split('|').map(hintOf)] as const);

const URL = /https?:\/\/(?:www\.)?([a-z0-9.-]+\.[a-z]{2,})/gi;

/**
 * A clause that names a source only as an aid or an example, not as what settles the market: "a
 * source like Coinbase may be used to follow the price", "for example by The Numbers", "while
 * checking a source like Google may help", "such as", "e.g.", "does not count".
 */
const AID =
  /\b(?:for example|for instance|e\.g\.|such as|(?:a |other )?(?:sources?|sites?|websites?|exchanges?|platforms?) like|may be used|can be used|may help|to follow the|for reference|do(?:es)? not (?:count|settle))\b/i;

/** Sentences of a text ("." followed by a space: a URL's dots are not sentence ends). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((x) => x.trim() !== '');

/** The text without its aid and example clauses (split at commas, semicolons and "but"). */
export function withoutAids(text: string): string {
  return sentences(text)
    .flatMap((sentence) => sentence.split(/[,;]|\s(?=but\b)/i))
    .filter((clause) => !AID.test(clause))
    .join(' ');
}

/**
 * The settlement sources a text names: publishers by name and the hosts of its URLs, outside the
 * clauses that name a source as an aid or an example (`withoutAids`).
 */
export function settlementSourcesOf(text: string): string[] {
  return sourcesOf(withoutAids(text));
}

/** The sources a text names: publishers by name and the hosts of its URLs. */
export function sourcesOf(text: string): string[] {
  const out = new Set<string>();
  const lower = text.toLowerCase();
  // A substring test first: most texts name one source or none, and 19 regex scans cost ~35 µs.
  for (const [re, id, hints] of SOURCE_HINTS)
    if (hints.some((h) => lower.includes(h)) && re.test(text)) out.add(id);
  for (const m of text.matchAll(URL)) {
    const host = m[1]!.toLowerCase().replace(/\.$/, '');
    // A station page of a source already named is that source.
    out.add(host.endsWith('weather.gov') ? 'weather.gov' : host);
  }
  return [...out].sort();
}

// ── what settles an election ───────────────────────────────────────────────────────────────────

export function settlesOnOf(text: string): ResolutionTerms['settlesOn'] {
  const t = text.toLowerCase();
  if (/\b(?:inaugurated|sworn in|takes? office|assumes? office)\b/.test(t)) return 'inauguration';
  if (/\bcertif(?:ied|ication)\b/.test(t)) return 'certification';
  if (/\b(?:call(?:ed|s)? (?:the race|by)|projected winner|race is called|declared the winner)\b/.test(t))
    return 'call';
  return null;
}

// ── thresholds ──────────────────────────────────────────────────────────────────────────────────

const N = String.raw`(-?\$?\d[\d,]*(?:\.\d+)?)\s*(%|°\s*[fc]?|bps|basis points|k\b|m\b|million|billion|trillion)?`;

const scale: Record<string, string> = {
  k: '000',
  m: '000000',
  million: '000000',
  billion: '000000000',
  trillion: '000000000000',
};

function numberOf(raw: string, suffix: string | undefined): { value: string; unit: string } | null {
  const dollars = raw.includes('$');
  let value = decimalText(raw.replace('-', ''));
  if (value === null) return null;
  if (raw.startsWith('-')) value = `-${value}`;
  const s = (suffix ?? '').toLowerCase().replace(/\s+/g, '');
  if (scale[s] && !value.includes('.')) value = `${value}${scale[s]}`;
  else if (scale[s]) {
    const [i, f] = value.split('.') as [string, string];
    const zeros = scale[s].length;
    value = decimalText(`${i}${f.padEnd(zeros, '0').slice(0, zeros)}.${f.slice(zeros)}0`) ?? value;
  }
  const unit = s.startsWith('%')
    ? '%'
    : s.startsWith('°')
      ? '°'
      : s === 'bps' || s === 'basispoints'
        ? 'bps'
        : dollars
          ? '$'
          : '';
  return { value, unit };
}

const FORMS: [RegExp, Threshold['kind'], boolean, 'one' | 'two'][] = [
  [new RegExp(`between ${N} and ${N}`, 'i'), 'between', true, 'two'],
  [new RegExp(`${N}\\s*(?:to|-|–)\\s*${N}`, 'i'), 'between', true, 'two'],
  [new RegExp(`${N} or (?:above|more|higher|greater|over)`, 'i'), 'above', true, 'one'],
  [new RegExp(`(?:at least|no less than|≥|>=)\\s*${N}`, 'i'), 'above', true, 'one'],
  [new RegExp(`${N} or (?:below|less|lower|fewer|under)`, 'i'), 'below', true, 'one'],
  [new RegExp(`(?:at most|no more than|≤|<=)\\s*${N}`, 'i'), 'below', true, 'one'],
  [
    new RegExp(`(?:above|more than|over|greater than|higher than|exceeds?|exceeding|>)\\s*${N}`, 'i'),
    'above',
    false,
    'one',
  ],
  [new RegExp(`(?:below|less than|under|lower than|fewer than|<)\\s*${N}`, 'i'), 'below', false, 'one'],
  [new RegExp(`\\bexactly\\s*${N}`, 'i'), 'exactly', true, 'one'],
];

/** Numbers that are dates or years, not thresholds. */
const YEARISH = /^(?:19|20)\d\d$/;

/**
 * A fallback sentence: what happens when the event cannot be read ("will resolve 50-50", "resolves
 * No if the station is offline for at least 6 hours"), not the contract's main clause. A sentence
 * that says what pays YES is never one.
 */
const FALLBACK = /\b50\s*[-–/]\s*50\b|\bfifty[- ]fifty\b/i;
const NO_IF = /\b(?:resolves?|resolved|settles?)\s+(?:to\s+)?["“']?no["”']?(?:\s|[.,;]|$)/i;

/** The text's main clauses: its sentences without the fallback ones. */
export function mainClauses(text: string): string {
  return sentences(text)
    .filter((x) => !FALLBACK.test(x) && !(NO_IF.test(x) && /\bif\b/i.test(x) && !/\byes\b/i.test(x)))
    .join(' ');
}

/**
 * The threshold a text states: "above 4.25%", "4.25% or higher", "at least 58", "between 58.0 and
 * 58.9°", "exactly 5". The first form found wins (rules state the main clause first). Null when
 * none, or when the number is a year.
 */
export function thresholdOf(text: string): Threshold | null {
  for (const [re, kind, inclusive, arity] of FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const first = numberOf(m[1]!, m[2]);
    if (!first || YEARISH.test(first.value)) continue;
    if (arity === 'two') {
      const second = numberOf(m[3]!, m[4]);
      if (!second || YEARISH.test(second.value)) continue;
      // "50-50" is no bucket: a bucket's upper end lies above its lower one.
      if (compare(first.value, second.value) >= 0) continue;
      // A range's unit is written once, after either end.
      return { kind, lo: first.value, hi: second.value, inclusive, unit: second.unit || first.unit };
    }
    if (kind === 'below') return { kind, lo: null, hi: first.value, inclusive, unit: first.unit };
    return { kind, lo: first.value, hi: null, inclusive, unit: first.unit };
  }
  return null;
}

/**
 * Kalshi's structured strike (the Market model of its OpenAPI client, kalshi-typescript: strike_type
 * one of greater, greater_or_equal, less, less_or_equal, between, functional, custom, structured;
 * floor_strike "minimum expiration value that leads to a YES settlement", cap_strike "maximum
 * expiration value that leads to a YES settlement"). Null for functional, custom and structured
 * strikes (their terms are in the rules text) or when a needed bound is absent.
 */
export function kalshiStrikeThreshold(
  strikeType: string | null | undefined,
  floor: number | string | null | undefined,
  cap: number | string | null | undefined,
): Threshold | null {
  // Signed: a strike may be below zero (a temperature, a spread).
  const d = (x: number | string | null | undefined) =>
    x === null || x === undefined ? null : (tryDecimal(x) ?? null);
  const lo = d(floor);
  const hi = d(cap);
  switch (strikeType) {
    case 'greater':
      return lo === null ? null : { kind: 'above', lo, hi: null, inclusive: false, unit: '' };
    case 'greater_or_equal':
      return lo === null ? null : { kind: 'above', lo, hi: null, inclusive: true, unit: '' };
    case 'less':
      return hi === null ? null : { kind: 'below', lo: null, hi, inclusive: false, unit: '' };
    case 'less_or_equal':
      return hi === null ? null : { kind: 'below', lo: null, hi, inclusive: true, unit: '' };
    case 'between':
      if (lo === null || hi === null) return null;
      return lo === hi
        ? { kind: 'exactly', lo, hi: null, inclusive: true, unit: '' }
        : { kind: 'between', lo, hi, inclusive: true, unit: '' };
    default:
      return null;
  }
}

export function thresholdText(t: Threshold): string {
  const u = (v: string) => (t.unit === '$' ? `$${v}` : `${v}${t.unit}`);
  switch (t.kind) {
    case 'above':
      return `${t.inclusive ? '≥' : '>'} ${u(t.lo!)}`;
    case 'below':
      return `${t.inclusive ? '≤' : '<'} ${u(t.hi!)}`;
    case 'between':
      return `between ${u(t.lo!)} and ${u(t.hi!)}`;
    default:
      return `exactly ${u(t.lo!)}`;
  }
}

// ── deadlines ───────────────────────────────────────────────────────────────────────────────────

const ZONES: Record<string, number> = {
  et: -5,
  est: -5,
  edt: -4,
  ct: -6,
  cst: -6,
  cdt: -5,
  pt: -8,
  pst: -8,
  pdt: -7,
  utc: 0,
  gmt: 0,
};

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const ZONE = String.raw`(?:\s*\(?\b(ET|EST|EDT|CT|CST|CDT|PT|PST|PDT|UTC|GMT)\b\)?)?`;
const TIME = String.raw`(?:,?\s*(?:at\s*)?(\d{1,2})(?::(\d\d))?\s*(am|pm|a\.m\.|p\.m\.)${ZONE})?`;
// "on <date>" and "by <date>" run through that day; "before <date>" stops at its start.
const DEADLINE = new RegExp(
  String.raw`\b(by|before|on or before|no later than|prior to|until|through|in|during|end of|on)\s+(?:${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+|the end of\s+|${MONTH}\s+)?((?:19|20)\d\d)\b${TIME}`,
  'i',
);

/** UTC ms of a wall-clock moment at a fixed offset (hours); ET's summer offset is read from the date. */
function at(year: number, month: number, day: number, minutes: number, zone: string | null): number {
  const z = (zone ?? 'et').toLowerCase();
  let offset = ZONES[z] ?? -5;
  if (z === 'et' || z === 'ct' || z === 'pt') {
    // US daylight time: second Sunday of March to first Sunday of November.
    const secondSundayMarch = 14 - (new Date(Date.UTC(year, 2, 1)).getUTCDay() % 7);
    const firstSundayNov = 7 - ((new Date(Date.UTC(year, 10, 1)).getUTCDay() + 6) % 7);
    const t = Date.UTC(year, month - 1, day);
    if (t >= Date.UTC(year, 2, secondSundayMarch) && t < Date.UTC(year, 10, firstSundayNov)) offset += 1;
  }
  return Date.UTC(year, month - 1, day) + minutes * 60_000 - offset * 3_600_000;
}

/**
 * The deadline a text states: "by Dec 31, 2026" (through that day), "before Jan 1, 2027" (up to
 * that day's start), "in 2026" / "by the end of 2026" (through the year), "by March 2026" (through
 * the month), with a time and zone when given ("11:59 PM ET"). ET when no zone is stated, the zone
 * both venues' US markets default to.
 */
export function deadlineOf(text: string): Deadline | null {
  const m = DEADLINE.exec(text);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  const year = Number(m[5]);
  const month = m[2] ? monthNumber(m[2]) : m[4] ? monthNumber(m[4]) : 0;
  const date = m[3] ? Number(m[3]) : 0;
  const zone = m[9]
    ? m[9]
        .toUpperCase()
        .replace(/^E[SD]T$/, 'ET')
        .replace(/^C[SD]T$/, 'CT')
        .replace(/^P[SD]T$/, 'PT')
    : null;
  const before = word === 'before' || word === 'prior to';
  let endsAt: number;
  if (date > 0 && month > 0) {
    if (m[6]) {
      let hour = Number(m[6]) % 12;
      if (/^p/i.test(m[8]!)) hour += 12;
      const minute = Number(m[7] ?? 0);
      // "11:59 PM" means through that minute.
      endsAt = at(year, month, date, hour * 60 + minute + (minute === 59 ? 1 : 0), zone);
    } else endsAt = at(year, month, date, before ? 0 : 24 * 60, zone);
  } else if (month > 0) {
    endsAt = before
      ? at(year, month, 1, 0, zone)
      : at(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1, 0, zone);
  } else {
    endsAt = before ? at(year, 1, 1, 0, zone) : at(year + 1, 1, 1, 0, zone);
  }
  if (!Number.isFinite(endsAt)) return null;
  return { endsAt, zone, text: m[0].trim() };
}

export function deadlineText(d: Deadline): string {
  return `${d.text} (ends ${new Date(d.endsAt).toISOString().slice(0, 16)}Z)`;
}

/** Whether two deadlines are the same instant (a minute's slack for "11:59 PM" against midnight). */
export const sameDeadline = (a: Deadline, b: Deadline) => Math.abs(a.endsAt - b.endsAt) <= 60_000;

// ── the whole ───────────────────────────────────────────────────────────────────────────────────

/** Rules that cannot be read as a contract: placeholders, stubs. */
const TEMPLATE = /\{\{|\}\}|\[(?:insert|tbd|placeholder)[^\]]*\]|<[a-z_]+>|\bTBD\b|\blorem ipsum\b/i;

/**
 * What the venues' structured fields say: Kalshi's `contract_terms` (venues/kalshi/contract-terms.ts),
 * the strike as a threshold and the settlement sources it names; Polymarket's `resolution_source`.
 * Nothing for a record made before they were carried.
 */
function venueStated(message: MarketMessage): { threshold: Threshold | null; sources: string[] } {
  if (message.venue === 'venue_a') {
    const source = message.market.resolution_source;
    return { threshold: null, sources: source ? sourcesOf(source) : [] };
  }
  const terms = message.market.contract_terms;
  if (!terms) return { threshold: null, sources: [] };
  return {
    threshold: kalshiStrikeThreshold(terms.strike_type, terms.floor_strike, terms.cap_strike),
    sources: terms.settlement_sources.flatMap((s) => sourcesOf(`${s.name} ${s.url}`)),
  };
}

export function resolutionTerms(message: MarketMessage): ResolutionTerms {
  const m = message.market;
  const stated = venueStated(message);
  const rulesText = m.description.trim();
  const title = [m.question, message.venue === 'venue_b' ? m.outcome : ''].filter(Boolean).join(' — ');
  let missing: string | null = null;
  if (rulesText === '') missing = 'publishes no resolution rules for this market';
  else if (TEMPLATE.test(rulesText)) missing = 'resolution rules are a template (placeholders unfilled)';
  else if (rulesText.length < 40) missing = `resolution rules are a stub ("${rulesText}")`;
  // Thresholds and deadlines are read from the main clauses only: a fallback ("will resolve 50-50")
  // states none. Sources are read outside the clauses naming one as an aid or an example.
  const main = mainClauses(rulesText);
  const all = `${title}\n${main}`;
  const named = settlementSourcesOf(rulesText);
  return {
    rules: missing === null,
    missing,
    sources: stated.sources.length > 0 ? [...new Set([...stated.sources, ...named])].sort() : named,
    settlesOn: settlesOnOf(rulesText),
    // Kalshi's structured strike first (it is what settles), then the rules' own statement; a title
    // states the same threshold more loosely.
    threshold: stated.threshold ?? (missing === null ? thresholdOf(main) : null) ?? thresholdOf(title),
    deadline: (missing === null ? deadlineOf(main) : null) ?? deadlineOf(all),
    race: raceOf(m.question, message.venue === 'venue_b' ? m.outcome : ''),
  };
}
