// venue_a's own order rules, applied to paper and live orders alike: the amounts the live adapter
// would sign (limit: shares × price; market: the USDC a BUY spends or the shares a SELL sells, at
// the worst price) must be accepted by the CLOB (clobRefusal: precision per kind and side, the
// tick of a limit price, a marketable BUY of at least $1, a limit order of at least the market's
// minimum size — the catalog's min_order_size, the CLOB's default of 5 shares where it names none).
// A tick size the CLOB does not publish rounding rules for is left to the engine's price check.
// STOPLOSS orders are the service's own.
import { div, mul } from '../../core/decimal.ts';
import { TOKEN_DECIMALS } from '../../core/trading.ts';
import type { RuledOrder, VenueOrderRules } from '../../core/venue-order-rules.ts';
import {
  DEFAULT_MIN_ORDER_SIZE,
  clobRefusal,
  isTickSize,
  limitOrderAmounts,
  marketOrderAmounts,
  type OrderAmounts,
} from './order-amounts.ts';

export const polymarketOrderRules: VenueOrderRules = {
  refusal(order: RuledOrder): string | null {
    if (order.type === 'STOPLOSS' || !isTickSize(order.tickSize)) return null;
    const tick = order.tickSize;
    let amounts: OrderAmounts;
    try {
      if (order.type === 'LIMIT') {
        amounts = limitOrderAmounts(order.side, order.shares!, order.price, tick);
      } else {
        // As venues/polymarket/live-venue.ts converts it: USDC for a BUY, shares for a SELL.
        const size =
          order.side === 'BUY'
            ? order.units === 'USDC'
              ? order.amount!
              : mul(order.shares!, order.price)
            : order.units === 'SHARES'
              ? order.shares!
              : div(order.amount!, order.price, TOKEN_DECIMALS, 'down');
        amounts = marketOrderAmounts(order.side, size, order.price, tick);
      }
    } catch (err) {
      if (err instanceof RangeError) return err.message;
      throw err;
    }
    return clobRefusal({
      ...amounts,
      kind: order.type === 'LIMIT' ? 'limit' : 'market',
      tickSize: tick,
      minOrderSize: order.minOrderSize ?? DEFAULT_MIN_ORDER_SIZE,
    });
  },
};
