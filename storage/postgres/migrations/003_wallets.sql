-- Custodial wallets, their sealed keys, the double-entry ledger, chain transfers and withdrawals.

-- A wallet belongs to one account and has one address per chain. Its keys are sealed (AES-256-GCM)
-- under a data key of its own, itself sealed under the key-encryption key named kek_id: no key
-- material is stored in the clear.
CREATE TABLE wallets (
  wallet_id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(account_id),
  project_id uuid NOT NULL REFERENCES projects(project_id),
  evm_address text NOT NULL UNIQUE,
  sol_address text NOT NULL UNIQUE,
  kek_id text NOT NULL,
  wrapped_dek bytea NOT NULL,
  sealed_evm_key bytea NOT NULL,
  sealed_sol_key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallets_account ON wallets (account_id, created_at);

-- The ledger: every balance change is a journal whose entries sum to zero per asset, posted once
-- per idempotency key. ledger_accounts.balance is the running sum of its entries, kept in the same
-- transaction as the entries under a row lock; the CHECK makes a balance that would go negative
-- fail the whole transaction. Only the outside world's accounts (where deposits come from and
-- withdrawals go to) may go negative.
CREATE TABLE ledger_accounts (
  ledger_account_id bigserial PRIMARY KEY,
  -- 'wallet:<uuid>:available', 'wallet:<uuid>:withdrawing', 'chain:deposits', 'chain:withdrawals', 'paper:faucet'
  name text NOT NULL,
  chain text NOT NULL CHECK (chain IN ('POL', 'SOL')),
  asset text NOT NULL,
  wallet_id uuid REFERENCES wallets(wallet_id),
  may_go_negative boolean NOT NULL DEFAULT false,
  balance numeric(78, 0) NOT NULL DEFAULT 0,
  CONSTRAINT ledger_balance_not_negative CHECK (may_go_negative OR balance >= 0),
  UNIQUE (name, chain, asset)
);
CREATE INDEX ledger_accounts_wallet ON ledger_accounts (wallet_id) WHERE wallet_id IS NOT NULL;

CREATE TABLE ledger_journals (
  journal_id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  entry_id bigserial PRIMARY KEY,
  journal_id bigint NOT NULL REFERENCES ledger_journals(journal_id),
  ledger_account_id bigint NOT NULL REFERENCES ledger_accounts(ledger_account_id),
  amount numeric(78, 0) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (ledger_account_id);
CREATE INDEX ledger_entries_journal ON ledger_entries (journal_id);

-- Deposits credited to wallets: one row per on-chain transfer (chain, tx hash, log index), so a
-- deposit seen twice is credited once. Paper credits have tx hashes 'paper:<uuid>'.
CREATE TABLE deposits (
  chain text NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  asset text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  from_address text NOT NULL,
  to_address text NOT NULL,
  block text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (chain, tx_hash, log_index)
);
CREATE INDEX deposits_wallet ON deposits (wallet_id, chain, created_at DESC);

-- Withdrawals. queued: funds held, nothing signed yet; sent: signed (raw_tx and tx_hash recorded
-- before the first broadcast), waiting for the chain; confirmed: landed, funds gone; failed /
-- dropped: reverted on chain or can never land, funds returned. One per (wallet, idempotency key).
CREATE TABLE withdrawals (
  withdrawal_id uuid PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets(wallet_id),
  chain text NOT NULL,
  asset text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  from_address text NOT NULL,
  to_address text NOT NULL,
  idempotency_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'sent', 'confirmed', 'failed', 'dropped')),
  tx_hash text,
  raw_tx text,
  validity text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (wallet_id, idempotency_key)
);
CREATE INDEX withdrawals_wallet ON withdrawals (wallet_id, chain, created_at DESC);
CREATE INDEX withdrawals_open ON withdrawals (chain, created_at) WHERE status IN ('queued', 'sent');

-- Where each chain's deposit scan stopped (an opaque cursor of the chain adapter).
CREATE TABLE chain_cursors (
  chain text PRIMARY KEY,
  cursor text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
