// The HTTP server as a component: on stop it first turns readiness off (so a load balancer stops
// sending), then stops accepting, ends long-lived responses (event streams: they never finish on
// their own), lets requests in flight finish, and closes idle keep-alives. Every answer from then
// on carries `Connection: close`, so that a busy keep-alive connection (a client sending request
// after request) ends after its current request instead of holding the drain open.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Component, Health } from '../core/lifecycle.ts';

export interface HttpServerOptions {
  /** The component's name (default `http`). */
  name?: string;
  /** Called when the server stops accepting, before the drain: ends open streams. */
  onStopAccepting?: () => Promise<void>;
  /** Called once the server listens, with its address (PORT=0 binds a free port). */
  onListening?: (address: AddressInfo) => void;
}

/**
 * Request line and headers: Node's default of 16 KiB is too small for a GET /markets/stream of
 * 500 uint256 token ids (about 40 KB of query string).
 */
export const MAX_HEADER_BYTES = 64 * 1024;

export class HttpServer implements Component {
  readonly name: string;
  /** The process cannot serve without it: it decides readiness. */
  readonly essential = true;
  private server: Server | undefined;
  private acceptingRequests = false;
  /** Responses whose headers may not have been sent yet. */
  private readonly open = new Set<ServerResponse>();

  constructor(
    private readonly app: Koa,
    private readonly port: number,
    private readonly host: string,
    private readonly drainMs: number,
    private readonly options: HttpServerOptions = {},
  ) {
    this.name = options.name ?? 'http';
  }

  accepting(): boolean {
    return this.acceptingRequests;
  }

  /** The bound port (useful with PORT=0). */
  address(): AddressInfo {
    return this.server!.address() as AddressInfo;
  }

  async start(): Promise<void> {
    const handle = this.app.callback();
    const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
      if (!this.acceptingRequests) res.setHeader('Connection', 'close');
      this.open.add(res);
      res.once('close', () => this.open.delete(res));
      void handle(req, res);
    });
    server.keepAliveTimeout = 5000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.host, () => resolve());
    });
    this.server = server;
    this.acceptingRequests = true;
    this.options.onListening?.(this.address());
  }

  async stop(): Promise<void> {
    this.acceptingRequests = false;
    const server = this.server;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of this.open) if (!res.headersSent) res.setHeader('Connection', 'close');
    await this.options.onStopAccepting?.();
    server.closeIdleConnections();
    const timer = setTimeout(() => server.closeAllConnections(), this.drainMs);
    await closed;
    clearTimeout(timer);
    this.server = undefined;
  }

  health(): Promise<Health> {
    return Promise.resolve({ ok: this.acceptingRequests });
  }
}
