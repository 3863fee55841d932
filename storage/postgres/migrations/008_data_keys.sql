-- Data keys: read-only credentials for data teams. One opens the SQL route (POST /api/v1/data/sql,
-- `npm run sql --data-key`) and nothing else; the operator creates and revokes them. Only the
-- SHA-256 digest of the secret is kept; key_id (dk_id_…) is the public name a list shows.
CREATE TABLE data_keys (
  key_id text PRIMARY KEY,
  name text NOT NULL,
  secret_sha256 text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
