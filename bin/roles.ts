// What each role runs. `all` is every role in one process: the embedded default.
import { hostname } from 'node:os';
import type { Config } from '../core/config.ts';
import type { Component, Runtime } from '../core/lifecycle.ts';
import type { Logger } from '../core/logger.ts';
import type { Backends, Needs } from './wiring/backends.ts';
import { accountEventHub, createApiApp } from '../api/api-app.ts';
import { presentAccountEvent } from '../api/events/presenters.ts';
import { WebhookDeliverer, webhookDeliveryTask } from '../engine/events/webhook-delivery.ts';
import { eventRetentionTask } from '../engine/events/retention.ts';
import { HttpServer } from '../api/http-server.ts';
import { MarketStreamHub } from '../api/markets/stream-hub.ts';
import { CatalogReadModel } from '../engine/market-queries/catalog-read-model.ts';
import { connectorsFromConfig } from './wiring/ingest.ts';
import { CatalogWriter } from '../engine/market-data/catalog-writer.ts';
import { HistoryWriter } from '../engine/market-data/history-writer.ts';
import { MarketStateWriter } from '../engine/market-data/market-state-writer.ts';
import { SimilarityWriter } from '../engine/similarity/similarity-writer.ts';
import { RelatedEventsWriter } from '../engine/market-data/related-events-writer.ts';
import { MessageConsumer } from '../engine/stream/message-consumer.ts';
import { MemberNameClaim, memberLeaseName } from '../engine/member-name.ts';
import { DepositCreditor } from '../engine/wallets/deposit-creditor.ts';
import { chainTasks } from '../engine/wallets/chain-tasks.ts';
import { reconciliationTask } from '../engine/reconciliation/reconciliation.ts';
import { CopytradeFollower } from '../engine/copytrade/follower.ts';
import { targetWatchTask } from '../ingest/polymarket/target-watcher.ts';
import { createOrderService, tradingComponents, type TradingDeps } from '../engine/trading/trading.ts';
import type { Custody } from '../engine/wallets/wallets.ts';
import { liveVenuesFromConfig, venueFees, venueOrderRules } from './wiring/venues.ts';
import { apiSettings, reconciliationSettings, tradingSettings, webhookPolicy } from './wiring/settings.ts';
import { PgLeases, leaseHolderId } from '../storage/postgres/leases.ts';
import { findLease } from '../storage/postgres/repositories/leases.ts';
import { adminKeyDigest } from './admin-key.ts';
import { localUrl } from '../core/net.ts';
import { announceApi } from '../storage/data-dir-lock.ts';

export type RoleName = 'all' | 'api' | 'ingest' | 'engine';
export const roleNames: readonly RoleName[] = ['all', 'api', 'ingest', 'engine'];

export interface RoleContext {
  /** The role the process runs (`all`: every role in one process). */
  role: RoleName;
  config: Config;
  log: Logger;
  backends: Backends;
  runtime: Runtime;
  /** The wallets' key vault and chains, one per process. */
  custody: Custody;
}

interface Role {
  needs: Needs;
  /** Serves /healthz, /readyz and /metrics itself (the api); the other roles get an operations server. */
  servesOps?: boolean;
  /**
   * Components in start order, after the backends are up and migrated; the components of an inner
   * list do not depend on each other and start together (Runtime.startTogether).
   */
  components(rc: RoleContext): (Component | readonly Component[])[];
}

function tradingDeps(rc: RoleContext, catalog: CatalogReadModel): TradingDeps {
  const { sql, hot, bus } = rc.backends;
  return {
    settings: tradingSettings(rc.config),
    sql,
    hot,
    bus,
    custody: rc.custody,
    log: rc.log,
    catalog: () => catalog.current(),
    live: liveVenuesFromConfig(rc.config),
    fees: venueFees,
    orderRules: venueOrderRules,
  };
}

const catalogs = new WeakMap<RoleContext, CatalogReadModel>();

/**
 * One catalog read model per process (it holds the whole catalog in memory): the first role that
 * asks for it gets it as a component to start (`all`: the engine, before the API serves).
 */
function sharedCatalog(rc: RoleContext): { catalog: CatalogReadModel; components: Component[] } {
  const existing = catalogs.get(rc);
  if (existing) return { catalog: existing, components: [] };
  const catalog = new CatalogReadModel(rc.backends.analytics, rc.log.child({ component: 'catalog' }));
  catalogs.set(rc, catalog);
  return { catalog, components: [catalog] };
}

const api: Role = {
  needs: { sql: true, analytics: true, hot: true, bus: true },
  servesOps: true,
  components: (rc) => {
    let server: HttpServer | undefined = undefined;
    // The market routes read the catalog from memory: it is loaded before the server accepts requests.
    const { catalog, components } = sharedCatalog(rc);
    const marketStreams = new MarketStreamHub(rc.backends.hot, rc.log.child({ component: 'market-stream' }));
    const settings = apiSettings(rc.config);
    const accountEvents = accountEventHub({
      settings,
      sql: rc.backends.sql,
      log: rc.log.child({ component: 'account-events' }),
      custody: rc.custody,
    });
    const app = createApiApp({
      settings,
      log: rc.log,
      sql: rc.backends.sql,
      hot: rc.backends.hot,
      analytics: rc.backends.analytics,
      sqlExport: rc.backends.analytics,
      catalog,
      marketStreams,
      accountEvents,
      custody: rc.custody,
      orders: createOrderService(tradingDeps(rc, catalog)),
      adminKeySha256: adminKeyDigest(rc.config),
      ops: { health: () => rc.runtime.health(), accepting: () => server?.accepting() ?? false },
    });
    server = new HttpServer(app, rc.config.PORT, rc.config.HOST, rc.config.SHUTDOWN_TIMEOUT_MS / 2, {
      onStopAccepting: async () => {
        await Promise.all([marketStreams.close(), accountEvents.close()]);
      },
      onListening: ({ port }) => announceApi(rc.config.DATA_DIR, localUrl(rc.config.HOST, port)),
    });
    return [...components, server];
  },
};

const ingest: Role = {
  // PostgreSQL for the ingest leases and the replay checkpoint; the hot store and ClickHouse for the
  // backfill (its shared request budgets, and the spans already stored).
  needs: { bus: true, sql: true, hot: true, analytics: true },
  components: ({ config, backends, log }) => connectorsFromConfig(config, backends, log),
};

const engine: Role = {
  needs: { bus: true, analytics: true, hot: true, sql: true },
  components: (rc) => {
    const {
      backends: { bus, analytics, hot, sql },
      log,
      config,
      custody,
    } = rc;
    // Copytrade followers place orders, which are validated against the catalog.
    const { catalog, components } = sharedCatalog(rc);
    const trading = tradingDeps(rc, catalog);
    const orders = createOrderService(trading);
    // Singleton periodic work runs on one engine replica at a time (core/periodic.ts).
    const pgLeases = new PgLeases(
      rc.backends.leaseSql,
      leaseHolderId(),
      config.LEASE_TTL_S * 1000,
      config.LEASE_RENEW_INTERVAL_MS,
    );
    const leases = (name: string) => pgLeases.lease(name);
    const tradingParts = tradingComponents({ ...trading, leases }, orders);
    const member = config.ENGINE_MEMBER_ID ?? hostname();
    // `all` is one process per DATA_DIR already (storage/data-dir-lock.ts); engine replicas claim their name.
    const claim =
      rc.role === 'engine'
        ? [
            new MemberNameClaim(
              leases(memberLeaseName(member)),
              member,
              log,
              async () => (await findLease(sql, memberLeaseName(member)))?.holder,
            ),
          ]
        : [];
    return [
      ...claim,
      ...components,
      // The stream consumers: each joins a group of its own.
      [
        new MessageConsumer(bus, new CatalogWriter(analytics), log),
        new MessageConsumer(bus, new MarketStateWriter(analytics, hot, log), log),
        new MessageConsumer(bus, new HistoryWriter(analytics, hot), log),
        ...new SimilarityWriter(analytics, hot, log, {
          partitions: config.KAFKA_TOPIC_PARTITIONS,
          member,
          settleIdleMs: config.SIMILARITY_SETTLE_IDLE_MS,
        }).consumers(bus),
        new MessageConsumer(bus, new RelatedEventsWriter(analytics, hot, log), log),
        new DepositCreditor(bus, sql, log),
        new CopytradeFollower(bus, { sql, orders, catalog: trading.catalog, log }),
        ...tradingParts.consumers,
      ],
      ...chainTasks({ ...custody, sql, bus, log, intervalMs: config.CHAIN_POLL_INTERVAL_S * 1000, leases }),
      reconciliationTask({
        sql,
        chains: custody.chains,
        log,
        settings: reconciliationSettings(config),
        intervalMs: config.RECONCILIATION_INTERVAL_S * 1000,
        lease: leases('reconciliation'),
      }),
      ...tradingParts.tasks,
      webhookDeliveryTask(
        new WebhookDeliverer(
          { sql, log, present: (e) => presentAccountEvent(custody.chains, e), sealer: custody.vault },
          {
            timeoutMs: config.WEBHOOK_TIMEOUT_MS,
            policy: webhookPolicy(config),
            retryBaseMs: config.WEBHOOK_RETRY_BASE_S * 1000,
            retryMaxMs: config.WEBHOOK_RETRY_MAX_S * 1000,
            maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
          },
        ),
        log,
        config.WEBHOOK_POLL_INTERVAL_MS,
        leases('webhook-delivery'),
      ),
      eventRetentionTask(
        sql,
        log,
        {
          eventsDays: config.ACCOUNT_EVENTS_RETENTION_DAYS,
          attemptsDays: config.WEBHOOK_ATTEMPTS_RETENTION_DAYS,
        },
        config.EVENT_RETENTION_INTERVAL_S * 1000,
        leases('event-retention'),
      ),
      targetWatchTask(
        { sql, bus, log, dataApiUrl: config.POLYMARKET_DATA_API_URL },
        config.COPYTRADE_POLL_INTERVAL_S * 1000,
        leases('copytrade-target-watch'),
      ),
    ];
  },
};

export const roles: Record<RoleName, Role[]> = {
  all: [ingest, engine, api],
  api: [api],
  ingest: [ingest],
  engine: [engine],
};

/** Whether the role's processes need an operations server of their own (OPS_PORT). */
export function needsOpsServer(role: RoleName): boolean {
  return !roles[role].some((r) => r.servesOps);
}

export function needsOf(role: RoleName): Needs {
  const needs: Needs = {};
  for (const r of roles[role])
    for (const [k, v] of Object.entries(r.needs)) if (v) needs[k as keyof Needs] = true;
  return needs;
}
