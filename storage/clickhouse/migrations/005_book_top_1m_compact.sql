-- The 1-minute top-of-book rollup in 60 % less space (bench/storage.ts; docs/data.md).
-- Migration 003's rollup kept four argMax/argMin states (close bid, close ask, open and close mid),
-- each with its own ten-byte (ts, seq) key. Here the
-- top of book at the minute's first and at its last change are one (best_bid, best_ask) state each,
-- keyed by the change's place in its minute: `pos` = millisecond of the minute × 65,536 + seq
-- (UInt32: a minute has 60,000 ms, seq is a UInt16), which orders the changes of one minute exactly
-- as (ts, seq) does. The mid's open and close are those tops' mids; its high and low stay.
--
-- The old rollup is dropped and the new one rebuilt from book_states and book_deltas, the history it
-- is derived from: on a large history this takes minutes (the full dataset's 144.9M quotes: 1,058 s
-- on chDB, the process at most 2.1 GB; `npm run migrate` before the engine starts,
-- docs/operations.md). A re-run after a failure drops and rebuilds again.

DROP VIEW IF EXISTS {db}.book_top_1m_states;
DROP VIEW IF EXISTS {db}.book_top_1m_deltas;
DROP TABLE IF EXISTS {db}.book_top_1m;

CREATE TABLE IF NOT EXISTS {db}.book_top_1m (
  token_key UInt64,
  minute DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  open AggregateFunction(argMin, Tuple(best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6))), UInt32) CODEC(ZSTD(1)),
  close AggregateFunction(argMax, Tuple(best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6))), UInt32) CODEC(ZSTD(1)),
  mid_high SimpleAggregateFunction(max, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  mid_low SimpleAggregateFunction(min, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  changes SimpleAggregateFunction(sum, UInt64) CODEC(T64, ZSTD(1)),
  inserted_at SimpleAggregateFunction(max, DateTime) DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL inserted_at + INTERVAL 5 YEAR;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.book_top_1m_states TO {db}.book_top_1m AS
SELECT token_key, toStartOfMinute(at) AS minute,
       argMinState(top, pos) AS open, argMaxState(top, pos) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, count() AS changes
FROM (SELECT token_key, ts AS at, toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq) AS pos,
        CAST((best_bid, best_ask) AS Tuple(best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.book_top_1m_deltas TO {db}.book_top_1m AS
SELECT token_key, toStartOfMinute(at) AS minute,
       argMinState(top, pos) AS open, argMaxState(top, pos) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, count() AS changes
FROM (SELECT token_key, ts AS at, toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq) AS pos,
        CAST((best_bid, best_ask) AS Tuple(best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute;

-- The rebuild, one source table at a time, aggregated in the tables' key order: each token's minutes
-- are finished as they are read, so memory stays bounded on any history (one INSERT over both
-- tables would hash every token-minute at once: 145M groups on the full dataset).
INSERT INTO {db}.book_top_1m (token_key, minute, open, close, mid_high, mid_low, changes)
SELECT token_key, toStartOfMinute(at) AS minute,
       argMinState(top, pos) AS open, argMaxState(top, pos) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, count() AS changes
FROM (SELECT token_key, ts AS at, toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq) AS pos,
        CAST((best_bid, best_ask) AS Tuple(best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_states FINAL WHERE kind != 'checkpoint')
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;

INSERT INTO {db}.book_top_1m (token_key, minute, open, close, mid_high, mid_low, changes)
SELECT token_key, toStartOfMinute(at) AS minute,
       argMinState(top, pos) AS open, argMaxState(top, pos) AS close,
       max(mid) AS mid_high, min(mid) AS mid_low, count() AS changes
FROM (SELECT token_key, ts AS at, toUInt32(toUInt32(toUnixTimestamp64Milli(ts) % 60000) * 65536 + seq) AS pos,
        CAST((best_bid, best_ask) AS Tuple(best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))) AS top,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_deltas FINAL)
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;
