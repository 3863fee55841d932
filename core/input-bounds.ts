// The ranges of the numbers and times clients may send. Every store can hold anything inside them,
// so a value outside is refused up front (400) instead of failing deep inside a store (500).

/**
 * Digits an amount may have before its decimal point: amounts stay below 10^30 token units. The
 * ledger keeps base units in NUMERIC(78, 0) — room for 10^60 units of an 18-decimal token — and
 * an order's notional (shares × a price below 1) stays below the same bound.
 */
export const AMOUNT_INTEGER_DIGITS_MAX = 30;

/** The latest unix time accepted, in seconds: 9999-12-31T23:59:59Z (four-digit years, as ISO 8601). */
export const UNIX_SECONDS_MAX = 253_402_300_799;

/** The same, in milliseconds. */
export const UNIX_MS_MAX = UNIX_SECONDS_MAX * 1000 + 999;

/** The accepted time range, as error messages name it. */
export const TIME_RANGE_TEXT = '1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z';

/** Whether a decimal text or number has at most AMOUNT_INTEGER_DIGITS_MAX digits before its point. */
export function amountWithinBounds(value: string | number): boolean {
  if (typeof value === 'number') return Math.abs(value) < 10 ** AMOUNT_INTEGER_DIGITS_MAX;
  const integerDigits = /^\s*[+-]?0*(\d*)/.exec(value)![1]!;
  return integerDigits.length <= AMOUNT_INTEGER_DIGITS_MAX;
}

export const AMOUNT_BOUND_TEXT = `must have at most ${AMOUNT_INTEGER_DIGITS_MAX} digits before the decimal point`;

/**
 * A JSON Schema keyword (an OpenAPI `x-` extension) marking a value as an amount: the API's
 * validator refuses it beyond AMOUNT_INTEGER_DIGITS_MAX digits. Spread into a schema's options.
 */
export const AMOUNT_KEYWORD = 'x-amount';
export const boundedAmount = { [AMOUNT_KEYWORD]: true } as const;
