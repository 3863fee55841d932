// Whether two similar markets are one contract, read from the resolution terms their venues publish
// (terms.ts), with the clause that decided it:
//
//   same_contract           every clause both state agrees, and enough is stated to say so;
//   same_contract_inverted  the same, with venue_a's left outcome paying on venue_b's NO;
//   different_contract      a clause both state differs: settlement source, what settles an
//                           election, the office or competition, jurisdiction, cycle or season,
//                           party against candidate, threshold or its direction, bucket against
//                           cumulative bound, unit, deadline or its zone;
//   unreadable              not enough is published to say (rules missing or a template, outcomes
//                           that cannot be mapped, a threshold or deadline stated on one side only).
//
// It fails closed: only the first two allow an arbitrage figure. A structured contract (a game's
// teams, day, kind and line; a crypto or economics series' moment and strike) is itself published
// terms and stands in for rules text; an election or championship needs both venues' rules, since
// who "wins" is settled by a call, a certification or a swearing-in, and awards by tie-breaks.
import type { Alignment } from '../alignment.ts';
import type { PropositionKind } from './proposition.ts';
import { raceClash } from './race.ts';
import { deadlineText, sameDeadline, thresholdText, type ResolutionTerms, type Threshold } from './terms.ts';

export type Verdict = 'same_contract' | 'same_contract_inverted' | 'different_contract' | 'unreadable';

export interface ContractVerdict {
  verdict: Verdict;
  /** The clause that decided it, in words ("threshold: venue_a ≥ 58, venue_b between 58 and 58.9"). */
  reason: string;
}

export interface VerdictSide {
  terms: ResolutionTerms;
  /** 'game': a sports-game contract; a proposition's kind; null: matched on text. */
  structure: 'game' | PropositionKind | null;
}

/** Structures whose contract already compares the threshold and the moment. */
const STRUCTURED_TERMS = new Set(['game', 'crypto', 'economic']);

const SETTLES: Record<NonNullable<ResolutionTerms['settlesOn']>, string> = {
  call: 'the race call',
  certification: 'certification',
  inauguration: 'the swearing-in',
};

/** Where each venue publishes the rules an election or a championship is read from. */
const RULES_FIELDS = {
  venue_a: "Polymarket's description and resolutionSource",
  venue_b: "Kalshi's rules_primary and rules_secondary",
} as const;
const DECIDED_BY = {
  election: 'who wins is settled by a race call, a certification or a swearing-in, which only the rules say',
  championship: 'who wins is settled by the competition and its tie-breaks, which only the rules say',
} as const;

/** The complement of a one-sided threshold (NO of "> x" is "≤ x"); null for a bucket or a value. */
export function complementOf(t: Threshold): Threshold | null {
  if (t.kind === 'above') return { kind: 'below', lo: null, hi: t.lo, inclusive: !t.inclusive, unit: t.unit };
  if (t.kind === 'below') return { kind: 'above', lo: t.hi, hi: null, inclusive: !t.inclusive, unit: t.unit };
  return null;
}

function thresholdClash(a: Threshold, b: Threshold, alignment: Alignment): string | null {
  if (a.unit && b.unit && a.unit !== b.unit)
    return `unit: venue_a ${thresholdText(a)}, venue_b ${thresholdText(b)}`;
  const target = alignment === 'inverted' ? complementOf(b) : b;
  const shown = `venue_a ${thresholdText(a)}, venue_b ${thresholdText(b)}${alignment === 'inverted' ? ' (NO side)' : ''}`;
  if (!target) return `threshold: ${shown} (a bucket's NO is no bucket)`;
  if (a.kind !== target.kind) {
    const bucket =
      a.kind === 'between' || target.kind === 'between' || a.kind === 'exactly' || target.kind === 'exactly';
    return `threshold: ${shown}${bucket ? ' (an exclusive bucket against a cumulative bound)' : ' (opposite directions)'}`;
  }
  if (a.lo !== target.lo || a.hi !== target.hi) return `threshold: ${shown}`;
  if (a.inclusive !== target.inclusive) return `threshold: ${shown} (the bound itself pays on one side only)`;
  return null;
}

/** A clause both sides state that differs, or null. */
function clash(a: VerdictSide, b: VerdictSide, alignment: Alignment): string | null {
  const ta = a.terms;
  const tb = b.terms;
  // A game's final score is one fact whichever site reports it (the league's or a data feed's);
  // a weather station, a price index or a vote count is not.
  const game = a.structure === 'game' && b.structure === 'game';
  if (
    !game &&
    ta.rules &&
    tb.rules &&
    ta.sources.length > 0 &&
    tb.sources.length > 0 &&
    !ta.sources.some((s) => tb.sources.includes(s))
  )
    return `settlement source: venue_a ${ta.sources.join(', ')}, venue_b ${tb.sources.join(', ')}`;
  if (ta.settlesOn && tb.settlesOn && ta.settlesOn !== tb.settlesOn)
    return `settles on: venue_a ${SETTLES[ta.settlesOn]}, venue_b ${SETTLES[tb.settlesOn]}`;
  const structured = STRUCTURED_TERMS.has(a.structure ?? '') && a.structure === b.structure;
  if (structured) return null;
  // Office or competition, where, cycle or season, party or candidate (race.ts).
  const race = ta.race && tb.race ? raceClash(ta.race, tb.race) : null;
  if (race) return race;
  if (ta.threshold && tb.threshold) {
    const why = thresholdClash(ta.threshold, tb.threshold, alignment);
    if (why) return why;
  }
  if (ta.deadline && tb.deadline && !sameDeadline(ta.deadline, tb.deadline)) {
    const zones =
      ta.deadline.zone !== tb.deadline.zone && (ta.deadline.zone || tb.deadline.zone)
        ? ' (another time zone)'
        : '';
    return `deadline: venue_a ${deadlineText(ta.deadline)}, venue_b ${deadlineText(tb.deadline)}${zones}`;
  }
  return null;
}

const agreed = (alignment: Alignment, reason: string): ContractVerdict => ({
  verdict: alignment === 'same' ? 'same_contract' : 'same_contract_inverted',
  reason: alignment === 'same' ? reason : `${reason}; venue_a's left outcome pays with venue_b's NO`,
});

export function verdictOf(
  a: VerdictSide,
  b: VerdictSide,
  alignment: Alignment,
  alignmentKnown: boolean,
): ContractVerdict {
  const differs = clash(a, b, alignment);
  if (differs) return { verdict: 'different_contract', reason: differs };
  if (!alignmentKnown)
    return { verdict: 'unreadable', reason: "which venue_a outcome pays with venue_b's YES cannot be read" };
  const structure = a.structure === b.structure ? a.structure : null;
  if (structure === 'game')
    return agreed(alignment, 'game contract agrees (sport, teams, day, kind, period, line)');
  if (structure === 'crypto' || structure === 'economic')
    return agreed(
      alignment,
      `${structure} contract agrees (series, moment, strike, direction and whether the strike itself pays)`,
    );
  for (const [venue, t] of [
    ['venue_a', a.terms],
    ['venue_b', b.terms],
  ] as const)
    if (!t.rules)
      return {
        verdict: 'unreadable',
        reason:
          structure === 'election' || structure === 'championship'
            ? `${structure}: ${venue} ${t.missing ?? 'rules unreadable'} (${RULES_FIELDS[venue]}); ${DECIDED_BY[structure]}`
            : `${venue} ${t.missing ?? 'rules unreadable'}`,
      };
  if (structure === 'election' || structure === 'championship') {
    if (structure === 'election' && (!a.terms.settlesOn || !b.terms.settlesOn))
      return {
        verdict: 'unreadable',
        reason: `election: ${a.terms.settlesOn ? 'venue_b' : 'venue_a'} does not say whether the race call, certification or the swearing-in settles it`,
      };
    return agreed(alignment, `${structure} contract agrees and no rule clause differs`);
  }
  // Matched on text: the rules must state the same threshold (or none) and the same deadline.
  const ta = a.terms;
  const tb = b.terms;
  if (!!ta.threshold !== !!tb.threshold)
    return {
      verdict: 'unreadable',
      reason: `threshold stated by ${ta.threshold ? 'venue_a' : 'venue_b'} only`,
    };
  if (!ta.deadline || !tb.deadline)
    return {
      verdict: 'unreadable',
      reason: `deadline not stated by ${!ta.deadline && !tb.deadline ? 'either venue' : !ta.deadline ? 'venue_a' : 'venue_b'}`,
    };
  const parts = [
    ta.threshold ? `threshold ${thresholdText(ta.threshold)}` : null,
    `deadline ${deadlineText(ta.deadline)}`,
  ];
  return agreed(
    alignment,
    `rules agree: ${parts.filter(Boolean).join(', ')}${ta.sources.length ? `, source ${ta.sources.join(', ')}` : ''}`,
  );
}
