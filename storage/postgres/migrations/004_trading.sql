-- Orders on both venues, their fills (the outbox of the trading.fills topic), and what the fills
-- consumer derives from them: positions and PNL points.

-- One row per order. Decimal columns are exact (numeric); money moves in the ledger, this row
-- only says how much of the order's hold is left (`held`, base units of hold_asset).
-- status: PENDING (accepted, its venue's answer unknown) → ACTIVE → PARTIALLY_FILLED → FILLED,
-- or CANCELLED / EXPIRED (fills kept) / REJECTED (nothing filled); see engine/trading/order-rules.ts.
CREATE TABLE orders (
  order_id text PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  venue text NOT NULL CHECK (venue IN ('venue_a', 'venue_b')),
  execution text NOT NULL CHECK (execution IN ('paper', 'live')),
  token_id text NOT NULL,
  market_id text NOT NULL,
  -- The market's tick size and neg-risk flag when the order was placed (what its venue needs).
  tick_size numeric NOT NULL,
  neg_risk boolean NOT NULL,
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  type text NOT NULL CHECK (type IN ('MARKET', 'LIMIT', 'STOPLOSS')),
  units text NOT NULL CHECK (units IN ('USDC', 'SHARES')),
  -- LIMIT: limit price; STOPLOSS: trigger price; MARKET: the worst price accepted.
  price numeric NOT NULL CHECK (price > 0 AND price < 1),
  -- Requested size: shares (units SHARES) or USDC (units USDC, market orders only).
  shares numeric CHECK (shares > 0),
  amount numeric CHECK (amount > 0),
  filled_shares numeric NOT NULL DEFAULT 0,
  filled_usdc numeric NOT NULL DEFAULT 0,
  fees numeric NOT NULL DEFAULT 0,
  hold_asset text NOT NULL,
  held numeric(78, 0) NOT NULL CHECK (held >= 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'PARTIALLY_FILLED', 'FILLED', 'CANCELLED', 'EXPIRED', 'REJECTED')),
  reason text,
  venue_order_id text,
  slippage_bps integer CHECK (slippage_bps >= 0),
  prediction_slippage_bps integer CHECK (prediction_slippage_bps >= 0),
  expires_at timestamptz,
  triggered_at timestamptz,
  -- Paper orders: the book snapshot (its unix ms) they last matched against and the shares they
  -- took from it, so that the same snapshot never gives the same order a level twice.
  book_ts bigint,
  book_taken numeric NOT NULL DEFAULT 0,
  -- Bumped by each update (PUT): names the ledger journal that adjusts the hold.
  version integer NOT NULL DEFAULT 0,
  idempotency_key text,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((shares IS NULL) <> (amount IS NULL)),
  UNIQUE (wallet_id, idempotency_key)
);
CREATE INDEX orders_wallet ON orders (wallet_id, created_at DESC, order_id);
CREATE INDEX orders_open_token ON orders (token_id) WHERE status IN ('ACTIVE', 'PARTIALLY_FILLED');
CREATE INDEX orders_live_open ON orders (updated_at) WHERE execution = 'live' AND status IN ('PENDING', 'ACTIVE', 'PARTIALLY_FILLED');
CREATE INDEX orders_expiring ON orders (expires_at) WHERE expires_at IS NOT NULL AND status IN ('ACTIVE', 'PARTIALLY_FILLED');

-- Every fill, written in the transaction that settles it in the ledger; published to
-- trading.fills after commit (published_at), re-published by the outbox task if that was lost.
CREATE TABLE fills (
  fill_id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(order_id),
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  venue text NOT NULL,
  token_id text NOT NULL,
  side text NOT NULL,
  price numeric NOT NULL,
  shares numeric NOT NULL CHECK (shares > 0),
  usdc numeric NOT NULL CHECK (usdc >= 0),
  fee numeric NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  published_at timestamptz
);
CREATE INDEX fills_order ON fills (order_id, created_at);
CREATE INDEX fills_unpublished ON fills (created_at) WHERE published_at IS NULL;

-- Positions as the fills consumer derives them (average cost): shares held, their cost, the
-- realized PNL so far, and the price of the latest fill (what PNL points mark to).
CREATE TABLE positions (
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  token_id text NOT NULL,
  venue text NOT NULL,
  shares numeric NOT NULL CHECK (shares >= 0),
  cost numeric NOT NULL CHECK (cost >= 0),
  realized numeric NOT NULL,
  last_price numeric NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (wallet_id, token_id)
);

-- One PNL point per fill applied (also what makes applying a fill idempotent): the wallet's
-- realized and unrealized PNL on the venue right after the fill.
CREATE TABLE pnl_points (
  fill_id text PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  venue text NOT NULL,
  at timestamptz NOT NULL,
  realized numeric NOT NULL,
  unrealized numeric NOT NULL
);
CREATE INDEX pnl_points_wallet ON pnl_points (wallet_id, venue, at);
