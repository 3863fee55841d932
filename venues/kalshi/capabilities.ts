import type { VenueCapabilities } from '../../core/market-data.ts';

export const kalshiCapabilities: VenueCapabilities = {
  venue: 'venue_b',
  chain: 'SOL',
  name: 'Kalshi via DFlow',
  has: {
    fetchEvents: true,
    fetchMarkets: true,
    fetchOrderBook: true,
    // Kalshi streams books over an authenticated WebSocket; without credentials, poll REST.
    watchOrderBook: false,
    watchTrades: false,
    fetchOHLCV: true,
    // Orders go through DFlow's Trade API as Solana transactions (outcome-token swaps).
    createOrder: true,
  },
  rawBookSides: 'bids_only',
  tokenIds: 'DFlow YES/NO SPL mints (base58) when known, else "<ticker>:yes" / "<ticker>:no"',
};
