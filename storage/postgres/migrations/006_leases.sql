-- Leases of singleton periodic work (paper upkeep, live-order poller, fill outbox, deposit watches,
-- withdrawal reconcilers, copytrade target watch): one row per task. A replica holds a lease while
-- expires_at is ahead; it renews by a conditional UPDATE, and another takes it over only once it has
-- expired. token grows by one at every change of holder (a fencing token: work done under an older
-- token is recognisably stale).
CREATE TABLE leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  token bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  acquired_at timestamptz NOT NULL DEFAULT now()
);
