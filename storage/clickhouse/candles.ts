// Candles and trades of one token, read from the market-data tables (docs/data.md has the same SQL as
// a recipe, and a test holds the route to it): buckets of `bucketMs` aligned to the unix epoch (UTC
// midnight for a day), each bucket's first, highest, lowest and last price, from `trades FINAL` (one
// row per trade, migration 011) with volume (shares) and count, or from prices: the mids of the book
// history (best bid and ask both present) and the price ticks (the stream's mids, backfilled
// prices), read without FINAL: a row not merged away yet is a redelivery of the same change (same
// time, seq and price), which changes no first, last, highest or lowest price. Buckets without a row
// are left out.
import type { Analytics } from './analytics.ts';

export interface CandleRow {
  /** Bucket start, unix ms. */
  t: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Trades only: shares traded and trade count. */
  volume?: string;
  trades?: number;
  /** The sources of the bucket's rows. */
  sources: string[];
}

export interface CandleRange {
  venue: string;
  tokenId: string;
  /** Unix ms, inclusive. */
  start: number;
  end: number;
  bucketMs: number;
}

const KEY = 'token_key = cityHash64({venue: String}, {token: String})';
const RANGE =
  'ts >= fromUnixTimestamp64Milli({start: Int64}) AND ts <= fromUnixTimestamp64Milli({end: Int64})';

interface RawCandle {
  t: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume?: string;
  trades?: string;
  sources: string[];
}

const params = (r: CandleRange) => ({
  venue: r.venue,
  token: r.tokenId,
  start: r.start,
  end: r.end,
  bucket: r.bucketMs,
});

/** Candles of the token's trades (its stored trades, once each), oldest first. */
export async function readTradeCandles(ch: Analytics, r: CandleRange): Promise<CandleRow[]> {
  const rows = await ch.query<RawCandle>(
    'candles.trades',
    `SELECT toString(intDiv(toUnixTimestamp64Milli(ts), {bucket: Int64}) * {bucket: Int64}) AS t,
            toString(argMin(price, (ts, trade_key))) AS open, toString(max(price)) AS high, toString(min(price)) AS low,
            toString(argMax(price, (ts, trade_key))) AS close, toString(sum(ifNull(size, 0))) AS volume,
            toString(count()) AS trades, arraySort(groupUniqArray(source)) AS sources
     FROM ${ch.table('trades')} FINAL
     WHERE ${KEY} AND ${RANGE}
     GROUP BY t ORDER BY toInt64(t)`,
    params(r),
  );
  return rows.map((c) => ({ ...c, t: Number(c.t), trades: Number(c.trades) }));
}

/** Candles of the token's prices (book mids and price ticks), oldest first. */
export async function readPriceCandles(ch: Analytics, r: CandleRange): Promise<CandleRow[]> {
  const mid = 'CAST((assumeNotNull(best_bid) + assumeNotNull(best_ask)) / 2 AS Decimal(9, 6))';
  const both = 'best_bid IS NOT NULL AND best_ask IS NOT NULL';
  const rows = await ch.query<RawCandle>(
    'candles.prices',
    `SELECT toString(intDiv(ms, {bucket: Int64}) * {bucket: Int64}) AS t,
            toString(argMin(price, (ms, n))) AS open, toString(max(price)) AS high, toString(min(price)) AS low,
            toString(argMax(price, (ms, n))) AS close, arraySort(groupUniqArray(source)) AS sources
     FROM (
       SELECT toUnixTimestamp64Milli(ts) AS ms, toUInt32(seq) AS n, price, toString(source) AS source
       FROM ${ch.table('price_ticks')} WHERE ${KEY} AND ${RANGE}
       UNION ALL
       SELECT toUnixTimestamp64Milli(ts), toUInt32(seq), ${mid}, toString(source)
       FROM ${ch.table('book_states')} WHERE ${KEY} AND ${RANGE} AND kind != 'checkpoint' AND ${both}
       UNION ALL
       SELECT toUnixTimestamp64Milli(ts), toUInt32(seq), ${mid}, toString(source)
       FROM ${ch.table('book_deltas')} WHERE ${KEY} AND ${RANGE} AND ${both}
     )
     GROUP BY t ORDER BY toInt64(t)`,
    params(r),
  );
  return rows.map((c) => ({
    t: Number(c.t),
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    sources: c.sources,
  }));
}

/** A stored trade as the trades route shows it. */
export interface StoredTradeRow {
  trade_id: string;
  /** Unix ms. */
  ts: number;
  price: string;
  side: 'buy' | 'sell' | 'unknown';
  size: string | null;
  source: string;
}

/** A page of the token's trades, newest first (ties: by trade key), within [start, end] where given. */
export async function readTrades(
  ch: Analytics,
  q: { venue: string; tokenId: string; start?: number; end?: number; limit: number; offset: number },
): Promise<StoredTradeRow[]> {
  const rows = await ch.query<{
    trade_id: string;
    ms: string;
    price_text: string;
    side_text: StoredTradeRow['side'];
    size_text: string | null;
    source_text: string;
  }>(
    'trades.page',
    `SELECT trade_id, toString(toUnixTimestamp64Milli(ts)) AS ms, toString(price) AS price_text, toString(side) AS side_text,
            if(isNull(size), NULL, toString(size)) AS size_text, toString(source) AS source_text
     FROM ${ch.table('trades')} FINAL
     WHERE ${KEY} AND ts >= fromUnixTimestamp64Milli({start: Int64}) AND ts <= fromUnixTimestamp64Milli({end: Int64})
     ORDER BY ts DESC, trade_key DESC LIMIT {limit: UInt32} OFFSET {offset: UInt32}`,
    {
      venue: q.venue,
      token: q.tokenId,
      start: q.start ?? 0,
      end: q.end ?? 253402300799999,
      limit: q.limit,
      offset: q.offset,
    },
  );
  return rows.map((r) => ({
    trade_id: r.trade_id,
    ts: Number(r.ms),
    price: r.price_text,
    side: r.side_text,
    size: r.size_text,
    source: r.source_text,
  }));
}

/** First and last stored price time of a token (trades, ticks, book changes), unix ms; null when none. */
export async function priceTimeRange(
  ch: Analytics,
  venue: string,
  tokenId: string,
): Promise<{ first: number; last: number } | null> {
  const [row] = await ch.query<{ first: string; last: string; n: string }>(
    'candles.range',
    `SELECT toString(min(at)) AS first, toString(max(at)) AS last, toString(count()) AS n FROM (
       SELECT min(toUnixTimestamp64Milli(ts)) AS at FROM ${ch.table('trades')} WHERE ${KEY}
       UNION ALL SELECT max(toUnixTimestamp64Milli(ts)) FROM ${ch.table('trades')} WHERE ${KEY}
       UNION ALL SELECT min(toUnixTimestamp64Milli(ts)) FROM ${ch.table('price_ticks')} WHERE ${KEY}
       UNION ALL SELECT max(toUnixTimestamp64Milli(ts)) FROM ${ch.table('price_ticks')} WHERE ${KEY}
       UNION ALL SELECT min(toUnixTimestamp64Milli(ts)) FROM ${ch.table('book_states')} WHERE ${KEY} AND kind != 'checkpoint'
       UNION ALL SELECT max(toUnixTimestamp64Milli(ts)) FROM ${ch.table('book_states')} WHERE ${KEY} AND kind != 'checkpoint'
       UNION ALL SELECT min(toUnixTimestamp64Milli(ts)) FROM ${ch.table('book_deltas')} WHERE ${KEY}
       UNION ALL SELECT max(toUnixTimestamp64Milli(ts)) FROM ${ch.table('book_deltas')} WHERE ${KEY}
     ) WHERE at > 0`,
    { venue, token: tokenId },
  );
  return row && Number(row.n) > 0 ? { first: Number(row.first), last: Number(row.last) } : null;
}

/**
 * The backfilled prices of these tokens (source `backfill` in price_ticks), the last one of each
 * hour, over the 25 hours up to each token's latest: what a sparkline of them needs (the hour before
 * the 24 it shows gives the value carried into them). token id → [hour start unix ms, price], oldest first.
 */
export async function readBackfilledHours(
  ch: Analytics,
  tokens: readonly { venue: string; tokenId: string }[],
): Promise<Map<string, [number, string][]>> {
  const out = new Map<string, [number, string][]>();
  if (tokens.length === 0) return out;
  const rows = await ch.query<{ i: number; h: string; p: string }>(
    'sparklines.backfill',
    `WITH arrayMap((v, t) -> cityHash64(v, t), {venues: Array(String)}, {tokens: Array(String)}) AS keys
     SELECT indexOf(keys, token_key) - 1 AS i, toString(hour) AS h, toString(argMax(price, (ts, seq))) AS p
     FROM (
       SELECT token_key, ts, seq, price, intDiv(toUnixTimestamp64Milli(ts), 3600000) * 3600000 AS hour,
              max(hour) OVER (PARTITION BY token_key) AS latest
       FROM ${ch.table('price_ticks')} WHERE token_key IN keys AND source = 'backfill'
     )
     WHERE hour >= latest - 24 * 3600000
     GROUP BY token_key, hour ORDER BY token_key, toInt64(hour)`,
    { venues: tokens.map((t) => t.venue), tokens: tokens.map((t) => t.tokenId) },
  );
  for (const r of rows) {
    const id = tokens[Number(r.i)]!.tokenId;
    let list = out.get(id);
    if (!list) out.set(id, (list = []));
    list.push([Number(r.h), r.p]);
  }
  return out;
}

/**
 * The latest backfilled price (source `backfill` in price_ticks) of each of these tokens, within
 * [start, end] where given (unix ms, inclusive): what an order-book read answers for a token of
 * which no book was recorded. token id → {at: unix ms, price}; a token without one is left out.
 */
export async function readLatestBackfilledPrices(
  ch: Analytics,
  tokens: readonly { venue: string; tokenId: string }[],
  range: { start?: number; end?: number } = {},
): Promise<Map<string, { at: number; price: string }>> {
  const out = new Map<string, { at: number; price: string }>();
  if (tokens.length === 0) return out;
  const rows = await ch.query<{ i: number; at: string; p: string }>(
    'prices.latest_backfill',
    `WITH arrayMap((v, t) -> cityHash64(v, t), {venues: Array(String)}, {tokens: Array(String)}) AS keys
     SELECT indexOf(keys, token_key) - 1 AS i, toString(toUnixTimestamp64Milli(max(ts))) AS at,
            toString(argMax(price, (ts, seq))) AS p
     FROM ${ch.table('price_ticks')}
     WHERE token_key IN keys AND source = 'backfill'
       ${range.start === undefined ? '' : 'AND ts >= fromUnixTimestamp64Milli({start: Int64})'}
       ${range.end === undefined ? '' : 'AND ts <= fromUnixTimestamp64Milli({end: Int64})'}
     GROUP BY token_key`,
    {
      venues: tokens.map((t) => t.venue),
      tokens: tokens.map((t) => t.tokenId),
      ...(range.start === undefined ? {} : { start: range.start }),
      ...(range.end === undefined ? {} : { end: range.end }),
    },
  );
  for (const r of rows) out.set(tokens[Number(r.i)]!.tokenId, { at: Number(r.at), price: r.p });
  return out;
}
