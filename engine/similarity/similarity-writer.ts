// Keeps cross-venue similarity current as markets and prices stream in. Markets (md.markets) are
// upserted into the index — only their candidates are scored, never the whole catalog — and
// quotes (md.books) reprice the pairs of the market they belong to. What changed is written to hot
// state (the current set the API reads) and appended to ClickHouse (history). On start the index is
// rebuilt from the ClickHouse catalog, since committed offsets mean old market messages are not
// delivered again.
import type { Logger } from '../../core/logger.ts';
import type { MarketDataMessage, MarketMessage } from '../../core/market-data.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { loadCatalogMessages } from '../../storage/clickhouse/catalog.ts';
import { insertPairHistory, type PairHistoryRow } from '../../storage/clickhouse/similar-pairs.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { readBooks } from '../../storage/hot/market-state.ts';
import { writePairs, writeSimilar, type CurrentPair, type SimilarEntry } from '../../storage/hot/similarity-state.ts';
import type { MessageProcessor } from '../stream/message-consumer.ts';
import { SimilarityIndex, type SimilarPair } from './similarity-index.ts';

/** Entries kept per market for `similar`, and pairs in the current set for `similar-pairs`. */
const SIMILAR_PER_MARKET = 50;
const CURRENT_PAIRS = 2000;
/** Pairs below this similarity are not kept in the current set (the endpoint's floor). */
const CURRENT_PAIRS_FLOOR = 0.5;
/**
 * Text pairs are settled again (SimilarityIndex.settle: the pair set as a function of the catalog,
 * not of arrival order) once this share of the catalog has changed since the last settle.
 */
const SETTLE_SHARE = 0.1;

export class SimilarityWriter implements MessageProcessor {
  readonly name = 'similarity';
  readonly topics = [topics.markets, topics.books];
  private readonly index = new SimilarityIndex();
  private changedSinceSettle = 0;

  constructor(
    private readonly ch: Analytics,
    private readonly hot: HotState,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    const t0 = Date.now();
    const messages = (await loadCatalogMessages(this.ch)).map((json) => JSON.parse(json) as MarketMessage);
    for (const m of messages) this.index.upsert(m);
    this.index.settle();
    await this.writeCurrent(new Set(messages.map((m) => `${m.venue}:${m.market.market_id}`)));
    this.log.info({ ...this.index.stats(), ms: Date.now() - t0 }, 'similarity index rebuilt');
  }

  async handle(messages: readonly MarketDataMessage[]): Promise<void> {
    const touched = new Set<string>();
    const history: PairHistoryRow[] = [];
    const record = (pairs: readonly SimilarPair[], ts: number) => {
      for (const p of pairs) {
        touched.add(p.venue_a.key).add(p.venue_b.key);
        history.push(historyRow(p, ts));
      }
    };
    const deltaMarkets = new Map<string, string>(); // left token → market key, repriced from the hot book
    for (const m of messages) {
      if (m.type === 'market') {
        const result = this.index.upsert(m);
        if (result.change === 'scored') this.changedSinceSettle++;
        touched.add(result.key);
        for (const pk of result.removed) for (const k of pk.split('|')) touched.add(k);
        record(result.pairs, m.source_ts);
        continue;
      }
      if (m.type !== 'book' && m.type !== 'quote' && m.type !== 'book_delta') continue;
      const key = `${m.venue}:${m.market_id}`;
      if (this.index.message(key)?.market.left_token_id !== m.token_id) continue; // pairs are priced off the left token
      if (m.type === 'book_delta') {
        deltaMarkets.set(m.token_id, key);
        continue;
      }
      const [bid, ask] = m.type === 'book' ? [m.bids[0]?.[0] ?? null, m.asks[0]?.[0] ?? null] : [m.bid, m.ask];
      record(this.index.updateQuote(key, bid, ask), m.ts);
    }
    if (deltaMarkets.size > 0) {
      // Deltas carry changes only: the engine's book state (hot) has the resulting top of book.
      const books = await readBooks(this.hot, [...deltaMarkets.keys()]);
      for (const [token, book] of books) {
        record(this.index.updateQuote(deltaMarkets.get(token)!, book.bids[0]?.[0] ?? null, book.asks[0]?.[0] ?? null), book.ts);
      }
    }
    if (this.changedSinceSettle > Math.max(100, SETTLE_SHARE * this.index.stats().markets)) {
      this.changedSinceSettle = 0;
      this.index.settle();
      for (const key of this.index.keys()) touched.add(key);
    }
    await insertPairHistory(this.ch, history);
    if (touched.size > 0) await this.writeCurrent(touched);
  }

  private async writeCurrent(markets: ReadonlySet<string>): Promise<void> {
    const lists = new Map<string, SimilarEntry[]>();
    for (const key of markets) {
      lists.set(
        key,
        this.index.similarTo(key, SIMILAR_PER_MARKET).map((s) => ({ key: s.market.key, similarity: s.similarity })),
      );
    }
    await writeSimilar(this.hot, lists);
    await writePairs(this.hot, this.index.pairs(CURRENT_PAIRS_FLOOR, CURRENT_PAIRS).map(currentPair));
  }
}

function currentPair(p: SimilarPair): CurrentPair {
  return {
    venue_a: p.venue_a.key,
    venue_b: p.venue_b.key,
    similarity: p.similarity,
    arbitrage: p.arbitrage,
    alignment: p.alignment,
    outcomes: p.outcomes,
  };
}

function historyRow(p: SimilarPair, ts: number): PairHistoryRow {
  return {
    ts,
    venue_a_market: p.venue_a.key,
    venue_b_market: p.venue_b.key,
    similarity: p.similarity,
    arbitrage: p.arbitrage,
    alignment: p.alignment,
    yes_token: p.outcomes.yes,
    no_token: p.outcomes.no,
  };
}
