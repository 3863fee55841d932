-- Order-book history for a year of full depth (docs/data.md has each table's grain, keys and TTL;
-- bench/storage.ts measures the codecs and the sizes against book_snapshots, which this replaces).
--
-- Tokens are keyed by token_key = cityHash64(venue, token_id): the engine inserts venue and token_id
-- into EPHEMERAL columns (parsed, never stored) and ClickHouse computes the key; `tokens` maps it back.
-- Retention (TTL) counts from when a row was written (`inserted_at`), not from `ts`: a replayed or
-- imported history is kept as long as live data, not dropped at once for being old.
-- Codecs as bench/storage.ts measured them on full-depth changes: ts Delta + ZSTD(1) (smaller than
-- DoubleDelta + ZSTD(1): gaps between a token's changes are irregular), levels ZSTD(3).
-- Every book change is one row of book_states (a whole book: a venue snapshot or a top-of-book quote)
-- or of book_deltas (the levels one change set). `seq` orders changes of one token that share a
-- millisecond, so two books at one ts are both kept. The engine adds a checkpoint to book_states (the
-- whole book as it stood at the end of a minute, with the time of the change after it) once a token
-- has had enough deltas since its last whole book: a book at any time is the last state at or before
-- it plus the deltas after that state, and a bucket read of a busy token reads checkpoints only.

CREATE TABLE IF NOT EXISTS {db}.tokens (
  token_key UInt64 DEFAULT cityHash64(venue, token_id),
  venue LowCardinality(String),
  token_id String CODEC(ZSTD(3)),
  market_id String CODEC(ZSTD(3))
) ENGINE = ReplacingMergeTree
ORDER BY token_key;

CREATE TABLE IF NOT EXISTS {db}.book_states (
  venue String EPHEMERAL,
  token_id String EPHEMERAL,
  token_key UInt64 DEFAULT cityHash64(venue, token_id),
  ts DateTime64(3, 'UTC') CODEC(Delta, ZSTD(1)),
  seq UInt16 CODEC(T64, ZSTD(1)),
  kind Enum8('book' = 1, 'quote' = 2, 'checkpoint' = 3) CODEC(ZSTD(1)),
  -- Checkpoints: when the token's next change came (the book holds until then); else NULL.
  next_ts Nullable(DateTime64(3, 'UTC')) CODEC(ZSTD(1)),
  best_bid Nullable(Decimal(9, 6)) CODEC(ZSTD(1)),
  best_ask Nullable(Decimal(9, 6)) CODEC(ZSTD(1)),
  bids Array(Tuple(price Decimal(9, 6), size Decimal(18, 6))) CODEC(ZSTD(3)),
  asks Array(Tuple(price Decimal(9, 6), size Decimal(18, 6))) CODEC(ZSTD(3)),
  inserted_at DateTime DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(ts)
ORDER BY (token_key, ts, seq, kind)
TTL inserted_at + INTERVAL 400 DAY;

CREATE TABLE IF NOT EXISTS {db}.book_deltas (
  venue String EPHEMERAL,
  token_id String EPHEMERAL,
  token_key UInt64 DEFAULT cityHash64(venue, token_id),
  ts DateTime64(3, 'UTC') CODEC(Delta, ZSTD(1)),
  seq UInt16 CODEC(T64, ZSTD(1)),
  -- Top of book after the change.
  best_bid Nullable(Decimal(9, 6)) CODEC(ZSTD(1)),
  best_ask Nullable(Decimal(9, 6)) CODEC(ZSTD(1)),
  -- Each level's new total; size 0 removes the level.
  changes Array(Tuple(side Enum8('bid' = 1, 'ask' = 2), price Decimal(9, 6), size Decimal(18, 6))) CODEC(ZSTD(3)),
  inserted_at DateTime DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(ts)
ORDER BY (token_key, ts, seq)
TTL inserted_at + INTERVAL 400 DAY;

-- Last trades (Polymarket market channel last_trade_price).
CREATE TABLE IF NOT EXISTS {db}.trades (
  venue String EPHEMERAL,
  token_id String EPHEMERAL,
  token_key UInt64 DEFAULT cityHash64(venue, token_id),
  ts DateTime64(3, 'UTC') CODEC(Delta, ZSTD(1)),
  seq UInt16 CODEC(T64, ZSTD(1)),
  price Decimal(9, 6) CODEC(ZSTD(1)),
  side Enum8('unknown' = 0, 'buy' = 1, 'sell' = 2) CODEC(ZSTD(1)),
  size Nullable(Decimal(18, 6)) CODEC(ZSTD(1)),
  inserted_at DateTime DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(ts)
ORDER BY (token_key, ts, seq)
TTL inserted_at + INTERVAL 5 YEAR;

-- Price ticks the venues publish besides trades (Polymarket best_bid_ask mids).
CREATE TABLE IF NOT EXISTS {db}.price_ticks (
  venue String EPHEMERAL,
  token_id String EPHEMERAL,
  token_key UInt64 DEFAULT cityHash64(venue, token_id),
  ts DateTime64(3, 'UTC') CODEC(Delta, ZSTD(1)),
  seq UInt16 CODEC(T64, ZSTD(1)),
  price Decimal(9, 6) CODEC(ZSTD(1)),
  inserted_at DateTime DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(ts)
ORDER BY (token_key, ts, seq)
TTL inserted_at + INTERVAL 400 DAY;

-- 1-minute top of book and mid OHLC per token, kept by two materialized views (whole books and
-- deltas; checkpoints are not changes). Read with argMaxMerge/argMinMerge and GROUP BY.
CREATE TABLE IF NOT EXISTS {db}.book_top_1m (
  token_key UInt64,
  minute DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  best_bid AggregateFunction(argMax, Nullable(Decimal(9, 6)), Tuple(DateTime64(3, 'UTC'), UInt16)) CODEC(ZSTD(1)),
  best_ask AggregateFunction(argMax, Nullable(Decimal(9, 6)), Tuple(DateTime64(3, 'UTC'), UInt16)) CODEC(ZSTD(1)),
  mid_open AggregateFunction(argMin, Nullable(Decimal(9, 6)), Tuple(DateTime64(3, 'UTC'), UInt16)) CODEC(ZSTD(1)),
  mid_high SimpleAggregateFunction(max, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  mid_low SimpleAggregateFunction(min, Nullable(Decimal(9, 6))) CODEC(ZSTD(1)),
  mid_close AggregateFunction(argMax, Nullable(Decimal(9, 6)), Tuple(DateTime64(3, 'UTC'), UInt16)) CODEC(ZSTD(1)),
  changes SimpleAggregateFunction(sum, UInt64) CODEC(T64, ZSTD(1)),
  inserted_at SimpleAggregateFunction(max, DateTime) DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL inserted_at + INTERVAL 5 YEAR;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.book_top_1m_states TO {db}.book_top_1m AS
SELECT token_key, toStartOfMinute(at) AS minute,
       argMaxState(bid, (at, n)) AS best_bid, argMaxState(ask, (at, n)) AS best_ask,
       argMinState(mid, (at, n)) AS mid_open, max(mid) AS mid_high, min(mid) AS mid_low,
       argMaxState(mid, (at, n)) AS mid_close, count() AS changes
FROM (SELECT token_key, ts AS at, seq AS n, best_bid AS bid, best_ask AS ask,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_states WHERE kind != 'checkpoint')
GROUP BY token_key, minute;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.book_top_1m_deltas TO {db}.book_top_1m AS
SELECT token_key, toStartOfMinute(at) AS minute,
       argMaxState(bid, (at, n)) AS best_bid, argMaxState(ask, (at, n)) AS best_ask,
       argMinState(mid, (at, n)) AS mid_open, max(mid) AS mid_high, min(mid) AS mid_low,
       argMaxState(mid, (at, n)) AS mid_close, count() AS changes
FROM (SELECT token_key, ts AS at, seq AS n, best_bid AS bid, best_ask AS ask,
        CAST((best_bid + best_ask) / 2 AS Nullable(Decimal(9, 6))) AS mid
      FROM {db}.book_deltas)
GROUP BY token_key, minute;

-- 1-minute trade OHLC and volume per token.
CREATE TABLE IF NOT EXISTS {db}.trade_ohlc_1m (
  token_key UInt64,
  minute DateTime('UTC') CODEC(DoubleDelta, ZSTD(1)),
  open AggregateFunction(argMin, Decimal(9, 6), Tuple(DateTime64(3, 'UTC'), UInt16)) CODEC(ZSTD(1)),
  high SimpleAggregateFunction(max, Decimal(9, 6)) CODEC(ZSTD(1)),
  low SimpleAggregateFunction(min, Decimal(9, 6)) CODEC(ZSTD(1)),
  close AggregateFunction(argMax, Decimal(9, 6), Tuple(DateTime64(3, 'UTC'), UInt16)) CODEC(ZSTD(1)),
  volume SimpleAggregateFunction(sum, Decimal(38, 6)) CODEC(ZSTD(1)),
  trades SimpleAggregateFunction(sum, UInt64) CODEC(T64, ZSTD(1)),
  inserted_at SimpleAggregateFunction(max, DateTime) DEFAULT now() CODEC(Delta, ZSTD(1))
) ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(minute)
ORDER BY (token_key, minute)
TTL inserted_at + INTERVAL 5 YEAR;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.trade_ohlc_1m_trades TO {db}.trade_ohlc_1m AS
SELECT token_key, toStartOfMinute(ts) AS minute,
       argMinState(price, (ts, seq)) AS open, max(price) AS high, min(price) AS low,
       argMaxState(price, (ts, seq)) AS close,
       sum(toDecimal128(ifNull(size, 0), 6)) AS volume, count() AS trades
FROM {db}.trades
GROUP BY token_key, minute;

-- For data teams: the top of book after every change, with the token's venue, id and market.
CREATE VIEW IF NOT EXISTS {db}.book_tops AS
SELECT t.venue AS venue, t.token_id AS token_id, t.market_id AS market_id, c.ts AS ts, c.seq AS seq,
       c.best_bid AS best_bid, c.best_ask AS best_ask
FROM (
  SELECT token_key, ts, seq, best_bid, best_ask FROM {db}.book_states WHERE kind != 'checkpoint'
  UNION ALL SELECT token_key, ts, seq, best_bid, best_ask FROM {db}.book_deltas
) AS c
INNER JOIN (
  SELECT token_key, any(venue) AS venue, any(token_id) AS token_id, any(market_id) AS market_id
  FROM {db}.tokens GROUP BY token_key
) AS t ON t.token_key = c.token_key;

-- The history book_snapshots held (whole books, one per (venue, token_id, ts)), moved once: each
-- row a `book` (levels) or `quote` (top only) state. On a large table this takes minutes
-- (`npm run migrate`, docs/operations.md); the old table is dropped once it is copied. It is made
-- (empty, as 001 made it) where it is missing, so a re-run after the drop copies nothing.
CREATE TABLE IF NOT EXISTS {db}.book_snapshots (
  venue LowCardinality(String), token_id String, market_id String, ts DateTime64(3, 'UTC'),
  best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)),
  bids Array(Tuple(Decimal(9, 6), Decimal(24, 6))), asks Array(Tuple(Decimal(9, 6), Decimal(24, 6)))
) ENGINE = ReplacingMergeTree PARTITION BY toYYYYMM(ts) ORDER BY (venue, token_id, ts);

INSERT INTO {db}.tokens (venue, token_id, market_id)
SELECT venue, token_id, any(market_id) FROM {db}.book_snapshots GROUP BY venue, token_id;

INSERT INTO {db}.book_states (venue, token_id, ts, seq, kind, next_ts, best_bid, best_ask, bids, asks)
SELECT venue, token_id, ts, 0, if(empty(bids) AND empty(asks), 'quote', 'book'), NULL, best_bid, best_ask,
       CAST(bids AS Array(Tuple(Decimal(9, 6), Decimal(18, 6)))), CAST(asks AS Array(Tuple(Decimal(9, 6), Decimal(18, 6))))
FROM {db}.book_snapshots;

DROP TABLE IF EXISTS {db}.book_snapshots;
