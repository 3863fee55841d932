// The current similarity results, written by the engine and read by the API: per market, its most
// similar markets of the other venue; and the best cross-venue pairs overall. Written per
// partition (the md.books partition of a market's left token; docs/architecture.md "Similarity at
// N engine replicas"): the member owning partition k writes the `similar` lists of its markets and
// the pairs with a side among them, fenced by the time it was assigned k, so a member that lost k
// cannot overwrite its new owner. The current pair list is the union of the partitions' lists.
// Quotes of paired markets are exchanged between members through the hot state too.
import type { FencedWrite, HotState } from './hot-state.ts';

const similarKey = (marketKey: string) => `md:similar:${marketKey}`;
const pairsKey = (partition: number) => `md:similar-pairs:${partition}`;
const fenceKey = (partition: number) => `md:similar-fence:${partition}`;
const PARTITIONS_KEY = 'md:similar-partitions';
const quoteKey = (marketKey: string) => `md:similar-quote:${marketKey}`;
const quoteFence = (marketKey: string) => `md:similar-quote-ver:${marketKey}`;

/** A market of the other venue (`venue:market_id`) and its similarity. */
export interface SimilarEntry {
  key: string;
  similarity: number;
}

export interface CurrentPair {
  /** `venue_a:<condition id>` and `venue_b:<ticker>`. */
  venue_a: string;
  venue_b: string;
  similarity: number;
  arbitrage: number;
  alignment: 'same' | 'inverted';
  /**
   * Whether the two are one contract by their resolution terms (engine/similarity/contract/verdict.ts),
   * and the clause that decided it. Absent in pairs written before it existed.
   */
  verdict?: 'same_contract' | 'same_contract_inverted' | 'different_contract' | 'unreadable';
  verdict_reason?: string;
  /** The venue_a tokens that pay when venue_b's YES, respectively NO, pays. */
  outcomes: { yes: string; no: string };
  /**
   * The sum of the times (unix ms) of the two quotes the arbitrage was priced from: a pair listed
   * by two partitions is read from the list that priced it from newer quotes.
   */
  quoted: number;
  /**
   * How much of the arbitrage the books hold (engine/similarity/arbitrage-depth.ts): contracts per
   * leg, USDC cost and profit, exact decimals; null without an arbitrage or when a leg's depth is
   * unknown. Absent in pairs written before it existed.
   */
  arbitrage_depth?: { top_contracts: string; contracts: string; cost: string; profit: string } | null;
}

/** What the owner of one partition writes: its markets' `similar` lists and its pairs. */
export interface PartitionWrite {
  partition: number;
  /** The time the writer was assigned the partition (unix ms): its fence. */
  epoch: number;
  /** Markets of the partition whose list changed. */
  similar: ReadonlyMap<string, readonly SimilarEntry[]>;
  /** The best pairs with a side in the partition, most similar first. */
  pairs: readonly CurrentPair[];
}

/** The top of book of a market's left token, as its owner last saw it. */
export interface SimilarityQuote {
  bid: string | null;
  ask: string | null;
  ts: number;
}

/** Returns the partitions whose write was refused (a newer owner wrote them). */
export async function writePartitions(hot: HotState, writes: readonly PartitionWrite[]): Promise<number[]> {
  if (writes.length === 0) return [];
  const fenced: FencedWrite[] = writes.map((w) => ({
    fenceKey: fenceKey(w.partition),
    version: w.epoch,
    entries: new Map([
      [pairsKey(w.partition), JSON.stringify(w.pairs)],
      ...[...w.similar].map(([key, list]): [string, string] => [similarKey(key), JSON.stringify(list)]),
    ]),
  }));
  const accepted = await hot.setFenced(fenced);
  return writes.filter((_, i) => !accepted[i]).map((w) => w.partition);
}

/** The partition count the lists are written for (the reader reads that many lists). */
export function writePartitionCount(hot: HotState, partitions: number): Promise<void> {
  return hot.set(PARTITIONS_KEY, String(partitions));
}

export async function readSimilar(hot: HotState, marketKey: string): Promise<SimilarEntry[]> {
  const value = await hot.get(similarKey(marketKey));
  return value ? (JSON.parse(value) as SimilarEntry[]) : [];
}

/**
 * The best pairs, most similar first (ties: larger arbitrage, then the pair's keys): the union of
 * the partitions' lists, each pair once (from the list with the newer quotes), at most `limit`.
 */
export async function readPairs(hot: HotState, limit = Infinity): Promise<CurrentPair[]> {
  return (await new PairsReader(hot).read()).slice(0, limit);
}

/**
 * readPairs for a process that reads on every request: one round trip while the partition count
 * holds (the count is read with the lists of the count seen last; a changed count reads its lists
 * again), and the merged list is kept while every partition's list is the same text. The answer
 * is shared between callers: read it, do not change it.
 */
export class PairsReader {
  private partitions = 0;
  private lists: readonly (string | null)[] = [];
  private merged: readonly CurrentPair[] = [];

  constructor(private readonly hot: HotState) {}

  async read(): Promise<readonly CurrentPair[]> {
    const [count, ...guessed] = await this.hot.mget([PARTITIONS_KEY, ...partitionKeys(this.partitions)]);
    const partitions = Number(count ?? 0);
    let lists = guessed;
    if (partitions !== this.partitions) {
      this.partitions = partitions;
      lists = partitions === 0 ? [] : await this.hot.mget(partitionKeys(partitions));
    }
    if (lists.length !== this.lists.length || lists.some((list, k) => list !== this.lists[k])) {
      this.merged = mergePairs(lists);
      this.lists = lists;
    }
    return this.merged;
  }
}

const partitionKeys = (partitions: number) => Array.from({ length: partitions }, (_, k) => pairsKey(k));

function mergePairs(lists: readonly (string | null)[]): CurrentPair[] {
  const best = new Map<string, CurrentPair>();
  for (const list of lists) {
    if (!list) continue;
    for (const p of JSON.parse(list) as CurrentPair[]) {
      const key = `${p.venue_a}|${p.venue_b}`;
      const seen = best.get(key);
      if (!seen || p.quoted > seen.quoted) best.set(key, p);
    }
  }
  const order = (x: CurrentPair, y: CurrentPair) =>
    y.similarity - x.similarity ||
    y.arbitrage - x.arbitrage ||
    (x.venue_a < y.venue_a
      ? -1
      : x.venue_a > y.venue_a
        ? 1
        : x.venue_b < y.venue_b
          ? -1
          : x.venue_b > y.venue_b
            ? 1
            : 0);
  return [...best.values()].sort(order);
}

/** Each market's quote, kept only if no newer one is stored; returns the markets refused. */
export async function writeQuotes(
  hot: HotState,
  quotes: ReadonlyMap<string, SimilarityQuote>,
): Promise<string[]> {
  const keys = [...quotes.keys()];
  const accepted = await hot.setFenced(
    keys.map((key) => {
      const q = quotes.get(key)!;
      return {
        fenceKey: quoteFence(key),
        version: q.ts,
        entries: new Map([[quoteKey(key), JSON.stringify(q)]]),
      };
    }),
  );
  return keys.filter((_, i) => !accepted[i]);
}

export async function readQuotes(
  hot: HotState,
  marketKeys: readonly string[],
): Promise<Map<string, SimilarityQuote>> {
  const out = new Map<string, SimilarityQuote>();
  if (marketKeys.length === 0) return out;
  const values = await hot.mget(marketKeys.map(quoteKey));
  values.forEach((v, i) => {
    if (v) out.set(marketKeys[i]!, JSON.parse(v) as SimilarityQuote);
  });
  return out;
}
