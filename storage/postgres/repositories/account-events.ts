// Account events and the webhook deliveries they queue (see 009_account_events.sql). Events are
// inserted in the caller's transaction after its change, under the account's head row lock, so an
// account's event ids grow in commit order.
import type { SqlExecutor } from '../sql.ts';

export interface AccountEventRow {
  event_id: string;
  account_id: string;
  project_id: string;
  wallet_id: string | null;
  type: string;
  subject: Record<string, unknown>;
  created_at: Date;
}

export interface NewAccountEvent {
  type: string;
  subject: unknown;
}

const columns = (e: string) =>
  `${e}.event_id::text AS event_id, ${e}.account_id, ${e}.project_id, ${e}.wallet_id, ${e}.type, ${e}.subject, ${e}.created_at`;

type Q = AccountEventRow & Record<string, unknown>;

/**
 * Records events of a wallet's account in the caller's transaction and queues a delivery of each
 * to every active webhook endpoint of the project that takes its type. Call it last in the
 * transaction: the account's head row stays locked until commit.
 */
export async function insertWalletEvents(
  tx: SqlExecutor,
  walletId: string,
  events: readonly NewAccountEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.query(
    'account-events.head',
    `INSERT INTO account_event_heads (account_id, last_event_id)
     SELECT account_id, 0 FROM wallets WHERE wallet_id = $1
     ON CONFLICT (account_id) DO UPDATE SET last_event_id = account_event_heads.last_event_id`,
    [walletId],
  );
  await tx.query(
    'account-events.insert',
    `WITH w AS (SELECT account_id, project_id FROM wallets WHERE wallet_id = $1),
     ins AS (
       INSERT INTO account_events (account_id, project_id, wallet_id, type, subject)
       SELECT w.account_id, w.project_id, $1, e.type, e.subject
       FROM w, unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS e(type, subject, n)
       ORDER BY e.n
       RETURNING event_id, project_id, type),
     queued AS (
       INSERT INTO webhook_deliveries (endpoint_id, event_id, status)
       SELECT we.endpoint_id, ins.event_id, 'pending'
       FROM ins JOIN webhook_endpoints we
         ON we.project_id = ins.project_id AND we.active AND (we.event_types IS NULL OR ins.type = ANY(we.event_types)))
     UPDATE account_event_heads SET last_event_id = (SELECT max(event_id) FROM ins)
     WHERE account_id = (SELECT account_id FROM w)`,
    [walletId, events.map((e) => e.type), events.map((e) => JSON.stringify(e.subject))],
  );
}

/** An account's events after `afterId`, oldest first. */
export function eventsAfter(
  db: SqlExecutor,
  accountId: string,
  afterId: string,
  limit: number,
): Promise<AccountEventRow[]> {
  return db.query<Q>(
    'account-events.after',
    `SELECT ${columns('e')} FROM account_events e WHERE account_id = $1 AND event_id > $2 ORDER BY event_id LIMIT $3`,
    [accountId, afterId, limit],
  );
}

/** The events of several accounts, each after its own id, oldest first (one poll of the SSE feed). */
export function eventsAfterEach(
  db: SqlExecutor,
  cursors: ReadonlyMap<string, string>,
  limit: number,
): Promise<AccountEventRow[]> {
  return db.query<Q>(
    'account-events.after-each',
    `SELECT ${columns('e')}
     FROM unnest($1::uuid[], $2::bigint[]) AS c(account_id, after)
     JOIN account_events e ON e.account_id = c.account_id AND e.event_id > c.after
     ORDER BY e.event_id LIMIT $3`,
    [[...cursors.keys()], [...cursors.values()], limit],
  );
}

/**
 * The account's newest event id ('0' before its first event), and the newest of its events that
 * retention deleted ('0': none).
 */
export async function eventHead(
  db: SqlExecutor,
  accountId: string,
): Promise<{ last: string; prunedThrough: string }> {
  const rows = await db.query<{ last: string; pruned: string }>(
    'account-events.head-read',
    'SELECT last_event_id::text AS last, pruned_through::text AS pruned FROM account_event_heads WHERE account_id = $1',
    [accountId],
  );
  return { last: rows[0]?.last ?? '0', prunedThrough: rows[0]?.pruned ?? '0' };
}
