// Rewrites the settings table in docs/operations.md from the config schema (npm run config:doc).
// The table sits between the <!-- settings:start --> and <!-- settings:end --> markers.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { settingsTable } from '../core/config.ts';

export const SETTINGS_DOC = path.join(import.meta.dirname, '..', 'docs', 'operations.md');
const BLOCK = /(<!-- settings:start -->\n)[\s\S]*?(\n<!-- settings:end -->)/;

export function settingsBlock(doc: string): string | undefined {
  return BLOCK.exec(doc)?.[0];
}

export function withSettingsTable(doc: string): string {
  return doc.replace(BLOCK, `$1${settingsTable()}$2`);
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(SETTINGS_DOC, withSettingsTable(readFileSync(SETTINGS_DOC, 'utf8')));
}
