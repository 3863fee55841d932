// The few exact operations the fee and arbitrage formulas need beyond core/decimal.ts:
// multiplication, rounding up to a step, and division with a fixed number of digits. Values are
// decimal strings; arithmetic runs on bigint scaled integers.
import { toDecimal } from '../../core/decimal.ts';

interface Fixed {
  units: bigint;
  scale: number;
}

function fixed(value: string): Fixed {
  const text = toDecimal(value);
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(int + frac);
  return { units: negative ? -units : units, scale: frac.length };
}

function text({ units, scale }: Fixed): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return toDecimal((negative ? '-' : '') + body);
}

export function mul(a: string, b: string): string {
  const x = fixed(a);
  const y = fixed(b);
  return text({ units: x.units * y.units, scale: x.scale + y.scale });
}

/** The smallest multiple of `step` (a power of ten such as "0.01") that is ≥ value. */
export function ceilTo(value: string, step: string): string {
  const x = fixed(value);
  const s = fixed(step);
  // Express both at a common scale, then round the quotient up.
  const scale = Math.max(x.scale, s.scale);
  const xu = x.units * 10n ** BigInt(scale - x.scale);
  const su = s.units * 10n ** BigInt(scale - s.scale);
  let q = xu / su;
  if (q * su < xu) q += 1n;
  return text({ units: q * su, scale });
}

/** a / b, rounded toward zero to `digits` fraction digits. */
export function div(a: string, b: string, digits: number): string {
  const x = fixed(a);
  const y = fixed(b);
  if (y.units === 0n) throw new RangeError('division by zero');
  // a/b = (xu/10^xs) / (yu/10^ys); scale the numerator so the quotient has `digits` digits.
  const shift = digits + y.scale - x.scale;
  const num = shift >= 0 ? x.units * 10n ** BigInt(shift) : x.units / 10n ** BigInt(-shift);
  return text({ units: num / y.units, scale: digits });
}

/** value^n for a small non-negative integer n. */
export function pow(value: string, n: number): string {
  let out = '1';
  for (let i = 0; i < n; i++) out = mul(out, value);
  return out;
}
