// Keeps cross-venue similarity current as markets and prices stream in, on any number of engine
// replicas (docs/architecture.md "Similarity at N engine replicas"):
//
// - Every member indexes the whole catalog: md.markets is read by a group of its own (`catalog`,
//   one group per member: a broadcast), so every member scores the same pairs. On start the index
//   is rebuilt from the ClickHouse catalog and settled (a function of the catalog).
// - md.books is read in the shared group (`quotes`): a market belongs to the md.books partition of
//   its left token (pairs are priced off it), and the member owning that partition takes its
//   quotes and writes its `similar` list and the pairs with a side in the partition — fenced by
//   the time it was assigned the partition, so a member that lost it cannot overwrite the new owner.
// - A quote's owner stores it in the hot state before reading its partners' quotes from there: of
//   two members repricing one pair at once, at least one sees both quotes, and the pair list read
//   by the API keeps each pair from the list priced from the newest quotes (CurrentPair.quoted).
// - On assignment the member reads the quotes of the markets it gains and writes their partitions;
//   on revocation it stops writing them.
import { Mutex } from 'async-mutex';
import { type Clock, type ClockTimer, systemClock } from '../../core/clock.ts';
import type { Logger } from '../../core/logger.ts';
import type { MarketDataMessage, MarketMessage } from '../../core/market-data.ts';
import { gauge } from '../../core/metrics.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { loadCatalogMessages } from '../../storage/clickhouse/catalog.ts';
import { insertPairHistory, type PairHistoryRow } from '../../storage/clickhouse/similar-pairs.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { partitionFor } from '../../storage/bus/partitioner.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { HotBook } from '../../core/market-data/hot-book.ts';
import { readBooks } from '../../storage/hot/market-state.ts';
import {
  readQuotes,
  writePartitionCount,
  writePartitions,
  writeQuotes,
  type CurrentPair,
  type PartitionWrite,
  type SimilarityQuote,
} from '../../storage/hot/similarity-state.ts';
import { MessageConsumer, type MessageProcessor } from '../stream/message-consumer.ts';
import { executableDepth, sideAsks, type ArbitrageDepth } from './arbitrage-depth.ts';
import { SimilarityIndex, type SimilarPair } from './similarity-index.ts';

/** Entries kept per market for `similar`. */
const SIMILAR_PER_MARKET = 50;
/**
 * Pairs in the current set, over all partitions' lists (what the API reads per request). The
 * union of every partition's best n holds the overall best n, so each list keeps its share but
 * never fewer than the endpoint's largest `limit` (100).
 */
const CURRENT_PAIRS = 2000;
const perPartition = (partitions: number) => Math.max(100, Math.ceil(CURRENT_PAIRS / partitions));
/** Pairs below this similarity are not kept in the current set (the endpoint's floor). */
const CURRENT_PAIRS_FLOOR = 0.5;
/**
 * Text pairs are settled again (SimilarityIndex.settle: the pair set as a function of the catalog,
 * not of arrival order) once this share of the catalog has changed since the last settle.
 */
const SETTLE_SHARE = 0.1;
/**
 * A settle runs at most this share of the time: the next waits at least (1 / share − 1) times the
 * last one's duration (a full catalog settles in seconds).
 */
const SETTLE_DUTY = 0.1;
/** Whether the member's pair set is yet to become a function of the catalog (a settle is due or running). */
const settlePendingGauge = gauge(
  'similarity_settle_pending',
  'Similarity: 1 while text pairs changed since the last settle wait for it or its writes, 0 once settled',
  ['member'],
);

export interface SimilarityWriterOptions {
  /** Partitions of md.books (KAFKA_TOPIC_PARTITIONS): a market's owner is its left token's partition. */
  partitions: number;
  /** This member's name, unique among the running members: it names the member's catalog group. */
  member: string;
  /**
   * Milliseconds without a new catalog batch after which the text pairs changed since the last
   * settle are settled (default 5000): once the catalog is quiet, the pair set is a function of
   * the catalog on every member, whatever order the markets arrived in.
   */
  settleIdleMs?: number;
  /** The clock the idle settle is timed by (tests: a controlled one). */
  clock?: Clock;
}

export class SimilarityWriter {
  /** md.markets, read whole by every member. */
  readonly catalog: MessageProcessor;
  /** md.books, shared: its partitions decide which markets this member writes. */
  readonly quotes: MessageProcessor;
  private readonly index = new SimilarityIndex();
  private readonly partitionOf = new Map<string, number>();
  /** The quote each market's entry in the index was priced from. */
  private readonly held = new Map<string, SimilarityQuote>();
  /** Owned partition → the time it was assigned (its write fence). */
  private readonly owned = new Map<number, number>();
  private lastEpoch = 0;
  private changedSinceSettle = 0;
  private idleSettle: ClockTimer | undefined;
  private settleMs = 0;
  private settledAt = 0;
  private stopped = false;
  private rebuilt: Promise<void> | undefined;
  /** One batch, assignment or rebuild at a time: both consumers share the index. */
  private readonly turn = new Mutex();
  private readonly clock: Clock;

  constructor(
    private readonly ch: Analytics,
    private readonly hot: HotState,
    private readonly log: Logger,
    private readonly options: SimilarityWriterOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    const start = () => (this.rebuilt ??= this.turn.runExclusive(() => this.rebuild()));
    this.catalog = {
      name: 'similarity-catalog',
      topics: [topics.markets],
      start,
      handle: (messages) => this.turn.runExclusive(() => this.upsertMarkets(messages)),
      stop: async () => {
        this.stopped = true;
        this.clock.clearTimeout(this.idleSettle);
        await this.turn.runExclusive(() => Promise.resolve()); // a settle in progress ends first
      },
    };
    this.quotes = {
      name: 'similarity',
      topics: [topics.books],
      start,
      handle: (messages) => this.turn.runExclusive(() => this.applyQuotes(messages)),
      partitionsAssigned: (partitions) => this.turn.runExclusive(() => this.own(partitions)),
      partitionsRevoked: (partitions) => {
        for (const p of partitions) this.owned.delete(p);
      },
    };
  }

  /** The member's two consumers: its own catalog group and the shared quotes group (`group`). */
  consumers(bus: Bus, group = 'engine.similarity'): MessageConsumer[] {
    return [
      new MessageConsumer(bus, this.catalog, this.log, {
        groupId: `${group}-catalog.${this.options.member}`,
      }),
      new MessageConsumer(bus, this.quotes, this.log, { groupId: group }),
    ];
  }

  /** Writes every partition, as their owner (a single process that consumes nothing, e.g. a benchmark's seed). */
  async ownAll(): Promise<void> {
    await this.catalog.start!();
    await this.turn.runExclusive(() =>
      this.own(Array.from({ length: this.options.partitions }, (_, k) => k)),
    );
  }

  /**
   * Settles the text pairs changed since the last settle now, and writes what changed (the
   * catalog's idle timer calls it; a single process that must not wait, e.g. a reference fold, too).
   */
  settlePending(): Promise<void> {
    this.clock.clearTimeout(this.idleSettle);
    return this.turn.runExclusive(() => this.settle('idle'));
  }

  private async settle(reason: 'idle' | 'share'): Promise<void> {
    if (this.changedSinceSettle === 0) return;
    const t0 = this.clock.now();
    this.changedSinceSettle = 0;
    this.index.settle();
    this.settledAt = this.clock.now();
    this.settleMs = this.settledAt - t0;
    this.log.info({ reason, markets: this.index.stats().markets, ms: this.settleMs }, 'similarity settled');
    await this.writeCurrent(new Set(this.index.keys()));
    this.showPending();
  }

  /** The settle-pending gauge as of now: set after each catalog batch and each settle's writes. */
  private showPending(): void {
    settlePendingGauge.set({ member: this.options.member }, this.changedSinceSettle > 0 ? 1 : 0);
  }

  /** After every catalog batch that left changes unsettled: settles once no batch came for settleIdleMs. */
  private scheduleIdleSettle(): void {
    this.clock.clearTimeout(this.idleSettle);
    if (this.changedSinceSettle === 0 || this.stopped) return;
    const earliest = this.settledAt + this.settleMs * (1 / SETTLE_DUTY - 1);
    const wait = Math.max(this.options.settleIdleMs ?? 5000, earliest - this.clock.now());
    this.idleSettle = this.clock.setTimeout(() => {
      this.turn
        .runExclusive(() => (this.stopped ? Promise.resolve() : this.settle('idle')))
        .catch((err: unknown) => this.log.error({ err }, 'similarity idle settle failed'));
    }, wait);
    this.idleSettle.unref();
  }

  private async rebuild(): Promise<void> {
    const t0 = Date.now();
    const messages = (await loadCatalogMessages(this.ch)).map((json) => JSON.parse(json) as MarketMessage);
    for (const m of messages) this.track(m);
    this.index.load(messages);
    await writePartitionCount(this.hot, this.options.partitions);
    this.log.info({ ...this.index.stats(), ms: Date.now() - t0 }, 'similarity index rebuilt');
  }

  private upsert(m: MarketMessage): ReturnType<SimilarityIndex['upsert']> {
    const result = this.index.upsert(m);
    const held = this.track(m);
    // The catalog's quote is older than the book's the index holds: keep the book's.
    return held ? { ...result, pairs: this.index.updateQuote(result.key, held.bid, held.ask) } : result;
  }

  /** Records the market's partition and its catalog quote; returns the newer book quote held instead, if any. */
  private track(m: MarketMessage): SimilarityQuote | undefined {
    const key = `${m.venue}:${m.market.market_id}`;
    this.partitionOf.set(key, partitionFor(`${m.venue}:${m.market.left_token_id}`, this.options.partitions));
    const held = this.held.get(key);
    if (held && held.ts > m.source_ts) return held;
    this.held.set(key, { bid: m.market.best_bid ?? null, ask: m.market.best_ask ?? null, ts: m.source_ts });
    return undefined;
  }

  private async upsertMarkets(messages: readonly MarketDataMessage[]): Promise<void> {
    const touched = new Set<string>();
    const history: PairHistoryRow[] = [];
    for (const m of messages) {
      if (m.type !== 'market') continue;
      const result = this.upsert(m);
      if (result.change === 'scored') this.changedSinceSettle++;
      touched.add(result.key);
      for (const pk of result.removed) for (const k of pk.split('|')) touched.add(k);
      for (const p of result.pairs) {
        touched.add(p.venue_a.key).add(p.venue_b.key);
        // Every member sees the market: the owner of the pair's venue_a market records it.
        if (this.owns(p.venue_a.key)) history.push(historyRow(p, m.source_ts));
      }
    }
    await insertPairHistory(this.ch, history);
    if (this.changedSinceSettle > Math.max(100, SETTLE_SHARE * this.index.stats().markets))
      await this.settle('share');
    else await this.writeCurrent(touched);
    this.scheduleIdleSettle();
    this.showPending();
  }

  private async applyQuotes(messages: readonly MarketDataMessage[]): Promise<void> {
    const fresh = new Map<string, SimilarityQuote>();
    const deltaMarkets = new Map<string, string>(); // left token → market key, repriced from the hot book
    const books = new Map<string, HotBook>(); // left token → its newest full book in this batch
    for (const m of messages) {
      if (m.type !== 'book' && m.type !== 'quote' && m.type !== 'book_delta') continue;
      const key = `${m.venue}:${m.market_id}`;
      if (this.index.message(key)?.market.left_token_id !== m.token_id) continue; // pairs are priced off the left token
      if (m.type === 'book_delta') {
        deltaMarkets.set(m.token_id, key);
        continue;
      }
      const [bid, ask] =
        m.type === 'book' ? [m.bids[0]?.[0] ?? null, m.asks[0]?.[0] ?? null] : [m.bid, m.ask];
      if (m.ts >= (fresh.get(key)?.ts ?? -1)) fresh.set(key, { bid, ask, ts: m.ts });
      if (m.type === 'book' && m.ts >= (books.get(m.token_id)?.ts ?? -1))
        books.set(m.token_id, { market_id: m.market_id, bids: m.bids, asks: m.asks, ts: m.ts });
    }
    if (deltaMarkets.size > 0) {
      // Deltas carry changes only: the engine's book state (hot) has the resulting top of book.
      for (const [token, book] of await readBooks(this.hot, [...deltaMarkets.keys()])) {
        fresh.set(deltaMarkets.get(token)!, {
          bid: book.bids[0]?.[0] ?? null,
          ask: book.asks[0]?.[0] ?? null,
          ts: book.ts,
        });
      }
    }
    if (fresh.size === 0) return;
    // Stored before the partners' are read (refused where a newer quote is stored: read back below).
    await writeQuotes(this.hot, fresh);
    const history: PairHistoryRow[] = [];
    const touched = new Set<string>();
    for (const [key, q] of fresh)
      for (const p of this.price(key, q, touched)) history.push(historyRow(p, q.ts));
    await this.readPartnerQuotes(fresh.keys(), touched);
    await insertPairHistory(this.ch, history);
    await this.writeCurrent(touched, [], books);
  }

  /** Prices the markets' partners (and the markets) from the newest quotes in the hot state. */
  private async readPartnerQuotes(markets: Iterable<string>, touched: Set<string>): Promise<void> {
    const keys = new Set<string>();
    for (const key of markets) {
      keys.add(key);
      for (const s of this.index.similarTo(key, Infinity)) keys.add(s.market.key);
    }
    for (const [key, q] of await readQuotes(this.hot, [...keys])) this.price(key, q, touched);
  }

  /** Applies a quote newer than the one held; returns the market's repriced pairs. */
  private price(key: string, q: SimilarityQuote, touched: Set<string>): SimilarPair[] {
    if ((this.held.get(key)?.ts ?? -1) >= q.ts) return [];
    this.held.set(key, q);
    const pairs = this.index.updateQuote(key, q.bid, q.ask);
    touched.add(key);
    for (const p of pairs) touched.add(p.venue_a.key).add(p.venue_b.key);
    return pairs;
  }

  /** Takes over partitions: the newest quotes of their markets, then their lists written whole. */
  private async own(partitions: readonly number[]): Promise<void> {
    this.lastEpoch = Math.max(Date.now(), this.lastEpoch + 1);
    for (const p of partitions) this.owned.set(p, this.lastEpoch);
    const gained = [...this.partitionOf].filter(([, p]) => partitions.includes(p)).map(([key]) => key);
    const touched = new Set(gained);
    await this.readPartnerQuotes(gained, touched);
    await this.writeCurrent(touched, partitions);
  }

  private owns(key: string): boolean {
    const p = this.partitionOf.get(key);
    return p !== undefined && this.owned.has(p);
  }

  /** Writes the `similar` lists of the owned markets touched and the pair lists of their partitions. */
  private async writeCurrent(
    touched: ReadonlySet<string>,
    whole: readonly number[] = [],
    batchBooks: ReadonlyMap<string, HotBook> = new Map(),
  ): Promise<void> {
    const writes = new Map<
      number,
      PartitionWrite & { similar: Map<string, unknown>; pairs: CurrentPair[] }
    >();
    const target = (p: number) => {
      const epoch = this.owned.get(p);
      if (epoch === undefined) return undefined;
      let w = writes.get(p);
      if (!w) writes.set(p, (w = { partition: p, epoch, similar: new Map(), pairs: [] }));
      return w;
    };
    for (const p of whole) target(p);
    for (const key of touched) {
      const w = target(this.partitionOf.get(key) ?? -1);
      if (!w) continue;
      w.similar.set(
        key,
        this.index
          .similarTo(key, SIMILAR_PER_MARKET)
          .map((s) => ({ key: s.market.key, similarity: s.similarity })),
      );
    }
    if (writes.size === 0) return;
    const cap = perPartition(this.options.partitions);
    let open = writes.size; // lists not full yet: the walk stops when none is left
    const listed: [CurrentPair, SimilarPair][] = [];
    for (const pair of this.index.eachPair(CURRENT_PAIRS_FLOOR)) {
      if (open === 0) break;
      const sides = new Set([
        this.partitionOf.get(pair.venue_a.key)!,
        this.partitionOf.get(pair.venue_b.key)!,
      ]);
      for (const p of sides) {
        const w = writes.get(p);
        if (!w || w.pairs.length >= cap) continue;
        const current = this.currentPair(pair);
        w.pairs.push(current);
        listed.push([current, pair]);
        if (w.pairs.length === cap) open--;
      }
    }
    const depths = await this.depths(
      listed.map(([, pair]) => pair),
      batchBooks,
    );
    listed.forEach(([current], i) => (current.arbitrage_depth = depths[i]!));
    const refused = await writePartitions(this.hot, [...writes.values()]);
    for (const p of refused) {
      // A newer owner wrote it: this member lost the partition and was not told yet.
      this.owned.delete(p);
      this.log.warn({ partition: p }, 'similarity write refused: partition owned by a newer member');
    }
  }

  /**
   * The executable depth of each pair with an arbitrage (arbitrage-depth.ts), walked on the books
   * the engine holds in hot state — the batch's own full books where newer, since the book writer
   * is another consumer. Null without a box, or when a leg's book has no levels there (top-of-book
   * sources): the depth is then unknown.
   */
  private async depths(
    pairs: readonly SimilarPair[],
    batchBooks: ReadonlyMap<string, HotBook>,
  ): Promise<(ArbitrageDepth | null)[]> {
    const legs = pairs.map((p) => this.index.boxLegs(p));
    const tokens = [...new Set(legs.flatMap((l) => (l ? [l.a.token, l.b.token] : [])))];
    const books = tokens.length > 0 ? await readBooks(this.hot, tokens) : new Map<string, HotBook>();
    for (const [token, book] of batchBooks)
      if (book.ts >= (books.get(token)?.ts ?? -Infinity)) books.set(token, book);
    return legs.map((l) => {
      const bookA = l && books.get(l.a.token);
      const bookB = l && books.get(l.b.token);
      if (!l || !bookA || !bookB) return null;
      const a = { asks: sideAsks(bookA, l.a.side), fee: l.a.fee };
      const b = { asks: sideAsks(bookB, l.b.side), fee: l.b.fee };
      return a.asks.length > 0 && b.asks.length > 0 ? executableDepth(a, b) : null;
    });
  }

  private currentPair(p: SimilarPair): CurrentPair {
    const ts = (key: string) => this.held.get(key)?.ts ?? 0;
    return {
      venue_a: p.venue_a.key,
      venue_b: p.venue_b.key,
      similarity: p.similarity,
      arbitrage: p.arbitrage,
      alignment: p.alignment,
      verdict: p.verdict,
      verdict_reason: p.verdict_reason,
      outcomes: p.outcomes,
      quoted: ts(p.venue_a.key) + ts(p.venue_b.key),
      arbitrage_depth: null,
    };
  }
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
