// Operator routes (X-Admin-Key) for the keys of every project and the wallets' data keys: what
// `npm run admin -- keys …` and `rewrap-wallet-keys` send while the service runs.
// Tests: test/integration/admin-keys.test.ts, test/e2e/admin-commands.test.ts.
import type { KeyVault } from '../../chains/custody/key-vault.ts';
import { listProjectKeys, revokeAnyProjectKey } from '../../engine/accounts/api-keys.ts';
import type { KeyCache } from '../../engine/accounts/key-cache.ts';
import { rewrapWalletKeys } from '../../engine/wallets/wallets.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { AnyRoute } from '../route.ts';
import { adminRoute } from '../route-kinds.ts';
import { projectKeysOut, revokedProjectKeyOut } from './presenters.ts';
import {
  AdminProjectKeyOut,
  AdminProjectKeysOut,
  AnyProjectKeyPath,
  ProjectKeysPath,
  RewrappedOut,
} from './schemas.ts';

const operatorRoute = adminRoute({ tag: 'admin', envelope: 'data' });

export function adminKeyRoutes(deps: { sql: Sql; keys: KeyCache; vault: KeyVault }): AnyRoute[] {
  return [
    operatorRoute({
      method: 'GET',
      path: '/api/v1/admin/projects/:project_id/api-keys',
      operationId: 'listAnyProjectApiKeys',
      summary: "List a project's API keys, revoked ones included (no secrets)",
      description: 'An unknown project has no keys: an empty list.',
      params: ProjectKeysPath,
      response: AdminProjectKeysOut,
      handler: async ({ params }) =>
        projectKeysOut(params.project_id, await listProjectKeys(deps.sql, params.project_id)),
    }),
    operatorRoute({
      method: 'DELETE',
      path: '/api/v1/admin/api-keys/:public_key',
      operationId: 'revokeAnyProjectApiKey',
      summary: "Revoke any project's API key, permanently and at once on every API process",
      description: "Repeating it succeeds. Also a project's last active key (the operator's call).",
      params: AnyProjectKeyPath,
      response: AdminProjectKeyOut,
      handler: async ({ params }) =>
        revokedProjectKeyOut(await revokeAnyProjectKey(deps.sql, deps.keys, params.public_key)),
    }),
    operatorRoute({
      method: 'POST',
      path: '/api/v1/admin/wallet-keys/rewrap',
      operationId: 'rotateWalletKeys',
      summary: "KEK rotation: re-seal every wallet's data key under the current WALLET_KEK",
      description:
        'Run after a restart with the new `WALLET_KEK` and the old one in `WALLET_KEKS_RETIRED`; ' +
        'the chain keys are untouched. Repeating it re-seals nothing more (`rewrapped: 0`).',
      response: RewrappedOut,
      handler: async () => ({
        rewrapped: await rewrapWalletKeys(deps.sql, deps.vault),
        kek_id: deps.vault.currentKekId,
      }),
    }),
  ];
}
