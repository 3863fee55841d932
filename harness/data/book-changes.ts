// A full-depth change stream of one token, as the Polymarket market channel sends it: a whole book,
// then price_change deltas over its price grid (a level's new total, 0 removing it), a whole book
// again now and then, and last trades. Seeded, so a test and a benchmark see the same stream; the
// first book is a recorded one (recordedTrumpBook) or any other.
import type {
  BookChange,
  BookDeltaMessage,
  BookMessage,
  MarketDataMessage,
  PriceMessage,
} from '../../core/market-data.ts';
import { applyDelta, bookFromSnapshot, type TokenBook } from '../../engine/market-data/token-state.ts';

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface StreamShape {
  /** Time of the first book (unix ms). */
  start: number;
  /** Gaps between changes in ms, drawn per change: a function of the change's index and a uniform draw. */
  gap: (index: number, u: number) => number;
  changes: number;
  /** Every this many changes, a whole book instead of a delta (0: never). */
  bookEvery?: number;
  /** Share of changes followed by a last trade. */
  tradeShare?: number;
}

/** Prices one tick (0.001) apart from 0.001 to 0.999 as canonical decimal text. */
const GRID = Array.from({ length: 999 }, (_, i) => String((i + 1) / 1000));

/** A seeded stream of changes after `first`, and the book after each change (what a read must return). */
export function bookChangeStream(
  first: BookMessage,
  shape: StreamShape,
  seed = 1,
): { messages: MarketDataMessage[]; books: { ts: number; book: TokenBook }[] } {
  const random = seeded(seed);
  const header = { v: 1 as const, venue: first.venue, market_id: first.market_id, token_id: first.token_id };
  const messages: MarketDataMessage[] = [{ ...first, ts: shape.start }];
  let book = bookFromSnapshot({ ...first, ts: shape.start });
  const books = [{ ts: shape.start, book }];
  let ts = shape.start;
  for (let i = 1; i < shape.changes; i++) {
    ts += shape.gap(i, random());
    if (shape.bookEvery && i % shape.bookEvery === 0) {
      // The venue's own book again, its best bid's size moved (every message here changes the book).
      const bids = book.bids.map(([p, q], k): [string, string] => [p, k === 0 ? String(Number(q) + 1) : q]);
      const whole: BookMessage = { ...header, type: 'book', ts, bids, asks: book.asks };
      messages.push(whole);
      book = bookFromSnapshot(whole);
    } else {
      const delta: BookDeltaMessage = {
        ...header,
        type: 'book_delta',
        ts,
        changes: deltaChanges(book, random),
      };
      messages.push(delta);
      book = applyDelta(book, delta);
    }
    books.push({ ts, book });
    if (random() < (shape.tradeShare ?? 0) && book.bestBid !== null) {
      // Each with its own id, as a live venue_a trade carries its transaction hash.
      const trade_id = `0x${i.toString(16).padStart(64, '0')}`;
      const trade: PriceMessage = {
        ...header,
        type: 'price',
        kind: 'last_trade',
        price: book.bestBid,
        ts,
        side: 'sell',
        size: '10',
        trade_id,
      };
      messages.push(trade);
    }
  }
  return { messages, books };
}

/** One or two level changes, mostly near the top: a new size, a removal, or a new level; never none. */
function deltaChanges(book: TokenBook, random: () => number): BookChange[] {
  const count = random() < 0.7 ? 1 : 2;
  const out: BookChange[] = [];
  for (let i = 0; i < count; i++) {
    const side = random() < 0.5 ? 'bid' : 'ask';
    const levels = side === 'bid' ? book.bids : book.asks;
    const r = random();
    let price: string;
    if (levels.length > 0 && r < 0.75) {
      // An existing level near the top (most of the feed's changes are there).
      price = levels[Math.min(levels.length - 1, Math.floor(random() * random() * 12))]![0];
    } else {
      price = GRID[Math.floor(random() * GRID.length)]!;
    }
    const opposite = side === 'bid' ? book.bestAsk : book.bestBid;
    // A level that would cross the other side is left out: the venue's books never cross.
    if (
      opposite !== null &&
      (side === 'bid' ? Number(price) >= Number(opposite) : Number(price) <= Number(opposite))
    )
      continue;
    const held = levels.find((l) => l[0] === price)?.[1];
    const size =
      held !== undefined && random() < 0.2 ? '0' : String(1 + Math.floor(random() * 500_000) / 100);
    if (size === held || out.some((c) => c.side === side && c.price === price)) continue;
    out.push({ side, price, size });
  }
  if (out.length > 0) return out;
  const top = book.bids[0] ?? ['0.001', '0'];
  return [{ side: 'bid', price: top[0], size: String(Number(top[1]) + 1) }];
}
