// The ClickHouse server placement in tests: TEST_CLICKHOUSE_URL when given (a real server), else
// the chDB stand-in behind ClickHouse's HTTP interface (chdb-http-server.ts), started once per test
// process on first use, in a child process of its own so that @clickhouse/client talks to it over
// a real HTTP connection, and stopped with the run. `clickHousePlacements` gives a suite both
// placements the service has, embedded chDB and a server over HTTP, to register its cases on each.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AnalyticsPlacement } from '../../storage/clickhouse/analytics.ts';
import { required, tempDir, uniqueName } from './backends.ts';

const SERVER = path.join(import.meta.dirname, 'chdb-http-server.ts');

interface Running {
  child: ChildProcess;
  dir: string;
  url: string;
}

let running: Promise<Running> | undefined;

function start(): Promise<Running> {
  const dir = tempDir('pme-chdb-http-');
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, dir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Last resort: nothing outlives the test process (its stdin closing ends the server too).
  process.once('exit', () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const port = /^listening (\d+)$/.exec(line)?.[1];
      if (port) resolve({ child, dir, url: `http://127.0.0.1:${port}` });
      else reject(new Error(`chdb-http-server said ${JSON.stringify(line)}: ${stderr}`));
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`chdb-http-server exited (${code ?? signal}) before listening: ${stderr}`)),
    );
    child.once('error', reject);
  });
}

/** The URL of a ClickHouse server for this test run: TEST_CLICKHOUSE_URL, or the chDB stand-in (started now if need be). */
export async function clickHouseServerUrl(): Promise<string> {
  const given = process.env.TEST_CLICKHOUSE_URL;
  if (given) return given;
  running ??= start();
  return (await running).url;
}

/** Stops the stand-in if this process started it (mocha's global teardown). */
export async function stopClickHouseHttp(): Promise<void> {
  const r = await running?.catch(() => undefined);
  running = undefined;
  if (!r) return;
  await new Promise<void>((resolve) => {
    if (r.child.exitCode !== null || r.child.signalCode !== null) return resolve();
    r.child.once('exit', () => resolve());
    r.child.kill('SIGTERM');
  });
  rmSync(r.dir, { recursive: true, force: true });
}

export interface ClickHousePlacement {
  /** For the suite's title. */
  name: string;
  /** A placement on a fresh database named after `prefix`. */
  placement: (prefix: string) => Promise<AnalyticsPlacement>;
}

/** What the server placement runs against in this test run, for suite titles. */
export function serverPlacementName(): string {
  return process.env.TEST_CLICKHOUSE_URL
    ? 'ClickHouse server (TEST_CLICKHOUSE_URL) over HTTP'
    : 'ClickHouse HTTP interface (chDB stand-in, @clickhouse/client over HTTP)';
}

/** The embedded placement: the run's shared chDB directory. */
export const embeddedPlacement: ClickHousePlacement = {
  name: 'chDB in process',
  placement: (prefix) =>
    Promise.resolve({
      chdbPath: path.join(required('TEST_DATA_DIR'), 'clickhouse'),
      database: uniqueName(prefix),
    }),
};

/** The server placement: @clickhouse/client over HTTP. */
export const serverPlacement: ClickHousePlacement = {
  get name() {
    return serverPlacementName();
  },
  placement: async (prefix) => ({ url: await clickHouseServerUrl(), database: uniqueName(prefix) }),
};

/** Both placements the service runs on: a suite registers its cases once for each. */
export const clickHousePlacements: readonly ClickHousePlacement[] = [embeddedPlacement, serverPlacement];
