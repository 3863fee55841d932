// The two sides of a game as a venue writes them, and whether two venues' sides are one team.
import { clubId, sportOf, usTeamId } from './aliases.ts';
import type { Participant } from './model.ts';
import { codeFitsName, foldName, nameWords, sameName } from './names.ts';

/**
 * The two names of a head-to-head title: "Houston at Sacramento", "Rockets vs. Kings",
 * "Cincinnati Open: Tommy Paul vs Flavio Cobolli", "Will Frances Tiafoe win the Tiafoe vs
 * Auger-Aliassime: Round Of 16 match?", "Arsenal vs Chelsea Winner?". Null when none.
 */
export function matchupNames(text: string): [string, string] | null {
  let t = text.replace(/^will .+? (?:win|beat) the /i, '');
  t = t.replace(/\s*\((?:BO\d|[^)]*\d{1,2}(?:st|nd|rd|th)?)\)/gi, ' ');
  const parts = t.split(/:\s+/);
  // The part that holds the matchup: a league or tournament prefix comes before it, a round after.
  const part = parts.find((p) => /\s(?:vs\.?|v\.?|at|@)\s/i.test(p));
  if (!part) return null;
  const m = /^(.+?)\s+(?:vs\.?|v\.?|at|@)\s+(.+?)(?:\s+(?:winner|match|game)\b.*|\s+-\s+.*|\?)?\s*$/i.exec(
    part.trim(),
  );
  if (!m) return null;
  const a = m[1]!.trim();
  const b = m[2]!.replace(/\?$/, '').trim();
  return a && b ? [a, b] : null;
}

export function makeParticipant(league: string | null, names: string[], codes: string[]): Participant {
  const sport = sportOf(league);
  const cleanNames = names.map((n) => n.trim()).filter(Boolean);
  const cleanCodes = codes.map((c) => c.toLowerCase()).filter(Boolean);
  let team: string | null = null;
  for (const c of cleanCodes) team ??= usTeamId(league, c, true);
  for (const n of cleanNames) team ??= usTeamId(league, n);
  if (!team && (sport === 'soccer' || sport === null)) {
    for (const n of cleanNames) team ??= clubId(n);
  }
  return { codes: cleanCodes, names: cleanNames, team };
}

/** Two venues' participants are one team or player. */
export function sameParticipant(p: Participant, q: Participant): boolean {
  if (p.team && q.team && p.team.startsWith('club:') === q.team.startsWith('club:')) return p.team === q.team;
  if (p.names.some((n) => q.names.some((m) => sameName(n, m)))) return true;
  if (p.codes.some((c) => c.length >= 2 && q.codes.includes(c))) return true;
  const fits = (x: Participant, y: Participant) =>
    x.codes.some(
      (c) =>
        y.names.some((n) => codeFitsName(c, n)) ||
        y.codes.some((d) => d.length >= 3 && c.length >= 3 && (d.startsWith(c) || c.startsWith(d))),
    );
  return fits(p, q) || fits(q, p);
}

/** Which of two participants a name or code stands for: 0, 1, or null when neither or both. */
export function whichParticipant(
  league: string | null,
  ps: readonly [Participant, Participant],
  name: string,
  code?: string,
): 0 | 1 | null {
  const probe = makeParticipant(league, name ? [name] : [], code ? [code] : []);
  const hit = ps.map((p) => {
    if (code && p.codes.includes(code.toLowerCase())) return 2;
    return sameParticipant(p, probe) ? 1 : 0;
  });
  if (hit[0]! > hit[1]!) return 0;
  if (hit[1]! > hit[0]!) return 1;
  return null;
}

/** Words both venues' spellings of a team share, for blocking: its id, code and name prefixes. */
export function blockTokens(p: Participant): string[] {
  const out = new Set<string>();
  if (p.team) out.add(p.team);
  for (const c of p.codes) if (c.length >= 3) out.add(c.slice(0, 3));
  for (const n of p.names) for (const w of nameWords(n)) if (w.length >= 3) out.add(w.slice(0, 3));
  if (out.size === 0) for (const n of p.names) out.add(foldName(n));
  return [...out];
}
