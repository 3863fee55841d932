// Kalshi via DFlow (venue_b) live ingest: REST polling of markets, events, order books and mints.
export { KalshiConnector, KALSHI_SOURCES } from './connector.ts';
export type { KalshiConnectorOptions } from './connector.ts';
