// Positions and PNL points, as the fills consumer derives them (see 004_trading.sql).
import type { SqlExecutor } from '../sql.ts';

export interface PositionRow {
  wallet_id: string;
  token_id: string;
  venue: string;
  shares: string;
  cost: string;
  realized: string;
  last_price: string;
  created_at: Date;
  updated_at: Date;
}

export interface PnlPointRow {
  fill_id: string;
  at: Date;
  realized: string;
  unrealized: string;
}

const POSITION_COLUMNS = `wallet_id, token_id, venue, shares::text AS shares, cost::text AS cost, realized::text AS realized,
  last_price::text AS last_price, created_at, updated_at`;

/** Records the PNL point right after the fill; false (nothing written) when the fill was applied before. */
export async function insertPnlPoint(db: SqlExecutor, point: PnlPointRow & { wallet_id: string; venue: string }): Promise<boolean> {
  const rows = await db.query(
    'pnl.insert',
    `INSERT INTO pnl_points (fill_id, wallet_id, venue, at, realized, unrealized) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (fill_id) DO NOTHING RETURNING fill_id`,
    [point.fill_id, point.wallet_id, point.venue, point.at, point.realized, point.unrealized],
  );
  return rows.length === 1;
}

/** The wallet's positions on the venue, locked (the fills consumer's view before it applies a fill). */
export async function lockPositions(db: SqlExecutor, walletId: string, venue: string): Promise<PositionRow[]> {
  return db.query<PositionRow & Record<string, unknown>>(
    'positions.lock',
    `SELECT ${POSITION_COLUMNS} FROM positions WHERE wallet_id = $1 AND venue = $2 ORDER BY token_id FOR UPDATE`,
    [walletId, venue],
  );
}

export async function upsertPosition(db: SqlExecutor, p: PositionRow): Promise<void> {
  await db.query(
    'positions.upsert',
    `INSERT INTO positions (wallet_id, token_id, venue, shares, cost, realized, last_price, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (wallet_id, token_id) DO UPDATE SET shares = $4, cost = $5, realized = $6, last_price = $7, updated_at = $9`,
    [p.wallet_id, p.token_id, p.venue, p.shares, p.cost, p.realized, p.last_price, p.created_at, p.updated_at],
  );
}

/** The wallet's positions on the venue; `open` keeps those with shares left. */
export async function listPositions(db: SqlExecutor, walletId: string, venue: string, open: boolean): Promise<PositionRow[]> {
  return db.query<PositionRow & Record<string, unknown>>(
    'positions.list',
    `SELECT ${POSITION_COLUMNS} FROM positions WHERE wallet_id = $1 AND venue = $2 AND (NOT $3 OR shares > 0)
     ORDER BY created_at, token_id`,
    [walletId, venue, open],
  );
}

export async function pnlPoints(db: SqlExecutor, walletId: string, venue: string): Promise<PnlPointRow[]> {
  return db.query<PnlPointRow & Record<string, unknown>>(
    'pnl.list',
    `SELECT fill_id, at, realized::text AS realized, unrealized::text AS unrealized FROM pnl_points
     WHERE wallet_id = $1 AND venue = $2 ORDER BY at, fill_id`,
    [walletId, venue],
  );
}
