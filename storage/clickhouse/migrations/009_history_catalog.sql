-- Catalog history (docs/data.md, issue 35). `markets` keeps one version per market (the newest
-- wins); `market_changes` keeps every version that changed a market's state — status (active,
-- closed, resolved), winner, scheduled end, event, category, source — from its record time
-- (`valid_from` = source_ts), written by the engine's catalog writer. The view `market_history`
-- gives each state its `valid_to` (the next state's valid_from; NULL for the current one), folds a
-- state written again (after a writer restart) into the one before, and carries each market's
-- `closed_at` and `resolved_at`: the record time of the first version that showed it closed,
-- respectively resolved.
--
-- `source` says where a record came from: `live` (the venue's API), `recording` (the order-book
-- dataset replay, whose catalog is as recorded: its open markets may have ended long ago), and
-- `unknown` for versions written before this migration. `markets` gains the column too.
--
-- Retention: 5 years from valid_from, the partition key, whole partitions at once.

ALTER TABLE {db}.markets ADD COLUMN IF NOT EXISTS source LowCardinality(String) DEFAULT 'unknown';
ALTER TABLE {db}.markets MATERIALIZE COLUMN source SETTINGS mutations_sync = 2;
ALTER TABLE {db}.markets MODIFY COLUMN source LowCardinality(String) DEFAULT 'live';

CREATE TABLE IF NOT EXISTS {db}.market_changes (
  venue LowCardinality(String),
  market_id String,
  event_id String,
  category LowCardinality(String),
  active Bool,
  closed Bool,
  resolved Bool,
  winner_token_id String,
  ends_at Nullable(DateTime64(3, 'UTC')),
  source LowCardinality(String),
  valid_from DateTime64(3, 'UTC') CODEC(Delta, ZSTD(1)),
  -- What makes a version a change, for folding repeats.
  state UInt64 MATERIALIZED cityHash64(event_id, category, active, closed, resolved, winner_token_id, ifNull(toString(ends_at), ''), source),
  message String CODEC(ZSTD(3)),
  written_at DateTime64(3, 'UTC') DEFAULT now64(3) CODEC(Delta, ZSTD(1))
) ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(valid_from)
ORDER BY (venue, market_id, valid_from)
TTL toDateTime(valid_from) + INTERVAL 5 YEAR
SETTINGS ttl_only_drop_parts = 1;

-- The versions already in the catalog (the newest per market, or more where not merged yet).
INSERT INTO {db}.market_changes (venue, market_id, event_id, category, active, closed, resolved, winner_token_id, ends_at, source, valid_from, message)
SELECT venue, market_id, event_id, category, active, closed, resolved,
       JSONExtractString(message, 'market', 'winner_token_id'), ends_at, 'unknown',
       fromUnixTimestamp64Milli(toInt64(source_ts), 'UTC'), message
FROM {db}.markets;

CREATE VIEW IF NOT EXISTS {db}.market_history AS
SELECT venue, market_id, valid_from,
       leadInFrame(toNullable(valid_from), 1, NULL) OVER (PARTITION BY venue, market_id ORDER BY valid_from
         ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS valid_to,
       event_id, category, active, closed, resolved, winner_token_id, ends_at,
       min(if(closed, toNullable(valid_from), NULL)) OVER (PARTITION BY venue, market_id) AS closed_at,
       min(if(resolved, toNullable(valid_from), NULL)) OVER (PARTITION BY venue, market_id) AS resolved_at,
       source, message
FROM (
  SELECT *, state,
         lagInFrame(state, 1, 0) OVER (PARTITION BY venue, market_id ORDER BY valid_from
           ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS previous
  FROM {db}.market_changes FINAL
)
WHERE state != previous;
