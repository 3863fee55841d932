// Copytrade routes (spec 4.5 POST …/copytrade → 201, and what its users need next: list, read,
// decisions, amend its mode and settings, pause, resume, stop). Account key or session; the wallet must be the account's own
// and the copytrade the wallet's (404 otherwise).
// Tests: test/integration/copytrade.test.ts. Guide: docs/api/copytrade.md.
import { Type } from '@sinclair/typebox';
import {
  amendCopytrade,
  createCopytrade,
  moveCopytrade,
  requireCopytrade,
} from '../../engine/copytrade/copytrades.ts';
import {
  copytradeDecisions,
  targetHealth,
  walletCopytrades,
  type CopytradeRow,
} from '../../engine/copytrade/copytrade-queries.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { AnyRoute } from '../route.ts';
import { ownWalletRoute, walletGuards } from '../route-kinds.ts';
import { CopytradeAmendment, CopytradeBody, CopytradeOut, CopytradePath } from './schemas.ts';
import { presentCopytrade } from './presenters.ts';
import { presentDecision } from '../shared/presenters/copytrade-decision.ts';
import { DecisionOut } from '../shared/schemas/copytrade-decision.ts';
import { Page } from '../shared/schemas/page.ts';
import { WalletPath } from '../shared/schemas/ids.ts';
import { conflicts } from '../openapi-errors.ts';

export function copytradeRoutes({ sql }: { sql: Sql }): AnyRoute[] {
  const base = '/api/v1/wallet/pol/:wallet_id';
  /** Copytrades with their targets' health, as the watcher last recorded it (one read for all). */
  const presentAll = async (rows: readonly CopytradeRow[]) => {
    const health = await targetHealth(
      sql,
      rows.map((c) => c.target),
    );
    return rows.map((c) => presentCopytrade(c, health.get(c.target)));
  };
  const present = async (row: CopytradeRow) => (await presentAll([row]))[0]!;
  const copytradeRoute = ownWalletRoute({ tag: 'copytrade', envelope: 'response' }, walletGuards.load(sql));
  const moves = (['pause', 'resume'] as const).map((action) =>
    copytradeRoute({
      method: 'POST',
      path: `${base}/copytrade/:copytrade_id/${action}`,
      operationId: `${action}Copytrade`,
      summary:
        action === 'pause'
          ? 'Pause a copytrade: the target’s trades are recorded as skipped'
          : 'Resume a paused copytrade',
      params: CopytradePath,
      response: CopytradeOut,
      errors: conflicts.copytradeState,
      handler: async ({ params }) => {
        return present(await moveCopytrade(sql, params.wallet_id, params.copytrade_id, action));
      },
    }),
  );
  return [
    copytradeRoute({
      method: 'POST',
      path: `${base}/copytrade`,
      operationId: 'createCopytrade',
      summary: 'Follow an address on venue_a in COPY or COUNTER mode (HTTP 201)',
      params: WalletPath,
      body: CopytradeBody,
      response: CopytradeOut,
      status: 201,
      handler: async ({ body, wallet }) => present(await createCopytrade(sql, wallet, body)),
    }),
    copytradeRoute({
      method: 'GET',
      path: `${base}/copytrades`,
      operationId: 'listCopytrades',
      summary: "The wallet's copytrades, newest first (stopped ones too)",
      params: WalletPath,
      response: Type.Array(CopytradeOut),
      handler: async ({ params }) => {
        return presentAll(await walletCopytrades(sql, params.wallet_id));
      },
    }),
    copytradeRoute({
      method: 'GET',
      path: `${base}/copytrade/:copytrade_id`,
      operationId: 'getCopytrade',
      summary: 'One copytrade, with the health of its target’s reads',
      params: CopytradePath,
      response: CopytradeOut,
      handler: async ({ params }) => {
        return present(await requireCopytrade(sql, params.wallet_id, params.copytrade_id));
      },
    }),
    copytradeRoute({
      method: 'GET',
      path: `${base}/copytrade/:copytrade_id/decisions`,
      operationId: 'listCopytradeDecisions',
      summary: "The copytrade's decisions on the target's trades, newest first",
      description: 'Each is PLACED (with the order), SKIPPED or FAILED (with why).',
      params: CopytradePath,
      query: Page,
      response: Type.Array(DecisionOut),
      handler: async ({ params, query }) => {
        await requireCopytrade(sql, params.wallet_id, params.copytrade_id);
        return (await copytradeDecisions(sql, params.copytrade_id, query)).map(presentDecision);
      },
    }),
    copytradeRoute({
      method: 'PATCH',
      path: `${base}/copytrade/:copytrade_id`,
      operationId: 'amendCopytrade',
      summary: "Change a copytrade's mode or settings (only the fields given)",
      description:
        'The settings take the fields of the create body, each optional: given ones replace the stored ones (inside `sizing` and `filters` one field at a time), `null` lifts a cap or a filter, and switching `sizing.mode` drops the other mode’s size. Checked as new settings are; the same change twice changes nothing. A STOPPED copytrade cannot change (409).',
      params: CopytradePath,
      body: CopytradeAmendment,
      response: CopytradeOut,
      errors: conflicts.copytradeState,
      handler: async ({ params, body }) =>
        present(await amendCopytrade(sql, params.wallet_id, params.copytrade_id, body)),
    }),
    ...moves,
    copytradeRoute({
      method: 'DELETE',
      path: `${base}/copytrade/:copytrade_id`,
      operationId: 'stopCopytrade',
      summary: 'Stop a copytrade for good (status STOPPED; its decisions and orders stay)',
      params: CopytradePath,
      response: CopytradeOut,
      errors: conflicts.copytradeState,
      handler: async ({ params }) => {
        return present(await moveCopytrade(sql, params.wallet_id, params.copytrade_id, 'stop'));
      },
    }),
  ];
}
