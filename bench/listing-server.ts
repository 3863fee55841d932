// The server side of bench/listing.ts, run in its own process (the load generator is another one).
//
//   node --import tsx bench/listing-server.ts api             the real API (createApiApp) over the
//                                                             catalog in .bench-cache/listing-catalog (built
//                                                             on first use), access log at info on stdout
//   node --import tsx bench/listing-server.ts bare <file>     a bare Koa app answering every request
//                                                             with the bytes of <file>
//
// Both listen on 127.0.0.1 (any free port) through the service's HttpServer component and report
// {port, …} to the parent over IPC; SIGTERM stops them.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Koa from 'koa';
import { HttpServer } from '../api/http-server.ts';
import { createLogger } from '../core/logger.ts';
import { CatalogReadModel } from '../engine/market-queries/catalog-read-model.ts';
import { benchApiApp } from './support/load-api.ts';
import { loadCatalog } from './support/load-catalog.ts';
import { cachedChdb } from './support/load-dataset.ts';

export interface ServerReady {
  type: 'ready';
  port: number;
  /** api: how the catalog was obtained and loaded. */
  catalog?: {
    built: boolean;
    info: Record<string, unknown>;
    markets: number;
    events: number;
    loadMs: number;
  };
}

function report(message: ServerReady): void {
  if (!process.send)
    throw new Error('bench/listing-server.ts is started by bench/listing.ts (it reports over IPC)');
  process.send(message);
}

async function serve(app: Koa): Promise<HttpServer> {
  const server = new HttpServer(app, 0, '127.0.0.1', 1000);
  await server.start();
  return server;
}

async function main(): Promise<void> {
  const [mode, file] = parseArgs({ allowPositionals: true }).positionals;
  const stops: (() => Promise<void>)[] = [];
  if (mode === 'bare') {
    if (!file) throw new Error('bare needs the body file');
    const body = readFileSync(file);
    const app = new Koa();
    app.use((ctx) => {
      ctx.type = 'application/json';
      ctx.body = body;
    });
    const server = await serve(app);
    stops.push(() => server.stop());
    report({ type: 'ready', port: server.address().port });
  } else if (mode === 'api') {
    const { analytics, info, built } = await cachedChdb('listing-catalog', (ch) => {
      process.stderr.write('building the listing catalog in .bench-cache/listing-catalog (once)…\n');
      return loadCatalog(ch);
    });
    stops.push(() => analytics.stop());
    // The api role's logger: JSON lines on stdout at info (the parent sends them to a file).
    const log = createLogger('info', { role: 'api' });
    const catalog = new CatalogReadModel(analytics, log.child({ component: 'catalog' }));
    const t0 = Date.now();
    await catalog.start();
    const loadMs = Date.now() - t0;
    stops.unshift(() => catalog.stop());
    const app = await benchApiApp({ analytics, catalog, log });
    const server = await serve(app);
    stops.unshift(() => server.stop());
    const snapshot = catalog.current();
    report({
      type: 'ready',
      port: server.address().port,
      catalog: { built, info, markets: snapshot.marketCount, events: snapshot.events.length, loadMs },
    });
  } else {
    throw new Error(`unknown mode ${mode ?? ''}: api or bare`);
  }
  process.once('SIGTERM', () => {
    void (async () => {
      for (const stop of stops) await stop().catch(() => undefined);
      process.exit(0);
    })();
  });
}

await main();
