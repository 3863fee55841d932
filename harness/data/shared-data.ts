// Where the team's recorded real data lives: the shared data folder beside the checkout
// (`<checkout>/../shared/data`, as on the team's machines and in CI), or SHARED_DATA_DIR where it is
// kept elsewhere. No machine's absolute path: a checkout anywhere finds the folder beside it. It may
// be absent; tests and benchmarks that need a file of it check for it and say what is missing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This file is `<checkout>/harness/data/shared-data.ts`, so three levels up is the checkout's parent. */
const besideCheckout = fileURLToPath(new URL('../../../shared/data', import.meta.url));

/** The shared data folder (it may be absent: callers check the files they need). */
export const sharedData: string = process.env.SHARED_DATA_DIR
  ? path.resolve(process.env.SHARED_DATA_DIR)
  : besideCheckout;

export function sharedPath(...parts: string[]): string {
  return path.join(sharedData, ...parts);
}

/**
 * The path of a file or folder of the shared data, or a refusal naming what is missing and how to
 * provide it (for benchmarks: before they do any work). `needs` says who reads it.
 */
export function requireShared(relative: string, needs: string): string {
  const file = sharedPath(relative);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing (${needs}): the team's recorded data, not shipped in the repository. ` +
        'Put the shared data folder beside the checkout (../shared/data) or set SHARED_DATA_DIR to it.',
    );
  }
  return file;
}
