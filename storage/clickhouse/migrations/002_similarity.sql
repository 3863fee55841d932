-- History of cross-venue pairs: one row each time a pair was scored or repriced. Keyed
-- (pair, ts), so a redelivered change replaces itself.
CREATE TABLE IF NOT EXISTS {db}.similar_pairs (
  ts DateTime64(3, 'UTC'),
  venue_a_market String,
  venue_b_market String,
  similarity Float64,
  arbitrage Float64,
  alignment LowCardinality(String),
  -- The venue_a tokens that pay when venue_b's YES, respectively NO, pays.
  yes_token String,
  no_token String
) ENGINE = ReplacingMergeTree
ORDER BY (venue_a_market, venue_b_market, ts);
