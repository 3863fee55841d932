// The benchmark catalog built in process, without chDB: every market of the full order-book
// dataset as bench/support/load-catalog.ts derives it (ingest/replay's MarketIndex and
// marketMessage), except that the latest quote is not read from the quote files (a chDB scan of
// every day): a market is taken as opened at its first recorded time and quoted at a price derived
// from its slug. The texts, ids, tags, dates and the event grouping are the real catalog's; only
// the prices differ (and markets the quotes never reach are kept). Plus the 100 recorded Kalshi markets.
import type { MarketMessage } from '../../core/market-data.ts';
import { MarketIndex, loadReplayCatalog } from '../../ingest/replay/catalog.ts';
import { marketMessage } from '../../ingest/replay/messages.ts';
import { PriceTexts } from '../../ingest/replay/prices.ts';
import { kalshiMessages } from './load-catalog.ts';
import { DATASET_DIR, requireDataset } from './load-dataset.ts';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export async function datasetCatalogMessages(): Promise<MarketMessage[]> {
  requireDataset();
  const catalog = await loadReplayCatalog(DATASET_DIR);
  const index = new MarketIndex(catalog);
  const prices = new PriceTexts();
  const messages: MarketMessage[] = [];
  for (const c of catalog.markets) {
    const m = index.get(c.slug);
    if (!m || m.openedAt !== -1) continue;
    m.openedAt = c.firstTs ?? 0;
    const h = hash(c.slug);
    const bid = (h % 990) / 1000;
    m.bid = h % 7 === 0 ? null : prices.entry(bid);
    m.ask = h % 11 === 0 ? null : prices.entry(Math.min(1, bid + ((h >>> 10) % 10) / 1000));
    messages.push(
      m.closeAt !== Infinity
        ? marketMessage(m, { sourceTs: Math.max(m.closeAt, m.openedAt) + 1, closed: true, volume24hr: null })
        : marketMessage(m, { sourceTs: m.openedAt, closed: false, volume24hr: null }),
    );
  }
  return [...messages, ...kalshiMessages()];
}
