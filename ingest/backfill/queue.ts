// The markets waiting for their past, busiest first: a market a user asked for (requestBackfill)
// before any other, then by 24-hour volume, then by total volume. A market the catalog lists again
// is updated in place (its volumes change), one already filled in this run is not queued again
// unless asked for. Idle workers wait in a set, each woken by its own offer, all woken by close().
import type { Venue } from '../../core/market-data.ts';

export interface BackfillMarket {
  venue: Venue;
  market_id: string;
  /** [left, right]: Polymarket's outcome tokens; Kalshi's YES and NO. */
  tokens: [string, string];
  /** Kalshi: the ticker (equals market_id). */
  ticker?: string;
  volume24h: number;
  volume: number;
  /** Unix ms; null when the venue does not say. */
  createdAt: number | null;
  endsAt: number | null;
  closed: boolean;
  /** The bus partition its catalog record came from (dropped when the partition is revoked). */
  partition: number;
  /** When a user asked for it (unix ms), if one did. */
  requestedAt?: number;
}

export const marketKey = (venue: string, marketId: string): string => `${venue}:${marketId}`;

function busier(a: BackfillMarket, b: BackfillMarket): number {
  const ra = a.requestedAt ?? Infinity;
  const rb = b.requestedAt ?? Infinity;
  if (ra !== rb) return ra - rb;
  return b.volume24h - a.volume24h || b.volume - a.volume || a.market_id.localeCompare(b.market_id);
}

export class BackfillQueue {
  private readonly waiting = new Map<string, BackfillMarket>();
  private readonly byToken = new Map<string, string>();
  private readonly filled = new Set<string>();
  private readonly waiters = new Set<(m: BackfillMarket | undefined) => void>();
  /** Requests for tokens whose market has not been listed yet. */
  private readonly pendingRequests = new Map<string, number>();
  private order: BackfillMarket[] = [];
  private sorted = true;
  private closed = false;

  get size(): number {
    return this.waiting.size;
  }

  get filledCount(): number {
    return this.filled.size;
  }

  /** Queues (or updates) listed markets, then wakes idle workers: the busiest of them first. */
  offer(markets: readonly BackfillMarket[]): void {
    for (const m of markets) this.add(m);
    while (this.waiters.size > 0 && this.waiting.size > 0) this.wakeOne();
  }

  /** Queues (or updates) a listed market; a filled one only when asked for. */
  private add(market: BackfillMarket): void {
    const key = marketKey(market.venue, market.market_id);
    for (const token of market.tokens) {
      this.byToken.set(`${market.venue}:${token}`, key);
      const asked = this.pendingRequests.get(`${market.venue}:${token}`);
      if (asked !== undefined) {
        market.requestedAt = Math.min(market.requestedAt ?? Infinity, asked);
        this.pendingRequests.delete(`${market.venue}:${token}`);
      }
    }
    const queued = this.waiting.get(key);
    if (queued) market.requestedAt = Math.min(market.requestedAt ?? Infinity, queued.requestedAt ?? Infinity);
    if (market.requestedAt === Infinity) delete market.requestedAt;
    if (this.filled.has(key) && market.requestedAt === undefined) return;
    this.filled.delete(key);
    this.waiting.set(key, market);
    this.sorted = false;
  }

  /** A user asked for this token: its market goes to the front (now, or when it is listed). */
  request(venue: string, tokenId: string, at: number): void {
    const key = this.byToken.get(`${venue}:${tokenId}`);
    const market = key === undefined ? undefined : this.waiting.get(key);
    if (market) {
      market.requestedAt = Math.min(market.requestedAt ?? Infinity, at);
      this.sorted = false;
      return;
    }
    this.pendingRequests.set(`${venue}:${tokenId}`, at);
    if (key !== undefined && this.filled.has(key)) this.filled.delete(key); // filled before: fetched again when next listed
  }

  /** The busiest waiting market, waiting for one if none is; undefined once closed. */
  next(): Promise<BackfillMarket | undefined> {
    const market = this.take();
    if (market || this.closed) return Promise.resolve(market);
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  done(market: BackfillMarket): void {
    this.filled.add(marketKey(market.venue, market.market_id));
  }

  /** Drops the waiting markets of these partitions (another replica owns them now). */
  dropPartitions(partitions: ReadonlySet<number>): void {
    for (const [key, m] of this.waiting) if (partitions.has(m.partition)) this.waiting.delete(key);
    this.sorted = false;
  }

  close(): void {
    this.closed = true;
    for (const resolve of this.waiters) resolve(undefined);
    this.waiters.clear();
  }

  private take(): BackfillMarket | undefined {
    if (this.waiting.size === 0) return undefined;
    if (!this.sorted) {
      this.order = [...this.waiting.values()].sort(busier).reverse();
      this.sorted = true;
    }
    for (let m = this.order.pop(); m; m = this.order.pop()) {
      const key = marketKey(m.venue, m.market_id);
      if (this.waiting.get(key) === m) {
        this.waiting.delete(key);
        return m;
      }
    }
    return undefined;
  }

  private wakeOne(): void {
    const [resolve] = this.waiters;
    if (!resolve) return;
    const market = this.take();
    if (!market) return;
    this.waiters.delete(resolve);
    resolve(market);
  }
}
