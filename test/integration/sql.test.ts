// One contract for the SQL port, run against a PostgreSQL server and the embedded placement's own.
import assert from 'node:assert/strict';
import { EmbeddedPostgres } from '../../storage/postgres/embedded.ts';
import { migratePostgres } from '../../storage/postgres/migrate.ts';
import { LockWaitTimeoutError, PgSql, statementName } from '../../storage/postgres/sql.ts';
import { InsufficientFundsError, postJournal, transfer, worldAccounts } from '../../engine/wallets/ledger.ts';
import { freshPostgresUrl, tempDir } from '../../harness/servers/backends.ts';
import { eventually } from '../support/wait.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

interface Placement {
  sql: PgSql;
  url: string;
  stop(): Promise<void>;
}

function sqlContract(name: string, open: () => Promise<Placement>): void {
  describe(`SQL port: ${name}`, function () {
    this.timeout(60_000);
    let placement: Placement;

    before(async () => {
      placement = await open();
      await placement.sql.query(
        't',
        'CREATE TABLE ledger (id text PRIMARY KEY, amount numeric(38, 18) NOT NULL)',
      );
    });
    after(() => placement.stop());

    it('should commit a transaction and keep NUMERIC exact', async () => {
      await placement.sql.transaction(async (tx) => {
        await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', ['a', '0.1']);
        await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', ['b', '0.2']);
      });
      const [row] = await placement.sql.query<{ total: string }>(
        't',
        'SELECT sum(amount)::text AS total FROM ledger',
      );
      assert.equal(row!.total, '0.300000000000000000');
    });

    it('should prepare a statement with parameters once per connection and keep answering after the table changes', async () => {
      const text = 'SELECT id, amount::text AS amount FROM ledger WHERE id = $1';
      await placement.sql.transaction(async (tx) => {
        assert.deepEqual(await tx.query('t', text, ['a']), [{ id: 'a', amount: '0.100000000000000000' }]);
        assert.deepEqual(await tx.query('t', text, ['b']), [{ id: 'b', amount: '0.200000000000000000' }]);
        const prepared = await tx.query<{ n: string }>(
          't',
          'SELECT count(*) AS n FROM pg_prepared_statements WHERE name = $1 AND statement = $2',
          [statementName(text), text],
        );
        assert.deepEqual(prepared, [{ n: '1' }]);
        await tx.query('t', 'ALTER TABLE ledger ADD COLUMN note text');
        assert.deepEqual(await tx.query('t', text, ['a']), [{ id: 'a', amount: '0.100000000000000000' }]);
        await tx.query('t', 'ALTER TABLE ledger DROP COLUMN note');
      });
      const unprepared = new PgSql(() => placement.url, 1, false);
      await unprepared.start();
      try {
        await unprepared.transaction(async (tx) => {
          assert.deepEqual(await tx.query('t', text, ['a']), [{ id: 'a', amount: '0.100000000000000000' }]);
          assert.deepEqual(
            await tx.query('t', 'SELECT count(*) AS n FROM pg_prepared_statements WHERE statement = $1', [
              text,
            ]),
            [{ n: '0' }],
          );
        });
      } finally {
        await unprepared.stop();
      }
    });

    it('should roll back everything when the transaction throws', async () => {
      await assert.rejects(
        placement.sql.transaction(async (tx) => {
          await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', ['c', '5']);
          throw new Error('abort');
        }),
        /abort/,
      );
      const rows = await placement.sql.query('t', 'SELECT id FROM ledger WHERE id = $1', ['c']);
      assert.deepEqual(rows, []);
    });

    it('should roll back on a constraint violation inside the transaction', async () => {
      await assert.rejects(
        placement.sql.transaction(async (tx) => {
          await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', ['d', '1']);
          await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', ['a', '1']);
        }),
        /duplicate key/,
      );
      assert.deepEqual(await placement.sql.query('t', "SELECT id FROM ledger WHERE id = 'd'"), []);
    });

    it('should keep concurrent transactions apart', async () => {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          placement.sql.transaction(async (tx) => {
            await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', [`p${i}`, '1']);
            const [own] = await tx.query<{ n: number }>(
              't',
              'SELECT count(*)::int AS n FROM ledger WHERE id = $1',
              [`p${i}`],
            );
            assert.equal(own!.n, 1);
          }),
        ),
      );
      const [row] = await placement.sql.query<{ n: number }>(
        't',
        "SELECT count(*)::int AS n FROM ledger WHERE id LIKE 'p%'",
      );
      assert.equal(row!.n, 8);
    });

    it("should not show a transaction its neighbour's uncommitted writes (separate pool connections)", async () => {
      const written = deferred();
      const checked = deferred();
      const writer = placement.sql.transaction(async (tx) => {
        await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', ['uncommitted', '1']);
        written.resolve();
        await checked.promise;
      });
      await written.promise;
      const seen = await placement.sql.transaction((tx) =>
        tx.query('t', "SELECT id FROM ledger WHERE id = 'uncommitted'"),
      );
      checked.resolve();
      await writer;
      assert.deepEqual(seen, []);
      assert.equal(
        (await placement.sql.query('t', "SELECT id FROM ledger WHERE id = 'uncommitted'")).length,
        1,
      );
    });

    it('should block a second transaction on a row lock until the first commits', async () => {
      await placement.sql.query('t', "INSERT INTO ledger VALUES ('locked', '0')");
      const order: string[] = [];
      const locked = deferred();
      const release = deferred();
      const first = placement.sql.transaction(async (tx) => {
        await tx.query('t', "SELECT amount FROM ledger WHERE id = 'locked' FOR UPDATE");
        locked.resolve();
        await release.promise;
        await tx.query('t', "UPDATE ledger SET amount = amount + 1 WHERE id = 'locked'");
        order.push('first committed');
      });
      await locked.promise;
      const second = placement.sql.transaction(async (tx) => {
        const [row] = await tx.query<{ amount: string }>(
          't',
          "SELECT amount::text FROM ledger WHERE id = 'locked' FOR UPDATE",
        );
        order.push(`second read ${row!.amount}`);
      });
      // The second transaction is waiting on the lock: the database says so, not a clock.
      await eventually('the second transaction to wait on the row lock', async () => {
        const [row] = await placement.sql.query<{ n: number }>(
          't',
          'SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted',
        );
        return row!.n >= 1;
      });
      release.resolve();
      await Promise.all([first, second]);
      assert.deepEqual(order, ['first committed', 'second read 1.000000000000000000']);
    });

    it('should hold an advisory lock on a connection of its own: every pooled connection stays free while its holder waits', async () => {
      const waiting = deferred();
      const held = placement.sql.withLock('test:own-connection', { waitMs: 10_000, holdMs: 60_000 }, () =>
        waiting.promise.then(() => 'done'),
      );
      const holders = async () =>
        (
          await placement.sql.query<{ n: number }>(
            't',
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )
        )[0]!.n;
      await eventually('the lock to be taken', async () => (await holders()) === 1);
      // As many transactions at once as the pool has connections (4), while the lock is held.
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          placement.sql.transaction(
            async (tx) => (await tx.query<{ i: number }>('t', 'SELECT $1::int AS i', [i]))[0]!.i,
          ),
        ),
      );
      assert.deepEqual(answers, [0, 1, 2, 3]);
      waiting.resolve();
      assert.equal(await held, 'done');
      await eventually('the lock to be released with its connection', async () => (await holders()) === 0);
    });

    it('should bound the wait for a held lock, and free a lock held past its hold time for the next taker', async () => {
      const key = 'test:bounded';
      const stuck = deferred();
      let aborted: AbortSignal | undefined;
      const first = placement.sql.withLock(key, { waitMs: 10_000, holdMs: 1_500 }, (signal) => {
        aborted = signal;
        return stuck.promise;
      });
      await eventually('the first holder to have the lock', () => aborted !== undefined);
      await assert.rejects(
        placement.sql.withLock(key, { waitMs: 200, holdMs: 60_000 }, () => Promise.resolve()),
        (err: Error) => err instanceof LockWaitTimeoutError && /was not free within 200 ms/.test(err.message),
      );
      // Past its hold time the first holder loses the lock (told by its signal); a second taker gets it.
      const second = await placement.sql.withLock(key, { waitMs: 20_000, holdMs: 60_000 }, () =>
        Promise.resolve(aborted!.aborted),
      );
      assert.equal(second, true, 'the first holder was told it lost the lock');
      stuck.resolve();
      await first;
    });

    it('should not let more lock connections open at once than it was given, and answer a wait beyond them', async () => {
      const one = new PgSql(() => placement.url, 1, true, 1);
      await one.start();
      try {
        const release = deferred();
        const taken = deferred();
        const first = one.withLock('test:slot-a', { waitMs: 10_000, holdMs: 60_000 }, async () => {
          taken.resolve();
          await release.promise;
        });
        await taken.promise;
        // Another key, but no lock connection free: the wait is bounded as a lock's is.
        await assert.rejects(
          one.withLock('test:slot-b', { waitMs: 200, holdMs: 60_000 }, () => Promise.resolve()),
          LockWaitTimeoutError,
        );
        assert.deepEqual(await one.query('t', 'SELECT 1 AS one'), [{ one: 1 }], 'the pool still answers');
        release.resolve();
        await first;
        assert.equal(
          await one.withLock('test:slot-b', { waitMs: 10_000, holdMs: 60_000 }, () => Promise.resolve('b')),
          'b',
        );
      } finally {
        await one.stop();
      }
    });

    it("should keep a busy key's waiters off the lock connections, so another key's holder gets one", async () => {
      const two = new PgSql(() => placement.url, 1, true, 2);
      await two.start();
      try {
        const release = deferred();
        const taken = deferred();
        const holder = two.withLock('test:busy', { waitMs: 10_000, holdMs: 60_000 }, async () => {
          taken.resolve();
          await release.promise;
          return 'first';
        });
        await taken.promise;
        // Two more callers of the busy key wait in this process; the second lock connection stays free.
        const waiters = [1, 2].map((n) =>
          two.withLock('test:busy', { waitMs: 20_000, holdMs: 60_000 }, () => Promise.resolve(n)),
        );
        const other = await two.withLock('test:other', { waitMs: 5_000, holdMs: 60_000 }, () =>
          Promise.resolve('other'),
        );
        assert.equal(other, 'other');
        release.resolve();
        assert.deepEqual(await Promise.all([holder, ...waiters]), ['first', 1, 2]);
      } finally {
        await two.stop();
      }
    });

    it('should apply the project migrations once, in order, and be safe to run twice', async () => {
      const first = await migratePostgres(placement.sql);
      assert.ok(first.length > 0);
      assert.deepEqual(await migratePostgres(placement.sql), []);
      const applied = await placement.sql.query<{ version: number }>(
        't',
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      assert.deepEqual(
        applied.map((r) => r.version),
        first.map((_, i) => i + 1),
      );
      const rows = await placement.sql.query('t', "SELECT to_regclass('project_api_keys')::text AS t");
      assert.deepEqual(rows, [{ t: 'project_api_keys' }]);
    });

    it('should keep balances equal to the sum of entries under 50 concurrent journals on one account', async () => {
      // After the migrations test above: the ledger tables exist.
      const target = { name: 'test:target', walletId: null, mayGoNegative: false };
      const ref = (key: string) => ({
        idempotencyKey: key,
        kind: 'test',
        chain: 'POL' as const,
        asset: 'USDC',
      });
      const credits = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          placement.sql.transaction((tx) =>
            transfer(tx, ref(`credit:${i % 40}`), worldAccounts.paperFaucet, target, 1n),
          ),
        ),
      );
      assert.equal(credits.filter(Boolean).length, 40, 'each idempotency key posts once');
      const debits = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          placement.sql.transaction((tx) =>
            transfer(tx, ref(`debit:${i}`), target, worldAccounts.withdrawals, 1n),
          ),
        ),
      );
      assert.equal(debits.filter((d) => d.status === 'fulfilled').length, 40, 'no debit beyond the balance');
      for (const d of debits)
        if (d.status === 'rejected') assert.ok(d.reason instanceof InsufficientFundsError, String(d.reason));
      const rows = await placement.sql.query<{ name: string; balance: string; entries: string }>(
        't',
        `SELECT a.name, a.balance::text, COALESCE(sum(e.amount), 0)::text AS entries
           FROM ledger_accounts a LEFT JOIN ledger_entries e USING (ledger_account_id) GROUP BY a.ledger_account_id ORDER BY a.name`,
      );
      for (const row of rows) assert.equal(row.balance, row.entries, row.name);
      assert.deepEqual(
        rows.map((r) => [r.name, r.balance]),
        [
          ['chain:withdrawals', '40'],
          ['paper:faucet', '-40'],
          ['test:target', '0'],
        ],
      );
    });

    it('should post a journal of two assets once, refusing it whole below a posting floor, new accounts or not', async () => {
      const wallet = { name: 'test:trader', walletId: null, mayGoNegative: false };
      const venue = { name: 'test:venue', walletId: null, mayGoNegative: true };
      const fill = (key: string, cash: bigint, floor: bigint) =>
        placement.sql.transaction((tx) =>
          postJournal(tx, {
            idempotencyKey: key,
            kind: 'test',
            chain: 'POL',
            asset: 'USDC',
            postings: [
              { account: wallet, amount: -cash, atLeast: floor },
              { account: venue, amount: cash },
              { account: venue, amount: -7n, asset: 'SHARE' },
              { account: wallet, amount: 7n, asset: 'SHARE' },
            ],
          }),
        );
      const balances = async () =>
        (
          await placement.sql.query<{ name: string; asset: string; balance: string }>(
            't',
            `SELECT name, asset, balance::text FROM ledger_accounts WHERE name LIKE 'test:%' AND name <> 'test:target' ORDER BY name, asset`,
          )
        ).map((r) => `${r.name} ${r.asset} ${r.balance}`);
      // The accounts do not exist yet: created, then checked against the floor (0 < 1).
      await assert.rejects(fill('fill:0', 1n, 1n), InsufficientFundsError);
      await placement.sql.transaction((tx) =>
        transfer(
          tx,
          { idempotencyKey: 'fund', kind: 'test', chain: 'POL', asset: 'USDC' },
          worldAccounts.paperFaucet,
          wallet,
          10n,
        ),
      );
      await assert.rejects(
        fill('fill:1', 5n, 11n),
        InsufficientFundsError,
        'the floor, not the debit, decides',
      );
      await assert.rejects(fill('fill:1', 11n, 0n), InsufficientFundsError, 'never below zero');
      assert.equal(await fill('fill:1', 5n, 10n), true);
      assert.equal(await fill('fill:1', 5n, 10n), false, 'posted once per key');
      await assert.rejects(
        fill('fill:2', 1n, 6n),
        InsufficientFundsError,
        'the floor, with every account there (one statement)',
      );
      await assert.rejects(
        placement.sql.transaction((tx) =>
          postJournal(tx, {
            idempotencyKey: 'odd',
            kind: 'test',
            chain: 'POL',
            asset: 'USDC',
            postings: [
              { account: wallet, amount: -1n },
              { account: venue, amount: 1n, asset: 'SHARE' },
            ],
          }),
        ),
        /does not balance in USDC/,
      );
      assert.deepEqual(await balances(), [
        'test:trader SHARE 7',
        'test:trader USDC 5',
        'test:venue SHARE -7',
        'test:venue USDC 5',
      ]);
      const unbalanced = await placement.sql.query(
        't',
        `SELECT e.journal_id FROM ledger_entries e JOIN ledger_accounts a USING (ledger_account_id) GROUP BY e.journal_id, a.asset HAVING sum(e.amount) <> 0`,
      );
      assert.deepEqual(unbalanced, []);
    });
  });
}

sqlContract('PostgreSQL server', async () => {
  const sql = new PgSql(() => url, 4);
  const url = await freshPostgresUrl();
  await sql.start();
  return { sql, url, stop: () => sql.stop() };
});

sqlContract('embedded PostgreSQL (npm binaries)', async () => {
  const embedded = new EmbeddedPostgres(tempDir('pme-embedded-pg-'), 6);
  await embedded.start();
  const sql = new PgSql(() => embedded.url(), 4);
  await sql.start();
  return {
    sql,
    url: embedded.url(),
    stop: async () => {
      await sql.stop();
      await embedded.stop();
    },
  };
});
