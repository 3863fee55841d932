// The project's licence (Apache-2.0) is said wherever a copy of it or its packages says one: the
// LICENSE file, every package.json, the OpenAPI document; and NOTICE names every piece of
// third-party data shipped here, found by the licence, notice or source file that sits beside it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../../api/openapi.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Not part of the repository (.gitignore): installed packages, build output, local runs' data. */
const SKIPPED = new Set(['node_modules', '.git', 'dist']);
const SKIPPED_AT_ROOT = new Set(['data', '.tmp', '.cache', '.bench-cache']);

function repositoryFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const skipped = SKIPPED.has(entry.name) || (dir === ROOT && SKIPPED_AT_ROOT.has(entry.name));
    if (entry.isDirectory()) return skipped ? [] : repositoryFiles(full);
    return [path.relative(ROOT, full)];
  });
}

const files = repositoryFiles();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('licence', () => {
  it('should carry the Apache License 2.0 in LICENSE, at the root and in the client package', () => {
    for (const file of ['LICENSE', 'clients/typescript/LICENSE']) {
      const text = read(file);
      assert.match(text, /^\s*Apache License\s+Version 2\.0, January 2004/, file);
      assert.match(text, /END OF TERMS AND CONDITIONS/, file);
    }
    assert.equal(read('clients/typescript/LICENSE'), read('LICENSE'));
  });

  it('should say Apache-2.0 in every package.json of the repository', () => {
    const manifests = files.filter((f) => path.basename(f) === 'package.json');
    assert.ok(manifests.includes('package.json') && manifests.includes('clients/typescript/package.json'));
    for (const file of manifests) {
      assert.equal((JSON.parse(read(file)) as { license?: string }).license, 'Apache-2.0', file);
    }
  });

  it('should publish the licence in the OpenAPI document', () => {
    const info = openApiDocument([], '0.0.0').info as { license: unknown };
    assert.deepEqual(info.license, { name: 'Apache-2.0', identifier: 'Apache-2.0' });
  });

  it('should name in NOTICE every folder of third-party data, with a licence of its own beside it', () => {
    const notice = read('NOTICE');
    const own = new Set(['LICENSE', 'NOTICE', 'clients/typescript/LICENSE']);
    const beside = files.filter(
      (f) => !own.has(f) && /^(LICENSE|NOTICE|SOURCE\.txt)$|\.LICENSE\.md$/.test(path.basename(f)),
    );
    assert.ok(beside.length >= 5, `only ${beside.join(', ')} found`);
    for (const file of beside) {
      const folder = path.dirname(file);
      assert.ok(notice.includes(`${folder}/`), `NOTICE does not name ${folder}/ (${file} is there)`);
    }
  });
});
