// The game contract of a Polymarket market, from its own fields. Sports markets carry the game in
// their slug: `{league}-{away}-{home}-{YYYY-MM-DD}` is the moneyline ("Rockets" / "Kings"), and a
// suffix names another market of the same game: a team code (soccer "Will Arsenal win?"),
// `draw`, `spread-home-3pt5`, `total-220pt5`, `1h-moneyline`, `1h-spread-…`, `1h-total-…`,
// `first-set-winner-…`, `set-2-winner-…`, `game1`/`map-1…`, or a player prop. The outcomes say what
// the left token pays on (a team, Over / Under, or Yes on the subject of the suffix).
import type { PolymarketMarketMessage } from '../../../core/market-data.ts';
import { sportOf } from './aliases.ts';
import { dayOf, slugNumber, type GameContract, type GameKind, type Pays, type Participant } from './model.ts';
import { codeFitsName, foldName } from './names.ts';
import { makeParticipant, matchupNames, whichParticipant } from './participants.ts';

const GAME_SLUG = /^([a-z][a-z0-9]*)-([a-z0-9]+)-([a-z0-9]+)-(\d{4})-(\d{2})-(\d{2})(?:-(.+))?$/;

interface Suffix {
  kind: GameKind;
  period: string;
  line: string | null;
  /** Spread: which slug side gives the points. */
  side: 'home' | 'away' | null;
  detail: string;
}

function readSuffix(suffix: string, codes: [string, string]): Suffix | 'team0' | 'team1' {
  if (suffix === codes[0]) return 'team0';
  if (suffix === codes[1]) return 'team1';
  const base = { line: null, side: null, detail: '' } as const;
  let period = 'game';
  let rest = suffix;
  const half = /^(1h|2h|q[1-4]|p[1-3])-(.+)$/.exec(rest);
  if (half) [period, rest] = [half[1]!, half[2]!];
  if (rest === 'draw') return { ...base, kind: 'draw', period };
  if (rest === 'moneyline') return { ...base, kind: 'winner', period };
  const spread = /^spread-(home|away)-(\d+(?:pt\d+)?)$/.exec(rest);
  if (spread)
    return {
      kind: 'spread',
      period,
      line: slugNumber(spread[2]!),
      side: spread[1] as 'home' | 'away',
      detail: '',
    };
  const total = /^total-(\d+(?:pt\d+)?)$/.exec(rest);
  if (total) return { ...base, kind: 'total', period, line: slugNumber(total[1]!) };
  const set = /^(?:first-set|set-(\d+))-winner\b/.exec(rest);
  if (set) return { ...base, kind: 'winner', period: `set${set[1] ?? '1'}` };
  const map = /^(?:game|map)-?(\d+)\b/.exec(rest);
  if (map) return { ...base, kind: 'winner', period: `map${map[1]}` };
  return { ...base, kind: 'other', period, detail: suffix };
}

/** A name is the team of a slug code: by the league's table, else by the code starting the name. */
function fitsCode(league: string, name: string, code: string): boolean {
  const byName = makeParticipant(league, [name], []).team;
  const byCode = makeParticipant(league, [], [code]).team;
  if (byName && byCode) return byName === byCode;
  return codeFitsName(code, name);
}

/**
 * The game slug and the market's suffix: the event's slug when it is a game slug (the market's
 * own slug then adds the suffix, or is something else: no suffix), else the market's own.
 */
function gameSlug(m: PolymarketMarketMessage): { slug: RegExpExecArray; suffix: string } | null {
  const event = GAME_SLUG.exec(m.event.slug);
  if (event && !event[7]) {
    const own = m.market.slug.startsWith(`${m.event.slug}-`)
      ? m.market.slug.slice(m.event.slug.length + 1)
      : '';
    return { slug: event, suffix: own };
  }
  const market = GAME_SLUG.exec(m.market.slug);
  return market ? { slug: market, suffix: market[7] ?? '' } : null;
}

const isYesNo = (m: PolymarketMarketMessage) =>
  /^yes$/i.test(m.market.left_outcome.trim()) && /^no$/i.test(m.market.right_outcome.trim());

/** The contract of a Polymarket game market; null when the market is not one. */
export function polymarketContract(m: PolymarketMarketMessage): GameContract | null {
  const game = gameSlug(m);
  if (!game) return null;
  const { slug, suffix } = game;
  const league = slug[1]!;
  const day = dayOf(Number(slug[4]), Number(slug[5]), Number(slug[6]));
  if (day === null) return null;
  const codes: [string, string] = [slug[2]!, slug[3]!];
  let names = matchupNames(m.event.title) ?? matchupNames(m.market.question);
  // Titles list the teams in slug order; when the names fit the codes the other way round, swap.
  if (
    names &&
    fitsCode(league, names[1], codes[0]) &&
    fitsCode(league, names[0], codes[1]) &&
    !fitsCode(league, names[0], codes[0])
  )
    names = [names[1], names[0]];
  const participants = [0, 1].map((i) => makeParticipant(league, names ? [names[i]!] : [], [codes[i]!])) as [
    Participant,
    Participant,
  ];

  const read = suffix
    ? readSuffix(suffix, codes)
    : ({ kind: 'winner', period: 'game', line: null, side: null, detail: '' } as Suffix);
  const left = m.market.left_outcome.trim();
  let pays: Pays = { unknown: true };
  let twoSided = false;
  let kind: GameKind;
  let period = 'game';
  let line: string | null = null;
  let favourite: 0 | 1 | null = null;
  let detail = '';
  // A one-word suffix that is neither a code nor a known market: a team's name ("-arsenal").
  const team =
    read === 'team0' || read === 'team1'
      ? read
      : read.kind === 'other' && /^[a-z]+$/.test(suffix)
        ? whichParticipant(league, participants, '', suffix)
        : null;
  if (team !== null) {
    kind = 'winner';
    if (isYesNo(m)) pays = { team: team === 'team0' || team === 0 ? 0 : 1 };
  } else if (typeof read === 'string') {
    return null;
  } else {
    ({ kind, period, line, detail } = read);
    if (read.side) favourite = read.side === 'away' ? 0 : 1;
    if (kind === 'draw') {
      if (isYesNo(m)) pays = { draw: true };
    } else if (kind === 'total') {
      if (/^(over|under)$/i.test(left)) [pays, twoSided] = [{ over: /^over$/i.test(left) }, true];
    } else if (kind === 'winner' || kind === 'spread') {
      if (!isYesNo(m)) {
        const side = whichParticipant(league, participants, left);
        if (side !== null) [pays, twoSided] = [{ team: side }, true];
      } else if (kind === 'winner' && !suffix) {
        // A Yes/No market of the game without a suffix: its subject is its group title, or the
        // name after "Will" ("Will Arsenal FC win on 2026-03-01?").
        const named = m.market.outcome || (/^will (.+?) win/i.exec(m.market.question)?.[1] ?? '');
        const side = named ? whichParticipant(league, participants, named) : null;
        if (side !== null) pays = { team: side };
      }
      // "Will X vs. Y end in a draw?" published without a draw suffix.
      if (isYesNo(m) && /\bdraw\b/.test(foldName(m.market.question))) [kind, pays] = ['draw', { draw: true }];
    }
  }
  return {
    venue: 'venue_a',
    league,
    sport: sportOf(league),
    day,
    participants,
    kind,
    period,
    line,
    favourite,
    pays,
    twoSided,
    detail,
  };
}
