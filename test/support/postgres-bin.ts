// Debian's PostgreSQL server binaries, for the throw-away clusters tests start.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort().at(-1);
  if (!version) throw new Error('PostgreSQL is not installed (bin/ensure-deps.sh --services installs it)');
  return path.join(root, version, 'bin', name);
}

/** initdb refuses root: when we run as root the cluster belongs to the postgres user. */
export function postgresUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}
