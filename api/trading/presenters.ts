// Wire forms of fills, active-order entries, positions (2.14) and the catalog event and market
// they belong to (null when the catalog no longer lists the token); an order itself:
// shared/presenters/order.ts.
import type { Static } from '@sinclair/typebox';
import { div, mul, round, toDecimal } from '../../core/decimal.ts';
import type { CatalogSnapshot } from '../../engine/market-queries/catalog-snapshot.ts';
import { TOKEN_DECIMALS } from '../../core/trading.ts';
import type { MarkedPosition } from '../../engine/trading/portfolio.ts';
import type { FillRow, OrderRow } from '../../engine/trading/order-queries.ts';
import { presentEventDecimal, presentMarketsDecimal } from '../shared/presenters/market.ts';
import type {
  ActiveOrderOut,
  FillOut,
  PositionOut,
  VenueBOrderOut,
  WalletEventOut,
  WalletMarketOut,
} from './schemas.ts';

/** The event and market of a token in the decimal form of wallet responses (spec 2.6–2.8). */
export function eventAndMarket(
  catalog: CatalogSnapshot,
  tokenId: string,
): { event: Static<typeof WalletEventOut>; market: Static<typeof WalletMarketOut> } {
  const ref = catalog.token(tokenId);
  if (!ref) return { event: null, market: null };
  return {
    event: presentEventDecimal(ref.event),
    market: presentMarketsDecimal(ref.event, [ref.market])[0]!,
  };
}

export function presentFill(f: FillRow): Static<typeof FillOut> {
  return {
    fill_id: f.fill_id,
    order_id: f.order_id,
    token_id: f.token_id,
    side: f.side,
    price: toDecimal(f.price),
    shares: toDecimal(f.shares),
    usdc: toDecimal(f.usdc),
    fee: toDecimal(f.fee),
    role: f.role,
    at: f.created_at.toISOString(),
  };
}

export function presentActiveOrder(catalog: CatalogSnapshot, o: OrderRow): Static<typeof ActiveOrderOut> {
  return {
    order: {
      order_id: o.order_id,
      token_id: o.token_id,
      type: o.type,
      side: o.side,
      shares: toDecimal(o.shares ?? o.filled_shares),
      filled: toDecimal(o.filled_shares),
      price: toDecimal(o.price),
      status: o.status,
      created_at: Math.floor(o.created_at.getTime() / 1000),
    },
    ...eventAndMarket(catalog, o.token_id),
  };
}

/**
 * The venue_b order result: `amount` is what the swap brought (shares for a buy, USDC for a sell),
 * `min_amount` the least it could have brought at the order's worst accepted price.
 */
export function presentVenueBOrder(o: OrderRow): Static<typeof VenueBOrderOut> {
  const brought = o.side === 'BUY' ? o.filled_shares : o.filled_usdc;
  const least =
    o.side === 'BUY'
      ? div(o.amount ?? '0', o.price, TOKEN_DECIMALS, 'down')
      : round(mul(o.shares ?? '0', o.price), TOKEN_DECIMALS, 'down');
  return { order_id: o.order_id, amount: toDecimal(brought), min_amount: least, status: o.status };
}

export function presentPosition(catalog: CatalogSnapshot, p: MarkedPosition): Static<typeof PositionOut> {
  const ref = catalog.token(p.token_id);
  const data = ref?.market.data;
  return {
    position: {
      token_id: p.token_id,
      outcome: data ? (ref.side === 'left' ? data.left_outcome : data.right_outcome) : '',
      shares: p.shares,
      avg_price: p.avg_price,
      current_price: toDecimal(p.current_price),
      initial_value: p.initial_value,
      current_value: p.current_value,
      amount_pnl: p.amount_pnl,
      percent_pnl: p.percent_pnl,
      realized_pnl: p.realized_pnl,
      redeemable: data !== undefined && data.resolved && data.winner_token_id === p.token_id,
      created_at: p.created_at.toISOString(),
    },
    ...eventAndMarket(catalog, p.token_id),
  };
}
