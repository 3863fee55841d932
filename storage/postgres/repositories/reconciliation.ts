// Reconciliation's SQL (migration 016): what the ledger owes each wallet on a chain and what is in
// flight, read for a page of wallets at a time; the passes, their findings and the withdrawal holds
// they raise. Nothing here writes to the ledger.
import type { SqlExecutor } from '../sql.ts';

export interface WalletAddress {
  wallet_id: string;
  address: string;
}

/** An amount of one asset of one wallet, base units as a decimal string. */
export interface WalletAssetAmount {
  wallet_id: string;
  asset: string;
  amount: string;
}

/** The next `limit` wallets after `after` (by id), with their address on the chain. */
export function walletPage(
  db: SqlExecutor,
  chain: 'POL' | 'SOL',
  after: string | undefined,
  limit: number,
): Promise<WalletAddress[]> {
  return db.query<WalletAddress & Record<string, unknown>>(
    'reconciliation.wallet_page',
    `SELECT wallet_id::text AS wallet_id, CASE WHEN $1 = 'POL' THEN evm_address ELSE sol_address END AS address
     FROM wallets WHERE $2::uuid IS NULL OR wallet_id > $2::uuid ORDER BY wallet_id LIMIT $3`,
    [chain, after ?? null, limit],
  );
}

/**
 * What the ledger owes each wallet on the chain, per asset: the sum of its accounts (available,
 * withdrawing, orders, shares). Accounts at zero are listed too: an asset the ledger ever knew.
 */
export function ledgerLiabilities(
  db: SqlExecutor,
  chain: string,
  walletIds: readonly string[],
): Promise<WalletAssetAmount[]> {
  return db.query<WalletAssetAmount & Record<string, unknown>>(
    'reconciliation.ledger_liabilities',
    `SELECT wallet_id::text AS wallet_id, asset, sum(balance)::text AS amount FROM ledger_accounts
     WHERE chain = $1 AND wallet_id = ANY($2::uuid[]) GROUP BY wallet_id, asset`,
    [chain, walletIds],
  );
}

/**
 * What paper trading moved in each wallet's accounts, per asset: the entries of journals that
 * also post to a paper venue's account (`venue:<venue>:paper…`). Paper fills never reach the chain.
 */
export function paperTradingNet(
  db: SqlExecutor,
  chain: string,
  walletIds: readonly string[],
): Promise<WalletAssetAmount[]> {
  return db.query<WalletAssetAmount & Record<string, unknown>>(
    'reconciliation.paper_trading_net',
    `SELECT a.wallet_id::text AS wallet_id, a.asset, sum(e.amount)::text AS amount
     FROM ledger_accounts a JOIN ledger_entries e ON e.ledger_account_id = a.ledger_account_id
     WHERE a.chain = $1 AND a.wallet_id = ANY($2::uuid[])
       AND EXISTS (SELECT FROM ledger_entries p JOIN ledger_accounts v ON v.ledger_account_id = p.ledger_account_id
                   WHERE p.journal_id = e.journal_id AND v.name LIKE 'venue:%:paper%')
     GROUP BY a.wallet_id, a.asset`,
    [chain, walletIds],
  );
}

/** Withdrawals broadcast and not final: the ledger still holds them, the chain may have paid them out. */
export function sentWithdrawals(
  db: SqlExecutor,
  chain: string,
  walletIds: readonly string[],
): Promise<WalletAssetAmount[]> {
  return db.query<WalletAssetAmount & Record<string, unknown>>(
    'reconciliation.sent_withdrawals',
    `SELECT wallet_id::text AS wallet_id, asset, sum(amount)::text AS amount FROM withdrawals
     WHERE chain = $1 AND status = 'sent' AND wallet_id = ANY($2::uuid[]) GROUP BY wallet_id, asset`,
    [chain, walletIds],
  );
}

/** A live fill recorded recently: the venue may settle it on chain before or after the ledger did. */
export interface RecentLiveFill {
  wallet_id: string;
  side: 'BUY' | 'SELL';
  token_id: string;
  shares: string;
  usdc: string;
  fee: string;
}

export function recentLiveFills(
  db: SqlExecutor,
  venue: string,
  walletIds: readonly string[],
  withinSeconds: number,
): Promise<RecentLiveFill[]> {
  return db.query<RecentLiveFill & Record<string, unknown>>(
    'reconciliation.recent_live_fills',
    `SELECT f.wallet_id::text AS wallet_id, o.side, f.token_id, f.shares::text AS shares,
            f.usdc::text AS usdc, f.fee::text AS fee
     FROM fills f JOIN orders o USING (order_id)
     WHERE o.execution = 'live' AND o.venue = $1 AND f.wallet_id = ANY($2::uuid[])
       AND f.created_at > now() - make_interval(secs => $3)`,
    [venue, walletIds, withinSeconds],
  );
}

/** What open live orders of a venue hold (base units of their hold asset), per wallet and asset. */
export function openLiveHolds(
  db: SqlExecutor,
  venue: string,
  walletIds: readonly string[],
): Promise<WalletAssetAmount[]> {
  return db.query<WalletAssetAmount & Record<string, unknown>>(
    'reconciliation.open_live_holds',
    `SELECT wallet_id::text AS wallet_id, hold_asset AS asset, sum(held)::text AS amount FROM orders
     WHERE execution = 'live' AND venue = $1 AND status IN ('PENDING', 'ACTIVE', 'PARTIALLY_FILLED')
       AND wallet_id = ANY($2::uuid[]) GROUP BY wallet_id, hold_asset`,
    [venue, walletIds],
  );
}

export async function insertPass(db: SqlExecutor): Promise<{ pass_id: string; started_at: Date }> {
  const [row] = await db.query<{ pass_id: string; started_at: Date }>(
    'reconciliation.insert_pass',
    `INSERT INTO reconciliation_passes DEFAULT VALUES RETURNING pass_id::text AS pass_id, started_at`,
  );
  return row!;
}

export interface ChainRead {
  chain: string;
  /** `block 123` / `slot 456`. */
  at: string;
  checked: number;
}
export interface ChainSkip {
  chain: string;
  reason: string;
}
export interface ReadError {
  chain: string;
  address: string;
  asset: string;
  error: string;
}

export async function finishPass(
  db: SqlExecutor,
  passId: string,
  outcome: { chains: ChainRead[]; skipped: ChainSkip[]; errors: ReadError[] },
): Promise<void> {
  await db.query(
    'reconciliation.finish_pass',
    `UPDATE reconciliation_passes SET finished_at = now(), chains = $2::jsonb, skipped = $3::jsonb, errors = $4::jsonb
     WHERE pass_id = $1`,
    [passId, JSON.stringify(outcome.chains), JSON.stringify(outcome.skipped), JSON.stringify(outcome.errors)],
  );
}

export interface FindingRow {
  wallet_id: string;
  chain: 'POL' | 'SOL';
  asset: string;
  address: string;
  read_at: string;
  chain_balance: string;
  ledger_balance: string;
  in_flight_out: string;
  in_flight_in: string;
  difference: string;
  unexplained: string;
  consecutive: number;
  confirmed: boolean;
}

const FINDING_COLUMNS = `wallet_id::text AS wallet_id, chain, asset, address, read_at, chain_balance::text AS chain_balance,
  ledger_balance::text AS ledger_balance, in_flight_out::text AS in_flight_out, in_flight_in::text AS in_flight_in,
  difference::text AS difference, unexplained::text AS unexplained, consecutive, confirmed`;

export async function insertFindings(
  db: SqlExecutor,
  passId: string,
  findings: readonly FindingRow[],
): Promise<void> {
  if (findings.length === 0) return;
  const col = <K extends keyof FindingRow>(k: K) => findings.map((f) => f[k]);
  await db.query(
    'reconciliation.insert_findings',
    `INSERT INTO reconciliation_findings (pass_id, wallet_id, chain, asset, address, read_at, chain_balance,
       ledger_balance, in_flight_out, in_flight_in, difference, unexplained, consecutive, confirmed)
     SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[],
       $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[], $13::int[], $14::boolean[])`,
    [
      passId,
      col('wallet_id'),
      col('chain'),
      col('asset'),
      col('address'),
      col('read_at'),
      col('chain_balance'),
      col('ledger_balance'),
      col('in_flight_out'),
      col('in_flight_in'),
      col('difference'),
      col('unexplained'),
      col('consecutive'),
      col('confirmed'),
    ],
  );
}

/** Deletes passes (and their findings) that finished more than `days` days ago; returns how many. */
export async function prunePasses(db: SqlExecutor, days: number): Promise<number> {
  const rows = await db.query(
    'reconciliation.prune_passes',
    `DELETE FROM reconciliation_passes WHERE finished_at < now() - make_interval(days => $1) RETURNING 1`,
    [days],
  );
  return rows.length;
}

/** The finished pass before `passId` (undefined: none), the one whose findings a finding continues. */
export async function previousPass(db: SqlExecutor, passId: string): Promise<string | undefined> {
  const [row] = await db.query<{ pass_id: string }>(
    'reconciliation.previous_pass',
    `SELECT pass_id::text AS pass_id FROM reconciliation_passes
     WHERE pass_id < $1 AND finished_at IS NOT NULL ORDER BY pass_id DESC LIMIT 1`,
    [passId],
  );
  return row?.pass_id;
}

export function findingsOf(db: SqlExecutor, passId: string): Promise<FindingRow[]> {
  return db.query<FindingRow & Record<string, unknown>>(
    'reconciliation.findings_of',
    `SELECT ${FINDING_COLUMNS} FROM reconciliation_findings WHERE pass_id = $1
     ORDER BY chain, wallet_id, asset`,
    [passId],
  );
}

export interface PassRow {
  pass_id: string;
  started_at: Date;
  finished_at: Date;
  chains: ChainRead[];
  skipped: ChainSkip[];
  errors: ReadError[];
}

/** The newest finished pass, or undefined when none ran yet. */
export async function latestPass(db: SqlExecutor): Promise<PassRow | undefined> {
  const [row] = await db.query<PassRow & Record<string, unknown>>(
    'reconciliation.latest_pass',
    `SELECT pass_id::text AS pass_id, started_at, finished_at, chains, skipped, errors FROM reconciliation_passes
     WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, pass_id DESC LIMIT 1`,
  );
  return row;
}

export async function findPass(db: SqlExecutor, passId: string): Promise<PassRow | undefined> {
  const [row] = await db.query<PassRow & Record<string, unknown>>(
    'reconciliation.find_pass',
    `SELECT pass_id::text AS pass_id, started_at, finished_at, chains, skipped, errors FROM reconciliation_passes
     WHERE pass_id = $1 AND finished_at IS NOT NULL`,
    [passId],
  );
  return row;
}

export interface HoldRow {
  wallet_id: string;
  pass_id: string | null;
  chain: string;
  asset: string;
  unexplained: string;
  reason: string;
  held_at: Date;
  released_at: Date | null;
  released_note: string | null;
}

const HOLD_COLUMNS = `wallet_id::text AS wallet_id, pass_id::text AS pass_id, chain, asset, unexplained::text AS unexplained, reason, held_at,
  released_at, released_note`;

/**
 * Holds the wallet's withdrawals. Not when it is held already (it keeps its first hold), nor when an
 * admin released a hold of the same chain and asset with an unexplained amount of the same sign at
 * least as large (the release stands for what the admin saw): false then.
 */
export async function openHold(
  db: SqlExecutor,
  hold: {
    walletId: string;
    passId: string;
    chain: string;
    asset: string;
    unexplained: string;
    reason: string;
  },
): Promise<boolean> {
  const rows = await db.query(
    'reconciliation.open_hold',
    `INSERT INTO withdrawal_holds (wallet_id, pass_id, chain, asset, unexplained, reason)
     SELECT $1, $2, $3, $4, $5, $6
     WHERE NOT EXISTS (SELECT FROM withdrawal_holds WHERE wallet_id = $1 AND released_at IS NOT NULL
                         AND chain = $3 AND asset = $4
                         AND sign(unexplained) = sign($5::numeric) AND abs(unexplained) >= abs($5::numeric))
     ON CONFLICT (wallet_id) WHERE released_at IS NULL DO NOTHING RETURNING hold_id`,
    [hold.walletId, hold.passId, hold.chain, hold.asset, hold.unexplained, hold.reason],
  );
  return rows.length > 0;
}

/** The wallet's open hold, if its withdrawals are held. */
export async function findOpenHold(db: SqlExecutor, walletId: string): Promise<HoldRow | undefined> {
  const [row] = await db.query<HoldRow & Record<string, unknown>>(
    'reconciliation.find_open_hold',
    `SELECT ${HOLD_COLUMNS} FROM withdrawal_holds WHERE wallet_id = $1 AND released_at IS NULL`,
    [walletId],
  );
  return row;
}

export function openHolds(db: SqlExecutor): Promise<HoldRow[]> {
  return db.query<HoldRow & Record<string, unknown>>(
    'reconciliation.open_holds',
    `SELECT ${HOLD_COLUMNS} FROM withdrawal_holds WHERE released_at IS NULL ORDER BY held_at, wallet_id`,
  );
}

/** Releases the wallet's open hold; undefined when its withdrawals were not held. */
export async function releaseHold(
  db: SqlExecutor,
  walletId: string,
  note: string | null,
): Promise<HoldRow | undefined> {
  const [row] = await db.query<HoldRow & Record<string, unknown>>(
    'reconciliation.release_hold',
    `UPDATE withdrawal_holds SET released_at = now(), released_note = $2
     WHERE wallet_id = $1 AND released_at IS NULL RETURNING ${HOLD_COLUMNS}`,
    [walletId, note],
  );
  return row;
}
