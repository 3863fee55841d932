// Rewrites the settings table in README.md from the config schema (npm run config:doc).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { settingsTable } from '../core/config.ts';

export const README = path.join(import.meta.dirname, '..', 'README.md');
const BLOCK = /(<!-- settings:start -->\n)[\s\S]*?(\n<!-- settings:end -->)/;

export function readmeSettingsBlock(readme: string): string | undefined {
  return BLOCK.exec(readme)?.[0];
}

export function withSettingsTable(readme: string): string {
  return readme.replace(BLOCK, `$1${settingsTable()}$2`);
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(README, withSettingsTable(readFileSync(README, 'utf8')));
}
