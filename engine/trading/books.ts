// The book an order is walked through: the engine's latest book of the token (hot state). A book
// known only by its top (the recorded dataset replay gives best bid and ask without sizes) counts,
// for quotes and the paper venue, as `topOfBookShares` shares at each best price — a documented
// simulation assumption (PAPER_TOP_OF_BOOK_SHARES); 0 leaves such a book without depth.
import { isZero } from '../../core/decimal.ts';
import type { HotBook } from '../../core/market-data/hot-book.ts';
import { readBookAndPrice } from '../../storage/hot/market-state.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { Level } from '../../core/trading.ts';

export interface TradableBook {
  bids: Level[];
  asks: Level[];
  /** The depth is assumed from the top of book. */
  assumed: boolean;
  /** Unix ms of the venue's book: identifies the snapshot. */
  ts: number;
}

export function tradableBook(book: HotBook, topOfBookShares: string): TradableBook {
  if (book.bids.length > 0 || book.asks.length > 0 || !book.top || isZero(topOfBookShares)) {
    return { bids: book.bids, asks: book.asks, assumed: false, ts: book.ts };
  }
  const [bid, ask] = book.top;
  return {
    bids: bid === null ? [] : [[bid, topOfBookShares]],
    asks: ask === null ? [] : [[ask, topOfBookShares]],
    assumed: true,
    ts: book.ts,
  };
}

export interface MarketView {
  /** undefined: no book of the token is known yet. */
  book: TradableBook | undefined;
  /** The displayed price (what positions mark to and stoplosses watch). */
  price: string | undefined;
}

export async function readMarketView(
  hot: HotState,
  tokenId: string,
  topOfBookShares: string,
): Promise<MarketView> {
  const { book, price } = await readBookAndPrice(hot, tokenId);
  return { book: book && tradableBook(book, topOfBookShares), price };
}
