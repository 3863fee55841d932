// Fault: the service dies (SIGKILL) between holding a withdrawal's or an order's funds and settling
// them, and is started again; and an engine finds a withdrawal an earlier version left half done.
// The crash comes from the test hook TEST_HOOK_CRASH_AT (core/test-hooks.ts): the process kills
// itself right after the hold, so the moment is exact.
//
// - Production placement: the API and the engine are separate processes on a PostgreSQL database
//   of the test's own. The API dies inside a paper withdrawal's transaction, after its hold: the
//   server rolls it all back, and a retry with its Idempotency-Key withdraws once. A withdrawal left
//   queued with its funds held (what versions that settled paper withdrawals after the hold's
//   commit left when they died in between: the ones seen stuck PENDING) is settled by the engine's
//   withdrawal reconciler with nobody retrying.
// - Embedded placement (`npm start`: one process, embedded stores): the service dies once inside a
//   withdrawal's transaction and once inside an order's, each after its hold; after the restarts
//   neither exists nor holds anything, and a retry of each with its Idempotency-Key happens once.
//
// Each ends with the ledger read directly: every balance is the sum of its entries, every journal
// balances, and nothing is held for a withdrawal or an order that is final.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../core/config.ts';
import { createLogger } from '../../core/logger.ts';
import { CRASH_HOOK_ENV, type CrashPoint } from '../../core/test-hooks.ts';
import { custodyFromConfig } from '../../bin/wiring/custody.ts';
import { holdWithdrawal } from '../../engine/wallets/withdrawals.ts';
import { EmbeddedPostgres } from '../../storage/postgres/embedded.ts';
import { findWalletById } from '../../storage/postgres/repositories/wallets.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { freshPostgresUrl, TEST_WALLET_KEK, tempDir } from '../../harness/servers/backends.ts';
import { quotableToken } from '../support/embedded-service.ts';
import { TestClient } from '../../harness/stack/http.ts';
import {
  freePort,
  freshRedisDb,
  ROLE_ADMIN_KEY,
  startKafkaMock,
  startRole,
  waitReady,
  waitUntil,
  type KafkaMock,
  type RoleProcess,
} from '../../harness/servers/processes.ts';
import {
  holdProblems,
  ledgerProblems,
  paperCredit,
  projectAccounts,
  type StackAccount,
} from '../../harness/stack/wallets.ts';

const REDIS_DB = 14;
const OUTSIDE_EVM = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
/** The reconciler's interval in these runs; it settles a withdrawal that has been still for 5 s. */
const FAST_ROUNDS = { CHAIN_POLL_INTERVAL_S: '1' };

interface Transfer {
  type: string;
  status: string;
  tx_hash: string | null;
  amount: string;
}

interface Ledger {
  problems: string[];
  holds: string[];
  withdrawals: { status: string; tx_hash: string | null }[];
}

/** The ledger's invariants and the wallet's withdrawals, read straight from the SQL store. */
async function readLedger(sql: PgSql, walletId: string): Promise<Ledger> {
  return {
    problems: await ledgerProblems({ sql }),
    holds: await holdProblems({ sql }),
    withdrawals: await sql.query<{ status: string; tx_hash: string | null }>(
      'test.withdrawals',
      'SELECT status, tx_hash FROM withdrawals WHERE wallet_id = $1',
      [walletId],
    ),
  };
}

async function withSql<T>(url: string, read: (sql: PgSql) => Promise<T>): Promise<T> {
  const sql = new PgSql(() => url, 2);
  await sql.start();
  try {
    return await read(sql);
  } finally {
    await sql.stop();
  }
}

/** Sends a request the service dies during: it gets no answer, and the process ends by SIGKILL. */
async function diesDuring(proc: RoleProcess, request: Promise<unknown>): Promise<void> {
  await assert.rejects(request, 'the request got no answer');
  assert.deepEqual(await proc.exit, { code: null, signal: 'SIGKILL' }, proc.tail());
}

const withdraw = (client: TestClient, a: StackAccount, amount: string, key: string) =>
  client.post(
    `/api/v1/wallet/pol/${a.walletId}/withdraw`,
    { token: 'pUSD', amount, address: OUTSIDE_EVM },
    { ...a.headers, 'Idempotency-Key': key },
  );

const transfers = async (client: TestClient, a: StackAccount): Promise<Transfer[]> => {
  const r = await client.get(`/api/v1/wallet/pol/${a.walletId}/transfers`, a.headers);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.response as Transfer[];
};

const availablePusd = async (client: TestClient, a: StackAccount): Promise<string> =>
  (await client.get(`/api/v1/wallet/pol/${a.walletId}/balance`, a.headers)).body.response.balance
    .pUSD as string;

/** Waits (no request repeated) until the reconciler has ended the wallet's withdrawal of `amount`. */
const settledWithdrawal = (client: TestClient, a: StackAccount, amount: string, context: () => string) =>
  waitUntil(
    `the withdrawal reconciler to settle the withdrawal of ${amount}`,
    async () =>
      (await transfers(client, a)).find(
        (t) => t.type === 'WITHDRAWAL' && t.amount === amount && t.status !== 'PENDING',
      ),
    60_000,
    context,
    250,
  );

describe('fault: the service killed between a hold and its settlement, then restarted', function () {
  this.timeout(300_000);
  const procs: RoleProcess[] = [];
  const dirs: string[] = [];
  const context = () => procs.map((p) => p.tail(20)).join('\n');

  after(async () => {
    for (const p of procs) await p.kill9();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('production placement: API and engine processes on PostgreSQL', () => {
    let kafka: KafkaMock;
    let atCrash: { ledger: Ledger; available: string };
    let leftover: { queued: string; ended: Transfer };
    let retry: { status: number; body: Record<string, any> };
    let again: { status: number; body: Record<string, any> };
    let available: string;
    let ledger: Ledger;

    before(async () => {
      kafka = await startKafkaMock();
      const databaseUrl = await freshPostgresUrl();
      const shared = {
        KAFKA_BROKERS: kafka.brokers,
        DATABASE_URL: databaseUrl,
        REDIS_URL: await freshRedisDb(REDIS_DB),
        ...FAST_ROUNDS,
      };
      const engineDir = tempDir('pme-crash-engine-');
      const apiDir = tempDir('pme-crash-api-');
      dirs.push(engineDir, apiDir);
      const port = String(await freePort());
      const client = new TestClient(`http://127.0.0.1:${port}`);

      const api1 = startRole(
        'api',
        { ...shared, DATA_DIR: apiDir, PORT: port, [CRASH_HOOK_ENV]: 'withdrawal-held' satisfies CrashPoint },
        'api#1',
      );
      procs.push(api1);
      await waitReady(api1, client, 90_000);
      const account = await (await projectAccounts(client, 'crash-prod', ROLE_ADMIN_KEY))();
      await paperCredit({ client }, account.walletId, 'POL', 'pUSD', '20', ROLE_ADMIN_KEY);
      await diesDuring(api1, withdraw(client, account, '5', 'crash-1'));
      atCrash = {
        ledger: await withSql(databaseUrl, (sql) => readLedger(sql, account.walletId)),
        available: '',
      };

      // What an earlier version left when it died between the hold's commit and the settlement.
      leftover = {
        queued: await withSql(databaseUrl, async (sql) => {
          const custody = custodyFromConfig(
            loadConfig({ DATABASE_URL: databaseUrl, ADMIN_KEY: ROLE_ADMIN_KEY, WALLET_KEK: TEST_WALLET_KEK }),
          );
          const wallet = (await findWalletById(sql, account.walletId))!;
          const deps = { ...custody, sql, log: createLogger('silent') };
          return (
            await holdWithdrawal(deps, wallet, {
              chain: 'POL',
              token: 'pUSD',
              amount: '3',
              address: OUTSIDE_EVM,
              idempotencyKey: 'left-over',
            })
          ).status;
        }),
        ended: undefined as unknown as Transfer,
      };

      const api2 = startRole('api', { ...shared, DATA_DIR: apiDir, PORT: port }, 'api#2');
      procs.push(api2);
      await waitReady(api2, client, 90_000);
      atCrash.available = await availablePusd(client, account);
      const engine = startRole('engine', { ...shared, DATA_DIR: engineDir }, 'engine');
      procs.push(engine);
      await engine.waitStarted(90_000);
      leftover.ended = await settledWithdrawal(client, account, '3', context);

      retry = await withdraw(client, account, '5', 'crash-1');
      again = await withdraw(client, account, '5', 'crash-1');
      available = await availablePusd(client, account);
      ledger = await withSql(databaseUrl, (sql) => readLedger(sql, account.walletId));
      await api2.stop();
      await engine.stop();
    });

    after(async () => {
      await kafka?.stop();
    });

    it('should have rolled the interrupted withdrawal back: no withdrawal, nothing held, the ledger sound', () => {
      assert.deepEqual(atCrash.ledger, { problems: [], holds: [], withdrawals: [] });
      assert.equal(
        atCrash.available,
        '17',
        '20 credited, 3 held by the left-over withdrawal, nothing by the crashed one',
      );
    });

    it('should have the engine settle a withdrawal left queued with its funds held, with nobody retrying', () => {
      assert.equal(leftover.queued, 'queued');
      assert.equal(leftover.ended.status, 'CONFIRMED');
      assert.match(leftover.ended.tx_hash ?? '', /^paper:/);
    });

    it('should withdraw once when the interrupted request is retried with its Idempotency-Key', () => {
      assert.equal(retry.status, 200, JSON.stringify(retry.body));
      assert.equal(retry.body.response.status, 'CONFIRMED');
      assert.deepEqual(again.body, retry.body, 'a second retry answers the same withdrawal');
      assert.equal(available, '12');
    });

    it('should leave the ledger sound: balances the sum of their entries, nothing held for a final withdrawal', () => {
      assert.deepEqual(ledger.problems, []);
      assert.deepEqual(ledger.holds, []);
      assert.deepEqual(
        ledger.withdrawals.map((w) => [w.status, w.tx_hash]).sort(),
        [
          ['confirmed', leftover.ended.tx_hash],
          ['confirmed', retry.body.response.tx_hash],
        ].sort(),
      );
    });
  });

  describe('embedded placement: npm start, killed twice on one data directory', () => {
    let afterCrashes: { transfers: Transfer[]; orders: unknown[]; available: string };
    let withdrawn: { status: number; body: Record<string, any> };
    let ordered: { status: number; body: Record<string, any> };
    let final: { orders: { order: { order_id: string; status: string } }[]; available: string };
    let ledger: Ledger;

    before(async () => {
      const dataDir = tempDir('pme-crash-embedded-');
      dirs.push(dataDir);
      const port = String(await freePort());
      const client = new TestClient(`http://127.0.0.1:${port}`);
      const start = async (name: string, crashAt?: CrashPoint) => {
        // The replay paced at one recorded minute per second: it is still running across the three starts,
        // so each start's (in-process, empty) hot state gets its books again from the resumed replay.
        const env = {
          DATA_DIR: dataDir,
          PORT: port,
          REPLAY_SPEED: '60',
          ...FAST_ROUNDS,
          ...(crashAt ? { [CRASH_HOOK_ENV]: crashAt } : {}),
        };
        const proc = startRole('all', env, name);
        procs.push(proc);
        await waitReady(proc, client, 120_000);
        return proc;
      };

      const first = await start('all#1', 'withdrawal-held');
      const account = await (await projectAccounts(client, 'crash-embedded', ROLE_ADMIN_KEY))();
      await paperCredit({ client }, account.walletId, 'POL', 'pUSD', '20', ROLE_ADMIN_KEY);
      const withdrawal = () => withdraw(client, account, '5', 'crash-2');
      await diesDuring(first, withdrawal());

      const second = await start('all#2', 'order-held');
      const token = await quotableToken(client, account.walletId, account.headers);
      const order = { token_id: token, side: 'BUY', type: 'MARKET', amount: '5', units: 'USDC' };
      const placeOrder = () =>
        client.post(`/api/v1/wallet/pol/${account.walletId}/order`, order, {
          ...account.headers,
          'Idempotency-Key': 'crash-order',
        });
      await diesDuring(second, placeOrder());

      const third = await start('all#3');
      // The embedded hot state starts empty: the resumed replay (paced, so it is still running) quotes
      // the token again before the retries.
      assert.equal(await quotableToken(client, account.walletId, account.headers, token), token);
      const listOrders = async () =>
        (await client.get(`/api/v1/wallet/${account.walletId}/orders`, account.headers)).body.response;
      afterCrashes = {
        transfers: (await transfers(client, account)).filter((t) => t.type === 'WITHDRAWAL'),
        orders: await listOrders(),
        available: await availablePusd(client, account),
      };
      withdrawn = await withdrawal();
      ordered = await placeOrder();
      final = { orders: await listOrders(), available: await availablePusd(client, account) };
      assert.deepEqual(await third.stop(), { code: 0, signal: null }, third.tail());

      const store = new EmbeddedPostgres(path.join(dataDir, 'postgres'), 2);
      await store.start();
      try {
        ledger = await withSql(store.url(), (sql) => readLedger(sql, account.walletId));
      } finally {
        await store.stop();
      }
    });

    it('should have undone both interrupted requests: no withdrawal, no order, nothing held', () => {
      assert.deepEqual(afterCrashes, { transfers: [], orders: [], available: '20' });
    });

    it('should withdraw once and place the order once when each is retried with its Idempotency-Key', () => {
      assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
      assert.equal(withdrawn.body.response.status, 'CONFIRMED');
      assert.equal(ordered.status, 200, JSON.stringify(ordered.body));
      assert.equal(ordered.body.response.status, 'FILLED');
      assert.deepEqual(
        final.orders.map((o) => [o.order.order_id, o.order.status]),
        [[ordered.body.response.order_id, 'FILLED']],
      );
      assert.equal(final.available, '10');
    });

    it('should leave the ledger sound: balances the sum of their entries, nothing held for anything final', () => {
      assert.deepEqual(ledger.problems, []);
      assert.deepEqual(ledger.holds, []);
      assert.deepEqual(ledger.withdrawals, [
        { status: 'confirmed', tx_hash: withdrawn.body.response.tx_hash },
      ]);
    });
  });
});
