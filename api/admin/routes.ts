// Operator routes (X-Admin-Key): projects and paper credits; sql-routes.ts the read-only SQL.
// Tests (test/integration/): accounts-auth.test.ts (bootstrap), wallets.test.ts and
// wallet-chain.test.ts (credits), data-queries.test.ts and test/e2e/data-team-sql.test.ts (SQL).
import type { Sql } from '../../storage/postgres/sql.ts';
import { createProject } from '../../engine/admin/projects.ts';
import type { ChainId } from '../../chains/chain-adapter.ts';
import type { ChainSet } from '../../engine/wallets/chain-set.ts';
import { creditPaperFunds } from '../../engine/wallets/deposits.ts';
import type { AnyRoute } from '../route.ts';
import { adminRoute } from '../route-kinds.ts';
import { WalletPath } from '../shared/schemas/ids.ts';
import { creditOut } from './presenters.ts';
import { CreateProjectBody, CreditBody, CreditOut, ProjectOut } from './schemas.ts';

const operatorRoute = adminRoute({ tag: 'admin', envelope: 'data' });

export function adminRoutes(deps: { sql: Sql; chains: ChainSet }): AnyRoute[] {
  return [
    operatorRoute({
      method: 'POST',
      path: '/api/v1/admin/projects',
      operationId: 'createProject',
      summary: 'Create a project and its first project API key (bootstrap)',
      body: CreateProjectBody,
      response: ProjectOut,
      handler: ({ body }) => createProject(deps.sql, body.name),
    }),
    operatorRoute({
      method: 'POST',
      path: '/api/v1/admin/wallets/:wallet_id/credit',
      operationId: 'creditWallet',
      summary: 'Paper mode: credit test funds to a wallet',
      description: 'Only on a chain that is not connected to its real network; refused on a live chain.',
      params: WalletPath,
      body: CreditBody,
      response: CreditOut,
      handler: async ({ params, body }) => {
        const deposit = await creditPaperFunds(deps.sql, deps.chains, params.wallet_id, {
          chain: body.chain as ChainId,
          asset: body.asset,
          amount: String(body.amount),
        });
        return creditOut(deposit, body.amount);
      },
    }),
  ];
}
