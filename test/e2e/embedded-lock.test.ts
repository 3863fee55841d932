// One process per data directory: a second `npm start` on a directory in use stops at once and names
// the holder (an admin command goes through it instead: test/e2e/admin-commands.test.ts); a holder
// killed with SIGKILL takes its PostgreSQL server with it, and a server left running on the cluster
// anyway is stopped before the next start.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverLauncher } from '../../storage/postgres/server-binaries.ts';
import { tempDir } from '../../harness/servers/backends.ts';
import { alive } from '../../harness/servers/process-tree.ts';
import {
  interrupt,
  postmasterPid,
  runMain,
  startEmbedded,
  type RunningService,
} from '../support/embedded-service.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import { eventually } from '../support/wait.ts';

describe('embedded data directory: one process at a time', function () {
  this.timeout(180_000);
  const dataDir = tempDir('pme-lock-');
  let service: RunningService;

  before(async () => {
    service = await startEmbedded(dataDir, await freePort(), { ADMIN_KEY: 'adm_lock_test' });
  });
  after(() => interrupt(service.child));

  it('should refuse a second service on the same directory, naming the process that holds it', async () => {
    const second = await runMain(dataDir, ['all'], { PORT: String(await freePort()) });
    assert.equal(second.code, 1, second.output);
    assert.match(second.output, new RegExp(`in use by process ${service.child.pid}`));
    assert.match(second.output, /stop it first|another DATA_DIR/);
    assert.equal((await service.client.get('/readyz')).status, 200, 'the running service is untouched');
  });

  it('should send an admin command on the directory in use to the service holding it, which asks for its admin key', async () => {
    const admin = await runMain(dataDir, ['admin', 'create-project', '--name', 'x']);
    assert.equal(admin.code, 1, admin.output);
    assert.match(admin.output, new RegExp(`in use by process ${service.child.pid}`));
    assert.match(admin.output, /goes through that service: give its admin key with --admin-key or ADMIN_KEY/);
    const withKey = await runMain(dataDir, ['admin', 'create-project', '--name', 'x'], {
      ADMIN_KEY: 'adm_lock_test',
    });
    assert.equal(withKey.code, 0, withKey.output);
  });

  it('should take its PostgreSQL server down with it when killed with SIGKILL, and start again', async () => {
    const created = await service.client.post(
      '/api/v1/admin/projects',
      { name: 'survivor' },
      { 'X-Admin-Key': 'adm_lock_test' },
    );
    assert.equal(created.status, 200);
    const server = postmasterPid(dataDir);
    await interrupt(service.child, 'SIGKILL');
    await eventually('the server to stop with its service', () => !alive(server));
    service = await startEmbedded(dataDir, await freePort(), { ADMIN_KEY: 'adm_lock_test' });
    const again = await service.client.post(
      '/api/v1/admin/projects',
      { name: 'after-restart' },
      { 'X-Admin-Key': 'adm_lock_test' },
    );
    assert.equal(again.status, 200, 'the database survived: writes work');
    assert.equal((await interrupt(service.child)).code, 0);
  });

  it('should stop a server left running on its cluster (no parent-death signal) before starting its own', async () => {
    const launch = serverLauncher().launch('postgres', [
      '-D',
      path.join(dataDir, 'postgres', 'cluster'),
      '-p',
      String(await freePort()),
    ]);
    // Without setpriv's wrapper: a server that nobody will stop, as a machine without setpriv leaves one.
    const [file, args] =
      launch.file === 'setpriv' ? [launch.args[2]!, launch.args.slice(3)] : [launch.file, launch.args];
    const orphan = spawn(
      file,
      [...args, '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      {
        stdio: 'ignore',
        detached: true,
        uid: launch.uid,
        gid: launch.gid,
      },
    );
    orphan.unref();
    await eventually('the stray server to write its pid file', () => {
      try {
        return postmasterPid(dataDir) === orphan.pid;
      } catch {
        return false;
      }
    });
    service = await startEmbedded(dataDir, await freePort(), { ADMIN_KEY: 'adm_lock_test' });
    assert.ok(!alive(orphan.pid!), 'the stray server was shut down');
    assert.notEqual(postmasterPid(dataDir), orphan.pid);
    assert.equal((await interrupt(service.child)).code, 0);
  });

  it('should let an admin command run once the service has stopped', async () => {
    const admin = await runMain(dataDir, ['admin', 'create-project', '--name', 'offline']);
    assert.equal(admin.code, 0, admin.output);
    assert.match(admin.output, /"secret_key"/);
  });
});
