// Positions and PNL from fills, by the average-cost method: a buy adds its shares and what they
// cost (USDC plus fees); a sell takes out its shares' share of the cost (cost × sold ÷ held) and
// realizes what it brought (USDC less fees) minus that cost. Unrealized PNL is the shares marked
// to a price minus their cost. All exact decimals; costs taken out are rounded half up to 6 places.
import { add, compare, div, isZero, mul, round, sub } from '../../core/decimal.ts';
import type { FillMessage } from '../../core/trading-events.ts';
import * as repo from '../../storage/postgres/repositories/positions.ts';
import type { PositionRow } from '../../storage/postgres/repositories/positions.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { TOKEN_DECIMALS } from './book-walk.ts';

export interface Holding {
  shares: string;
  cost: string;
  realized: string;
}

/** The holding after one fill. */
export function afterFill(h: Holding, fill: { side: 'BUY' | 'SELL'; shares: string; usdc: string; fee: string }): Holding {
  if (fill.side === 'BUY') return { shares: add(h.shares, fill.shares), cost: add(h.cost, add(fill.usdc, fill.fee)), realized: h.realized };
  // Selling more than the holding shows (a fill seen out of order) takes out the whole cost.
  const all = compare(fill.shares, h.shares) >= 0;
  const removed = all ? h.cost : round(div(mul(h.cost, fill.shares), h.shares, TOKEN_DECIMALS + 6, 'half-up'), TOKEN_DECIMALS, 'half-up');
  return {
    shares: all ? '0' : sub(h.shares, fill.shares),
    cost: sub(h.cost, removed),
    realized: add(h.realized, sub(sub(fill.usdc, fill.fee), removed)),
  };
}

/** Shares marked to a price minus their cost (6 decimals, half up). */
export function unrealized(h: { shares: string; cost: string }, price: string): string {
  return round(sub(mul(h.shares, price), h.cost), TOKEN_DECIMALS, 'half-up');
}

/** Realized PNL of all the positions, and unrealized of the open ones marked to `priceOf`. */
export function pnlOf(positions: readonly PositionRow[], priceOf: (p: PositionRow) => string): { realized: string; unrealized: string } {
  let realized = '0';
  let open = '0';
  for (const p of positions) {
    realized = add(realized, p.realized);
    if (!isZero(p.shares)) open = add(open, unrealized(p, priceOf(p)));
  }
  return { realized, unrealized: open };
}

/**
 * Applies a fill once (per fill id) to the wallet's position and records the PNL point right after
 * it, marking every position of the wallet on the venue to its latest fill price. Three statements:
 * the wallet's positions on the venue locked, the point (which refuses a fill applied before, so
 * nothing else is written then), the position.
 */
export async function applyFillToPositions(tx: SqlExecutor, fill: FillMessage): Promise<boolean> {
  const at = new Date(fill.at);
  const held = await repo.lockPositions(tx, fill.wallet_id, fill.venue);
  const current = held.find((p) => p.token_id === fill.token_id);
  const next = afterFill(current ?? { shares: '0', cost: '0', realized: '0' }, fill);
  const row: PositionRow = {
    wallet_id: fill.wallet_id,
    token_id: fill.token_id,
    venue: fill.venue,
    ...next,
    last_price: fill.price,
    created_at: current?.created_at ?? at,
    updated_at: at,
  };
  const pnl = pnlOf([...held.filter((p) => p !== current), row], (p) => p.last_price);
  if (!(await repo.insertPnlPoint(tx, { fill_id: fill.fill_id, wallet_id: fill.wallet_id, venue: fill.venue, at, ...pnl }))) return false;
  await repo.upsertPosition(tx, row);
  return true;
}
