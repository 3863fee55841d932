-- A data key's own time limit for its queries, seconds (ClickHouse max_execution_time): set by the
-- operator on keys whose team needs longer (or shorter) than SQL_MAX_EXECUTION_S; NULL is that default.
-- Bounded by SQL_KEY_MAX_EXECUTION_S when set and again when a query runs.
ALTER TABLE data_keys ADD COLUMN max_execution_s integer CHECK (max_execution_s > 0);
