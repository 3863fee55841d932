// The operations server of the roles that serve no API (ingest, engine): /healthz, /readyz and
// /metrics on a port of their own (OPS_PORT), for probes and scrapes. It is essential: a process
// whose probes cannot be answered is not ready.
import Koa from 'koa';
import type { Logger } from '../core/logger.ts';
import { HttpServer } from './http-server.ts';
import { probeRouter, type ProbeOptions } from './ops.ts';

export function createOpsServer(
  options: Omit<ProbeOptions, 'accepting'> & { port: number; host: string; log: Logger },
): HttpServer {
  const app = new Koa();
  app.on('error', (err: Error) => options.log.warn({ err: err.message }, 'ops request failed'));
  let server: HttpServer | undefined = undefined;
  const router = probeRouter({ health: options.health, accepting: () => server?.accepting() ?? false });
  app.use(router.routes());
  app.use(router.allowedMethods());
  server = new HttpServer(app, options.port, options.host, 1000, { name: 'ops-http' });
  return server;
}
