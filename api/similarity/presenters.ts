// Wire forms of the similarity routes: a similar event, and a cross-venue pair with both sides in
// the listing form (similarities rounded to 4 places).
import type { Static } from '@sinclair/typebox';
import type { Venue } from '../../core/market-data.ts';
import type { CatalogEvent } from '../../engine/market-queries/catalog-model.ts';
import type { CatalogSnapshot } from '../../engine/market-queries/catalog-snapshot.ts';
import type { CurrentPair } from '../../engine/similarity/similarity-queries.ts';
import { entrySource, presentEvent, presentMarkets } from '../shared/presenters/market.ts';
import type { EventOut, MarketOut } from '../shared/schemas/market.ts';
import type { SimilarPairOut } from './schemas.ts';

/** One venue's side of a pair (SimilarPairOut's venue_a / venue_b, whichever venue it is). */
type PairSide = { event: EventOut; market: MarketOut };
/** SimilarPairOut, its sides typed per either venue. */
type PairOut = Omit<Static<typeof SimilarPairOut>, 'venue_a' | 'venue_b'> & {
  venue_a: PairSide;
  venue_b: PairSide;
};

export function presentSimilarEvent(
  e: CatalogEvent,
  similarity: number,
): { venue: Venue; event: EventOut; similarity: number } {
  return { venue: e.venue, event: presentEvent(e), similarity: round(similarity) };
}

function side(snapshot: CatalogSnapshot, key: string): PairSide | undefined {
  const [venue, ...id] = key.split(':');
  const found = snapshot.market(venue as Venue, id.join(':'));
  if (!found) return undefined;
  return { event: presentEvent(found.event), market: presentMarkets(found.event, [found.market])[0]! };
}

export function presentPair(snapshot: CatalogSnapshot, pair: CurrentPair): PairOut | undefined {
  const a = side(snapshot, pair.venue_a);
  const b = side(snapshot, pair.venue_b);
  if (!a || !b) return undefined; // not in this catalog version yet
  return {
    venue_a: a,
    venue_b: b,
    similarity: round(pair.similarity),
    arbitrage: pair.arbitrage,
    // Which venue_a outcome pays with venue_b's YES and which with its NO.
    alignment: pair.alignment,
    outcomes: pair.outcomes,
    // Extra (not in the spec): one contract by the venues' resolution terms, and the deciding clause.
    verdict: pair.verdict ?? 'unreadable',
    verdict_reason: pair.verdict_reason ?? 'written before verdicts existed',
    // Extra (not in the spec): how much of the arbitrage the books hold.
    arbitrage_depth: pair.arbitrage_depth ?? null,
    // Extra (not in the spec): the pair's source, the less real of its two markets' (sandbox when either is simulated).
    data_source: entrySource([a.market.data_source, b.market.data_source]),
  };
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}
