-- Copytrades: a wallet following a venue_a address in COPY or COUNTER mode, every decision taken on
-- the address's trades, and how far the target watcher has read each followed address.

-- status: ACTIVE (acting on trades), PAUSED (trades are recorded as skipped), STOPPED (final).
CREATE TABLE copytrades (
  copytrade_id uuid PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  -- The followed address, lower case.
  target text NOT NULL CHECK (target ~ '^0x[0-9a-f]{40}$'),
  mode text NOT NULL CHECK (mode IN ('COPY', 'COUNTER')),
  settings jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED', 'STOPPED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX copytrades_wallet ON copytrades (wallet_id, created_at DESC);
CREATE INDEX copytrades_target ON copytrades (target) WHERE status <> 'STOPPED';

-- One decision per copytrade and target trade (what makes a trade acted on at most once): PLACED
-- with the order, SKIPPED with the reason, or FAILED (the order was refused) with the reason.
CREATE TABLE copytrade_decisions (
  copytrade_id uuid NOT NULL REFERENCES copytrades(copytrade_id),
  trade_id text NOT NULL,
  decision text NOT NULL CHECK (decision IN ('PLACED', 'SKIPPED', 'FAILED')),
  reason text,
  order_id text REFERENCES orders(order_id),
  -- What the decision committed to spend (USDC), counted against the daily limit.
  amount numeric NOT NULL DEFAULT 0,
  trade jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (copytrade_id, trade_id)
);
CREATE INDEX copytrade_decisions_recent ON copytrade_decisions (copytrade_id, created_at DESC);

-- The target watcher's position per followed address: the newest activity time read (unix s).
CREATE TABLE copytrade_cursors (
  target text PRIMARY KEY,
  last_ts bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
