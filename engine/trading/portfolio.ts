// A wallet's positions marked to the current price, and its PNL over time, per venue. The current
// price is the engine's displayed price of the token (hot state), or the last fill's price when
// none is known. PNL points: one per fill, right after it (realized so far; unrealized with every
// position marked to its latest fill price), then one for now with positions marked to the
// current prices. total = realized + unrealized.
import { add, div, isZero, mul, round, sub } from '../../core/decimal.ts';
import type { Venue } from '../../core/market-data.ts';
import { readPrices } from '../../storage/hot/market-state.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { listPositions, pnlPoints } from '../../storage/postgres/repositories/positions.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { TOKEN_DECIMALS } from '../../core/trading.ts';
import { pnlOf } from './positions.ts';

export interface MarkedPosition {
  token_id: string;
  shares: string;
  avg_price: string;
  current_price: string;
  initial_value: string;
  current_value: string;
  amount_pnl: string;
  /** Percent of the initial value, 2 decimals. */
  percent_pnl: string;
  realized_pnl: string;
  created_at: Date;
}

export async function markedPositions(
  db: SqlExecutor,
  hot: HotState,
  walletId: string,
  venue: Venue,
): Promise<MarkedPosition[]> {
  const rows = await listPositions(db, walletId, venue, true);
  const prices = await readPrices(
    hot,
    rows.map((r) => r.token_id),
  );
  return rows.map((p) => {
    const current = prices.get(p.token_id) ?? p.last_price;
    const value = round(mul(p.shares, current), TOKEN_DECIMALS, 'half-up');
    const pnl = sub(value, p.cost);
    return {
      token_id: p.token_id,
      shares: p.shares,
      avg_price: div(p.cost, p.shares, TOKEN_DECIMALS, 'half-up'),
      current_price: current,
      initial_value: p.cost,
      current_value: value,
      amount_pnl: pnl,
      percent_pnl: isZero(p.cost) ? '0' : div(mul(pnl, '100'), p.cost, 2, 'half-up'),
      realized_pnl: p.realized,
      created_at: p.created_at,
    };
  });
}

export interface PnlPoint {
  ts: number;
  realized: string;
  unrealized: string;
  total: string;
}

export async function pnlHistory(
  db: SqlExecutor,
  hot: HotState,
  walletId: string,
  venue: Venue,
  now = new Date(),
): Promise<PnlPoint[]> {
  const points: PnlPoint[] = (await pnlPoints(db, walletId, venue)).map((p) => ({
    ts: Math.floor(p.at.getTime() / 1000),
    realized: p.realized,
    unrealized: p.unrealized,
    total: add(p.realized, p.unrealized),
  }));
  if (points.length === 0) return points;
  const all = await listPositions(db, walletId, venue, false);
  const prices = await readPrices(
    hot,
    all.filter((p) => !isZero(p.shares)).map((p) => p.token_id),
  );
  const { realized, unrealized } = pnlOf(all, (p) => prices.get(p.token_id) ?? p.last_price);
  points.push({
    ts: Math.floor(now.getTime() / 1000),
    realized,
    unrealized,
    total: add(realized, unrealized),
  });
  return points;
}
