-- Price candles of every token and minute, kept as the prices arrive (docs/data.md, issue 43).
--
-- GET /markets/candles over a market's whole life read every price row of the token (price ticks,
-- the mids of its book changes) and, for an open range, their first and last time from eight more
-- scans: its cost grew with the token's life. `price_ohlc_1m` keeps, per token and minute, what the
-- route's price candles are made of, as aggregate states that merge into any coarser bucket (every
-- interval the route offers, 1 m to 1 d, is whole minutes aligned to the epoch):
--   open / close: argMin / argMax of the price by (ms, seq) over the rows with a price (price ticks;
--     book changes, not checkpoints, with both sides quoted: their mid), as the raw recipe orders them;
--   high / low: the highest and lowest of those prices (NULL in a minute with no priced row);
--   sources: the sources of those rows;
--   first / last: the earliest and latest time of any of the token's price or book change rows,
--     priced or not (an open range starts and ends there, with the trades').
-- Every aggregate is idempotent (a redelivered row, not yet merged away in its table, repeats the
-- same change and moves none of them), so the rollup equals the raw recipe whatever the merges did.
-- The route reads the minutes wholly inside [start, end] from here and the rows of a minute cut by
-- start or end from the raw tables (storage/clickhouse/candles.ts).
--
-- Granules of 256 rows: one token's minutes are few rows, and a read of the default 8,192 cost the
-- route ≈ 4 ms more (docs/benchmarks.md, Candles).
--
-- Retention follows the raw tables' (400 days after the later of ts and inserted_at): `kept_until`
-- is the latest of its rows', and a part is dropped whole once all of it is past.
--
-- The rollup is filled from what is stored (`npm run migrate` with the engine stopped,
-- docs/operations.md); a re-run after a failure empties it and fills it again.

CREATE TABLE IF NOT EXISTS {db}.price_ohlc_1m (
  token_key UInt64,
  minute DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  first SimpleAggregateFunction(min, DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  last SimpleAggregateFunction(max, DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  open AggregateFunction(argMin, Decimal(9, 6), Tuple(Int64, UInt32)) CODEC(ZSTD(1)),
  high SimpleAggregateFunction(max, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  low SimpleAggregateFunction(min, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  close AggregateFunction(argMax, Decimal(9, 6), Tuple(Int64, UInt32)) CODEC(ZSTD(1)),
  sources SimpleAggregateFunction(groupUniqArrayArray, Array(String)) CODEC(ZSTD(1)),
  kept_until SimpleAggregateFunction(max, DateTime('UTC')) CODEC(ZSTD(1))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL kept_until
SETTINGS ttl_only_drop_parts = 1, index_granularity = 256;

DROP VIEW IF EXISTS {db}.price_ohlc_1m_ticks;
DROP VIEW IF EXISTS {db}.price_ohlc_1m_states;
DROP VIEW IF EXISTS {db}.price_ohlc_1m_deltas;
TRUNCATE TABLE {db}.price_ohlc_1m;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_ticks TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinState(price, (toUnixTimestamp64Milli(ts), toUInt32(seq))) AS open,
       max(toNullable(price)) AS high, min(toNullable(price)) AS low,
       argMaxState(price, (toUnixTimestamp64Milli(ts), toUInt32(seq))) AS close,
       groupUniqArray(toString(source)) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM {db}.price_ticks
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_states TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinStateIf(mid, (toUnixTimestamp64Milli(ts), toUInt32(seq)), priced) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       argMaxStateIf(mid, (toUnixTimestamp64Milli(ts), toUInt32(seq)), priced) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, seq, source, inserted_at, best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.price_ohlc_1m_deltas TO {db}.price_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinStateIf(mid, (toUnixTimestamp64Milli(ts), toUInt32(seq)), priced) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       argMaxStateIf(mid, (toUnixTimestamp64Milli(ts), toUInt32(seq)), priced) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, seq, source, inserted_at, best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute;

INSERT INTO {db}.price_ohlc_1m
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinState(price, (toUnixTimestamp64Milli(ts), toUInt32(seq))) AS open,
       max(toNullable(price)) AS high, min(toNullable(price)) AS low,
       argMaxState(price, (toUnixTimestamp64Milli(ts), toUInt32(seq))) AS close,
       groupUniqArray(toString(source)) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM {db}.price_ticks
GROUP BY token_key, minute;

INSERT INTO {db}.price_ohlc_1m
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinStateIf(mid, (toUnixTimestamp64Milli(ts), toUInt32(seq)), priced) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       argMaxStateIf(mid, (toUnixTimestamp64Milli(ts), toUInt32(seq)), priced) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, seq, source, inserted_at, best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute;

INSERT INTO {db}.price_ohlc_1m
SELECT token_key, toStartOfMinute(ts) AS minute, min(ts) AS first, max(ts) AS last,
       argMinStateIf(mid, (toUnixTimestamp64Milli(ts), toUInt32(seq)), priced) AS open,
       maxIf(toNullable(mid), priced) AS high, minIf(toNullable(mid), priced) AS low,
       argMaxStateIf(mid, (toUnixTimestamp64Milli(ts), toUInt32(seq)), priced) AS close,
       groupUniqArrayIf(toString(source), priced) AS sources,
       max(greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY) AS kept_until
FROM (SELECT token_key, ts, seq, source, inserted_at, best_bid IS NOT NULL AND best_ask IS NOT NULL AS priced,
             CAST((ifNull(best_bid, 0) + ifNull(best_ask, 0)) / 2 AS Decimal(9, 6)) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute;
