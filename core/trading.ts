// The trading vocabulary shared by the order service (engine/trading), the live venue adapters
// (venues/) and the API's presenters: sides, what an amount counts, order types and statuses, and
// how an amount is read. Shares and USDC both have 6 decimals on chain.
import { round, toDecimal } from './decimal.ts';
import { BadRequestError, type FieldNamer } from './errors.ts';
import { AMOUNT_BOUND_TEXT, amountWithinBounds } from './input-bounds.ts';

export type Side = 'BUY' | 'SELL';
/** What `amount` counts: USDC to spend (BUY) or receive (SELL), or SHARES to buy or sell. */
export type Units = 'USDC' | 'SHARES';

/** [price, size] decimal strings, best first (bids highest first, asks lowest first). */
export type Level = readonly [string, string];

/** Decimals of USDC and of outcome shares alike. */
export const TOKEN_DECIMALS = 6;

export type OrderType = 'MARKET' | 'LIMIT' | 'STOPLOSS';

/** Statuses a venue can report; PENDING is the service's own (accepted, outcome at the venue unknown). */
export type OrderStatus =
  'PENDING' | 'ACTIVE' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELLED' | 'EXPIRED' | 'REJECTED';

/** A positive decimal with at most 6 decimals (USDC and shares are both 6-decimal tokens); `field` names it in a refusal. */
export function parseAmount(value: string | number, field = 'amount'): string {
  const text = String(value).trim();
  if (!amountWithinBounds(text))
    throw new BadRequestError((name) => `${name(field)} ${AMOUNT_BOUND_TEXT}`, 'invalid_amount', field);
  if (
    !/^\d+(\.\d+)?$/.test(text) ||
    round(text, TOKEN_DECIMALS, 'down') !== toDecimal(text) ||
    toDecimal(text) === '0'
  ) {
    const message = (name: FieldNamer) =>
      `${name(field)} must be a positive decimal number with at most ${TOKEN_DECIMALS} decimals, got ${JSON.stringify(value)}`.slice(
        0,
        200,
      );
    throw new BadRequestError(message, 'invalid_amount', field);
  }
  return toDecimal(text);
}
