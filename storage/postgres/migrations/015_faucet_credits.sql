-- Sandbox money: what the faucet (POST /api/v1/project/account/{account_id}/faucet) credited to an
-- account's wallets on paper chains. Each row is also a deposit ('faucet:<faucet_credit_id>') and a
-- ledger journal; this table adds who asked, under which Idempotency-Key, and lets the daily cap
-- sum an account's credits of one UTC day. amount is in token units (every faucet asset is a
-- 6-decimal dollar token), so the sum compares with FAUCET_DAILY_CAP_USDC as it is.
CREATE TABLE faucet_credits (
  faucet_credit_id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(account_id),
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  chain text NOT NULL CHECK (chain IN ('POL', 'SOL')),
  asset text NOT NULL,
  amount numeric(38, 6) NOT NULL CHECK (amount > 0),
  -- NULL when the request named none: every such request is a new credit.
  idempotency_key text,
  created_at timestamptz NOT NULL,
  UNIQUE (account_id, idempotency_key)
);
-- The cap's sum: an account's credits of one UTC day.
CREATE INDEX faucet_credits_account_day ON faucet_credits (account_id, created_at);
