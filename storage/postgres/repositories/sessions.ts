// Sessions, looked up by the SHA-256 digest of their id. Live means ended_at IS NULL AND
// expires_at > now(); every state change is one conditional UPDATE, so concurrent requests that end
// the same session cannot both count it (the loser re-checks the row after the winner commits).
import type { SqlExecutor } from '../sql.ts';

export interface SessionRow {
  account_id: string;
  created_at: Date;
  expires_at: Date;
}

export interface SessionState {
  /** The digest the row is stored under: the caller re-checks it against the presented id. */
  session_sha256: string;
  account_id: string;
  project_id: string;
  expires_at: Date;
  ended_at: Date | null;
  /** Whether the row was live when read (expiry computed by the database clock). */
  live: boolean;
}

const LIVE = 'ended_at IS NULL AND expires_at > now()';

/** Opens a session for an account of this project; undefined when the project has no such account. */
export async function insertSession(
  db: SqlExecutor,
  s: { sessionSha256: string; projectId: string; accountId: string; idleTimeoutMs: number },
): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow & Record<string, unknown>>(
    'sessions.insert',
    `INSERT INTO sessions (session_sha256, account_id, project_id, expires_at)
     SELECT $1, account_id, project_id, now() + $4::double precision * interval '1 millisecond'
     FROM accounts WHERE account_id = $2 AND project_id = $3
     RETURNING account_id, created_at, expires_at`,
    [s.sessionSha256, s.accountId, s.projectId, s.idleTimeoutMs],
  );
  return row;
}

/**
 * Reads a session and, when it is live and was last extended more than touchIntervalMs ago, moves
 * its expiry to now + idleTimeoutMs, in one round trip. Within the interval nothing is written.
 */
export async function touchSession(
  db: SqlExecutor,
  sessionSha256: string,
  policy: { idleTimeoutMs: number; touchIntervalMs: number },
): Promise<SessionState | undefined> {
  const [row] = await db.query<SessionState & { touched_expires_at: Date | null } & Record<string, unknown>>(
    'sessions.touch',
    `WITH touched AS (
       UPDATE sessions
       SET last_used_at = now(), expires_at = now() + $2::double precision * interval '1 millisecond'
       WHERE session_sha256 = $1 AND ${LIVE}
         AND last_used_at < now() - $3::double precision * interval '1 millisecond'
       RETURNING expires_at
     )
     SELECT session_sha256, account_id, project_id, ended_at, (${LIVE}) AS live,
            coalesce((SELECT expires_at FROM touched), expires_at) AS expires_at
     FROM sessions WHERE session_sha256 = $1`,
    [sessionSha256, policy.idleTimeoutMs, policy.touchIntervalMs],
  );
  if (!row) return undefined;
  return {
    session_sha256: row.session_sha256,
    account_id: row.account_id,
    project_id: row.project_id,
    expires_at: row.expires_at,
    ended_at: row.ended_at,
    live: row.live,
  };
}

/** Ends one live session of this account; false when it is unknown to the account or already over. */
export async function endSession(
  db: SqlExecutor,
  s: { sessionSha256: string; projectId: string; accountId: string },
): Promise<boolean> {
  const rows = await db.query(
    'sessions.end',
    `UPDATE sessions SET ended_at = now()
     WHERE session_sha256 = $1 AND account_id = $2 AND project_id = $3 AND ${LIVE}
     RETURNING 1`,
    [s.sessionSha256, s.accountId, s.projectId],
  );
  return rows.length > 0;
}

/** Whether the account has this session at all, live or not. */
export async function sessionBelongsTo(
  db: SqlExecutor,
  s: { sessionSha256: string; projectId: string; accountId: string },
): Promise<boolean> {
  const rows = await db.query(
    'sessions.belongs_to',
    'SELECT 1 FROM sessions WHERE session_sha256 = $1 AND account_id = $2 AND project_id = $3',
    [s.sessionSha256, s.accountId, s.projectId],
  );
  return rows.length > 0;
}

/** Ends every live session of the account and returns how many this statement ended. */
export async function endAllSessions(db: SqlExecutor, projectId: string, accountId: string): Promise<number> {
  const rows = await db.query(
    'sessions.end_all',
    `UPDATE sessions SET ended_at = now()
     WHERE account_id = $1 AND project_id = $2 AND ${LIVE}
     RETURNING 1`,
    [accountId, projectId],
  );
  return rows.length;
}
