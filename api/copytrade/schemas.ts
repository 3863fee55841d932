// Schemas of the copytrade routes: the body that starts following an address and the copytrade in
// wire form; its decisions' form is in shared/schemas/copytrade-decision.ts (account events show it too).
import { Type } from '@sinclair/typebox';
import { CopytradeSettings, CopytradeSettingsPatch } from '../../engine/copytrade/settings.ts';
import { WalletId } from '../shared/schemas/ids.ts';

const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });
const Status = Type.String({ enum: ['ACTIVE', 'PAUSED', 'STOPPED'] });

const Mode = Type.Union([Type.Literal('COPY'), Type.Literal('COUNTER')], {
  description: 'COPY buys the same outcome; COUNTER the other outcome of the same market.',
});

export const CopytradeBody = Type.Object(
  {
    target: Type.String({
      maxLength: 64,
      description: 'The EVM address to follow (any case), not the wallet’s own.',
    }),
    mode: Mode,
    // Required, as the reference interface has it (`{}` takes every default).
    settings: CopytradeSettings,
  },
  { title: 'CopytradeRequest', additionalProperties: false },
);

export const CopytradeAmendment = Type.Object(
  {
    mode: Type.Optional(Mode),
    settings: Type.Optional(CopytradeSettingsPatch),
  },
  { title: 'CopytradeAmendment', additionalProperties: false, minProperties: 1 },
);

const nullableTimestamp = (description: string) => Type.Union([Timestamp, Type.Null()], { description });

export const TargetHealthOut = Type.Object(
  {
    state: Type.String({
      enum: ['ok', 'degraded', 'unknown'],
      description:
        'ok: the latest read of the target’s trades succeeded; degraded: it failed, and the target’s ' +
        'trades are not followed until a read succeeds again (then from where reading stopped); ' +
        'unknown: not read yet.',
    }),
    last_read_at: nullableTimestamp('The last successful read of the target’s trades.'),
    last_error: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the last failed read failed (kept after a recovery).',
    }),
    last_error_at: nullableTimestamp('When the last failed read failed.'),
  },
  { title: 'CopytradeTargetHealth' },
);

export const CopytradeOut = Type.Object(
  {
    copytrade_id: Type.String({ format: 'uuid' }),
    target: Type.String(),
    mode: Type.String({ enum: ['COPY', 'COUNTER'] }),
    status: Status,
    settings: CopytradeSettings,
    created_at: Timestamp,
    updated_at: Timestamp,
    target_health: TargetHealthOut,
  },
  { title: 'Copytrade' },
);

export const CopytradePath = Type.Object({
  wallet_id: WalletId,
  copytrade_id: Type.String({ format: 'uuid', maxLength: 36 }),
});
