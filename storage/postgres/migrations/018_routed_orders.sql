-- Routed orders (engine/routing/routed-orders.ts): one parent per order routed across both venues,
-- with one child order per venue it uses, each an ordinary order in `orders` placed through its
-- venue's own path. The parent is recorded with its plan before any leg is placed (one short
-- transaction); each leg is then placed with no transaction open here (the order service holds
-- its own, never across the venue call), and what became of it — its order, or the refusal that
-- stopped it — is recorded on the leg in another short transaction. A leg's child order carries the
-- idempotency key routed:<routed order id>:<venue>, so a parent whose request died half way is
-- finished by placing the same requests again: a leg already placed answers its first order.
CREATE TABLE routed_orders (
  routed_order_id text PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  venue_a_market_id text NOT NULL,
  venue_b_market_id text NOT NULL,
  -- venue_b's YES or NO, and the outcome's token on each venue.
  outcome text NOT NULL CHECK (outcome IN ('yes', 'no')),
  token_a text NOT NULL,
  token_b text NOT NULL,
  -- The pair's verdict and alignment when the order was placed (only same-contract pairs are routed).
  verdict text NOT NULL CHECK (verdict IN ('same_contract', 'same_contract_inverted')),
  alignment text NOT NULL CHECK (alignment IN ('same', 'inverted')),
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  units text NOT NULL CHECK (units IN ('USDC', 'SHARES')),
  amount numeric NOT NULL CHECK (amount > 0),
  limit_price numeric NOT NULL CHECK (limit_price > 0 AND limit_price < 1),
  -- The routed quote the legs were placed from (engine/routing/route-plan.ts RoutePlan).
  plan jsonb NOT NULL,
  -- PLACING until every leg is placed or refused, then PLACED (the status shown is the legs').
  state text NOT NULL CHECK (state IN ('PLACING', 'PLACED')),
  idempotency_key text,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (wallet_id, idempotency_key)
);

CREATE INDEX routed_orders_wallet ON routed_orders (wallet_id, created_at DESC);

CREATE TABLE routed_order_legs (
  routed_order_id text NOT NULL REFERENCES routed_orders(routed_order_id) ON DELETE CASCADE,
  venue text NOT NULL CHECK (venue IN ('venue_a', 'venue_b')),
  -- The order placed first is leg 0.
  seq smallint NOT NULL,
  -- The child order's request (engine/trading/order-request.ts OrderRequest) and its planned leg.
  request jsonb NOT NULL,
  planned jsonb NOT NULL,
  order_id text REFERENCES orders(order_id),
  -- The refusal that stopped the leg (its code and words): before it was placed (no order), or by
  -- its venue (the order, REJECTED).
  error_code text,
  error_message text,
  PRIMARY KEY (routed_order_id, venue)
);

CREATE INDEX routed_order_legs_order ON routed_order_legs (order_id) WHERE order_id IS NOT NULL;
