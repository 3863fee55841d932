// The structured contract of a market that is not a game: a championship or award (competition,
// season, the team or person YES is about), an election (office and jurisdiction, year, the
// party or candidate), an economics threshold (series, period, threshold and direction) or a
// crypto price (asset, the moment it is read, threshold or up/down). Read from each venue's own
// fields (kalshi-proposition.ts, polymarket-proposition.ts). Two such markets are one contract
// only when every field agrees; a market whose fields do not read as one of these kinds has no
// proposition contract and is matched on text as before.

import { add, compare, div, mul, sub } from '../../../core/decimal.ts';

export type PropositionKind = 'championship' | 'election' | 'economic' | 'crypto';

/** A threshold: YES pays when the value is above (or below) `value`, `inclusive` of it or not. */
export interface Strike {
  direction: 'above' | 'below';
  /** Decimal text without trailing zeros ("3", "100000", "4.25"). */
  value: string;
  inclusive: boolean;
}

export interface PropositionContract {
  kind: PropositionKind;
  /**
   * What is decided: the competition ("nba", "mlb-nl-mvp"), the office and where ("senate:ri",
   * "house:va-02", "governor:ak", "president:us", "nominee-r:us"), the series ("cpi-mom",
   * "unemployment") or the asset ("btc").
   */
  topic: string;
  /** Season or election year ("2026"), month ("2026-01"), or the UTC minute a price is read. */
  period: string;
  /** Whom YES is about: "team:mlb:KC", "party:r", "person:tom begich", "up"; null for a threshold. */
  subject: string | null;
  strike: Strike | null;
}

/** "3.00" → "3", "100,000" → "100000"; null when not a number. */
export function decimalText(text: string): string | null {
  const clean = text.replace(/[,$%\s]/g, '');
  if (!/^\d+(?:\.\d+)?$/.test(clean)) return null;
  return clean.includes('.') ? clean.replace(/0+$/, '').replace(/\.$/, '') : clean.replace(/^0+(?=\d)/, '');
}

/**
 * The tick of the value that settles a series: the step every published value is a multiple of.
 * BLS publishes the CPI changes (month over month, year over year) and the unemployment rate to one
 * decimal (tenths of a percent). A crypto strike has none: Kalshi settles on a 60-second average of
 * CF Benchmarks' index (https://help.kalshi.com/markets/popular-markets/crypto-markets: "settled by
 * averaging 60 seconds of CFB Real-Time Indexes"), which lies on no cent grid, so its strikes must
 * agree exactly, bound included.
 */
const TICKS: Record<string, string> = { 'cpi-mom': '0.1', 'cpi-yoy': '0.1', unemployment: '0.1' };

/**
 * A strike as the first value on the series' tick that pays YES, written inclusive: on a tenths
 * grid "above 4.5" and "4.6 or above" are both "≥ 4.6" (no published value lies between), while
 * "above 4.5" and "4.5 or above" stay apart (≥ 4.6 against ≥ 4.5: they differ when the value is
 * exactly 4.5). Without a tick, the strike as written: the bound itself decides.
 */
export function strikeOnTick(strike: Strike, tick: string | undefined): Strike {
  if (!tick || strike.value.startsWith('-')) return strike;
  const steps = div(strike.value, tick, 0, 'down');
  const below = mul(steps, tick);
  const onGrid = compare(below, strike.value) === 0;
  const next = mul(add(steps, '1'), tick);
  const previous = mul(sub(steps, '1'), tick);
  const value =
    strike.direction === 'above'
      ? strike.inclusive && onGrid
        ? below
        : next
      : strike.inclusive || !onGrid
        ? below
        : previous;
  return { direction: strike.direction, value: decimalText(value) ?? value, inclusive: true };
}

/** The key two agreeing contracts share (the blocking key, and what `samePropositions` compares). */
export function propositionKey(c: PropositionContract): string {
  const strike = c.strike ? strikeOnTick(c.strike, TICKS[c.topic]) : null;
  const s = strike ? `${strike.direction}${strike.inclusive ? '=' : ''}${strike.value}` : '';
  return `${c.kind}|${c.topic}|${c.period}|${c.subject ?? ''}|${s}`;
}

export function samePropositions(a: PropositionContract, b: PropositionContract): boolean {
  return propositionKey(a) === propositionKey(b);
}

const PARTIES: [RegExp, string][] = [
  [/^(?:the )?republicans?(?: party)?$|^gop$|^r$/i, 'party:r'],
  [/^(?:the )?democrat(?:ic|s|ics)?(?: party)?$|^d$/i, 'party:d'],
];

/** "Republican party", "the Democrats", "R" → "party:r" / "party:d"; null otherwise. */
export function partyOf(text: string): string | null {
  const t = text.trim();
  for (const [re, id] of PARTIES) if (re.test(t)) return id;
  return null;
}

const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  timeZoneName: 'shortOffset',
});

/** UTC milliseconds of a wall-clock time in America/New_York (the zone Kalshi's tickers use). */
export function newYorkToUtc(year: number, month: number, day: number, hour: number, minute: number): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (ms: number) => {
    const name = NEW_YORK.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')!.value; // "GMT-5"
    return Number(/GMT([+-]\d+)/.exec(name)?.[1] ?? '-5');
  };
  const first = guess - offsetAt(guess) * 3_600_000;
  return guess - offsetAt(first) * 3_600_000;
}

/** The UTC minute of a moment as the period text ("2026-02-08T01:30Z"). */
export const minuteText = (ms: number) => `${new Date(ms).toISOString().slice(0, 16)}Z`;

const NUM = String.raw`\$?(\d[\d,]*(?:\.\d+)?)\s*%?`;
const STRIKE_FORMS: [RegExp, Strike['direction'], boolean][] = [
  [new RegExp(`${NUM} or (?:above|more|higher|greater)`), 'above', true],
  [new RegExp(`${NUM} or (?:below|less|lower|fewer)`), 'below', true],
  [new RegExp(`(?:at least|≥|>=)\\s*${NUM}`), 'above', true],
  [new RegExp(`(?:at most|≤|<=)\\s*${NUM}`), 'below', true],
  [
    new RegExp(`(?:above|more than|over|greater than|higher than|exceed(?:s|ing)?|>)\\s*${NUM}`),
    'above',
    false,
  ],
  [new RegExp(`(?:below|less than|under|lower than|<)\\s*${NUM}`), 'below', false],
];

/**
 * A threshold as a venue writes it: "Above 3.0%", "more than $100,000", "3.0% or above", "at
 * least 5%" (inclusive), "Below 4%", "4% or below". Null when the text states none.
 */
export function strikeOf(text: string): Strike | null {
  const t = text.toLowerCase();
  for (const [re, direction, inclusive] of STRIKE_FORMS) {
    const m = re.exec(t);
    const value = m ? decimalText(m[1]!) : null;
    if (value) return { direction, value, inclusive };
  }
  return null;
}

const ASSETS: Record<string, string> = {
  bitcoin: 'btc',
  btc: 'btc',
  ethereum: 'eth',
  eth: 'eth',
  solana: 'sol',
  sol: 'sol',
  xrp: 'xrp',
};

/** "Bitcoin" / "BTC" → "btc"; null when not a listed asset. */
export const assetOf = (text: string): string | null => ASSETS[text.toLowerCase()] ?? null;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "January" / "jan" → 1; 0 when not a month. */
export const monthNumber = (text: string) =>
  MONTHS.findIndex((m) => m.startsWith(text.toLowerCase().slice(0, 3))) + 1;

/** "2026-01". */
export const monthText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
