// Operational endpoints outside /api/v1: liveness (never touches a dependency), readiness (the
// essential components decide it; the others are listed as degraded, see core/lifecycle.ts),
// Prometheus metrics — served by every role (the api on its port, the others on OPS_PORT) — and,
// in the api, the OpenAPI document and the reference page rendered from it (/docs).
import Router from '@koa/router';
import { readiness, type Health } from '../core/lifecycle.ts';
import '../core/event-loop.ts'; // registers event_loop_delay_seconds
import { metricsRegistry } from '../core/metrics.ts';
import { mountDocs } from './docs/docs-page.ts';

export interface ProbeOptions {
  /** Health of every component of this process. */
  health: () => Promise<Record<string, Health>>;
  /** False while starting and once shutdown began. */
  accepting: () => boolean;
}

export interface OpsOptions extends ProbeOptions {
  openapi: Record<string, unknown>;
}

/** What says how the process is: answered even when the process is overloaded (never shed). */
export const HEALTH_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

/** /healthz, /readyz and /metrics. */
export function probeRouter(options: ProbeOptions): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const components = await options.health();
    const { ready, degraded } = readiness(components);
    const serving = ready && options.accepting();
    ctx.status = serving ? 200 : 503;
    ctx.body = { ready: serving, degraded, components };
  });
  router.get('/metrics', async (ctx) => {
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  });
  return router;
}

/** The api's: the probes, the OpenAPI document and /docs. */
export function opsRouter(options: OpsOptions): Router {
  const router = probeRouter(options);
  router.get('/openapi.json', (ctx) => {
    ctx.body = options.openapi;
  });
  mountDocs(router);
  return router;
}
