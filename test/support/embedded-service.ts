// The service as a user starts it (`npm start`: every role in one process on the embedded defaults
// under DATA_DIR), as a child process driven over HTTP (a RoleProcess of processes.ts: killed when
// the test run exits); and one-shot commands of bin/main.ts.
import { execFile, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TestClient } from '../../harness/stack/http.ts';
import { ROOT, startRole, waitReady } from '../../harness/servers/processes.ts';
import type { RoleLaunch, RoleProcess } from '../../harness/servers/processes.ts';

export interface RunningService {
  child: ChildProcess;
  /** Its output parsed into log lines, waits on them, its exit. */
  process: RoleProcess;
  stdout: () => string;
  client: TestClient;
}

/** Nothing listens there: the venues are unreachable, as on a machine without the internet. */
export const UNREACHABLE_VENUE = 'http://127.0.0.1:2';

/**
 * Every backend unset (RoleProcess clears them): the embedded defaults under dataDir, with the
 * default ingest sources (auto) finding no venue, so that the run is the same with or without the
 * internet: the recorded replay.
 */
function embeddedEnv(dataDir: string, extra: Record<string, string>): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_KEY: '',
    INGEST_SOURCES: 'auto',
    POLYMARKET_GAMMA_URL: UNREACHABLE_VENUE,
    KALSHI_API_URL: UNREACHABLE_VENUE,
    ...extra,
  };
}

/** `launch`: bin/main.ts itself (the default), or `npm start` with npm's pid the child's. */
export async function startEmbedded(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  launch: RoleLaunch = 'node',
): Promise<RunningService> {
  const proc = startRole('all', embeddedEnv(dataDir, { PORT: String(port), ...env }), 'npm start', launch);
  const client = new TestClient(`http://127.0.0.1:${port}`);
  await waitReady(proc, client, 60_000);
  return { child: proc.child, process: proc, stdout: () => proc.output(), client };
}

/** `startEmbedded` with its info log, returned once the replay logged its end (at most 120 s). */
export async function startReplayed(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningService> {
  const service = await startEmbedded(dataDir, port, { LOG_LEVEL: 'info', ...env });
  const deadline = Date.now() + 120_000;
  while (!service.stdout().includes('"msg":"replay ended"')) {
    if (Date.now() > deadline) throw new Error(`the replay did not end:\n${service.stdout().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return service;
}

/** The pid of the embedded PostgreSQL server (its postmaster) of the service on dataDir. */
export function postmasterPid(dataDir: string): number {
  const pidFile = path.join(dataDir, 'postgres', 'cluster', 'postmaster.pid');
  return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
}

/** Ctrl-C: resolves with the exit code and how long the process took to exit. */
export function interrupt(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGINT',
): Promise<{ code: number | null; ms: number }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve({ code: child.exitCode, ms: 0 });
    child.once('exit', (code) => resolve({ code, ms: Date.now() - t0 }));
    child.kill(signal);
  });
}

/** `node bin/main.ts <args>` to its end: exit code and everything it printed. */
export function runMain(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'bin/main.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, HOST: '127.0.0.1', ...embeddedEnv(dataDir, { PORT: '0', ...env }) },
        timeout: 60_000,
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** An account of a new project on a running service, with its key's headers and its wallet. */
export async function newTrader(
  client: TestClient,
  adminKey: string,
): Promise<{ headers: Record<string, string>; walletId: string }> {
  const admin = { 'X-Admin-Key': adminKey };
  const projectKey = {
    'X-API-Key': (await client.post('/api/v1/admin/projects', { name: 'trader' }, admin)).body.data
      .secret_key,
  };
  const account = (await client.post('/api/v1/project/account', {}, projectKey)).body.data;
  const headers = {
    'X-API-KEY': (await client.post(`/api/v1/project/account/${account.account_id}/api-key`, {}, projectKey))
      .body.data.secret_key,
  };
  const walletId = (await client.get('/api/v1/wallets', headers)).body.response[0].wallet_id;
  return { headers, walletId };
}

/**
 * The first open venue_a token (of the latest-ending live events) the replay has given a book that quotes (its best ask with
 * PAPER_TOP_OF_BOOK_SHARES behind it), waiting up to a minute for the replay to get there.
 */
export async function quotableToken(
  client: TestClient,
  walletId: string,
  headers: Record<string, string>,
  only?: string,
): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    // Latest-ending live events first: those stay open when the replay ends (the slice's markets that
    // close then — their last snapshot is recorded after the replayed day — end sooner).
    const listing = (await client.get('/api/v1/markets?limit=100&live=true&sort=ends_at&order=DESC')).body
      .data as { venue: string; markets: { left_token_id: string; active: boolean }[] }[];
    for (const m of listing
      .filter((e) => e.venue === 'venue_a')
      .flatMap((e) => e.markets.filter((x) => x.active))) {
      if (only !== undefined && m.left_token_id !== only) continue;
      const body = { token_id: m.left_token_id, side: 'BUY', amount: '5', units: 'USDC' };
      if ((await client.post(`/api/v1/wallet/pol/${walletId}/order/quote`, body, headers)).status === 200)
        return m.left_token_id;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no venue_a token quoted within 60 s');
}

/** Waits until the service's replay has published the whole recorded slice: its books stand still. */
export async function replayFinished(client: TestClient, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await client.get('/readyz')).body.components?.replay?.detail !== 'finished') {
    if (Date.now() > deadline) throw new Error(`the replay did not finish within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
