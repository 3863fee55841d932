// Maker/taker amounts of a CLOB order from a price and a size, on exact decimals (bigint scaled
// integers; no floats), and the exchange's own checks of those amounts.
//
// Limit orders (GTC/GTD), as the official clients compute them (py-clob-client-v2
// order_builder/builder.py get_order_amounts, clob-client-v2
// src/order-builder/helpers/getOrderRawAmounts.ts):
//   price  → rounded half-even to the tick's `price` digits;
//   BUY:  taker (shares) = size rounded down to `size` digits, maker (USDC) = taker × price;
//   SELL: maker (shares) = size rounded down to `size` digits, taker (USDC) = maker × price;
//   a product with more than `amount` digits is rounded up at amount + 4 digits and, if still longer,
//   down to `amount` digits (the clients do this to clean float noise; on exact decimals the product
//   of a rounded price and size never exceeds `amount` digits with the published configs);
//   both amounts × 10^6, half-even, are the base units.
// Market orders (FOK/FAK) are NOT computed as the official clients do: their
// getMarketOrderRawAmounts / get_market_order_amounts keep the taker to the tick's `amount` digits
// (5 or 6 on ticks finer than 0.01), and the CLOB refuses every market order whose taker has more
// than 4 ("invalid amounts, the market buy orders maker amount supports a max accuracy of 2
// decimals, taker amount a max of 4 decimals": py-clob-client-v2 #99, clob-client #266,
// rs-clob-client #114). Here, whatever the tick:
//   the cap (the worst price accepted) is put on the tick grid in the caller's favour: down for a
//   BUY, up for a SELL;
//   BUY:  maker (USDC) = amount rounded down to cents; taker (shares) = maker / cap rounded UP to
//         4 decimals, so maker/taker ≤ cap;
//   SELL: maker (shares) = amount rounded down to 2 decimals; taker (USDC) = maker × cap rounded UP
//         to 4 decimals, so taker/maker ≥ cap.
// The implied price is the cap exactly when the division comes out in 4 decimals, otherwise better
// than the cap by less than one 0.0001 share (BUY) or 0.0001 USDC (SELL); never worse.
import { fromBaseUnits, toDecimal } from '../../core/decimal.ts';
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

/** The CLOB's precision of a market (FOK/FAK) order's amounts, whatever the tick size. */
export const MARKET_MAKER_DIGITS = 2;
export const MARKET_TAKER_DIGITS = 4;

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** The price put on the tick grid (a multiple of the tick), rounding down or up. */
function onTick(price: Fixed, tick: Fixed, mode: 'down' | 'up'): Fixed {
  const scale = Math.max(price.scale, tick.scale);
  const p = roundTo(price, scale, 'down').units;
  const t = roundTo(tick, scale, 'down').units;
  const ticks = mode === 'down' ? p / t : ceilDiv(p, t);
  return { units: ticks * t, scale };
}

/**
 * Amounts of a market (FOK/FAK) order: BUY spends `amount` USDC, SELL sells `amount` shares, at the
 * worst acceptable `price` (the cap). Maker ≤ 2 decimals, taker ≤ 4 decimals; the implied price is
 * never worse than the cap (see the head of this file).
 */
export function marketOrderAmounts(
  side: OrderSide,
  amount: string | number,
  price: string | number,
  tickSize: TickSize,
): OrderAmounts {
  checkInputs(side, price, tickSize);
  const cap = onTick(
    parseFixed(price, 'price'),
    parseFixed(tickSize, 'tick size'),
    side === 'BUY' ? 'down' : 'up',
  );
  const maker = roundTo(parseFixed(amount, 'amount'), MARKET_MAKER_DIGITS, 'down');
  // taker × 10^4 as an integer: BUY ⌈maker / cap⌉, SELL ⌈maker × cap⌉.
  const takerUnits =
    side === 'BUY'
      ? ceilDiv(
          maker.units * 10n ** BigInt(cap.scale + MARKET_TAKER_DIGITS),
          cap.units * 10n ** BigInt(maker.scale),
        )
      : ceilDiv(
          maker.units * cap.units * 10n ** BigInt(MARKET_TAKER_DIGITS),
          10n ** BigInt(maker.scale + cap.scale),
        );
  const taker = { units: takerUnits, scale: MARKET_TAKER_DIGITS };
  return nonZero({ side, makerAmount: toTokenUnits(maker), takerAmount: toTokenUnits(taker) });
}

// ---------------------------------------------------------------------------------------------
// The exchange's checks of a posted order, in its own words

export type ClobOrderKind = 'limit' | 'market';

/** GTC/GTD rest on the book (limit); FOK/FAK are market orders. */
export function orderKindOf(orderType: string): ClobOrderKind {
  return orderType === 'FOK' || orderType === 'FAK' ? 'market' : 'limit';
}

/** Default minimum size of a resting (GTC/GTD) order, in shares, where the market names none. */
export const DEFAULT_MIN_ORDER_SIZE = '5';
/** Minimum USDC of a marketable BUY order. */
export const MIN_MARKETABLE_BUY_USDC = '1';

export interface PostedAmounts {
  kind: ClobOrderKind;
  side: OrderSide;
  makerAmount: bigint;
  takerAmount: bigint;
  tickSize: TickSize;
  /** Shares; limit orders only. Defaults to DEFAULT_MIN_ORDER_SIZE. */
  minOrderSize?: string;
  /** The order hash, for the texts that name the order (none before it is signed). */
  orderHash?: string;
}

const UNIT = 10n ** BigInt(COLLATERAL_DECIMALS);

function fromUnits(units: bigint): Fixed {
  return { units, scale: COLLATERAL_DECIMALS };
}

/** The canonical decimal text of a fixed value ("1.080000" → "1.08"). */
function text(x: Fixed): string {
  return fromBaseUnits(x.units, x.scale);
}

/**
 * Why the CLOB would refuse these amounts, in the words it answers with (HTTP 400 {"error": …}),
 * or null when they pass. Sources of each text are beside it; the checks are the rules those texts
 * state: precision per kind and side, the tick of a limit order's price, the minimum sizes.
 */
export function clobRefusal(order: PostedAmounts): string | null {
  const { kind, side, makerAmount, takerAmount } = order;
  const config = ROUNDING_CONFIG[order.tickSize];
  if (!config) return `invalid tick size: ${String(order.tickSize)}`;
  if (makerAmount <= 0n || takerAmount <= 0n)
    return 'invalid amounts, maker and taker amount must be positive';
  const makerDigits = decimalPlaces(fromUnits(makerAmount));
  const takerDigits = decimalPlaces(fromUnits(takerAmount));
  if (kind === 'market') {
    // py-clob-client-v2 #99, rs-clob-client #114, clob-client #266 (BUY, FAK/FOK);
    // py-clob-client #121 (an FOK order refused with the "sell orders" wording).
    if (makerDigits > MARKET_MAKER_DIGITS || takerDigits > MARKET_TAKER_DIGITS)
      return side === 'BUY'
        ? `invalid amounts, the market buy orders maker amount supports a max accuracy of ${MARKET_MAKER_DIGITS} decimals, taker amount a max of ${MARKET_TAKER_DIGITS} decimals`
        : `invalid amounts, the sell orders maker amount supports a max accuracy of ${MARKET_MAKER_DIGITS} decimals, taker amount a max of ${MARKET_TAKER_DIGITS} decimals`;
    // A marketable BUY below $1: "invalid amount for a marketable BUY order ($0.9982), min size: $1"
    // (quoted by several integrations, e.g. nautilus_trader's Polymarket guide).
    if (side === 'BUY' && makerAmount < BigInt(MIN_MARKETABLE_BUY_USDC) * UNIT)
      return `invalid amount for a marketable BUY order ($${text(fromUnits(makerAmount))}), min size: $${MIN_MARKETABLE_BUY_USDC}`;
    return null;
  }
  // Limit orders: the shares side 2 decimals, the USDC side the tick's price digits + 2.
  // py-clob-client #305 ("buy orders maker … 4 decimals, taker … 2", tick 0.01), clob-client #124
  // ("… 5 decimals, taker … 2", tick 0.001).
  const [usdcDigits, sharesDigits] = side === 'BUY' ? [makerDigits, takerDigits] : [takerDigits, makerDigits];
  if (usdcDigits > config.amount || sharesDigits > config.size)
    return side === 'BUY'
      ? `invalid amounts, the buy orders maker amount supports a max accuracy of ${config.amount} decimals, taker amount a max of ${config.size} decimals`
      : `invalid amounts, the sell orders maker amount supports a max accuracy of ${config.size} decimals, taker amount a max of ${config.amount} decimals`;
  // The price USDC/shares must be a whole number of ticks: "Price (0.9803921568627451) breaks
  // minimum tick size rule: 0.001" (okx/plugin-store #129; the CLOB prints the float ratio).
  const [usdc, shares] = side === 'BUY' ? [makerAmount, takerAmount] : [takerAmount, makerAmount];
  const tick = parseFixed(order.tickSize, 'tick size');
  if ((usdc * 10n ** BigInt(tick.scale)) % (shares * tick.units) !== 0n)
    return `Price (${Number(usdc) / Number(shares)}) breaks minimum tick size rule: ${order.tickSize}`;
  // "order 0x… is invalid. Size (1.08) lower than the minimum: 5" (py-clob-client #301).
  const minimum = parseFixed(order.minOrderSize ?? DEFAULT_MIN_ORDER_SIZE, 'minimum order size');
  if (shares < toTokenUnits(minimum))
    // Before signing (the order rules) the hash is not known yet: the text names no order then.
    return `order ${order.orderHash === undefined ? '' : `${order.orderHash} `}is invalid. Size (${text(fromUnits(shares))}) lower than the minimum: ${text(minimum)}`;
  return null;
}
