// Several replicas on one fresh, migrated test database: each opens a pool of its own (as separate
// processes would), and every pool is stopped at the end of the suite.
import { migratePostgres } from '../../storage/postgres/migrate.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { freshPostgresUrl } from '../../harness/servers/backends.ts';

export class ReplicaPools {
  private url: string | undefined;
  private readonly pools: PgSql[] = [];

  /** A new database with the migrations applied; returns the first pool. */
  async migrated(): Promise<PgSql> {
    this.url = await freshPostgresUrl();
    const sql = await this.open();
    await migratePostgres(sql);
    return sql;
  }

  /** Another pool on the database (one per simulated process). */
  async open(): Promise<PgSql> {
    const url = this.url;
    if (url === undefined) throw new Error('migrated() first');
    const sql = new PgSql(() => url, 2);
    await sql.start();
    this.pools.push(sql);
    return sql;
  }

  async stop(): Promise<void> {
    for (const p of this.pools.splice(0)) await p.stop();
  }
}
