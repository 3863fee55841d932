-- Reads that use the keys, and retention that drops whole partitions (docs/data.md, issue 35).
--
-- `book_tops` exposes `token_key`: a filter `token_key = cityHash64(venue, token_id)` on the view
-- reaches book_states' and book_deltas' primary key (a filter on its token_id alone cannot: the
-- tables keep the hash, not the id).
--
-- Retention counted from inserted_at while partitions are months of ts, so no partition ever
-- expired whole and TTL could only delete rows by rewriting parts. It now counts from the later of
-- ts (the partition key) and inserted_at, with ttl_only_drop_parts: a month of live data (ts ≈
-- inserted_at) is dropped as a whole part when its last change is past the retention, and a
-- history replayed or imported today is kept for the retention from today, as 003 intended (the
-- shipped recording, a test's recorded book). Migrations history_trades and history_catalog made
-- trades, the rollups and market_changes count from ts (5 years).

CREATE OR REPLACE VIEW {db}.book_tops AS
SELECT c.token_key AS token_key, t.venue AS venue, t.token_id AS token_id, t.market_id AS market_id, c.ts AS ts, c.seq AS seq,
       c.best_bid AS best_bid, c.best_ask AS best_ask
FROM (
  SELECT token_key, ts, seq, best_bid, best_ask FROM {db}.book_states WHERE kind != 'checkpoint'
  UNION ALL SELECT token_key, ts, seq, best_bid, best_ask FROM {db}.book_deltas
) AS c
INNER JOIN (
  SELECT token_key, any(venue) AS venue, any(token_id) AS token_id, any(market_id) AS market_id
  FROM {db}.tokens GROUP BY token_key
) AS t ON t.token_key = c.token_key;

ALTER TABLE {db}.book_states MODIFY SETTING ttl_only_drop_parts = 1;
ALTER TABLE {db}.book_states MODIFY TTL greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY;
ALTER TABLE {db}.book_deltas MODIFY SETTING ttl_only_drop_parts = 1;
ALTER TABLE {db}.book_deltas MODIFY TTL greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY;
ALTER TABLE {db}.price_ticks MODIFY SETTING ttl_only_drop_parts = 1;
ALTER TABLE {db}.price_ticks MODIFY TTL greatest(toDateTime(ts), inserted_at) + INTERVAL 400 DAY;
