// A stand-in venue on a free loopback port for the connector tests: an HTTP server whose routes the
// test defines (answering with recorded payloads), and a `ws` WebSocketServer on the same port that
// behaves like Polymarket's market channel (answers "PING" with "PONG", records subscriptions,
// plays whatever frames the test pushes). Every request and socket event lands in one timeline, so
// tests can assert on order without timing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Bus, BusConsumer } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';

export interface VenueRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface VenueReply {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
}

export type Route = (request: VenueRequest) => VenueReply | Promise<VenueReply>;

export interface SubscriptionMessage {
  /** 1 for the first connection, 2 for the next… */
  connection: number;
  message: Record<string, unknown>;
}

export type TimelineEntry =
  | { kind: 'request'; method: string; path: string; query: string; status: number }
  | { kind: 'connect'; connection: number }
  | { kind: 'subscribe'; connection: number; assets: string[]; operation: string }
  | { kind: 'ping'; connection: number }
  | { kind: 'drop'; connection: number }
  | { kind: 'note'; text: string };

export class VenueServer {
  readonly timeline: TimelineEntry[] = [];
  readonly subscriptions: SubscriptionMessage[] = [];
  /** Answer PINGs (turn off to make a connection look dead). */
  answerPings = true;
  /** Frames sent to each new connection once it subscribed (e.g. the initial `book` dump). */
  onSubscribe: ((socket: WebSocket, assets: string[], connection: number) => void) | undefined;
  private readonly routes = new Map<string, Route>();
  private readonly sockets = new Map<WebSocket, number>();
  private connections = 0;

  private constructor(
    private readonly http: Server,
    private readonly wss: WebSocketServer,
  ) {}

  static async start(): Promise<VenueServer> {
    const http = createServer();
    const wss = new WebSocketServer({ server: http });
    const server = new VenueServer(http, wss);
    http.on('request', (req, res) => void server.handle(req, res));
    wss.on('connection', (socket) => server.accept(socket));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return server;
  }

  get port(): number {
    return (this.http.address() as AddressInfo).port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${this.port}/ws/market`;
  }

  /** `key` is "GET /path" (a path pattern may end in `*`). */
  route(key: string, handler: Route): void {
    this.routes.set(key, handler);
  }

  /** The handler registered under `key`, to wrap it. */
  routeFor(key: string): Route {
    const handler = this.routes.get(key);
    if (!handler) throw new Error(`no route ${key}`);
    return handler;
  }

  requests(path: string | RegExp): Extract<TimelineEntry, { kind: 'request' }>[] {
    return this.timeline.filter(
      (e): e is Extract<TimelineEntry, { kind: 'request' }> =>
        e.kind === 'request' && (typeof path === 'string' ? e.path === path : path.test(e.path)),
    );
  }

  /** Every asset a connection subscribed to, over all its subscribe messages. */
  assetsOf(connection: number): string[] {
    return this.timeline
      .filter((e) => e.kind === 'subscribe' && e.connection === connection && e.operation === 'subscribe')
      .flatMap((e) => (e.kind === 'subscribe' ? e.assets : []));
  }

  /** The assets the open connections are subscribed to now (their subscribes less their unsubscribes). */
  streamedAssets(): Set<string> {
    const open = new Set(this.sockets.values());
    const out = new Set<string>();
    for (const e of this.timeline) {
      if (e.kind !== 'subscribe' || !open.has(e.connection)) continue;
      for (const asset of e.assets) {
        if (e.operation === 'subscribe') out.add(asset);
        else if (e.operation === 'unsubscribe') out.delete(asset);
      }
    }
    return out;
  }

  get openConnections(): number[] {
    return [...this.sockets.values()];
  }

  /** Sends a frame (text as recorded) to every open connection. */
  push(frame: string): void {
    for (const socket of this.sockets.keys()) socket.send(frame);
  }

  /** Kills every connection without a close handshake, as a network failure would. */
  dropAll(): void {
    for (const [socket, connection] of this.sockets) {
      this.timeline.push({ kind: 'drop', connection });
      socket.terminate();
    }
  }

  async close(): Promise<void> {
    for (const socket of this.sockets.keys()) socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  private accept(socket: WebSocket): void {
    const connection = ++this.connections;
    this.sockets.set(socket, connection);
    this.timeline.push({ kind: 'connect', connection });
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      if (text === 'PING') {
        this.timeline.push({ kind: 'ping', connection });
        if (this.answerPings) socket.send('PONG');
        return;
      }
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(text) as Record<string, unknown>;
      } catch {
        this.timeline.push({ kind: 'note', text: `unreadable client frame ${text.slice(0, 50)}` });
        return;
      }
      this.subscriptions.push({ connection, message });
      const assets = Array.isArray(message.assets_ids) ? (message.assets_ids as string[]) : [];
      const operation = typeof message.operation === 'string' ? message.operation : 'subscribe';
      this.timeline.push({ kind: 'subscribe', connection, assets, operation });
      if (operation === 'subscribe') this.onSubscribe?.(socket, assets, connection);
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // keep the text
    }
    const method = req.method ?? 'GET';
    const handler = this.match(method, url.pathname);
    let reply: VenueReply;
    try {
      reply = handler
        ? await handler({ method, path: url.pathname, query: url.searchParams, headers: req.headers, body })
        : { status: 404, body: { error: 'not found' } };
    } catch (err) {
      reply = { status: 500, body: { error: (err as Error).message } };
    }
    const status = reply.status ?? 200;
    this.timeline.push({ kind: 'request', method, path: url.pathname, query: url.search, status });
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
    res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
    res.end(text);
  }

  private match(method: string, path: string): Route | undefined {
    const exact = this.routes.get(`${method} ${path}`);
    if (exact) return exact;
    for (const [key, handler] of this.routes) {
      const [m, pattern] = key.split(' ') as [string, string];
      if (m === method && pattern.endsWith('*') && path.startsWith(pattern.slice(0, -1))) return handler;
    }
    return undefined;
  }
}

/** Everything published on the md.* topics, decoded, for assertions (consumed from the beginning). */
export class ConsumedMessages {
  readonly markets: Record<string, any>[] = [];
  readonly books: Record<string, any>[] = [];
  readonly prices: Record<string, any>[] = [];
  readonly deadLetters: Record<string, any>[] = [];
  private consumer: BusConsumer | undefined;
  private static groups = 0;

  async start(bus: Bus): Promise<void> {
    this.consumer = bus.consumer({
      groupId: `connector-test-${process.pid}-${++ConsumedMessages.groups}`,
      topics: Object.values(topics),
      fromBeginning: true,
      handler: (batch) => {
        const into = {
          [topics.markets]: this.markets,
          [topics.books]: this.books,
          [topics.prices]: this.prices,
          [topics.deadLetter]: this.deadLetters,
        }[batch.topic];
        for (const record of batch.records) into?.push(JSON.parse(record.value) as Record<string, any>);
        return Promise.resolve();
      },
    });
    await this.consumer.start();
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
  }
}
