// One connection to the CLOB market channel, carrying a set of asset (token) ids.
//
// Protocol (docs.polymarket.com, market channel): after connecting, the client sends
// {"type":"market","assets_ids":[…]} and may later add or drop ids with
// {"assets_ids":[…],"operation":"subscribe"|"unsubscribe"}. The server answers the text "PING",
// which clients send every 10 s, with "PONG". A connection is good for about 500 asset ids (an
// undocumented limit: beyond it updates stop arriving; nautilus_trader PR #2915), which the pool in
// connector.ts respects; the ids are sent in batches so no single frame grows huge.
//
// Liveness: with a PING every interval, silence (not even a PONG) for `staleAfterMs` means the
// connection is dead even if TCP has not noticed; it is terminated and re-opened. Every re-open
// re-subscribes the whole set and backs off exponentially with jitter; the back-off resets once a
// frame arrives on the new connection.
import WebSocket from 'ws';
import type { Logger } from '../../core/logger.ts';
import { Backoff, type BackoffOptions } from '../../core/backoff.ts';
import { marketChannelSubscription, marketChannelUpdate } from '../../venues/polymarket/endpoints.ts';

export interface MarketSocketOptions {
  url: string;
  /** For logs and health. */
  id: number;
  log: Logger;
  pingIntervalMs: number;
  staleAfterMs: number;
  subscribeBatchSize: number;
  connectTimeoutMs: number;
  backoff: BackoffOptions;
  /** Ask for best_bid_ask, new_market and market_resolved too. */
  customFeatures: boolean;
  onFrame(text: string, receivedAt: number): void;
  /** The whole set was (re)sent on a new connection; `reconnect` is false for the first one. */
  onSubscribed(assetIds: string[], reconnect: boolean): void;
}

export type SocketState = 'connecting' | 'open' | 'waiting' | 'stopped';

function frameText(data: WebSocket.RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class MarketSocket {
  readonly assets = new Set<string>();
  state: SocketState = 'waiting';
  /** Connections opened so far. */
  opens = 0;
  lastError: string | undefined;
  /** Local time the socket last went down (or was created); undefined while open. */
  downSince: number | undefined = Date.now();
  private ws: WebSocket | undefined;
  private readonly backoff: Backoff;
  private timer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private lastFrameAt = 0;
  private gotFrame = false;
  private paused = false;
  /** Why the current connection failed, when known before it closes. */
  private failure: string | undefined;

  constructor(private readonly options: MarketSocketOptions) {
    this.backoff = new Backoff(options.backoff);
  }

  start(): void {
    if (this.state !== 'waiting' || this.reconnectTimer) return;
    this.connect();
  }

  /** Adds ids; on an open connection they are subscribed at once. */
  add(ids: readonly string[]): void {
    const fresh = ids.filter((id) => !this.assets.has(id));
    for (const id of fresh) this.assets.add(id);
    if (fresh.length > 0 && this.state === 'open') {
      for (const batch of chunks(fresh, this.options.subscribeBatchSize))
        this.send(marketChannelUpdate(batch, 'subscribe'));
      this.options.onSubscribed(fresh, false);
    }
  }

  remove(ids: readonly string[]): void {
    const gone = ids.filter((id) => this.assets.delete(id));
    if (gone.length > 0 && this.state === 'open') {
      for (const batch of chunks(gone, this.options.subscribeBatchSize))
        this.send(marketChannelUpdate(batch, 'unsubscribe'));
    }
  }

  /** Back-pressure: stop reading frames until resume(). */
  pause(): void {
    this.paused = true;
    this.ws?.pause();
  }

  resume(): void {
    this.paused = false;
    this.ws?.resume();
  }

  /** Closes the connection and cancels every timer; resolves once the socket is closed. */
  async stop(): Promise<void> {
    this.state = 'stopped';
    this.clearTimers();
    const ws = this.ws;
    this.ws = undefined;
    if (!ws || ws.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        ws.terminate();
        resolve();
      }, 1000);
      ws.once('close', () => {
        clearTimeout(force);
        resolve();
      });
      if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
      else ws.close(1000, 'stopping');
    });
  }

  private connect(): void {
    this.reconnectTimer = undefined;
    if (this.state === 'stopped') return;
    this.state = 'connecting';
    this.gotFrame = false;
    this.failure = undefined;
    const ws = new WebSocket(this.options.url, { handshakeTimeout: this.options.connectTimeoutMs });
    this.ws = ws;
    ws.on('open', () => this.onOpen(ws));
    ws.on('message', (data) => {
      if (ws !== this.ws) return;
      const now = Date.now();
      this.lastFrameAt = now;
      if (!this.gotFrame) {
        this.gotFrame = true;
        this.backoff.reset();
      }
      this.options.onFrame(frameText(data), now);
    });
    ws.on('error', (err) => {
      if (ws === this.ws) this.failure ??= err.message;
    });
    ws.on('close', (code, reason) => this.onClose(ws, code, reason.toString()));
  }

  private onOpen(ws: WebSocket): void {
    if (ws !== this.ws || this.state === 'stopped') return;
    const reconnect = this.opens > 0;
    this.opens++;
    this.state = 'open';
    this.downSince = undefined;
    this.lastFrameAt = Date.now();
    if (this.paused) ws.pause();
    const ids = [...this.assets];
    const [first = [], ...rest] = chunks(ids, this.options.subscribeBatchSize);
    this.send(marketChannelSubscription(first, this.options.customFeatures));
    for (const batch of rest) this.send(marketChannelUpdate(batch, 'subscribe'));
    this.options.log.info(
      { socket: this.options.id, assets: ids.length, messages: 1 + rest.length, reconnect },
      'market channel subscribed',
    );
    this.options.onSubscribed(ids, reconnect);
    this.timer = setInterval(() => this.tick(ws), this.options.pingIntervalMs);
  }

  private tick(ws: WebSocket): void {
    if (ws !== this.ws || ws.readyState !== WebSocket.OPEN) return;
    // A paused socket does not read, so it cannot see PONGs: do not call it stale.
    if (!this.paused && Date.now() - this.lastFrameAt > this.options.staleAfterMs) {
      this.failure = `no frame for ${Date.now() - this.lastFrameAt} ms`;
      this.options.log.warn({ socket: this.options.id, reason: this.failure }, 'market channel stale');
      ws.terminate();
      return;
    }
    ws.send('PING');
  }

  private onClose(ws: WebSocket, code: number, reason: string): void {
    if (ws !== this.ws) return;
    this.clearTimers();
    this.ws = undefined;
    if (this.state === 'stopped') return;
    if (this.state === 'open') this.downSince = Date.now();
    this.lastError = this.failure ?? `closed (${code}${reason ? ` ${reason}` : ''})`;
    this.state = 'waiting';
    const delay = this.backoff.next();
    this.options.log.warn(
      {
        socket: this.options.id,
        code,
        reason: this.lastError,
        attempt: this.backoff.attempts,
        delayMs: delay,
      },
      'market channel down; reconnecting',
    );
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private send(message: unknown): void {
    this.ws?.send(JSON.stringify(message));
  }

  private clearTimers(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.timer = undefined;
    this.reconnectTimer = undefined;
  }
}
