// The replay connector of the recorded Polymarket order-book dataset (INGEST_SOURCES=replay).
import path from 'node:path';
import type { Config } from '../../core/config.ts';
import type { Logger } from '../../core/logger.ts';
import type { ReplayCheckpointStore } from './checkpoint.ts';
import { ReplayConnector, type ReplayPublisher } from './connector.ts';
import { parseReplaySpeed } from './pacer.ts';

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

/** The connector as the ingest role configures it: REPLAY_DIR, REPLAY_SPEED, checkpoints in `checkpoints` (default: under DATA_DIR). */
export function replayConnectorFromConfig(
  config: Pick<Config, 'REPLAY_DIR' | 'REPLAY_SPEED' | 'DATA_DIR'>,
  publisher: ReplayPublisher,
  log: Logger,
  checkpoints?: ReplayCheckpointStore,
): ReplayConnector {
  return new ReplayConnector({
    dir: path.resolve(config.REPLAY_DIR ?? DEFAULT_REPLAY_DIR),
    speed: parseReplaySpeed(config.REPLAY_SPEED),
    dataDir: config.DATA_DIR,
    checkpoints,
    publisher,
    log,
  });
}
