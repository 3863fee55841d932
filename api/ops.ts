// Operational endpoints outside /api/v1: liveness (never touches a dependency), readiness (every
// dependency and consumer loop), Prometheus metrics, the OpenAPI document and the reference page
// rendered from it (/docs).
import Router from '@koa/router';
import type { Health } from '../core/lifecycle.ts';
import '../core/event-loop.ts'; // registers event_loop_delay_seconds
import { metricsRegistry } from '../core/metrics.ts';
import { mountDocs } from './docs/docs-page.ts';

export interface OpsOptions {
  /** Health of every component of this process. */
  health: () => Promise<Record<string, Health>>;
  /** False while starting and once shutdown began. */
  accepting: () => boolean;
  openapi: Record<string, unknown>;
}

/** What says how the process is: answered even when the process is overloaded (never shed). */
export const HEALTH_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

export function opsRouter(options: OpsOptions): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const components = await options.health();
    const ready = options.accepting() && Object.values(components).every((h) => h.ok);
    ctx.status = ready ? 200 : 503;
    ctx.body = { ready, components };
  });
  router.get('/metrics', async (ctx) => {
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  });
  router.get('/openapi.json', (ctx) => {
    ctx.body = options.openapi;
  });
  mountDocs(router);
  return router;
}
