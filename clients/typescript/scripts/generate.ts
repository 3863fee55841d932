// Regenerates src/schema.ts from a running service's document:
//   npm run generate -- http://localhost:8080/openapi.json
import { writeFileSync } from 'node:fs';
import { schemaSource } from './schema-source.ts';

const url = process.argv[2];
if (!url) throw new Error("usage: npm run generate -- <URL of the service's /openapi.json>");
const response = await fetch(url);
if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
const target = new URL('../src/schema.ts', import.meta.url);
writeFileSync(target, await schemaSource(await response.json()));
process.stdout.write(`wrote ${target.pathname}\n`);
