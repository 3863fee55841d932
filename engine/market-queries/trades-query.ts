// Trades of one token (GET /markets/trades): a page of them newest first, within a time range
// where given, as ClickHouse holds them (live, recorded and backfilled side by side, a trade seen
// live and again in the venue's history listed once), each labelled with its source.
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { readTrades, type StoredTradeRow } from '../../storage/clickhouse/candles.ts';

/** A stored trade: the venue's trade id, time (Unix ms), price, side, size and source. */
export type StoredTrade = StoredTradeRow;

export interface TokenTradesQuery {
  venue: string;
  tokenId: string;
  /** Unix ms, inclusive; from the first trade when absent. */
  start?: number;
  /** Unix ms, inclusive; to the latest trade when absent. */
  end?: number;
  limit: number;
  offset: number;
}

/** A page of the token's trades, newest first (ties: by trade key). */
export function tokenTrades(ch: Analytics, q: TokenTradesQuery): Promise<StoredTrade[]> {
  return readTrades(ch, q);
}
