// Where the recorded venue payloads come from in tests.
// - Polymarket (LGPL-3.0 data): ../shared/data/polymarket-api-samples when present, else the verbatim
//   slice in test/fixtures/venues/polymarket (with its NOTICE and LICENSE).
// - Kalshi (no licence: never copied into this repository): ../shared/data/kalshi-api-samples only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export { sharedData } from './shared-data.ts';
import { sharedData } from './shared-data.ts';
export const polymarketShared = path.join(sharedData, 'polymarket-api-samples');
export const polymarketFixtures = path.resolve(import.meta.dirname, '../../test/fixtures/venues/polymarket');
export const kalshiShared = path.join(sharedData, 'kalshi-api-samples');

/** Recorded CLOB/WS payloads (real, per the source's SOURCE.txt). */
export const clobResources = 'tests/integration_tests/adapters/polymarket/resources';
/** Recorded Gamma/CLOB records of the Rust adapter's test data. */
export const adapterTestData = 'crates/adapters/polymarket/test_data';

export function polymarketSample(relative: string): string {
  for (const root of [polymarketShared, polymarketFixtures]) {
    const file = path.join(root, relative);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(
    `Polymarket sample ${relative} is in neither ${polymarketShared} nor ${polymarketFixtures}; ` +
      'restore ../shared/data or the fixture slice (see test/fixtures/venues/polymarket/NOTICE)',
  );
}

export function kalshiSample(file: string): string {
  const full = path.join(kalshiShared, file);
  if (!existsSync(full)) {
    throw new Error(
      `Kalshi sample missing: ${full}. These tests read recorded Kalshi payloads from ../shared/data ` +
        '(they have no licence, so they are not copied into this repository); provide that folder to run them.',
    );
  }
  return readFileSync(full, 'utf8');
}
