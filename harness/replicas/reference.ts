// The single-process fold a replica run is compared with: every record the topics hold (read back
// from the broker, in partition order, so in each key's order) handed to the engine's own
// market-state and similarity processors in one process, on an in-memory hot state and an
// analytics port that keeps nothing. Then the differences between that hot state and the one the
// replicas left in Redis: per token (book, last trade, displayed price, sparkline, version) and
// the current cross-venue pair set.
import { isDeepStrictEqual } from 'node:util';
import { createLogger } from '../../core/logger.ts';
import { parseMessage, type MarketDataMessage } from '../../core/market-data.ts';
import { MarketStateWriter } from '../../engine/market-data/market-state-writer.ts';
import { SimilarityWriter } from '../../engine/similarity/similarity-writer.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import {
  readBooks,
  readLastTrades,
  readPrices,
  readSparklines,
  readVersions,
} from '../../storage/hot/market-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { readPairs, type CurrentPair } from '../../storage/hot/similarity-state.ts';
import { NoAnalytics } from '../stack/no-analytics.ts';
import { kafkaAdmin, readTopic } from '../servers/processes.ts';

async function messagesOf(brokers: string, topic: string): Promise<MarketDataMessage[]> {
  const out: MarketDataMessage[] = [];
  for (const r of await readTopic(brokers, topic)) {
    const parsed = parseMessage(r.value);
    if (parsed.ok) out.push(parsed.message);
  }
  return out;
}

const BATCH = 5000;

async function inBatches(
  messages: readonly MarketDataMessage[],
  handle: (batch: MarketDataMessage[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < messages.length; i += BATCH) await handle(messages.slice(i, i + BATCH));
}

export interface Reference {
  hot: HotState;
  /** Every token with a record on md.books or md.prices. */
  tokens: string[];
  records: { markets: number; books: number; prices: number };
}

/**
 * Folds the topics in the order the run published its phases: markets (similarity), then books,
 * then prices; then books again through similarity (pairs priced off the final books). The catalog
 * is settled once read, as every engine settles it once no catalog change came for a while.
 */
export async function foldTopics(brokers: string): Promise<Reference> {
  await assertComplete(brokers, [topics.markets, topics.books, topics.prices]);
  const log = createLogger('silent');
  const hot = new MemoryHotState();
  await hot.start();
  const [markets, books, prices] = await Promise.all(
    [topics.markets, topics.books, topics.prices].map((t) => messagesOf(brokers, t)),
  );
  const state = new MarketStateWriter(new NoAnalytics(), hot, log);
  const similarity = new SimilarityWriter(new NoAnalytics(), hot, log, {
    partitions: 4,
    member: 'reference',
  });
  await similarity.ownAll();
  await inBatches(markets!, (b) => similarity.catalog.handle(b));
  await similarity.settlePending(); // as every member does once the catalog is quiet
  await inBatches(books!, (b) => state.handle(b));
  await inBatches(prices!, (b) => state.handle(b));
  await inBatches(books!, (b) => similarity.quotes.handle(b));
  const tokens = new Set<string>();
  for (const m of [...books!, ...prices!]) if ('token_id' in m) tokens.add(m.token_id);
  return {
    hot,
    tokens: [...tokens],
    records: { markets: markets!.length, books: books!.length, prices: prices!.length },
  };
}

/**
 * The mock broker keeps only each partition's newest 5 MiB (harness/servers/kafka-mock.ts): a topic
 * that lost its first records cannot be folded again, and the comparison would be meaningless.
 */
async function assertComplete(brokers: string, names: readonly string[]): Promise<void> {
  const admin = await kafkaAdmin(brokers);
  try {
    for (const topic of names) {
      const lost = (await admin.fetchTopicOffsets(topic)).filter((p) => p.low !== '0');
      if (lost.length > 0) {
        throw new Error(
          `${topic} lost its first records to the broker's retention (partitions ${lost.map((p) => `${p.partition} from ${p.low}`).join(', ')}): publish less`,
        );
      }
    }
  } finally {
    await admin.disconnect();
  }
}

export interface TokenDifference {
  token: string;
  fields: string[];
  /** Per differing field: [one process, replicas]. */
  values: Record<string, [unknown, unknown]>;
}

async function tokenStates(hot: HotState, tokens: readonly string[]) {
  const [books, trades, prices, sparklines, versions] = await Promise.all([
    readBooks(hot, tokens),
    readLastTrades(hot, tokens),
    readPrices(hot, tokens),
    readSparklines(hot, tokens),
    readVersions(hot, tokens),
  ]);
  return {
    book: books,
    lastTrade: trades,
    price: prices,
    sparkline: sparklines,
    version: versions,
  } as Record<string, Map<string, unknown>>;
}

/** Tokens whose state in `actual` differs from the reference, with the fields that differ. */
export async function tokenDifferences(reference: Reference, actual: HotState): Promise<TokenDifference[]> {
  const want = await tokenStates(reference.hot, reference.tokens);
  const got = await tokenStates(actual, reference.tokens);
  const out: TokenDifference[] = [];
  for (const token of reference.tokens) {
    const fields = Object.keys(want).filter(
      (f) => !isDeepStrictEqual(want[f]!.get(token), got[f]!.get(token)),
    );
    if (fields.length > 0)
      out.push({
        token,
        fields,
        values: Object.fromEntries(fields.map((f) => [f, [want[f]!.get(token), got[f]!.get(token)]])),
      });
  }
  return out;
}

export interface PairDifferences {
  /** Pairs in the reference's current set and not in the replicas'. */
  missing: string[];
  /** Pairs in the replicas' set and not in the reference's. */
  extra: string[];
  /** Pairs in both whose similarity, alignment, outcomes or arbitrage differ. */
  changed: string[];
  /**
   * Pairs in both that differ only in `quoted` (the sum of the quote times they were priced from:
   * the writer's bookkeeping for merging partitions' lists, not part of the answer).
   */
  quotedOnly: string[];
  reference: number;
  actual: number;
}

const pairKey = (p: CurrentPair) => `${p.venue_a}|${p.venue_b}`;

export async function pairDifferences(reference: Reference, actual: HotState): Promise<PairDifferences> {
  const want = new Map((await readPairs(reference.hot)).map((p) => [pairKey(p), p]));
  const got = new Map((await readPairs(actual)).map((p) => [pairKey(p), p]));
  const missing = [...want.keys()].filter((k) => !got.has(k));
  const extra = [...got.keys()].filter((k) => !want.has(k));
  // Each changed pair with the fields that differ: `key (field, field)`.
  const changed: string[] = [];
  const quotedOnly: string[] = [];
  for (const [k, p] of want) {
    const other = got.get(k) as unknown as Record<string, unknown> | undefined;
    if (!other || isDeepStrictEqual(p, other)) continue;
    const fields = Object.keys({ ...p, ...other }).filter(
      (f) => !isDeepStrictEqual((p as unknown as Record<string, unknown>)[f], other[f]),
    );
    (fields.length === 1 && fields[0] === 'quoted' ? quotedOnly : changed).push(
      `${k} (${fields.join(', ')})`,
    );
  }
  return { missing, extra, changed, quotedOnly, reference: want.size, actual: got.size };
}
