-- How the copytrade target watcher's reads of each followed address went, for the copytrade routes
-- (target_health): the last read that succeeded, the last one that failed and why, and whether the
-- latest read failed (then the address is not being followed until a read succeeds again).
CREATE TABLE copytrade_target_health (
  -- The followed address, lower case (copytrades.target).
  target text PRIMARY KEY,
  last_read_at timestamptz,
  last_error text,
  last_error_at timestamptz,
  failing boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
