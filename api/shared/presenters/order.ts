// The wire form of an order (spec 2.9, 2.10): the trading routes answer it, account events carry it.
import type { Static } from '@sinclair/typebox';
import { div, isZero, mul, round, toDecimal } from '../../../core/decimal.ts';
import { TOKEN_DECIMALS } from '../../../core/trading.ts';
import { COLLATERAL } from '../../../engine/trading/holds.ts';
import type { OrderRow } from '../../../engine/trading/order-queries.ts';
import type { OrderOut } from '../schemas/order.ts';

function averagePrice(o: OrderRow): string | null {
  return isZero(o.filled_shares) ? null : div(o.filled_usdc, o.filled_shares, TOKEN_DECIMALS, 'half-up');
}

export function presentOrder(o: OrderRow): Static<typeof OrderOut> {
  const average = averagePrice(o);
  const market = o.type === 'MARKET';
  const notional =
    o.amount ?? (market ? o.filled_usdc : round(mul(o.shares!, o.price), TOKEN_DECIMALS, 'up'));
  return {
    order_id: o.order_id,
    venue: o.venue,
    token_id: o.token_id,
    side: o.side,
    type: o.type,
    amount: toDecimal(notional),
    shares: toDecimal(o.shares ?? o.filled_shares),
    filled: toDecimal(o.filled_shares),
    filled_amount: toDecimal(o.filled_usdc),
    price: toDecimal(market && average !== null ? average : o.price),
    average_price: average,
    fee: { amount: toDecimal(o.fees), asset: COLLATERAL[o.venue] },
    units: o.units,
    status: o.status,
    reason: o.reason,
    execution: o.execution,
    expires_at: o.expires_at?.toISOString() ?? null,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}
