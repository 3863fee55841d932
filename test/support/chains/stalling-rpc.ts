// A JSON-RPC proxy in front of a local node (hardhat) that can stall chosen methods on demand: while
// `stall(method)` is in force, requests calling that method are held, unanswered, until `release()`
// forwards them (in arrival order) and the node's answers go back. With `loseAnswers(method)` such
// requests do reach the node at once, but their answers are held and, at `release()`, never sent
// (the connection is cut): the call happened, its caller never hears so. Everything else passes.
// It stands for a chain whose RPC hangs (a slow provider, a congested node) at the network, so the
// code under test sees exactly what it would: a request that does not come back.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from '../../../harness/servers/free-port.ts';

interface Held {
  body: string;
  res: ServerResponse;
  /** Already sent to the node: its answer is lost at release. */
  reachedNode: boolean;
}

export class StallingRpc {
  private readonly stalled = new Set<string>();
  private readonly losing = new Set<string>();
  private readonly held: Held[] = [];
  /** How many requests of each method have been held so far (answered or not). */
  readonly heldCounts = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly target: string,
  ) {}

  static async start(target: string): Promise<StallingRpc> {
    const port = await freePort();
    const server = createServer();
    const proxy = new StallingRpc(server, `http://127.0.0.1:${port}`, target);
    server.on('request', (req, res) => void proxy.handle(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return proxy;
  }

  /** Holds every request calling one of `methods` from now until release(). */
  stall(...methods: string[]): void {
    for (const m of methods) this.stalled.add(m);
  }

  /** Sends every request calling one of `methods` to the node, and holds its answer until release() drops it. */
  loseAnswers(...methods: string[]): void {
    for (const m of methods) this.losing.add(m);
  }

  /** Requests held now, unanswered. */
  get waiting(): number {
    return this.held.length;
  }

  /** Ends the stall: the held requests go to the node, in the order they came. */
  async release(): Promise<void> {
    this.stalled.clear();
    this.losing.clear();
    const held = this.held.splice(0);
    for (const h of held) {
      if (h.reachedNode) h.res.destroy();
      else await this.forward(h.body, h.res);
    }
  }

  async stop(): Promise<void> {
    for (const h of this.held.splice(0)) h.res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString();
    const calls = [JSON.parse(body) as { method?: string } | { method?: string }[]].flat();
    const methods = calls.map((c) => c.method);
    const held = methods.find((m) => m !== undefined && (this.stalled.has(m) || this.losing.has(m)));
    if (held === undefined) return this.forward(body, res);
    this.heldCounts.set(held, (this.heldCounts.get(held) ?? 0) + 1);
    const reachedNode = this.losing.has(held);
    if (reachedNode) await (await this.ask(body)).text();
    this.held.push({ body, res, reachedNode });
  }

  private ask(body: string): Promise<Response> {
    return fetch(this.target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  }

  private async forward(body: string, res: ServerResponse): Promise<void> {
    try {
      const answer = await this.ask(body);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    } catch {
      res.destroy();
    }
  }
}
