// The port through which the engine asks a venue whether it would take an order, before anything
// is held: paper and live orders are refused by the same rules. Each venue implements it beside its
// signing code (venues/<venue>/order-rules.ts); start-up hands them to the order service.
import type { OrderType, Side, Units } from './trading.ts';

/** An order as drafted from a request: its kind, size and worst (or limit) price, and its market's rules. */
export interface RuledOrder {
  side: Side;
  type: OrderType;
  units: Units;
  price: string;
  shares: string | null;
  amount: string | null;
  tickSize: string;
  /** The market's minimum order size as its venue publishes it (shares or contracts); null when it names none. */
  minOrderSize: string | null;
  /** Swap slippage tolerance in basis points, where the venue takes one (venue_b); null: automatic. */
  slippageBps?: number | null;
  /** venue_b: the prediction-market slippage tolerance in basis points; null: automatic. */
  predictionSlippageBps?: number | null;
}

export interface VenueOrderRules {
  /** Why the venue would refuse the order, in its own words; null when it would take it. */
  refusal(order: RuledOrder): string | null;
}

/** A venue with no rules of its own beyond the service's (its orders are swaps sized by the service). */
export const NO_VENUE_ORDER_RULES: VenueOrderRules = { refusal: () => null };
