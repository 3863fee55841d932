// Stopping the service the way a supervisor or a shell does: a signal to the process the user
// started, `npm start` — npm's own pid, not node's. Nothing of the service may be left: no process
// npm started (node, the embedded PostgreSQL server, esbuild's service), no listening port, no
// postmaster. A second signal while the shutdown still waits exits at once.
import assert from 'node:assert/strict';
import { request, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { tempDir } from '../../harness/servers/backends.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import { alive, commandLine, descendants } from '../../harness/servers/process-tree.ts';
import { waitUntil, type LogLine } from '../../harness/servers/processes.ts';
import { postmasterPid, startEmbedded, type RunningService } from '../support/embedded-service.ts';

/** What a stop must leave nothing of: npm's descendants (the postmaster among them) and the port. */
interface ServiceProcesses {
  port: number;
  pids: number[];
  postmaster: number;
}

async function startThroughNpm(
  env: Record<string, string> = {},
): Promise<{ service: RunningService; of: ServiceProcesses }> {
  const dataDir = tempDir('pme-stop-');
  const port = await freePort();
  const service = await startEmbedded(dataDir, port, { LOG_LEVEL: 'info', ...env }, 'npm');
  const pids = descendants(service.child.pid!);
  const postmaster = postmasterPid(dataDir);
  const node = pids.find((pid) => /bin\/main\.ts/.test(commandLine(pid)));
  assert.ok(node, `no node process under npm: ${pids.map(commandLine).join(' | ')}`);
  assert.ok(pids.includes(postmaster), 'the embedded PostgreSQL server is a descendant of npm');
  return { service, of: { port, pids, postmaster } };
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** npm exited within 10 s; then nothing of the service is left. Resolves with how npm exited. */
async function stoppedCompletely(service: RunningService, of: ServiceProcesses): Promise<string> {
  await waitUntil(
    'npm to exit',
    () => !service.process.running,
    10_000,
    () => service.process.tail(),
  );
  await waitUntil(
    'every process npm started to be gone',
    () => of.pids.every((pid) => !alive(pid)),
    5_000,
    () =>
      `left: ${of.pids
        .filter(alive)
        .map((pid) => `${pid} ${commandLine(pid)}`)
        .join(' | ')}`,
  );
  assert.ok(!alive(of.postmaster), 'the postmaster is gone');
  assert.equal(await portOpen(of.port), false, `port ${of.port} still accepts connections`);
  return service.child.signalCode ?? `exit ${service.child.exitCode}`;
}

/** The run's own line `stopped`, not a component's. */
const stopped = (l: LogLine) => l.msg === 'stopped' && l.component === undefined;

/**
 * A request the server has read the headers of (it answered 100 Continue) and whose body never
 * comes: the HTTP drain waits for it, so the shutdown stays busy until SHUTDOWN_TIMEOUT_MS.
 */
function hangingUpload(port: number): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/markets/prices',
      headers: { 'content-type': 'application/json', 'content-length': '1000', expect: '100-continue' },
    });
    req.once('continue', () => req.write('{"token_ids":[', () => resolve(req)));
    req.once('error', reject);
    req.flushHeaders();
  });
}

describe('stopping npm start (a signal to npm, not to node)', function () {
  this.timeout(180_000);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`should stop the service and its PostgreSQL server within 10 s of a ${signal} to npm`, async () => {
      const { service, of } = await startThroughNpm();
      service.child.kill(signal);
      assert.equal(await stoppedCompletely(service, of), 'exit 0', service.process.tail());
      assert.equal(service.process.logs(stopped).length, 1, 'the shutdown ran to its end');
    });
  }

  it("should stop gracefully on Ctrl-C, which reaches npm's whole process group (and npm forwards a copy)", async () => {
    const { service, of } = await startThroughNpm();
    process.kill(-service.child.pid!, 'SIGINT'); // as a terminal sends it: npm is the group's leader
    assert.equal(await stoppedCompletely(service, of), 'exit 0', service.process.tail());
    assert.equal(service.process.logs(stopped).length, 1, 'the copy did not cut the shutdown short');
  });

  it('should exit at once on a second signal while the shutdown still waits for a request', async () => {
    const { service, of } = await startThroughNpm({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const upload = await hangingUpload(of.port);
    upload.once('error', () => undefined); // the forced exit cuts it off
    service.child.kill('SIGTERM');
    await service.process.waitForLog('the offer to force the exit', (l) =>
      /a second SIGINT or SIGTERM exits at once/.test(l.msg),
    );
    assert.ok(service.process.running, 'the shutdown is still waiting for the upload');
    service.child.kill('SIGTERM');
    // The service dies of the signal, and npm, as its child did, of the same (a shell reports 143).
    assert.equal(await stoppedCompletely(service, of), 'SIGTERM', service.process.tail());
    await service.process.closed; // npm's exit can come before the last lines of the pipe are read
    assert.equal(
      service.process.logs((l) => l.msg === 'second signal: exiting now').length,
      1,
      service.process.tail(),
    );
    assert.equal(service.process.logs(stopped).length, 0, 'the graceful shutdown was cut short');
  });
});
