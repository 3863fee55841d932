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
  /** Keyset-paged events (`limit`, `after_cursor`, `closed`) → `{events, next_cursor}`; replaces the offset listing. */
  eventsKeyset: '/events/keyset',
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
  /** A market's trading parameters in short keys (clob-client-v2 getClobMarketInfo): tick, neg risk, fees `fd`. */
  clobMarket: (conditionId: string) => `/clob-markets/${encodeURIComponent(conditionId)}`,
  /** `?token_id=` → one book summary. */
  book: '/book',
  /** POST `[{token_id}]` → many book summaries. */
  books: '/books',
  midpoint: '/midpoint',
  /** `?market=<token>&startTs&endTs&fidelity` → `{history: [{t, p}]}` (prices-history.ts). */
  pricesHistory: '/prices-history',
  /** POST `{markets: [≤ 20 tokens], start_ts, end_ts, fidelity}` → `{history: {token: [{t, p}]}}`. */
  batchPricesHistory: '/batch-prices-history',
} as const;

/** First message on a market-channel connection: the asset (token) ids to stream. */
export function marketChannelSubscription(
  assetIds: readonly string[],
  customFeatures = false,
): { type: 'market'; assets_ids: string[]; custom_feature_enabled?: true } {
  return {
    type: 'market',
    assets_ids: [...assetIds],
    ...(customFeatures ? { custom_feature_enabled: true as const } : {}),
  };
}

/** Later messages on an open market-channel connection: assets added or dropped. */
export function marketChannelUpdate(
  assetIds: readonly string[],
  operation: 'subscribe' | 'unsubscribe',
): { assets_ids: string[]; operation: 'subscribe' | 'unsubscribe' } {
  return { assets_ids: [...assetIds], operation };
}
