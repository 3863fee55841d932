// The embedded SQL placement: PGlite (Postgres compiled to WASM) persisted under DATA_DIR and
// served over the Postgres wire protocol on a loopback port, so `pg` talks to it like a server.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Component, Health } from '../../core/lifecycle.ts';

export class EmbeddedPostgres implements Component {
  readonly name = 'postgres-embedded';
  private db: PGlite | undefined;
  private server: PGLiteSocketServer | undefined;

  constructor(
    private readonly dir: string,
    private readonly maxConnections: number,
  ) {}

  async start(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    this.db = await PGlite.create(this.dir);
    this.server = new PGLiteSocketServer({
      db: this.db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: this.maxConnections,
    });
    await this.server.start();
  }

  /** postgres:// URL of the loopback server; valid after start. */
  url(): string {
    if (!this.server) throw new Error('embedded postgres is not started');
    return `postgres://postgres@${this.server.getServerConn()}/postgres`;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    await this.db?.close();
    this.server = undefined;
    this.db = undefined;
  }

  async health(): Promise<Health> {
    if (!this.db) return { ok: false, detail: 'not started' };
    await this.db.query('SELECT 1');
    return { ok: true };
  }
}
