// Where the team's recorded real data lives (../shared/data beside the checkout on these machines).
// SHARED_DATA_DIR overrides; otherwise the first of the usual places that exists, so that a
// checkout elsewhere (a CI clone) still finds it. Tests and benchmarks that need it fail with an
// explanation when it is nowhere.
import { existsSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..', '..');

function locate(): string {
  const candidates = [
    process.env.SHARED_DATA_DIR,
    path.resolve(REPO, '..', 'shared', 'data'),
    '/work/shared/data',
  ].filter((c): c is string => Boolean(c));
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}

/** The shared data folder (it may be absent: callers check the files they need). */
export const sharedData: string = locate();

export function sharedPath(...parts: string[]): string {
  return path.join(sharedData, ...parts);
}
