// A real catalog for the listing benchmark, written to the `markets` table the way the engine writes
// it: every market of the full order-book dataset as the replay leaves it at the end of a full run,
// plus the 100 recorded Kalshi markets.
//
// venue_a: the replay's own derivation (ingest/replay: MarketIndex groups markets into events, ids,
// outcomes, end dates, tags; marketMessage builds the message). The state at the end of a full
// replay is its last message per market: markets whose recording ends within the data were closed
// by the replay's sweep (resolved when the dataset's API label says so), the others are open with
// their latest quote as best bid/ask. The latest accepted quote and the first quote time of every
// market are read from the quotes with one chDB query (crossed quotes are left out, as the replay
// dead-letters them). Markets the stored quotes never reach and that never close stay out, as they
// would in a replay.
// venue_b: ../shared/data/kalshi-api-samples/kalshi_markets.json through the Kalshi parser (no
// licence: read at run time, never copied here).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MarketMessage } from '../../core/market-data.ts';
import { catalogRow } from '../../engine/market-data/catalog-writer.ts';
import { MarketIndex, loadReplayCatalog } from '../../ingest/replay/catalog.ts';
import { marketMessage } from '../../ingest/replay/messages.ts';
import { PriceTexts } from '../../ingest/replay/prices.ts';
import type { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { insertCatalogRows } from '../../storage/clickhouse/catalog.ts';
import { parseKalshiMarkets } from '../../venues/kalshi/index.ts';
import { DATASET_DIR, sqlText } from './load-dataset.ts';
import { SHARED_DATA } from './load-report.ts';

const KALSHI_MARKETS = path.join(SHARED_DATA, 'kalshi-api-samples/kalshi_markets.json');
/** Kalshi records carry no version: stamped as received at this time (as the tests do). */
const KALSHI_RECEIVED_AT = Date.parse('2025-08-20T12:00:00.000Z');

interface LastQuote {
  slug: string;
  first: string;
  /** [bid, ask] of the latest quote (null: that side was empty). */
  last: [number | null, number | null];
}

export async function venueAMessages(ch: ClickHouseAnalytics): Promise<MarketMessage[]> {
  const catalog = await loadReplayCatalog(DATASET_DIR);
  const index = new MarketIndex(catalog);
  const quotes = sqlText(path.join(DATASET_DIR, 'quotes/*/*.parquet'));
  const last = await ch.query<LastQuote>(
    'bench.last_quotes',
    `SELECT assumeNotNull(slug) AS slug, intDiv(toUnixTimestamp64Micro(min(ts)), 1000) AS first,
            argMax((bid, ask), ts) AS last
     FROM file(${quotes}, Parquet)
     WHERE slug IS NOT NULL AND ts IS NOT NULL AND NOT ifNull(ask < bid, false)
     GROUP BY slug`,
  );
  const prices = new PriceTexts();
  const quoted = new Map(last.map((q) => [q.slug, q]));
  const messages: MarketMessage[] = [];
  for (const slug of new Set(catalog.markets.map((c) => c.slug))) {
    const m = index.get(slug)!;
    const q = quoted.get(slug);
    if (q) {
      m.openedAt = Number(q.first);
      const [bid, ask] = q.last;
      m.bid = bid === null ? null : prices.entry(bid);
      m.ask = ask === null ? null : prices.entry(ask);
    }
    if (m.closeAt !== Infinity) {
      messages.push(
        marketMessage(m, { sourceTs: Math.max(m.closeAt, m.openedAt) + 1, closed: true, volume24hr: null }),
      );
    } else if (q) {
      messages.push(marketMessage(m, { sourceTs: m.openedAt, closed: false, volume24hr: null }));
    }
  }
  return messages;
}

export function kalshiMessages(): MarketMessage[] {
  const parsed = parseKalshiMarkets(readFileSync(KALSHI_MARKETS, 'utf8'), { receivedAt: KALSHI_RECEIVED_AT });
  if (!parsed.ok) throw new Error(`${KALSHI_MARKETS}: ${parsed.reason}`);
  return parsed.value.items;
}

/** Writes the catalog to `markets`; answers what it wrote. */
export async function loadCatalog(ch: ClickHouseAnalytics): Promise<Record<string, unknown>> {
  const t0 = Date.now();
  const venueA = await venueAMessages(ch);
  const venueB = kalshiMessages();
  const deriveSeconds = (Date.now() - t0) / 1000;
  const t1 = Date.now();
  const all = [...venueA, ...venueB];
  for (let i = 0; i < all.length; i += 10_000) {
    await insertCatalogRows(ch, all.slice(i, i + 10_000).map(catalogRow));
  }
  await ch.command('bench.optimize', `OPTIMIZE TABLE ${ch.table('markets')} FINAL`);
  return {
    venueAMarkets: venueA.length,
    venueBMarkets: venueB.length,
    deriveSeconds,
    insertSeconds: (Date.now() - t1) / 1000,
  };
}
