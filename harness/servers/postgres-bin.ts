// Debian's PostgreSQL server binaries, for the throw-away clusters tests start.
import { execFileSync } from 'node:child_process';
import { chownSync, readdirSync } from 'node:fs';
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

/**
 * A new throw-away cluster in `dir`/data (initdb, trust auth) and the argv of a postgres serving it
 * on 127.0.0.1:`port` with its socket in `dir`. Durability settings are off: a throw-away cluster
 * trades crash safety for speed.
 */
export function initThrowawayCluster(
  dir: string,
  port: number,
): { args: string[]; user: ReturnType<typeof postgresUser> } {
  const user = postgresUser();
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(pgBin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    stdio: 'ignore',
    ...user,
  });
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'];
  args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return { args, user };
}
