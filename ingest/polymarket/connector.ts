// Polymarket (venue_a) live connector:
// 1. polls Gamma's open events page by page every `pollIntervalMs`, publishing a `market` message per
//    market (gamma-pages.ts); a market no longer listed (closed, resolved) has its event asked for
//    once (GET /events/{id}) and its final record published (ingest/vanished.ts);
// 2. streams the YES/NO tokens of the `maxMarkets` most traded markets (24 h volume) over the CLOB
//    market channel, at most `assetsPerConnection` tokens per connection (market-socket.ts),
//    publishing `book`, `book_delta` and `price` messages;
// 3. re-snapshots a token's book over REST (GET /book?token_id=) when its stream can no longer be
//    trusted (book-tracker.ts: a delta without a base, out of order, or disagreeing with the venue's
//    top of book), when the token has been silent for `silenceMs`, and when a (re)subscription's
//    initial dump did not bring its book within `snapshotGraceMs` — which covers every reconnect.
// Sharded (with `shard` and `catalogLease`, the ingest role): step 1 runs only on the replica that
// holds the catalog lease, which publishes the streamed markets as the ingest universe instead of
// streaming them; every replica streams the markets its share of the universe names (ingest/shard).
// Payloads that do not parse are counted, logged and dead-lettered; nothing here throws out of a
// socket handler or a timer. Network failures are retried with back-off, forever, while health()
// says what is wrong.
import { compare } from '../../core/decimal.ts';
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Lease } from '../../core/lease.ts';
import { LeaseKeeper } from '../../core/lease-keeper.ts';
import type { Logger } from '../../core/logger.ts';
import {
  isRecord,
  type BookMessage,
  type MarketDataMessage,
  type PolymarketMarketMessage,
} from '../../core/market-data.ts';
import { counter, gauge } from '../../core/metrics.ts';
import {
  clobPaths,
  gammaPaths,
  isNotice,
  parseClobBook,
  parseGammaEvent,
  parseGammaEvents,
  parseMarketChannelMessage,
} from '../../venues/polymarket/index.ts';
import { Backoff, EQUAL_JITTER, sleep, type BackoffOptions } from '../../core/backoff.ts';
import { PublishQueue } from '../publish-queue.ts';
import type { MarketShard } from '../shard/shard.ts';
import type { MarketDataPublisher } from '../publisher.ts';
import { HttpStatusError, VenueHttp, type VenueHttpOptions } from '../venue-http.ts';
import { BookTracker, type VenueTop } from './book-tracker.ts';
import { ClobFeeSchedules } from './clob-fees.ts';
import { GammaPageError, GammaPages, type GammaPaging } from './gamma-pages.ts';
import { MarketSocket } from './market-socket.ts';
import { VanishedMarkets } from '../vanished.ts';

/** Dead-letter sources: which feed a rejected payload came from. */
export const POLYMARKET_SOURCES = {
  gamma: 'polymarket.gamma',
  ws: 'polymarket.ws',
  book: 'polymarket.book',
} as const;

const frames = counter('polymarket_ws_frames_total', 'Market-channel frames received', ['outcome']);
const reconnects = counter('polymarket_ws_reconnects_total', 'Market-channel connections re-opened');
const resnapshots = counter('polymarket_book_resnapshots_total', 'REST /book re-snapshots requested', [
  'trigger',
]);
const catalogPolls = counter('polymarket_catalog_polls_total', 'Gamma catalog polls', ['outcome']);
const streamedTokens = gauge('polymarket_streamed_tokens', 'Tokens subscribed on the market channel');

export interface PolymarketConnectorOptions {
  publisher: MarketDataPublisher;
  log: Logger;
  /** POLYMARKET_GAMMA_URL */
  gammaUrl: string;
  /** POLYMARKET_CLOB_URL */
  clobUrl: string;
  /** POLYMARKET_WS_URL */
  wsUrl: string;
  /** POLYMARKET_POLL_INTERVAL_S × 1000 */
  pollIntervalMs: number;
  /** POLYMARKET_MAX_MARKETS: markets whose two tokens are streamed. */
  maxMarkets: number;
  /** Gamma listing. Default keyset (falls back to offset on 404). */
  gammaPaging?: GammaPaging;
  /** Events per Gamma page. Default 100 (the cap the keyset listing applies). */
  gammaPageSize?: number;
  /** Guard against endless paging. Default 1000 pages. */
  gammaMaxPages?: number;
  /** Tokens per WebSocket connection. Default 500 (the venue's observed limit). */
  assetsPerConnection?: number;
  /** Token ids per subscribe message. Default 100. */
  subscribeBatchSize?: number;
  /** Text PING period. Default 10 000 ms (the venue's documented heartbeat). */
  pingIntervalMs?: number;
  /** No frame at all (not even PONG) for this long → reconnect. Default 3 × pingIntervalMs. */
  staleAfterMs?: number;
  /** A token with no message for this long is re-snapshotted over REST. Default 600 000 ms. */
  silenceMs?: number;
  /** How long a (re)subscription's initial dump may take before missing books are fetched. Default 5 000 ms. */
  snapshotGraceMs?: number;
  /** REST /book requests at once. Default 4. */
  snapshotConcurrency?: number;
  /** Least time between CLOB REST requests. Default 50 ms. */
  clobMinIntervalMs?: number;
  /** WebSocket reconnect back-off. Default 1 s doubling to 60 s, equal jitter. */
  reconnectBackoff?: BackoffOptions;
  /** Back-off after a failed catalog poll. Default 2 s doubling to 5 min, equal jitter. */
  pollBackoff?: BackoffOptions;
  /** Extra REST settings (time-out, retries, back-off, injected sleep) for Gamma and CLOB. */
  http?: Pick<
    VenueHttpOptions,
    'timeoutMs' | 'retries' | 'backoff' | 'sleep' | 'onRetry' | 'maxRetryAfterMs'
  >;
  /** Publish batches waiting before the sockets stop reading. Default 1 000. */
  maxQueuedBatches?: number;
  /** Events of markets no longer listed asked for per catalog poll (their final record). Default 50. */
  vanishedPerPoll?: number;
  /** CLOB market-info reads (fee parameters Gamma lacks) per catalog poll. Default 200. */
  clobFeeReadsPerPoll?: number;
  /** How long a market's CLOB fee parameters are kept before they are read again. Default 3 600 000 ms. */
  clobFeeTtlMs?: number;
  /** Ask for best_bid_ask / new_market / market_resolved too. Default false. */
  customFeatures?: boolean;
  /** Stream only this replica's share of the markets (ingest/shard); unset: every streamed market. */
  shard?: MarketShard;
  /** Poll Gamma only while holding this lease (one replica per round); unset: always. */
  catalogLease?: Lease;
}

function byActivity(a: PolymarketMarketMessage, b: PolymarketMarketMessage): number {
  return (
    compare(b.market.volume24hr ?? '0', a.market.volume24hr ?? '0') ||
    compare(b.market.liquidity ?? '0', a.market.liquidity ?? '0') ||
    a.market.market_id.localeCompare(b.market.market_id)
  );
}

/**
 * The venue's top of book after each price_change of a frame, in the order the parser emits the
 * deltas (message by message, tokens in order of first appearance); undefined where the frame
 * carried none (the pre-2025 shapes).
 */
function venueTops(decoded: unknown, rejected: ReadonlySet<number>): { tokenId: string; top?: VenueTop }[] {
  const out: { tokenId: string; top?: VenueTop }[] = [];
  (Array.isArray(decoded) ? decoded : [decoded]).forEach((e, index) => {
    if (rejected.has(index) || !isRecord(e) || e.event_type !== 'price_change') return;
    if (!Array.isArray(e.price_changes)) {
      out.push({ tokenId: String(e.asset_id) });
      return;
    }
    const byToken = new Map<string, VenueTop | undefined>();
    for (const c of e.price_changes as unknown[]) {
      if (!isRecord(c)) continue;
      const id = String(c.asset_id);
      const top =
        typeof c.best_bid === 'string' && typeof c.best_ask === 'string'
          ? { bestBid: c.best_bid, bestAsk: c.best_ask }
          : undefined;
      byToken.set(id, top);
    }
    for (const [tokenId, top] of byToken) out.push(top ? { tokenId, top } : { tokenId });
  });
  return out;
}

function eventKey(raw: unknown): string {
  const id = isRecord(raw) ? raw.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? `event:${id}` : POLYMARKET_SOURCES.gamma;
}

export class PolymarketConnector implements Component {
  readonly name = 'polymarket-connector';
  private readonly o: Required<
    Omit<
      PolymarketConnectorOptions,
      | 'http'
      | 'publisher'
      | 'log'
      | 'gammaPaging'
      | 'shard'
      | 'catalogLease'
      | 'clobFeeReadsPerPoll'
      | 'clobFeeTtlMs'
    >
  > & { gammaPaging: GammaPaging };
  private readonly gammaHttp: VenueHttp;
  private readonly vanished: VanishedMarkets;
  private readonly log: Logger;
  private readonly publisher: MarketDataPublisher;
  private readonly gamma: GammaPages;
  private readonly clob: VenueHttp;
  private readonly clobFees: ClobFeeSchedules;
  private readonly tracker = new BookTracker();
  private readonly queue: PublishQueue;
  private readonly shard: MarketShard | undefined;
  private readonly catalogKeeper: LeaseKeeper | undefined;
  private readonly sockets = new Set<MarketSocket>();
  private readonly socketOf = new Map<string, MarketSocket>();
  private readonly snapshotWaiting = new Map<string, string>();
  private readonly snapshotTokens = new Set<string>();
  private readonly snapshotTasks = new Set<Promise<void>>();
  private abort = new AbortController();
  private loop: Promise<void> | undefined;
  private checkTimer: NodeJS.Timeout | undefined;
  private nextSocketId = 1;
  private started = false;
  private stopping = false;
  private readingPaused = false;
  private lastCatalogOkAt: number | undefined;
  private lastCatalogError: string | undefined;
  private catalogMarkets = 0;

  constructor(options: PolymarketConnectorOptions) {
    const ping = options.pingIntervalMs ?? 10_000;
    this.o = {
      gammaUrl: options.gammaUrl,
      clobUrl: options.clobUrl,
      wsUrl: options.wsUrl,
      pollIntervalMs: options.pollIntervalMs,
      maxMarkets: options.maxMarkets,
      gammaPaging: options.gammaPaging ?? 'keyset',
      gammaPageSize: options.gammaPageSize ?? 100,
      gammaMaxPages: options.gammaMaxPages ?? 1000,
      assetsPerConnection: options.assetsPerConnection ?? 500,
      subscribeBatchSize: options.subscribeBatchSize ?? 100,
      pingIntervalMs: ping,
      staleAfterMs: options.staleAfterMs ?? 3 * ping,
      silenceMs: options.silenceMs ?? 600_000,
      snapshotGraceMs: options.snapshotGraceMs ?? 5_000,
      snapshotConcurrency: options.snapshotConcurrency ?? 4,
      clobMinIntervalMs: options.clobMinIntervalMs ?? 50,
      reconnectBackoff: options.reconnectBackoff ?? { initialMs: 1_000, maxMs: 60_000, jitter: EQUAL_JITTER },
      pollBackoff: options.pollBackoff ?? { initialMs: 2_000, maxMs: 300_000, jitter: EQUAL_JITTER },
      maxQueuedBatches: options.maxQueuedBatches ?? 1_000,
      customFeatures: options.customFeatures ?? false,
      vanishedPerPoll: options.vanishedPerPoll ?? 50,
    };
    this.vanished = new VanishedMarkets(this.o.vanishedPerPoll);
    this.log = options.log.child({ component: this.name });
    this.publisher = options.publisher;
    this.gammaHttp = new VenueHttp({
      venue: POLYMARKET_SOURCES.gamma,
      baseUrl: this.o.gammaUrl,
      log: this.log,
      ...options.http,
    });
    this.gamma = new GammaPages({
      http: this.gammaHttp,
      log: this.log,
      paging: this.o.gammaPaging,
      pageSize: this.o.gammaPageSize,
      maxPages: this.o.gammaMaxPages,
    });
    this.clob = new VenueHttp({
      venue: POLYMARKET_SOURCES.book,
      baseUrl: this.o.clobUrl,
      log: this.log,
      minIntervalMs: this.o.clobMinIntervalMs,
      ...options.http,
    });
    this.clobFees = new ClobFeeSchedules({
      http: this.clob,
      log: this.log,
      perPoll: options.clobFeeReadsPerPoll,
      ttlMs: options.clobFeeTtlMs,
    });
    this.queue = new PublishQueue((err) => this.log.error({ err }, 'publishing failed'));
    this.shard = options.shard;
    this.catalogKeeper =
      options.catalogLease && new LeaseKeeper(options.catalogLease, this.log, 'polymarket-catalog');
    this.shard?.follow('venue_a', 3 * this.o.pollIntervalMs, (markets) =>
      this.stream([...markets.values()].flat()),
    );
  }

  start(): Promise<void> {
    if (this.started) return Promise.resolve();
    this.started = true;
    this.stopping = false;
    this.abort = new AbortController();
    this.catalogKeeper?.start();
    this.loop = this.pollLoop(this.abort.signal);
    const every = Math.max(10, Math.min(this.o.snapshotGraceMs, this.o.silenceMs, 5_000) / 2);
    this.checkTimer = setInterval(() => this.checkBooks(), every);
    return Promise.resolve();
  }

  /** Closes the sockets and timers, cancels REST calls, and waits for the publishes under way. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.stopping = true;
    this.abort.abort();
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = undefined;
    await this.loop;
    await this.catalogKeeper?.stop();
    await Promise.all([...this.sockets].map((s) => s.stop()));
    this.snapshotWaiting.clear();
    await Promise.allSettled([...this.snapshotTasks]);
    await this.queue.drain();
    this.sockets.clear();
    this.socketOf.clear();
    streamedTokens.set(0);
    this.started = false;
  }

  health(): Promise<Health> {
    if (!this.started) return Promise.resolve({ ok: false, detail: 'not started' });
    const problems: string[] = [];
    const standby = this.catalogKeeper !== undefined && !this.catalogKeeper.holds();
    if (this.lastCatalogError !== undefined) problems.push(`Gamma catalog: ${this.lastCatalogError}`);
    else if (this.lastCatalogOkAt === undefined && !standby)
      problems.push('Gamma catalog: first poll under way');
    const down = [...this.sockets].filter((s) => s.state !== 'open');
    if (down.length > 0) {
      const reason = down.find((s) => s.lastError)?.lastError ?? 'connecting';
      problems.push(`market channel: ${down.length} of ${this.sockets.size} connections down (${reason})`);
    }
    if (problems.length > 0) return Promise.resolve({ ok: false, detail: problems.join('; ') });
    const streaming = `${this.socketOf.size} tokens on ${this.sockets.size} connections`;
    if (standby)
      return Promise.resolve({ ok: true, detail: `${streaming}, catalog polled by another replica` });
    const age = Math.round((Date.now() - this.lastCatalogOkAt!) / 1000);
    return Promise.resolve({
      ok: true,
      detail: `${this.catalogMarkets} markets, ${streaming}, catalog polled ${age} s ago`,
    });
  }

  // ── catalog ──────────────────────────────────────────────────────────────────────────────────

  private async pollLoop(signal: AbortSignal): Promise<void> {
    const backoff = new Backoff(this.o.pollBackoff);
    while (!signal.aborted) {
      let wait: number;
      try {
        if (!(await this.catalogTurn())) {
          await sleep(this.o.pollIntervalMs, signal);
          continue;
        }
        await this.pollCatalog(signal);
        backoff.reset();
        this.lastCatalogOkAt = Date.now();
        this.lastCatalogError = undefined;
        catalogPolls.inc({ outcome: 'ok' });
        wait = this.o.pollIntervalMs;
      } catch (err) {
        if (signal.aborted) break;
        this.lastCatalogError = (err as Error).message;
        catalogPolls.inc({ outcome: 'failed' });
        wait = backoff.next();
        // Retried with back-off, so the line repeats with it; the message is enough (no stack per retry).
        this.log.warn({ error: this.lastCatalogError, retryInMs: wait }, 'Gamma catalog poll failed');
      }
      await sleep(wait, signal);
    }
  }

  /** Whether this replica polls the catalog this round: always, or while it holds the catalog lease. */
  private async catalogTurn(): Promise<boolean> {
    if (!this.catalogKeeper) return true;
    const token = await this.catalogKeeper.take();
    if (token === undefined) this.lastCatalogError = undefined;
    return token !== undefined;
  }

  private async pollCatalog(signal: AbortSignal): Promise<void> {
    const receivedAt = Date.now();
    const markets = new Map<string, PolymarketMarketMessage>();
    this.clobFees.newPoll();
    try {
      for await (const page of this.gamma.pages(signal)) {
        const parsed = parseGammaEvents(page.events, { receivedAt });
        if (!parsed.ok) throw new GammaPageError(parsed.reason, page);
        await this.clobFees.fill(parsed.value.items, signal);
        for (const { index, reason } of parsed.value.rejected) {
          const raw = page.events[index];
          await this.publisher.reject(POLYMARKET_SOURCES.gamma, raw, reason, eventKey(raw));
        }
        if (parsed.value.items.length > 0)
          await this.publisher.publish(POLYMARKET_SOURCES.gamma, parsed.value.items);
        for (const message of parsed.value.items) markets.set(message.market.market_id, message);
      }
    } catch (err) {
      if (err instanceof GammaPageError)
        await this.publisher.reject(POLYMARKET_SOURCES.gamma, err.page.text, err.message, err.page.url);
      throw err;
    }
    if (signal.aborted) return;
    await this.followVanished(markets, receivedAt, signal);
    if (signal.aborted) return;
    this.catalogMarkets = markets.size;
    const top = [...markets.values()]
      .filter((m) => m.market.active && m.market.accepting_orders)
      .sort(byActivity)
      .slice(0, this.o.maxMarkets);
    if (this.shard)
      await this.shard.offer(
        'venue_a',
        new Map(top.map((m) => [m.market.market_id, [m.market.left_token_id, m.market.right_token_id]])),
      );
    else this.stream(top.flatMap((m) => [m.market.left_token_id, m.market.right_token_id]));
    this.log.info(
      { markets: markets.size, streamed: top.length, paging: this.gamma.mode },
      'Gamma catalog polled',
    );
  }

  /**
   * Markets listed before and not now: their events' final records (Gamma keeps closed events),
   * published like a listing's. An event Gamma no longer has (404) is not asked again.
   */
  private async followVanished(
    listed: ReadonlyMap<string, PolymarketMarketMessage>,
    receivedAt: number,
    signal: AbortSignal,
  ): Promise<void> {
    const due = this.vanished.update(
      new Map([...listed.values()].map((m) => [m.market.market_id, String(m.event.event_id)])),
    );
    const events = new Map<string, string[]>();
    for (const [market, event] of due) events.set(event, [...(events.get(event) ?? []), market]);
    for (const [event, marketIds] of events) {
      if (signal.aborted) return;
      try {
        const { text, url } = await this.gammaHttp.getText(gammaPaths.event(event), undefined, signal);
        const parsed = parseGammaEvent(text, { receivedAt });
        if (!parsed.ok) await this.publisher.reject(POLYMARKET_SOURCES.gamma, text, parsed.reason, url);
        else if (parsed.value.items.length > 0)
          await this.publisher.publish(POLYMARKET_SOURCES.gamma, parsed.value.items);
        this.vanished.settled(marketIds);
      } catch (err) {
        if (err instanceof HttpStatusError && err.status === 404) this.vanished.settled(marketIds);
        else if (!signal.aborted)
          this.log.warn(
            { event, error: (err as Error).message },
            'Gamma event of unlisted markets not read; asked again next poll',
          );
      }
    }
  }

  // ── market channel ───────────────────────────────────────────────────────────────────────────

  /** Moves the subscriptions to exactly `tokenIds`, keeping existing ones where they are. */
  private stream(tokenIds: readonly string[]): void {
    if (this.stopping) return;
    const wanted = new Set(tokenIds);
    const gone = new Map<MarketSocket, string[]>();
    for (const [id, socket] of this.socketOf) {
      if (wanted.has(id)) continue;
      this.socketOf.delete(id);
      this.tracker.forget(id);
      gone.set(socket, [...(gone.get(socket) ?? []), id]);
    }
    for (const [socket, ids] of gone) socket.remove(ids);
    for (const socket of [...this.sockets]) {
      if (socket.assets.size > 0) continue;
      this.sockets.delete(socket);
      void socket.stop();
    }
    let fresh = [...wanted].filter((id) => !this.socketOf.has(id));
    for (const socket of this.sockets) {
      if (fresh.length === 0) break;
      const room = this.o.assetsPerConnection - socket.assets.size;
      if (room <= 0) continue;
      this.assign(socket, fresh.slice(0, room));
      fresh = fresh.slice(room);
    }
    while (fresh.length > 0) {
      const socket = this.newSocket();
      this.assign(socket, fresh.slice(0, this.o.assetsPerConnection));
      fresh = fresh.slice(this.o.assetsPerConnection);
      socket.start();
    }
    streamedTokens.set(this.socketOf.size);
  }

  private assign(socket: MarketSocket, ids: string[]): void {
    for (const id of ids) this.socketOf.set(id, socket);
    socket.add(ids);
  }

  private newSocket(): MarketSocket {
    const socket: MarketSocket = new MarketSocket({
      url: this.o.wsUrl,
      id: this.nextSocketId++,
      log: this.log,
      pingIntervalMs: this.o.pingIntervalMs,
      staleAfterMs: this.o.staleAfterMs,
      subscribeBatchSize: this.o.subscribeBatchSize,
      connectTimeoutMs: 15_000,
      backoff: this.o.reconnectBackoff,
      customFeatures: this.o.customFeatures,
      onFrame: (text, receivedAt) => this.onFrame(text, receivedAt),
      onSubscribed: (ids, reconnect) => {
        const now = Date.now();
        this.tracker.subscribed(ids, now, now + this.o.snapshotGraceMs);
        if (reconnect) reconnects.inc();
      },
    });
    if (this.readingPaused) socket.pause();
    this.sockets.add(socket);
    return socket;
  }

  private onFrame(text: string, receivedAt: number): void {
    if (this.stopping) return;
    if (text === 'PONG') return;
    let decoded: unknown;
    try {
      decoded = JSON.parse(text);
    } catch (e) {
      frames.inc({ outcome: 'rejected' });
      this.reject(POLYMARKET_SOURCES.ws, text, `invalid JSON: ${(e as Error).message}`);
      return;
    }
    const parsed = parseMarketChannelMessage(decoded, { receivedAt });
    if (!parsed.ok) {
      frames.inc({ outcome: 'rejected' });
      this.reject(POLYMARKET_SOURCES.ws, text, parsed.reason);
      return;
    }
    const { items, rejected } = parsed.value;
    frames.inc({ outcome: rejected.length > 0 ? 'partly_rejected' : 'ok' });
    for (const { index, reason } of rejected) {
      this.reject(POLYMARKET_SOURCES.ws, Array.isArray(decoded) ? decoded[index] : decoded, reason);
    }
    const tops = venueTops(decoded, new Set(rejected.map((r) => r.index)));
    let nextTop = 0;
    const out: MarketDataMessage[] = [];
    for (const item of items) {
      if (isNotice(item)) {
        this.log.info({ notice: item }, 'market channel notice');
        continue;
      }
      switch (item.type) {
        case 'book': {
          const verdict = this.tracker.applyBook(item, receivedAt);
          if (verdict.applied) out.push(item, ...verdict.replay);
          break;
        }
        case 'book_delta': {
          let top: VenueTop | undefined;
          if (tops[nextTop]?.tokenId === item.token_id) top = tops[nextTop++]!.top;
          const verdict = this.tracker.applyDelta(item, receivedAt, top);
          if (verdict.publish) out.push(item);
          if (verdict.gap) this.requestSnapshot(item.token_id, verdict.gap, 'gap');
          break;
        }
        case 'price':
          this.tracker.touch(item.token_id, receivedAt);
          out.push(item);
          break;
      }
    }
    if (out.length > 0) this.enqueue(out);
  }

  // ── REST re-snapshots ────────────────────────────────────────────────────────────────────────

  private checkBooks(): void {
    if (this.stopping) return;
    const open = [...this.socketOf].filter(([, socket]) => socket.state === 'open').map(([id]) => id);
    for (const { tokenId, reason } of this.tracker.due(open, Date.now(), this.o.silenceMs)) {
      this.requestSnapshot(tokenId, reason, reason.startsWith('silent') ? 'silence' : 'missing');
    }
  }

  private requestSnapshot(tokenId: string, reason: string, trigger: string): void {
    if (this.stopping || this.snapshotWaiting.has(tokenId) || this.snapshotTokens.has(tokenId)) return;
    this.tracker.requested(tokenId, Date.now());
    resnapshots.inc({ trigger });
    this.log.debug({ tokenId, reason }, 'book re-snapshot requested');
    this.snapshotWaiting.set(tokenId, reason);
    this.pumpSnapshots();
  }

  private pumpSnapshots(): void {
    while (!this.stopping && this.snapshotTokens.size < this.o.snapshotConcurrency) {
      const next = this.snapshotWaiting.keys().next();
      if (next.done) return;
      const tokenId = next.value;
      this.snapshotWaiting.delete(tokenId);
      this.snapshotTokens.add(tokenId);
      const task: Promise<void> = this.fetchSnapshot(tokenId).finally(() => {
        this.snapshotTokens.delete(tokenId);
        this.snapshotTasks.delete(task);
        this.pumpSnapshots();
      });
      this.snapshotTasks.add(task);
    }
  }

  private async fetchSnapshot(tokenId: string): Promise<void> {
    let text: string;
    try {
      ({ text } = await this.clob.getText(clobPaths.book, { token_id: tokenId }, this.abort.signal));
    } catch (err) {
      if (this.stopping) return;
      if (err instanceof HttpStatusError && err.status === 404) {
        this.log.debug({ tokenId }, 'no order book for token');
      } else {
        this.log.warn({ err, tokenId }, 'book re-snapshot failed');
      }
      return;
    }
    if (this.stopping) return;
    const parsed = parseClobBook(text, { receivedAt: Date.now() });
    if (!parsed.ok) return this.reject(POLYMARKET_SOURCES.book, text, parsed.reason, tokenId);
    const book: BookMessage = parsed.value;
    if (book.token_id !== tokenId)
      return this.reject(
        POLYMARKET_SOURCES.book,
        text,
        `asked for token ${tokenId}, got ${book.token_id}`,
        tokenId,
      );
    const verdict = this.tracker.applyBook(book, Date.now());
    if (verdict.applied) this.enqueue([book, ...verdict.replay]);
  }

  // ── publishing ───────────────────────────────────────────────────────────────────────────────

  private enqueue(messages: MarketDataMessage[]): void {
    this.queue.push(async () => {
      try {
        await this.publisher.publish(POLYMARKET_SOURCES.ws, messages);
      } catch (err) {
        // What consumers hold for these tokens is now behind: fetch their books again.
        for (const m of messages)
          if (m.type === 'book' || m.type === 'book_delta') this.tracker.forget(m.token_id);
        throw err;
      } finally {
        this.resumeIfDrained();
      }
    });
    if (!this.readingPaused && this.queue.pending > this.o.maxQueuedBatches) {
      this.readingPaused = true;
      this.log.warn({ pending: this.queue.pending }, 'bus is behind; pausing the market channel');
      for (const socket of this.sockets) socket.pause();
    }
  }

  private resumeIfDrained(): void {
    // `pending` still counts the batch finishing now.
    if (!this.readingPaused || this.queue.pending - 1 > this.o.maxQueuedBatches / 2) return;
    this.readingPaused = false;
    for (const socket of this.sockets) socket.resume();
  }

  private reject(source: string, payload: unknown, reason: string, key?: string): void {
    this.queue.push(() => this.publisher.reject(source, payload, reason, key ?? source));
  }
}
