// ENGINE_MEMBER_ID is claimed as a lease on the real test PostgreSQL: a second engine process under a
// name that a live one holds refuses to start and names the holder; a name whose holder died is
// taken once its lease has run out; a graceful stop frees the name at once.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import { MemberNameClaim, memberLeaseName } from '../../engine/member-name.ts';
import { PgLeases } from '../../storage/postgres/leases.ts';
import { acquireLease, findLease } from '../../storage/postgres/repositories/leases.ts';
import type { PgSql } from '../../storage/postgres/sql.ts';
import { uniqueName } from '../../harness/servers/backends.ts';
import { ReplicaPools } from '../support/replica-pools.ts';

const log = createLogger('silent');
const TTL_MS = 600;

describe('engine member name (ENGINE_MEMBER_ID) claimed as a lease', function () {
  this.timeout(30_000);
  const pools = new ReplicaPools();
  let sql: PgSql;
  const claims: MemberNameClaim[] = [];

  /** The claim an engine process makes at start, as holder `holder`. */
  const claim = (holder: string, member: string, waitMs?: number) => {
    const c = new MemberNameClaim(
      new PgLeases(sql, holder, TTL_MS).lease(memberLeaseName(member)),
      member,
      log,
      async () => (await findLease(sql, memberLeaseName(member)))?.holder,
      waitMs,
      50,
    );
    claims.push(c);
    return c;
  };

  before(async () => {
    sql = await pools.migrated();
  });
  after(async () => {
    for (const c of claims) await c.stop();
    await pools.stop();
  });

  it('should refuse a second live process under the same name, naming the holder, and let other names start', async () => {
    const member = uniqueName('engine');
    const first = claim('host-a:101:aaaaaa', member);
    await first.start();
    assert.deepEqual(await first.health(), { ok: true });
    // Held and renewed well past its TTL: the second never gets it.
    await assert.rejects(claim('host-b:202:bbbbbb', member, 3 * TTL_MS).start(), (err: Error) => {
      assert.match(
        err.message,
        new RegExp(
          `ENGINE_MEMBER_ID "${member}" is in use by another running engine process \\(host-a:101:aaaaaa\\)`,
        ),
      );
      return true;
    });
    await claim('host-b:202:bbbbbb', uniqueName('engine')).start();
    // A graceful stop hands the name over at once.
    await first.stop();
    const started = Date.now();
    await claim('host-c:303:cccccc', member, 0).start();
    assert.ok(Date.now() - started < TTL_MS, 'taken without waiting for the TTL');
  });

  it('should take the name of a process that died once its lease has run out', async () => {
    const member = uniqueName('engine');
    // The dead process's last renewal: nobody renews it again.
    assert.notEqual(await acquireLease(sql, memberLeaseName(member), 'host-a:404:dddddd', TTL_MS), undefined);
    const restarted = claim('host-a:405:eeeeee', member);
    await restarted.start();
    assert.equal((await findLease(sql, memberLeaseName(member)))?.holder, 'host-a:405:eeeeee');
  });
});
