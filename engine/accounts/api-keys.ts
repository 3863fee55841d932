// API keys: account keys (created by the project or by the account through a session) and further
// project keys (created by the project). A key is a pair: the public part (`pk_`) names it, the
// secret (`sk_`, 256 random bits) is returned once, here, and stored only as its SHA-256 digest.
import { NotFoundError } from '../../core/errors.ts';
import { newKeyPair, sha256Hex } from '../../core/secrets.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import * as accountKeys from '../../storage/postgres/repositories/account-keys.ts';
import { insertProjectKeyReturning } from '../../storage/postgres/repositories/project-keys.ts';
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
  const row = await insertProjectKeyReturning(db, {
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

/** Host names compare case-insensitively and without a trailing root dot. */
export function normalizeDomain(domain: string): string {
  return domain.toLowerCase().replace(/\.$/, '');
}
