// The live state of one token, kept by the engine: its book (full depth, or top of book for
// quote-only sources), its last trade, the displayed price and the sparkline.
import { compare, mid, sub } from '../../core/decimal.ts';
import {
  applyChanges,
  type BookDeltaMessage,
  type BookLevel,
  type BookMessage,
  type QuoteMessage,
} from '../../core/market-data.ts';
import type { HotBook } from '../../core/market-data/hot-book.ts';

// The sparkline's shape and its one update rule live beside its type (the API's fallback on
// backfilled prices builds sparklines by the same rule).
export { SPARKLINE_BUCKET_MS, SPARKLINE_POINTS, updateSparkline } from '../../core/market-data/hot-book.ts';
/** Above this spread the mid says little; the last trade is shown instead when there is one. */
const MAX_SPREAD_FOR_MID = '0.1';

export interface TokenBook extends HotBook {
  /** Top of book when the source records no depth (quotes); else derived from the levels. */
  bestBid: string | null;
  bestAsk: string | null;
}

export function bookFromSnapshot(m: BookMessage): TokenBook {
  return {
    market_id: m.market_id,
    bids: m.bids,
    asks: m.asks,
    ts: m.ts,
    ...(m.hash ? { hash: m.hash } : {}),
    ...(m.source ? { source: m.source } : {}),
    bestBid: m.bids[0]?.[0] ?? null,
    bestAsk: m.asks[0]?.[0] ?? null,
  };
}

/** The levels of a quote-only book: one frozen array shared by all (books are replaced, never changed). */
const NO_LEVELS = Object.freeze([]) as unknown as BookLevel[];

export function bookFromQuote(m: QuoteMessage): TokenBook {
  return {
    market_id: m.market_id,
    bids: NO_LEVELS,
    asks: NO_LEVELS,
    ts: m.ts,
    ...(m.source ? { source: m.source } : {}),
    bestBid: m.bid,
    bestAsk: m.ask,
  };
}

export function bookFromHot(b: HotBook): TokenBook {
  const { top, ...book } = b;
  return {
    ...book,
    bestBid: b.bids[0]?.[0] ?? top?.[0] ?? null,
    bestAsk: b.asks[0]?.[0] ?? top?.[1] ?? null,
  };
}

/** The book after a price_change: each level's size replaced (0 removes it). */
export function applyDelta(book: TokenBook, m: BookDeltaMessage): TokenBook {
  const bids = applyChanges(book.bids, m.changes, 'bid');
  const asks = applyChanges(book.asks, m.changes, 'ask');
  return {
    market_id: m.market_id,
    bids,
    asks,
    ts: m.ts,
    ...(m.hash ? { hash: m.hash } : {}),
    ...(m.source ? { source: m.source } : {}),
    bestBid: bids[0]?.[0] ?? null,
    bestAsk: asks[0]?.[0] ?? null,
  };
}

/**
 * The price shown for a token: the mid while the spread is at most 0.10, otherwise the last trade
 * (the mid of a wide book says little); the mid when nothing traded yet; one side alone when only
 * one side is quoted; null when nothing is known.
 */
export function displayedPrice(
  bestBid: string | null,
  bestAsk: string | null,
  lastTrade: string | undefined,
): string | null {
  if (bestBid !== null && bestAsk !== null) {
    const m = mid(bestBid, bestAsk);
    if (compare(sub(bestAsk, bestBid), MAX_SPREAD_FOR_MID) <= 0) return m;
    return lastTrade ?? m;
  }
  return lastTrade ?? bestBid ?? bestAsk;
}
