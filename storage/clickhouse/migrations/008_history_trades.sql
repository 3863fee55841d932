-- Trades keyed by what they are, and rollups a redelivery cannot inflate (docs/data.md, issue 35).
--
-- `trades` was keyed (token_key, ts, seq) with seq counting the token's trades of one millisecond,
-- so a trade delivered again at a millisecond already seen became a new row (seq + 1). Here a trade
-- carries the venue's id (`trade_id`: the transaction hash of Polymarket's last_trade_price, Kalshi's
-- trade_id; '' where the venue gives none) and is keyed by `trade_key`, a hash of that id with the
-- price, side and size: a redelivered trade has the same key and replaces itself, two trades of one
-- millisecond stay apart by their ids (without ids, only when they differ in price, side or size).
--
-- The rollups summed rows per insert, so a batch inserted twice (a retry after a lost answer, a
-- Kafka redelivery) counted twice. Every aggregate here is idempotent, a duplicate row merges into
-- what it duplicates: first/last by a unique key (argMin/argMax, min/max of a keyed tuple), high and
-- low, and the counted rows as sets keyed by their identity: `trade_ohlc_1m.sizes` maps each
-- trade_key to its size (maxMap: the trades are its keys, the volume the sum of its values), and
-- `book_top_1m.changes` is the bitmap of the minute's change positions (`pos`, unique per change).
--
-- Retention counts from `ts` / `minute`, the partition key, with ttl_only_drop_parts: a month's
-- partition is dropped whole once its last row is past it (migration history_retention does the same
-- for the older tables).
--
-- The old trades are copied (trade_id '', as they were recorded without it; rows that only a
-- redelivery's seq kept apart collapse into one) and both rollups are rebuilt from their sources, as
-- 007 did (`npm run migrate` with the engine stopped, docs/operations.md). A re-run after a failure
-- copies what is left and rebuilds again.

DROP VIEW IF EXISTS {db}.trade_ohlc_1m_trades;
DROP TABLE IF EXISTS {db}.trade_ohlc_1m;

CREATE TABLE IF NOT EXISTS {db}.trades_keyed (
  venue String EPHEMERAL,
  token_id String EPHEMERAL,
  token_key UInt64 DEFAULT cityHash64(venue, token_id),
  ts DateTime64(3, 'UTC') CODEC(Delta, ZSTD(1)),
  -- The venue's trade id ('' when it gives none).
  trade_id String CODEC(ZSTD(3)),
  price Decimal(9, 6) CODEC(ZSTD(1)),
  side Enum8('unknown' = 0, 'buy' = 1, 'sell' = 2) CODEC(ZSTD(1)),
  size Nullable(Decimal(18, 6)) CODEC(ZSTD(1)),
  trade_key UInt64 DEFAULT cityHash64(trade_id, toString(price), toString(side), ifNull(toString(size), '')) CODEC(ZSTD(1)),
  inserted_at DateTime DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(ts)
ORDER BY (token_key, ts, trade_key)
TTL toDateTime(ts) + INTERVAL 5 YEAR
SETTINGS ttl_only_drop_parts = 1;

-- Made (empty, in 003's shape) where a re-run finds it gone.
CREATE TABLE IF NOT EXISTS {db}.trades (
  token_key UInt64, ts DateTime64(3, 'UTC'), seq UInt16, price Decimal(9, 6),
  side Enum8('unknown' = 0, 'buy' = 1, 'sell' = 2), size Nullable(Decimal(18, 6)), inserted_at DateTime DEFAULT now()
) ENGINE = ReplacingMergeTree PARTITION BY toYYYYMM(ts) ORDER BY (token_key, ts, seq);

INSERT INTO {db}.trades_keyed (token_key, ts, trade_id, price, side, size, inserted_at)
SELECT token_key, ts, '', price, side, size, inserted_at FROM {db}.trades;

DROP TABLE IF EXISTS {db}.trades;
RENAME TABLE {db}.trades_keyed TO {db}.trades;

CREATE TABLE IF NOT EXISTS {db}.trade_ohlc_1m (
  token_key UInt64,
  minute DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  open AggregateFunction(argMin, Decimal(9, 6), Tuple(DateTime64(3, 'UTC'), UInt64)) CODEC(ZSTD(1)),
  high SimpleAggregateFunction(max, Decimal(9, 6)) CODEC(ZSTD(1)),
  low SimpleAggregateFunction(min, Decimal(9, 6)) CODEC(ZSTD(1)),
  close AggregateFunction(argMax, Decimal(9, 6), Tuple(DateTime64(3, 'UTC'), UInt64)) CODEC(ZSTD(1)),
  -- trade_key → size (0 when unknown): the minute's trades and its volume.
  sizes AggregateFunction(maxMap, Array(UInt64), Array(Decimal(38, 6))) CODEC(ZSTD(3))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL minute + INTERVAL 5 YEAR
SETTINGS ttl_only_drop_parts = 1;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.trade_ohlc_1m_trades TO {db}.trade_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute,
       argMinState(price, (ts, trade_key)) AS open, max(price) AS high, min(price) AS low,
       argMaxState(price, (ts, trade_key)) AS close,
       maxMapState([trade_key], [toDecimal128(ifNull(size, 0), 6)]) AS sizes
FROM {db}.trades
GROUP BY token_key, minute;

INSERT INTO {db}.trade_ohlc_1m (token_key, minute, open, high, low, close, sizes)
SELECT token_key, toStartOfMinute(ts) AS minute,
       argMinState(price, (ts, trade_key)) AS open, max(price) AS high, min(price) AS low,
       argMaxState(price, (ts, trade_key)) AS close,
       maxMapState([trade_key], [toDecimal128(ifNull(size, 0), 6)]) AS sizes
FROM {db}.trades FINAL
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;

-- Candles of the trade rollup, one row per token and minute: what data teams read.
CREATE VIEW IF NOT EXISTS {db}.trade_candles_1m AS
SELECT token_key, minute, argMinMerge(open) AS open, max(high) AS high, min(low) AS low, argMaxMerge(close) AS close,
       maxMapMerge(sizes) AS traded, length(traded.1) AS trades, arraySum(traded.2) AS volume
FROM {db}.trade_ohlc_1m
GROUP BY token_key, minute;

-- The 1-minute top-of-book rollup with `changes` as a set (the bitmap of pos), rebuilt as 007 did.
DROP VIEW IF EXISTS {db}.book_top_1m_states;
DROP VIEW IF EXISTS {db}.book_top_1m_deltas;
DROP TABLE IF EXISTS {db}.book_top_1m;

CREATE TABLE IF NOT EXISTS {db}.book_top_1m (
  token_key UInt64,
  minute DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  open SimpleAggregateFunction(min, Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) CODEC(ZSTD(6)),
  close SimpleAggregateFunction(max, Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) CODEC(ZSTD(6)),
  mid_high SimpleAggregateFunction(max, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  mid_low SimpleAggregateFunction(min, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  -- The positions of the minute's changes: groupBitmapMerge(changes) counts them.
  changes AggregateFunction(groupBitmap, UInt32) CODEC(ZSTD(3))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL minute + INTERVAL 5 YEAR
SETTINGS ttl_only_drop_parts = 1;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.book_top_1m_states TO {db}.book_top_1m AS
SELECT token_key, toStartOfMinute(at) AS minute, min(top) AS open, max(top) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, groupBitmapState(top.pos) AS changes
FROM (SELECT token_key, ts AS at,
        CAST((toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq), best_bid, best_ask)
             AS Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.book_top_1m_deltas TO {db}.book_top_1m AS
SELECT token_key, toStartOfMinute(at) AS minute, min(top) AS open, max(top) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, groupBitmapState(top.pos) AS changes
FROM (SELECT token_key, ts AS at,
        CAST((toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq), best_bid, best_ask)
             AS Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute;

INSERT INTO {db}.book_top_1m (token_key, minute, open, close, mid_high, mid_low, changes)
SELECT token_key, toStartOfMinute(at) AS minute, min(top) AS open, max(top) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, groupBitmapState(top.pos) AS changes
FROM (SELECT token_key, ts AS at,
        CAST((toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq), best_bid, best_ask)
             AS Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_states FINAL WHERE kind != 'checkpoint')
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;

INSERT INTO {db}.book_top_1m (token_key, minute, open, close, mid_high, mid_low, changes)
SELECT token_key, toStartOfMinute(at) AS minute, min(top) AS open, max(top) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, groupBitmapState(top.pos) AS changes
FROM (SELECT token_key, ts AS at,
        CAST((toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq), best_bid, best_ask)
             AS Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_deltas FINAL)
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;
