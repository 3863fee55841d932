// The replay connector of the recorded Polymarket order-book dataset (INGEST_SOURCES=replay).
import path from 'node:path';

export { ReplayConnector, REPLAY_SOURCE } from './connector.ts';
export type { ReplayConnectorOptions, ReplayPublisher, ReplaySummary } from './connector.ts';
export { loadReplayCatalog, RECORDING_END_TOLERANCE_MS } from './catalog.ts';
export type { CatalogLabel, CatalogMarket, ReplayCatalog } from './catalog.ts';
export { CheckpointStore } from './checkpoint.ts';
export type { ReplayCheckpoint, ReplayCheckpointStore, ReplayPosition } from './checkpoint.ts';
export * from './ids.ts';
export { parseReplaySpeed, systemClock } from './pacer.ts';
export type { ReplayClock, ReplaySpeed } from './pacer.ts';

/** The slice shipped with the project (220 markets, 2026-07-11): the default REPLAY_DIR. */
export const DEFAULT_REPLAY_DIR = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'datasets',
  'polymarket-orderbook-slice',
);
