// Whether a reported pair's two YES subjects differ, read by the contract readers: for game
// markets the team (or draw, or over / under) each side's paying outcome is about, after the
// pair's alignment; for propositions the subject and strike. Pairs where either side reads as
// neither are not judged (null).
import type { MarketMessage } from '../../core/market-data.ts';
import type { SimilarPair } from '../../engine/similarity/index.ts';
import { contractOf, propositionOf, type GameContract } from '../../engine/similarity/contract/index.ts';
import { sameParticipant } from '../../engine/similarity/contract/participants.ts';
import { propositionKey } from '../../engine/similarity/contract/proposition.ts';

function gameSubject(
  c: GameContract,
  inverted: boolean,
): string | { team: GameContract['participants'][0] } | null {
  const p = c.pays;
  if ('team' in p) return { team: c.participants[inverted ? (p.team === 0 ? 1 : 0) : p.team] };
  if ('draw' in p) return inverted ? null : 'draw';
  if ('over' in p) return p.over !== inverted ? 'over' : 'under';
  return null;
}

export function subjectsDiffer(pair: SimilarPair, a: MarketMessage, b: MarketMessage): boolean | null {
  const [ga, gb] = [contractOf(a), contractOf(b)];
  if (ga && gb) {
    const sa = gameSubject(ga, pair.alignment === 'inverted');
    const sb = gameSubject(gb, false);
    if (sa === null || sb === null) return null;
    if (typeof sa === 'string' || typeof sb === 'string') return sa !== sb;
    return !sameParticipant(sa.team, sb.team);
  }
  const [pa, pb] = [propositionOf(a), propositionOf(b)];
  if (pa && pb) return propositionKey(pa) !== propositionKey(pb);
  return null;
}
