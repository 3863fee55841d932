// A node:http server on a free loopback port for the venue stand-ins of the backfill tests and
// benchmark: routes by method and path (a pattern may end in `*`), JSON answers, and a count of
// every request by path and status so tests can tell what was asked and what was refused.
import { createServer, type Server } from 'node:http';
import { freePort } from '../servers/free-port.ts';

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface StandInReply {
  status?: number;
  headers?: Record<string, string>;
  body: unknown;
}

export type StandInRoute = (request: StandInRequest) => StandInReply | Promise<StandInReply>;

export class HttpStandIn {
  url = '';
  /** Requests answered, by `METHOD path status`. */
  readonly answered = new Map<string, number>();
  /** Every request answered, in order. */
  readonly requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
    status: number;
  }[] = [];
  private server: Server | undefined;
  private readonly routes: [string, string, StandInRoute][] = [];

  route(method: string, path: string, handler: StandInRoute): void {
    this.routes.push([method, path, handler]);
  }

  /** Requests to paths starting with `prefix`, by status ('*': any). */
  count(prefix: string, status: number | '*' = '*'): number {
    let n = 0;
    for (const [key, value] of this.answered) {
      const [, path, s] = key.split(' ');
      if (path!.startsWith(prefix) && (status === '*' || s === String(status))) n += value;
    }
    return n;
  }

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = text;
        }
        const method = req.method ?? 'GET';
        const found = this.routes.find(
          ([m, p]) =>
            m === method && (p.endsWith('*') ? url.pathname.startsWith(p.slice(0, -1)) : url.pathname === p),
        );
        let reply: StandInReply;
        try {
          reply = found
            ? await found[2]({ method, path: url.pathname, query: url.searchParams, body })
            : { status: 404, body: { error: 'not found' } };
        } catch (err) {
          reply = { status: 500, body: { error: (err as Error).message } };
        }
        const status = reply.status ?? 200;
        const key = `${method} ${url.pathname} ${status}`;
        this.answered.set(key, (this.answered.get(key) ?? 0) + 1);
        this.requests.push({ method, path: url.pathname, query: url.searchParams, body, status });
        if (res.destroyed) return;
        res
          .writeHead(status, { 'content-type': 'application/json', ...reply.headers })
          .end(JSON.stringify(reply.body));
      })();
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** A sliding window of request times: how long until one more fits under `limit` per `windowMs`. */
export class RequestWindow {
  private readonly times: number[] = [];
  /** Most requests seen in any one window. */
  peak = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Records a request now if it fits and answers 0; else answers the wait (ms) and records nothing. */
  admit(now = Date.now()): number {
    while (this.times.length > 0 && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length >= this.limit) return this.times[0]! + this.windowMs - now;
    this.times.push(now);
    this.peak = Math.max(this.peak, this.times.length);
    return 0;
  }
}
