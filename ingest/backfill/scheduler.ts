// The backfill scheduler (issue 43): every market the catalog lists gets its past from its venue,
// published on md.history in bounded pages for the engine's history writer to store.
//
// - The catalog comes from md.markets under the consumer group `ingest.backfill`: ingest replicas
//   share its partitions, so each market is filled by one replica; a revoked partition's waiting
//   markets are dropped (its new owner queues them). The venues republish every market each catalog
//   round, so a restarted replica has its markets again within one round.
// - Busiest first (24-hour volume, then total); a market a user asked for (requestBackfill in
//   storage/hot/backfill-requests.ts) before all (queue.ts).
// - Only what lies outside the stored spans is fetched, per kind (trades, prices): the spans reader
//   is handed in (the engine's storedSpans, from the wiring), so a restart resumes.
// - One request budget per venue host shared by every replica on the hot store (budget.ts,
//   transport.ts): the published limits, 429 + Retry-After honoured as a pause for all.
// Progress: metrics (ingest_backfill_*), health() detail (/readyz), a log line per stage.
import { sleep } from '../../core/backoff.ts';
import type { Health } from '../../core/lifecycle.ts';
import type { Component } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { HistoryMessage, MarketMessage } from '../../core/market-data.ts';
import { parseMessage } from '../../core/market-data.ts';
import { counter, gauge } from '../../core/metrics.ts';
import type { Bus, BusConsumer, DeliveredRecord } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import {
  BACKFILL_REQUESTS_CHANNEL,
  clearBackfillRequests,
  parseBackfillRequest,
  requestedTokens,
} from '../../storage/hot/backfill-requests.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { MarketDataPublisher } from '../publisher.ts';
import type { Filler, FillContext } from './fill.ts';
import type { SpansReader } from './gaps.ts';
import { BackfillQueue, type BackfillMarket } from './queue.ts';

const markets = counter(
  'ingest_backfill_markets_total',
  'Markets whose past the backfill fetched, by venue and outcome (filled, failed)',
  ['venue', 'outcome'],
);
const published = counter(
  'ingest_backfill_messages_total',
  'md.history messages the backfill published, by venue',
  ['venue'],
);
const tradesUnknown = counter(
  'ingest_backfill_trades_unknown_total',
  "Markets whose older trades the venue does not serve (Polymarket's Data API offset ceiling)",
  ['venue'],
);
const schedulers = new Set<BackfillScheduler>();
gauge(
  'ingest_backfill_queue',
  'Markets waiting for their past (queued) and being filled (filling), this process',
  ['state'],
  function () {
    this.reset();
    let queued = 0;
    let filling = 0;
    for (const s of schedulers) {
      queued += s.progress.queued;
      filling += s.progress.filling;
    }
    this.set({ state: 'queued' }, queued);
    this.set({ state: 'filling' }, filling);
  },
);

export const BACKFILL_GROUP = 'ingest.backfill';
/** Longest wait at start for the catalog to be queued before filling begins. */
const CATCH_UP_MS = 15_000;

export interface BackfillOptions {
  bus: Bus;
  hot: HotState;
  publisher: MarketDataPublisher;
  log: Logger;
  /** The stored spans per token and kind (the engine's storedSpans). */
  spans: SpansReader;
  /** One filler per venue it runs for. */
  fillers: Partial<Record<'venue_a' | 'venue_b', Filler>>;
  /** How far back a market's past is fetched at most. */
  lookbackMs: number;
  /** Markets filled at once. */
  concurrency: number;
  /** Gaps shorter than this are left for a later run. Default 60 s. */
  minGapMs?: number;
  /** The fills' end of window; default the wall clock. */
  now?: () => number;
  groupId?: string;
  /** Called when a budget is stopped (the transports' budgets). */
  onStop?: () => void;
}

export interface BackfillProgress {
  queued: number;
  filling: number;
  filled: number;
  failed: number;
  messages: number;
  tradesUnknown: number;
}

const toMs = (iso: string | null): number | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

const volume = (text: string | null): number => (text === null ? 0 : Number(text) || 0);

/** The queue's view of a catalog record. */
export function backfillMarketOf(m: MarketMessage, partition: number): BackfillMarket {
  const market = m.market;
  return {
    venue: m.venue,
    market_id: market.market_id,
    tokens: [market.left_token_id, market.right_token_id],
    ...(m.venue === 'venue_b' ? { ticker: m.market.ticker } : {}),
    volume24h: volume(market.volume24hr),
    volume: volume(market.volume),
    createdAt: toMs(market.created_at),
    endsAt: toMs(market.ends_at),
    closed: market.closed,
    partition,
  };
}

export class BackfillScheduler implements Component {
  readonly name = 'backfill';
  private readonly queue = new BackfillQueue();
  private readonly stopping = new AbortController();
  private consumer: BusConsumer | undefined;
  private unsubscribe: (() => Promise<void>) | undefined;
  private workers: Promise<void>[] = [];
  private readonly counts = { filling: 0, failed: 0, messages: 0, tradesUnknown: 0 };
  private lastError: string | undefined;

  constructor(private readonly o: BackfillOptions) {}

  get progress(): BackfillProgress {
    return { queued: this.queue.size, filled: this.queue.filledCount, ...this.counts };
  }

  async start(): Promise<void> {
    const log = this.o.log;
    this.unsubscribe = await this.o.hot.subscribe(BACKFILL_REQUESTS_CHANNEL, (message) => {
      const asked = parseBackfillRequest(message);
      if (asked) this.queue.request(asked.venue, asked.tokenId, Date.now());
    });
    this.consumer = this.o.bus.consumer({
      groupId: this.o.groupId ?? BACKFILL_GROUP,
      topics: [topics.markets],
      fromBeginning: true,
      handler: (batch) => this.intake(batch.records, batch.partition),
      onRevoked: (partitions) => this.queue.dropPartitions(new Set(partitions.map((p) => p.partition))),
    });
    await this.consumer.start();
    schedulers.add(this);
    // The listed catalog is queued before the first market is taken, so the busiest go first.
    const begin = this.caughtUp().then(() =>
      Promise.all(Array.from({ length: this.o.concurrency }, () => this.work())),
    );
    this.workers.push(begin.then(() => undefined));
    log.info(
      {
        venues: Object.keys(this.o.fillers),
        concurrency: this.o.concurrency,
        lookbackDays: this.o.lookbackMs / 86_400_000,
      },
      'backfill: started',
    );
  }

  beginStop(): void {
    this.stopping.abort(new Error('backfill stopping'));
    this.queue.close();
  }

  async stop(): Promise<void> {
    this.beginStop();
    this.o.onStop?.();
    await Promise.all(this.workers);
    await this.unsubscribe?.();
    await this.consumer?.stop();
    schedulers.delete(this);
    this.o.log.info(this.progress, 'backfill: stopped');
  }

  health(): Promise<Health> {
    const p = this.progress;
    const detail =
      `queued ${p.queued}, filling ${p.filling}, filled ${p.filled}, failed ${p.failed}, messages ${p.messages}` +
      (p.tradesUnknown > 0
        ? `, ${p.tradesUnknown} markets with older trades unknown (venue offset ceiling)`
        : '') +
      (this.lastError ? `; last failure: ${this.lastError}` : '');
    return Promise.resolve({ ok: this.consumer?.running ?? false, detail });
  }

  /** Queues a batch of catalog records, with the requests made for their tokens while no one listened. */
  private async intake(records: readonly DeliveredRecord[], partition: number): Promise<void> {
    const listed: BackfillMarket[] = [];
    for (const record of records) {
      const read = record.decoded === undefined ? parseMessage(record.value) : undefined;
      const m = (record.decoded ?? (read?.ok ? read.message : undefined)) as MarketMessage | undefined;
      if (
        m?.type !== 'market' ||
        !this.o.fillers[m.venue] ||
        m.recorded ||
        m.source === 'recording' ||
        m.source === 'sandbox'
      )
        continue;
      listed.push(backfillMarketOf(m, partition));
    }
    for (const venue of ['venue_a', 'venue_b'] as const) {
      const ofVenue = listed.filter((m) => m.venue === venue);
      if (ofVenue.length === 0) continue;
      const asked = await requestedTokens(
        this.o.hot,
        venue,
        ofVenue.flatMap((m) => m.tokens),
      );
      for (const m of ofVenue) {
        const at = Math.min(...m.tokens.map((t) => asked.get(t) ?? Infinity));
        if (at !== Infinity) m.requestedAt = at;
      }
    }
    this.queue.offer(listed);
    if (listed.length > 0)
      this.o.log.debug(
        { markets: listed.length, queued: this.queue.size },
        'backfill: catalog records queued',
      );
  }

  /** Resolves once the group has read what md.markets holds (or after CATCH_UP_MS at most). */
  private async caughtUp(): Promise<void> {
    const deadline = Date.now() + CATCH_UP_MS;
    while (!this.stopping.signal.aborted && Date.now() < deadline) {
      const lag = await this.consumer!.lag().catch(() => []);
      if (lag.reduce((n, p) => n + p.records, 0) === 0) return;
      await sleep(200, this.stopping.signal);
    }
  }

  private async work(): Promise<void> {
    for (let market = await this.queue.next(); market; market = await this.queue.next()) {
      if (this.stopping.signal.aborted) return;
      await this.fill(market);
    }
  }

  private async fill(market: BackfillMarket): Promise<void> {
    const filler = this.o.fillers[market.venue]!;
    const now = (this.o.now ?? Date.now)();
    const since = now - this.o.lookbackMs;
    const ctx: FillContext = {
      window: { from: Math.max(since, market.createdAt ?? since), to: now },
      spans: this.o.spans,
      publish: (messages: HistoryMessage[]) => this.publish(market, messages),
      hot: this.o.hot,
      log: this.o.log,
      signal: this.stopping.signal,
      minGapMs: this.o.minGapMs ?? 60_000,
    };
    const log = this.o.log.child({ venue: market.venue, market: market.market_id });
    this.counts.filling++;
    const started = Date.now();
    try {
      log.debug(
        { requested: market.requestedAt !== undefined, volume24h: market.volume24h },
        'backfill: market started',
      );
      const result = await filler.fill(market, ctx);
      this.queue.done(market);
      markets.inc({ venue: market.venue, outcome: 'filled' });
      if (result.tradesUnknownBefore !== undefined) {
        this.counts.tradesUnknown++;
        tradesUnknown.inc({ venue: market.venue });
      }
      if (market.requestedAt !== undefined)
        await clearBackfillRequests(this.o.hot, market.venue, market.tokens);
      log.info(
        {
          messages: result.messages,
          ms: Date.now() - started,
          ...(result.tradesUnknownBefore
            ? { tradesUnknownBefore: new Date(result.tradesUnknownBefore).toISOString() }
            : {}),
        },
        'backfill: market filled',
      );
    } catch (err) {
      if (this.stopping.signal.aborted) return;
      this.counts.failed++;
      this.lastError = `${market.venue} ${market.market_id}: ${(err as Error).message}`;
      markets.inc({ venue: market.venue, outcome: 'failed' });
      log.warn(
        { error: (err as Error).message },
        'backfill: market failed; queued again when the catalog lists it',
      );
    } finally {
      this.counts.filling--;
    }
  }

  private async publish(market: BackfillMarket, messages: HistoryMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.o.publisher.publish(`${market.venue}.backfill`, messages);
    this.counts.messages += messages.length;
    published.inc({ venue: market.venue }, messages.length);
  }
}
