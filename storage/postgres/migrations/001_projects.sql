-- Projects (integrators) and their API keys. Secrets are kept only as SHA-256 digests.
CREATE TABLE projects (
  project_id uuid PRIMARY KEY,
  name text NOT NULL,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE project_api_keys (
  public_key text PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects(project_id),
  secret_sha256 text NOT NULL UNIQUE,
  name text,
  domain text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_api_keys_project ON project_api_keys (project_id);
