// Wire forms of the routing routes: the pair and outcome, each venue's side (its book's age, its fee
// parameters, why it takes no order now), the composite book, the routed quote and the routed order.
import type { Static } from '@sinclair/typebox';
import { sideOf, type CompositeBook } from '../../engine/routing/composite-book.ts';
import type { RoutedOrderView } from '../../engine/routing/routed-orders.ts';
import type { RoutedOutcome, RoutedPair } from '../../engine/routing/routing.ts';
import type { RoutePlan } from '../../engine/routing/route-plan.ts';
import type { VenueBook } from '../../engine/routing/venue-book.ts';
import { presentOrder } from '../shared/presenters/order.ts';
import type { CompositeBookOut, RoutedOrderOut, RoutedQuoteOut } from './schemas.ts';

function pairOf(routed: RoutedPair, outcome: RoutedOutcome) {
  const [, venueA] = routed.pair.venue_a.split(/:(.*)/s);
  const [, venueB] = routed.pair.venue_b.split(/:(.*)/s);
  return {
    venue_a_market_id: venueA!,
    venue_b_market_id: venueB!,
    outcome,
    // routablePair let only these through.
    verdict: routed.pair.verdict as 'same_contract' | 'same_contract_inverted',
    alignment: routed.pair.alignment,
    tokens: { venue_a: routed.tokens.venue_a, venue_b: routed.tokens.venue_b },
  };
}

export function presentCompositeBook(
  routed: RoutedPair & { book: CompositeBook },
  outcome: RoutedOutcome,
): Static<typeof CompositeBookOut> {
  return { ...pairOf(routed, outcome), ...routed.book };
}

export function presentRoutedQuote(
  routed: RoutedPair & { plan: RoutePlan; sides: VenueBook[] },
  outcome: RoutedOutcome,
  now: number,
): Static<typeof RoutedQuoteOut> {
  return { ...pairOf(routed, outcome), ...routed.plan, sides: routed.sides.map((v) => sideOf(v, now)) };
}

export function presentRoutedOrder(v: RoutedOrderView): Static<typeof RoutedOrderOut> {
  const r = v.row;
  return {
    order_id: r.routed_order_id,
    wallet_id: r.wallet_id,
    venue_a_market_id: r.venue_a_market_id,
    venue_b_market_id: r.venue_b_market_id,
    outcome: r.outcome,
    verdict: r.verdict,
    alignment: r.alignment,
    tokens: { venue_a: r.token_a, venue_b: r.token_b },
    side: r.side,
    units: r.units,
    amount: r.amount,
    limit_price: r.limit_price,
    status: v.status,
    filled_shares: v.filled_shares,
    legs: v.legs.map((l) => ({
      venue: l.venue,
      planned: l.planned,
      order: l.order && presentOrder(l.order),
      error: l.error,
    })),
    created_at: r.created_at.toISOString(),
  };
}
