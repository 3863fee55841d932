// One process per data directory: a second `npm start` or an admin command on a directory in use
// stops at once and names the holder; a holder killed with SIGKILL (its PostgreSQL server left
// running) does not keep the directory from starting again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../support/backends.ts';
import { interrupt, runMain, startEmbedded, type RunningService } from '../support/embedded-service.ts';
import { freePort } from '../support/free-port.ts';
import { eventually } from '../support/wait.ts';

function serverPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'cluster', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('embedded data directory: one process at a time', function () {
  this.timeout(180_000);
  const dataDir = tempDir('pme-lock-');
  let service: RunningService;

  before(async () => {
    service = await startEmbedded(dataDir, await freePort(), { ADMIN_KEY: 'adm_lock_test' });
  });
  after(() => interrupt(service.child, 'SIGKILL'));

  it('should refuse a second service on the same directory, naming the process that holds it', async () => {
    const second = await runMain(dataDir, ['all'], { PORT: String(await freePort()) });
    assert.equal(second.code, 1, second.output);
    assert.match(second.output, new RegExp(`in use by process ${service.child.pid}`));
    assert.match(second.output, /stop it first|another DATA_DIR/);
    assert.equal((await service.client.get('/readyz')).status, 200, 'the running service is untouched');
  });

  it('should refuse an admin command on the directory in use and point to the admin API', async () => {
    const admin = await runMain(dataDir, ['admin', 'create-project', '--name', 'x']);
    assert.equal(admin.code, 1, admin.output);
    assert.match(admin.output, new RegExp(`in use by process ${service.child.pid}`));
    assert.match(admin.output, /admin API/);
  });

  it('should start again after the holder was killed with SIGKILL, stopping the server it left behind', async () => {
    const created = await service.client.post('/api/v1/admin/projects', { name: 'survivor' }, { 'X-Admin-Key': 'adm_lock_test' });
    assert.equal(created.status, 200);
    const orphan = serverPid(dataDir);
    await interrupt(service.child, 'SIGKILL');
    assert.ok(alive(orphan), 'SIGKILL leaves the PostgreSQL server running');
    service = await startEmbedded(dataDir, await freePort(), { ADMIN_KEY: 'adm_lock_test' });
    await eventually('the orphaned server to be gone', () => !alive(orphan));
    assert.notEqual(serverPid(dataDir), orphan);
    const again = await service.client.post('/api/v1/admin/projects', { name: 'after-restart' }, { 'X-Admin-Key': 'adm_lock_test' });
    assert.equal(again.status, 200, 'the database survived: writes work');
    assert.equal((await interrupt(service.child)).code, 0);
  });

  it('should let an admin command run once the service has stopped', async () => {
    const admin = await runMain(dataDir, ['admin', 'create-project', '--name', 'offline']);
    assert.equal(admin.code, 0, admin.output);
    assert.match(admin.output, /"secret_key"/);
  });
});
