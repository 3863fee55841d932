// Polymarket (venue_a) live ingest: Gamma catalog polling, the CLOB market channel, REST re-snapshots.
export { PolymarketConnector, POLYMARKET_SOURCES } from './connector.ts';
export type { PolymarketConnectorOptions } from './connector.ts';
export type { GammaPaging } from './gamma-pages.ts';
