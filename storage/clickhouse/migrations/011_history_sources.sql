-- Where each market-data row came from, and trades that are one row whoever saw them (docs/data.md,
-- issue 43).
--
-- `source` (core/market-data/schemas.ts DataSource: live, recording, backfill, sandbox) on trades,
-- price_ticks, book_states and book_deltas: one column serving every source. The engine writes
-- `live` for what the venues stream, `recording` for the order-book dataset replay (it publishes
-- top-of-book quotes only, so book_states rows of kind `quote` are the recording's; existing rows
-- are labelled so) and `backfill` for the venues' past fetched afterwards (md.history,
-- engine/market-data/history-writer.ts). Rows written before this migration are labelled alike.
--
-- Trades: a trade seen on the stream and again in the venue's history must be one row, but the two
-- answers do not agree on everything. Polymarket's market channel sends last_trade_price with the
-- tick price ("0.74"), the size with the CTF token's 6 decimals, the taker side and the match time
-- in milliseconds; the Data API's /trades sends the same trade with the price as a JSON float
-- (0.7400000004, test/fixtures/polymarket-data-api), the size with the same 6 decimals, the taker
-- side, and the time in whole seconds (the block's, not the match's). Both carry the transaction
-- hash (Kalshi: trade_id, on both its stream and GET /markets/trades). So a trade with an id is
-- identified by (token, trade id, side, size): not by price or time, which differ between the two.
-- A trade without an id (older recordings) keeps what it had: its time, price, side and size.
-- `trade_key` hashes that identity, and the table is ordered by (token_key, trade_key) alone:
-- ReplacingMergeTree folds rows of one sorting key, so the time cannot be part of it. Between two
-- rows of one trade the merge keeps the higher `precedence` (live 3, recording 2, sandbox 1,
-- backfill 0): the stream's millisecond time and tick price win over the history's. Reads use
-- FINAL (or argMax over precedence). A trade whose two sightings fall in different months of ts
-- (partitions) stays two rows: the history writer does not write a trade already stored (it looks
-- its keys up first), so this is left to a backfill that comes before the stream.
--
-- The trade rollup (trade_ohlc_1m) is rebuilt from the new table and keeps each trade's minute as
-- its row's ts. The candles route and the recipe in docs/data.md read `trades FINAL`.
--
-- The old trades are copied (the copy computes the new keys) with the engine stopped (`npm run
-- migrate`, docs/operations.md); a re-run after a failure copies what is left and rebuilds again.

ALTER TABLE {db}.price_ticks ADD COLUMN IF NOT EXISTS source LowCardinality(String) DEFAULT 'live' CODEC(ZSTD(1));
ALTER TABLE {db}.book_deltas ADD COLUMN IF NOT EXISTS source LowCardinality(String) DEFAULT 'live' CODEC(ZSTD(1));
ALTER TABLE {db}.book_states ADD COLUMN IF NOT EXISTS source LowCardinality(String) DEFAULT if(kind = 'quote', 'recording', 'live') CODEC(ZSTD(1));
ALTER TABLE {db}.book_states MATERIALIZE COLUMN source SETTINGS mutations_sync = 2;
ALTER TABLE {db}.book_states MODIFY COLUMN source LowCardinality(String) DEFAULT 'live' CODEC(ZSTD(1));

DROP VIEW IF EXISTS {db}.trade_candles_1m;
DROP VIEW IF EXISTS {db}.trade_ohlc_1m_trades;
DROP TABLE IF EXISTS {db}.trade_ohlc_1m;

CREATE TABLE IF NOT EXISTS {db}.trades_by_identity (
  venue String EPHEMERAL,
  token_id String EPHEMERAL,
  token_key UInt64 DEFAULT cityHash64(venue, token_id),
  ts DateTime64(3, 'UTC') CODEC(Delta, ZSTD(1)),
  -- The venue's trade id ('' when it gives none): Polymarket's transaction hash, Kalshi's trade_id.
  trade_id String CODEC(ZSTD(3)),
  price Decimal(9, 6) CODEC(ZSTD(1)),
  side Enum8('unknown' = 0, 'buy' = 1, 'sell' = 2) CODEC(ZSTD(1)),
  size Nullable(Decimal(18, 6)) CODEC(ZSTD(1)),
  source LowCardinality(String) DEFAULT 'live' CODEC(ZSTD(1)),
  trade_key UInt64 DEFAULT if(trade_id = '',
    cityHash64('', toUnixTimestamp64Milli(ts), toString(price), toString(side), ifNull(toString(size), '')),
    cityHash64(trade_id, toString(side), ifNull(toString(size), ''))) CODEC(ZSTD(1)),
  precedence UInt8 DEFAULT multiIf(source = 'live', 3, source = 'recording', 2, source = 'sandbox', 1, 0) CODEC(ZSTD(1)),
  inserted_at DateTime DEFAULT now() CODEC(Delta, ZSTD(1)),
  INDEX ts_minmax ts TYPE minmax GRANULARITY 1
) ENGINE = ReplacingMergeTree(precedence)
PARTITION BY toYYYYMM(ts)
ORDER BY (token_key, trade_key)
TTL toDateTime(ts) + INTERVAL 5 YEAR
SETTINGS ttl_only_drop_parts = 1;

-- Made (empty, in 008's shape) where a re-run finds it gone.
CREATE TABLE IF NOT EXISTS {db}.trades (
  token_key UInt64, ts DateTime64(3, 'UTC'), trade_id String, price Decimal(9, 6),
  side Enum8('unknown' = 0, 'buy' = 1, 'sell' = 2), size Nullable(Decimal(18, 6)), trade_key UInt64, inserted_at DateTime DEFAULT now()
) ENGINE = ReplacingMergeTree PARTITION BY toYYYYMM(ts) ORDER BY (token_key, ts, trade_key);

INSERT INTO {db}.trades_by_identity (token_key, ts, trade_id, price, side, size, source, inserted_at)
SELECT token_key, ts, trade_id, price, side, size, 'live', inserted_at FROM {db}.trades;

DROP TABLE IF EXISTS {db}.trades;
RENAME TABLE {db}.trades_by_identity TO {db}.trades;

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
GROUP BY token_key, minute;

CREATE VIEW IF NOT EXISTS {db}.trade_candles_1m AS
SELECT token_key, minute, argMinMerge(open) AS open, max(high) AS high, min(low) AS low, argMaxMerge(close) AS close,
       maxMapMerge(sizes) AS traded, length(traded.1) AS trades, arraySum(traded.2) AS volume
FROM {db}.trade_ohlc_1m
GROUP BY token_key, minute;

-- The spans of each token's past already fetched and stored by backfill (md.history): one row per
-- history message, [span_from, span_to] in unix ms. Keyed by the span, so a redelivered message
-- replaces itself; the backfill scheduler reads them (engine/market-queries/stored-spans.ts) to
-- resume without fetching again what is stored.
CREATE TABLE IF NOT EXISTS {db}.history_spans (
  venue LowCardinality(String),
  token_id String CODEC(ZSTD(3)),
  market_id String CODEC(ZSTD(3)),
  span_from DateTime64(3, 'UTC'),
  span_to DateTime64(3, 'UTC'),
  trades UInt32,
  prices UInt32,
  written_at DateTime64(3, 'UTC') DEFAULT now64(3)
) ENGINE = ReplacingMergeTree(written_at)
ORDER BY (token_id, venue, span_from, span_to);
