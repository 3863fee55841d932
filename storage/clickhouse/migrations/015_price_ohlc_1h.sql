-- The per-hour price rollup (docs/data.md, issue 43): candles of 1 h, 4 h and 1 d from a row per
-- token and hour instead of a row per token and minute.
--
-- A whole life in hours read price_ohlc_1m, one row per minute with a price or a book change: a
-- quote feed polled every two minutes gives a token 30 rows an hour, read and merged on every chart.
-- `price_ohlc_1h` holds the same aggregates as price_ohlc_1m (migration 014: open and close as
-- argMin/argMax states keyed by ms × 65,536 + seq, high, low, sources, first and last time,
-- retention) merged per hour; every interval of an hour or more is whole hours aligned to the epoch,
-- so hours merge into its buckets as minutes do. The route reads the hours wholly inside the range
-- from here, the minutes of an hour the range cuts from price_ohlc_1m, and the rows of a minute it
-- cuts from the raw tables (storage/clickhouse/candles.ts).
--
-- It is filled from price_ohlc_1m, not from the raw tables: the view below runs on each block that
-- price_ohlc_1m's own views (or a direct insert) write into it, and `-MergeState` merges their states
-- into the hour's, so both rollups are made of the same rows by the same aggregates. Merging states
-- is idempotent as the minutes' are (a redelivered row repeats the same change), so the hour equals
-- its minutes whatever either table's merges did.
--
-- Retention: `kept_until` is the latest of its minutes', so an hour outlives none of them by more
-- than the hour itself. Granules of 256 rows, as the minutes' (a token's hours are few rows).
--
-- The backfill below fills it from the minutes already stored (`npm run migrate` with the engine
-- stopped, docs/operations.md); a re-run after a failure empties it and fills it again.

DROP VIEW IF EXISTS {db}.price_ohlc_1h_minutes;
DROP TABLE IF EXISTS {db}.price_ohlc_1h;

CREATE TABLE IF NOT EXISTS {db}.price_ohlc_1h (
  token_key UInt64,
  hour DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  first SimpleAggregateFunction(min, DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  last SimpleAggregateFunction(max, DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  open AggregateFunction(argMin, Decimal(9, 6), Int64) CODEC(ZSTD(1)),
  high SimpleAggregateFunction(max, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  low SimpleAggregateFunction(min, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  close AggregateFunction(argMax, Decimal(9, 6), Int64) CODEC(ZSTD(1)),
  sources SimpleAggregateFunction(groupUniqArrayArray, Array(String)) CODEC(ZSTD(1)),
  kept_until SimpleAggregateFunction(max, DateTime('UTC')) CODEC(ZSTD(1))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(hour)
ORDER BY (token_key, hour)
TTL kept_until
SETTINGS ttl_only_drop_parts = 1, index_granularity = 256;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1h_minutes TO {db}.price_ohlc_1h AS
SELECT token_key, toStartOfHour(minute) AS hour, min(first) AS first, max(last) AS last,
       argMinMergeState(open) AS open, max(high) AS high, min(low) AS low, argMaxMergeState(close) AS close,
       groupUniqArrayArray(sources) AS sources, max(kept_until) AS kept_until
FROM {db}.price_ohlc_1m
GROUP BY token_key, hour;

INSERT INTO {db}.price_ohlc_1h (token_key, hour, first, last, open, high, low, close, sources, kept_until)
SELECT token_key, toStartOfHour(minute) AS hour, min(first) AS first, max(last) AS last,
       argMinMergeState(open) AS open, max(high) AS high, min(low) AS low, argMaxMergeState(close) AS close,
       groupUniqArrayArray(sources) AS sources, max(kept_until) AS kept_until
FROM {db}.price_ohlc_1m
GROUP BY token_key, hour
SETTINGS optimize_aggregation_in_order = 1;
