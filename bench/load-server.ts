// The server side of bench/load.ts, run in child processes (the load generator is wrk, another one).
//
//   node --import tsx bench/load-server.ts seed <material.json>   opens (building it on first use) the
//        chDB directory .bench-cache/load: the listing catalog (bench/support/load-catalog.ts) and the
//        full dataset's book history (bench/support/load-dataset.ts), the two loads of bench:listing
//        and bench:orderbooks in one directory, since chDB binds one directory per process. Then it
//        fills hot state (Redis at REDIS_URL) the way the engine does: the engine's own
//        MarketStateWriter is fed real quotes of a sample of markets (prices, sparklines) and its
//        SimilarityWriter rebuilds the cross-venue pairs from the catalog, its RelatedEventsWriter
//        computes every event's related events of the same venue. Last, it writes the real
//        ids, slugs, tags and words the request mix is drawn from to <material.json>, and exits.
//   node --import tsx bench/load-server.ts api                    the real API (createApiApp) over
//        that directory: the catalog read model, order-book history in chDB, hot state in Redis,
//        the account routes on Postgres (DATABASE_URL, migrated here); access log at info on stdout.
//
// Both report to the parent over IPC; the api server listens on 127.0.0.1 (any free port) through
// the service's HttpServer component and stops on SIGTERM.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { HttpServer } from '../api/http-server.ts';
import { createLogger } from '../core/logger.ts';
import type { MarketDataMessage, MarketMessage } from '../core/market-data.ts';
import { MARKET_DATA_VERSION } from '../core/market-data.ts';
import { CatalogReadModel } from '../engine/market-queries/catalog-read-model.ts';
import { tokenize } from '../engine/market-queries/search-index.ts';
import { MarketStateWriter } from '../engine/market-data/market-state-writer.ts';
import { SimilarityWriter } from '../engine/similarity/similarity-writer.ts';
import { RelatedEventsWriter } from '../engine/market-data/related-events-writer.ts';
import { PriceTexts } from '../ingest/replay/prices.ts';
import type {
  Analytics,
  ClickHouseAnalytics,
  EncodedRows,
  InsertFormat,
  Params,
} from '../storage/clickhouse/analytics.ts';
import { loadCatalogMessages } from '../storage/clickhouse/catalog.ts';
import { RedisHotState } from '../storage/hot/redis-hot-state.ts';
import { readPairs } from '../storage/hot/similarity-state.ts';
import { migratePostgres } from '../storage/postgres/migrate.ts';
import { PgSql } from '../storage/postgres/sql.ts';
import { benchApiApp } from './support/load-api.ts';
import { openLoadChdb } from './support/load-chdb.ts';
import {
  LOAD_ADMIN_KEY,
  LOAD_RATE_LIMIT_ACCOUNT,
  SEEDED_MARKETS,
  type LoadMaterial,
  type LoadServerReady,
} from './support/load-shared.ts';

function report(message: LoadServerReady): void {
  if (!process.send)
    throw new Error('bench/load-server.ts is started by bench/load.ts (it reports over IPC)');
  process.send(message);
}

/** The analytics port for the seeding writers: reads pass through; inserts are dropped, since the
 * book history of these quotes is already in book_states (the full dataset). */
class ReadOnlyAnalytics implements Analytics {
  constructor(private readonly inner: Analytics) {}
  table(name: string): string {
    return this.inner.table(name);
  }
  query<T>(tag: string, query: string, params?: Params): Promise<T[]> {
    return this.inner.query<T>(tag, query, params);
  }
  queryRowBinary(tag: string, query: string, params?: Params): Promise<Uint8Array> {
    return this.inner.queryRowBinary(tag, query, params);
  }
  insert<T extends object>(
    _tag: string,
    _name: string,
    _rows: readonly T[],
    _format?: InsertFormat,
  ): Promise<void> {
    return Promise.resolve();
  }
  insertEncoded(_tag: string, _name: string, _batch: EncodedRows): Promise<void> {
    return Promise.resolve();
  }
  command(tag: string, query: string, params?: Params): Promise<void> {
    return this.inner.command(tag, query, params);
  }
}

interface BookRange {
  token: string;
  market: string;
  n: string;
  first: string;
  last: string;
}

interface HourQuote {
  token: string;
  market: string;
  ts: string;
  bid: string | null;
  ask: string | null;
}

/**
 * Prices and sparklines: for SEEDED_MARKETS markets with book history (a deterministic sample), the
 * last quote of each hour of their last 25 recorded hours, YES and NO (the NO book is the YES book's
 * complement, as the replay publishes it), through the engine's MarketStateWriter in time order.
 * A token's displayed price and 24-point sparkline depend only on the last quote of each hour, so
 * they come out as the full quote stream would leave them.
 */
async function seedMarketState(
  ch: ClickHouseAnalytics,
  hot: RedisHotState,
): Promise<{ ranges: BookRange[]; quotes: number }> {
  const ranges = await ch.query<BookRange>(
    'bench.load.sample',
    `SELECT t.token_id AS token, t.market_id AS market, c.n AS n, c.first AS first, c.last AS last
     FROM (SELECT token_key, count() AS n, toUnixTimestamp64Milli(min(ts)) AS first, toUnixTimestamp64Milli(max(ts)) AS last
           FROM ${bookChanges(ch, 'true')} GROUP BY token_key HAVING n >= 48) AS c
     INNER JOIN ${venueATokens(ch, 'true')} AS t ON t.token_key = c.token_key
     ORDER BY cityHash64(token) LIMIT ${SEEDED_MARKETS}`,
  );
  const tokens = ranges.map((r) => r.token);
  const keys = `token_key IN (SELECT cityHash64('venue_a', arrayJoin({tokens: Array(String)})))`;
  const rows = await ch.query<HourQuote>(
    'bench.load.hours',
    `SELECT t.token_id AS token, any(t.market_id) AS market, toUnixTimestamp64Milli(max(s.ts)) AS ts,
            argMax(toString(s.best_bid), s.ts) AS bid, argMax(toString(s.best_ask), s.ts) AS ask
     FROM ${bookChanges(ch, keys)} AS s
     INNER JOIN (SELECT token_key, max(ts) AS last FROM ${bookChanges(ch, keys)} GROUP BY token_key) AS r ON r.token_key = s.token_key
     INNER JOIN ${venueATokens(ch, keys)} AS t ON t.token_key = s.token_key
     WHERE s.ts >= r.last - INTERVAL 25 HOUR
     GROUP BY t.token_id, toStartOfHour(s.ts)
     ORDER BY ts, token`,
    { tokens },
  );
  const no = new Map<string, string>();
  const { noTokenOf } = await noTokens(ch, tokens);
  for (const [yes, n] of noTokenOf) no.set(yes, n);
  const prices = new PriceTexts();
  const entry = (p: string | null) => (p === null ? null : prices.entry(Number(p)));
  const messages: MarketDataMessage[] = [];
  for (const r of rows) {
    const bid = entry(r.bid);
    const ask = entry(r.ask);
    const ts = Number(r.ts);
    messages.push({
      v: MARKET_DATA_VERSION,
      type: 'quote',
      venue: 'venue_a',
      market_id: r.market,
      token_id: r.token,
      bid: bid?.text ?? null,
      ask: ask?.text ?? null,
      ts,
    });
    const noToken = no.get(r.token);
    if (noToken) {
      messages.push({
        v: MARKET_DATA_VERSION,
        type: 'quote',
        venue: 'venue_a',
        market_id: r.market,
        token_id: noToken,
        bid: ask?.complement ?? null,
        ask: bid?.complement ?? null,
        ts,
      });
    }
  }
  const writer = new MarketStateWriter(new ReadOnlyAnalytics(ch), hot, createLogger('warn'));
  for (let i = 0; i < messages.length; i += 5000) await writer.handle(messages.slice(i, i + 5000));
  return { ranges, quotes: messages.length };
}

/**
 * The book changes of the tokens `where` selects: what the book_tops view (migration 003) reads,
 * by token_key. Through the view, a condition on token_id applies only after every row of the
 * history was joined to `tokens`: the seed's three queries read and joined all 145M rows each.
 */
function bookChanges(ch: ClickHouseAnalytics, where: string): string {
  return `(SELECT token_key, ts, best_bid, best_ask FROM ${ch.table('book_states')} WHERE kind != 'checkpoint' AND ${where}
           UNION ALL SELECT token_key, ts, best_bid, best_ask FROM ${ch.table('book_deltas')} WHERE ${where})`;
}

/** venue_a's tokens (of those `where` selects), one row a token_key, as book_tops joins them. */
function venueATokens(ch: ClickHouseAnalytics, where: string): string {
  return `(SELECT token_key, any(token_id) AS token_id, any(market_id) AS market_id FROM ${ch.table('tokens')}
           WHERE venue = 'venue_a' AND ${where} GROUP BY token_key)`;
}

/** The NO token of each YES token, from the catalog. */
async function noTokens(
  ch: ClickHouseAnalytics,
  yes: readonly string[],
): Promise<{ noTokenOf: Map<string, string> }> {
  const wanted = new Set(yes);
  const noTokenOf = new Map<string, string>();
  for (const json of await loadCatalogMessages(ch)) {
    const m = JSON.parse(json) as MarketMessage;
    if (wanted.has(m.market.left_token_id)) noTokenOf.set(m.market.left_token_id, m.market.right_token_id);
  }
  return { noTokenOf };
}

/** Deterministic pick of n items spread over a list. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]!);
}

const STOP = new Set(
  'will the and for with from that this what who which when before after than more less over under into does have been their there about between during above below yes not any all new win wins first last end'.split(
    ' ',
  ),
);

async function material(
  ch: ClickHouseAnalytics,
  hot: RedisHotState,
  ranges: BookRange[],
): Promise<LoadMaterial> {
  const messages = (await loadCatalogMessages(ch)).map((json) => JSON.parse(json) as MarketMessage);
  const tagCount = new Map<string, number>();
  const df = new Map<string, number>();
  const titles = new Map<string, string>();
  const eventSlugs = new Set<string>();
  const marketSlugs: string[] = [];
  const venueBTokens: string[] = [];
  const tickers: string[] = [];
  const venueAMarkets: string[] = [];
  const endsAt: number[] = [];
  for (const m of messages) {
    const key = `${m.venue}:${m.event.event_id}`;
    if (m.venue === 'venue_b') {
      venueBTokens.push(m.market.left_token_id, m.market.right_token_id);
      tickers.push(m.market.market_id);
    } else {
      venueAMarkets.push(m.market.market_id);
      if (m.market.slug) marketSlugs.push(m.market.slug);
      if (m.event.slug) eventSlugs.add(m.event.slug);
    }
    if (titles.has(key)) continue;
    titles.set(key, m.event.title);
    for (const t of m.event.tags) tagCount.set(t, (tagCount.get(t) ?? 0) + 1);
    for (const w of new Set(tokenize(m.event.title))) df.set(w, (df.get(w) ?? 0) + 1);
    if (m.event.ends_at) endsAt.push(Date.parse(m.event.ends_at));
  }
  const tags = [...tagCount].sort((a, b) => b[1] - a[1]).map(([t]) => t);
  const events = titles.size;
  // Words of titles that match between 10 events and 2 % of them: the words people search by.
  const candidates = [...df]
    .filter(([w, n]) => n >= 10 && n <= events * 0.02 && w.length >= 4 && !STOP.has(w) && !/^\d+$/.test(w))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([w]) => w);
  const words = spread(candidates, 300);
  const phrases: string[] = [];
  for (const title of spread([...titles.values()], 200)) {
    const ws = tokenize(title).filter((w) => !STOP.has(w) && w.length >= 3);
    if (ws.length >= 2) phrases.push(`${ws[0]} ${ws[1]}`);
  }
  const pairs = await readPairs(hot);
  const paired = [...new Set(pairs.flatMap((p) => [p.venue_a, p.venue_b]))].map((k) =>
    k.split(':').slice(1).join(':'),
  );
  endsAt.sort((a, b) => a - b);
  const quantile = (q: number) => new Date(endsAt[Math.floor(q * (endsAt.length - 1))]!).toISOString();
  const hotTokens: string[] = [];
  const { noTokenOf } = await noTokens(
    ch,
    ranges.map((r) => r.token),
  );
  for (const r of ranges) {
    hotTokens.push(r.token);
    const no = noTokenOf.get(r.token);
    if (no) hotTokens.push(no);
  }
  return {
    tags: tags.slice(0, 60),
    words,
    phrases,
    slugs: [...spread([...eventSlugs], 600), ...spread(marketSlugs, 400)],
    hotTokens,
    venueBTokens,
    books: spread(ranges, 400).map((r) => [r.token, Number(r.first), Number(r.last)]),
    tickers,
    similarMarkets: [...spread(paired, 150), ...spread(venueAMarkets, 100), ...spread(tickers, 20)],
    endsAt: [0.1, 0.25, 0.5, 0.75, 0.9].map(quantile),
    pairs: {
      total: pairs.length,
      atLeast08: pairs.filter((p) => p.similarity >= 0.8).length,
      atLeast05: pairs.filter((p) => p.similarity >= 0.5).length,
    },
  };
}

async function seed(out: string): Promise<void> {
  const chdb = await openLoadChdb();
  const hot = new RedisHotState(process.env.REDIS_URL!);
  await hot.start();
  const t0 = Date.now();
  const { ranges, quotes } = await seedMarketState(chdb.analytics, hot);
  const marketStateSeconds = (Date.now() - t0) / 1000;
  const t1 = Date.now();
  await new SimilarityWriter(chdb.analytics, hot, createLogger('warn'), {
    partitions: 4,
    member: 'seed',
  }).ownAll();
  const similaritySeconds = (Date.now() - t1) / 1000;
  const t2 = Date.now();
  await new RelatedEventsWriter(chdb.analytics, hot, createLogger('warn')).start();
  const relatedSeconds = (Date.now() - t2) / 1000;
  const m = await material(chdb.analytics, hot, ranges);
  writeFileSync(out, `${JSON.stringify(m)}\n`);
  await hot.stop();
  await chdb.analytics.stop();
  report({
    type: 'ready',
    chdb: { built: chdb.built, info: chdb.info, openSeconds: chdb.openSeconds },
    seed: {
      markets: ranges.length,
      tokens: m.hotTokens.length,
      quotes,
      marketStateSeconds,
      similaritySeconds,
      relatedSeconds,
      pairs: m.pairs,
    },
  });
}

async function api(): Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  const chdb = await openLoadChdb();
  stops.push(() => chdb.analytics.stop());
  const log = createLogger('info', { role: 'api' });
  const catalog = new CatalogReadModel(chdb.analytics, log.child({ component: 'catalog' }));
  const t0 = Date.now();
  await catalog.start();
  const loadMs = Date.now() - t0;
  stops.unshift(() => catalog.stop());
  const hot = new RedisHotState(process.env.REDIS_URL!);
  await hot.start();
  stops.unshift(() => hot.stop());
  const sql = new PgSql(() => process.env.DATABASE_URL!, 10);
  await sql.start();
  await migratePostgres(sql);
  stops.unshift(() => sql.stop());
  const app = await benchApiApp({
    analytics: chdb.analytics,
    catalog,
    log,
    sql,
    hot,
    adminKey: LOAD_ADMIN_KEY,
    config: { RATE_LIMIT_ACCOUNT: LOAD_RATE_LIMIT_ACCOUNT },
  });
  const server = new HttpServer(app, 0, '127.0.0.1', 1000);
  await server.start();
  stops.unshift(() => server.stop());
  const snapshot = catalog.current();
  report({
    type: 'ready',
    port: server.address().port,
    catalog: { markets: snapshot.marketCount, events: snapshot.events.length, loadMs },
    chdb: { built: chdb.built, info: chdb.info, openSeconds: chdb.openSeconds },
  });
  process.once('SIGTERM', () => {
    void (async () => {
      for (const stop of stops) await stop().catch(() => undefined);
      process.exit(0);
    })();
  });
}

const [mode, file] = parseArgs({ allowPositionals: true }).positionals;
if (mode === 'seed') {
  if (!file) throw new Error('seed needs the material file');
  await seed(file);
  process.exit(0);
} else if (mode === 'api') {
  await api();
} else {
  throw new Error(`unknown mode ${mode ?? ''}: seed or api`);
}
