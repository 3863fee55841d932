-- Which kinds of a token's past each stored backfill span covers (issue 43): one span [from, to]
-- cannot say "trades covered to here, prices to there". Polymarket's Data API serves a market's
-- newest 10,000 trades and no deeper (venues/polymarket/data-api-trades.ts), while its price
-- history reaches back to the market's start: the backfill stores the prices' span and a shorter
-- trades' span, and asks again for neither.
--
-- `kind` is `trades`, `prices` or `both` (a message that names no `covers`, and every span stored
-- before this migration: each said both). It is part of the sorting key, so a trades span and a
-- prices span with the same bounds are two rows; a redelivered message still replaces its own.
-- ClickHouse does not add a defaulted column to a sorting key, so the table is rebuilt (as 011
-- rebuilt trades): the old table gets the column (off the key: allowed, every row `both`), is
-- copied, then swapped; a re-run after a failure copies again whichever table it finds, its kinds
-- kept (the copy's rows replace themselves), and swaps.

CREATE TABLE IF NOT EXISTS {db}.history_spans_by_kind (
  venue LowCardinality(String),
  token_id String CODEC(ZSTD(3)),
  market_id String CODEC(ZSTD(3)),
  span_from DateTime64(3, 'UTC'),
  span_to DateTime64(3, 'UTC'),
  kind LowCardinality(String) DEFAULT 'both',
  trades UInt32,
  prices UInt32,
  written_at DateTime64(3, 'UTC') DEFAULT now64(3)
) ENGINE = ReplacingMergeTree(written_at)
ORDER BY (token_id, venue, span_from, span_to, kind);

-- Made (empty, in 011's shape) where a re-run finds it gone.
CREATE TABLE IF NOT EXISTS {db}.history_spans (
  venue LowCardinality(String), token_id String, market_id String, span_from DateTime64(3, 'UTC'), span_to DateTime64(3, 'UTC'),
  trades UInt32, prices UInt32, written_at DateTime64(3, 'UTC') DEFAULT now64(3)
) ENGINE = ReplacingMergeTree(written_at) ORDER BY (token_id, venue, span_from, span_to);

ALTER TABLE {db}.history_spans ADD COLUMN IF NOT EXISTS kind LowCardinality(String) DEFAULT 'both';

INSERT INTO {db}.history_spans_by_kind (venue, token_id, market_id, span_from, span_to, kind, trades, prices, written_at)
SELECT venue, token_id, market_id, span_from, span_to, kind, trades, prices, written_at FROM {db}.history_spans FINAL;

DROP TABLE IF EXISTS {db}.history_spans;
RENAME TABLE {db}.history_spans_by_kind TO {db}.history_spans;
