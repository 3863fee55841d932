// Each venue's order rules behind the port in core/venue-order-rules.ts, handed to the order
// service at start-up (bin/roles.ts): paper orders are refused where the venue would refuse them.
import type { Venue } from '../core/market-data.ts';
import type { VenueOrderRules } from '../core/venue-order-rules.ts';
import { kalshiOrderRules } from './kalshi/order-rules.ts';
import { polymarketOrderRules } from './polymarket/order-rules.ts';

export const venueOrderRules: Readonly<Record<Venue, VenueOrderRules>> = { venue_a: polymarketOrderRules, venue_b: kalshiOrderRules };
