import { Type } from '@sinclair/typebox';
import type { Sql } from '../../storage/postgres/sql.ts';
import { createProject } from '../../engine/admin/projects.ts';
import type { ChainId } from '../../chains/chain-adapter.ts';
import type { ChainSet } from '../../engine/wallets/chain-set.ts';
import { creditPaperFunds } from '../../engine/wallets/deposits.ts';
import { boundedAmount } from '../../core/input-bounds.ts';
import { route, type AnyRoute } from '../route.ts';
import { WalletPath } from '../wallets/schemas.ts';

export const ProjectName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Letters, digits, hyphens and underscores; at most 64 characters.',
});

export function adminRoutes(deps: { sql: Sql; chains: ChainSet }): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/v1/admin/projects',
      summary: 'Create a project and its first project API key (bootstrap)',
      tag: 'admin',
      envelope: 'data',
      auth: 'admin',
      body: Type.Object({ name: ProjectName }),
      response: Type.Object({
        project_id: Type.String({ format: 'uuid' }),
        name: Type.String(),
        public_key: Type.String({ pattern: '^pk_' }),
        secret_key: Type.String({ pattern: '^sk_' }),
      }),
      handler: ({ body }) => createProject(deps.sql, body.name),
    }),
    route({
      method: 'POST',
      path: '/api/v1/admin/wallets/:wallet_id/credit',
      summary: 'Paper mode: credit test funds to a wallet on a chain that is not connected (refused on a live chain)',
      tag: 'admin',
      envelope: 'data',
      auth: 'admin',
      params: WalletPath,
      body: Type.Object(
        {
          chain: Type.String({ enum: ['POL', 'SOL'] }),
          asset: Type.String({ maxLength: 32 }),
          amount: Type.String({ maxLength: 100, description: 'Token units, e.g. "100".', ...boundedAmount }),
        },
        { additionalProperties: false },
      ),
      response: Type.Object({ tx_hash: Type.String(), amount: Type.String(), asset: Type.String() }),
      handler: async ({ params, body }) => {
        const deposit = await creditPaperFunds(deps.sql, deps.chains, params.wallet_id, {
          chain: body.chain as ChainId,
          asset: body.asset,
          amount: body.amount,
        });
        return { tx_hash: deposit.txHash, asset: deposit.asset, amount: body.amount };
      },
    }),
  ];
}
