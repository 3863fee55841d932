// Prices of tokens the engine holds no book for, from their backfilled prices (price_ticks, source
// `backfill`: the venues' published price history, md.history): the latest one. What the price and
// order-book reads answer where nothing was streamed or recorded — a price, never an invented book:
// an order-book read shows it as `price` beside empty bids and asks.
import type { Venue } from '../../core/market-data.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { bookTimeRange } from '../../storage/clickhouse/book-history.ts';
import { readLatestBackfilledPrices } from '../../storage/clickhouse/candles.ts';

export interface BackfilledPrice {
  /** Unix ms of the price. */
  at: number;
  price: number;
}

/** The latest backfilled price of each token that has one (range: unix ms, inclusive, where given). */
export async function latestBackfilledPrices(
  ch: Analytics,
  tokens: readonly { venue: Venue; tokenId: string }[],
  range: { start?: number; end?: number } = {},
): Promise<Map<string, BackfilledPrice>> {
  const rows = await readLatestBackfilledPrices(ch, tokens, range);
  return new Map([...rows].map(([token, r]) => [token, { at: r.at, price: Number(r.price) }]));
}

/**
 * A token's latest backfilled price within the range, only when no book of it was ever recorded
 * (streamed or replayed): a token with a book answers its book, even where a range holds none of it.
 */
export async function backfilledInsteadOfBook(
  ch: Analytics,
  token: { venue: Venue; tokenId: string },
  range: { start?: number; end?: number },
): Promise<BackfilledPrice | undefined> {
  if (await bookTimeRange(ch, token)) return undefined;
  return (await latestBackfilledPrices(ch, [token], range)).get(token.tokenId);
}
