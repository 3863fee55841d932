-- Reconciliation of the custodial ledger with the chains (engine/reconciliation/): each pass reads,
-- per wallet address and asset of a live chain, the chain's balance at a stated block or slot and
-- compares it with what the ledger owes the wallet plus what is in flight. A pass never writes to
-- the ledger; it writes here only.

-- One row per pass: when it ran, what it read each chain at, what it skipped and why.
CREATE TABLE reconciliation_passes (
  pass_id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  -- [{chain, at, checked}]: the block (POL) or slot (SOL) read and how many (address, asset) pairs.
  chains jsonb NOT NULL DEFAULT '[]',
  -- [{chain, reason}]: chains not read (paper chains: no chain to compare with).
  skipped jsonb NOT NULL DEFAULT '[]',
  -- [{chain, address, asset, error}]: reads that failed (counted, retried next pass).
  errors jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX reconciliation_passes_finished ON reconciliation_passes (finished_at DESC) WHERE finished_at IS NOT NULL;

-- A difference beyond the tolerance, one row per (pass, wallet, chain, asset). All amounts are base
-- units. difference = chain - ledger; unexplained = how far the chain balance lies outside
-- [ledger - in_flight_out, ledger + in_flight_in]; consecutive = passes in a row that found it.
CREATE TABLE reconciliation_findings (
  pass_id bigint NOT NULL REFERENCES reconciliation_passes(pass_id) ON DELETE CASCADE,
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  chain text NOT NULL CHECK (chain IN ('POL', 'SOL')),
  asset text NOT NULL,
  address text NOT NULL,
  read_at text NOT NULL,
  chain_balance numeric(78, 0) NOT NULL,
  ledger_balance numeric(78, 0) NOT NULL,
  in_flight_out numeric(78, 0) NOT NULL,
  in_flight_in numeric(78, 0) NOT NULL,
  difference numeric(78, 0) NOT NULL,
  unexplained numeric(78, 0) NOT NULL CHECK (unexplained <> 0),
  consecutive integer NOT NULL CHECK (consecutive >= 1),
  confirmed boolean NOT NULL,
  PRIMARY KEY (pass_id, wallet_id, chain, asset)
);
CREATE INDEX reconciliation_findings_wallet ON reconciliation_findings (wallet_id, pass_id DESC);

-- Wallets whose withdrawals are held after a confirmed finding (RECONCILIATION_HOLD_WITHDRAWALS),
-- until an admin releases them. Released rows are kept for the audit trail; one open hold per wallet.
-- A release stands while what is unexplained in that chain and asset keeps its sign and grows no
-- larger than when released: a larger one, or another asset's, holds the wallet again.
CREATE TABLE withdrawal_holds (
  hold_id bigserial PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  pass_id bigint REFERENCES reconciliation_passes(pass_id) ON DELETE SET NULL,
  chain text NOT NULL,
  asset text NOT NULL,
  -- The finding's unexplained amount (base units) when it held the wallet.
  unexplained numeric(78, 0) NOT NULL,
  reason text NOT NULL,
  held_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  released_note text
);
CREATE UNIQUE INDEX withdrawal_holds_open ON withdrawal_holds (wallet_id) WHERE released_at IS NULL;
