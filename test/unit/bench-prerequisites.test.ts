// Every benchmark command installs what it runs before any work, in one place: package.json's
// bench:NAME starts with `sh bin/ensure-deps.sh --bench NAME`, and that script knows NAME (an
// unknown one is refused, so a new benchmark cannot be added without saying what it needs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../harness/servers/processes.ts';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const benches = Object.keys(pkg.scripts).filter((name) => name.startsWith('bench:'));
const ensureDeps = readFileSync(path.join(ROOT, 'bin/ensure-deps.sh'), 'utf8');
/** The names of the `--bench` case's labels (`load)`, `orders | copytrade | replicas)`). */
const known = new Set(
  ensureDeps
    .slice(ensureDeps.indexOf('--bench)'))
    .split('\n')
    .map((line) => /^\s+([a-z| -]+)\)/.exec(line)?.[1])
    .filter((labels) => labels !== undefined)
    .flatMap((labels) => labels.split('|').map((l) => l.trim())),
);

describe('benchmark prerequisites', () => {
  it('should check and install what each bench:* runs first, through bin/ensure-deps.sh', () => {
    assert.ok(benches.length >= 10, benches.join(', '));
    for (const script of benches) {
      const name = script.slice('bench:'.length);
      assert.ok(pkg.scripts[script]!.startsWith(`sh bin/ensure-deps.sh --bench ${name} && `), script);
      assert.ok(known.has(name), `bin/ensure-deps.sh --bench has no case for ${name}`);
    }
  });

  it('should refuse a benchmark it does not know, naming it', () => {
    const run = () => execFileSync('sh', ['-c', 'sh bin/ensure-deps.sh --bench no-such 2>&1'], { cwd: ROOT });
    assert.throws(run, (err: { status: number; stdout: Buffer }) => {
      assert.equal(err.status, 2);
      assert.match(err.stdout.toString(), /no benchmark named 'no-such'/);
      return true;
    });
  });
});
