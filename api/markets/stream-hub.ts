// Live displayed prices and tops of book per token as server-sent events (GET /api/v1/markets/stream).
//
// One hub per API process holds one hot-state subscription to the engine's per-batch token updates
// (engine/market-queries/token-updates.ts) and fans each update out to the streams of
// the tokens it names. A stream starts with a snapshot event per known token, then carries `price`
// and `book` events. A slow client costs bounded memory: per token it keeps only the newest pending
// price and book (coalesced), and it is disconnected when its socket stays full for stallMs.
// There is no replay: event ids are this process's update sequence, and a reconnect (Last-Event-ID
// or not) starts with a fresh snapshot.
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { UnavailableError } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import { counter, gauge } from '../../core/metrics.ts';
import {
  subscribeTokenUpdates,
  type TokenUpdate,
  type TokenUpdateMessage,
} from '../../engine/market-queries/token-updates.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { BookTop } from '../../core/market-data/hot-book.ts';

const sseClients = gauge('sse_clients', 'Open server-sent-event streams (GET /markets/stream)');
const sseEvents = counter('sse_events_total', 'Server-sent events written, by event name', ['event']);

export interface MarketStreamOptions {
  /** A `: ping` comment this often (keeps proxies from closing an idle stream). */
  pingMs?: number;
  /** The `retry:` hint: how long a client waits before reconnecting. */
  retryMs?: number;
  /** A stream whose socket stays full this long is disconnected. */
  stallMs?: number;
}

/** A token as a snapshot shows it; null where unknown. */
export interface TokenSnapshot {
  token_id: string;
  venue: string | null;
  price: number | null;
  top: BookTop;
  /** Unix ms of the book (null without one). */
  ts: number | null;
}

const num = (v: string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

function frame(event: string, id: number, data: unknown): string {
  return `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

function topFields(top: BookTop): {
  best_bid: number | null;
  best_ask: number | null;
  bid_size: number | null;
  ask_size: number | null;
} {
  return { best_bid: num(top[0]), best_ask: num(top[2]), bid_size: num(top[1]), ask_size: num(top[3]) };
}

interface Pending {
  id: number;
  venue: string;
  ts: number;
  price?: { value: string | null; ts: number };
  top?: { value: BookTop; ts: number };
}

/** One open stream. Updates queue (coalesced per token) until begin() has written the snapshot. */
export class MarketStream {
  /** The response body: Koa pipes it to the socket and destroys it when the response closes. */
  readonly out = new PassThrough();
  private readonly pending = new Map<string, Pending>();
  private live = false;
  private blocked = false;
  private stallTimer: NodeJS.Timeout | undefined;
  private disposed = false;

  constructor(
    readonly tokens: ReadonlySet<string>,
    private readonly res: ServerResponse,
    private readonly hub: MarketStreamHub,
    private readonly stallMs: number,
  ) {
    this.out.on('close', () => this.dispose());
    res.on('close', () => this.dispose());
  }

  /** Coalesces: the newest price and the newest top of each token replace older pending ones. */
  queue(u: TokenUpdate, id: number): void {
    let p = this.pending.get(u.token_id);
    if (!p) this.pending.set(u.token_id, (p = { id, venue: u.venue, ts: u.ts }));
    p.id = id;
    p.venue = u.venue;
    p.ts = Math.max(p.ts, u.ts);
    if (u.price !== undefined) p.price = { value: u.price, ts: u.ts };
    if (u.top) p.top = { value: u.top, ts: u.ts };
  }

  /** Writes the retry hint and the snapshot, drops queued updates older than it, then goes live. */
  begin(
    retryMs: number,
    snapshots: readonly TokenSnapshot[],
    id: number,
    lastEventId: string | undefined,
  ): void {
    if (this.disposed) return;
    let head = `retry: ${retryMs}\n\n`;
    if (lastEventId)
      head += `: no replay after event ${lastEventId.slice(0, 64).replace(/[\r\n]/g, '')}; a fresh snapshot follows\n\n`;
    this.out.write(head);
    for (const s of snapshots) {
      this.write('snapshot', id, {
        token_id: s.token_id,
        venue: s.venue,
        price: s.price,
        ...topFields(s.top),
        ts: s.ts,
      });
      const p = this.pending.get(s.token_id);
      if (p && s.ts !== null) {
        if (p.price && p.price.ts < s.ts) delete p.price;
        if (p.top && p.top.ts < s.ts) delete p.top;
        if (!p.price && !p.top) this.pending.delete(s.token_id);
      }
    }
    this.live = true;
    this.flush();
  }

  /** Writes pending events until the stream's buffer is full; then waits for it to drain. */
  flush(): void {
    if (!this.live || this.blocked || this.disposed) return;
    if (this.out.writableNeedDrain) {
      this.block();
      return;
    }
    for (const [token, p] of this.pending) {
      this.pending.delete(token);
      let room = true;
      if (p.price)
        room = this.write('price', p.id, {
          token_id: token,
          venue: p.venue,
          price: num(p.price.value),
          ts: p.price.ts,
        });
      if (p.top)
        room =
          this.write('book', p.id, {
            token_id: token,
            venue: p.venue,
            ...topFields(p.top.value),
            ts: p.top.ts,
          }) && room;
      if (!room) {
        this.block();
        return;
      }
    }
  }

  ping(): void {
    if (this.live && !this.blocked && !this.disposed && !this.out.write(': ping\n\n')) this.block();
  }

  /** Ends the stream after what is written (server shutdown); a stalled one is cut at once. */
  end(): void {
    if (this.disposed) return;
    if (this.blocked) this.drop('shutdown');
    else this.out.end();
  }

  /** Forgets the stream before it began (its request failed and answers with an error instead). */
  cancel(): void {
    this.dispose();
  }

  /** Cuts the connection. */
  drop(reason: string): void {
    this.hub.log.debug({ reason, tokens: this.tokens.size }, 'market stream dropped');
    this.dispose();
    this.res.destroy();
  }

  /** Pending tokens (at most one entry per token: the memory bound of a slow client). */
  get backlog(): number {
    return this.pending.size;
  }

  private write(event: string, id: number, data: unknown): boolean {
    sseEvents.inc({ event });
    return this.out.write(frame(event, id, data));
  }

  private block(): void {
    this.blocked = true;
    this.stallTimer = setTimeout(() => this.drop('stalled'), this.stallMs);
    this.out.once('drain', () => {
      clearTimeout(this.stallTimer);
      this.blocked = false;
      this.flush();
    });
  }

  private dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.stallTimer);
    this.pending.clear();
    this.hub.remove(this);
    if (!this.out.destroyed && !this.out.writableEnded) this.out.end();
  }
}

export class MarketStreamHub {
  private readonly streams = new Set<MarketStream>();
  private readonly byToken = new Map<string, Set<MarketStream>>();
  private subscription: Promise<() => Promise<void>> | undefined;
  private pinger: NodeJS.Timeout | undefined;
  private closed = false;
  /** Sequence of the update messages received: the event ids. */
  private seq = 0;
  readonly retryMs: number;
  private readonly pingMs: number;
  private readonly stallMs: number;

  constructor(
    private readonly hot: HotState,
    readonly log: Logger,
    options: MarketStreamOptions = {},
  ) {
    this.pingMs = options.pingMs ?? 15_000;
    this.retryMs = options.retryMs ?? 3_000;
    this.stallMs = options.stallMs ?? 30_000;
  }

  /** Open streams. */
  get clients(): number {
    return this.streams.size;
  }

  /** Updates waiting in all streams (at most one entry per stream and token). */
  get pendingUpdates(): number {
    let n = 0;
    for (const s of this.streams) n += s.backlog;
    return n;
  }

  /** The id of the latest update received (snapshots carry it). */
  get lastId(): number {
    return this.seq;
  }

  /**
   * Registers a stream of these tokens once the hub's subscription is in place, so no update
   * published after this resolves is missed; updates queue until the stream's begin().
   */
  async open(tokens: readonly string[], res: ServerResponse): Promise<MarketStream> {
    if (this.closed) throw new UnavailableError('the server is shutting down');
    try {
      await (this.subscription ??= this.subscribe());
    } catch (err) {
      this.subscription = undefined;
      this.log.warn({ err }, 'market stream subscription failed');
      throw new UnavailableError('live market data is unavailable');
    }
    if (this.closed) throw new UnavailableError('the server is shutting down');
    const stream = new MarketStream(new Set(tokens), res, this, this.stallMs);
    this.streams.add(stream);
    for (const t of stream.tokens) {
      let set = this.byToken.get(t);
      if (!set) this.byToken.set(t, (set = new Set()));
      set.add(stream);
    }
    sseClients.inc();
    this.pinger ??= setInterval(() => {
      for (const s of this.streams) s.ping();
    }, this.pingMs).unref();
    return stream;
  }

  /** Called by a stream when it ends, however it ends. */
  remove(stream: MarketStream): void {
    if (!this.streams.delete(stream)) return;
    sseClients.dec();
    for (const t of stream.tokens) {
      const set = this.byToken.get(t);
      set?.delete(stream);
      if (set?.size === 0) this.byToken.delete(t);
    }
    if (this.streams.size === 0) {
      clearInterval(this.pinger);
      this.pinger = undefined;
    }
  }

  /** Ends every stream and refuses new ones (the HTTP server stops accepting); unsubscribes. */
  async close(): Promise<void> {
    this.closed = true;
    for (const s of [...this.streams]) s.end();
    clearInterval(this.pinger);
    this.pinger = undefined;
    const subscription = this.subscription;
    this.subscription = undefined;
    if (subscription) {
      try {
        await (
          await subscription
        )();
      } catch {
        // never subscribed: nothing to undo
      }
    }
  }

  private subscribe(): Promise<() => Promise<void>> {
    return subscribeTokenUpdates(this.hot, (message) => this.dispatch(message));
  }

  private dispatch(message: TokenUpdateMessage): void {
    this.seq++;
    if (this.streams.size === 0) return;
    const updates = message.updates();
    if (!updates) {
      this.log.warn({ length: message.length }, 'token-update message not understood');
      return;
    }
    const touched = new Set<MarketStream>();
    for (const u of updates) {
      const streams = this.byToken.get(u.token_id);
      if (!streams) continue;
      for (const s of streams) {
        s.queue(u, this.seq);
        touched.add(s);
      }
    }
    for (const s of touched) s.flush();
  }
}
