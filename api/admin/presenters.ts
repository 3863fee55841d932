// Wire forms of the operator routes, shared with the admin commands (bin/admin-commands.ts), which
// print the same whether they answer from the store or through the running service.
import type { Static } from '@sinclair/typebox';
import { toDecimal } from '../../core/decimal.ts';
import type { ProjectKeyView } from '../../engine/accounts/api-keys.ts';
import type { DataKeyRow } from '../../storage/postgres/repositories/data-keys.ts';
import { isoZ, presentProjectKey } from '../shared/presenters/api-key.ts';
import type { AdminProjectKeyOut, AdminProjectKeysOut, CreditOut, DataKeyOut } from './schemas.ts';

export function dataKeyOut(row: DataKeyRow): Static<typeof DataKeyOut> {
  return {
    key_id: row.key_id,
    name: row.name,
    active: row.active,
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
    max_execution_s: row.max_execution_s,
  };
}

/** The amount as credited: a canonical decimal string, whether it came as a string or a number. */
export function creditOut(
  deposit: { txHash: string; asset: string },
  amount: string | number,
): Static<typeof CreditOut> {
  return { tx_hash: deposit.txHash, asset: deposit.asset, amount: toDecimal(String(amount)) };
}

export function projectKeysOut(
  projectId: string,
  keys: readonly ProjectKeyView[],
): Static<typeof AdminProjectKeysOut> {
  return { project_id: projectId, api_keys: keys.map((k) => presentProjectKey(k, isoZ)) };
}

export function revokedProjectKeyOut(
  key: ProjectKeyView & { project_id: string },
): Static<typeof AdminProjectKeyOut> {
  return { project_id: key.project_id, ...presentProjectKey(key, isoZ) };
}
