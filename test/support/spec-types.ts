// The spec's field types (interface.md section 2) as data, and a walker that reports every field of
// a response whose JSON type differs: decimal strings where the spec says "decimal string",
// numbers where it says "number", integers for unix times. Only the fields whose type the spec
// fixes are listed; a listed field must be present.
export type Kind = 'decimal' | 'decimal?' | 'number' | 'number?' | 'integer' | 'iso' | 'iso?' | 'boolean';

export type Form = Readonly<Record<string, Kind>>;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const VOLUMES_A = ['liquidity', 'volume', 'volume24hr', 'volume1wk', 'volume1mo', 'volume1yr'] as const;
const fields = (names: readonly string[], kind: Kind): Form =>
  Object.fromEntries(names.map((n) => [n, kind]));
const TIMES: Form = { created_at: 'iso?', updated_at: 'iso?', ends_at: 'iso?' };

/** 2.6, venue_a event: volumes are numbers in listings and recommendations, decimal strings in wallet order responses. */
export const eventA = (volumes: 'decimal' | 'number'): Form => ({
  event_id: 'integer',
  active: 'boolean',
  neg_risk: 'boolean',
  ...fields(VOLUMES_A, volumes),
  ...TIMES,
});
/** 2.7, venue_a market in wallet and recommendation responses (left/right prices null when the venue quotes none). */
export const MARKET_A_DECIMAL: Form = {
  event_id: 'integer',
  left_price: 'decimal?',
  right_price: 'decimal?',
  decimals: 'integer',
  ...fields(VOLUMES_A, 'decimal'),
  ...TIMES,
};
/** 2.7 in market listings: prices and volumes as numbers. */
export const MARKET_A_LISTING: Form = {
  event_id: 'integer',
  left_price: 'number?',
  right_price: 'number?',
  ...fields(VOLUMES_A, 'number'),
  ...TIMES,
};
/** 2.8, venue_b event and market (inside positions and other wallet responses). */
export const EVENT_B_DECIMAL: Form = { active: 'boolean', liquidity: 'decimal', volume: 'decimal', ...TIMES };
export const MARKET_B_DECIMAL: Form = {
  left_price: 'decimal?',
  right_price: 'decimal?',
  ...fields(['liquidity', 'open_interest', 'volume', 'volume24hr'], 'decimal'),
  active: 'boolean',
  resolved: 'boolean',
  claimable: 'boolean',
  ...TIMES,
};
/** 2.9 single order and wallet orders list entry's order. */
export const ORDER: Form = {
  ...fields(['amount', 'shares', 'filled', 'price'], 'decimal'),
  created_at: 'iso',
  updated_at: 'iso',
};
/** 2.9 active-orders entry's order: created_at in unix seconds. */
export const ACTIVE_ORDER: Form = {
  ...fields(['shares', 'filled', 'price'], 'decimal'),
  created_at: 'integer',
};
/** 2.10 */
export const VENUE_B_ORDER: Form = { amount: 'decimal', min_amount: 'decimal' };
/** 2.11 */
export const QUOTE_A: Form = fields(
  ['amount', 'shares', 'average_price', 'best_price', 'slippage'],
  'decimal',
);
export const QUOTE_B: Form = fields(
  ['amount', 'shares', 'min_shares', 'average_price', 'price_impact'],
  'decimal',
);
/** 2.12 */
export const TRANSFER: Form = { amount: 'decimal', created_at: 'iso' };
/** 2.14 */
export const POSITION: Form = {
  ...fields(
    ['shares', 'avg_price', 'current_price', 'initial_value', 'current_value', 'amount_pnl', 'percent_pnl'],
    'decimal',
  ),
  redeemable: 'boolean',
  created_at: 'iso',
};
/** 2.15 */
export const PNL_POINT: Form = { ts: 'integer', ...fields(['realized', 'unrealized', 'total'], 'decimal') };

function fits(value: unknown, kind: Kind): boolean {
  if (kind.endsWith('?') && value === null) return true;
  switch (kind.replace('?', '') as Kind) {
    case 'decimal':
      return typeof value === 'string' && DECIMAL.test(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'iso':
      return typeof value === 'string' && ISO.test(value);
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return false;
  }
}

/** Every field of `value` (an object) that is missing or not of its kind in `form`, as "where.field: got …". */
export function typeProblems(where: string, value: unknown, form: Form): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return [`${where}: expected an object, got ${JSON.stringify(value)}`];
  const record = value as Record<string, unknown>;
  return Object.entries(form)
    .filter(([field, kind]) => !(field in record) || !fits(record[field], kind))
    .map(
      ([field, kind]) =>
        `${where}.${field}: expected ${kind}, got ${field in record ? JSON.stringify(record[field]) : 'nothing'}`,
    );
}

/** The event and market forms of a wallet response entry on its venue (2.6/2.7 decimal form or 2.8). */
export function walletEntryProblems(
  where: string,
  venue: string,
  entry: { event: unknown; market: unknown },
): string[] {
  return venue === 'venue_a'
    ? [
        ...typeProblems(`${where}.event`, entry.event, eventA('decimal')),
        ...typeProblems(`${where}.market`, entry.market, MARKET_A_DECIMAL),
      ]
    : [
        ...typeProblems(`${where}.event`, entry.event, EVENT_B_DECIMAL),
        ...typeProblems(`${where}.market`, entry.market, MARKET_B_DECIMAL),
      ];
}
