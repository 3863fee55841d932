// The wire form of a copytrade's decision: the copytrade routes list them, account events carry them.
import type { Static } from '@sinclair/typebox';
import type { DecisionRow } from '../../../engine/copytrade/copytrade-queries.ts';
import type { DecisionOut } from '../schemas/copytrade-decision.ts';

export function presentDecision(d: DecisionRow): Static<typeof DecisionOut> {
  return {
    trade_id: d.trade_id,
    decision: d.decision,
    reason: d.reason,
    order_id: d.order_id,
    amount: d.amount,
    trade: d.trade,
    created_at: d.created_at.toISOString(),
  };
}
