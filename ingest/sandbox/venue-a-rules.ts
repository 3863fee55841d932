// Resolution rules for the venue_a sandbox: Polymarket-style texts written by the team for the
// recorded markets the sandbox carries forward that a sandbox venue_b market is written to be the
// same contract as (ingest/sandbox/kalshi/contracts.ts), so that the same-contract verdict has
// both venues' terms to read. The recorded dataset publishes no rules for any market, and the
// sandbox invents none for the others: their description stays the recording's (empty), and their
// verdicts read `unreadable` as the recorded ones do. A sandbox notice is never put where rules
// belong (the verdict would take it for them). Each text says it is the sandbox's, not Polymarket's.
// Never copied from Polymarket: written from the market's question and its venue_b twin's terms.

const NOTICE =
  'Sandbox: these rules were written for the simulation by the project team, not published by the venue, and prices after the recorded day are simulated (docs/sandbox.md).';

/** By the recorded market's slug. */
const RULES: Readonly<Record<string, string>> = {
  // The twin of SBXFEDCUTY-26 (same contract).
  'cbpac-usfed-2026-cut':
    'This market will resolve to "Yes" if the Federal Reserve lowers the upper bound of the federal funds target range at any time in 2026, at a scheduled FOMC meeting or between meetings, as announced by the Federal Reserve (federalreserve.gov). Otherwise, this market will resolve to "No".',
};

/** The sandbox's resolution rules of a recorded venue_a market, with the notice; undefined: none written. */
export function sandboxRulesOf(slug: string): string | undefined {
  const rules = RULES[slug];
  return rules === undefined ? undefined : `${rules}\n\n${NOTICE}`;
}
