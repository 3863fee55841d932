-- The per-minute price rollup with plain columns (docs/data.md, issues 43 and 46).
--
-- Migration 013 kept each minute's first and last price as argMin/argMax states keyed by a tuple,
-- ClickHouse's generic kind of state, which is slow to build: on the dataset's first day (783,350
-- quotes, each a minute of its own) the insert into book_states took 10.7 s with its view attached
-- and 0.5 s without (chDB, 2 shared cores, 2026-12-03). Here, as book_top_1m does since migration 007, `open`
-- and `close` are the minimum and maximum of the tuple (ms, seq, price): tuples compare element by
-- element and (ms, seq) orders a token's rows as the raw recipe does, so the minimum is the first
-- priced row and the maximum the last. A row without a price (a book change with a side empty)
-- still counts for `first` and `last` and takes part in `open` and `close` with a time no row can
-- have (the largest Int64 for `open`, the smallest for `close`) and a NULL price, so it loses to
-- any priced row and a minute of unpriced rows only reads NULL. Read with
-- `tupleElement(min(open), 'price')` and `tupleElement(max(close), 'price')`.
--
-- Every other column, the key, the partitions, the retention and the granules are 013's. The rollup
-- is dropped and filled again from what is stored (`npm run migrate` with the engine stopped,
-- docs/operations.md); a re-run after a failure does the same.

DROP VIEW IF EXISTS {db}.price_ohlc_1m_ticks;
DROP VIEW IF EXISTS {db}.price_ohlc_1m_states;
DROP VIEW IF EXISTS {db}.price_ohlc_1m_deltas;
DROP TABLE IF EXISTS {db}.price_ohlc_1m;

CREATE TABLE IF NOT EXISTS {db}.price_ohlc_1m (
  token_key UInt64,
  minute DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  first SimpleAggregateFunction(min, DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  last SimpleAggregateFunction(max, DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  open SimpleAggregateFunction(min, Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6)))) CODEC(ZSTD(1)),
  high SimpleAggregateFunction(max, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  low SimpleAggregateFunction(min, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  close SimpleAggregateFunction(max, Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6)))) CODEC(ZSTD(1)),
  sources SimpleAggregateFunction(groupUniqArrayArray, Array(String)) CODEC(ZSTD(1)),
  kept_until SimpleAggregateFunction(max, DateTime('UTC')) CODEC(ZSTD(1))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL kept_until
SETTINGS ttl_only_drop_parts = 1, index_granularity = 256;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_ticks TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       min(CAST((toUnixTimestamp64Milli(ts), toUInt32(seq), toNullable(price)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS open,
       max(toNullable(price)) AS high, min(toNullable(price)) AS low,
       max(CAST((toUnixTimestamp64Milli(ts), toUInt32(seq), toNullable(price)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS close,
       groupUniqArray(toString(source)) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM {db}.price_ticks
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_states TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       min(CAST((if(priced, ms, toInt64(9223372036854775807)), toUInt32(seq), if(priced, toNullable(mid), NULL)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       max(CAST((if(priced, ms, toInt64(-9223372036854775807)), toUInt32(seq), if(priced, toNullable(mid), NULL)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, toUnixTimestamp64Milli(ts) AS ms, seq, source, inserted_at,
             best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_deltas TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       min(CAST((if(priced, ms, toInt64(9223372036854775807)), toUInt32(seq), if(priced, toNullable(mid), NULL)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       max(CAST((if(priced, ms, toInt64(-9223372036854775807)), toUInt32(seq), if(priced, toNullable(mid), NULL)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, toUnixTimestamp64Milli(ts) AS ms, seq, source, inserted_at,
             best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute;

-- The rebuild, one source table at a time, in the tables' key order so that memory stays bounded.
INSERT INTO {db}.price_ohlc_1m (token_key, minute, first, last, open, high, low, close, sources, kept_until)
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       min(CAST((toUnixTimestamp64Milli(ts), toUInt32(seq), toNullable(price)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS open,
       max(toNullable(price)) AS high, min(toNullable(price)) AS low,
       max(CAST((toUnixTimestamp64Milli(ts), toUInt32(seq), toNullable(price)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS close,
       groupUniqArray(toString(source)) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM {db}.price_ticks
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;

INSERT INTO {db}.price_ohlc_1m (token_key, minute, first, last, open, high, low, close, sources, kept_until)
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       min(CAST((if(priced, ms, toInt64(9223372036854775807)), toUInt32(seq), if(priced, toNullable(mid), NULL)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       max(CAST((if(priced, ms, toInt64(-9223372036854775807)), toUInt32(seq), if(priced, toNullable(mid), NULL)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, toUnixTimestamp64Milli(ts) AS ms, seq, source, inserted_at,
             best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;

INSERT INTO {db}.price_ohlc_1m (token_key, minute, first, last, open, high, low, close, sources, kept_until)
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       min(CAST((if(priced, ms, toInt64(9223372036854775807)), toUInt32(seq), if(priced, toNullable(mid), NULL)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       max(CAST((if(priced, ms, toInt64(-9223372036854775807)), toUInt32(seq), if(priced, toNullable(mid), NULL)) AS Tuple(ms Int64, seq UInt32, price Nullable(Decimal(9, 6))))) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, toUnixTimestamp64Milli(ts) AS ms, seq, source, inserted_at,
             best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute
SETTINGS optimize_aggregation_in_order = 1;
