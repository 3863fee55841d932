import { readFileSync } from 'node:fs';
import path from 'node:path';

export const version: string = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
