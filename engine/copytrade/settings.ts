// The settings of a copytrade: how big each mirrored order is, which of the target's trades are
// followed, and whether sells are. Validated by the route's schema (shape) and here (meaning);
// stored as given with the defaults filled in, so what a copytrade does is always visible.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { compare, isZero, toDecimal } from '../../core/decimal.ts';
import { BadRequestError } from '../../core/errors.ts';
import { boundedAmount } from '../../core/input-bounds.ts';

const Usdc = Type.String({
  pattern: '^\\d+(\\.\\d{1,6})?$',
  description: 'USDC, a positive decimal with at most 6 decimals',
  ...boundedAmount,
});
const Price = Type.String({ pattern: '^0?\\.\\d+$|^1(\\.0+)?$|^0$', description: 'A price from 0 to 1' });
const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { maxItems: 500 });
const AllowDeny = Type.Object(
  { allow: Type.Optional(Ids), deny: Type.Optional(Ids) },
  { additionalProperties: false, description: 'allow: only these (when given); deny: never these' },
);
const SizingMode = Type.Union([Type.Literal('FIXED'), Type.Literal('PROPORTIONAL')], {
  description: `FIXED (default): \`amount\` USDC per mirrored trade; PROPORTIONAL: \`fraction\` of the target trade’s USDC.`,
});
const Sells = Type.Union([Type.Literal('FOLLOW'), Type.Literal('IGNORE')], {
  description:
    'FOLLOW (default): mirror the target’s sells out of the wallet’s shares of the token; IGNORE: buys only.',
});
const Slippage = Type.Integer({
  minimum: 0,
  maximum: 10_000,
  description: 'Basis points a mirrored market order may fill worse than the best price (default 100).',
});

/** What an omitted setting means: every field of the settings is optional. */
export const SETTINGS_DEFAULTS = {
  mode: 'FIXED',
  /** USDC per mirrored trade with mode FIXED. */
  amount: '10',
  /** Share of the target trade's size with mode PROPORTIONAL. */
  fraction: '1',
  sells: 'FOLLOW',
  /** Basis points. */
  slippage: 100,
} as const;

const Fraction = Type.String({
  pattern: '^\\d+(\\.\\d{1,6})?$',
  description: `e.g. "0.1" = a tenth of the target’s size (above 0, at most 10; default ${SETTINGS_DEFAULTS.fraction})`,
  ...boundedAmount,
});

export const CopytradeSettings = Type.Object(
  {
    sizing: Type.Optional(
      Type.Object(
        {
          mode: Type.Optional(SizingMode),
          amount: Type.Optional(
            Type.Union([Usdc], {
              description: `USDC per mirrored trade with FIXED (default ${SETTINGS_DEFAULTS.amount})`,
            }),
          ),
          fraction: Type.Optional(Fraction),
          max_per_trade: Type.Optional(Usdc),
          max_per_day: Type.Optional(
            Type.Union([Usdc], {
              description: 'USDC spent on buys per UTC day, over all this copytrade’s orders',
            }),
          ),
        },
        {
          additionalProperties: false,
          description: `Default: FIXED, ${SETTINGS_DEFAULTS.amount} USDC per trade, no caps.`,
        },
      ),
    ),
    filters: Type.Optional(
      Type.Object(
        {
          markets: Type.Optional(Type.Union([AllowDeny], { description: 'Market (condition) ids' })),
          tags: Type.Optional(Type.Union([AllowDeny], { description: 'Event tags (any case)' })),
          min_price: Type.Optional(Price),
          max_price: Type.Optional(Price),
          min_target_usdc: Type.Optional(
            Type.Union([Usdc], { description: 'Skip target trades smaller than this' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    sells: Type.Optional(Sells),
    slippage: Type.Optional(Slippage),
  },
  {
    title: 'CopytradeSettings',
    additionalProperties: false,
    description:
      'Every field is optional (`{}` takes every default); the defaults are filled in and returned.',
  },
);
export type CopytradeSettings = Static<typeof CopytradeSettings>;

/** Settings as stored and returned: every default filled in. */
export type FullSettings = {
  sizing: NonNullable<CopytradeSettings['sizing']> & { mode: 'FIXED' | 'PROPORTIONAL' };
  filters: NonNullable<CopytradeSettings['filters']>;
  sells: 'FOLLOW' | 'IGNORE';
  slippage: number;
};

/** The settings with their defaults filled in, checked for meaning (the shape is the route schema's). */
export function normalizeSettings(given: CopytradeSettings = {}): FullSettings {
  const refuse = (field: string, problem: string): never => {
    throw new BadRequestError((name) => `${name(`settings.${field}`)} ${problem}`, 'invalid_settings');
  };
  const mode = given.sizing?.mode ?? SETTINGS_DEFAULTS.mode;
  const sizing = { ...given.sizing, mode };
  if (mode === 'FIXED') {
    sizing.amount ??= SETTINGS_DEFAULTS.amount;
    if (isZero(sizing.amount)) refuse('sizing.amount', 'must be a positive USDC amount with mode FIXED');
    if (sizing.fraction !== undefined) refuse('sizing.fraction', 'is not used with mode FIXED');
  } else {
    sizing.fraction ??= SETTINGS_DEFAULTS.fraction;
    if (isZero(sizing.fraction) || compare(sizing.fraction, '10') > 0)
      refuse('sizing.fraction', 'must be above 0 and at most 10 with mode PROPORTIONAL');
    if (sizing.amount !== undefined) refuse('sizing.amount', 'is not used with mode PROPORTIONAL');
  }
  for (const k of ['max_per_trade', 'max_per_day'] as const)
    if (sizing[k] !== undefined && isZero(sizing[k])) refuse(`sizing.${k}`, 'must be positive');
  const f = given.filters ?? {};
  if (f.min_price !== undefined && f.max_price !== undefined && compare(f.min_price, f.max_price) > 0)
    refuse('filters.min_price', 'must not be above max_price');
  const canonical = (v: string | undefined) => (v === undefined ? undefined : toDecimal(v));
  return {
    sizing: {
      mode: sizing.mode,
      ...(sizing.amount !== undefined ? { amount: canonical(sizing.amount) } : {}),
      ...(sizing.fraction !== undefined ? { fraction: canonical(sizing.fraction) } : {}),
      ...(sizing.max_per_trade !== undefined ? { max_per_trade: canonical(sizing.max_per_trade) } : {}),
      ...(sizing.max_per_day !== undefined ? { max_per_day: canonical(sizing.max_per_day) } : {}),
    },
    filters: f,
    sells: given.sells ?? SETTINGS_DEFAULTS.sells,
    slippage: given.slippage ?? SETTINGS_DEFAULTS.slippage,
  };
}

const orNull = <T extends TSchema>(schema: T, description: string) =>
  Type.Optional(Type.Union([schema, Type.Null()], { description }));

/**
 * A partial change of settings (PATCH): the same fields as the settings, each optional. Given
 * fields replace the stored ones (inside `sizing` and `filters` too: one field at a time); null
 * lifts a cap or a filter. Changing `sizing.mode` drops the stored size of the other mode (its
 * `amount` or `fraction`), which the new mode does not use.
 */
export const CopytradeSettingsPatch = Type.Object(
  {
    sizing: Type.Optional(
      Type.Object(
        {
          mode: Type.Optional(SizingMode),
          amount: Type.Optional(Usdc),
          fraction: Type.Optional(Fraction),
          max_per_trade: orNull(Usdc, 'null lifts the cap'),
          max_per_day: orNull(Usdc, 'null lifts the cap'),
        },
        { additionalProperties: false },
      ),
    ),
    filters: Type.Optional(
      Type.Object(
        {
          markets: orNull(AllowDeny, 'Market (condition) ids; null: every market'),
          tags: orNull(AllowDeny, 'Event tags; null: every tag'),
          min_price: orNull(Price, 'null lifts it'),
          max_price: orNull(Price, 'null lifts it'),
          min_target_usdc: orNull(Usdc, 'null lifts it'),
        },
        { additionalProperties: false },
      ),
    ),
    sells: Type.Optional(Sells),
    slippage: Type.Optional(Slippage),
  },
  {
    title: 'CopytradeSettingsPatch',
    additionalProperties: false,
    description: 'Only the fields to change; null lifts a cap or a filter.',
  },
);
export type CopytradeSettingsPatch = Static<typeof CopytradeSettingsPatch>;

/** The fields of `patch` over those of `stored`: a null removes the field. */
function overlay(stored: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...stored };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Stored settings changed by a patch, checked as new ones are (the defaults filled in again). */
export function patchSettings(stored: FullSettings, patch: CopytradeSettingsPatch): FullSettings {
  let sizing: Record<string, unknown> = { ...stored.sizing };
  if (patch.sizing?.mode !== undefined && patch.sizing.mode !== stored.sizing.mode) {
    const { amount: _amount, fraction: _fraction, ...caps } = stored.sizing;
    sizing = caps;
  }
  if (patch.sizing) sizing = overlay(sizing, patch.sizing);
  const filters = patch.filters ? overlay(stored.filters, patch.filters) : stored.filters;
  return normalizeSettings({
    sizing,
    filters,
    sells: patch.sells ?? stored.sells,
    slippage: patch.slippage ?? stored.slippage,
  });
}
