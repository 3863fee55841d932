// Deletes aged-out account events and webhook delivery attempts, one bounded batch per call (see
// 010_event_retention.sql). A batch is the `limit` oldest rows by id, of which those older than
// the cut-off go: ids grow with time (to within a transaction's length), so each call reads at
// most `limit` rows of the primary key, and a call that deletes fewer than `limit` has reached
// what is still kept.
import type { Sql, SqlExecutor } from '../sql.ts';

/** Deletes up to `limit` attempts logged before `before`; returns how many. */
export async function deleteOldAttempts(db: SqlExecutor, before: Date, limit: number): Promise<number> {
  const rows = await db.query(
    'retention.attempts',
    `DELETE FROM webhook_attempts WHERE attempt_id IN (
       SELECT attempt_id FROM (SELECT attempt_id, at FROM webhook_attempts ORDER BY attempt_id LIMIT $2) oldest WHERE at < $1)
     RETURNING 1`,
    [before, limit],
  );
  return rows.length;
}

/**
 * Deletes up to `limit` events recorded before `before`, with their deliveries and attempts, and
 * moves each account's pruned_through up to its newest deleted event, in one transaction.
 * Returns how many events.
 */
export function deleteOldEvents(sql: Sql, before: Date, limit: number): Promise<number> {
  return sql.transaction(async (tx) => {
    const batch = await tx.query<{ event_id: string; account_id: string }>(
      'retention.events-batch',
      `SELECT event_id::text AS event_id, account_id FROM (
         SELECT event_id, account_id, created_at FROM account_events ORDER BY event_id LIMIT $2) oldest
       WHERE created_at < $1`,
      [before, limit],
    );
    if (batch.length === 0) return 0;
    const ids = batch.map((e) => e.event_id);
    await tx.query(
      'retention.heads',
      `UPDATE account_event_heads h SET pruned_through = greatest(h.pruned_through, p.newest)
       FROM (SELECT account_id, max(event_id) AS newest FROM unnest($1::uuid[], $2::bigint[]) AS d(account_id, event_id) GROUP BY account_id) p
       WHERE h.account_id = p.account_id`,
      [batch.map((e) => e.account_id), ids],
    );
    await tx.query(
      'retention.event-attempts',
      'DELETE FROM webhook_attempts WHERE event_id = ANY($1::bigint[])',
      [ids],
    );
    await tx.query(
      'retention.event-deliveries',
      'DELETE FROM webhook_deliveries WHERE event_id = ANY($1::bigint[])',
      [ids],
    );
    await tx.query('retention.events', 'DELETE FROM account_events WHERE event_id = ANY($1::bigint[])', [
      ids,
    ]);
    return batch.length;
  });
}

/**
 * Deletes up to `limit` deleted (inactive) endpoints last changed before `before` that nothing
 * refers to any more (their deliveries and attempts aged out): their sealed secrets go too.
 */
export async function deleteEndedEndpoints(db: SqlExecutor, before: Date, limit: number): Promise<number> {
  const rows = await db.query(
    'retention.endpoints',
    `DELETE FROM webhook_endpoints WHERE endpoint_id IN (
       SELECT w.endpoint_id FROM webhook_endpoints w
       WHERE NOT w.active AND w.updated_at < $1
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.endpoint_id = w.endpoint_id)
         AND NOT EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.endpoint_id = w.endpoint_id)
       LIMIT $2)
     RETURNING 1`,
    [before, limit],
  );
  return rows.length;
}
