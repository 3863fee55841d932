-- Account events (an outbox): every change an integrator may subscribe to — an order accepted,
-- amended, filled, cancelled, expired or rejected, a fill, a deposit credited, a withdrawal's status,
-- a copytrade decision — recorded in the transaction that makes the change, so none is lost to a
-- crash. Delivered by the SSE stream per account (GET /api/v1/account/events, resumed after the
-- Last-Event-ID) and by the webhooks of the account's project (webhook_deliveries below).

-- event_id is unique across accounts and grows in commit order within an account: a transaction
-- that records an account's events first locks the account's head row (engine/events/record.ts),
-- so the account's next events wait for its commit before they draw an id. A reader that has seen
-- an id has therefore seen every smaller id of the account.
CREATE TABLE account_event_heads (
  account_id uuid PRIMARY KEY REFERENCES accounts(account_id),
  last_event_id bigint NOT NULL
);

-- subject: the changed object as stored (an order row, a fill row, a deposit, a withdrawal, a
-- copytrade decision) when the change committed; the API presents it in the shape it answers for
-- that object (api/events/presenters.ts).
CREATE TABLE account_events (
  event_id bigserial PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(account_id),
  project_id uuid NOT NULL REFERENCES projects(project_id),
  wallet_id uuid REFERENCES wallets(wallet_id),
  type text NOT NULL,
  subject jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_events_account ON account_events (account_id, event_id);

-- A project's webhook endpoints. The signing secret is kept sealed (AES-256-GCM under the wallet KEK,
-- bound to the endpoint: `kekId:base64`), since it must sign; after a rotation the previous one still
-- signs until previous_secret_expires_at (both signatures are sent meanwhile).
-- event_types NULL: every type. A deleted endpoint is kept inactive, with its delivery log.
CREATE TABLE webhook_endpoints (
  endpoint_id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects(project_id),
  url text NOT NULL,
  description text,
  event_types text[],
  secret text NOT NULL,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_project ON webhook_endpoints (project_id, created_at) WHERE active;

-- One delivery per (endpoint, event), queued in the transaction that records the event: pending
-- until an attempt is answered 2xx (delivered) or the attempts run out (failed); between attempts
-- next_attempt_at backs off exponentially.
CREATE TABLE webhook_deliveries (
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(endpoint_id),
  event_id bigint NOT NULL REFERENCES account_events(event_id),
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';

-- The delivery log: one row per attempt, with the endpoint's answer (status code) or the error.
CREATE TABLE webhook_attempts (
  attempt_id bigserial PRIMARY KEY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(endpoint_id),
  event_id bigint NOT NULL REFERENCES account_events(event_id),
  attempt integer NOT NULL,
  succeeded boolean NOT NULL,
  status_code integer,
  error text,
  duration_ms integer NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, attempt_id DESC);
