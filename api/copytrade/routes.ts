// Copytrade routes (spec 4.5 POST …/copytrade → 201, and what its users need next: list, read,
// decisions, pause, resume, stop). Account key or session; the wallet must be the account's own
// and the copytrade the wallet's (404 otherwise).
import { Type } from '@sinclair/typebox';
import { createCopytrade, moveCopytrade, requireCopytrade } from '../../engine/copytrade/copytrades.ts';
import { CopytradeSettings } from '../../engine/copytrade/settings.ts';
import { requireWallet } from '../../engine/wallets/wallets.ts';
import { listCopytrades, listDecisions, type CopytradeRow, type DecisionRow } from '../../storage/postgres/repositories/copytrades.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { AnyRoute } from '../route.ts';
import { accountRoute } from '../route-kinds.ts';
import { WalletId } from '../accounts/schemas.ts';
import { OrdersPage } from '../trading/schemas.ts';
import { WalletPath } from '../wallets/schemas.ts';
import { conflicts } from '../openapi-errors.ts';

const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });
const Status = Type.String({ enum: ['ACTIVE', 'PAUSED', 'STOPPED'] });

const CopytradeBody = Type.Object(
  {
    target: Type.String({ maxLength: 64, description: 'The EVM address to follow (any case), not the wallet’s own.' }),
    mode: Type.Union([Type.Literal('COPY'), Type.Literal('COUNTER')], { description: 'COPY buys the same outcome; COUNTER the other outcome of the same market.' }),
    settings: Type.Optional(Type.Union([CopytradeSettings], { description: 'Every field optional; the defaults are filled in and returned.' })),
  },
  { additionalProperties: false },
);

const CopytradeOut = Type.Object({
  copytrade_id: Type.String({ format: 'uuid' }),
  target: Type.String(),
  mode: Type.String({ enum: ['COPY', 'COUNTER'] }),
  status: Status,
  settings: CopytradeSettings,
  created_at: Timestamp,
  updated_at: Timestamp,
});

const DecisionOut = Type.Object({
  trade_id: Type.String(),
  decision: Type.String({ enum: ['PLACED', 'SKIPPED', 'FAILED'] }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was skipped or failed (a stable code first).' }),
  order_id: Type.Union([Type.String(), Type.Null()]),
  amount: Type.String({ description: 'USDC a placed buy committed (counts against max_per_day).' }),
  trade: Type.Record(Type.String(), Type.Unknown(), { description: 'The target trade as received.' }),
  created_at: Timestamp,
});

const CopytradePath = Type.Object({ wallet_id: WalletId, copytrade_id: Type.String({ format: 'uuid', maxLength: 36 }) });

function present(c: CopytradeRow): Record<string, unknown> {
  return {
    copytrade_id: c.copytrade_id,
    target: c.target,
    mode: c.mode,
    status: c.status,
    settings: c.settings,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

function presentDecision(d: DecisionRow): Record<string, unknown> {
  return { trade_id: d.trade_id, decision: d.decision, reason: d.reason, order_id: d.order_id, amount: d.amount, trade: d.trade, created_at: d.created_at.toISOString() };
}

const copytradeRoute = accountRoute('copytrade');

export function copytradeRoutes({ sql }: { sql: Sql }): AnyRoute[] {
  const base = '/api/v1/wallet/pol/:wallet_id';
  const moves = (['pause', 'resume'] as const).map((action) =>
    copytradeRoute({
      method: 'POST',
      path: `${base}/copytrade/:copytrade_id/${action}`,
      summary: action === 'pause' ? 'Pause a copytrade: the target’s trades are recorded as skipped (paused)' : 'Resume a paused copytrade',
      params: CopytradePath,
      response: CopytradeOut,
      errors: conflicts.copytradeState,
      handler: async ({ params, principal }) => {
        await requireWallet(sql, principal.accountId, params.wallet_id);
        return present(await moveCopytrade(sql, params.wallet_id, params.copytrade_id, action));
      },
    }),
  );
  return [
    copytradeRoute({
      method: 'POST',
      path: `${base}/copytrade`,
      summary: 'Follow an address on venue_a in COPY or COUNTER mode (HTTP 201)',
      params: WalletPath,
      body: CopytradeBody,
      response: CopytradeOut,
      status: 201,
      handler: async ({ params, body, principal }) => present(await createCopytrade(sql, await requireWallet(sql, principal.accountId, params.wallet_id), body)),
    }),
    copytradeRoute({
      method: 'GET',
      path: `${base}/copytrades`,
      summary: "The wallet's copytrades, newest first (stopped ones too)",
      params: WalletPath,
      response: Type.Array(CopytradeOut),
      handler: async ({ params, principal }) => {
        await requireWallet(sql, principal.accountId, params.wallet_id);
        return (await listCopytrades(sql, params.wallet_id)).map(present);
      },
    }),
    copytradeRoute({
      method: 'GET',
      path: `${base}/copytrade/:copytrade_id`,
      summary: 'One copytrade',
      params: CopytradePath,
      response: CopytradeOut,
      handler: async ({ params, principal }) => {
        await requireWallet(sql, principal.accountId, params.wallet_id);
        return present(await requireCopytrade(sql, params.wallet_id, params.copytrade_id));
      },
    }),
    copytradeRoute({
      method: 'GET',
      path: `${base}/copytrade/:copytrade_id/decisions`,
      summary: "The copytrade's decisions on the target's trades, newest first: PLACED (with the order), SKIPPED or FAILED (with why)",
      params: CopytradePath,
      query: OrdersPage,
      response: Type.Array(DecisionOut),
      handler: async ({ params, query, principal }) => {
        await requireWallet(sql, principal.accountId, params.wallet_id);
        await requireCopytrade(sql, params.wallet_id, params.copytrade_id);
        return (await listDecisions(sql, params.copytrade_id, query)).map(presentDecision);
      },
    }),
    ...moves,
    copytradeRoute({
      method: 'DELETE',
      path: `${base}/copytrade/:copytrade_id`,
      summary: 'Stop a copytrade for good (status STOPPED; its decisions and orders stay)',
      params: CopytradePath,
      response: CopytradeOut,
      errors: conflicts.copytradeState,
      handler: async ({ params, principal }) => {
        await requireWallet(sql, principal.accountId, params.wallet_id);
        return present(await moveCopytrade(sql, params.wallet_id, params.copytrade_id, 'stop'));
      },
    }),
  ];
}
