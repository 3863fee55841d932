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

export type NewPnlPoint = PnlPointRow & { wallet_id: string; venue: string };

/** Of these fill ids, those whose PNL point is recorded: fills applied before. */
export async function appliedFills(db: SqlExecutor, fillIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ fill_id: string }>(
    'pnl.applied',
    'SELECT fill_id FROM pnl_points WHERE fill_id = ANY($1::text[])',
    [fillIds],
  );
  return new Set(rows.map((r) => r.fill_id));
}

/** Records the PNL points; returns the fill ids recorded (a point of a fill applied before is not). */
export async function insertPnlPoints(db: SqlExecutor, points: readonly NewPnlPoint[]): Promise<Set<string>> {
  const rows = await db.query<{ fill_id: string }>(
    'pnl.insert',
    `INSERT INTO pnl_points (fill_id, wallet_id, venue, at, realized, unrealized)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::timestamptz[], $5::numeric[], $6::numeric[])
     ON CONFLICT (fill_id) DO NOTHING RETURNING fill_id`,
    [
      points.map((p) => p.fill_id),
      points.map((p) => p.wallet_id),
      points.map((p) => p.venue),
      points.map((p) => p.at),
      points.map((p) => p.realized),
      points.map((p) => p.unrealized),
    ],
  );
  return new Set(rows.map((r) => r.fill_id));
}

/**
 * The positions of these wallets on these venues (pairs: `wallets[i]` on `venues[i]`), locked in
 * one order (wallet, venue, token), so that two appliers never wait on each other in a cycle.
 */
export async function lockPositions(
  db: SqlExecutor,
  wallets: readonly string[],
  venues: readonly string[],
): Promise<PositionRow[]> {
  return db.query<PositionRow & Record<string, unknown>>(
    'positions.lock',
    `SELECT ${POSITION_COLUMNS} FROM positions
     WHERE (wallet_id, venue) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))
     ORDER BY wallet_id, venue, token_id FOR UPDATE`,
    [wallets, venues],
  );
}

/** Writes the positions (at most one row per wallet and token). */
export async function upsertPositions(db: SqlExecutor, rows: readonly PositionRow[]): Promise<void> {
  const column = <K extends keyof PositionRow>(k: K) => rows.map((p) => p[k]);
  await db.query(
    'positions.upsert',
    `INSERT INTO positions (wallet_id, token_id, venue, shares, cost, realized, last_price, created_at, updated_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::timestamptz[], $9::timestamptz[])
     ON CONFLICT (wallet_id, token_id) DO UPDATE SET shares = EXCLUDED.shares, cost = EXCLUDED.cost, realized = EXCLUDED.realized,
       last_price = EXCLUDED.last_price, updated_at = EXCLUDED.updated_at`,
    [
      column('wallet_id'),
      column('token_id'),
      column('venue'),
      column('shares'),
      column('cost'),
      column('realized'),
      column('last_price'),
      column('created_at'),
      column('updated_at'),
    ],
  );
}

/** The wallet's positions on the venue; `open` keeps those with shares left. */
export async function listPositions(
  db: SqlExecutor,
  walletId: string,
  venue: string,
  open: boolean,
): Promise<PositionRow[]> {
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
