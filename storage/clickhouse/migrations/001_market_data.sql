-- Catalog: one row per market carrying its event, the latest version wins (ReplacingMergeTree on
-- source_ts). `message` is the normalized market message (core/market-data/schemas.ts) as JSON; the
-- columns beside it are what analytics and the read model filter on.
CREATE TABLE IF NOT EXISTS {db}.markets (
  venue LowCardinality(String),
  market_id String,
  event_id String,
  category LowCardinality(String),
  active Bool,
  closed Bool,
  resolved Bool,
  ends_at Nullable(DateTime64(3, 'UTC')),
  volume Decimal(38, 6),
  liquidity Decimal(38, 6),
  source_ts UInt64,
  message String CODEC(ZSTD(3))
) ENGINE = ReplacingMergeTree(source_ts)
ORDER BY (venue, market_id);

-- Order-book history: the book of one token as it stood at ts. Rows are keyed (venue, token_id, ts),
-- so a redelivered snapshot replaces itself; reads that take the last row per bucket are unaffected
-- by a duplicate that has not been merged away yet. Depth is empty for top-of-book sources.
CREATE TABLE IF NOT EXISTS {db}.book_snapshots (
  venue LowCardinality(String),
  token_id String,
  market_id String,
  ts DateTime64(3, 'UTC'),
  best_bid Nullable(Decimal(9, 6)),
  best_ask Nullable(Decimal(9, 6)),
  bids Array(Tuple(Decimal(9, 6), Decimal(24, 6))),
  asks Array(Tuple(Decimal(9, 6), Decimal(24, 6)))
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(ts)
ORDER BY (venue, token_id, ts);
