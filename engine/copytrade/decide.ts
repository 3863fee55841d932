// What a copytrade does with one trade of its target: place a mirrored order (and of what size) or
// skip it, and why. COPY trades the same outcome token, COUNTER the other outcome of the same
// market; a BUY is mirrored by a market buy of USDC, a SELL (when sells are followed) by a market
// sell of shares out of what the wallet holds free. Pure: the caller brings the catalog entry, the
// USDC already spent today and the wallet's free shares.
import { compare, complement, div, isZero, min, mul, round, sub } from '../../core/decimal.ts';
import type { TargetTradeMessage } from '../../core/trading-events.ts';
import type { TokenRef } from '../market-queries/catalog-snapshot.ts';
import { TOKEN_DECIMALS } from '../../core/trading.ts';
import type { OrderRequest } from '../trading/order-request.ts';
import type { FullSettings } from './settings.ts';

export type Mode = 'COPY' | 'COUNTER';

export type Decision =
  | { kind: 'PLACE'; order: OrderRequest; /** USDC a buy commits (0 for a sell). */ amount: string }
  | { kind: 'SKIP'; reason: string };

export interface DecisionContext {
  /** The catalog's entry of the traded token (undefined: unknown market). */
  ref: TokenRef | undefined;
  /** USDC this copytrade's buys committed since 00:00 UTC. */
  spentToday: string;
  /** The wallet's free shares of a token. */
  freeShares: (tokenId: string) => string;
}

const skip = (reason: string): Decision => ({ kind: 'SKIP', reason });

function listed(list: readonly string[] | undefined, values: readonly string[]): boolean | undefined {
  if (list === undefined) return undefined;
  const set = new Set(list.map((v) => v.toLowerCase()));
  return values.some((v) => set.has(v.toLowerCase()));
}

/** The first filter the trade fails, or undefined. */
function filtered(trade: TargetTradeMessage, ref: TokenRef, settings: FullSettings): string | undefined {
  const f = settings.filters ?? {};
  const market = [trade.market_id];
  if (listed(f.markets?.allow, market) === false) return 'market_not_allowed';
  if (listed(f.markets?.deny, market) === true) return 'market_denied';
  const tags = [...ref.event.tagSet];
  if (listed(f.tags?.allow, tags) === false) return 'tag_not_allowed';
  if (listed(f.tags?.deny, tags) === true) return 'tag_denied';
  if (f.min_price !== undefined && compare(trade.price, f.min_price) < 0) return 'price_below_min';
  if (f.max_price !== undefined && compare(trade.price, f.max_price) > 0) return 'price_above_max';
  if (f.min_target_usdc !== undefined && compare(trade.usdc, f.min_target_usdc) < 0)
    return 'target_trade_too_small';
  return undefined;
}

export function decide(
  copytrade: { mode: Mode; settings: FullSettings },
  trade: TargetTradeMessage,
  ctx: DecisionContext,
): Decision {
  const { settings } = copytrade;
  const { ref } = ctx;
  if (!ref || ref.event.venue !== 'venue_a') return skip('unknown_market');
  if (!ref.market.data.active || ref.market.data.closed) return skip('market_closed');
  const why = filtered(trade, ref, settings);
  if (why) return skip(why);
  const data = ref.market.data;
  const other = trade.token_id === data.left_token_id ? data.right_token_id : data.left_token_id;
  const token = copytrade.mode === 'COPY' ? trade.token_id : other;
  // What the mirrored token trades at, as the target's trade shows it.
  const price = copytrade.mode === 'COPY' ? trade.price : complement(trade.price);
  const { sizing } = settings;
  const slippage = settings.slippage ?? 100;

  if (trade.side === 'SELL') {
    if (settings.sells === 'IGNORE') return skip('sells_ignored');
    const free = ctx.freeShares(token);
    if (isZero(free)) return skip('no_position');
    let shares =
      sizing.mode === 'FIXED'
        ? isZero(price)
          ? free
          : div(sizing.amount!, price, TOKEN_DECIMALS, 'down')
        : round(mul(trade.shares, sizing.fraction!), TOKEN_DECIMALS, 'down');
    if (sizing.max_per_trade !== undefined && !isZero(price))
      shares = min(shares, div(sizing.max_per_trade, price, TOKEN_DECIMALS, 'down'));
    shares = min(shares, free);
    if (isZero(shares)) return skip('size_too_small');
    return {
      kind: 'PLACE',
      order: { token_id: token, side: 'SELL', type: 'MARKET', amount: shares, units: 'SHARES', slippage },
      amount: '0',
    };
  }

  let usdc =
    sizing.mode === 'FIXED'
      ? sizing.amount!
      : round(mul(trade.usdc, sizing.fraction!), TOKEN_DECIMALS, 'down');
  if (sizing.max_per_trade !== undefined) usdc = min(usdc, sizing.max_per_trade);
  if (sizing.max_per_day !== undefined) {
    const left = sub(sizing.max_per_day, ctx.spentToday);
    if (compare(left, '0') <= 0) return skip('daily_limit');
    usdc = min(usdc, left);
  }
  if (isZero(usdc)) return skip('size_too_small');
  return {
    kind: 'PLACE',
    order: { token_id: token, side: 'BUY', type: 'MARKET', amount: usdc, units: 'USDC', slippage },
    amount: usdc,
  };
}
