// Exact decimal arithmetic for prices and sizes. Values travel as decimal strings; arithmetic runs on
// bigint scaled integers (value = units / 10^scale), so 1 − 0.3 is exactly 0.7 and a mid of 0.511
// and 0.514 is exactly 0.5125. Only the few operations the market-data layer needs live here.

/** A canonical decimal string: no sign for zero, no leading zeros, no trailing fractional zeros. */
export type DecimalString = string;

interface Scaled {
  units: bigint;
  scale: number;
}

const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Parses "0.50", "100", ".5", "1e-7" (and finite JS numbers); undefined when it is not a decimal. */
function toScaled(input: string | number): Scaled | undefined {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return undefined;
    // The shortest round-trip text of the number the venue sent; no arithmetic happens on floats.
    input = String(input);
  }
  const m = PLAIN.exec(input.trim());
  if (!m) return undefined;
  const [, sign = '', intPart = '', fracPart = '', expPart] = m;
  if (intPart === '' && fracPart === '') return undefined;
  const exponent = expPart === undefined ? 0 : Number(expPart);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return undefined;
  let units = BigInt((intPart + fracPart).replace(/^0+(?=\d)/, '') || '0');
  let scale = fracPart.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  if (sign === '-') units = -units;
  return { units, scale };
}

function mustScale(input: string | number): Scaled {
  const s = toScaled(input);
  if (!s) throw new RangeError(`not a decimal: ${JSON.stringify(input)}`);
  return s;
}

function format({ units, scale }: Scaled): DecimalString {
  // Drop trailing fractional zeros first so the text is canonical.
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString();
  if (scale === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(scale + 1, '0');
  const body = `${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
  return (negative ? '-' : '') + body;
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

/** The canonical form, or undefined when the input is not a finite decimal. */
export function tryDecimal(input: unknown): DecimalString | undefined {
  if (typeof input !== 'string' && typeof input !== 'number') return undefined;
  const s = toScaled(input);
  return s ? format(s) : undefined;
}

/** The canonical form; throws a RangeError when the input is not a finite decimal. */
export function toDecimal(input: string | number): DecimalString {
  return format(mustScale(input));
}

export function isDecimal(input: unknown): boolean {
  return tryDecimal(input) !== undefined;
}

export function add(a: string, b: string): DecimalString {
  const [x, y, scale] = align(mustScale(a), mustScale(b));
  return format({ units: x + y, scale });
}

export function sub(a: string, b: string): DecimalString {
  const [x, y, scale] = align(mustScale(a), mustScale(b));
  return format({ units: x - y, scale });
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(mustScale(a), mustScale(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The complementary outcome price: a NO bid at p is a YES ask at 1 − p. */
export function complement(price: string): DecimalString {
  return sub('1', price);
}

/** (a + b) / 2, exact: one more fractional digit always suffices. */
export function mid(a: string, b: string): DecimalString {
  const [x, y, scale] = align(mustScale(a), mustScale(b));
  return format({ units: (x + y) * 5n, scale: scale + 1 });
}

/** Integer cents (the venues' legacy price unit) as dollars: 42 → "0.42". */
export function centsToDollars(cents: number | bigint): DecimalString {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents))
    throw new RangeError(`not integer cents: ${cents}`);
  return format({ units: BigInt(cents), scale: 2 });
}

/** Digits after the point in the canonical form: "0.001" → 3, "5" → 0. */
export function fractionDigits(value: string): number {
  const text = toDecimal(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

export function isZero(value: string): boolean {
  return mustScale(value).units === 0n;
}

export function isNegative(value: string): boolean {
  return mustScale(value).units < 0n;
}

/**
 * Token units as integer base units: "1.5" with 6 decimals → 1500000n. Undefined when the text is
 * not a plain decimal or has more fractional digits than the token can hold (no silent rounding
 * of money).
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  if (!/^\d+(\.\d+)?$/.test(amount)) return undefined;
  const s = mustScale(amount);
  if (s.scale > decimals) {
    // Trailing zeros beyond the token's precision are harmless ("1.5000000" of a 6-decimal token).
    const excess = 10n ** BigInt(s.scale - decimals);
    if (s.units % excess !== 0n) return undefined;
    return s.units / excess;
  }
  return s.units * 10n ** BigInt(decimals - s.scale);
}

/** Integer base units as a canonical decimal string of token units: 1500000n, 6 → "1.5". */
export function fromBaseUnits(units: bigint | string, decimals: number): DecimalString {
  return format({ units: BigInt(units), scale: decimals });
}

/** a × b, exact. */
export function mul(a: string, b: string): DecimalString {
  const x = mustScale(a);
  const y = mustScale(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}

export type Rounding = 'down' | 'up' | 'half-up';

/** The decimal rounded to `digits` fractional digits: down/up toward −∞/+∞, half-up away from zero at .5. */
export function round(value: string, digits: number, mode: Rounding): DecimalString {
  const s = mustScale(value);
  if (s.scale <= digits) return format(s);
  const divisor = 10n ** BigInt(s.scale - digits);
  return format({ units: divideInteger(s.units, divisor, mode), scale: digits });
}

/** a ÷ b rounded to `digits` fractional digits; throws a RangeError for b = 0. */
export function div(a: string, b: string, digits: number, mode: Rounding): DecimalString {
  const [x, y] = align(mustScale(a), mustScale(b));
  if (y === 0n) throw new RangeError('division by zero');
  // x/y × 10^digits as an integer quotient, then rounded.
  return format({ units: divideInteger(x * 10n ** BigInt(digits), y, mode), scale: digits });
}

function divideInteger(n: bigint, d: bigint, mode: Rounding): bigint {
  if (d < 0n) return divideInteger(-n, -d, mode);
  const q = n / d; // truncates toward zero
  const r = n % d;
  if (r === 0n) return q;
  switch (mode) {
    case 'down':
      return n < 0n ? q - 1n : q;
    case 'up':
      return n < 0n ? q : q + 1n;
    case 'half-up': {
      const twice = 2n * (r < 0n ? -r : r);
      if (twice < d) return q;
      return n < 0n ? q - 1n : q + 1n;
    }
  }
}

export function min(a: string, b: string): DecimalString {
  return compare(a, b) <= 0 ? toDecimal(a) : toDecimal(b);
}
