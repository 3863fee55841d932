// The wire form of a copytrade's decision on one of its target's trades: the copytrade routes list
// them, account events carry them.
import { Type } from '@sinclair/typebox';

const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });

export const DecisionOut = Type.Object(
  {
    trade_id: Type.String(),
    decision: Type.String({ enum: ['PLACED', 'SKIPPED', 'FAILED'] }),
    reason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why it was skipped or failed (a stable code first).',
    }),
    order_id: Type.Union([Type.String(), Type.Null()]),
    amount: Type.String({ description: 'USDC a placed buy committed (counts against max_per_day).' }),
    trade: Type.Record(Type.String(), Type.Unknown(), { description: 'The target trade as received.' }),
    created_at: Timestamp,
  },
  { title: 'CopytradeDecision' },
);
