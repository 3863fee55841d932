// The TypeScript client package (clients/typescript) as an integrator gets it: packed by `npm pack`
// (or named by its folder), installed into a new project that holds nothing else, and its README's
// example type-checked and run there with the repository's TypeScript and tsx (the project has
// neither: only what `npm install` of the client brought).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '../../harness/servers/backends.ts';
import { ROOT } from '../../harness/servers/processes.ts';

export const CLIENT_DIR = path.join(ROOT, 'clients', 'typescript');
const README = path.join(CLIENT_DIR, 'README.md');
const MODULES = path.join(ROOT, 'node_modules');

/** Runs a command; its output, or an error carrying everything it printed. */
async function run(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  try {
    return (await promisify(execFile)(file, args, { cwd, env, timeout: 120_000 })).stdout;
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? String(err)}`);
  }
}

/**
 * npm as a shell outside this repository runs it: without the npm_* variables of an `npm test`
 * around us (npm_config_local_prefix would point a nested npm at the repository).
 */
function npm(cwd: string, args: string[]): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return run('npm', [...args, '--no-audit', '--no-fund'], cwd, env);
}

/** `npm pack` of the client, as its README says: the path of the tarball. */
export async function packClient(): Promise<string> {
  // As in a fresh clone: whatever the tarball carries is built by `npm pack` itself.
  rmSync(path.join(CLIENT_DIR, 'dist'), { recursive: true, force: true });
  const into = tempDir('pme-client-pack-');
  await npm(CLIENT_DIR, ['pack', '--pack-destination', into]);
  const [tarball, ...more] = readdirSync(into).filter((f) => f.endsWith('.tgz'));
  assert.ok(tarball && more.length === 0, `npm pack wrote ${readdirSync(into).join(', ') || 'nothing'}`);
  return path.join(into, tarball);
}

/**
 * A new project (a package.json and nothing else) with the client installed from `spec`, a tarball
 * or a folder. --prefer-offline: what the npm cache of the test run holds is taken from it (the
 * tarball of openapi-fetch); npm 11 asks for the full document of a dependency new to the project,
 * which an install from a lock file does not cache, so that one may come from the registry.
 */
export async function projectWithClient(spec: string): Promise<string> {
  const dir = tempDir('pme-client-project-');
  const pkg = { name: 'integrator', version: '1.0.0', private: true, type: 'module' };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  await npm(dir, ['install', '--prefer-offline', spec]);
  return dir;
}

/** The README's example, verbatim: its one TypeScript block. */
function readmeExample(): string {
  const found = [...readFileSync(README, 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  assert.equal(found.length, 1, 'clients/typescript/README.md: one ts block (the example)');
  return found[0]!;
}

/**
 * Writes the README's example as example.ts in `project` and type-checks it against the installed
 * package's declarations (strict, as clients/typescript/tsconfig.json checks).
 */
export async function writeExample(project: string): Promise<void> {
  writeFileSync(path.join(project, 'example.ts'), readmeExample());
  const strict = ['--noEmit', '--strict', '--noUncheckedIndexedAccess', '--skipLibCheck'];
  const target = ['--target', 'es2022'];
  const modules = ['--module', 'nodenext', '--moduleResolution', 'nodenext'];
  // Only @types/node from the repository: the client's own types come from the installed package.
  const types = ['--typeRoots', path.join(MODULES, '@types'), '--types', 'node'];
  const tsc = path.join(MODULES, 'typescript', 'bin', 'tsc');
  await run(process.execPath, [tsc, ...strict, ...target, ...modules, ...types, 'example.ts'], project);
}

/** Runs the project's example.ts with `env` added: the lines it printed. */
export async function runExample(project: string, env: Record<string, string>): Promise<string[]> {
  const tsx = path.join(MODULES, 'tsx', 'dist', 'cli.mjs');
  const printed = await run(process.execPath, [tsx, 'example.ts'], project, { ...process.env, ...env });
  return printed.trimEnd().split('\n');
}
