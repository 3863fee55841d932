// The game contract of a Kalshi market, from its own fields. Kalshi lists one market per outcome
// of a game: the event ticker is SERIES-YYMONDD[HHMM]{CODES} ("KXNBAGAME-26JAN11HOUSAC", away
// then home), the market ticker adds "-" and the outcome's code ("…-HOU", "…-TIE"), and YES is the
// team in `yes_sub_title` ("Houston", "FLA Panthers", "Tie"). The series says what is traded:
// …GAME / …MATCH a winner, …SPREAD "<team> wins by over 5.5", …TOTAL "Over 220.5 points".
import type { KalshiMarketMessage } from '../../../core/market-data.ts';
import { sportOf } from './aliases.ts';
import { dayOfKalshiDate, type GameContract, type GameKind, type Pays, type Participant } from './model.ts';
import { foldName } from './names.ts';
import { makeParticipant, matchupNames, whichParticipant } from './participants.ts';

const SERIES = /^KX([A-Z0-9]+?)(GAME|MATCH|FIGHT|SPREAD|TOTAL)$/;
const EVENT_REST = /^(\d{2})([A-Z]{3})(\d{2})(?:\d{4})?([A-Z][A-Z0-9]*)$/;

const KINDS: Record<string, GameKind> = {
  GAME: 'winner',
  MATCH: 'winner',
  FIGHT: 'winner',
  SPREAD: 'spread',
  TOTAL: 'total',
};

/** Split "HOUSAC" into the two teams' codes, the way that fits the names (or the YES code). */
function splitCodes(
  codes: string,
  yes: string,
  names: [string, string] | null,
  league: string | null,
): [string, string] | null {
  const options: [string, string][] = [];
  for (let k = 2; k <= codes.length - 2; k++) options.push([codes.slice(0, k), codes.slice(k)]);
  const byYes = options.filter(([a, b]) => a === yes || b === yes);
  if (byYes.length === 1) return byYes[0]!;
  if (names) {
    const fit = options.filter(([a, b]) => {
      const pa = makeParticipant(league, [names[0]], [a]);
      const pb = makeParticipant(league, [names[1]], [b]);
      return whichParticipant(league, [pa, pb], names[0]) === 0 && pa.team !== null && pb.team !== null;
    });
    if (fit.length === 1) return fit[0]!;
  }
  return codes.length === 6 ? [codes.slice(0, 3), codes.slice(3)] : null;
}

/** The contract of a Kalshi game market; null when the market is not one. */
export function kalshiContract(m: KalshiMarketMessage): GameContract | null {
  const series = SERIES.exec(m.market.series_id);
  if (!series) return null;
  const league = series[1]!.toLowerCase();
  const kind = KINDS[series[2]!]!;
  const eventTicker = m.event.event_id;
  const rest = EVENT_REST.exec(eventTicker.slice(m.market.series_id.length + 1));
  if (!rest || !m.market.ticker.startsWith(`${eventTicker}-`)) return null;
  const day = dayOfKalshiDate(rest[1]!, rest[2]!, rest[3]!);
  if (day === null) return null;
  const suffix = m.market.ticker.slice(eventTicker.length + 1);
  const yesCode = /^[A-Z]+/.exec(suffix)?.[0] ?? '';
  const names = matchupNames(m.event.title) ?? matchupNames(m.market.question);
  const codes = splitCodes(rest[4]!, yesCode, names, league);
  const subject = m.market.outcome.trim();
  const participants: [Participant, Participant] = [0, 1].map((i) => {
    const own = names ? [names[i]!] : [];
    // A title without the matchup ("Tommy Paul wins"): the YES side's name is its sub-title.
    if (!names && codes && codes[i] === yesCode && subject) own.push(subject);
    return makeParticipant(league, own, codes ? [codes[i]!] : []);
  }) as [Participant, Participant];
  if (participants.some((p) => p.names.length === 0 && p.codes.length === 0)) return null;

  let pays: Pays = { unknown: true };
  let line: string | null = null;
  let favourite: 0 | 1 | null = null;
  const lineText = /(\d+(?:\.\d+)?)/.exec(subject)?.[1] ?? null;
  if (kind === 'winner') {
    if (/^(tie|draw)$/.test(foldName(subject)) || suffix === 'TIE') pays = { draw: true };
    else {
      const side = whichParticipant(league, participants, subject, yesCode);
      if (side !== null) pays = { team: side };
    }
  } else if (kind === 'spread') {
    const team = subject.replace(/\s+wins?\s+by.*$/i, '');
    const side = whichParticipant(league, participants, team, yesCode);
    if (side !== null && lineText && /\bover\b/i.test(subject)) {
      favourite = side;
      line = lineText;
      pays = { team: side };
    }
  } else if (/\b(over|under)\b/i.test(subject) && lineText) {
    line = lineText;
    pays = { over: /\bover\b/i.test(subject) };
  }
  return {
    venue: 'venue_b',
    league,
    sport: sportOf(league),
    day,
    participants,
    kind: kind === 'winner' && 'draw' in pays ? 'draw' : kind,
    period: 'game',
    line,
    favourite,
    pays,
    twoSided: false,
    detail: '',
  };
}
