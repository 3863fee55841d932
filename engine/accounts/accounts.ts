// Accounts of a project: one per end user, with free-form metadata of at most 8 KB.
import { randomUUID } from 'node:crypto';
import { NotFoundError, PayloadTooLargeError } from '../../core/errors.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import * as repo from '../../storage/postgres/repositories/accounts.ts';
import { assertStorableJson, serializedBytes } from './json-values.ts';

/** Spec section 8: account metadata is at most 8 KB of JSON, measured as compact UTF-8 JSON. */
export const METADATA_MAX_BYTES = 8192;

/** The largest page of GET /api/v1/project/account, which is also its default (spec section 8). */
export const ACCOUNTS_PAGE_MAX = 1000;

export interface AccountView {
  account_id: string;
  metadata: Record<string, unknown>;
}

/** The same answer for an id that does not exist and for another project's account. */
export function accountNotFound(): NotFoundError {
  return new NotFoundError('account not found', 'account_not_found');
}

function metadataJson(metadata: Record<string, unknown>): string {
  assertStorableJson('metadata', metadata);
  const json = JSON.stringify(metadata);
  const bytes = serializedBytes(json);
  if (bytes > METADATA_MAX_BYTES) {
    throw new PayloadTooLargeError(
      (name) =>
        `${name('metadata')} must be at most ${METADATA_MAX_BYTES} bytes (8 KB) of serialized JSON; got ${bytes} bytes`,
      'payload_too_large',
    );
  }
  return json;
}

function view(row: repo.AccountRow): AccountView {
  return { account_id: row.account_id, metadata: row.metadata };
}

export async function createAccount(
  db: SqlExecutor,
  projectId: string,
  metadata: Record<string, unknown> = {},
): Promise<AccountView> {
  return view(await repo.insertAccount(db, projectId, randomUUID(), metadataJson(metadata)));
}

export async function getAccount(
  db: SqlExecutor,
  projectId: string,
  accountId: string,
): Promise<AccountView> {
  const row = await repo.findAccount(db, projectId, accountId);
  if (!row) throw accountNotFound();
  return view(row);
}

/** Throws the 404 unless the account exists and belongs to the project. */
export async function requireAccount(db: SqlExecutor, projectId: string, accountId: string): Promise<void> {
  await getAccount(db, projectId, accountId);
}

export async function listAccounts(
  db: SqlExecutor,
  projectId: string,
  page: { limit: number; offset: number },
): Promise<AccountView[]> {
  return (await repo.listAccounts(db, projectId, page)).map(view);
}

export async function replaceMetadata(
  db: SqlExecutor,
  projectId: string,
  accountId: string,
  metadata: Record<string, unknown>,
): Promise<AccountView> {
  const row = await repo.updateAccountMetadata(db, projectId, accountId, metadataJson(metadata));
  if (!row) throw accountNotFound();
  return view(row);
}
