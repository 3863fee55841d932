// Kalshi Trade API v2 and DFlow's Metadata API (docs.kalshi.com "API environments";
// pond.dflow.net "Endpoints"). Kalshi's public market data needs no credentials; its WebSocket
// does. DFlow's production host wants an `x-api-key` header; its dev host is rate-limited, keyless.

/** Kalshi REST, recommended host (api.elections.kalshi.com/trade-api/v2 serves the same API). */
export const KALSHI_API_URL = 'https://external-api.kalshi.com/trade-api/v2';
export const KALSHI_API_URL_SHARED = 'https://api.elections.kalshi.com/trade-api/v2';
/** Kalshi WebSocket (orderbook_delta, ticker, trade channels); authenticated. */
export const KALSHI_WS_URL = 'wss://external-api-ws.kalshi.com/trade-api/ws/v2';

/** DFlow Metadata API: Kalshi markets with their Solana outcome mints. */
export const DFLOW_METADATA_API_URL = 'https://prediction-markets-api.dflow.net';
export const DFLOW_METADATA_DEV_API_URL = 'https://dev-prediction-markets-api.dflow.net';
export const DFLOW_METADATA_DEV_WS_URL = 'wss://dev-prediction-markets-api.dflow.net/api/v1/ws';

/** USDC on Solana: the settlement mint DFlow's outcome mints are keyed by (CASH is the other). */
export const USDC_SOLANA_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const e = encodeURIComponent;

export const kalshiPaths = {
  /** Cursor-paged `{markets, cursor}`; `status`, `event_ticker`, `series_ticker`, `limit` ≤ 1000. */
  markets: '/markets',
  market: (ticker: string) => `/markets/${e(ticker)}`,
  /** `{orderbook_fp: {yes_dollars, no_dollars}}`: bids only, per outcome. */
  orderbook: (ticker: string) => `/markets/${e(ticker)}/orderbook`,
  /** Cursor-paged `{trades, cursor}` of every market, newest first; `ticker`, `min_ts`, `max_ts` (unix s), `limit` ≤ 1000. */
  trades: '/markets/trades',
  /** Cursor-paged `{events, cursor}`; `with_nested_markets=true` nests each event's markets. */
  events: '/events',
  event: (eventTicker: string) => `/events/${e(eventTicker)}`,
  /** `start_ts`, `end_ts` (unix s) and `period_interval` (minutes: 1, 60, 1440) are required. */
  candlesticks: (seriesTicker: string, ticker: string) =>
    `/series/${e(seriesTicker)}/markets/${e(ticker)}/candlesticks`,
  /** `market_tickers` (≤ 100, comma-separated), `start_ts`, `end_ts`, `period_interval`; ≤ 10,000 candles per answer. */
  candlesticksBatch: '/markets/candlesticks',
  /** `{market_settled_ts, trades_created_ts, orders_updated_ts}`: older records live under /historical. */
  historicalCutoff: '/historical/cutoff',
  /** Candles of a market settled before the cutoff's market_settled_ts. */
  historicalCandlesticks: (ticker: string) => `/historical/markets/${e(ticker)}/candlesticks`,
  /** Trades filled before the cutoff's trades_created_ts: the same parameters and page as /markets/trades. */
  historicalTrades: '/historical/trades',
} as const;

export const dflowPaths = {
  market: (ticker: string) => `/api/v1/market/${e(ticker)}`,
  marketByMint: (mint: string) => `/api/v1/market/by-mint/${e(mint)}`,
  markets: '/api/v1/markets',
  /** POST {tickers, mints}, at most 100 ids together. */
  marketsBatch: '/api/v1/markets/batch',
  event: (eventTicker: string) => `/api/v1/event/${e(eventTicker)}`,
  events: '/api/v1/events',
} as const;
