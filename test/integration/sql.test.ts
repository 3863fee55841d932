// One contract for the SQL port, run against a real PostgreSQL server and the embedded PGlite.
import assert from 'node:assert/strict';
import { EmbeddedPostgres } from '../../storage/postgres/embedded.ts';
import { migratePostgres } from '../../storage/postgres/migrate.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { freshPostgresUrl, tempDir } from '../support/backends.ts';

interface Placement {
  sql: PgSql;
  stop(): Promise<void>;
}

function sqlContract(name: string, open: () => Promise<Placement>): void {
  describe(`SQL port: ${name}`, function () {
    this.timeout(60_000);
    let placement: Placement;

    before(async () => {
      placement = await open();
      await placement.sql.query('t', 'CREATE TABLE ledger (id text PRIMARY KEY, amount numeric(38, 18) NOT NULL)');
    });
    after(() => placement.stop());

    it('should commit a transaction and keep NUMERIC exact', async () => {
      await placement.sql.transaction(async (tx) => {
        await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', ['a', '0.1']);
        await tx.query('t', 'INSERT INTO ledger VALUES ($1, $2)', ['b', '0.2']);
      });
      const [row] = await placement.sql.query<{ total: string }>('t', 'SELECT sum(amount)::text AS total FROM ledger');
      assert.equal(row!.total, '0.300000000000000000');
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
            const [own] = await tx.query<{ n: number }>('t', "SELECT count(*)::int AS n FROM ledger WHERE id = $1", [`p${i}`]);
            assert.equal(own!.n, 1);
          }),
        ),
      );
      const [row] = await placement.sql.query<{ n: number }>('t', "SELECT count(*)::int AS n FROM ledger WHERE id LIKE 'p%'");
      assert.equal(row!.n, 8);
    });

    it('should apply the project migrations once, in order, and be safe to run twice', async () => {
      const first = await migratePostgres(placement.sql);
      assert.ok(first.length > 0);
      assert.deepEqual(await migratePostgres(placement.sql), []);
      const applied = await placement.sql.query<{ version: number }>('t', 'SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(applied.map((r) => r.version), first.map((_, i) => i + 1));
      const rows = await placement.sql.query('t', "SELECT to_regclass('project_api_keys')::text AS t");
      assert.deepEqual(rows, [{ t: 'project_api_keys' }]);
    });
  });
}

sqlContract('PostgreSQL server', async () => {
  const sql = new PgSql(() => url, 4);
  const url = await freshPostgresUrl();
  await sql.start();
  return { sql, stop: () => sql.stop() };
});

sqlContract('embedded PGlite', async () => {
  const embedded = new EmbeddedPostgres(tempDir('pme-pglite-'), 6);
  await embedded.start();
  const sql = new PgSql(() => embedded.url(), 4);
  await sql.start();
  return {
    sql,
    stop: async () => {
      await sql.stop();
      await embedded.stop();
    },
  };
});
