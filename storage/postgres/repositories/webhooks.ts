// Webhook endpoints of projects, their pending deliveries and the log of delivery attempts (see
// 009_account_events.sql). Every read and change of an endpoint is scoped to its project.
import type { SqlExecutor } from '../sql.ts';
import type { AccountEventRow } from './account-events.ts';

export interface EndpointRow {
  endpoint_id: string;
  project_id: string;
  url: string;
  description: string | null;
  event_types: string[] | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface AttemptRow {
  attempt_id: string;
  event_id: string;
  type: string;
  attempt: number;
  succeeded: boolean;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  at: Date;
  /** The delivery's state now: pending (another attempt at next_attempt_at), delivered or failed. */
  delivery_status: string;
  next_attempt_at: Date | null;
}

/** A pending delivery that is due, with its event and its endpoint's URL and secrets. */
export interface DueDelivery {
  endpoint: Pick<
    EndpointRow,
    'endpoint_id' | 'url' | 'secret' | 'previous_secret' | 'previous_secret_expires_at'
  >;
  event: AccountEventRow;
  attempts: number;
}

type Row = Record<string, unknown>;

export async function insertEndpoint(
  db: SqlExecutor,
  e: Pick<EndpointRow, 'endpoint_id' | 'project_id' | 'url' | 'description' | 'event_types' | 'secret'>,
): Promise<EndpointRow> {
  const [row] = await db.query<EndpointRow & Row>(
    'webhooks.insert',
    `INSERT INTO webhook_endpoints (endpoint_id, project_id, url, description, event_types, secret)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [e.endpoint_id, e.project_id, e.url, e.description, e.event_types, e.secret],
  );
  return row!;
}

/**
 * Locks the project's row until the transaction ends (endpoints created at once are counted one
 * after the other) and counts its active endpoints.
 */
export async function lockAndCountEndpoints(tx: SqlExecutor, projectId: string): Promise<number> {
  await tx.query('webhooks.lock-project', 'SELECT 1 FROM projects WHERE project_id = $1 FOR NO KEY UPDATE', [
    projectId,
  ]);
  const [row] = await tx.query<{ n: number }>(
    'webhooks.count',
    'SELECT count(*)::int AS n FROM webhook_endpoints WHERE project_id = $1 AND active',
    [projectId],
  );
  return row!.n;
}

/** The project's active endpoints, oldest first. */
export function listEndpoints(db: SqlExecutor, projectId: string): Promise<EndpointRow[]> {
  return db.query<EndpointRow & Row>(
    'webhooks.list',
    'SELECT * FROM webhook_endpoints WHERE project_id = $1 AND active ORDER BY created_at, endpoint_id',
    [projectId],
  );
}

export async function findEndpoint(
  db: SqlExecutor,
  projectId: string,
  endpointId: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db.query<EndpointRow & Row>(
    'webhooks.find',
    'SELECT * FROM webhook_endpoints WHERE project_id = $1 AND endpoint_id = $2 AND active',
    [projectId, endpointId],
  );
  return row;
}

/** Ends an endpoint: no new deliveries, its pending ones are dropped as failed; the log stays. */
export async function deactivateEndpoint(
  db: SqlExecutor,
  projectId: string,
  endpointId: string,
): Promise<boolean> {
  const rows = await db.query(
    'webhooks.deactivate',
    `WITH ended AS (
       UPDATE webhook_endpoints SET active = false, updated_at = now()
       WHERE project_id = $1 AND endpoint_id = $2 AND active RETURNING endpoint_id),
     dropped AS (
       UPDATE webhook_deliveries d SET status = 'failed', updated_at = now()
       FROM ended WHERE d.endpoint_id = ended.endpoint_id AND d.status = 'pending')
     SELECT endpoint_id FROM ended`,
    [projectId, endpointId],
  );
  return rows.length > 0;
}

/** A new secret; the current one becomes the previous, still signing until `graceEnds`. */
export async function rotateSecret(
  db: SqlExecutor,
  projectId: string,
  endpointId: string,
  secret: string,
  graceEnds: Date,
): Promise<EndpointRow | undefined> {
  const [row] = await db.query<EndpointRow & Row>(
    'webhooks.rotate',
    `UPDATE webhook_endpoints
     SET previous_secret = secret, previous_secret_expires_at = $4, secret = $3, updated_at = now()
     WHERE project_id = $1 AND endpoint_id = $2 AND active RETURNING *`,
    [projectId, endpointId, secret, graceEnds],
  );
  return row;
}

/** The endpoint's latest attempts, newest first. */
export function listAttempts(
  db: SqlExecutor,
  endpointId: string,
  page: { limit: number; offset: number },
): Promise<AttemptRow[]> {
  return db.query<AttemptRow & Row>(
    'webhooks.attempts',
    `SELECT a.attempt_id::text AS attempt_id, a.event_id::text AS event_id, e.type, a.attempt, a.succeeded, a.status_code, a.error,
            a.duration_ms, a.at, d.status AS delivery_status,
            CASE WHEN d.status = 'pending' THEN d.next_attempt_at END AS next_attempt_at
     FROM webhook_attempts a
     JOIN account_events e ON e.event_id = a.event_id
     JOIN webhook_deliveries d ON d.endpoint_id = a.endpoint_id AND d.event_id = a.event_id
     WHERE a.endpoint_id = $1 ORDER BY a.attempt_id DESC LIMIT $2 OFFSET $3`,
    [endpointId, page.limit, page.offset],
  );
}

/** Pending deliveries due at `now`, the oldest events first. */
export async function dueDeliveries(db: SqlExecutor, now: Date, limit: number): Promise<DueDelivery[]> {
  const rows = await db.query<Row>(
    'webhooks.due',
    `SELECT d.attempts, w.endpoint_id, w.url, w.secret, w.previous_secret, w.previous_secret_expires_at,
            e.event_id::text AS event_id, e.account_id, e.project_id, e.wallet_id, e.type, e.subject, e.created_at
     FROM webhook_deliveries d
     JOIN webhook_endpoints w ON w.endpoint_id = d.endpoint_id
     JOIN account_events e ON e.event_id = d.event_id
     WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND w.active
     ORDER BY d.event_id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => ({
    attempts: r.attempts as number,
    endpoint: {
      endpoint_id: r.endpoint_id as string,
      url: r.url as string,
      secret: r.secret as string,
      previous_secret: r.previous_secret as string | null,
      previous_secret_expires_at: r.previous_secret_expires_at as Date | null,
    },
    event: {
      event_id: r.event_id as string,
      account_id: r.account_id as string,
      project_id: r.project_id as string,
      wallet_id: r.wallet_id as string | null,
      type: r.type as string,
      subject: r.subject as Record<string, unknown>,
      created_at: r.created_at as Date,
    },
  }));
}

/**
 * Records an attempt and moves its delivery on, in one transaction: delivered, failed (the last
 * attempt failed) or pending until `nextAt`. Only a delivery still pending after `attempts`
 * attempts is moved (a second worker's late answer changes nothing).
 */
export async function recordAttempt(
  db: SqlExecutor,
  a: {
    endpointId: string;
    eventId: string;
    attempt: number;
    succeeded: boolean;
    statusCode: number | null;
    error: string | null;
    durationMs: number;
    at: Date;
  },
  next: { status: 'delivered' | 'failed' | 'pending'; nextAt: Date },
): Promise<void> {
  await db.query(
    'webhooks.attempt',
    `WITH moved AS (
       UPDATE webhook_deliveries SET status = $9, attempts = $3, next_attempt_at = $10, updated_at = $8
       WHERE endpoint_id = $1 AND event_id = $2 AND status = 'pending' AND attempts = $3 - 1
       RETURNING 1)
     INSERT INTO webhook_attempts (endpoint_id, event_id, attempt, succeeded, status_code, error, duration_ms, at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8 FROM moved`,
    [
      a.endpointId,
      a.eventId,
      a.attempt,
      a.succeeded,
      a.statusCode,
      a.error,
      a.durationMs,
      a.at,
      next.status,
      next.nextAt,
    ],
  );
}
