// Clean shutdown under load: the whole service in its own process (test/support/service-process.ts:
// the real test backends, or SERVICE_PLACEMENT=embedded), 16 clients placing and cancelling orders,
// withdrawing and reading as fast as it answers, then SIGTERM while they keep going. The process
// must stop by itself: exit code 0 with every component stopped — the Postgres pool included —
// rather than the exit 1 of "shutdown timed out" once SHUTDOWN_TIMEOUT_MS (documented: 8 s) is
// spent. Afterwards the ledger holds together.
import assert from 'node:assert/strict';
import { PgSql } from '../../storage/postgres/sql.ts';
import { ledgerProblems } from '../../harness/stack/wallets.ts';
import { sleep, waitUntil, type LogLine } from '../../harness/servers/processes.ts';
import {
  liveMarkets,
  placementFromEnv,
  startServiceProcess,
  type RunningService,
} from '../support/service-process.ts';

const CLIENTS = 16;
const REDIS_DB = 9;
const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';

describe(`clean shutdown under load (${placementFromEnv()} placement)`, function () {
  this.timeout(180_000);
  let service: RunningService;
  const answered: Record<string, number> = {};
  let exit: { code: number | null; signal: NodeJS.Signals | null };
  let logs: LogLine[];

  before(async () => {
    service = await startServiceProcess({
      placement: placementFromEnv(),
      redisDb: REDIS_DB,
      env: {
        RATE_LIMIT_ACCOUNT: '10000000',
        RATE_LIMIT_PROJECT_KEY: '10000000',
        RATE_LIMIT_PUBLIC_IP: '10000000',
        PG_POOL_MAX: '4',
      },
    });
    const { client, adminKey } = service;
    const project = (
      await client.post('/api/v1/admin/projects', { name: 'shutdown' }, { 'X-Admin-Key': adminKey })
    ).body.data;
    const projectKey = { 'X-API-Key': project.secret_key as string };
    const account = (await client.post('/api/v1/project/account', {}, projectKey)).body.data
      .account_id as string;
    const key = (await client.post(`/api/v1/project/account/${account}/api-key`, {}, projectKey)).body.data
      .secret_key as string;
    const headers = { 'X-API-KEY': key, 'content-type': 'application/json' };
    const walletId = (await client.get('/api/v1/wallets', headers)).body.response[0].wallet_id as string;
    const credit = await client.post(
      `/api/v1/admin/wallets/${walletId}/credit`,
      { chain: 'POL', asset: 'pUSD', amount: '100000' },
      { 'X-Admin-Key': adminKey },
    );
    assert.equal(credit.status, 200, JSON.stringify(credit.body));
    const token = (await liveMarkets(service))[0]!.left_token_id;

    const base = `${client.baseUrl}/api/v1/wallet/pol/${walletId}`;
    const requests: [string, string, unknown?][] = [
      ['POST', `${base}/order`, { token_id: token, side: 'BUY', type: 'LIMIT', shares: '10', price: '0.01' }],
      ['POST', `${base}/withdraw`, { token: 'pUSD', amount: '0.01', address: EVM_ADDRESS }],
      ['GET', `${base}/balance`],
      ['GET', `${client.baseUrl}/api/v1/wallet/${walletId}/orders?limit=20`],
      ['GET', `${client.baseUrl}/api/v1/markets?limit=20`],
    ];
    let running = true;
    const worker = async (n: number) => {
      for (let i = n; running; i++) {
        const [method, url, body] = requests[i % requests.length]!;
        try {
          const res = await fetch(url, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(20_000),
          });
          await res.arrayBuffer();
          answered[res.status] = (answered[res.status] ?? 0) + 1;
        } catch {
          answered.none = (answered.none ?? 0) + 1;
          // Refused once the server stops accepting: wait before trying again.
          await sleep(50);
        }
      }
    };
    const load = Array.from({ length: CLIENTS }, (_, n) => worker(n));
    // Under load for a while (200s answered), then SIGTERM while the clients keep going.
    await waitUntil('300 answers under load', () => (answered[200] ?? 0) >= 300, 120_000);
    const sigterm = service.process.stop(60_000);
    exit = await sigterm;
    running = false;
    await Promise.all(load);
    logs = service.process.logs();
  });

  after(async () => {
    await service?.stop();
  });

  it('should exit 0 by itself within SHUTDOWN_TIMEOUT_MS, every component stopped', () => {
    const context = `${JSON.stringify(answered)}\n${service.process.tail(Number(process.env.TAIL ?? 60))}`;
    assert.deepEqual(
      logs.filter((l) => l.msg === 'shutdown timed out'),
      [],
      context,
    );
    assert.deepEqual(exit, { code: 0, signal: null }, context);
    const stopped = logs
      .filter((l) => l.msg === 'stopped' && typeof l.component === 'string')
      .map((l) => l.component);
    const started = logs
      .filter((l) => l.msg === 'started' && typeof l.component === 'string')
      .map((l) => l.component);
    assert.deepEqual([...stopped].sort(), [...started].sort(), context);
    assert.ok(stopped.includes('postgres'), context);
    assert.deepEqual(
      logs.filter((l) => l.level >= 50),
      [],
      context,
    );
    const at = (msg: string) => logs.find((l) => l.msg === msg && l.component === undefined)?.time as number;
    console.log(
      `      stopped ${at('stopped') - at('shutting down')} ms after SIGTERM; answers: ${JSON.stringify(answered)}`,
    );
  });

  it('should have answered the load with no 5xx but 503 while stopping', () => {
    const statuses = Object.keys(answered).filter((s) => s !== 'none' && Number(s) >= 500 && s !== '503');
    assert.deepEqual(statuses, [], JSON.stringify(answered));
  });

  // The embedded placement's database lives only as long as its process.
  if (placementFromEnv() === 'real')
    it('should leave a ledger that holds together', async () => {
      const sql = new PgSql(() => service.process.env.DATABASE_URL!, 1);
      await sql.start();
      try {
        assert.deepEqual(await ledgerProblems({ sql }), []);
      } finally {
        await sql.stop();
      }
    });
});
