// venue_b's own order rules (Kalshi markets traded as DFlow swaps), applied to paper and live orders
// alike, and by the live adapter before it asks DFlow for anything. What DFlow's Trade API takes
// (GET /order, OpenAPI "DFlow Aggregator" 0.1.0) and what Kalshi matches:
//
// - Order kinds: a swap of the input mint for the output mint; no limit, no resting order, no
//   cancel and no amend (the Trade API has /order and /order-status only). MARKET orders only.
// - Size: `amount` is the input mint's amount in base units (an integer; USDC and outcome tokens
//   both have 6 decimals) and must be > 0 (DFlow: `requested_input_amount_is_zero`). A BUY spends
//   USDC (sized in USDC), a SELL sells outcome tokens (sized in shares).
// - Contracts: one outcome token is one Kalshi contract. Kalshi counts contracts in steps of 0.01
//   (kalshi-typescript 3.30.0, CreateOrderRequest.count_fp: "the minimum granularity is 0.01
//   contracts"); tokens have 6 decimals. What an order cannot fill in those steps DFlow returns to
//   the wallet (a revert, as with any unfilled input). So an order must be worth at least one step:
//   a SELL of at least 0.01 tokens, a BUY affording 0.01 contracts at its worst price; less fills
//   nothing (DFlow: `zero_out_amount`).
// - Prices: dollars per contract; the worst price is on the market's tick (Kalshi price_ranges
//   step: 0.01 on linear_cent markets) inside [tick, 1 − tick] (1 to 99 cents there). DFlow takes
//   no price: the worst price bounds the quote's guaranteed output (live-venue.ts).
// - Slippage: basis points, u16; a prediction-market slippage must be ≥ the swap slippage
//   (DFlow: `prediction_slippage_bps_below_routing_slippage`).
//
// A refusal reads "<DFlow's code>: <why>" where DFlow has a code for it (its `msg` texts are not
// published), else the rule in Kalshi's or DFlow's terms.
import { compare, div, mul, sub, toBaseUnits } from '../../core/decimal.ts';
import type { RuledOrder, VenueOrderRules } from '../../core/venue-order-rules.ts';

/** Decimals of USDC and of DFlow's outcome tokens. */
export const DFLOW_DECIMALS = 6;
/** Kalshi's contract granularity (count_fp): the least an order can fill. */
export const CONTRACT_STEP = '0.01';
const U16_MAX = 65_535;

/** What a venue_b order is sized in, per side (DFlow's `amount` is the input mint's). */
export const DFLOW_SIZE_UNITS = { BUY: 'USDC', SELL: 'SHARES' } as const;

function isMultiple(value: string, step: string): boolean {
  return !div(value, step, 12, 'down').includes('.');
}

/** The order as the live adapter holds it too: its worst price may be unknown there (null). */
export type DflowRuledOrder = Omit<RuledOrder, 'price'> & { price: string | null };

/** Why DFlow or Kalshi would refuse the order; null when they would take it. Price checks need a price. */
export function dflowOrderRefusal(order: DflowRuledOrder): string | null {
  if (order.type !== 'MARKET')
    return `DFlow trades prediction markets as swaps: MARKET orders only, not ${order.type}`;
  const units = DFLOW_SIZE_UNITS[order.side];
  const size = units === 'USDC' ? order.amount : order.shares;
  if (order.units !== units || size === null)
    return `a ${order.side} on DFlow is sized in ${units} (its amount is the input mint's)`;
  const baseUnits = toBaseUnits(size, DFLOW_DECIMALS);
  if (baseUnits === undefined)
    return `invalid amount: ${size} is not a whole number of base units (${DFLOW_DECIMALS} decimals)`;
  if (baseUnits <= 0n) return 'requested_input_amount_is_zero: the amount is zero';
  if (order.side === 'SELL' && compare(size, CONTRACT_STEP) < 0)
    return `zero_out_amount: ${size} tokens are less than one ${CONTRACT_STEP} step of a Kalshi contract`;
  const tick = order.tickSize;
  if (order.price === null) return slippageRefusal(order);
  if (
    compare(order.price, tick) < 0 ||
    compare(order.price, sub('1', tick)) > 0 ||
    !isMultiple(order.price, tick)
  )
    return `invalid price: ${order.price} is not on the market's tick ${tick} within [${tick}, ${sub('1', tick)}]`;
  if (order.side === 'BUY' && compare(size, mul(order.price, CONTRACT_STEP)) < 0)
    return `zero_out_amount: ${size} USDC buys less than ${CONTRACT_STEP} contract at the worst price ${order.price}`;
  return slippageRefusal(order);
}

function slippageRefusal(order: DflowRuledOrder): string | null {
  const { slippageBps: swap = null, predictionSlippageBps: prediction = null } = order;
  for (const [name, bps] of [
    ['slippageBps', swap],
    ['predictionMarketSlippageBps', prediction],
  ] as const)
    if (bps !== null && (!Number.isInteger(bps) || bps < 0 || bps > U16_MAX))
      return `invalid_slippage_bps: ${name} ${bps} is not a u16`;
  if (swap !== null && prediction !== null && prediction < swap)
    return `prediction_slippage_bps_below_routing_slippage: predictionMarketSlippageBps ${prediction} is below slippageBps ${swap}`;
  return null;
}

export const kalshiOrderRules: VenueOrderRules = { refusal: dflowOrderRefusal };
