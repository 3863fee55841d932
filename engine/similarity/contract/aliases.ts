// Who a team name or code stands for: a canonical team id the two venues' spellings reduce to.
// - North American leagues (teams-us.ts): code, other codes, city, nickname, "City Nickname",
//   Kalshi's lettered cities ("Los Angeles C") and code-prefixed names ("FLA Panthers"). A name
//   two teams of the league share ("Los Angeles", "New York") resolves to none.
// - Soccer clubs: the openfootball/clubs seed (CC0, seed/football-clubs.txt): a name resolves to a
//   club when exactly one club carries it.
// Anything else (players, esports teams, clubs the seed lacks) is compared by name (names.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nameWords } from './names.ts';
import { US_TEAMS } from './teams-us.ts';

/** The sport of a league key, as Kalshi series and Polymarket slugs name leagues. */
const SPORTS: Record<string, string> = {
  nba: 'basketball',
  wnba: 'basketball',
  cbb: 'basketball',
  ncaamb: 'basketball',
  ncaawb: 'basketball',
  nhl: 'hockey',
  nfl: 'football',
  cfb: 'football',
  ncaaf: 'football',
  mlb: 'baseball',
  atp: 'tennis',
  wta: 'tennis',
  atpchallenger: 'tennis',
  epl: 'soccer',
  ucl: 'soccer',
  uel: 'soccer',
  lal: 'soccer',
  laliga: 'soccer',
  sea: 'soccer',
  seriea: 'soccer',
  bun: 'soccer',
  bundesliga: 'soccer',
  fl1: 'soccer',
  ligue1: 'soccer',
  mls: 'soccer',
  ufc: 'mma',
  cs2: 'esports',
  lol: 'esports',
  val: 'esports',
  dota2: 'esports',
};

export function sportOf(league: string | null): string | null {
  return league ? (SPORTS[league] ?? null) : null;
}

const key = (text: string) => nameWords(text).join(' ');

function addTo(map: Map<string, Set<string>>, k: string, id: string): void {
  if (!k) return;
  let set = map.get(k);
  if (!set) map.set(k, (set = new Set()));
  set.add(id);
}

/** league → folded name or code → team ids. */
const usIndex = new Map<string, Map<string, Set<string>>>();
for (const t of US_TEAMS) {
  let names = usIndex.get(t.league);
  if (!names) usIndex.set(t.league, (names = new Map<string, Set<string>>()));
  const id = `${t.league}:${t.code}`;
  for (const c of t.codes) addTo(names, `#${c.toLowerCase()}`, id);
  const city = t.city.replace(/ [A-Z]{1,2}$/, ''); // "Los Angeles C" → also "Los Angeles" (ambiguous)
  for (const n of [t.city, city, t.nickname, `${city} ${t.nickname}`, `${t.code} ${t.nickname}`, ...t.names])
    addTo(names, key(n), id);
}

const unique = (set: Set<string> | undefined) => (set && set.size === 1 ? [...set][0]! : null);

/** A North American team by code or name within its league; null when unknown or ambiguous. */
export function usTeamId(league: string | null, text: string, isCode = false): string | null {
  const names = league ? usIndex.get(league) : undefined;
  if (!names) return null;
  return unique(names.get(isCode ? `#${text.toLowerCase()}` : key(text)));
}

let clubIndex: Map<string, Set<string>> | null = null;

function clubs(): Map<string, Set<string>> {
  if (clubIndex) return clubIndex;
  clubIndex = new Map();
  const file = path.join(import.meta.dirname, 'seed', 'football-clubs.txt');
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .forEach((line, i) => {
      for (const name of line.split('|')) addTo(clubIndex!, key(name), `club:${i}`);
    });
  return clubIndex;
}

/** A soccer club by name when exactly one club of the seed carries it. */
export function clubId(name: string): string | null {
  return unique(clubs().get(key(name)));
}
