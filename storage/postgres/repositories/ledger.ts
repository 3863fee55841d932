// The double-entry ledger's SQL. A journal is recorded once per idempotency key; its entries and
// the running balances of the accounts they touch change in the caller's transaction, with the
// accounts locked in id order (two journals touching the same accounts never deadlock). A journal
// of existing accounts is one statement (postJournalOnce): the journal, the locks, the entries and
// the balances together; one that opens new accounts takes three more (create, lock, apply).
import type { SqlExecutor } from '../sql.ts';
import { walletColumnsOf, type WalletRow } from './wallets.ts';

export interface LedgerAccountKey {
  name: string;
  chain: string;
  asset: string;
  walletId: string | null;
  mayGoNegative: boolean;
}

export interface LockedAccount {
  ledger_account_id: string;
  name: string;
  chain: string;
  asset: string;
  balance: string;
}

export interface LedgerPosting extends LedgerAccountKey {
  /** Base units; positive credits the account. */
  amount: bigint;
  /** The account must hold at least this before the journal, or nothing is applied (see `covered`). */
  atLeast?: bigint;
}

export interface PostOutcome {
  /** The new journal's id; undefined when one with this key was posted before (nothing applied). */
  journalId: string | undefined;
  /** Whether the entries were applied: false when an account does not exist yet or one is not covered. */
  applied: boolean;
  /** False when an account held less than its posting's `atLeast` (nothing applied). */
  covered: boolean;
}

/**
 * Posts a journal of existing accounts in one statement: records the journal (once per key), locks
 * its accounts lowest id first, checks the `atLeast` floors on the locked balances, then records
 * the entries and moves the balances. When an account does not exist yet the journal is recorded
 * but nothing else (applied false): the caller creates the accounts (lockAccounts) and applies the
 * entries itself (applyEntries). A balance going negative fails the statement (CHECK).
 */
export async function postJournalOnce(
  db: SqlExecutor,
  idempotencyKey: string,
  kind: string,
  postings: readonly LedgerPosting[],
): Promise<PostOutcome> {
  const [row] = await db.query<{ journal_id: string | null; applied: boolean; covered: boolean }>(
    'ledger.post_journal',
    `WITH journal AS (
       INSERT INTO ledger_journals (idempotency_key, kind) VALUES ($1, $2)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING journal_id),
     posting AS (
       SELECT * FROM unnest($3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[]) AS p(name, chain, asset, amount, at_least)),
     locked AS MATERIALIZED (
       SELECT a.ledger_account_id, a.name, a.chain, a.asset, a.balance FROM ledger_accounts a
       WHERE (a.name, a.chain, a.asset) IN (SELECT name, chain, asset FROM posting) AND EXISTS (SELECT FROM journal)
       ORDER BY a.ledger_account_id FOR UPDATE OF a),
     ready AS MATERIALIZED (
       SELECT (SELECT count(*) FROM locked) = (SELECT count(DISTINCT (name, chain, asset)) FROM posting) AS complete,
              NOT EXISTS (SELECT FROM posting p JOIN locked l USING (name, chain, asset) WHERE l.balance < p.at_least) AS covered),
     entered AS (
       INSERT INTO ledger_entries (journal_id, ledger_account_id, amount)
       SELECT j.journal_id, l.ledger_account_id, p.amount
       FROM journal j, posting p JOIN locked l USING (name, chain, asset)
       WHERE (SELECT complete AND covered FROM ready)
       RETURNING ledger_account_id, amount),
     moved AS (
       UPDATE ledger_accounts a SET balance = a.balance + e.amount
       FROM (SELECT ledger_account_id AS id, sum(amount) AS amount FROM entered GROUP BY ledger_account_id) e
       WHERE a.ledger_account_id = e.id RETURNING 1)
     SELECT (SELECT journal_id FROM journal) AS journal_id, (SELECT count(*) FROM moved) > 0 AS applied, (SELECT covered FROM ready) AS covered`,
    [
      idempotencyKey,
      kind,
      postings.map((p) => p.name),
      postings.map((p) => p.chain),
      postings.map((p) => p.asset),
      postings.map((p) => p.amount.toString()),
      postings.map((p) => p.atLeast?.toString() ?? null),
    ],
  );
  return { journalId: row!.journal_id ?? undefined, applied: row!.applied, covered: row!.covered };
}

/** The new journal's id, or undefined when one with this key was posted before. */
export async function insertJournal(
  db: SqlExecutor,
  idempotencyKey: string,
  kind: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ journal_id: string }>(
    'ledger.insert_journal',
    `INSERT INTO ledger_journals (idempotency_key, kind) VALUES ($1, $2)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING journal_id`,
    [idempotencyKey, kind],
  );
  return row?.journal_id;
}

/** Locks the accounts (lowest id first), creating those that do not exist yet. */
export async function lockAccounts(
  db: SqlExecutor,
  keys: readonly LedgerAccountKey[],
): Promise<LockedAccount[]> {
  const locked = await selectForUpdate(db, keys);
  if (locked.length === new Set(keys.map((k) => `${k.name}\u0000${k.chain}\u0000${k.asset}`)).size)
    return locked;
  // Some are new: create them, then lock them all again (still lowest id first).
  await db.query(
    'ledger.ensure_accounts',
    `INSERT INTO ledger_accounts (name, chain, asset, wallet_id, may_go_negative)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::boolean[])
     ON CONFLICT (name, chain, asset) DO NOTHING`,
    [
      keys.map((k) => k.name),
      keys.map((k) => k.chain),
      keys.map((k) => k.asset),
      keys.map((k) => k.walletId),
      keys.map((k) => k.mayGoNegative),
    ],
  );
  return selectForUpdate(db, keys);
}

function selectForUpdate(db: SqlExecutor, keys: readonly LedgerAccountKey[]): Promise<LockedAccount[]> {
  return db.query<LockedAccount & Record<string, unknown>>(
    'ledger.lock_accounts',
    `SELECT a.ledger_account_id, a.name, a.chain, a.asset, a.balance::text AS balance
     FROM ledger_accounts a
     JOIN unnest($1::text[], $2::text[], $3::text[]) AS k(name, chain, asset)
       ON a.name = k.name AND a.chain = k.chain AND a.asset = k.asset
     ORDER BY a.ledger_account_id FOR UPDATE OF a`,
    [keys.map((k) => k.name), keys.map((k) => k.chain), keys.map((k) => k.asset)],
  );
}

/** Records the entries and moves the balances in one statement; a balance going negative fails it (CHECK). */
export async function applyEntries(
  db: SqlExecutor,
  journalId: string,
  entries: readonly { accountId: string; amount: bigint }[],
): Promise<void> {
  await db.query(
    'ledger.apply_entries',
    `WITH entered AS (
       INSERT INTO ledger_entries (journal_id, ledger_account_id, amount)
       SELECT $1, id, amount FROM unnest($2::bigint[], $3::numeric[]) AS e(id, amount)
       RETURNING ledger_account_id, amount)
     UPDATE ledger_accounts a SET balance = a.balance + e.amount
     FROM (SELECT ledger_account_id AS id, sum(amount) AS amount FROM entered GROUP BY ledger_account_id) e
     WHERE a.ledger_account_id = e.id`,
    [journalId, entries.map((e) => e.accountId), entries.map((e) => e.amount.toString())],
  );
}

/** One of a wallet's ledger accounts: its bucket (`available`, `orders`…), chain, asset and base units. */
export interface WalletBucketBalance {
  kind: string;
  chain: string;
  asset: string;
  balance: string;
}

/**
 * The account's wallet with the balances of its accounts of the given kinds, in one statement
 * (undefined: no such wallet of this account). What the balance routes read on every request.
 */
export async function ownWalletBalances(
  db: SqlExecutor,
  accountId: string,
  walletId: string,
  kinds: readonly string[],
): Promise<{ wallet: WalletRow; balances: WalletBucketBalance[] } | undefined> {
  type Joined = WalletRow & Record<'kind' | 'chain' | 'asset' | 'balance', string | null>;
  // Account names are built from the stored id (the path's may differ in case).
  const rows = await db.query<Joined & Record<string, unknown>>(
    'ledger.own_wallet_balances',
    `SELECT ${walletColumnsOf('w')}, split_part(a.name, ':', 3) AS kind, a.chain, a.asset,
            a.balance::text AS balance
     FROM wallets w LEFT JOIN ledger_accounts a ON a.wallet_id = w.wallet_id
       AND a.name IN (SELECT 'wallet:' || w.wallet_id || ':' || kind FROM unnest($3::text[]) AS kind)
     WHERE w.wallet_id = $1 AND w.account_id = $2`,
    [walletId, accountId, kinds],
  );
  const [first] = rows;
  if (!first) return undefined;
  // The wallet's columns come with each balance row: the first row's, without its balance.
  const { kind: _kind, chain: _chain, asset: _asset, balance: _balance, ...wallet } = first;
  return {
    wallet,
    balances: rows.flatMap((r) =>
      r.kind === null ? [] : [{ kind: r.kind, chain: r.chain!, asset: r.asset!, balance: r.balance! }],
    ),
  };
}

/** Balances of a wallet's accounts of one kind (`available`, `withdrawing`…), by chain and asset. */
export async function walletBalances(
  db: SqlExecutor,
  walletId: string,
  kind: string,
): Promise<{ chain: string; asset: string; balance: string }[]> {
  return db.query(
    'ledger.wallet_balances',
    `SELECT chain, asset, balance::text AS balance FROM ledger_accounts
     WHERE wallet_id = $1 AND name = $2`,
    [walletId, `wallet:${walletId}:${kind}`],
  );
}
