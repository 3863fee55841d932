// Positions and PNL from fills, by the average-cost method: a buy adds its shares and what they
// cost (USDC plus fees); a sell takes out its shares' share of the cost (cost × sold ÷ held) and
// realizes what it brought (USDC less fees) minus that cost. Unrealized PNL is the shares marked
// to a price minus their cost. All exact decimals; costs taken out are rounded half up to 6 places.
import { add, compare, div, isZero, mul, round, sub } from '../../core/decimal.ts';
import type { FillMessage } from '../../core/trading-events.ts';
import * as repo from '../../storage/postgres/repositories/positions.ts';
import type { PositionRow } from '../../storage/postgres/repositories/positions.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { TOKEN_DECIMALS } from '../../core/trading.ts';

export interface Holding {
  shares: string;
  cost: string;
  realized: string;
}

/** The holding after one fill. */
export function afterFill(
  h: Holding,
  fill: { side: 'BUY' | 'SELL'; shares: string; usdc: string; fee: string },
): Holding {
  if (fill.side === 'BUY')
    return {
      shares: add(h.shares, fill.shares),
      cost: add(h.cost, add(fill.usdc, fill.fee)),
      realized: h.realized,
    };
  // Selling more than the holding shows (a fill seen out of order) takes out the whole cost.
  const all = compare(fill.shares, h.shares) >= 0;
  const removed = all
    ? h.cost
    : round(
        div(mul(h.cost, fill.shares), h.shares, TOKEN_DECIMALS + 6, 'half-up'),
        TOKEN_DECIMALS,
        'half-up',
      );
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
export function pnlOf(
  positions: readonly PositionRow[],
  priceOf: (p: PositionRow) => string,
): { realized: string; unrealized: string } {
  let realized = '0';
  let open = '0';
  for (const p of positions) {
    realized = add(realized, p.realized);
    if (!isZero(p.shares)) open = add(open, unrealized(p, priceOf(p)));
  }
  return { realized, unrealized: open };
}

/**
 * Applies fills once each (per fill id) to their wallets' positions, in the order given, recording
 * the PNL point right after each fill: every position of the wallet on the venue marked to its
 * latest fill price. Four statements for the whole list, in the caller's transaction: the wallets'
 * positions locked, the fills applied before looked up (skipped; not for a single fill, whose
 * point's insert tells), the points, the positions. Should
 * a fill be applied by someone else between the lookup and the points (a member that has not yet
 * seen its partition go), the points refuse it and this throws: the transaction rolls back and the
 * batch is tried again, finding it applied. Returns how many fills were applied.
 */
export async function applyFillsToPositions(tx: SqlExecutor, fills: readonly FillMessage[]): Promise<number> {
  if (fills.length === 0) return 0;
  const pairs = new Map(fills.map((f) => [walletVenue(f.wallet_id, f.venue), f]));
  const locked = await repo.lockPositions(
    tx,
    [...pairs.values()].map((f) => f.wallet_id),
    [...pairs.values()].map((f) => f.venue),
  );
  // One fill (a quiet wallet's batch): no lookup, the point's insert says whether it was applied.
  const applied =
    fills.length > 1
      ? await repo.appliedFills(
          tx,
          fills.map((f) => f.fill_id),
        )
      : new Set<string>();
  /** Positions by wallet and venue, then by token: as locked, then as the fills leave them. */
  const held = new Map<string, Map<string, PositionRow>>();
  for (const p of locked) holdingsOf(held, p.wallet_id, p.venue).set(p.token_id, p);
  const points: repo.NewPnlPoint[] = [];
  const changed = new Map<string, PositionRow>();
  for (const fill of fills) {
    if (applied.has(fill.fill_id)) continue;
    applied.add(fill.fill_id); // the same fill twice in one list is applied once
    const at = new Date(fill.at);
    const positions = holdingsOf(held, fill.wallet_id, fill.venue);
    const current = positions.get(fill.token_id);
    const row: PositionRow = {
      wallet_id: fill.wallet_id,
      token_id: fill.token_id,
      venue: fill.venue,
      ...afterFill(current ?? { shares: '0', cost: '0', realized: '0' }, fill),
      last_price: fill.price,
      created_at: current?.created_at ?? at,
      updated_at: at,
    };
    positions.set(fill.token_id, row);
    changed.set(`${fill.wallet_id}\u0000${fill.token_id}`, row);
    points.push({
      fill_id: fill.fill_id,
      wallet_id: fill.wallet_id,
      venue: fill.venue,
      at,
      ...pnlOf([...positions.values()], (p) => p.last_price),
    });
  }
  if (points.length === 0) return 0;
  const recorded = await repo.insertPnlPoints(tx, points);
  if (recorded.size === 0 && fills.length === 1) return 0; // applied before: nothing else to write
  if (recorded.size !== points.length)
    throw new Error(
      `${points.length - recorded.size} of ${points.length} fills were applied by another member meanwhile; the batch is tried again`,
    );
  await repo.upsertPositions(tx, [...changed.values()]);
  return points.length;
}

/** A wallet's holdings on one venue: the unit the fills of a batch are locked and marked by. */
function walletVenue(walletId: string, venue: string): string {
  return `${walletId}\u0000${venue}`;
}

function holdingsOf(
  held: Map<string, Map<string, PositionRow>>,
  walletId: string,
  venue: string,
): Map<string, PositionRow> {
  const key = walletVenue(walletId, venue);
  let positions = held.get(key);
  if (!positions) held.set(key, (positions = new Map<string, PositionRow>()));
  return positions;
}
