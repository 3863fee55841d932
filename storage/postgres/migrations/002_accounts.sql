-- Accounts of a project (one per end user), their API keys, their sessions and their interest tags.
-- Secrets and session ids are kept only as SHA-256 digests; every row carries project_id so that
-- every query can be scoped to its tenant.
CREATE TABLE accounts (
  account_id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects(project_id),
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Listing pages through a project's accounts in creation order.
CREATE INDEX accounts_project_listing ON accounts (project_id, created_at, account_id);

CREATE TABLE account_api_keys (
  public_key text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(account_id),
  project_id uuid NOT NULL REFERENCES projects(project_id),
  secret_sha256 text NOT NULL UNIQUE,
  name text NOT NULL,
  -- Revocation is permanent: nothing sets a key active again.
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_api_keys_account ON account_api_keys (account_id, created_at);

-- A session is live while ended_at IS NULL AND expires_at > now(). expires_at moves forward on use
-- (inactivity time-out); ended_at is set by refresh, expire, expire-all and sign-out.
CREATE TABLE sessions (
  session_sha256 text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(account_id),
  project_id uuid NOT NULL REFERENCES projects(project_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_open_by_account ON sessions (account_id) WHERE ended_at IS NULL;

-- The whole set of an account's interest tags, replaced at once (one row, so a replacement is atomic).
CREATE TABLE account_interests (
  account_id uuid PRIMARY KEY REFERENCES accounts(account_id),
  tags text[] NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
