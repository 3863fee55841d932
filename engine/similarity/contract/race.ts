// What an election or a championship market decides, read from its title as each venue words it
// (a Polymarket question; a Kalshi title with its yes_sub_title), for markets the text path pairs:
// the office or competition, where, the cycle or season, and whom YES is about. verdict.ts calls two
// markets different contracts when a part both state differs. The aliases each venue uses:
//   elections     "control the House" (the chamber's majority) ≠ "win the House"; "the 2028
//                 Republican presidential nomination" = "the nominee for the Presidency for the
//                 Republican party"; "the next Prime Minister" (whenever chosen) ≠ "Prime Minister
//                 following the 2026 election"; a party ("the Democrats", "Democratic party") ≠ a
//                 candidate (a person's name); a House district lies in its state
//   championships Polymarket "NBA Finals" = Kalshi "Pro Basketball Championship"; "World Series" =
//                 "Pro Baseball Championship"; "Super Bowl" = "NFL league championship" = "Pro
//                 Football Championship"; "Stanley Cup" = "Pro Hockey Championship"; a conference
//                 title or a pennant is its own competition, in its league when the title names
//                 one (an NBA and an NHL "Eastern Conference" differ); seasons "2025-26" = 2026
//   awards        MVP, Cy Young, Rookie of the Year per league; the Heisman; the Ballon d'Or
// Written from the development half's errors (bench/support/similarity-verdicts.ts) and the
// venues' own series names; when a part is not stated it is null and cannot clash.
import { partyOf } from './proposition.ts';
import { nameWords } from './names.ts';
import { stateCode, stateIn } from './us-states.ts';

export interface Race {
  kind: 'election' | 'championship';
  /** The office or competition: 'senate', 'house-control', 'nomination-r', 'nba', 'conference-eastern', 'mlb-nl-mvp'… */
  office: string;
  /**
   * Elections: where (a House district 'va-02', a state code, 'us' or a country); championships: the
   * league the title names ('nba', 'nhl'…). Null when the title names none.
   */
  where: string | null;
  /** The election or season year; 'next' for "the next …" whenever it is chosen; null when not stated. */
  cycle: string | null;
  /** Whom YES is about. */
  subject: 'party' | 'candidate' | 'team' | 'person' | null;
}

const OFFICES: [RegExp, string][] = [
  [/\bcontrol (?:of )?the (house|senate)\b/, 'control'],
  [/\bnomin(?:ation|ee)\b/, 'nomination'],
  [/\bprimary\b/, 'primary'],
  [/\bprime minister\b/, 'prime-minister'],
  [/\bpresiden(?:t|tial|cy)\b|\bwhite house\b/, 'president'],
  [/\bgovern(?:or|orship)\b/, 'governor'],
  [/\bmayor(?:al)?\b/, 'mayor'],
  [/\bsenate\b/, 'senate'],
  [/\bhouse\b/, 'house'],
];

const COUNTRIES: [RegExp, string][] = [
  [/\b(?:u\.s\.|us|united states|american)\b/, 'us'],
  [/\bisrael(?:i)?\b/, 'il'],
  [/\b(?:uk|united kingdom|britain|british)\b/, 'gb'],
  [/\bcanad(?:a|ian)\b/, 'ca'],
  [/\bfr(?:ance|ench)\b/, 'fr'],
  [/\bgerman(?:y)?\b/, 'de'],
  [/\bjapan(?:ese)?\b/, 'jp'],
  [/\bbrazil(?:ian)?\b/, 'br'],
  [/\bhungar(?:y|ian)\b/, 'hu'],
];

// Conference titles and pennants before the league championships their titles also name.
const COMPETITIONS: [RegExp, string][] = [
  [/\b(eastern|western) conference\b/, 'conference'],
  [/\b(afc|nfc)\b/, 'conference'],
  [/\b(?:(american|national) league|(al|nl)) pennant\b/, 'pennant'],
  [/\bnba finals\b|\bnba champion(?:ship)?\b|\bpro basketball championship\b/, 'nba'],
  [/\bworld series\b|\bpro baseball championship\b/, 'mlb'],
  [/\bsuper bowl\b|\bnfl (?:league )?championship\b|\bpro football championship\b/, 'nfl'],
  [/\bstanley cup\b|\bpro hockey championship\b/, 'nhl'],
];

const AWARDS: [RegExp, string][] = [
  [/\b(?:(national|american) league|(nl|al)) mvp\b/, 'mlb-mvp'],
  [/\b(?:(national|american) league|(nl|al)) cy young\b/, 'mlb-cy-young'],
  [/\bnba mvp\b/, 'nba-mvp'],
  [/\bnfl mvp\b/, 'nfl-mvp'],
  [/\brookie of the year\b/, 'roty'],
  [/\bheisman\b/, 'heisman'],
  [/\bballon d.or\b/, 'ballon-dor'],
];

/** "2026", "2025-26" / "2025–26" (the season ending in 2026); null when none. */
function yearOf(t: string): string | null {
  const season = /\b((?:19|20)\d\d)\s*[-–/]\s*(\d\d)\b/.exec(t);
  if (season) return `${season[1]!.slice(0, 2)}${season[2]}`;
  return /\b((?:19|20)\d\d)\b/.exec(t)?.[1] ?? null;
}

/** The league letter a match names ("national" / "nl" → "nl"). */
const league = (m: RegExpExecArray) => ((m[1] ?? m[2] ?? '').startsWith('n') ? 'nl' : 'al');

const LEAGUES: [RegExp, string][] = [
  [/\bwnba\b/, 'wnba'],
  [/\bnba\b|\bbasketball\b/, 'nba'],
  [/\bnhl\b|\bhockey\b/, 'nhl'],
  [/\bnfl\b|\bsuper bowl\b|\bpro football\b|\b(?:afc|nfc)\b/, 'nfl'],
  [/\bmlb\b|\bbaseball\b|\bworld series\b|\bpennant\b|\bcy young\b/, 'mlb'],
  [/\bmls\b/, 'mls'],
];

const leagueIn = (t: string) => LEAGUES.find(([re]) => re.test(t))?.[1] ?? null;

function championship(t: string): Race | null {
  for (const [re, office] of AWARDS) {
    const m = re.exec(t);
    if (m) {
      const name = office.startsWith('mlb-') ? `mlb-${league(m)}-${office.slice(4)}` : office;
      return { kind: 'championship', office: name, where: leagueIn(t), cycle: yearOf(t), subject: 'person' };
    }
  }
  for (const [re, office] of COMPETITIONS) {
    const m = re.exec(t);
    if (!m) continue;
    const name =
      office === 'conference' ? `conference-${m[1]}` : office === 'pennant' ? `pennant-${league(m)}` : office;
    return { kind: 'championship', office: name, where: leagueIn(t), cycle: yearOf(t), subject: 'team' };
  }
  return null;
}

/** Whom an election title's YES is about: a party, a named candidate, or null. */
function electionSubject(t: string, outcome: string): Race['subject'] {
  if (outcome) return partyOf(outcome) ? 'party' : nameWords(outcome).length >= 2 ? 'candidate' : null;
  const who = /^will (?:the )?(.+?) (?:win|control|be|become)\b/.exec(t)?.[1] ?? '';
  if (!who) return null;
  if (partyOf(who) || /^(?:republican|democrat)/.test(who)) return 'party';
  return nameWords(who).length >= 2 ? 'candidate' : null;
}

function election(t: string, outcome: string): Race | null {
  for (const [re, office] of OFFICES) {
    const m = re.exec(t);
    if (!m) continue;
    const party = /\brepublican|\bgop\b/.test(t) ? 'r' : /\bdemocrat/.test(t) ? 'd' : '';
    const name =
      office === 'control' ? `${m[1]}-control` : office === 'nomination' ? `nomination-${party}` : office;
    const district = /\b([a-z]{2})-(\d{1,2})\b/.exec(t);
    const seat =
      district && stateCode(district[1]!) ? `${district[1]}-${district[2]!.padStart(2, '0')}` : null;
    const where = seat ?? stateIn(t) ?? COUNTRIES.find(([c]) => c.test(t))?.[1] ?? null;
    const year = yearOf(t);
    const cycle = year ?? (/\bnext\b/.test(t) ? 'next' : null);
    return {
      kind: 'election',
      office: name,
      where,
      cycle,
      subject: electionSubject(t, outcome.toLowerCase()),
    };
  }
  return null;
}

/** A cheap gate: most titles are neither. */
const MAYBE =
  /elect|nomin|primary|president|prime minister|governor|mayor|senate|house|champion|finals|series|super bowl|stanley cup|pennant|conference|mvp|cy young|rookie|heisman|ballon/;

/** The race a market's title (with its outcome, on Kalshi) decides; null when none is read. */
export function raceOf(title: string, outcome = ''): Race | null {
  const t = title.toLowerCase();
  if (!MAYBE.test(t)) return null;
  return championship(t) ?? election(t, outcome);
}

const CYCLE = (c: string) => (c === 'next' ? 'the next one, whenever chosen' : c);

/** The part two races both state that differs, in words; null when none does. */
export function raceClash(a: Race, b: Race): string | null {
  if (a.kind !== b.kind) return `${a.kind} against ${b.kind}`;
  const what = a.kind === 'election' ? 'office' : 'competition';
  if (a.office !== b.office) return `${a.kind} ${what}: venue_a ${a.office}, venue_b ${b.office}`;
  // A House district ("va-02") lies in its state ("va"): only two places that exclude each other clash.
  const within = (x: string, y: string) => x.startsWith(`${y}-`) || y.startsWith(`${x}-`);
  if (a.where && b.where && a.where !== b.where && !within(a.where, b.where))
    return `${a.kind} ${a.kind === 'election' ? 'jurisdiction' : 'league'}: venue_a ${a.where}, venue_b ${b.where}`;
  if (a.cycle && b.cycle && a.cycle !== b.cycle)
    return `${a.kind} ${a.kind === 'election' ? 'cycle' : 'season'}: venue_a ${CYCLE(a.cycle)}, venue_b ${CYCLE(b.cycle)}`;
  if (a.subject && b.subject && a.subject !== b.subject)
    return `${a.kind} subject: venue_a a ${a.subject}, venue_b a ${b.subject}`;
  return null;
}
