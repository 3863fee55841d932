// A routed leg as the single-venue order placed for it: a MARKET order of the leg's size in the
// units its venue takes, with the least slippage tolerance whose worst price (engine/trading/
// order-rules.ts worstPrice, from the book's best price) is the leg's accepted price (route-leg.ts
// acceptedPrice: its last level; on venue_b the limit, as DFlow guarantees an output, not a price),
// and the routed order's limit on the venue's tick as a cap the worst price never passes
// (DraftLimits), should the book move before the leg is placed.
import { compare, div, mul, sub, add } from '../../core/decimal.ts';
import type { Side } from '../../core/trading.ts';
import type { OrderRequest } from '../trading/order-request.ts';
import { worstPrice } from '../trading/order-rules.ts';
import { acceptedPrice, capOnTick, type RouteLeg } from './route-leg.ts';

/** The largest tolerance either venue takes (DFlow's slippage is a u16 of bps). */
const U16_MAX = 65_535;

export interface LegRequest {
  order: OrderRequest;
  /** The limit price on the venue's tick, in the trader's favour (BUY down, SELL up). */
  worst_price_cap: string;
}

/** The least tolerance (bps) whose worst price from `best` reaches `worst`. */
export function toleranceFor(best: string, worst: string, side: Side, tick: string): number {
  // From just below the answer: BUY best·(1 + b/10⁴) > worst − tick, SELL best·(1 − b/10⁴) < worst + tick.
  const ratio =
    side === 'BUY'
      ? sub(div(mul(sub(worst, tick), '10000'), best, 0, 'down'), '10000')
      : sub('10000', div(mul(add(worst, tick), '10000'), best, 0, 'up'));
  let bps = Math.min(U16_MAX, Math.max(0, Number(ratio) - 1));
  const reached = (b: number) =>
    compare(worstPrice(best, side, b, tick), worst) !== (side === 'BUY' ? -1 : 1);
  while (!reached(bps) && bps < U16_MAX) bps += 1;
  return bps;
}

export function legRequest(leg: RouteLeg, side: Side, best: string, tick: string, limit: string): LegRequest {
  const cap = capOnTick(limit, side, tick);
  const bps = toleranceFor(
    best,
    acceptedPrice({ venue: leg.venue, tickSize: tick }, side, leg.worst_price, limit),
    side,
    tick,
  );
  const order: OrderRequest =
    leg.venue === 'venue_a'
      ? { token_id: leg.token_id, side, type: 'MARKET', amount: leg.amount, units: leg.units, slippage: bps }
      : { token_id: leg.token_id, side, amount: leg.amount, prediction_slippage: bps };
  return { order, worst_price_cap: cap };
}
