-- The per-minute price rollup keyed by one integer (docs/data.md, issues 43 and 46).
--
-- Migration 013 kept each minute's first and last price as argMin/argMax states keyed by the tuple
-- (ms, seq): with a tuple key ClickHouse keeps the generic kind of state, slow to build. Here the key
-- is the one Int64 ms × 65,536 + seq (`seq` is a UInt16 in every source table, so the order is
-- (ms, seq)'s; ms × 65,536 stays below 2^63 until the year 6,400), a state of two fixed-size values.
-- Measured on the dataset's first day (783,350 quotes, each a minute of its own) inserted into a
-- copy of book_states, three rounds alternating, chDB on 2 shared cores at load ≈ 17 (2026-12-03):
-- no view 0.6–1.8 s, 013's view 11.3–24.0 s, this one 5.9–10.9 s. What is left is the rest of
-- the row's aggregates (each ≈ 1 s on that day: high and low, sources, retention), hashed per
-- minute where a quote feed has one row a minute.
--
-- Every other column, the key, the partitions, the retention and the granules are 013's. Read with
-- `argMinMerge(open)` and `argMaxMerge(close)`, as before. The rollup is dropped and filled again
-- from what is stored (`npm run migrate` with the engine stopped, docs/operations.md); a re-run
-- after a failure does the same.

DROP VIEW IF EXISTS {db}.price_ohlc_1m_ticks;
DROP VIEW IF EXISTS {db}.price_ohlc_1m_states;
DROP VIEW IF EXISTS {db}.price_ohlc_1m_deltas;
DROP TABLE IF EXISTS {db}.price_ohlc_1m;

CREATE TABLE IF NOT EXISTS {db}.price_ohlc_1m (
  token_key UInt64,
  minute DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  first SimpleAggregateFunction(min, DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  last SimpleAggregateFunction(max, DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  open AggregateFunction(argMin, Decimal(9, 6), Int64) CODEC(ZSTD(1)),
  high SimpleAggregateFunction(max, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  low SimpleAggregateFunction(min, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  close AggregateFunction(argMax, Decimal(9, 6), Int64) CODEC(ZSTD(1)),
  sources SimpleAggregateFunction(groupUniqArrayArray, Array(String)) CODEC(ZSTD(1)),
  kept_until SimpleAggregateFunction(max, DateTime('UTC')) CODEC(ZSTD(1))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL kept_until
SETTINGS ttl_only_drop_parts = 1, index_granularity = 256;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_ticks TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinState(price, toUnixTimestamp64Milli(ts) * 65536 + seq) AS open,
       max(toNullable(price)) AS high, min(toNullable(price)) AS low,
       argMaxState(price, toUnixTimestamp64Milli(ts) * 65536 + seq) AS close,
       groupUniqArray(toString(source)) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM {db}.price_ticks
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_states TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinStateIf(mid, at, priced) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       argMaxStateIf(mid, at, priced) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, toUnixTimestamp64Milli(ts) * 65536 + seq AS at, source, inserted_at,
             best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_deltas TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinStateIf(mid, at, priced) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       argMaxStateIf(mid, at, priced) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, toUnixTimestamp64Milli(ts) * 65536 + seq AS at, source, inserted_at,
             best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute;

-- The rebuild, one source table at a time, in the tables' key order so that memory stays bounded.
INSERT INTO {db}.price_ohlc_1m (token_key, minute, first, last, open, high, low, close, sources, kept_until)
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinState(price, toUnixTimestamp64Milli(ts) * 65536 + seq) AS open,
       max(toNullable(price)) AS high, min(toNullable(price)) AS low,
       argMaxState(price, toUnixTimestamp64Milli(ts) * 65536 + seq) AS close,
       groupUniqArray(toString(source)) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM {db}.price_ticks
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;

INSERT INTO {db}.price_ohlc_1m (token_key, minute, first, last, open, high, low, close, sources, kept_until)
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinStateIf(mid, at, priced) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       argMaxStateIf(mid, at, priced) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, toUnixTimestamp64Milli(ts) * 65536 + seq AS at, source, inserted_at,
             best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;

INSERT INTO {db}.price_ohlc_1m (token_key, minute, first, last, open, high, low, close, sources, kept_until)
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinStateIf(mid, at, priced) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       argMaxStateIf(mid, at, priced) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, toUnixTimestamp64Milli(ts) * 65536 + seq AS at, source, inserted_at,
             best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;
