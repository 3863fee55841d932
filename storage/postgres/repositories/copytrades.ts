// Copytrades and their decisions (see 005_copytrades.sql).
import type { SqlExecutor } from '../sql.ts';

export type CopytradeStatus = 'ACTIVE' | 'PAUSED' | 'STOPPED';

export interface CopytradeRow {
  copytrade_id: string;
  wallet_id: string;
  target: string;
  mode: 'COPY' | 'COUNTER';
  settings: Record<string, unknown>;
  status: CopytradeStatus;
  created_at: Date;
  updated_at: Date;
}

export interface DecisionRow {
  copytrade_id: string;
  trade_id: string;
  decision: 'PLACED' | 'SKIPPED' | 'FAILED';
  reason: string | null;
  order_id: string | null;
  amount: string;
  trade: Record<string, unknown>;
  created_at: Date;
}

type Q = CopytradeRow & Record<string, unknown>;
const COLUMNS = 'copytrade_id, wallet_id, target, mode, settings, status, created_at, updated_at';

export async function insertCopytrade(
  db: SqlExecutor,
  c: Pick<CopytradeRow, 'copytrade_id' | 'wallet_id' | 'target' | 'mode' | 'settings'>,
): Promise<CopytradeRow> {
  const [row] = await db.query<Q>(
    'copytrades.insert',
    `INSERT INTO copytrades (copytrade_id, wallet_id, target, mode, settings, status) VALUES ($1, $2, $3, $4, $5, 'ACTIVE') RETURNING ${COLUMNS}`,
    [c.copytrade_id, c.wallet_id, c.target, c.mode, JSON.stringify(c.settings)],
  );
  return row!;
}

export async function findCopytrade(
  db: SqlExecutor,
  walletId: string,
  copytradeId: string,
): Promise<CopytradeRow | undefined> {
  const [row] = await db.query<Q>(
    'copytrades.find',
    `SELECT ${COLUMNS} FROM copytrades WHERE wallet_id = $1 AND copytrade_id = $2`,
    [walletId, copytradeId],
  );
  return row;
}

export async function listCopytrades(db: SqlExecutor, walletId: string): Promise<CopytradeRow[]> {
  return db.query<Q>(
    'copytrades.list',
    `SELECT ${COLUMNS} FROM copytrades WHERE wallet_id = $1 ORDER BY created_at DESC, copytrade_id`,
    [walletId],
  );
}

export async function lockCopytrade(
  db: SqlExecutor,
  walletId: string,
  copytradeId: string,
): Promise<CopytradeRow | undefined> {
  const [row] = await db.query<Q>(
    'copytrades.lock',
    `SELECT ${COLUMNS} FROM copytrades WHERE wallet_id = $1 AND copytrade_id = $2 FOR UPDATE`,
    [walletId, copytradeId],
  );
  return row;
}

export async function updateCopytrade(
  db: SqlExecutor,
  copytradeId: string,
  c: Pick<CopytradeRow, 'mode' | 'settings'>,
): Promise<CopytradeRow> {
  const [row] = await db.query<Q>(
    'copytrades.update',
    `UPDATE copytrades SET mode = $2, settings = $3, updated_at = now() WHERE copytrade_id = $1 RETURNING ${COLUMNS}`,
    [copytradeId, c.mode, JSON.stringify(c.settings)],
  );
  return row!;
}

/** The copytrades following an address that are not stopped. */
export async function followersOf(db: SqlExecutor, target: string): Promise<CopytradeRow[]> {
  return db.query<Q>(
    'copytrades.followers',
    `SELECT ${COLUMNS} FROM copytrades WHERE target = $1 AND status <> 'STOPPED' ORDER BY created_at, copytrade_id`,
    [target],
  );
}

/** Moves the status when it is one of `from`; undefined when the row was not in one of them. */
export async function moveStatus(
  db: SqlExecutor,
  walletId: string,
  copytradeId: string,
  from: readonly CopytradeStatus[],
  to: CopytradeStatus,
): Promise<CopytradeRow | undefined> {
  const [row] = await db.query<Q>(
    'copytrades.move',
    `UPDATE copytrades SET status = $4, updated_at = now() WHERE wallet_id = $1 AND copytrade_id = $2 AND status = ANY($3) RETURNING ${COLUMNS}`,
    [walletId, copytradeId, from, to],
  );
  return row;
}

const DECISION_COLUMNS =
  'copytrade_id, trade_id, decision, reason, order_id, amount::text AS amount, trade, created_at';
type D = DecisionRow & Record<string, unknown>;

export async function findDecision(
  db: SqlExecutor,
  copytradeId: string,
  tradeId: string,
): Promise<DecisionRow | undefined> {
  const [row] = await db.query<D>(
    'copytrades.find_decision',
    `SELECT ${DECISION_COLUMNS} FROM copytrade_decisions WHERE copytrade_id = $1 AND trade_id = $2`,
    [copytradeId, tradeId],
  );
  return row;
}

/** Records the decision and returns it; undefined when one was recorded for this trade before. */
export async function insertDecision(
  db: SqlExecutor,
  d: Omit<DecisionRow, 'created_at'>,
): Promise<DecisionRow | undefined> {
  const [row] = await db.query<D>(
    'copytrades.insert_decision',
    `INSERT INTO copytrade_decisions (copytrade_id, trade_id, decision, reason, order_id, amount, trade)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (copytrade_id, trade_id) DO NOTHING RETURNING ${DECISION_COLUMNS}`,
    [d.copytrade_id, d.trade_id, d.decision, d.reason, d.order_id, d.amount, JSON.stringify(d.trade)],
  );
  return row;
}

/** USDC the copytrade's placed buys committed since `since`. */
export async function spentSince(db: SqlExecutor, copytradeId: string, since: Date): Promise<string> {
  const [row] = await db.query<{ spent: string }>(
    'copytrades.spent',
    `SELECT COALESCE(sum(amount), 0)::text AS spent FROM copytrade_decisions WHERE copytrade_id = $1 AND decision = 'PLACED' AND created_at >= $2`,
    [copytradeId, since],
  );
  return row!.spent;
}

export async function listDecisions(
  db: SqlExecutor,
  copytradeId: string,
  page: { limit: number; offset: number },
): Promise<DecisionRow[]> {
  return db.query<D>(
    'copytrades.decisions',
    `SELECT ${DECISION_COLUMNS} FROM copytrade_decisions
     WHERE copytrade_id = $1 ORDER BY created_at DESC, trade_id LIMIT $2 OFFSET $3`,
    [copytradeId, page.limit, page.offset],
  );
}
