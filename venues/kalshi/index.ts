// Kalshi on Solana via DFlow (wire name venue_b, chain SOL): endpoints, capabilities and raw →
// unified parsers for Kalshi markets, events, order books, trades and candlesticks, and DFlow's mints.
export * from './endpoints.ts';
export * from './capabilities.ts';
export * from './dflow.ts';
export * from './markets.ts';
export * from './orderbook.ts';
export * from './candlesticks.ts';
export * from './trades.ts';
