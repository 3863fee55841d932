// Stopping the SQL port never hangs on a statement that does not end: after CLOSE_GRACE_MS the
// connections still lent out are closed, their callers get the 503 of a lost connection, and the
// pool is closed. On the real test PostgreSQL; the statement that does not end is a row-lock wait.
import assert from 'node:assert/strict';
import { UnavailableError } from '../../core/errors.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { freshPostgresUrl } from '../../harness/servers/backends.ts';
import { barrier, eventually } from '../support/wait.ts';

describe('SQL port: stop under a statement that never ends', function () {
  this.timeout(30_000);

  it('should close the pool and fail the waiting statement with a 503 instead of waiting for it', async () => {
    const url = await freshPostgresUrl();
    const holder = new PgSql(() => url, 1);
    const sql = new PgSql(() => url, 2);
    await holder.start();
    await sql.start();
    await holder.query('t', 'CREATE TABLE lockme (id int PRIMARY KEY)');
    await holder.query('t', 'INSERT INTO lockme VALUES (1)');
    // Another process holds the row's lock and does not let go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = barrier();
    const holding = holder.transaction(async (tx) => {
      await tx.query('t', 'SELECT * FROM lockme WHERE id = 1 FOR UPDATE');
      locked.pass();
      await held;
    });
    await locked.reached;
    const waiting = sql.transaction((tx) => tx.query('t', 'SELECT * FROM lockme WHERE id = 1 FOR UPDATE'));
    const outcome = waiting.then(
      () => 'answered',
      (err: unknown) => err,
    );
    // The statement is waiting for the lock (as PostgreSQL itself says) before the stop.
    const watcher = new PgSql(() => url, 1);
    await watcher.start();
    await eventually(
      'the statement to wait for the row lock',
      async () =>
        (
          await watcher.query<{ n: number }>('t', 'SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted')
        )[0]!.n > 0,
    );
    await watcher.stop();
    await sql.stop();
    const err = await outcome;
    assert.ok(err instanceof UnavailableError, String(err));
    release();
    await holding;
    await holder.stop();
  });
});
