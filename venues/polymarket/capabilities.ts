import type { VenueCapabilities } from '../../core/market-data.ts';

export const polymarketCapabilities: VenueCapabilities = {
  venue: 'venue_a',
  chain: 'POL',
  name: 'Polymarket',
  has: {
    fetchEvents: true,
    fetchMarkets: true,
    fetchOrderBook: true,
    watchOrderBook: true,
    watchTrades: true,
    fetchOHLCV: false,
    createOrder: true,
  },
  rawBookSides: 'bids_and_asks',
  tokenIds:
    'CLOB token ids (ERC-1155 position ids on Polygon), decimal digits, from Gamma clobTokenIds or CLOB tokens[]',
};
