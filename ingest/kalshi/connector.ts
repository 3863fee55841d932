// Kalshi-on-Solana via DFlow (venue_b) polling connector. Kalshi streams books only over an
// authenticated WebSocket, so without credentials everything is polled over REST, every
// `pollIntervalMs` (measured from the end of one poll to the start of the next):
// 1. open markets: GET /markets?status=open&mve_filter=exclude&limit=…&cursor=… until the cursor is
//    empty (multivariate "combo" markets are excluded: thousands of empty auto-generated books);
// 2. their events (title, category, series) from GET /events?status=open&limit=…&cursor=…, paged
//    again once the cached listing is older than `eventsTtlMs` (events change rarely);
// 3. with a DFlow API key, the YES/NO outcome mints of markets not known yet, POST
//    /api/v1/markets/batch (100 tickers a call); markets DFlow has not tokenized are asked again after
//    `mintsRetryMs`. Without a key the parsers' derived ids (`<ticker>:yes`) are used;
// 4. a `market` message per open market — and for a market no longer listed open (closed,
//    settled), its final record once (GET /markets/{ticker}; ingest/vanished.ts) — then the order
//    books of the `maxMarkets` most traded (24 h volume, then total volume) as a `book` per outcome
//    token;
// 5. (before the books) the trades of those markets since the last poll (GET /markets/trades?min_ts=…, one listing for
//    all markets), a `price` (last_trade) per outcome token carrying Kalshi's trade_id: a poll
//    re-reads its last second, and the stored trades are keyed by trade_id.
// Sharded (with `shard` and `catalogLease`, the ingest role): steps 1-3 and the market messages run
// only on the replica holding the catalog lease, which publishes the `maxMarkets` most traded as
// the ingest universe; every replica polls the books of the markets its share of it names.
// With `source` set (the sandbox's simulated Kalshi: 'sandbox') every message published carries it.
// Kalshi's Basic tier allows 20 reads a second; the default pace is half of that. A 429 holds every
// request back for its Retry-After. A failed poll is retried with back-off; health() reports why.
import { compare } from '../../core/decimal.ts';
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Lease } from '../../core/lease.ts';
import { LeaseKeeper } from '../../core/lease-keeper.ts';
import type { Logger } from '../../core/logger.ts';
import {
  isRecord,
  type DataSource,
  type KalshiMarketMessage,
  type MarketDataMessage,
} from '../../core/market-data.ts';
import { counter } from '../../core/metrics.ts';
import { ruleFor } from '../../core/venue-errors.ts';
import { kalshiErrorCode, kalshiErrorTable } from '../../venues/kalshi/errors.ts';
import {
  USDC_SOLANA_MINT,
  dflowPaths,
  kalshiPaths,
  parseDflowMarketMints,
  parseKalshiMarket,
  parseKalshiOrderbook,
  parseKalshiTrade,
  type OutcomeMints,
} from '../../venues/kalshi/index.ts';
import { Backoff, EQUAL_JITTER, sleep, type BackoffOptions } from '../../core/backoff.ts';
import { forEachLimit } from '../map-limit.ts';
import type { MarketDataPublisher } from '../publisher.ts';
import type { MarketShard, OwnedMarkets } from '../shard/shard.ts';
import { VanishedMarkets } from '../vanished.ts';
import { HttpStatusError, VenueHttp, type VenueHttpOptions } from '../venue-http.ts';

export const KALSHI_SOURCES = {
  markets: 'kalshi.markets',
  events: 'kalshi.events',
  orderbook: 'kalshi.orderbook',
  trades: 'kalshi.trades',
  dflow: 'dflow.markets',
} as const;

const polls = counter('kalshi_polls_total', 'Kalshi polls', ['outcome']);

export interface KalshiConnectorOptions {
  publisher: MarketDataPublisher;
  log: Logger;
  /** KALSHI_API_URL */
  kalshiUrl: string;
  /** DFLOW_API_URL */
  dflowUrl: string;
  /** DFLOW_API_KEY: without it, token ids are the derived `<ticker>:yes` / `<ticker>:no`. */
  dflowApiKey?: string;
  /** KALSHI_POLL_INTERVAL_S × 1000 */
  pollIntervalMs: number;
  /** KALSHI_MAX_MARKETS: open markets whose order books are polled. */
  maxMarkets: number;
  /** Markets per page (Kalshi allows up to 1000). Default 1000. */
  marketsPageSize?: number;
  /** Events per page (Kalshi allows up to 200). Default 200. */
  eventsPageSize?: number;
  /** Guard against a cursor that never ends. Default 500 pages. */
  maxPages?: number;
  /** Leave out multivariate (combo) markets. Default true. */
  excludeMultivariate?: boolean;
  /** Age at which the cached event listing is paged again. Default 600 000 ms. */
  eventsTtlMs?: number;
  /** When to ask DFlow again about a market it had no mints for. Default 600 000 ms. */
  mintsRetryMs?: number;
  /** The settlement mint whose outcome mints are used. Default USDC. */
  settlementMint?: string;
  /** Least time between Kalshi requests. Default 100 ms (10/s: half the Basic tier). */
  kalshiMinIntervalMs?: number;
  /** Least time between DFlow requests. Default 200 ms. */
  dflowMinIntervalMs?: number;
  /** Order-book requests at once (still paced by kalshiMinIntervalMs). Default 4. */
  orderbookConcurrency?: number;
  /** Back-off after a failed poll. Default 2 s doubling to 5 min, equal jitter. */
  pollBackoff?: BackoffOptions;
  /** Markets no longer listed open asked for per poll (their final record). Default 50. */
  vanishedPerPoll?: number;
  /** Extra REST settings for both APIs (time-out, retries, back-off, injected sleep, onRetry). */
  http?: Pick<
    VenueHttpOptions,
    'timeoutMs' | 'retries' | 'backoff' | 'sleep' | 'onRetry' | 'maxRetryAfterMs'
  >;
  /** Poll the books of this replica's share of the markets only (ingest/shard); unset: all of `maxMarkets`. */
  shard?: MarketShard;
  /** List the markets only while holding this lease (one replica per round); unset: always. */
  catalogLease?: Lease;
  /** Stamped on every message published (`sandbox` for the simulated Kalshi); unset: live, no stamp. */
  source?: DataSource;
}

/** The `market` of a GET /markets/{ticker} answer; undefined when the body is not one (the parser says why). */
function parsedMarketBody(text: string): unknown {
  try {
    const body = JSON.parse(text) as unknown;
    return isRecord(body) ? body.market : undefined;
  } catch {
    return undefined;
  }
}

/** A page that is not a listing at all: nothing on it can be used. */
class BadPage extends Error {
  constructor(
    message: string,
    readonly text: string,
    readonly url: string,
  ) {
    super(message);
  }
}

interface RawListing {
  items: Record<string, unknown>[];
  /** Items that are not objects, with their page, for dead letters. */
  bad: { raw: unknown; url: string }[];
}

function byActivity(a: KalshiMarketMessage, b: KalshiMarketMessage): number {
  return (
    compare(b.market.volume24hr ?? '0', a.market.volume24hr ?? '0') ||
    compare(b.market.volume ?? '0', a.market.volume ?? '0') ||
    a.market.market_id.localeCompare(b.market.market_id)
  );
}

type Sourced = Exclude<MarketDataMessage, { type: 'dead_letter' }>;

/** The messages with `source` stamped on each; the same list when it is unset (live). */
function stamped<T extends Sourced>(messages: readonly T[], source: DataSource | undefined): readonly T[] {
  return source === undefined ? messages : messages.map((m) => ({ ...m, source }));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class KalshiConnector implements Component {
  readonly name = 'kalshi-connector';
  private readonly log: Logger;
  private readonly publisher: MarketDataPublisher;
  private readonly kalshi: VenueHttp;
  private readonly dflow: VenueHttp | undefined;
  private readonly o: Required<
    Omit<
      KalshiConnectorOptions,
      | 'publisher'
      | 'log'
      | 'http'
      | 'dflowApiKey'
      | 'kalshiUrl'
      | 'dflowUrl'
      | 'shard'
      | 'catalogLease'
      | 'source'
    >
  >;
  private readonly events = new Map<string, Record<string, unknown>>();
  private eventsFetchedAt: number | undefined;
  private readonly mints = new Map<string, OutcomeMints>();
  private readonly mintsMissingAt = new Map<string, number>();
  private readonly vanished: VanishedMarkets;
  private readonly shard: MarketShard | undefined;
  private readonly catalogKeeper: LeaseKeeper | undefined;
  private readonly source: DataSource | undefined;
  /** This replica's share of the universe (sharded only): ticker → [yes, no] token ids. */
  private owned: OwnedMarkets = new Map();
  private listedMarkets = 0;
  private abort = new AbortController();
  private loop: Promise<void> | undefined;
  private started = false;
  private lastOkAt: number | undefined;
  private lastError: string | undefined;
  private lastCounts = { markets: 0, books: 0 };
  /** Unix s the next trades listing starts from (the newest trade seen; undefined before the first). */
  private tradesFrom: number | undefined;

  constructor(options: KalshiConnectorOptions) {
    this.log = options.log.child({ component: this.name });
    this.publisher = options.publisher;
    this.o = {
      pollIntervalMs: options.pollIntervalMs,
      maxMarkets: options.maxMarkets,
      marketsPageSize: options.marketsPageSize ?? 1000,
      eventsPageSize: options.eventsPageSize ?? 200,
      maxPages: options.maxPages ?? 500,
      excludeMultivariate: options.excludeMultivariate ?? true,
      eventsTtlMs: options.eventsTtlMs ?? 600_000,
      mintsRetryMs: options.mintsRetryMs ?? 600_000,
      settlementMint: options.settlementMint ?? USDC_SOLANA_MINT,
      kalshiMinIntervalMs: options.kalshiMinIntervalMs ?? 100,
      dflowMinIntervalMs: options.dflowMinIntervalMs ?? 200,
      orderbookConcurrency: options.orderbookConcurrency ?? 4,
      pollBackoff: options.pollBackoff ?? { initialMs: 2_000, maxMs: 300_000, jitter: EQUAL_JITTER },
      vanishedPerPoll: options.vanishedPerPoll ?? 50,
    };
    this.vanished = new VanishedMarkets(this.o.vanishedPerPoll);
    this.kalshi = new VenueHttp({
      venue: 'kalshi',
      baseUrl: options.kalshiUrl,
      log: this.log,
      minIntervalMs: this.o.kalshiMinIntervalMs,
      ...options.http,
    });
    this.dflow = options.dflowApiKey
      ? new VenueHttp({
          venue: 'dflow',
          baseUrl: options.dflowUrl,
          log: this.log,
          headers: { 'x-api-key': options.dflowApiKey },
          minIntervalMs: this.o.dflowMinIntervalMs,
          ...options.http,
        })
      : undefined;
    this.shard = options.shard;
    this.source = options.source;
    this.catalogKeeper =
      options.catalogLease && new LeaseKeeper(options.catalogLease, this.log, 'kalshi-catalog');
    this.shard?.follow('venue_b', 3 * this.o.pollIntervalMs, (markets) => (this.owned = markets));
  }

  start(): Promise<void> {
    if (this.started) return Promise.resolve();
    this.started = true;
    this.abort = new AbortController();
    this.catalogKeeper?.start();
    this.loop = this.pollLoop(this.abort.signal);
    return Promise.resolve();
  }

  /** Cancels the requests under way and waits for the poll to wind down (publishes included). */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.abort.abort();
    await this.loop;
    await this.catalogKeeper?.stop();
    this.started = false;
  }

  health(): Promise<Health> {
    if (!this.started) return Promise.resolve({ ok: false, detail: 'not started' });
    if (this.lastError !== undefined)
      return Promise.resolve({ ok: false, detail: `Kalshi poll failed: ${this.lastError}` });
    if (this.lastOkAt === undefined) return Promise.resolve({ ok: false, detail: 'first poll under way' });
    const age = Math.round((Date.now() - this.lastOkAt) / 1000);
    return Promise.resolve({
      ok: true,
      detail: `${this.lastCounts.markets} markets, ${this.lastCounts.books} books, polled ${age} s ago`,
    });
  }

  private async pollLoop(signal: AbortSignal): Promise<void> {
    const backoff = new Backoff(this.o.pollBackoff);
    while (!signal.aborted) {
      let wait: number;
      try {
        await this.poll(signal);
        if (signal.aborted) break;
        backoff.reset();
        this.lastOkAt = Date.now();
        this.lastError = undefined;
        polls.inc({ outcome: 'ok' });
        wait = this.o.pollIntervalMs;
      } catch (err) {
        if (signal.aborted) break;
        this.lastError = (err as Error).message;
        polls.inc({ outcome: 'failed' });
        wait = backoff.next();
        // Retried with back-off, so the line repeats with it; the message is enough (no stack per retry).
        this.log.warn({ error: this.lastError, retryInMs: wait }, 'Kalshi poll failed');
      }
      await sleep(wait, signal);
    }
  }

  private async poll(signal: AbortSignal): Promise<void> {
    // The catalog on one replica per round (its lease); the books of each replica's own markets.
    const catalog = !this.catalogKeeper || (await this.catalogKeeper.take()) !== undefined;
    const top = catalog ? await this.pollCatalog(signal) : undefined;
    if (signal.aborted) return;
    let tickers: string[];
    let mintsOf: (ticker: string) => OutcomeMints | undefined;
    if (this.shard) {
      if (top)
        await this.shard.offer(
          'venue_b',
          new Map(top.map((m) => [m.market.ticker, [m.market.left_token_id, m.market.right_token_id]])),
        );
      tickers = [...this.owned.keys()];
      mintsOf = (ticker) => this.ownedMints(ticker);
    } else {
      tickers = (top ?? []).map((m) => m.market.ticker);
      mintsOf = (ticker) => this.mints.get(ticker);
    }
    const trades = await this.pollTrades(tickers, mintsOf, signal);
    const books = await this.pollBooks(tickers, mintsOf, signal);
    this.lastCounts = { markets: this.listedMarkets, books };
    this.log.info(
      { markets: catalog ? this.listedMarkets : undefined, books, trades, mints: this.mints.size },
      'Kalshi polled',
    );
  }

  /** The mints a universe entry names (its tokens are the derived ids when DFlow had none). */
  private ownedMints(ticker: string): OutcomeMints | undefined {
    const [yes, no] = this.owned.get(ticker) ?? [];
    if (yes === undefined || no === undefined || yes === `${ticker}:yes`) return undefined;
    return {
      ticker,
      settlement_mint: this.o.settlementMint,
      yes_mint: yes,
      no_mint: no,
      market_ledger: null,
      is_initialized: true,
      redemption_status: null,
    };
  }

  /** Lists the open markets and publishes them; returns the `maxMarkets` most traded. */
  private async pollCatalog(signal: AbortSignal): Promise<KalshiMarketMessage[] | undefined> {
    const listing = await this.listing(
      kalshiPaths.markets,
      'markets',
      {
        status: 'open',
        limit: this.o.marketsPageSize,
        mve_filter: this.o.excludeMultivariate ? 'exclude' : undefined,
      },
      KALSHI_SOURCES.markets,
      signal,
    );
    for (const { raw, url } of listing.bad)
      await this.publisher.reject(KALSHI_SOURCES.markets, raw, 'market must be an object', url);
    const receivedAt = Date.now();

    await this.refreshEvents(signal);
    if (this.dflow) await this.refreshMints(listing.items, signal);
    if (signal.aborted) return undefined;

    const messages: KalshiMarketMessage[] = [];
    for (const raw of listing.items) {
      const ticker = typeof raw.ticker === 'string' ? raw.ticker : '';
      const eventTicker = typeof raw.event_ticker === 'string' ? raw.event_ticker : '';
      const parsed = parseKalshiMarket(raw, {
        event: this.events.get(eventTicker),
        mints: this.mints.get(ticker),
        receivedAt,
      });
      if (parsed.ok) messages.push(parsed.value);
      else
        await this.publisher.reject(
          KALSHI_SOURCES.markets,
          raw,
          parsed.reason,
          ticker || KALSHI_SOURCES.markets,
        );
    }
    for (const batch of chunks(messages, 500))
      await this.publisher.publish(KALSHI_SOURCES.markets, stamped(batch, this.source));
    await this.followVanished(messages, signal);

    this.listedMarkets = messages.length;
    return messages
      .filter((m) => m.market.active)
      .sort(byActivity)
      .slice(0, this.o.maxMarkets);
  }

  /** Markets listed open before and not now: each one's final record (`{market}`), published once. */
  private async followVanished(listed: readonly KalshiMarketMessage[], signal: AbortSignal): Promise<void> {
    const due = this.vanished.update(new Map(listed.map((m) => [m.market.ticker, m.event.event_id])));
    for (const [ticker, eventTicker] of due) {
      if (signal.aborted) return;
      try {
        const { text, url } = await this.kalshi.getText(kalshiPaths.market(ticker), undefined, signal);
        const raw = parsedMarketBody(text);
        const parsed = parseKalshiMarket(raw, {
          event: this.events.get(eventTicker),
          mints: this.mints.get(ticker),
          receivedAt: Date.now(),
        });
        if (parsed.ok)
          await this.publisher.publish(KALSHI_SOURCES.markets, stamped([parsed.value], this.source));
        else await this.publisher.reject(KALSHI_SOURCES.markets, text, parsed.reason, url);
        this.vanished.settled([ticker]);
      } catch (err) {
        if (err instanceof HttpStatusError && err.status === 404) this.vanished.settled([ticker]);
        else if (!signal.aborted)
          this.log.warn(
            { ticker, error: (err as Error).message },
            'Kalshi market no longer listed not read; asked again next poll',
          );
      }
    }
  }

  /** Pages a cursor listing (`{<key>: [...], cursor}`; an empty cursor ends it) into raw objects. */
  private async listing(
    path: string,
    key: string,
    query: Record<string, string | number | undefined>,
    source: string,
    signal: AbortSignal,
  ): Promise<RawListing> {
    const out: RawListing = { items: [], bad: [] };
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < this.o.maxPages; page++) {
      const { text, url } = await this.kalshi.getText(path, { ...query, cursor }, signal);
      let list: unknown;
      let next: unknown;
      try {
        const body = JSON.parse(text) as unknown;
        if (!isRecord(body) || !Array.isArray(body[key]))
          throw new Error(`page must be an object with a ${key} array`);
        list = body[key];
        next = body.cursor;
      } catch (e) {
        const reason = e instanceof SyntaxError ? `invalid JSON: ${e.message}` : (e as Error).message;
        await this.publisher.reject(source, text, reason, url);
        throw new BadPage(`${url}: ${reason}`, text, url);
      }
      for (const item of list as unknown[]) {
        if (isRecord(item)) out.items.push(item);
        else out.bad.push({ raw: item, url });
      }
      if (typeof next !== 'string' || next === '' || (list as unknown[]).length === 0) return out;
      if (seen.has(next)) {
        this.log.warn({ url, cursor: next }, 'Kalshi cursor repeated; stopping this listing');
        return out;
      }
      seen.add(next);
      cursor = next;
    }
    this.log.warn({ path, maxPages: this.o.maxPages }, 'Kalshi listing truncated at maxPages');
    return out;
  }

  /** Re-pages the open events once the cached listing is stale; a failure keeps the old cache. */
  private async refreshEvents(signal: AbortSignal): Promise<void> {
    const now = Date.now();
    if (this.eventsFetchedAt !== undefined && now - this.eventsFetchedAt < this.o.eventsTtlMs) return;
    try {
      const listing = await this.listing(
        kalshiPaths.events,
        'events',
        { status: 'open', limit: this.o.eventsPageSize },
        KALSHI_SOURCES.events,
        signal,
      );
      for (const event of listing.items) {
        if (typeof event.event_ticker === 'string' && event.event_ticker !== '')
          this.events.set(event.event_ticker, event);
        else await this.publisher.reject(KALSHI_SOURCES.events, event, 'event_ticker is required');
      }
      this.eventsFetchedAt = now;
    } catch (err) {
      if (signal.aborted) return;
      // Markets still publish without their event's title and category; the next poll tries again.
      this.log.warn({ err }, 'Kalshi events listing failed; markets go out with what is cached');
    }
  }

  /** Asks DFlow for the mints of markets not known yet (100 per call); failures leave them derived. */
  private async refreshMints(
    markets: readonly Record<string, unknown>[],
    signal: AbortSignal,
  ): Promise<void> {
    const now = Date.now();
    const wanted = markets
      .map((m) => (typeof m.ticker === 'string' ? m.ticker : ''))
      .filter((t) => t !== '' && !this.mints.has(t))
      .filter((t) => now - (this.mintsMissingAt.get(t) ?? -Infinity) >= this.o.mintsRetryMs);
    for (const tickers of chunks(wanted, 100)) {
      if (signal.aborted) return;
      let text: string;
      let url: string;
      try {
        ({ text, url } = await this.dflow!.request(dflowPaths.marketsBatch, {
          method: 'POST',
          body: { tickers },
          signal,
        }));
      } catch (err) {
        if (signal.aborted) return;
        this.log.warn({ err, tickers: tickers.length }, 'DFlow mints lookup failed; derived token ids stay');
        return;
      }
      let list: unknown[];
      try {
        const body = JSON.parse(text) as unknown;
        const found = isRecord(body) ? body.markets : undefined;
        if (!Array.isArray(found)) throw new Error('response must be an object with a markets array');
        list = found;
      } catch (e) {
        const reason = e instanceof SyntaxError ? `invalid JSON: ${e.message}` : (e as Error).message;
        await this.publisher.reject(KALSHI_SOURCES.dflow, text, reason, url);
        continue;
      }
      const known = new Set<string>();
      for (const raw of list) {
        // A market without accounts for our settlement mint is not tokenized (for it) yet: no mints,
        // not a bad payload.
        const accounts = isRecord(raw) && isRecord(raw.accounts) ? raw.accounts : undefined;
        if (accounts && accounts[this.o.settlementMint] === undefined) continue;
        const parsed = parseDflowMarketMints(raw, this.o.settlementMint);
        if (parsed.ok) {
          this.mints.set(parsed.value.ticker, parsed.value);
          known.add(parsed.value.ticker);
        } else {
          const ticker = isRecord(raw) && typeof raw.ticker === 'string' ? raw.ticker : KALSHI_SOURCES.dflow;
          await this.publisher.reject(KALSHI_SOURCES.dflow, raw, parsed.reason, ticker);
        }
      }
      for (const t of tickers) if (!known.has(t)) this.mintsMissingAt.set(t, now);
    }
  }

  /**
   * Publishes the trades of `tickers` since the newest one seen (the first poll: one poll interval
   * back); returns how many. A failed listing is logged and asked again from the same time next poll.
   */
  private async pollTrades(
    tickers: readonly string[],
    mintsOf: (ticker: string) => OutcomeMints | undefined,
    signal: AbortSignal,
  ): Promise<number> {
    if (tickers.length === 0 || signal.aborted) return 0;
    const wanted = new Set(tickers);
    const from = this.tradesFrom ?? Math.floor((Date.now() - this.o.pollIntervalMs) / 1000);
    let listing: RawListing;
    try {
      listing = await this.listing(
        kalshiPaths.trades,
        'trades',
        { min_ts: from, limit: 1000 },
        KALSHI_SOURCES.trades,
        signal,
      );
    } catch (err) {
      if (!signal.aborted)
        this.log.warn({ err }, 'Kalshi trades listing failed; the next poll asks from the same time');
      return 0;
    }
    let newest = from;
    const messages: Sourced[] = [];
    for (const raw of listing.items) {
      const ticker = typeof raw.ticker === 'string' ? raw.ticker : '';
      if (!wanted.has(ticker)) continue;
      const parsed = parseKalshiTrade(raw, mintsOf(ticker));
      if (!parsed.ok) {
        await this.publisher.reject(KALSHI_SOURCES.trades, raw, parsed.reason, ticker);
        continue;
      }
      messages.push(...parsed.value);
      newest = Math.max(newest, Math.floor(parsed.value[0].ts / 1000));
    }
    for (const batch of chunks(messages, 500))
      await this.publisher.publish(KALSHI_SOURCES.trades, stamped(batch, this.source));
    this.tradesFrom = newest;
    return messages.length / 2;
  }

  /** Polls and publishes the books of `tickers`; throws only when every request failed on the network. */
  private async pollBooks(
    tickers: readonly string[],
    mintsOf: (ticker: string) => OutcomeMints | undefined,
    signal: AbortSignal,
  ): Promise<number> {
    let published = 0;
    let failures = 0;
    let lastFailure: unknown;
    await forEachLimit(
      tickers,
      this.o.orderbookConcurrency,
      async (ticker) => {
        let text: string;
        try {
          ({ text } = await this.kalshi.getText(kalshiPaths.orderbook(ticker), undefined, signal));
        } catch (err) {
          if (signal.aborted) return;
          // Refused (the request itself: nothing to retry) or not taken now (counted, retried next round).
          const code = err instanceof HttpStatusError ? kalshiErrorCode(err.body) : undefined;
          if (
            err instanceof HttpStatusError &&
            ruleFor(kalshiErrorTable, err.status, code).outcome === 'rejected'
          ) {
            this.log.warn({ ticker, status: err.status, code }, 'Kalshi order book refused');
            return;
          }
          failures++;
          lastFailure = err;
          this.log.warn({ err, ticker }, 'Kalshi order book failed');
          return;
        }
        const parsed = parseKalshiOrderbook(text, {
          ticker,
          mints: mintsOf(ticker),
          receivedAt: Date.now(),
        });
        if (!parsed.ok) return this.publisher.reject(KALSHI_SOURCES.orderbook, text, parsed.reason, ticker);
        const books = stamped([parsed.value.yes, parsed.value.no], this.source);
        await this.publisher.publish(KALSHI_SOURCES.orderbook, books);
        published += books.length;
      },
      signal,
    );
    if (tickers.length > 0 && failures === tickers.length) throw lastFailure as Error;
    return published;
  }
}
