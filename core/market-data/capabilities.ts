// What a venue can do, CCXT style: callers check a capability instead of knowing the venue.
import type { Venue } from './schemas.ts';

export interface VenueCapabilities {
  venue: Venue;
  /** Chain id of the venue's tokens (spec 2.13): POL for venue_a, SOL for venue_b. */
  chain: 'POL' | 'SOL';
  /** Human name, for logs. */
  name: string;
  has: {
    fetchEvents: boolean;
    fetchMarkets: boolean;
    fetchOrderBook: boolean;
    /** A streaming order book (snapshots plus incremental deltas). */
    watchOrderBook: boolean;
    watchTrades: boolean;
    fetchOHLCV: boolean;
    createOrder: boolean;
  };
  /** How the venue's raw book arrives: both sides per token, or bids only per outcome. */
  rawBookSides: 'bids_and_asks' | 'bids_only';
  /** Where the outcome token ids come from. */
  tokenIds: string;
}
