// The signature check docs/api/events.md tells integrators to use ("Verifying the signature": its
// JavaScript block, taken from the page as written), so tests verify deliveries the way a receiver
// following the docs does.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tempDir } from '../../harness/servers/backends.ts';
import { ROOT } from '../../harness/servers/processes.ts';

export type DocsVerify = (header: string, secret: string, rawBody: string, toleranceS?: number) => boolean;

export async function docsVerifier(): Promise<DocsVerify> {
  const page = readFileSync(path.join(ROOT, 'docs/api/events.md'), 'utf8');
  const section = page.slice(page.indexOf('### Verifying the signature'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code?.includes('function verify('))
    throw new Error('docs/api/events.md has no JavaScript verify() under "Verifying the signature"');
  const file = path.join(tempDir('pme-docs-verify-'), 'verify.mjs');
  writeFileSync(file, `${code}\nexport { verify };\n`);
  return ((await import(pathToFileURL(file).href)) as { verify: DocsVerify }).verify;
}
