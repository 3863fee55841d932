// Whether a Polymarket (a) and a Kalshi (b) game contract are one contract, and which of a's
// outcomes pays with b's YES. Everything must agree: sport, the two teams (as a one-to-one
// mapping), the day, kind, period, line and, for spreads, the team giving the points. Kalshi's
// YES subject must be a's left subject (`same`), or a's right one when a's two outcomes are the
// two sides of a game that cannot be drawn (`inverted`). "Will A win?" never pairs with the
// market whose YES is B; a draw pairs only with a draw (Kalshi "Tie" = Polymarket "draw").
import type { Alignment } from '../alignment.ts';
import type { GameContract } from './model.ts';
import { sameParticipant } from './participants.ts';

export interface ContractMatch {
  similarity: number;
  alignment: Alignment;
  reasons: string[];
}

/**
 * Sports where the same two sides never meet on neighbouring days, so the venues' day conventions
 * (US date, UTC date, Polymarket's tennis slugs a day late) may differ by one: tennis, MMA,
 * soccer. Not the leagues that play series on consecutive days (NBA, NHL, MLB back-to-backs).
 */
const DAY_TOLERANT = new Set(['tennis', 'mma', 'soccer']);
/** The similarity of a pair whose dates differ by the tolerated day. */
export const NEXT_DAY_SIMILARITY = 0.95;

function teamMapping(a: GameContract, b: GameContract): ((i: 0 | 1) => 0 | 1) | null {
  const [a0, a1] = a.participants;
  const [b0, b1] = b.participants;
  const straight = sameParticipant(a0, b0) && sameParticipant(a1, b1);
  const crossed = sameParticipant(a0, b1) && sameParticipant(a1, b0);
  if (straight === crossed) return null;
  return straight ? (i) => i : (i) => (i === 0 ? 1 : 0);
}

function align(a: GameContract, b: GameContract, toA: (i: 0 | 1) => 0 | 1): Alignment | null {
  const pa = a.pays;
  const pb = b.pays;
  if ('team' in pa && 'team' in pb) {
    if (toA(pb.team) === pa.team) return 'same';
    return a.twoSided && a.sport !== 'soccer' ? 'inverted' : null;
  }
  if ('draw' in pa && 'draw' in pb) return 'same';
  if ('over' in pa && 'over' in pb) return pa.over === pb.over ? 'same' : a.twoSided ? 'inverted' : null;
  return null;
}

export function matchContracts(a: GameContract, b: GameContract): ContractMatch | null {
  if (a.sport && b.sport && a.sport !== b.sport) return null;
  const gap = Math.abs(a.day - b.day);
  if (gap > (DAY_TOLERANT.has(a.sport ?? b.sport ?? '') ? 1 : 0)) return null;
  if (a.kind === 'other' || b.kind === 'other' || a.kind !== b.kind) return null;
  if (a.period !== b.period || a.line !== b.line || a.detail !== b.detail) return null;
  const toA = teamMapping(a, b);
  if (!toA) return null;
  if (
    a.kind === 'spread' &&
    (a.favourite === null || b.favourite === null || toA(b.favourite) !== a.favourite)
  )
    return null;
  const alignment = align(a, b, toA);
  if (!alignment) return null;
  return {
    similarity: gap === 0 ? 1 : NEXT_DAY_SIMILARITY,
    alignment,
    reasons: gap === 0 ? ['contract'] : ['contract', 'next-day'],
  };
}
