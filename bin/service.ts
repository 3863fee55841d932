// Start-up routine of one process: backends (embedded servers before their clients), migrations,
// topics, then the role's components. Shutdown stops all of it in reverse order.
import type { Config } from '../core/config.ts';
import { Runtime, type Component } from '../core/lifecycle.ts';
import type { Logger } from '../core/logger.ts';
import { createBackends, type Backends, type Needs } from './wiring/backends.ts';
import { allTopics } from '../storage/bus/topics.ts';
import { migrateClickHouse } from '../storage/clickhouse/migrate.ts';
import { migratePostgres } from '../storage/postgres/migrate.ts';
import { webhookLocalDevNotice } from '../engine/events/webhook-local-dev.ts';
import { custodyFromConfig } from './wiring/custody.ts';
import { createOpsServer } from '../api/ops-server.ts';
import { needsOf, needsOpsServer, roles, type RoleName } from './roles.ts';

export interface Service {
  runtime: Runtime;
  backends: Backends;
  /** The operations server's bound port (ingest, engine); undefined where the api serves them. */
  opsPort?: number;
  stop(): Promise<void>;
}

/** Opens the backends a role needs and brings their schemas up to date. */
export async function openBackends(
  config: Config,
  needs: Needs,
  log: Logger,
  runtime: Runtime,
): Promise<Backends> {
  const backends = createBackends(config, needs, log);
  // The stores decide readiness (with the HTTP server): see core/lifecycle.ts.
  for (const component of backends.components) await runtime.start(component, true);
  if (needs.sql)
    log.info({ applied: (await migratePostgres(backends.sql)).map((m) => m.name) }, 'postgres migrated');
  if (needs.analytics) {
    log.info(
      { applied: (await migrateClickHouse(backends.analytics)).map((m) => m.name) },
      'clickhouse migrated',
    );
  }
  if (needs.bus) await backends.bus.ensureTopics(allTopics);
  return backends;
}

/**
 * A one-shot command on the stores: opens what `needs` names (migrated), runs `work`, stops them
 * again whatever happened; `work`'s value.
 */
export async function oneShot<T>(
  config: Config,
  log: Logger,
  work: (backends: Backends) => Promise<T>,
  needs: Needs = { sql: true, analytics: true },
): Promise<T> {
  const runtime = new Runtime(log);
  try {
    return await work(await openBackends(config, needs, log, runtime));
  } finally {
    await runtime.stop();
  }
}

export async function startService(role: RoleName, config: Config, log: Logger): Promise<Service> {
  const runtime = new Runtime(log);
  try {
    const backends = await openBackends(config, needsOf(role), log, runtime);
    const custody = custodyFromConfig(config);
    // Warned about at start and listed by /readyz, whichever role sends or registers webhooks.
    if (config.WEBHOOK_LOCAL_DEV) await runtime.start(webhookLocalDevNotice(log));
    for (const r of roles[role]) {
      for (const step of r.components({ role, config, log, backends, runtime, custody })) {
        await (Array.isArray(step) ? runtime.startTogether(step) : runtime.start(step as Component));
      }
    }
    // Last, like the api's HTTP server: /readyz answers 200 only once everything has started.
    let opsPort: number | undefined = undefined;
    if (needsOpsServer(role)) {
      const ops = createOpsServer({
        health: () => runtime.health(),
        port: config.OPS_PORT,
        host: config.HOST,
        log,
      });
      await runtime.start(ops);
      opsPort = ops.address().port;
    }
    return { runtime, backends, opsPort, stop: () => runtime.stop() };
  } catch (err) {
    await runtime.stop();
    throw err;
  }
}
