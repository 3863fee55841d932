// The market routes over HTTP on a catalog built the way production builds it: recorded real venue
// payloads → the venue parsers → the ingest publisher → the in-process bus → the engine's catalog
// and market-state processors → chDB (ClickHouse) and the test Redis (or the in-process hot state)
// → the catalog read model → the API app wired as bin/roles.ts wires it.
import path from 'node:path';
import type Koa from 'koa';
import { createApiApp } from '../../api/api-app.ts';
import type { OrderService } from '../../engine/trading/orders.ts';
import type { LiveVenue } from '../../core/live-venue.ts';
import { PaperMatcher } from '../../engine/trading/paper-matcher.ts';
import { createOrderService, tradingComponents } from '../../engine/trading/trading.ts';
import { MarketStreamHub, type MarketStreamOptions } from '../../api/markets/stream-hub.ts';
import { createLogger, type Logger } from '../../core/logger.ts';
import type {
  BookMessage,
  MarketDataMessage,
  MarketMessage,
  PolymarketMarketMessage,
  QuoteMessage,
  Venue,
} from '../../core/market-data.ts';
import { sha256Hex } from '../../core/secrets.ts';
import { custodyFromConfig } from '../../bin/wiring/custody.ts';
import type { Config } from '../../core/config.ts';
import { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import { CatalogWriter } from '../../engine/market-data/catalog-writer.ts';
import { HistoryWriter } from '../../engine/market-data/history-writer.ts';
import { MarketStateWriter } from '../../engine/market-data/market-state-writer.ts';
import { MessageConsumer } from '../../engine/stream/message-consumer.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { allTopics } from '../../storage/bus/topics.ts';
import { ClickHouseAnalytics, type AnalyticsPlacement } from '../../storage/clickhouse/analytics.ts';
import { sqlLimitsOf } from '../../bin/wiring/backends.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import type { FencedWrite, HotState, MessageHandler, TokenBucket } from '../../storage/hot/hot-state.ts';
import { readBooks } from '../../storage/hot/market-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { RedisHotState } from '../../storage/hot/redis-hot-state.ts';
import { migratePostgres } from '../../storage/postgres/migrate.ts';
import { SimilarityWriter } from '../../engine/similarity/similarity-writer.ts';
import { RelatedEventsWriter } from '../../engine/market-data/related-events-writer.ts';
import { EmbeddedPostgres } from '../../storage/postgres/embedded.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { parseKalshiMarkets } from '../../venues/kalshi/index.ts';
import {
  parseGammaEvents,
  parseGammaMarket,
  parseMarketChannelMessage,
} from '../../venues/polymarket/index.ts';
import { adapterTestData, clobResources, kalshiSample, polymarketSample } from '../data/venue-samples.ts';
import { btcMarketInfo } from '../data/clob-market-info.ts';
import { clobFeeSchedule } from '../../venues/polymarket/fees.ts';
import { realBackendsConfig, required, tempDir, uniqueName } from '../servers/backends.ts';
import { serve, type TestClient } from './http.ts';
import { venueFees, venueOrderRules } from '../../bin/wiring/venues.ts';
import { apiSettings, tradingSettings } from '../../bin/wiring/settings.ts';

function ok<T>(result: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Error(`recorded payload did not parse: ${result.reason}`);
  return result.value;
}

/** Kalshi market records carry no version: they are stamped as received at this time. */
/** The stack's clock for time-dependent answers. */
export const STACK_NOW = Date.parse('2026-11-21T00:00:00.000Z');

export const KALSHI_RECEIVED_AT = Date.parse('2025-08-20T12:00:00.000Z');

/**
 * The recorded real catalog: the Gamma event "Democratic Presidential Nominee 2028" (2 markets), the
 * Gamma BTC up/down market with its event, the two Gamma markets of the closed CS2 match event, and
 * the 100 recorded Kalshi markets (their events built from the markets alone).
 */
export function recordedCatalog(): MarketMessage[] {
  const gamma = (file: string) => polymarketSample(`${adapterTestData}/${file}`);
  const events = ok(parseGammaEvents(gamma('gamma_event.json')));
  if (events.rejected.length > 0) throw new Error(`gamma_event.json: ${JSON.stringify(events.rejected)}`);
  const kalshi = ok(
    parseKalshiMarkets(kalshiSample('kalshi_markets.json'), { receivedAt: KALSHI_RECEIVED_AT }),
  );
  if (kalshi.rejected.length > 0) throw new Error(`kalshi_markets.json: ${JSON.stringify(kalshi.rejected)}`);
  return [
    ...events.items,
    withClobFees(ok(parseGammaMarket(gamma('gamma_market.json'))), btcMarketInfo()),
    ok(parseGammaMarket(gamma('gamma_market_sports_market_money_line.json'))),
    ok(parseGammaMarket(gamma('gamma_market_sports_market_map_handicap.json'))),
    ...kalshi.items,
  ];
}

/** A Gamma market without fee parameters as the connector publishes it: with its CLOB market info's (ingest/polymarket/clob-fees.ts). */
function withClobFees(message: PolymarketMarketMessage, info: unknown): PolymarketMarketMessage {
  message.market.fee_schedule = clobFeeSchedule(info, new Date().toISOString());
  return message;
}

/** The recorded market-channel `book` snapshot of the Trump 2024 "No" token (2024-10-13). */
export function recordedTrumpBook(): BookMessage {
  const frame = ok(parseMarketChannelMessage(polymarketSample(`${clobResources}/ws_messages/book.json`)));
  const book = frame.items.find((i): i is BookMessage => 'type' in i && i.type === 'book');
  if (!book) throw new Error('the recorded book frame holds no book');
  return book;
}

/** A full book snapshot of a token at a chosen time; levels best first. */
export function bookAt(
  venue: 'venue_a' | 'venue_b',
  marketId: string,
  tokenId: string,
  ts: number,
  bids: [string, string][],
  asks: [string, string][],
): BookMessage {
  return { v: 1, type: 'book', venue, market_id: marketId, token_id: tokenId, bids, asks, ts };
}

export function quoteAt(
  venue: 'venue_a' | 'venue_b',
  marketId: string,
  tokenId: string,
  ts: number,
  bid: string | null,
  ask: string | null,
): QuoteMessage {
  return { v: 1, type: 'quote', venue, market_id: marketId, token_id: tokenId, bid, ask, ts };
}

/**
 * Hot state under a key prefix: the suite's tokens are real token ids that other suites may also
 * write, so each stack keeps its own namespace on the shared test Redis.
 */
export class NamespacedHotState implements HotState {
  readonly name = 'hot-namespaced';

  constructor(
    private readonly inner: HotState,
    private readonly prefix: string,
  ) {}

  start(): Promise<void> {
    return this.inner.start();
  }
  stop(): Promise<void> {
    return this.inner.stop();
  }
  health() {
    return this.inner.health();
  }
  get(key: string) {
    return this.inner.get(this.prefix + key);
  }
  mget(keys: readonly string[]) {
    return this.inner.mget(keys.map((k) => this.prefix + k));
  }
  set(key: string, value: string, ttlMs?: number) {
    return this.inner.set(this.prefix + key, value, ttlMs);
  }
  mset(entries: ReadonlyMap<string, string>) {
    return this.inner.mset(new Map([...entries].map(([k, v]) => [this.prefix + k, v])));
  }
  del(keys: readonly string[]) {
    return this.inner.del(keys.map((k) => this.prefix + k));
  }
  setFenced(writes: readonly FencedWrite[]) {
    return this.inner.setFenced(
      writes.map((w) => ({
        fenceKey: this.prefix + w.fenceKey,
        version: w.version,
        entries: new Map([...w.entries].map(([k, v]) => [this.prefix + k, v])),
      })),
    );
  }
  incrWindow(key: string, windowMs: number) {
    return this.inner.incrWindow(this.prefix + key, windowMs);
  }
  takeTokens(key: string, bucket: TokenBucket, cost?: number) {
    return this.inner.takeTokens(this.prefix + key, bucket, cost);
  }
  publish(channel: string, message: string) {
    return this.inner.publish(this.prefix + channel, message);
  }
  subscribe(channel: string, handler: MessageHandler) {
    return this.inner.subscribe(this.prefix + channel, handler);
  }
}

export interface MarketDataStack {
  /** The settings the stack runs with (its pool: PG_POOL_MAX, 4 unless the suite set it). */
  config: Config;
  client: TestClient;
  /** The API app (a suite may serve it again, e.g. through the HttpServer component). */
  app: Koa;
  /** The app's live market streams. */
  streams: MarketStreamHub;
  analytics: ClickHouseAnalytics;
  hot: HotState;
  catalog: CatalogReadModel;
  sql: PgSql;
  bus: Bus;
  log: Logger;
  orders: OrderService;
  /** The paper matcher the stack runs (tests wait for it with idle()). */
  matcher: PaperMatcher;
  /**
   * Publishes through the ingest publisher, waits until the engine has made it all durable, then
   * refreshes the read model (unless `refresh: false`).
   */
  ingest(messages: readonly MarketDataMessage[], options?: { refresh?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** Polls until probe answers true; it may answer a text saying what is still missing. */
async function waitUntil(
  what: string,
  probe: () => Promise<boolean | string>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let answer = await probe(); answer !== true; answer = await probe()) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${answer === false ? '' : `: ${answer}`}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startMarketDataStack(
  options: {
    refreshMs?: number;
    /** Hot state placement: the test Redis (default) or the in-process store. */
    hot?: 'redis' | 'memory';
    /** SQL placement: the test PostgreSQL cluster (default) or the embedded default's own server. */
    sql?: 'server' | 'embedded';
    streams?: MarketStreamOptions;
    /** Venues whose orders execute live (default: none, every order is paper). */
    live?: Partial<Record<Venue, LiveVenue>>;
    /** Analytics placement: the run's embedded chDB (default), or another (clickhouse-http.ts). */
    analytics?: (prefix: string) => Promise<AnalyticsPlacement>;
    /** Settings over the test defaults; the public routes' per-IP limit is off unless set here
     * (suites send thousands of requests a minute from one loopback address). */
    config?: Record<string, string>;
  } = {},
): Promise<MarketDataStack> {
  const log = createLogger((process.env.STACK_LOG as 'warn') ?? 'silent');
  // A small pool (4, unless the suite sets PG_POOL_MAX): what holds a connection too long shows.
  const config = await realBackendsConfig({
    RATE_LIMIT_PUBLIC_IP: '10000000',
    PG_POOL_MAX: '4',
    ...options.config,
  });
  const placement = options.analytics
    ? await options.analytics('ch')
    : { chdbPath: path.join(required('TEST_DATA_DIR'), 'clickhouse'), database: uniqueName('ch') };
  const analytics = new ClickHouseAnalytics(placement, sqlLimitsOf(config));
  await analytics.start();
  await migrateClickHouse(analytics);
  const hot = new NamespacedHotState(
    options.hot === 'memory' ? new MemoryHotState() : new RedisHotState(required('TEST_REDIS_URL')),
    `${uniqueName('md')}:`,
  );
  await hot.start();
  const embeddedSql =
    options.sql === 'embedded'
      ? new EmbeddedPostgres(tempDir('pme-embedded-pg-'), config.PG_POOL_MAX + config.PG_LOCK_CONNECTIONS)
      : undefined;
  await embeddedSql?.start();
  const sql = new PgSql(
    () => embeddedSql?.url() ?? config.DATABASE_URL!,
    config.PG_POOL_MAX,
    config.PG_PREPARE_STATEMENTS,
    config.PG_LOCK_CONNECTIONS,
  );
  await sql.start();
  await migratePostgres(sql);
  const bus = new LogBus({ log });
  await bus.start();
  await bus.ensureTopics(allTopics);
  const consumers = [
    new MessageConsumer(bus, new CatalogWriter(analytics), log),
    new MessageConsumer(bus, new MarketStateWriter(analytics, hot, log), log),
    new MessageConsumer(bus, new HistoryWriter(analytics, hot), log),
    ...new SimilarityWriter(analytics, hot, log, { partitions: 4, member: 'stack' }).consumers(bus),
    new MessageConsumer(bus, new RelatedEventsWriter(analytics, hot, log), log),
  ];
  for (const c of consumers) await c.start();
  const publisher = new MarketDataPublisher(bus, log);
  const catalog = new CatalogReadModel(analytics, log, { refreshMs: options.refreshMs ?? 200 });
  await catalog.start();

  const streams = new MarketStreamHub(hot, log, options.streams);
  const custody = custodyFromConfig(config);
  const tradingDeps = {
    settings: tradingSettings(config),
    sql,
    hot,
    bus,
    custody,
    log,
    catalog: () => catalog.current(),
    live: options.live ?? {},
    fees: venueFees,
    orderRules: venueOrderRules,
  };
  const orders = createOrderService(tradingDeps);
  // The engine's trading side: paper matcher, expiry and outbox sweeps, the positions consumer.
  const tradingParts = tradingComponents(tradingDeps, orders);
  const trading = [...tradingParts.tasks, ...tradingParts.consumers];
  for (const c of trading) await c.start();
  const app = createApiApp({
    settings: apiSettings(config),
    log,
    sql,
    hot,
    analytics,
    sqlExport: analytics,
    catalog,
    custody,
    orders,
    adminKeySha256: sha256Hex('adm_unused'),
    ops: { health: () => Promise.resolve({}), accepting: () => true },
    rateLimitPrefix: uniqueName('rl'),
    // The recorded catalog ends between 2025 and 2030: answers are pinned to one day.
    now: () => STACK_NOW,
    marketStreams: streams,
  });
  const { client, close } = await serve(app);

  // What has been published: each market's newest version, each (token, ts) snapshot.
  const published = {
    markets: new Map<string, number>(),
    books: new Set<string>(),
    spans: new Set<string>(),
  };
  const written = async (): Promise<boolean | string> => {
    const rows = await analytics.query<{ k: string; ts: string }>(
      't',
      `SELECT concat(venue, ':', market_id) AS k, toString(source_ts) AS ts FROM ${analytics.table('markets')} FINAL`,
    );
    const stored = new Map(rows.map((r) => [r.k, Number(r.ts)]));
    for (const [k, ts] of published.markets) {
      if ((stored.get(k) ?? -1) < ts) return `market ${k} version ${ts} (stored: ${stored.get(k) ?? 'none'})`;
    }
    const [books] = await analytics.query<{ n: string }>(
      't',
      `SELECT count() AS n FROM ${analytics.table('book_states')} FINAL WHERE kind != 'checkpoint'`,
    );
    if (Number(books!.n) !== published.books.size)
      return `${books!.n} of ${published.books.size} book snapshots`;
    if (published.spans.size === 0) return true;
    const [spans] = await analytics.query<{ n: string }>(
      't',
      `SELECT count() AS n FROM ${analytics.table('history_spans')} FINAL`,
    );
    return (
      Number(spans!.n) === published.spans.size || `${spans!.n} of ${published.spans.size} history spans`
    );
  };

  return {
    config,
    client,
    app,
    streams,
    analytics,
    hot,
    catalog,
    sql,
    bus,
    log,
    orders,
    matcher: trading.find((c): c is PaperMatcher => c instanceof PaperMatcher)!,
    async ingest(messages, { refresh = true } = {}) {
      await publisher.publish('test', messages);
      for (const m of messages) {
        if (m.type === 'market') {
          const k = `${m.venue}:${m.market.market_id}`;
          published.markets.set(k, Math.max(m.source_ts, published.markets.get(k) ?? 0));
        }
        if (m.type === 'book' || m.type === 'quote') published.books.add(`${m.venue}:${m.token_id}:${m.ts}`);
        if (m.type === 'history') published.spans.add(`${m.venue}:${m.token_id}:${m.from}:${m.to}`);
      }
      await waitUntil('the engine to write the catalog, the books and the history', written);
      // The hot state is written after the book history, in the same batch.
      const latest = new Map<string, number>();
      for (const m of messages) {
        if (m.type === 'book' || m.type === 'quote')
          latest.set(m.token_id, Math.max(m.ts, latest.get(m.token_id) ?? 0));
      }
      await waitUntil('the hot state', async () => {
        const books = await readBooks(hot, [...latest.keys()]);
        return [...latest].every(([token, ts]) => (books.get(token)?.ts ?? -1) >= ts);
      });
      if (refresh) await catalog.refresh();
    },
    async stop() {
      await streams.close();
      await close();
      for (const c of trading) await c.stop();
      await catalog.stop();
      for (const c of consumers) await c.stop();
      await bus.stop();
      await sql.stop();
      await embeddedSql?.stop();
      await hot.stop();
      await analytics.stop();
    },
  };
}
