// Resolving a presented credential to who presents it. Secrets and session ids are looked up by
// their SHA-256 digest (an index probe reveals nothing about the secret itself) and then confirmed
// with a constant-time comparison. The families are told apart by looking the digest up in both
// key tables: the prefix `sk_` is shared by project and account secrets, as the spec requires.
// Active keys' records may be kept in a KeyCache: a hit skips the lookup, not the comparison.
import { secretMatches, sha256Hex } from '../../core/secrets.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { findAccountKeyBySecretDigest } from '../../storage/postgres/repositories/account-keys.ts';
import { findProjectKeyBySecretDigest } from '../../storage/postgres/repositories/project-keys.ts';
import { touchSession } from '../../storage/postgres/repositories/sessions.ts';
import type { Credential } from './credential.ts';
import type { KeyCache, KeyRecord } from './key-cache.ts';
import { SESSION_PREFIX, sessionDigest, type SessionPolicy } from './sessions.ts';

export type { Credential };

export type Rejection =
  /** Not a credential we issue, or one we never issued: what a guess looks like. */
  | 'unknown'
  /** A public key (`pk_`) where the secret belongs. */
  | 'public_key'
  /** A key that was revoked. */
  | 'revoked'
  /** A session that ended or timed out. */
  | 'expired';

export type Resolution = { ok: true; credential: Credential } | { ok: false; rejection: Rejection };

/** Longest token worth hashing: every credential we issue is far shorter. */
const MAX_TOKEN_LENGTH = 200;
const TOKEN = /^[A-Za-z0-9_-]+$/;

export async function resolveCredential(
  db: SqlExecutor,
  policy: SessionPolicy,
  token: string,
  /** Which key table to probe first: the family the route expects. */
  expected: 'project' | 'account',
  /** Active keys' records, kept between requests. */
  cache?: KeyCache,
): Promise<Resolution> {
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN.test(token)) return { ok: false, rejection: 'unknown' };
  if (token.startsWith(SESSION_PREFIX)) return resolveSession(db, policy, token);
  if (token.startsWith('pk_')) return { ok: false, rejection: 'public_key' };
  if (!token.startsWith('sk_')) return { ok: false, rejection: 'unknown' };

  const digest = sha256Hex(token);
  const kept = cache?.get(digest);
  if (kept)
    return secretMatches(token, kept.digest)
      ? { ok: true, credential: kept.credential }
      : { ok: false, rejection: 'unknown' };
  const generation = cache?.generation() ?? 0;
  const probes = expected === 'project' ? [projectKey, accountKey] : [accountKey, projectKey];
  for (const probe of probes) {
    const found = await probe(db, digest);
    if (found === undefined) continue;
    if (!secretMatches(token, found.digest)) return { ok: false, rejection: 'unknown' };
    if (!found.active) return { ok: false, rejection: 'revoked' };
    cache?.keep(found, generation);
    return { ok: true, credential: found.credential };
  }
  return { ok: false, rejection: 'unknown' };
}

interface KeyHit extends KeyRecord {
  active: boolean;
}

async function projectKey(db: SqlExecutor, digest: string): Promise<KeyHit | undefined> {
  const row = await findProjectKeyBySecretDigest(db, digest);
  if (!row) return undefined;
  return {
    digest: row.secret_sha256,
    active: row.active,
    credential: { kind: 'project', projectId: row.project_id, publicKey: row.public_key, domain: row.domain },
  };
}

async function accountKey(db: SqlExecutor, digest: string): Promise<KeyHit | undefined> {
  const row = await findAccountKeyBySecretDigest(db, digest);
  if (!row) return undefined;
  return {
    digest: row.secret_sha256,
    active: row.active,
    credential: {
      kind: 'account_key',
      projectId: row.project_id,
      accountId: row.account_id,
      publicKey: row.public_key,
    },
  };
}

/** A live session is extended by this use (see SessionPolicy). */
async function resolveSession(
  db: SqlExecutor,
  policy: SessionPolicy,
  sessionId: string,
): Promise<Resolution> {
  const digest = sessionDigest(sessionId);
  const state = await touchSession(db, digest, policy);
  // The row found must be the presented session's, whatever the lookup did (as for keys above).
  if (!state || !secretMatches(sessionId, state.session_sha256)) return { ok: false, rejection: 'unknown' };
  if (!state.live) return { ok: false, rejection: 'expired' };
  return {
    ok: true,
    credential: {
      kind: 'session',
      projectId: state.project_id,
      accountId: state.account_id,
      sessionSha256: digest,
      expiresAt: state.expires_at,
    },
  };
}
