// The proposition contract of a Kalshi market, from its tickers and sub-title. Kalshi names what is
// traded in the series ticker and the period in the event ticker; the market ticker adds the
// outcome's code (a party, a team, a person's initials) or the strike ("-T3.0"), and YES is the
// yes_sub_title ("Republican party", "Kansas City", "Above 3.0%", "$100,000 or above").
//   SENATERI-26-R, GOVPARTYVT-26-R, HOUSEVA2-26-D   party wins the Senate / governor / House seat
//   CONTROLH-2026-R, KXPRESPARTY-2028-D             party controls the House / wins the presidency
//   KXPRESNOMR-28-PHEG, KXGOVAK-26-TBEG             person is the nominee / wins the governorship
//   KXMLB-26-KC, KXSB-27-BAL, KXNBA-26-OKC          team wins the season's championship
//   KXMLBNLMVP-26-SOHT                              person wins the award
//   KXCPI-26JAN-T0.3, KXCPIYOY-…, KXU3-26JAN-T4.5   the month's figure above / below the strike
//   KXBTC15M-26FEB072030                            BTC up over the 15 minutes ending 20:30 New York time
//   KXBTCD-26JAN3017-T99999.99                      BTC above 99,999.99 at 17:00 New York time
import type { KalshiMarketMessage } from '../../../core/market-data.ts';
import { usTeamId } from './aliases.ts';
import { nameWords } from './names.ts';
import {
  assetOf,
  decimalText,
  minuteText,
  monthText,
  newYorkToUtc,
  partyOf,
  strikeOf,
  type PropositionContract,
} from './proposition.ts';
import { dayOfKalshiDate } from './model.ts';
import { stateCode } from './us-states.ts';

const CHAMPIONSHIPS: Record<string, string> = {
  KXMLB: 'mlb',
  KXSB: 'nfl',
  KXNFLSB: 'nfl',
  KXNBA: 'nba',
  KXNBACHAMP: 'nba',
  KXNHL: 'nhl',
  KXNHLCHAMP: 'nhl',
};
const AWARDS: Record<string, string> = {
  KXMLBNLMVP: 'mlb-nl-mvp',
  KXMLBALMVP: 'mlb-al-mvp',
  KXMLBNLCY: 'mlb-nl-cy-young',
  KXMLBALCY: 'mlb-al-cy-young',
  KXNBAMVP: 'nba-mvp',
};
const ECONOMIC: Record<string, string> = { KXCPI: 'cpi-mom', KXCPIYOY: 'cpi-yoy', KXU3: 'unemployment' };

const person = (name: string) => {
  const words = nameWords(name);
  return words.length >= 2 ? `person:${words.join(' ')}` : null;
};
/** The name a title asks about: "Will Pete Hegseth be the nominee…" → "Pete Hegseth". */
const titleSubject = (title: string) =>
  /^will (?:the )?(.+?) (?:win|be|become)\b/i.exec(title.trim())?.[1] ?? '';
const year = (yy: string) => (yy.length === 2 ? `20${yy}` : yy);

interface Parts {
  series: string;
  /** Event ticker after the series ("26", "2026", "26JAN", "26FEB072030"). */
  period: string;
  /** Market ticker after the event ("R", "KC", "T3.0"). */
  code: string;
  yes: string;
  title: string;
}

function election(p: Parts): PropositionContract | null {
  // "26", "2026", or "26NOV" (the month of the vote).
  const when = /^(\d{2}(?:\d{2})?)(?:[A-Z]{3})?$/.exec(p.period);
  if (!when) return null;
  const at = year(when[1]!);
  const party = partyOf(p.code) ?? partyOf(p.yes);
  // A trailing S is a special election ("SENATEFLS"): the state's race of that year all the same.
  const race = /^(?:KX)?(SENATE|GOVPARTY|HOUSE)([A-Z]{2})(\d{0,2})S?$/.exec(p.series);
  if (race) {
    const state = stateCode(race[2]!);
    if (!state || !party || (race[1] === 'HOUSE') !== Boolean(race[3])) return null;
    const topic =
      race[1] === 'HOUSE'
        ? `house:${state}-${race[3]!.padStart(2, '0')}`
        : `${race[1] === 'SENATE' ? 'senate' : 'governor'}:${state}`;
    return { kind: 'election', topic, period: at, subject: party, strike: null };
  }
  const control = /^(?:KX)?CONTROL([HS])$/.exec(p.series);
  if (control && party)
    return {
      kind: 'election',
      topic: `${control[1] === 'H' ? 'house' : 'senate'}-control:us`,
      period: at,
      subject: party,
      strike: null,
    };
  if (p.series === 'KXPRESPARTY' && party)
    return { kind: 'election', topic: 'president:us', period: at, subject: party, strike: null };
  const named = person(p.yes) ?? person(titleSubject(p.title));
  const nominee = /^KXPRESNOM([RD])$/.exec(p.series);
  if (nominee && named)
    return {
      kind: 'election',
      topic: `nominee-${nominee[1]!.toLowerCase()}:us`,
      period: at,
      subject: named,
      strike: null,
    };
  const governor = /^KXGOV([A-Z]{2})$/.exec(p.series);
  const state = governor ? stateCode(governor[1]!) : null;
  if (state && named)
    return { kind: 'election', topic: `governor:${state}`, period: at, subject: named, strike: null };
  return null;
}

function championship(p: Parts): PropositionContract | null {
  if (!/^\d{2}$/.test(p.period)) return null;
  const league = CHAMPIONSHIPS[p.series];
  if (league) {
    const team =
      usTeamId(league, p.code, true) ?? usTeamId(league, p.yes) ?? usTeamId(league, titleSubject(p.title));
    return team
      ? { kind: 'championship', topic: league, period: year(p.period), subject: `team:${team}`, strike: null }
      : null;
  }
  const award = AWARDS[p.series];
  const named = award ? (person(p.yes) ?? person(titleSubject(p.title))) : null;
  return award && named
    ? { kind: 'championship', topic: award, period: year(p.period), subject: named, strike: null }
    : null;
}

function economic(p: Parts): PropositionContract | null {
  const series = ECONOMIC[p.series];
  const month = /^(\d{2})([A-Z]{3})$/.exec(p.period);
  if (!series || !month) return null;
  const day = dayOfKalshiDate(month[1]!, month[2]!, '01');
  const strike = strikeOf(p.yes) ?? strikeOf(p.title);
  const fromCode = /^T(-?\d+(?:\.\d+)?)$/.exec(p.code);
  if (day === null || !strike || (fromCode && decimalText(fromCode[1]!) !== strike.value)) return null;
  const d = new Date(day * 86_400_000);
  return {
    kind: 'economic',
    topic: series,
    period: monthText(d.getUTCFullYear(), d.getUTCMonth() + 1),
    subject: null,
    strike,
  };
}

function crypto(p: Parts): PropositionContract | null {
  const series = /^KX([A-Z]{3})(15M|D)$/.exec(p.series);
  const asset = series ? assetOf(series[1]!) : null;
  const at = /^(\d{2})([A-Z]{3})(\d{2})(\d{2})(\d{2})?$/.exec(p.period);
  if (!series || !asset || !at) return null;
  const day = dayOfKalshiDate(at[1]!, at[2]!, at[3]!);
  if (day === null) return null;
  const d = new Date(day * 86_400_000);
  const moment = minuteText(
    newYorkToUtc(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      d.getUTCDate(),
      Number(at[4]),
      Number(at[5] ?? '0'),
    ),
  );
  if (series[2] === '15M') {
    if (!at[5]) return null;
    return { kind: 'crypto', topic: asset, period: moment, subject: 'up', strike: null };
  }
  // The ticker's strike is the one the rules settle on ("KXBTCD-…-T99999.99": the average "is above
  // 99999.99"); the sub-title ("$100,000 or above") rounds it for display. It is not "above
  // $100,000": the two differ on every value from 99,999.99 (excluded) to 100,000 (included).
  const code = /^T(\d+(?:\.\d+)?)$/.exec(p.code);
  const value = code ? decimalText(code[1]!) : null;
  const strike = value ? { direction: 'above' as const, value, inclusive: false } : strikeOf(p.yes);
  return strike ? { kind: 'crypto', topic: asset, period: moment, subject: null, strike } : null;
}

/** The proposition contract of a Kalshi market; null when it is none of the kinds. */
export function kalshiProposition(m: KalshiMarketMessage): PropositionContract | null {
  const series = m.market.series_id;
  const event = m.event.event_id;
  if (!event.startsWith(`${series}-`)) return null;
  const parts: Parts = {
    series,
    period: event.slice(series.length + 1),
    code: m.market.ticker.startsWith(`${event}-`) ? m.market.ticker.slice(event.length + 1) : '',
    yes: m.market.outcome,
    title: m.market.question,
  };
  return election(parts) ?? championship(parts) ?? economic(parts) ?? crypto(parts);
}
