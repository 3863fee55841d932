// Postgres migrations when several processes start together on one empty database (pods of a new
// deployment): each migrator takes the advisory lock before touching anything, so exactly one
// applies each migration and the others wait and find nothing left to do.
import assert from 'node:assert/strict';
import path from 'node:path';
import { migratePostgres } from '../../storage/postgres/migrate.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { readMigrations } from '../../storage/migrations.ts';
import { freshPostgresUrl } from '../../harness/servers/backends.ts';

const MIGRATORS = 8;
const DIR = path.join(import.meta.dirname, '..', '..', 'storage', 'postgres', 'migrations');

describe('Postgres migrations, several migrators at once on one empty database', function () {
  this.timeout(60_000);

  for (let run = 1; run <= 3; run++) {
    it(`should apply every migration exactly once and fail none of them (run ${run})`, async () => {
      const url = await freshPostgresUrl();
      const pools = Array.from({ length: MIGRATORS }, () => new PgSql(() => url, 1));
      await Promise.all(pools.map((p) => p.start()));
      try {
        const results = await Promise.allSettled(pools.map((p) => migratePostgres(p)));
        const failed = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
        assert.deepEqual(failed, [], 'no migrator failed');
        const appliedBy = results.flatMap((r) =>
          r.status === 'fulfilled' ? r.value.map((m) => m.version) : [],
        );
        const expected = readMigrations(DIR).map((m) => m.version);
        assert.deepEqual(
          [...appliedBy].sort((a, b) => a - b),
          expected,
          'each migration applied by exactly one migrator',
        );
        const recorded = await pools[0]!.query<{ version: number }>(
          't',
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        assert.deepEqual(
          recorded.map((r) => r.version),
          expected,
        );
      } finally {
        await Promise.all(pools.map((p) => p.stop()));
      }
    });
  }
});
