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
  /** Null for a bucket of unpriced book changes only (a whole life's range reads it). */
  high: string | null;
  low: string;
  close: string;
  volume: string | null;
  trades: string | null;
  sources: string[];
}

const params = (r: CandleRange) => ({
  venue: r.venue,
  token: r.tokenId,
  start: r.start,
  end: r.end,
  bucket: r.bucketMs,
});

/** The grains of the rollups (unix ms): price_ohlc_1m's minutes, price_ohlc_1h's hours. */
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The token's whole life: from the bucket of its first stored time to its latest. */
export interface WholeLife {
  venue: string;
  tokenId: string;
  bucketMs: number;
}

/** How many buckets [start, end] touches. */
export const bucketsOf = (start: number, end: number, bucketMs: number): number =>
  Math.floor(end / bucketMs) - Math.floor(start / bucketMs) + 1;

/** A life from its first to its last stored time: from the first's bucket. */
const lifeRange = (first: number, last: number, bucketMs: number) => {
  const start = Math.floor(first / bucketMs) * bucketMs;
  return { start, end: last, buckets: bucketsOf(start, last, bucketMs) };
};

export interface CandlesRead {
  basis: 'trades' | 'prices';
  rows: CandleRow[];
  /** The range read (for a whole life: as found); null when the token has nothing stored. */
  span: { start: number; end: number; buckets: number } | null;
  /** The token was found to have trades (in the range): readCandles' `known.traded` for its next read. */
  traded: boolean;
}

/**
 * The token's candles over [start, end] or its whole life, oldest first: from its trades where the
 * range holds any (`trades FINAL`, one row per trade), else from its prices. One query: the prices
 * with a count of the range's trades, unless `known.traded` says the token has trades, or the count
 * finds some, when trades and prices are read together (a second query the first time), or
 * `known.untraded` says it has none at all, when its prices are read without the count. Price
 * candles merge the rollups' states (migrations 013–015): for a bucket of whole hours (1 h, 4 h,
 * 1 d) the hours wholly inside the range from `price_ohlc_1h`, the minutes of an hour that start or
 * end cuts from `price_ohlc_1m` (the same for every minute of a shorter bucket), and the raw rows of
 * a minute that start or end cuts (at most two minutes): the same first, last, highest and lowest
 * prices and sources as the raw rows give (docs/data.md's recipes). A whole life starts on a bucket
 * and ends at the latest row, so it cuts no hour or minute: one rollup answers it.
 */
export async function readCandles(
  ch: Analytics,
  r: CandleRange | WholeLife,
  known: { traded?: boolean; untraded?: boolean } = {},
): Promise<CandlesRead> {
  let traded = known.traded === true;
  const untraded = !traded && known.untraded === true;
  const mid = 'CAST((assumeNotNull(best_bid) + assumeNotNull(best_ask)) / 2 AS Decimal(9, 6))';
  const both = 'best_bid IS NOT NULL AND best_ask IS NOT NULL';
  const life = !('start' in r);
  const hourly = r.bucketMs % HOUR_MS === 0;
  // Minutes [whole, cut) lie wholly inside [start, end], hours [hours, hoursCut) wholly inside those
  // (none unless hourly); the rows outside the minutes (when start or end cuts one) are read raw.
  const whole = life ? 0 : Math.ceil(r.start / MINUTE_MS) * MINUTE_MS;
  const cut = life ? 0 : Math.max(whole, Math.floor((r.end + 1) / MINUTE_MS) * MINUTE_MS);
  const firstHour = Math.ceil(whole / HOUR_MS) * HOUR_MS;
  const lastHour = Math.floor(cut / HOUR_MS) * HOUR_MS;
  const [hours, hoursCut] = hourly && firstHour < lastHour ? [firstHour, lastHour] : [cut, cut];
  const raw = !life && (r.start < whole || cut <= r.end);
  const readsHours = hourly && (life || hours < hoursCut);
  const readsMinutes = !(life ? hourly : whole === hours && hoursCut === cut);
  // A rollup's rows in the range: the table, its time column, the condition on it.
  type Rollup = { table: string; column: string; where: string };
  const bucketOf = (column: string) =>
    `intDiv(toUnixTimestamp(${column}) * 1000, {bucket: Int64}) * {bucket: Int64}`;
  const rollupRows = (x: Rollup) =>
    `SELECT ${bucketOf(x.column)} AS t, open, high, low, close, sources,
            toUnixTimestamp64Milli(first) AS f, toUnixTimestamp64Milli(last) AS l
     FROM ${ch.table(x.table)}
     WHERE ${KEY} AND ${x.where}`;
  const within = (column: string, from: string, to: string) =>
    `${column} >= fromUnixTimestamp(intDiv({${from}: Int64}, 1000)) AND ${column} < fromUnixTimestamp(intDiv({${to}: Int64}, 1000))`;
  // A whole life is all the token's rows.
  const range = life ? 'true' : RANGE;
  const edges =
    '((ts >= fromUnixTimestamp64Milli({start: Int64}) AND ts < fromUnixTimestamp64Milli({whole: Int64})) OR ' +
    '(ts >= fromUnixTimestamp64Milli({cut: Int64}) AND ts <= fromUnixTimestamp64Milli({end: Int64})))';
  const rollups: Rollup[] = [];
  if (readsHours)
    rollups.push({
      table: 'price_ohlc_1h',
      column: 'hour',
      where: life ? 'true' : within('hour', 'hours', 'hoursCut'),
    });
  if (readsMinutes)
    rollups.push({
      table: 'price_ohlc_1m',
      column: 'minute',
      where: life
        ? 'true'
        : `((${within('minute', 'whole', 'hours')}) OR (${within('minute', 'hoursCut', 'cut')}))`,
    });
  const priced = [
    ...rollups.map(rollupRows),
    raw
      ? `SELECT intDiv(ms, {bucket: Int64}) * {bucket: Int64} AS t, argMinState(price, ms * 65536 + n) AS open,
            max(toNullable(price)) AS high, min(toNullable(price)) AS low, argMaxState(price, ms * 65536 + n) AS close,
            groupUniqArray(source) AS sources, min(ms) AS f, max(ms) AS l
     FROM (
       SELECT toUnixTimestamp64Milli(ts) AS ms, toUInt32(seq) AS n, price, toString(source) AS source
       FROM ${ch.table('price_ticks')} WHERE ${KEY} AND ${edges}
       UNION ALL
       SELECT toUnixTimestamp64Milli(ts), toUInt32(seq), ${mid}, toString(source)
       FROM ${ch.table('book_states')} WHERE ${KEY} AND ${edges} AND kind != 'checkpoint' AND ${both}
       UNION ALL
       SELECT toUnixTimestamp64Milli(ts), toUInt32(seq), ${mid}, toString(source)
       FROM ${ch.table('book_deltas')} WHERE ${KEY} AND ${edges} AND ${both}
     )
     GROUP BY t`
      : '',
  ].filter((branch) => branch !== '');
  // Each bucket also gives its rows' first and last time (a whole life's range: its trades' and
  // prices', priced or not); a bucket of unpriced book changes only has no high and is left out.
  // One rollup alone (a whole life, a range of whole hours or minutes) is aggregated as it is read:
  // a subquery over it cost ≈ 1.5 ms more to plan (bench:candles).
  const only = !raw && rollups.length === 1 ? rollups[0] : undefined;
  // Buckets of the rollup's own grain (hours of price_ohlc_1h, minutes of price_ohlc_1m) are its
  // rows' times: grouped by the column itself, not by an expression over it (≈ 0.4 ms less).
  const grain = only !== undefined && r.bucketMs === (only.column === 'hour' ? HOUR_MS : MINUTE_MS);
  const prices = (extra: string) => {
    const [t, group, first, last, from] = only
      ? [
          grain ? `toUnixTimestamp(${only.column}) * 1000` : bucketOf(only.column),
          grain ? only.column : 't',
          'toUnixTimestamp64Milli(min(first))',
          'toUnixTimestamp64Milli(max(last))',
          `${ch.table(only.table)} WHERE ${KEY} AND ${only.where}`,
        ]
      : ['t', 't', 'min(f)', 'max(l)', `(\n       ${priced.join('\n       UNION ALL\n       ')}\n     )`];
    return `SELECT 'prices' AS basis, toString(${t}) AS t, toString(argMinMerge(open)) AS open, toString(max(high)) AS high,
            toString(min(low)) AS low, toString(argMaxMerge(close)) AS close, NULL AS volume, NULL AS trades,
            arraySort(groupUniqArrayArray(sources)) AS sources, toString(${first}) AS first, toString(${last}) AS last${extra}
     FROM ${from}
     GROUP BY ${group}`;
  };
  const trades = `SELECT 'trades' AS basis, toString(intDiv(toUnixTimestamp64Milli(ts), {bucket: Int64}) * {bucket: Int64}) AS t,
            toString(argMin(price, (ts, trade_key))) AS open, toString(max(price)) AS high, toString(min(price)) AS low,
            toString(argMax(price, (ts, trade_key))) AS close, toNullable(toString(sum(ifNull(size, 0)))) AS volume,
            toNullable(toString(count())) AS trades, arraySort(groupUniqArray(toString(source))) AS sources,
            toString(min(toUnixTimestamp64Milli(ts))) AS first, toString(max(toUnixTimestamp64Milli(ts))) AS last
     FROM ${ch.table('trades')} FINAL
     WHERE ${KEY} AND ${range}
     GROUP BY t`;
  type Row = RawCandle & { basis: 'trades' | 'prices'; first: string; last: string };
  const values = life
    ? { venue: r.venue, token: r.tokenId, bucket: r.bucketMs }
    : { ...params(r), whole, cut, hours, hoursCut };
  // A token not known to have trades is read from its prices alone, with a count of its trades in
  // the range beside them (planning the trades' aggregation cost most of the read where there are
  // none); where there are some, or no prices to carry the count, trades and prices are read together.
  let rows: Row[] = [];
  if (untraded) rows = await ch.query<Row>('candles.prices', prices(''), values);
  else if (!traded) {
    rows = await ch.query<Row & { traded: string }>(
      'candles.prices',
      prices(`, (SELECT toString(count()) FROM ${ch.table('trades')} WHERE ${KEY} AND ${range}) AS traded`),
      values,
    );
    traded = rows.length === 0 || rows.some((c) => (c as Row & { traded: string }).traded !== '0');
  }
  if (traded)
    rows = await ch.query<Row>('candles.read', `${trades}\n     UNION ALL\n     ${prices('')}`, values);
  const span = !life
    ? { start: r.start, end: r.end, buckets: bucketsOf(r.start, r.end, r.bucketMs) }
    : rows.length === 0
      ? null
      : lifeRange(
          rows.reduce((m, c) => Math.min(m, Number(c.first)), Infinity),
          rows.reduce((m, c) => Math.max(m, Number(c.last)), -Infinity),
          r.bucketMs,
        );
  const basis = rows.some((c) => c.basis === 'trades') ? 'trades' : 'prices';
  const chosen = rows.filter((c) => c.basis === basis && c.high !== null);
  chosen.sort((a, b) => Number(a.t) - Number(b.t));
  return {
    basis,
    span,
    traded: traded && rows.some((c) => c.basis === 'trades'),
    rows: chosen.map((c) => ({
      t: Number(c.t),
      open: c.open,
      high: c.high!,
      low: c.low,
      close: c.close,
      ...(basis === 'trades' ? { volume: c.volume!, trades: Number(c.trades) } : {}),
      sources: c.sources,
    })),
  };
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

/**
 * First and last stored price time of a token (its trades, and from the rollup its price ticks and
 * book changes, priced or not), unix ms; null when none.
 */
export async function priceTimeRange(
  ch: Analytics,
  venue: string,
  tokenId: string,
): Promise<{ first: number; last: number } | null> {
  const [row] = await ch.query<{ first: string; last: string; n: string }>(
    'candles.range',
    `SELECT toString(min(at)) AS first, toString(max(at)) AS last, toString(count()) AS n FROM (
       SELECT arrayJoin([min(toUnixTimestamp64Milli(ts)), max(toUnixTimestamp64Milli(ts))]) AS at
       FROM ${ch.table('trades')} WHERE ${KEY}
       UNION ALL
       SELECT arrayJoin([toUnixTimestamp64Milli(min(first)), toUnixTimestamp64Milli(max(last))])
       FROM ${ch.table('price_ohlc_1h')} WHERE ${KEY}
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
