// The proposition contract of a Polymarket market, from its question, slug, group title, outcomes
// and end date. Polymarket writes one Yes/No market per outcome of an event, and the question
// names it all:
//   "Will the Republicans win the Rhode Island Senate race in 2026?"      senate:ri 2026 party:r
//   "Will the Democratic Party win the VA-02 House seat?"                  house:va-02, year of endDate
//   "Will the Republican Party control the House after the 2026 Midterm elections?"
//   "Will the Democratic Party win the 2028 US Presidential Election?"     president:us 2028 party:d
//   "Will Pete Hegseth win the 2028 Republican presidential nomination?"   nominee-r:us 2028
//   "Will Tom Begich win the 2026 Alaska governor election?"               governor:ak 2026
//   "Will the Kansas City Royals win the 2026 World Series?"               mlb 2026 team:mlb:KC
//   "Will Shohei Ohtani win the 2026 National League MVP Award?"           mlb-nl-mvp 2026
//   "Will monthly inflation be above 0.3% in January 2026?" (CPI, MoM / YoY named), unemployment
//   "Will the price of Bitcoin be above $100,000 on January 30?"           btc, at endDate
//   slug btc-updown-15m-<start unix>, outcomes Up / Down                   btc up over the 15 minutes
import type { PolymarketMarketMessage } from '../../../core/market-data.ts';
import { usTeamId } from './aliases.ts';
import { nameWords } from './names.ts';
import {
  assetOf,
  minuteText,
  monthNumber,
  monthText,
  partyOf,
  strikeOf,
  type PropositionContract,
} from './proposition.ts';
import { stateCode } from './us-states.ts';

const person = (name: string) => {
  if (partyOf(name) || /^party\b/i.test(name)) return null;
  const words = nameWords(name);
  return words.length >= 2 ? `person:${words.join(' ')}` : null;
};

const COMPETITIONS: [RegExp, string][] = [
  [/^(?:nba finals|nba championship|nba champion)$/, 'nba'],
  [/^world series$/, 'mlb'],
  [/^(?:stanley cup|nhl stanley cup)$/, 'nhl'],
  [/^(?:super bowl|nfl league championship|nfl championship)$/, 'nfl'],
  [/^(?:nl|national league) mvp(?: award)?$/, 'mlb-nl-mvp'],
  [/^(?:al|american league) mvp(?: award)?$/, 'mlb-al-mvp'],
  [/^(?:nl|national league) cy young(?: award)?$/, 'mlb-nl-cy-young'],
  [/^(?:al|american league) cy young(?: award)?$/, 'mlb-al-cy-young'],
  [/^nba mvp$/, 'nba-mvp'],
];
const LEAGUES = new Set(['nba', 'mlb', 'nhl', 'nfl']);

type Reader = (q: string, m: PolymarketMarketMessage) => PropositionContract | null;

const endYear = (m: PolymarketMarketMessage) => (m.market.ends_at ? m.market.ends_at.slice(0, 4) : null);

const election: Reader = (q, m) => {
  let r = /^will the (\w+(?: party)?) control the (house|senate) after the (\d{4}) midterm/.exec(q);
  if (r && partyOf(r[1]!))
    return {
      kind: 'election',
      topic: `${r[2]}-control:us`,
      period: r[3]!,
      subject: partyOf(r[1]!),
      strike: null,
    };
  r = /^will the (\w+(?: party)?) win the ([a-z .]+?) (senate|governor) race in (\d{4})\b/.exec(q);
  const state = r ? stateCode(r[2]!) : null;
  if (r && state && partyOf(r[1]!))
    return {
      kind: 'election',
      topic: `${r[3]}:${state}`,
      period: r[4]!,
      subject: partyOf(r[1]!),
      strike: null,
    };
  r = /^will the (\w+(?: party)?) win the ([a-z]{2})-(\d{1,2}) house (?:seat|race)(?: in (\d{4}))?/.exec(q);
  const district = r ? stateCode(r[2]!) : null;
  const at = r ? (r[4] ?? endYear(m)) : null;
  if (r && district && at && partyOf(r[1]!))
    return {
      kind: 'election',
      topic: `house:${district}-${r[3]!.padStart(2, '0')}`,
      period: at,
      subject: partyOf(r[1]!),
      strike: null,
    };
  r = /^will (?:the )?(.+?) win the (\d{4}) (?:us |u\.s\. )?presidential election\b/.exec(q);
  const who = r ? (partyOf(r[1]!) ?? person(r[1]!)) : null;
  if (r && who) return { kind: 'election', topic: 'president:us', period: r[2]!, subject: who, strike: null };
  r = /^will (.+?) win the (\d{4}) (republican|democratic) presidential nomination\b/.exec(q);
  if (r && person(r[1]!))
    return {
      kind: 'election',
      topic: `nominee-${r[3]![0]}:us`,
      period: r[2]!,
      subject: person(r[1]!),
      strike: null,
    };
  r = /^will (.+?) win the (?:(\d{4}) )?([a-z ]+?) governor election(?: in (\d{4}))?\b/.exec(q);
  const gov = r ? stateCode(r[3]!) : null;
  const year = r ? (r[2] ?? r[4]) : null;
  if (r && gov && year && person(r[1]!))
    return { kind: 'election', topic: `governor:${gov}`, period: year, subject: person(r[1]!), strike: null };
  return null;
};

const championship: Reader = (q) => {
  const r = /^will (?:the )?(.+?) win the (\d{4}) (.+?)\??$/.exec(q);
  if (!r) return null;
  const topic = COMPETITIONS.find(([re]) => re.test(r[3]!))?.[1];
  if (!topic) return null;
  const subject = LEAGUES.has(topic)
    ? (() => {
        const team = usTeamId(topic, r[1]!);
        return team ? `team:${team}` : null;
      })()
    : person(r[1]!);
  return subject ? { kind: 'championship', topic, period: r[2]!, subject, strike: null } : null;
};

const economic: Reader = (q, m) => {
  const cpi = /\b(?:cpi|inflation)\b/.test(q);
  const topic = cpi
    ? /\b(?:monthly|month[- ]over[- ]month|mom)\b/.test(q)
      ? 'cpi-mom'
      : /\b(?:annual|yearly|year[- ]over[- ]year|yoy)\b/.test(q)
        ? 'cpi-yoy'
        : null
    : /\bunemployment(?: rate)?\b/.test(q)
      ? 'unemployment'
      : null;
  if (!topic) return null;
  const month = /\bin ([a-z]+)(?: (\d{4}))?\b/.exec(q);
  const n = month ? monthNumber(month[1]!) : 0;
  const year = month?.[2] ?? endYear(m);
  const strike = strikeOf(q) ?? strikeOf(m.market.outcome);
  if (!topic || !n || !year || !strike) return null;
  return { kind: 'economic', topic, period: monthText(Number(year), n), subject: null, strike };
};

const crypto: Reader = (q, m) => {
  const updown = /^([a-z]+)-updown-15m-(\d+)$/.exec(m.market.slug);
  const upLeft = /^up$/i.test(m.market.left_outcome.trim()) && /^down$/i.test(m.market.right_outcome.trim());
  if (updown) {
    const asset = assetOf(updown[1]!);
    return asset && upLeft
      ? {
          kind: 'crypto',
          topic: asset,
          period: minuteText((Number(updown[2]) + 900) * 1000),
          subject: 'up',
          strike: null,
        }
      : null;
  }
  const r = /^will the price of ([a-z]+) be (?:above|below|over|under|greater than|less than)\b/.exec(q);
  const asset = r ? assetOf(r[1]!) : null;
  const strike = asset ? strikeOf(q) : null;
  if (!asset || !strike || !m.market.ends_at) return null;
  return {
    kind: 'crypto',
    topic: asset,
    period: minuteText(Date.parse(m.market.ends_at)),
    subject: null,
    // As written: "above $100,000" excludes $100,000 itself (proposition.ts: no tick for crypto).
    strike,
  };
};

/** The proposition contract of a Polymarket Yes/No (or Up/Down) market; null when it is none of the kinds. */
export function polymarketProposition(m: PolymarketMarketMessage): PropositionContract | null {
  const q = m.market.question.trim().toLowerCase().replace(/\s+/g, ' ');
  const yesNo = /^yes$/i.test(m.market.left_outcome.trim()) && /^no$/i.test(m.market.right_outcome.trim());
  if (!yesNo) return crypto(q, m);
  return election(q, m) ?? championship(q, m) ?? economic(q, m) ?? crypto(q, m);
}
