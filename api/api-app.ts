// The whole HTTP API of the service: every route family with its authenticators, as the api role
// serves it. Tests build the same app through this function, so they exercise the real wiring.
import type Koa from 'koa';
import type { Logger } from '../core/logger.ts';
import { StampedCache } from '../core/stamped-cache.ts';
import { version } from '../core/version.ts';
import { CorsOrigins } from '../engine/accounts/cors-origins.ts';
import { KeyCache } from '../engine/accounts/key-cache.ts';
import { sessionPolicy } from '../engine/accounts/sessions.ts';
import type { CatalogReadModel } from '../engine/market-queries/catalog-read-model.ts';
import { systemResolver, type Resolver } from '../engine/events/webhook-target.ts';
import type { WebhookRules } from '../engine/events/webhooks.ts';
import { RoutedOrderService } from '../engine/routing/routed-orders.ts';
import { RoutingService } from '../engine/routing/routing.ts';
import { SimilarityQueries } from '../engine/similarity/similarity-queries.ts';
import type { Analytics } from '../storage/clickhouse/analytics.ts';
import type { SqlExport } from '../storage/clickhouse/read-only-sql.ts';
import type { Custody } from '../engine/wallets/wallets.ts';
import type { HotState } from '../storage/hot/hot-state.ts';
import type { Sql } from '../storage/postgres/sql.ts';
import { createApp, type AppOptions } from './app.ts';
import { MarketStreamHub } from './markets/stream-hub.ts';
import { adminAuthenticator } from './auth/admin.ts';
import { dataAuthenticator } from './auth/data-key.ts';
import { credentialAuthenticators } from './auth/credentials.ts';
import { publicIpAuthenticator } from './auth/public.ts';
import { RateLimiter, type RateLimitPolicy } from './auth/rate-limit.ts';
import type { OpsOptions } from './ops.ts';
import type { AnyRoute } from './route.ts';
import { accountRoutes } from './accounts/account-routes.ts';
import type { OrderService } from '../engine/trading/orders.ts';
import { adminRoutes } from './admin/routes.ts';
import { adminSqlRoutes } from './admin/sql-routes.ts';
import { dataKeyRoutes } from './admin/data-key-routes.ts';
import { adminKeyRoutes } from './admin/key-routes.ts';
import { reconciliationRoutes } from './admin/reconciliation-routes.ts';
import type { ReconciliationSettings } from '../engine/reconciliation/reconciliation.ts';
import { marketStreamRoutes } from './markets/stream-routes.ts';
import { marketRoutes, type BookAnswer } from './markets/routes.ts';
import { marketHistoryRoutes, type CandlesAnswer } from './markets/history-routes.ts';
import { projectRoutes } from './accounts/project-routes.ts';
import { faucetRoutes } from './accounts/faucet-routes.ts';
import { recommendationRoutes } from './recommendations/routes.ts';
import { similarityRoutes } from './similarity/routes.ts';
import { routingRoutes, type RoutingRoutesDeps } from './routing/routes.ts';
import { copytradeRoutes } from './copytrade/routes.ts';
import { listingRoutes } from './trading/listing-routes.ts';
import { positionRoutes } from './trading/position-routes.ts';
import { tradingRoutes } from './trading/routes.ts';
import { walletRoutes } from './wallets/routes.ts';
import { AccountEventHub, type AccountEventHubOptions } from './events/event-hub.ts';
import { presentAccountEvent } from './events/presenters.ts';
import { eventRoutes } from './events/routes.ts';

/** The API's settings (start-up fills them from the config: bin/wiring/settings.ts). */
export interface ApiSettings {
  /** Largest JSON request body, bytes (BODY_LIMIT_BYTES). */
  bodyLimitBytes: number;
  /** The client IP from X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
  /** Requests refused 503 at once beyond these (LOAD_SHED_*). */
  loadShedding: NonNullable<AppOptions['loadShedding']>;
  /** Inactivity after which an account session expires, ms (SESSION_IDLE_TIMEOUT_S). */
  sessionIdleMs: number;
  /** What a pass an admin runs (POST /api/v1/admin/reconciliation) confirms and holds (RECONCILIATION_*). */
  reconciliation: ReconciliationSettings;
  /** The budgets per window (RATE_LIMIT_*); the counters' namespace is ApiDeps.rateLimitPrefix. */
  rateLimits: Omit<RateLimitPolicy, 'prefix'>;
  /** Order-book history answers kept per process: bytes (0: none; BOOK_HISTORY_CACHE_MB) and lifetime, ms (BOOK_HISTORY_CACHE_TTL_S). */
  bookHistoryCache: { maxBytes: number; ttlMs: number };
  /** Candles answers kept per process: bytes (0: none; CANDLES_CACHE_MB) and lifetime, ms (CANDLES_CACHE_TTL_S). */
  candlesCache: { maxBytes: number; ttlMs: number };
  /** The account event streams' poll and bound (ACCOUNT_EVENTS_POLL_MS, ACCOUNT_EVENTS_STREAMS_PER_ACCOUNT). */
  accountEvents: Required<Pick<AccountEventHubOptions, 'pollMs' | 'perAccount'>>;
  /** Shares at each best price of a book known only by its top, decimal (PAPER_TOP_OF_BOOK_SHARES). */
  topOfBookShares: string;
  /** Dollars the faucet credits one account per UTC day, decimal (FAUCET_DAILY_CAP_USDC). */
  faucetDailyCap: string;
  /** The sandbox's seed (SANDBOX_SEED), named in the label of simulated prices; unset: `sandbox` alone. */
  sandboxSeed?: string;
  /** Ceiling of a data key's own time limit, seconds (SQL_KEY_MAX_EXECUTION_S). */
  sqlKeyCeilingS: number;
  /** Webhook registration and test deliveries (WEBHOOK_*): the host resolver is ApiDeps.webhookResolver. */
  webhooks: Omit<WebhookRules, 'resolve'> & { secretGraceSeconds: number };
}

export interface ApiDeps {
  settings: ApiSettings;
  log: Logger;
  sql: Sql;
  hot: HotState;
  /** Order-book history (market routes). */
  analytics?: Analytics;
  /** Read-only SQL for data teams (POST /api/v1/admin/sql); the route is served when given. */
  sqlExport?: SqlExport;
  /** The catalog read model, started before the server (market routes). The market routes are
   * served when both are given, as the api role does; suites about other routes may leave them out. */
  catalog?: CatalogReadModel;
  /** The order service (API processes place orders): serves orders, positions and PNL with the market routes. */
  orders?: OrderService;
  /** The clock of time-dependent answers (recommendations leave out what has ended); tests pin it. */
  now?: () => number;
  /** The key vault and the chains of the custodial wallets. */
  custody: Custody;
  adminKeySha256: string;
  ops: Omit<OpsOptions, 'openapi'>;
  /** Namespace of the rate-limit counters in hot state (tests keep suites apart with it). */
  rateLimitPrefix?: string;
  /**
   * The live market streams (GET /markets/stream); made here when not given. The api role gives
   * its own so that the HTTP server can end the streams when it stops accepting.
   */
  marketStreams?: MarketStreamHub;
  /**
   * The account event streams (GET /account/events); made here when not given. The api role gives
   * its own so that the HTTP server can end the streams when it stops accepting.
   */
  accountEvents?: AccountEventHub;
  /** Resolves webhook hosts at registration (default: the system resolver; tests: a fixed table). */
  webhookResolver?: Resolver;
}

/** The account event streams of an API process, presenting events with the process's chains. */
export function accountEventHub(
  deps: Pick<ApiDeps, 'settings' | 'sql' | 'log' | 'custody'>,
): AccountEventHub {
  return new AccountEventHub(
    deps.sql,
    (e) => presentAccountEvent(deps.custody.chains, e),
    deps.log,
    deps.settings.accountEvents,
  );
}

/** The order-book history answers a process keeps (BOOK_HISTORY_CACHE_MB; none at 0). */
function bookHistoryCache({
  maxBytes,
  ttlMs,
}: ApiSettings['bookHistoryCache']): StampedCache<BookAnswer> | undefined {
  if (maxBytes === 0) return undefined;
  return new StampedCache({ maxBytes, maxEntryBytes: maxBytes / 16, ttlMs, sizeOf: (a) => a.text.length });
}

/** The candles answers a process keeps (CANDLES_CACHE_MB; none at 0): their bytes as sent, compressed once. */
function candlesCache({
  maxBytes,
  ttlMs,
}: ApiSettings['candlesCache']): StampedCache<CandlesAnswer> | undefined {
  if (maxBytes === 0) return undefined;
  return new StampedCache({
    maxBytes,
    maxEntryBytes: maxBytes / 16,
    ttlMs,
    sizeOf: (a) => a.payload.byteLength,
  });
}

/** The routing services of the API over the order service: its fees, rules and order path. */
function routingDeps(deps: ApiDeps, orders: OrderService, catalog: CatalogReadModel): RoutingRoutesDeps {
  const routing = new RoutingService({
    sql: deps.sql,
    hot: deps.hot,
    catalog: () => catalog.current(),
    similarity: new SimilarityQueries(deps.hot),
    fees: orders.fees,
    orderRules: orders.orderRules,
    topOfBookShares: deps.settings.topOfBookShares,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    sql: deps.sql,
    routing,
    routedOrders: new RoutedOrderService({ sql: deps.sql, routing, orders, log: deps.log }),
    ...(deps.now ? { now: deps.now } : {}),
  };
}

/** What the route families share beyond ApiDeps: the process's key cache, sessions and CORS lists. */
export interface RouteRegistryDeps extends ApiDeps {
  keys: KeyCache;
  sessions: ReturnType<typeof sessionPolicy>;
  corsOrigins: CorsOrigins;
}

/**
 * Every route of the API, declared once: the app serves them and the OpenAPI document is built from
 * them (test/unit/docs-routes.test.ts builds the document from it with stand-ins for the backends).
 */
export function apiRoutes(deps: RouteRegistryDeps): AnyRoute[] {
  const { settings, sql, hot, keys, sessions, corsOrigins } = deps;
  if ((deps.analytics === undefined) !== (deps.catalog === undefined)) {
    throw new Error('the market routes need both analytics and the catalog read model');
  }
  const catalog = deps.catalog;
  const now = deps.now ? { now: deps.now } : {};
  const markets =
    deps.analytics && catalog
      ? [
          ...marketRoutes({
            analytics: deps.analytics,
            catalog,
            hot,
            bookHistoryCache: bookHistoryCache(settings.bookHistoryCache),
            ...(settings.sandboxSeed === undefined ? {} : { sandboxSeed: settings.sandboxSeed }),
            ...now,
          }),
          ...marketHistoryRoutes({
            analytics: deps.analytics,
            catalog,
            hot: deps.hot,
            candlesCache: candlesCache(settings.candlesCache),
          }),
          ...marketStreamRoutes({
            catalog,
            hot,
            streams: deps.marketStreams ?? new MarketStreamHub(hot, deps.log),
          }),
          ...similarityRoutes({ catalog, similarity: new SimilarityQueries(hot) }),
          ...(deps.orders ? routingRoutes(routingDeps(deps, deps.orders, catalog)) : []),
          ...tradingRoutes({
            sql,
            hot,
            catalog,
            orders: deps.orders,
            topOfBookShares: settings.topOfBookShares,
          }),
          ...(deps.orders
            ? [...listingRoutes({ sql, catalog }), ...positionRoutes({ sql, hot, catalog })]
            : []),
          ...recommendationRoutes({ sql, catalog, ...now }),
        ]
      : [];
  return [
    ...adminRoutes({ sql, chains: deps.custody.chains }),
    ...dataKeyRoutes({ sql, keyCeilingS: settings.sqlKeyCeilingS }),
    ...adminKeyRoutes({ sql, keys, vault: deps.custody.vault }),
    ...reconciliationRoutes({
      sql,
      chains: deps.custody.chains,
      log: deps.log,
      settings: settings.reconciliation,
    }),
    ...(deps.sqlExport
      ? adminSqlRoutes({ analytics: deps.sqlExport, keyCeilingS: settings.sqlKeyCeilingS })
      : []),
    ...projectRoutes({ sql, keys, sessions, custody: deps.custody, cors: corsOrigins }),
    ...faucetRoutes({ sql, chains: deps.custody.chains, policy: { dailyCap: settings.faucetDailyCap } }),
    ...accountRoutes({ sql, keys }),
    ...walletRoutes({ sql, ...deps.custody }),
    ...copytradeRoutes({ sql }),
    ...eventRoutes({
      sql,
      streams: deps.accountEvents ?? accountEventHub(deps),
      secretGraceSeconds: settings.webhooks.secretGraceSeconds,
      sealer: deps.custody.vault,
      webhookRules: {
        policy: settings.webhooks.policy,
        resolve: deps.webhookResolver ?? systemResolver,
        maxEndpoints: settings.webhooks.maxEndpoints,
        timeoutMs: settings.webhooks.timeoutMs,
      },
    }),
    ...markets,
  ];
}

export function createApiApp(deps: ApiDeps): Koa {
  const { settings, sql, hot } = deps;
  const sessions = sessionPolicy(settings.sessionIdleMs);
  // Kept keys only once revocations of other processes are heard (see KeyCache); until then, or if
  // the subscription fails, every key is read from the database.
  const keys = new KeyCache(hot);
  keys
    .start()
    .catch((err: unknown) => deps.log.warn({ err }, 'key cache off: no subscription to key revocations'));
  const corsOrigins = new CorsOrigins(sql, hot);
  corsOrigins
    .start()
    .catch((err: unknown) =>
      deps.log.warn({ err }, 'CORS origin changes of other processes unheard: lists reread every 30 s'),
    );
  const rateLimit: RateLimitPolicy = { ...settings.rateLimits, prefix: deps.rateLimitPrefix ?? 'rl' };
  const routes = apiRoutes({ ...deps, keys, sessions, corsOrigins });
  const admin = adminAuthenticator(deps.adminKeySha256, new RateLimiter(hot, rateLimit));
  return createApp({
    log: deps.log,
    version,
    bodyLimitBytes: settings.bodyLimitBytes,
    trustProxy: settings.trustProxy,
    loadShedding: settings.loadShedding,
    routes,
    authenticators: {
      none: publicIpAuthenticator(new RateLimiter(hot, rateLimit)),
      admin,
      data: dataAuthenticator(sql, admin, new RateLimiter(hot, rateLimit)),
      ...credentialAuthenticators({ sql, hot, keys, sessions, rateLimit }),
    },
    ops: deps.ops,
    corsOrigins,
  });
}
