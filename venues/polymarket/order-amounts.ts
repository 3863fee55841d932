// Maker/taker amounts of a CLOB order from a price and a size, as the official clients compute them,
// on exact decimals (bigint scaled integers; no floats).
//
// Limit orders (py-clob-client-v2 order_builder/builder.py get_order_amounts, clob-client-v2
// src/order-builder/helpers/getOrderRawAmounts.ts):
//   price  → rounded half-even to the tick's `price` digits;
//   BUY:  taker (shares) = size rounded down to `size` digits, maker (USDC) = taker × price;
//   SELL: maker (shares) = size rounded down to `size` digits, taker (USDC) = maker × price;
//   a product with more than `amount` digits is rounded up at amount + 4 digits and, if still longer,
//   down to `amount` digits (the clients do this to clean float noise; on exact decimals the product
//   of a rounded price and size never exceeds `amount` digits with the published configs);
//   both amounts × 10^6, half-even, are the base units.
// Market orders (py-clob-client-v2 get_market_order_amounts): the price, rounded down to the tick,
// is reduced to a fraction n/d; the amount (USDC for BUY, shares for SELL) rounded down to `size`
// digits is spent in whole lots so that maker/taker is exactly the price.
// The TypeScript client rounds the price half-up (Math.round) where the Python client rounds
// half-even; the two differ only for a price off the tick grid at an exact half, e.g. 0.565 at 0.01.
import { toDecimal } from '../../core/decimal.ts';
import { COLLATERAL_DECIMALS, type OrderSide } from './order-types.ts';

export type TickSize = '0.1' | '0.01' | '0.005' | '0.0025' | '0.001' | '0.0001';

/** Fractional digits kept for the price, the size and the USDC amount. */
export interface RoundConfig {
  readonly price: number;
  readonly size: number;
  readonly amount: number;
}

/** py-clob-client-v2 ROUNDING_CONFIG / clob-client-v2 src/order-builder/helpers/roundingConfig.ts. */
export const ROUNDING_CONFIG: Readonly<Record<TickSize, RoundConfig>> = {
  '0.1': { price: 1, size: 2, amount: 3 },
  '0.01': { price: 2, size: 2, amount: 4 },
  '0.005': { price: 3, size: 2, amount: 5 },
  '0.0025': { price: 4, size: 2, amount: 6 },
  '0.001': { price: 3, size: 2, amount: 5 },
  '0.0001': { price: 4, size: 2, amount: 6 },
};

export function isTickSize(value: unknown): value is TickSize {
  return typeof value === 'string' && Object.hasOwn(ROUNDING_CONFIG, value);
}

/** The tick size of a market as the CLOB reports it ("0.01", 0.01, "0.010") → a TickSize. */
export function toTickSize(value: string | number): TickSize {
  const text = toDecimal(value);
  if (!isTickSize(text)) throw new RangeError(`unsupported tick size: ${JSON.stringify(value)}`);
  return text;
}

/** value = units / 10^scale, units ≥ 0. */
interface Fixed {
  units: bigint;
  scale: number;
}

type Rounding = 'down' | 'up' | 'half-even';

/** A non-negative decimal (a JS number is read from its shortest round-trip text, as str() does). */
function parseFixed(value: string | number, what: string): Fixed {
  let text: string;
  try {
    text = toDecimal(value);
  } catch {
    throw new RangeError(`${what} is not a decimal: ${JSON.stringify(value)}`);
  }
  if (text.startsWith('-')) throw new RangeError(`${what} must not be negative: ${text}`);
  const dot = text.indexOf('.');
  if (dot === -1) return { units: BigInt(text), scale: 0 };
  return { units: BigInt(text.slice(0, dot) + text.slice(dot + 1)), scale: text.length - dot - 1 };
}

/** Digits after the point once trailing zeros are dropped. */
function decimalPlaces({ units, scale }: Fixed): number {
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return scale;
}

function roundTo(x: Fixed, digits: number, mode: Rounding): Fixed {
  if (x.scale <= digits) return { units: x.units * 10n ** BigInt(digits - x.scale), scale: digits };
  const divisor = 10n ** BigInt(x.scale - digits);
  const quotient = x.units / divisor;
  const remainder = x.units % divisor;
  if (remainder === 0n || mode === 'down') return { units: quotient, scale: digits };
  if (mode === 'up') return { units: quotient + 1n, scale: digits };
  const twice = remainder * 2n;
  const bump = twice > divisor || (twice === divisor && quotient % 2n === 1n);
  return { units: bump ? quotient + 1n : quotient, scale: digits };
}

function multiply(a: Fixed, b: Fixed): Fixed {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Token units → integer base units (× 10^6), half-even like the clients' to_token_decimals. */
function toTokenUnits(x: Fixed): bigint {
  return roundTo(x, COLLATERAL_DECIMALS, 'half-even').units;
}

/** The clients' clean-up of a USDC product that has more digits than the tick allows. */
function fitAmount(x: Fixed, amountDigits: number): Fixed {
  if (decimalPlaces(x) <= amountDigits) return x;
  const up = roundTo(x, amountDigits + 4, 'up');
  return decimalPlaces(up) > amountDigits ? roundTo(up, amountDigits, 'down') : up;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export interface OrderAmounts {
  side: OrderSide;
  /** What the maker gives: USDC base units for BUY, share base units for SELL. */
  makerAmount: bigint;
  /** What the maker receives: shares for BUY, USDC for SELL. */
  takerAmount: bigint;
}

/** The clients' price check: tick ≤ price ≤ 1 − tick. */
export function priceInRange(price: string | number, tickSize: TickSize): boolean {
  const p = parseFixed(price, 'price');
  const tick = parseFixed(tickSize, 'tick size');
  const scale = Math.max(p.scale, tick.scale);
  const pu = roundTo(p, scale, 'down').units;
  const tu = roundTo(tick, scale, 'down').units;
  return pu >= tu && pu <= 10n ** BigInt(scale) - tu;
}

function checkInputs(side: OrderSide, price: string | number, tickSize: TickSize): RoundConfig {
  if (side !== 'BUY' && side !== 'SELL') throw new RangeError(`side must be BUY or SELL: ${String(side)}`);
  const config = ROUNDING_CONFIG[tickSize];
  if (!config) throw new RangeError(`unsupported tick size: ${String(tickSize)}`);
  if (!priceInRange(price, tickSize))
    throw new RangeError(`price ${String(price)} is outside [${tickSize}, 1 - ${tickSize}]`);
  return config;
}

function nonZero(amounts: OrderAmounts): OrderAmounts {
  if (amounts.makerAmount <= 0n || amounts.takerAmount <= 0n)
    throw new RangeError('order size rounds to zero at this tick size');
  return amounts;
}

/** Amounts of a limit (GTC/GTD) order of `size` shares at `price` USDC per share. */
export function limitOrderAmounts(
  side: OrderSide,
  size: string | number,
  price: string | number,
  tickSize: TickSize,
): OrderAmounts {
  const config = checkInputs(side, price, tickSize);
  const rawPrice = roundTo(parseFixed(price, 'price'), config.price, 'half-even');
  const shares = roundTo(parseFixed(size, 'size'), config.size, 'down');
  const usdc = fitAmount(multiply(shares, rawPrice), config.amount);
  return nonZero(
    side === 'BUY'
      ? { side, makerAmount: toTokenUnits(usdc), takerAmount: toTokenUnits(shares) }
      : { side, makerAmount: toTokenUnits(shares), takerAmount: toTokenUnits(usdc) },
  );
}

/**
 * Amounts of a market (FOK/FAK) order: BUY spends `amount` USDC, SELL sells `amount` shares, at the
 * worst acceptable `price`; maker/taker is exactly the tick-rounded price.
 */
export function marketOrderAmounts(
  side: OrderSide,
  amount: string | number,
  price: string | number,
  tickSize: TickSize,
): OrderAmounts {
  const config = checkInputs(side, price, tickSize);
  const priceUnits = roundTo(parseFixed(price, 'price'), config.price, 'down').units;
  const scale = 10n ** BigInt(config.price);
  const divisor = gcd(priceUnits, scale);
  const numerator = priceUnits / divisor;
  const denominator = scale / divisor;
  const units = toTokenUnits(roundTo(parseFixed(amount, 'amount'), config.size, 'down'));
  if (side === 'BUY') {
    const lots = units / numerator;
    return nonZero({ side, makerAmount: lots * numerator, takerAmount: lots * denominator });
  }
  const lots = units / denominator;
  return nonZero({ side, makerAmount: lots * denominator, takerAmount: lots * numerator });
}
