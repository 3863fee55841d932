// The structured contract of a sports-game market, read from each venue's own fields (Kalshi:
// series, event and market tickers, yes_sub_title, titles; Polymarket: the game slug
// `nba-hou-det-2026-01-24[-suffix]`, outcomes, titles) before any text similarity. Two markets
// are the same contract only when their games (sport, the two teams, the day), their kind
// (winner, draw, spread, total…), period, line and what their YES pays on all agree
// (match.ts). A market that is a game market on its venue never pairs on text alone.

/** One side of a game: the codes and names the venue gives it, and its canonical id when known. */
export interface Participant {
  /** Venue codes, lower case ("hou", "tia", "augeral"). */
  codes: string[];
  /** Names as written ("Houston", "Rockets", "Frances Tiafoe"). */
  names: string[];
  /** Canonical team id (aliases.ts): "nba:HOU", "club:12"; null when the name is not in a table. */
  team: string | null;
}

export type GameKind = 'winner' | 'draw' | 'spread' | 'total' | 'other';

/** What the left outcome (YES on Kalshi) pays on. */
export type Pays = { team: 0 | 1 } | { draw: true } | { over: boolean } | { unknown: true };

export interface GameContract {
  venue: 'venue_a' | 'venue_b';
  league: string | null;
  sport: string | null;
  /** The game's day (the venues' US date), days since 1970-01-01. */
  day: number;
  participants: [Participant, Participant];
  kind: GameKind;
  /** 'game' for the full game (overtime included); '1h', 'set1', 'map2'… for a part of it. */
  period: string;
  /** Spread or total line as decimal text ("3.5"); null for winners. */
  line: string | null;
  /** For spreads: the team giving the points (index into participants). */
  favourite: 0 | 1 | null;
  pays: Pays;
  /** Left and right are the two sides of the game (Polymarket "Rockets" / "Kings", Over / Under). */
  twoSided: boolean;
  /** Another kind of market on the game (player props, unknown suffixes): never paired. */
  detail: string;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Days since epoch of a calendar date; null when it is not one. */
export function dayOf(year: number, month: number, date: number): number | null {
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  return Math.floor(Date.UTC(year, month - 1, date) / 86_400_000);
}

/** "26JAN11" → the day. */
export function dayOfKalshiDate(yy: string, mon: string, dd: string): number | null {
  const month = MONTHS.indexOf(mon.toUpperCase()) + 1;
  return month === 0 ? null : dayOf(2000 + Number(yy), month, Number(dd));
}

/** "5pt5" (slug) → "5.5"; "220" → "220". */
export function slugNumber(text: string): string {
  return text.replace('pt', '.');
}
