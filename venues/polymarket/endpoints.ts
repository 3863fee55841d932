// Polymarket's public endpoints (docs.polymarket.com: market-data overview, CLOB OpenAPI, market
// channel AsyncAPI). None of the market-data routes needs credentials.

/** Gamma: events, markets, tags, search (catalog and discovery). */
export const GAMMA_API_URL = 'https://gamma-api.polymarket.com';
/** CLOB: markets with token ids and tick sizes, order books, prices. */
export const CLOB_API_URL = 'https://clob.polymarket.com';
/** CLOB market channel: book, price_change, last_trade_price, tick_size_change per asset id. */
export const CLOB_WS_MARKET_URL = 'wss://ws-subscriptions-clob.polymarket.com/ws/market';

export const gammaPaths = {
  /** Paged list of events with their nested markets (`limit`, `offset`, `active`, `closed`). */
  events: '/events',
  event: (id: string | number) => `/events/${encodeURIComponent(String(id))}`,
  eventBySlug: (slug: string) => `/events/slug/${encodeURIComponent(slug)}`,
  markets: '/markets',
  market: (id: string | number) => `/markets/${encodeURIComponent(String(id))}`,
  marketBySlug: (slug: string) => `/markets/slug/${encodeURIComponent(slug)}`,
  tags: '/tags',
  search: '/public-search',
} as const;

export const clobPaths = {
  /** Cursor-paged: `{data, next_cursor, limit, count}`; the last page's next_cursor is "LTE=". */
  markets: '/markets',
  market: (conditionId: string) => `/markets/${encodeURIComponent(conditionId)}`,
  /** `?token_id=` → one book summary. */
  book: '/book',
  /** POST `[{token_id}]` → many book summaries. */
  books: '/books',
  midpoint: '/midpoint',
  pricesHistory: '/prices-history',
} as const;

/** First message on the market channel: the asset (token) ids to stream. */
export function marketChannelSubscription(assetIds: readonly string[]): {
  type: 'market';
  assets_ids: string[];
} {
  return { type: 'market', assets_ids: [...assetIds] };
}
