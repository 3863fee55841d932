// Singleton periodic work on leases, on the real test PostgreSQL: two engine-like processes (two
// lease holders, each with its own pool) run the same periodic task; only the lease holder's
// rounds run, the other takes over once the holder stops renewing (or at once when it stops
// gracefully) under a larger fencing token, and chain and copytrade cursors never move backward.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createLogger } from '../../core/logger.ts';
import { PeriodicTask } from '../../core/periodic.ts';
import { PgLeases } from '../../storage/postgres/leases.ts';
import { findCursor, moveCursor } from '../../storage/postgres/repositories/chain-cursors.ts';
import {
  advanceTargetCursor,
  findTargetCursor,
} from '../../storage/postgres/repositories/copytrade-cursors.ts';
import { findLease } from '../../storage/postgres/repositories/leases.ts';
import type { PgSql } from '../../storage/postgres/sql.ts';
import { uniqueName } from '../../harness/servers/backends.ts';
import { ReplicaPools } from '../support/replica-pools.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger('silent');
const HOUR = 3_600_000;

describe('singleton periodic work on Postgres leases', function () {
  this.timeout(60_000);
  const pools = new ReplicaPools();
  let sql: PgSql;
  const tasks: PeriodicTask[] = [];

  /** One engine-like process: its own pool and holder id, running task `name` under its lease. */
  const engine = async (holder: string, name: string, ttlMs: number, ran: string[]) => {
    const sql = await pools.open();
    const lease = new PgLeases(sql, holder, ttlMs).lease(name);
    const tokens: number[] = [];
    const task = new PeriodicTask(
      name,
      HOUR,
      async ({ token }) => {
        ran.push(holder);
        tokens.push(token!);
        await Promise.resolve();
      },
      log,
      { lease },
    );
    tasks.push(task);
    return { task, tokens, sql };
  };

  before(async () => {
    sql = await pools.migrated();
  });
  after(async () => {
    for (const t of tasks) await t.stop();
    await pools.stop();
  });

  it('should run each round on one holder only while its lease runs', async () => {
    const name = uniqueName('task');
    const ran: string[] = [];
    const a = await engine('engine-a', name, HOUR, ran);
    const b = await engine('engine-b', name, HOUR, ran);
    for (let round = 0; round < 5; round++) await Promise.all([a.task.runOnce(), b.task.runOnce()]);
    assert.equal(ran.length, 5, `one run per round: ${ran.join(',')}`);
    assert.equal(new Set(ran).size, 1, `always the same holder: ${ran.join(',')}`);
    const [holder] = ran;
    const standby = holder === 'engine-a' ? b : a;
    assert.equal(standby.task.holds(), false);
    assert.match((await standby.task.health()).detail ?? '', /^standby/);
    assert.equal((await findLease(a.sql, name))?.holder, holder);
  });

  it('should let the other take over, with a larger token, once the holder stops renewing', async () => {
    const name = uniqueName('task');
    const ran: string[] = [];
    const ttlMs = 800;
    const a = await engine('engine-a', name, ttlMs, ran);
    const b = await engine('engine-b', name, ttlMs, ran);
    await a.task.runOnce();
    await b.task.runOnce();
    assert.deepEqual(ran, ['engine-a'], 'b waits while a holds the lease');
    // a "dies": it never renews again (not started, no more rounds). b keeps trying its rounds.
    await eventually('b took over', async () => {
      await b.task.runOnce();
      return ran.includes('engine-b');
    });
    assert.ok(b.tokens[0]! > a.tokens[0]!, `fencing token grows: ${a.tokens[0]} → ${b.tokens[0]}`);
    // a comes back (a paused process): its lease is gone; it runs nothing while b holds the lease.
    const before = ran.length;
    await b.task.runOnce();
    await a.task.runOnce();
    assert.deepEqual(ran.slice(before), ['engine-b']);
    assert.equal(a.task.holds(), false);
  });

  it('should keep the lease while the running holder renews it, and hand it over at once on a graceful stop', async () => {
    const name = uniqueName('task');
    const ran: string[] = [];
    const ttlMs = 600;
    const a = await engine('engine-a', name, ttlMs, ran);
    const b = await engine('engine-b', name, ttlMs, ran);
    await a.task.start(); // first round at once, then renewals every ttl/3, next round in an hour
    await eventually('a holds the lease', () => a.task.holds());
    // Over more than three lifetimes of the lease, b never gets a round: a keeps renewing.
    const until = Date.now() + 3 * ttlMs;
    while (Date.now() < until) {
      await b.task.runOnce();
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.deepEqual(ran, ['engine-a']);
    await a.task.stop();
    await b.task.runOnce();
    assert.deepEqual(ran, ['engine-a', 'engine-b'], 'released on stop: b runs at its next round');
  });

  it('should move a chain cursor only from where a round read it (never backward)', async () => {
    const chain = uniqueName('chain');
    assert.equal(await moveCursor(sql, chain, undefined, 'c1'), true);
    // Two rounds read c1; the first moves it to c2, the second (stale) cannot write c1→c1b over it.
    assert.equal(await moveCursor(sql, chain, 'c1', 'c2'), true);
    assert.equal(await moveCursor(sql, chain, 'c1', 'c1b'), false);
    assert.equal(await findCursor(sql, chain), 'c2');
    // Two first rounds racing on an empty cursor: one wins.
    const fresh = uniqueName('chain');
    const wins = await Promise.all([
      moveCursor(sql, fresh, undefined, 'x'),
      moveCursor(sql, fresh, undefined, 'y'),
    ]);
    assert.deepEqual(wins.filter(Boolean).length, 1);
  });

  it('should keep a copytrade cursor at the newest time advanced to, whatever the order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 2_000_000_000 }), { minLength: 1, maxLength: 8 }),
        async (times) => {
          const target = `0x${uniqueName('t')
            .replace(/[^0-9a-f]/g, '')
            .padEnd(40, '0')
            .slice(0, 40)}`;
          await Promise.all(times.map((t) => advanceTargetCursor(sql, target, t)));
          assert.equal(await findTargetCursor(sql, target), Math.max(...times));
        },
      ),
      { numRuns: 20 },
    );
  });
});
