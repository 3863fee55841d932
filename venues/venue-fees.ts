// Each venue's fee rules behind the port in core/fees.ts, handed to the order service at start-up
// (bin/roles.ts): paper fills are charged what the venue would charge the same fill.
import type { VenueFees } from '../core/fees.ts';
import type { Venue } from '../core/market-data.ts';
import { kalshiVenueFees } from './kalshi/fees.ts';
import { polymarketVenueFees } from './polymarket/fees.ts';

export const venueFees: Readonly<Record<Venue, VenueFees>> = { venue_a: polymarketVenueFees, venue_b: kalshiVenueFees };
