// One request budget per venue host, shared by every ingest replica on one hot store (Redis): a
// token bucket (HotState.takeTokens, on the store's clock) shaped so that no window of the venue's
// published length ever holds more than its limit (burst + window × rate = 95 % of it), and a pause every
// replica honours once any of them was told to wait (429 + Retry-After, or a throttled answer).
//
// Each caller waits on its own timer for the time the bucket names, so any number of workers wait
// at once and each wakes for itself (there is no single wake slot to lose); stop() aborts them all.
import { sleep as realSleep, type Sleep } from '../../core/backoff.ts';
import type { HotState, TokenBucket } from '../../storage/hot/hot-state.ts';

/** A venue's published limit: `requests` per `windowMs`. */
export interface HostLimit {
  /** The budget's name, one per venue host and route family: `polymarket.prices-history`, `kalshi`… */
  host: string;
  requests: number;
  windowMs: number;
}

/** Share of the limit spent as burst; the rest is the steady rate. */
const BURST_SHARE = 0.1;
/**
 * Share of the limit one window may hold: requests leave on the store's clock and arrive at the
 * venue a little apart, so a window counted at the venue can hold one or two more than at the store.
 */
const USED_SHARE = 0.95;

/** The bucket whose burst plus one window of refill is 95 % of the limit. */
export function bucketFor(limit: HostLimit): TokenBucket {
  const capacity = Math.max(1, Math.floor(limit.requests * BURST_SHARE));
  const perSecond = ((limit.requests * USED_SHARE - capacity) / limit.windowMs) * 1000;
  return { capacity, perSecond: perSecond > 0 ? perSecond : limit.requests / (limit.windowMs / 1000) };
}

export class HostBudget {
  readonly bucket: TokenBucket;
  private readonly key: string;
  private readonly pauseKey: string;
  private readonly stopping = new AbortController();

  constructor(
    private readonly hot: HotState,
    readonly limit: HostLimit,
    private readonly sleep: Sleep = realSleep,
  ) {
    this.bucket = bucketFor(limit);
    this.key = `backfill:budget:${limit.host}`;
    this.pauseKey = `backfill:pause:${limit.host}`;
  }

  /** Resolves once one request may start: after any shared pause, with a token taken. */
  async take(signal?: AbortSignal): Promise<void> {
    const abort = signal ? AbortSignal.any([signal, this.stopping.signal]) : this.stopping.signal;
    for (;;) {
      abort.throwIfAborted();
      const until = Number((await this.hot.get(this.pauseKey)) ?? 0);
      const paused = until - Date.now();
      if (paused > 0) {
        await this.sleep(paused, abort);
        continue;
      }
      const waitMs = await this.hot.takeTokens(this.key, this.bucket);
      if (waitMs === 0) return;
      await this.sleep(waitMs, abort);
    }
  }

  /** Holds back every replica's requests to this host for `ms` (a 429's Retry-After). */
  async pause(ms: number): Promise<void> {
    const until = Date.now() + ms;
    const current = Number((await this.hot.get(this.pauseKey)) ?? 0);
    if (until > current) await this.hot.set(this.pauseKey, String(until), ms + 1000);
  }

  /** Wakes every waiter (they throw their abort). */
  stop(): void {
    this.stopping.abort(new Error(`backfill budget ${this.limit.host} stopped`));
  }
}
