-- Where each replay of a recorded dataset got to (ingest/replay/checkpoint.ts), so whichever ingest
-- replica holds the replay lease resumes it. lease_token is the fencing token of the lease it was
-- written under: a write under an older token than the row's is refused, so a replica that lost the
-- lease (and does not know yet) cannot move the checkpoint of the one that took it over.
CREATE TABLE replay_checkpoints (
  dataset text PRIMARY KEY,
  checkpoint jsonb NOT NULL,
  lease_token bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
