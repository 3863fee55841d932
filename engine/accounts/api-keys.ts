// API keys: account keys (created by the project or by the account through a session) and further
// project keys (created by the project). A key is a pair: the public part (`pk_`) names it, the
// secret (`sk_`, 256 random bits) is returned once, here, and stored only as its SHA-256 digest.
import { ConflictError, NotFoundError } from '../../core/errors.ts';
import { newKeyPair, sha256Hex } from '../../core/secrets.ts';
import type { Sql, SqlExecutor } from '../../storage/postgres/sql.ts';
import * as accountKeys from '../../storage/postgres/repositories/account-keys.ts';
import * as projectKeys from '../../storage/postgres/repositories/project-keys.ts';
import type { KeyCache } from './key-cache.ts';

/** Name given to a key created without one. */
export const DEFAULT_KEY_NAME = 'default';

export interface KeyView {
  public_key: string;
  name: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface CreatedAccountKey extends KeyView {
  /** Shown once; only its digest is kept. */
  secret_key: string;
}

export interface CreatedProjectKey extends CreatedAccountKey {
  domain: string | null;
}

function keyView(row: accountKeys.AccountKeyRow): KeyView {
  return {
    public_key: row.public_key,
    name: row.name,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The caller must have checked that the account belongs to the project. */
export async function createAccountKey(
  db: SqlExecutor,
  owner: { projectId: string; accountId: string },
  name: string | undefined,
): Promise<CreatedAccountKey> {
  const { publicKey, secretKey } = newKeyPair();
  const row = await accountKeys.insertAccountKey(db, {
    publicKey,
    secretSha256: sha256Hex(secretKey),
    accountId: owner.accountId,
    projectId: owner.projectId,
    name: name ?? DEFAULT_KEY_NAME,
  });
  return { ...keyView(row), secret_key: secretKey };
}

/** Every key of the account, revoked ones included (active: false), oldest first; no secrets. */
export async function listAccountKeys(db: SqlExecutor, accountId: string): Promise<KeyView[]> {
  return (await accountKeys.listAccountKeys(db, accountId)).map(keyView);
}

/**
 * Permanent: the key stops working at once (it is evicted from the key cache before this returns)
 * and is never active again. Repeating it succeeds.
 */
export async function revokeAccountKey(
  db: SqlExecutor,
  keys: KeyCache,
  accountId: string,
  publicKey: string,
): Promise<void> {
  const row = await accountKeys.deactivateAccountKey(db, accountId, publicKey);
  if (!row) throw new NotFoundError('API key not found', 'api_key_not_found');
  await keys.revoked(publicKey);
}

export async function createProjectKey(
  db: SqlExecutor,
  projectId: string,
  options: { name?: string; domain?: string },
): Promise<CreatedProjectKey> {
  const { publicKey, secretKey } = newKeyPair();
  const row = await projectKeys.insertProjectKeyReturning(db, {
    publicKey,
    secretSha256: sha256Hex(secretKey),
    projectId,
    name: options.name ?? DEFAULT_KEY_NAME,
    domain: options.domain ? normalizeDomain(options.domain) : null,
  });
  return {
    public_key: row.public_key,
    secret_key: secretKey,
    name: row.name ?? DEFAULT_KEY_NAME,
    domain: row.domain,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A project key as its project sees it: no secret, nor its digest. */
export interface ProjectKeyView extends KeyView {
  domain: string | null;
  /** When it was revoked; null while it is active. */
  revoked_at: Date | null;
}

function projectKeyView(row: projectKeys.ProjectKeyRow): ProjectKeyView {
  return {
    public_key: row.public_key,
    name: row.name ?? DEFAULT_KEY_NAME,
    domain: row.domain,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
    // Revocation is the only update a key row undergoes (storage/postgres/repositories/project-keys.ts).
    revoked_at: row.active ? null : row.updated_at,
  };
}

/** Every key of the project, revoked ones included (active: false), oldest first; no secrets. */
export async function listProjectKeys(db: SqlExecutor, projectId: string): Promise<ProjectKeyView[]> {
  return (await projectKeys.listProjectKeys(db, projectId)).map(projectKeyView);
}

/**
 * Revokes a key of the project, permanently: it stops working on this process before this returns,
 * and on every other API process once the revocation, published before this returns, reaches it.
 * Repeating it succeeds. Another project's key is 404, like a missing one. A key may revoke itself
 * only while another active key of the project remains (`caller`: the public key of the key making
 * the request), so that a project cannot lock itself out: 409 otherwise.
 */
export async function revokeProjectKey(
  sql: Sql,
  keys: KeyCache,
  projectId: string,
  publicKey: string,
  caller?: string,
): Promise<ProjectKeyView> {
  const row = await sql.transaction(async (tx) => {
    const held = await projectKeys.lockProjectKeys(tx, projectId);
    const target = held.find((k) => k.public_key === publicKey);
    if (!target) throw new NotFoundError('API key not found', 'api_key_not_found');
    if (target.active && publicKey === caller && !held.some((k) => k.active && k.public_key !== publicKey)) {
      throw new ConflictError(
        "cannot revoke the project's last active API key with itself: create another key first",
        'last_active_key',
      );
    }
    return (await projectKeys.deactivateProjectKey(tx, projectId, publicKey))!;
  });
  await keys.revoked(publicKey);
  return projectKeyView(row);
}

/**
 * The operator's revocation (admin command): any project's key, by its public key alone, even the
 * project's last active one (a leaked secret is worse than a project without a key).
 */
export async function revokeAnyProjectKey(
  sql: Sql,
  keys: KeyCache,
  publicKey: string,
): Promise<ProjectKeyView & { project_id: string }> {
  const found = await projectKeys.findProjectKey(sql, publicKey);
  if (!found) throw new NotFoundError('API key not found', 'api_key_not_found');
  const revoked = await revokeProjectKey(sql, keys, found.project_id, publicKey);
  return { project_id: found.project_id, ...revoked };
}

/** Host names compare case-insensitively and without a trailing root dot. */
export function normalizeDomain(domain: string): string {
  return domain.toLowerCase().replace(/\.$/, '');
}
