// Wire forms of a copytrade and of its decisions on the target's trades.
import type { Static } from '@sinclair/typebox';
import type { CopytradeRow, DecisionRow } from '../../storage/postgres/repositories/copytrades.ts';
import type { CopytradeOut, DecisionOut } from './schemas.ts';

export function presentCopytrade(c: CopytradeRow): Static<typeof CopytradeOut> {
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

export function presentDecision(d: DecisionRow): Static<typeof DecisionOut> {
  return { trade_id: d.trade_id, decision: d.decision, reason: d.reason, order_id: d.order_id, amount: d.amount, trade: d.trade, created_at: d.created_at.toISOString() };
}
