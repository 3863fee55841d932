// A node:http stand-in of the Polymarket Data API's GET /activity (venues/polymarket/data-api.ts
// asks it as it asks the API): in-memory rows filtered by user, type and start (inclusive), oldest
// first, paged by limit and offset; per user it can answer 500 or never answer.
import { createServer, type Server } from 'node:http';
import { freePort } from '../../harness/servers/free-port.ts';

type Row = Record<string, unknown>;

/** The Data API's GET /activity over in-memory rows: user, type, start (inclusive), ASC, limit and offset. */
export class DataApiStandIn {
  readonly rows: Row[] = [];
  readonly requests: URLSearchParams[] = [];
  /** Per user ('*': every user): answer 500, or never answer. */
  readonly failing = new Map<string, 'error' | 'silent'>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (url.pathname !== '/activity') {
        res.writeHead(404).end();
        return;
      }
      const q = url.searchParams;
      this.requests.push(q);
      const user = q.get('user') ?? '';
      const failure = this.failing.get(user) ?? this.failing.get('*');
      if (failure === 'silent') return;
      if (failure === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal error"}');
        return;
      }
      const start = Number(q.get('start') ?? 0);
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 100);
      const rows = this.rows
        .filter((r) => String(r.proxyWallet).toLowerCase() === user)
        .filter((r) => q.get('type') === null || (r.type ?? 'TRADE') === q.get('type'))
        .filter((r) => Number(r.timestamp) >= start)
        .sort((a, b) => Number(a.timestamp) - Number(b.timestamp))
        .slice(offset, offset + limit);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  usersAsked(): Set<string> {
    return new Set(this.requests.map((q) => q.get('user') ?? ''));
  }
}
