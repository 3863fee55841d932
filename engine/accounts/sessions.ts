// Sessions: opened per account by its project, ended by refresh, expire, expire-all, sign-out, or
// by inactivity. The id (`sess_` + 256 random bits) is returned to the caller and stored only as
// its SHA-256 digest, so a leaked table cannot be replayed.
import { NotFoundError } from '../../core/errors.ts';
import { randomToken, sha256Hex } from '../../core/secrets.ts';
import type { Sql, SqlExecutor } from '../../storage/postgres/sql.ts';
import * as repo from '../../storage/postgres/repositories/sessions.ts';
import { accountNotFound, requireAccount } from './accounts.ts';

export const SESSION_PREFIX = 'sess_';

export interface SessionPolicy {
  /** Inactivity time-out: a session unused for this long is expired. */
  idleTimeoutMs: number;
  /** A use within this long of the last recorded one does not write (keeps authentication cheap). */
  touchIntervalMs: number;
}

/** Extension is written at most every 5 s, or every tenth of the time-out when that is shorter. */
export function sessionPolicy(idleTimeoutMs: number): SessionPolicy {
  return { idleTimeoutMs, touchIntervalMs: Math.min(5000, Math.floor(idleTimeoutMs / 10)) };
}

export interface OpenedSession {
  account_id: string;
  session_id: string;
  created_at: Date;
  expires_at: Date;
}

export function sessionDigest(sessionId: string): string {
  return sha256Hex(sessionId);
}

function sessionNotFound(): NotFoundError {
  return new NotFoundError('session not found', 'session_not_found');
}

export async function openSession(
  db: SqlExecutor,
  policy: SessionPolicy,
  projectId: string,
  accountId: string,
): Promise<OpenedSession> {
  const sessionId = randomToken(SESSION_PREFIX);
  const row = await repo.insertSession(db, {
    sessionSha256: sessionDigest(sessionId),
    projectId,
    accountId,
    idleTimeoutMs: policy.idleTimeoutMs,
  });
  if (!row) throw accountNotFound();
  return {
    account_id: row.account_id,
    session_id: sessionId,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

/** Ends a live session and opens its successor atomically; a session already over cannot be refreshed. */
export async function refreshSession(
  sql: Sql,
  policy: SessionPolicy,
  projectId: string,
  accountId: string,
  sessionId: string,
): Promise<OpenedSession> {
  await requireAccount(sql, projectId, accountId);
  return sql.transaction(async (tx) => {
    const ended = await repo.endSession(tx, {
      sessionSha256: sessionDigest(sessionId),
      projectId,
      accountId,
    });
    if (!ended) throw new NotFoundError('session not found or already expired', 'session_not_found');
    return openSession(tx, policy, projectId, accountId);
  });
}

/** Ends one session of the account. Ending a session that is already over succeeds again. */
export async function expireSession(
  db: SqlExecutor,
  projectId: string,
  accountId: string,
  sessionId: string,
): Promise<void> {
  await requireAccount(db, projectId, accountId);
  const key = { sessionSha256: sessionDigest(sessionId), projectId, accountId };
  if (await repo.endSession(db, key)) return;
  if (!(await repo.sessionBelongsTo(db, key))) throw sessionNotFound();
}

/** Ends every live session of the account; the count is exact under concurrent calls. */
export async function expireAllSessions(
  db: SqlExecutor,
  projectId: string,
  accountId: string,
): Promise<number> {
  await requireAccount(db, projectId, accountId);
  return repo.endAllSessions(db, projectId, accountId);
}

/** Sign-out: ends the caller's own session, found by the digest the authenticator already has. */
export async function endOwnSession(
  db: SqlExecutor,
  s: { sessionSha256: string; projectId: string; accountId: string },
): Promise<void> {
  await repo.endSession(db, s);
}
