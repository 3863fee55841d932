-- When each catalog row was written, so that readers (the api's catalog read model) take the rows
-- written since they last looked instead of reloading the catalog. Rows that predate the column get
-- 0 (materialized once, before the default becomes the write time: a missing column would otherwise
-- be computed at read time and look new on every read).
ALTER TABLE {db}.markets ADD COLUMN IF NOT EXISTS written_at DateTime64(3, 'UTC') DEFAULT toDateTime64(0, 3, 'UTC');
ALTER TABLE {db}.markets MATERIALIZE COLUMN written_at SETTINGS mutations_sync = 2;
ALTER TABLE {db}.markets MODIFY COLUMN written_at DateTime64(3, 'UTC') DEFAULT now64(3);
ALTER TABLE {db}.markets ADD INDEX IF NOT EXISTS written_at_minmax written_at TYPE minmax GRANULARITY 1;
