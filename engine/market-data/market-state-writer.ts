// md.books and md.prices → order-book history in ClickHouse (book-rows.ts: whole books, level
// changes, checkpoints, trades, price ticks) and the hot per-token state (book, last trade,
// displayed price, sparkline) in Redis. Every step is idempotent: a snapshot replaces the book, a
// price_change carries each level's new total, and a redelivered batch meets the state it met the
// first time, so its rows get the same (token, ts, seq) keys as the original. Once a batch's writes are durable, one message on
// the hot state's TOKEN_UPDATES_CHANNEL tells live streams (API processes) which tokens' displayed
// price or top of book it changed.
import type { Logger } from '../../core/logger.ts';
import type {
  BookDeltaMessage,
  BookLevel,
  BookMessage,
  DataSource,
  MarketDataMessage,
  QuoteMessage,
} from '../../core/market-data.ts';
import { counter } from '../../core/metrics.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import {
  emptyBookHistoryRows,
  insertBookHistory,
  type BookHistoryRows,
} from '../../storage/clickhouse/book-rows.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import {
  encodeTokenUpdates,
  historyStamp,
  parseHistoryStamp,
  readBooks,
  readHistoryStamps,
  readLastTrades,
  readSparklines,
  readVersions,
  TOKEN_UPDATES_CHANNEL,
  writeRecordsStamps,
  writeTokenStates,
  type TokenState,
  type TokenUpdate,
} from '../../storage/hot/market-state.ts';
import type { BookTop, Sparkline } from '../../core/market-data/hot-book.ts';
import type { MessageProcessor } from '../stream/message-consumer.ts';
import {
  applyDelta,
  bookFromHot,
  bookFromQuote,
  bookFromSnapshot,
  displayedPrice,
  SPARKLINE_BUCKET_MS,
  updateSparkline,
  type TokenBook,
} from './token-state.ts';

const refusedWrites = counter(
  'engine_token_state_writes_refused_total',
  'token states not written: a newer version was in the hot state (another owner)',
);
const orphanDeltas = counter(
  'engine_book_deltas_without_snapshot_total',
  'price_change for a token with no known book',
);
const unpublished = counter(
  'engine_token_updates_unpublished_total',
  'batches whose token-update message could not be published',
);

interface Token {
  book?: TokenBook;
  lastTrade?: string;
  sparkline?: Sparkline;
  /** The newest sparkline input of this batch not applied yet (see sparklineInput). */
  pending?: PriceInput;
  /** Venue and time of the token's latest message (the token-update message, and the fence version of its hot state). */
  venue?: string;
  ts?: number;
  /** The displayed price as last written (undefined: not written by this process yet). */
  shown?: string | null;
  /** seq of the book's latest change (changes of one millisecond are 0, 1, …). */
  seq?: number;
  /** Deltas stored since the token's last whole book (a snapshot, quote or checkpoint). */
  deltas?: number;
  /** The latest price tick's time and seq. */
  tick?: Stamp;
  /** Its row is in `tokens` (written by this process). */
  registered?: boolean;
}

interface Stamp {
  ts: number;
  seq: number;
}

/** The seq of a row at ts after the row stamped `last`: the next one in the same millisecond, else 0. */
function nextSeq(last: Stamp | undefined, ts: number): number {
  return last && last.ts === ts ? last.seq + 1 : 0;
}

/**
 * After this many deltas, the book as it stood at the end of a minute is stored whole (a checkpoint)
 * when the token's next change comes in a later minute: a history read then starts from a whole book
 * at most this many deltas (and one minute's) before, and a busy token has one per minute, so that
 * buckets of whole minutes are read without any delta. bench/storage.ts measures the cost.
 */
export const CHECKPOINT_AFTER_DELTAS = 24;
const MINUTE_MS = 60_000;

/** What a token's displayed price is computed from, at one message's time. */
interface PriceInput {
  ts: number;
  bid: string | null;
  ask: string | null;
  lastTrade: string | undefined;
}

type BookChangeMessage = BookMessage | BookDeltaMessage | QuoteMessage;

const bucketOf = (ts: number): number => Math.floor(ts / SPARKLINE_BUCKET_MS);

/**
 * Batches handled at once (of different partition numbers, so of disjoint tokens: each handle()
 * stages its own tokens; MessageConsumer takes md.books/k and md.prices/k one after the other).
 * Two let one batch be computed while the other's rows are being written.
 */
export const MARKET_STATE_PARTITIONS_AT_ONCE = 2;

export class MarketStateWriter implements MessageProcessor {
  readonly name = 'market-state';
  readonly topics = [topics.books, topics.prices];
  readonly partitionsConcurrently = MARKET_STATE_PARTITIONS_AT_ONCE;
  /**
   * Token states by partition number (md.books and md.prices are co-partitioned: partition k of both
   * holds the same tokens). A revoked partition's states are dropped: another member may write them
   * meanwhile, and they are read again from the hot state if the partition comes back.
   */
  private readonly partitions = new Map<number, Map<string, Token>>();

  constructor(
    private readonly ch: Analytics,
    private readonly hot: HotState,
    private readonly log: Logger,
  ) {}

  partitionsRevoked(partitions: readonly number[]): void {
    let dropped = 0;
    for (const p of partitions) {
      dropped += this.partitions.get(p)?.size ?? 0;
      this.partitions.delete(p);
    }
    this.log.info({ partitions, tokens: dropped }, 'token states of revoked partitions dropped');
  }

  /** `partition` unset (a direct call, not through a consumer): one shared set of states. */
  async handle(messages: readonly MarketDataMessage[], partition = -1): Promise<void> {
    let tokens = this.partitions.get(partition);
    if (!tokens) this.partitions.set(partition, (tokens = new Map<string, Token>()));
    await this.loadUnknown(messages, tokens);
    const rows = emptyBookHistoryRows();
    const touched = new Set<string>();
    // Tokens change on copies, kept only once the batch's writes are durable: a batch whose insert
    // failed is delivered again and must meet the state it met the first time (updated in place,
    // its quotes would be "older than what we hold" on the retry and their rows never written).
    const staged = new Map<string, Token>();
    for (const m of messages) {
      if (m.type !== 'book' && m.type !== 'book_delta' && m.type !== 'quote' && m.type !== 'price') continue;
      let token = staged.get(m.token_id);
      if (!token) staged.set(m.token_id, (token = { ...tokens.get(m.token_id) }));
      if (m.type === 'price') {
        if (m.kind === 'last_trade') {
          // Keyed by what it is (trade id, price, side, size), not by its place: a redelivered trade
          // replaces itself whatever came between.
          token.lastTrade = m.price;
          const { venue, token_id, ts, price, side, size } = m;
          rows.trades.push({
            venue,
            token_id,
            ts,
            trade_id: m.trade_id ?? '',
            price,
            side,
            size,
            source: m.source,
          });
        } else {
          const seq = nextSeq(token.tick, m.ts);
          token.tick = { ts: m.ts, seq };
          rows.ticks.push({
            venue: m.venue,
            token_id: m.token_id,
            ts: m.ts,
            seq,
            price: m.price,
            source: m.source,
          });
        }
      } else {
        if (token.book && m.ts < token.book.ts) continue; // older than what we hold: history only moves forward
        if (m.type === 'book_delta' && !token.book) {
          orphanDeltas.inc();
          continue;
        }
        const book =
          m.type === 'book'
            ? bookFromSnapshot(m)
            : m.type === 'quote'
              ? bookFromQuote(m)
              : applyDelta(token.book!, m);
        // A message of the book's own millisecond that changes nothing is a redelivery, not a change.
        if (token.book && m.ts === token.book.ts && sameBook(book, token.book)) continue;
        recordChange(rows, token, m, book);
      }
      if (!token.registered) {
        rows.tokens.push({ venue: m.venue, token_id: m.token_id, market_id: m.market_id });
        token.registered = true;
      }
      sparklineInput(token, m.ts);
      token.venue = m.venue;
      if (token.ts === undefined || m.ts > token.ts) token.ts = m.ts;
      touched.add(m.token_id);
    }
    for (const id of touched) applyPending(staged.get(id)!);
    await insertBookHistory(this.ch, rows);
    const updates: TokenUpdate[] = [];
    const versions = new Map([...touched].map((id) => [id, staged.get(id)!.ts!]));
    // The records' stamps beside the states, unfenced: this batch's rows are stored either way.
    const [refused] = await Promise.all([
      writeTokenStates(this.hot, this.stateOf(touched, staged, tokens, updates), versions),
      writeRecordsStamps(
        this.hot,
        touched,
        rows.trades.map((t) => t.token_id),
      ),
    ]);
    for (const [id, token] of staged) {
      // A refused token has a newer state written by another owner: forget ours, read it next time.
      if (refused.has(id)) tokens.delete(id);
      else tokens.set(id, token);
    }
    if (refused.size > 0) {
      refusedWrites.inc(refused.size);
      this.log.warn(
        { tokens: refused.size, partition },
        'token states refused: a newer version is in the hot state',
      );
    }
    const published = refused.size > 0 ? updates.filter((u) => !refused.has(u.token_id)) : updates;
    if (published.length > 0) await this.publish(published);
  }

  /** The hot state of each token, and (into updates) what changed against the committed state. */
  private stateOf(
    tokenIds: Iterable<string>,
    tokens: ReadonlyMap<string, Token>,
    committed: ReadonlyMap<string, Token>,
    updates: TokenUpdate[],
  ): Map<string, TokenState> {
    const states = new Map<string, TokenState>();
    for (const id of tokenIds) {
      const t = tokens.get(id)!;
      const price = displayedPrice(t.book?.bestBid ?? null, t.book?.bestAsk ?? null, t.lastTrade);
      // Always written, null too: a price an earlier batch stored must not outlive the book it came from.
      const state: TokenState = { price };
      if (t.sparkline) state.sparkline = t.sparkline;
      if (t.lastTrade !== undefined) state.lastTrade = t.lastTrade;
      if (t.book) {
        const { bestBid, bestAsk, ...book } = t.book;
        // A book without levels (quotes) keeps its top explicitly, or it would be lost on a reload.
        state.book =
          book.bids.length === 0 && book.asks.length === 0 ? { ...book, top: [bestBid, bestAsk] } : book;
        state.history = historyStamp(t.book.ts, t.seq ?? 0);
      }
      states.set(id, state);
      const update = changeOf(id, committed.get(id), t, price);
      if (update) updates.push(update);
      t.shown = price;
    }
    return states;
  }

  /**
   * One message per batch. The writes are durable already: a failed publish only costs live
   * streams this batch's updates (their next snapshot or update catches up), so it is not retried.
   */
  private async publish(updates: readonly TokenUpdate[]): Promise<void> {
    try {
      await this.hot.publish(TOKEN_UPDATES_CHANNEL, encodeTokenUpdates(updates));
    } catch (err) {
      unpublished.inc();
      this.log.warn({ err, tokens: updates.length }, 'token updates not published');
    }
  }

  /** Tokens this process has not seen since it started continue from the hot state (after a restart). */
  private async loadUnknown(
    messages: readonly MarketDataMessage[],
    tokens: Map<string, Token>,
  ): Promise<void> {
    const unknown = new Set<string>();
    for (const m of messages) if ('token_id' in m && !tokens.has(m.token_id)) unknown.add(m.token_id);
    if (unknown.size === 0) return;
    const ids = [...unknown];
    const [books, trades, sparklines, versions, stamps] = await Promise.all([
      readBooks(this.hot, ids),
      readLastTrades(this.hot, ids),
      readSparklines(this.hot, ids),
      readVersions(this.hot, ids),
      readHistoryStamps(this.hot, ids),
    ]);
    for (const id of ids) {
      const book = books.get(id);
      const lastTrade = trades.get(id);
      const sparkline = sparklines.get(id);
      const version = versions.get(id);
      // The seq of the book's change, so that a change in the same millisecond follows it.
      const stamp = book ? parseHistoryStamp(stamps.get(id)) : undefined;
      const seq = stamp && stamp.ts === book!.ts ? stamp.seq : undefined;
      // The version continues from the stored one, so this writer's next write is not refused as older.
      tokens.set(id, {
        ...(book ? { book: bookFromHot(book) } : {}),
        ...(seq !== undefined ? { seq } : {}),
        ...(lastTrade !== undefined ? { lastTrade } : {}),
        ...(sparkline ? { sparkline } : {}),
        ...(version !== undefined ? { ts: version } : {}),
      });
    }
    this.log.debug({ tokens: unknown.size }, 'token states loaded');
  }
}

/** Stores one change of a token's book (and, first, a checkpoint where one is due) and moves the token to it. */
function recordChange(rows: BookHistoryRows, token: Token, m: BookChangeMessage, book: TokenBook): void {
  const previous = token.book;
  const source = bookSource(m);
  const seq = previous && m.ts === previous.ts ? (token.seq ?? 0) + 1 : 0;
  if (
    previous &&
    (token.deltas ?? 0) >= CHECKPOINT_AFTER_DELTAS &&
    Math.floor(m.ts / MINUTE_MS) > Math.floor(previous.ts / MINUTE_MS)
  ) {
    rows.states.push({
      venue: m.venue,
      token_id: m.token_id,
      ts: previous.ts,
      seq: token.seq ?? 0,
      kind: 'checkpoint',
      source,
      next_ts: m.ts,
      best_bid: previous.bestBid,
      best_ask: previous.bestAsk,
      bids: previous.bids,
      asks: previous.asks,
    });
    token.deltas = 0;
  }
  if (m.type === 'book_delta') {
    rows.deltas.push({
      venue: m.venue,
      token_id: m.token_id,
      ts: m.ts,
      seq,
      source,
      best_bid: book.bestBid,
      best_ask: book.bestAsk,
      changes: m.changes,
    });
    token.deltas = (token.deltas ?? 0) + 1;
  } else {
    rows.states.push({
      venue: m.venue,
      token_id: m.token_id,
      ts: m.ts,
      seq,
      kind: m.type,
      source,
      next_ts: null,
      best_bid: book.bestBid,
      best_ask: book.bestAsk,
      bids: book.bids,
      asks: book.asks,
    });
    token.deltas = 0;
  }
  token.book = book;
  token.seq = seq;
}

/**
 * Where a book change came from: the message's own `source` when it says one (the sandbox's books say
 * `sandbox`); otherwise quotes (top of book only) are published by the order-book dataset replay
 * alone (QuoteMessage, core/market-data/schemas.ts), whole books and deltas by the live venues. The
 * history rows say so (`source`, migration 011), as the hot state's `top` and `source` do.
 */
export function bookSource(m: BookChangeMessage): DataSource {
  return m.source ?? (m.type === 'quote' ? 'recording' : 'live');
}

function sameLevels(a: readonly BookLevel[], b: readonly BookLevel[]): boolean {
  return a.length === b.length && a.every((l, i) => l[0] === b[i]![0] && l[1] === b[i]![1]);
}

function sameBook(a: TokenBook, b: TokenBook): boolean {
  return (
    a.bestBid === b.bestBid &&
    a.bestAsk === b.bestAsk &&
    sameLevels(a.bids, b.bids) &&
    sameLevels(a.asks, b.asks)
  );
}

function topOf(book: TokenBook | undefined): BookTop {
  if (!book) return [null, null, null, null];
  return [book.bestBid, book.bids[0]?.[1] ?? null, book.bestAsk, book.asks[0]?.[1] ?? null];
}

/** What changed for a token between its committed state and the batch's; undefined when nothing shown did. */
function changeOf(
  id: string,
  before: Token | undefined,
  after: Token,
  price: string | null,
): TokenUpdate | undefined {
  const top = topOf(after.book);
  const previous = topOf(before?.book);
  const topChanged = top.some((v, i) => v !== previous[i]);
  const priceChanged = before?.shown === undefined ? price !== null : before.shown !== price;
  if (!topChanged && !priceChanged) return undefined;
  return {
    token_id: id,
    venue: after.venue!,
    ts: after.ts!,
    ...(priceChanged ? { price } : {}),
    ...(topChanged ? { top } : {}),
  };
}

/**
 * The sparkline after a message, as updateSparkline(sparkline, ts, displayedPrice(…)) per message
 * would leave it, computed once per bucket: a later price in the same bucket overwrites the earlier
 * one there, so only the last input of each run of one bucket is applied (when the run ends, or at
 * the end of the batch by applyPending). The first point of a token is applied at once (a new
 * sparkline is filled with it). The price is null, and nothing changes, when all inputs are missing.
 */
function sparklineInput(token: Token, ts: number): void {
  const bid = token.book?.bestBid ?? null;
  const ask = token.book?.bestAsk ?? null;
  if (bid === null && ask === null && token.lastTrade === undefined) return;
  if (!token.sparkline) {
    token.sparkline = updateSparkline(undefined, ts, Number(displayedPrice(bid, ask, token.lastTrade)));
    return;
  }
  const pending = token.pending;
  if (pending && bucketOf(pending.ts) === bucketOf(ts)) {
    pending.ts = ts;
    pending.bid = bid;
    pending.ask = ask;
    pending.lastTrade = token.lastTrade;
    return;
  }
  applyPending(token);
  token.pending = { ts, bid, ask, lastTrade: token.lastTrade };
}

function applyPending(token: Token): void {
  const p = token.pending;
  if (!p) return;
  token.pending = undefined;
  token.sparkline = updateSparkline(token.sparkline, p.ts, Number(displayedPrice(p.bid, p.ask, p.lastTrade)));
}
