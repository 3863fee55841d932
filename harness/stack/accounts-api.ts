// The API role's project, account and admin routes served in-process on the real test PostgreSQL
// (a fresh database) and the real test Redis, or on the embedded placement's stores, wired exactly as bin/roles.ts wires them, plus small
// factories that go through the HTTP API the way an integrator would.
import type { Server } from 'node:http';
import { createApiApp, type ApiDeps } from '../../api/api-app.ts';
import type { Config } from '../../core/config.ts';
import type { Custody } from '../../engine/wallets/wallets.ts';
import { sha256Hex } from '../../core/secrets.ts';
import { custodyFromConfig } from '../../bin/wiring/custody.ts';
import { apiSettings } from '../../bin/wiring/settings.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { RedisHotState } from '../../storage/hot/redis-hot-state.ts';
import { EmbeddedPostgres } from '../../storage/postgres/embedded.ts';
import { migratePostgres } from '../../storage/postgres/migrate.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { realBackendsConfig, tempDir, uniqueName } from '../servers/backends.ts';
import { capturedLog } from './captured-log.ts';
import { serve, type TestClient } from './http.ts';

export interface ProjectCredentials {
  project_id: string;
  public_key: string;
  secret_key: string;
}

export interface AccountsApi {
  client: TestClient;
  /** The HTTP server the app is served by (a test may watch its `request` events). */
  server: Server;
  sql: PgSql;
  config: Config;
  /** The key vault and chains the app's wallets use. */
  custody: Custody;
  /** Every log line the app wrote (level info and up), as text. */
  logs(): string;
  stop(): Promise<void>;
  newProject(name?: string): Promise<ProjectCredentials>;
  /** Creates an account through the project route and returns its id. */
  newAccount(project: ProjectCredentials, metadata?: Record<string, unknown>): Promise<string>;
  /** Opens a session through the project route and returns its id. */
  newSession(project: ProjectCredentials, accountId: string): Promise<string>;
  /** Creates an account API key through the project route. */
  newAccountKey(
    project: ProjectCredentials,
    accountId: string,
    name?: string,
  ): Promise<{ public_key: string; secret_key: string }>;
}

export const ADMIN_KEY = 'adm_test_key';

export function projectHeaders(p: ProjectCredentials): Record<string, string> {
  return { 'X-API-Key': p.secret_key };
}

/** Where the SQL and hot state live: the test servers, or the embedded default's own stores. */
export type Placement = 'servers' | 'embedded';

async function openStores(
  config: Config,
  placement: Placement,
): Promise<{ sql: PgSql; hot: HotState; stop(): Promise<void> }> {
  const server =
    placement === 'embedded'
      ? new EmbeddedPostgres(tempDir('pme-embedded-pg-'), config.PG_POOL_MAX + config.PG_LOCK_CONNECTIONS)
      : undefined;
  await server?.start();
  const sql = new PgSql(
    () => server?.url() ?? config.DATABASE_URL!,
    config.PG_POOL_MAX,
    config.PG_PREPARE_STATEMENTS,
    config.PG_LOCK_CONNECTIONS,
  );
  await sql.start();
  await migratePostgres(sql);
  const hot: HotState =
    placement === 'embedded' ? new MemoryHotState() : new RedisHotState(config.REDIS_URL!);
  await hot.start();
  return {
    sql,
    hot,
    async stop() {
      await hot.stop();
      await sql.stop();
      await server?.stop();
    },
  };
}

export async function startAccountsApi(
  overrides: Record<string, string> = {},
  placement: Placement = 'servers',
  /** Stand-ins the app takes beyond its stores (a fixed webhook resolver). */
  extra: Pick<ApiDeps, 'webhookResolver'> = {},
): Promise<AccountsApi> {
  const config = await realBackendsConfig({ ADMIN_KEY, LOG_LEVEL: 'info', ...overrides });
  const stores = await openStores(config, placement);
  const { sql, hot } = stores;

  const captured = capturedLog(config.LOG_LEVEL);
  const log = captured.log;

  const custody = custodyFromConfig(config);
  const app = createApiApp({
    settings: apiSettings(config),
    log,
    sql,
    hot,
    custody,
    adminKeySha256: sha256Hex(ADMIN_KEY),
    ops: { health: () => Promise.resolve({}), accepting: () => true },
    // A fresh counter namespace per app, so suites sharing the Redis server never share budgets.
    rateLimitPrefix: uniqueName('rl'),
    ...extra,
  });
  const { client, server, close } = await serve(app);

  const expectOk = <T>(what: string, r: { status: number; body: { data?: T } }): T => {
    if (r.status !== 200 || r.body.data === undefined)
      throw new Error(`${what} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };

  return {
    client,
    server,
    sql,
    config,
    custody,
    logs: () => captured.text(),
    async stop() {
      await close();
      await stores.stop();
    },
    async newProject(name = uniqueName('project')) {
      const r = await client.post('/api/v1/admin/projects', { name }, { 'X-Admin-Key': ADMIN_KEY });
      return expectOk<ProjectCredentials>('create project', r);
    },
    async newAccount(project, metadata) {
      const body = metadata === undefined ? {} : { metadata };
      const r = await client.post('/api/v1/project/account', body, projectHeaders(project));
      return expectOk<{ account_id: string }>('create account', r).account_id;
    },
    async newSession(project, accountId) {
      const r = await client.post(
        `/api/v1/project/account/${accountId}/session`,
        undefined,
        projectHeaders(project),
      );
      return expectOk<{ session_id: string }>('create session', r).session_id;
    },
    async newAccountKey(project, accountId, name) {
      const r = await client.post(
        `/api/v1/project/account/${accountId}/api-key`,
        name === undefined ? undefined : { name },
        projectHeaders(project),
      );
      return expectOk<{ public_key: string; secret_key: string }>('create account key', r);
    },
  };
}
