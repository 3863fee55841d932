// An account's event feed for the API's SSE streams (GET /api/v1/account/events): where an
// account's feed stands and what is new for several streams in one poll. Reads only; the events
// are written with the changes they report (record.ts) and pruned by retention (retention.ts).
import * as repo from '../../storage/postgres/repositories/account-events.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

/** One account event as stored: its id, type and the changed object as it was at commit. */
export type AccountEventRow = repo.AccountEventRow;

/**
 * The account's newest event id ('0' before its first event), and the newest of its events that
 * retention deleted ('0': none).
 */
export function feedHead(
  db: SqlExecutor,
  accountId: string,
): Promise<{ last: string; prunedThrough: string }> {
  return repo.eventHead(db, accountId);
}

/** The events of several accounts, each after its own id, oldest first, at most `limit` (one poll). */
export function eventsAfterEach(
  db: SqlExecutor,
  cursors: ReadonlyMap<string, string>,
  limit: number,
): Promise<AccountEventRow[]> {
  return repo.eventsAfterEach(db, cursors, limit);
}
