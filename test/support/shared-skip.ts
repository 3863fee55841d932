// Tests that read the recorded data of ../shared/data skip, with the reason, where it is absent.
import { existsSync } from 'node:fs';
import { sharedPath } from '../../harness/data/shared-data.ts';

/** Call in a `before`: skips the suite (and says why) when ../shared/data/<parts> is missing. */
export function skipWithoutShared(context: Mocha.Context, ...parts: string[]): void {
  const folder = sharedPath(...parts);
  if (existsSync(folder)) return;
  console.log(
    `    skipped: ${folder} is absent (recorded data without a licence, read at test time, never copied here)`,
  );
  context.skip();
}
