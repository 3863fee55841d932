-- Retention of account events and of the webhook delivery log (engine/events/retention.ts): events
-- older than ACCOUNT_EVENTS_RETENTION_DAYS are deleted with their deliveries and attempts,
-- attempts older than WEBHOOK_ATTEMPTS_RETENTION_DAYS on their own, a batch at a time.

-- Deleting an event finds its deliveries and attempts (and checks their foreign keys) by event_id.
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);
CREATE INDEX webhook_attempts_event ON webhook_attempts (event_id);

-- The newest event of the account deleted by retention (0: none). A stream resuming after an id
-- below it would miss events, and is answered 410 events_expired instead (api/events/event-hub.ts).
ALTER TABLE account_event_heads ADD COLUMN pruned_through bigint NOT NULL DEFAULT 0;
