-- The 1-minute top-of-book rollup as plain columns (bench/storage.ts; docs/data.md).
-- Migration 005 kept the top of book at a minute's first and last change as argMin/argMax states of
-- (best_bid, best_ask) keyed by the change's place in its minute. A state is stored as one opaque
-- value per row (flags, the tuple and its key interleaved), which compresses poorly where a minute
-- holds a single change, as it does for quote feeds: on the shipped slice the rollup was 11 times the
-- quotes it summarises. Here `open` and `close` are the minimum and maximum of the tuple
-- (pos, best_bid, best_ask), `pos` first: tuples compare element by element, and `pos` (millisecond
-- of the minute × 65,536 + seq, as in 005) is unique among a token's changes in a minute, so the
-- minimum is the first change's top and the maximum the last one's. Their elements are stored as
-- columns of their own: on the shipped slice the rollup takes 127 KiB instead of 681 KiB; on the
-- synthetic full-depth day, where a busy minute's `pos` is noise, 388 KiB instead of 368 KiB. On the
-- full dataset (144.9M quotes) 208 MiB instead of 641 MiB, every minute's values the same. Plain
-- min/max aggregate faster than states: the rebuild below took 254 s there (peak RSS 1.4 GB) where
-- 005's took 604 s (2.2 GB), back to back on one host. Read them with min(open) and max(close) (or
-- FINAL); `.best_bid`, `.best_ask` and `.pos` name the elements.
--
-- The old rollup is dropped and rebuilt from book_states and book_deltas, as 005 did (`npm run
-- migrate` with the engine stopped, docs/operations.md). A re-run after a failure drops and rebuilds
-- again.

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
  changes SimpleAggregateFunction(sum, UInt64) CODEC(T64, ZSTD(1)),
  inserted_at SimpleAggregateFunction(max, DateTime) DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL inserted_at + INTERVAL 5 YEAR;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.book_top_1m_states TO {db}.book_top_1m AS
SELECT token_key, toStartOfMinute(at) AS minute, min(top) AS open, max(top) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, count() AS changes
FROM (SELECT token_key, ts AS at,
        CAST((toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq), best_bid, best_ask)
             AS Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.book_top_1m_deltas TO {db}.book_top_1m AS
SELECT token_key, toStartOfMinute(at) AS minute, min(top) AS open, max(top) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, count() AS changes
FROM (SELECT token_key, ts AS at,
        CAST((toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq), best_bid, best_ask)
             AS Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute;

-- The rebuild, one source table at a time, aggregated in the tables' key order so that memory stays
-- bounded (see 005).
INSERT INTO {db}.book_top_1m (token_key, minute, open, close, mid_high, mid_low, changes)
SELECT token_key, toStartOfMinute(at) AS minute, min(top) AS open, max(top) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, count() AS changes
FROM (SELECT token_key, ts AS at,
        CAST((toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq), best_bid, best_ask)
             AS Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_states FINAL WHERE kind != 'checkpoint')
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;

INSERT INTO {db}.book_top_1m (token_key, minute, open, close, mid_high, mid_low, changes)
SELECT token_key, toStartOfMinute(at) AS minute, min(top) AS open, max(top) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, count() AS changes
FROM (SELECT token_key, ts AS at,
        CAST((toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq), best_bid, best_ask)
             AS Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_deltas FINAL)
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;
