// The API app the load benchmarks serve: the real createApiApp (every route family mounted, the
// whole middleware chain: request context with its access log and metrics, error mapping, ops
// routes, the route registry with ajv validation and envelopes), with a real catalog read model
// and the analytics port. The market routes read neither Postgres nor hot state for the requests
// measured here, so the SQL port is a stub that fails loudly if anything reaches it, and hot state
// is the in-process store (bench/load.ts passes a real Postgres and Redis instead).
import { request as httpRequest, type Agent } from 'node:http';
import type Koa from 'koa';
import { createApiApp } from '../../api/api-app.ts';
import { loadConfig } from '../../core/config.ts';
import type { Logger } from '../../core/logger.ts';
import { sha256Hex } from '../../core/secrets.ts';
import { custodyFromConfig } from '../../bin/wiring/custody.ts';
import { apiSettings } from '../../bin/wiring/settings.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { BENCH_CACHE } from './load-report.ts';

const notWired = () =>
  Promise.reject(new Error('the load benchmarks serve market routes only: Postgres is not wired'));
const unusedSql: Sql = { query: notWired, transaction: notWired, withLock: notWired };

export interface BenchApiDeps {
  analytics: Analytics;
  catalog: CatalogReadModel;
  log: Logger;
  /** bench/load.ts: a real Postgres for the account routes (default: the stub above). */
  sql?: Sql;
  /** bench/load.ts: Redis (default: the in-process store, started here). */
  hot?: HotState;
  /** Settings on top of the bench defaults (rate limits…). */
  config?: Record<string, string>;
  /** The admin key the app accepts (default: an unused one). */
  adminKey?: string;
}

export async function benchApiApp(deps: BenchApiDeps): Promise<Koa> {
  const adminKey = deps.adminKey ?? 'adm_bench_unused';
  // The public routes' per-IP limit stays on (its counter is part of each request's cost) but far
  // above what one loopback client of a benchmark sends.
  const config = loadConfig({
    DATA_DIR: BENCH_CACHE,
    LOG_LEVEL: 'info',
    ADMIN_KEY: adminKey,
    RATE_LIMIT_PUBLIC_IP: '10000000',
    ...deps.config,
  });
  let hot = deps.hot;
  if (!hot) {
    hot = new MemoryHotState();
    await hot.start();
  }
  return createApiApp({
    settings: apiSettings(config),
    log: deps.log,
    sql: deps.sql ?? unusedSql,
    hot,
    analytics: deps.analytics,
    catalog: deps.catalog,
    custody: custodyFromConfig(config),
    adminKeySha256: sha256Hex(adminKey),
    ops: { health: () => Promise.resolve({}), accepting: () => true },
  });
}

export interface TimedResponse {
  status: number;
  body: Buffer;
  /** From sending the request to the last byte of the body, ms. */
  ms: number;
}

/** One GET over a keep-alive connection, timed to the last byte of the body. */
export function timedGet(agent: Agent, port: number, path: string): Promise<TimedResponse> {
  return timedRequest(agent, port, path);
}

/** One request (GET, or POST of a JSON body) over a keep-alive connection, timed to the last byte of the answer. */
export function timedRequest(
  agent: Agent,
  port: number,
  path: string,
  json?: string,
): Promise<TimedResponse> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const post =
      json === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) },
          };
    const req = httpRequest({ host: '127.0.0.1', port, path, agent, ...post }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(json);
  });
}
