// A wallet's copytrades for the API: the list, each one's decisions, and the health of the targets'
// reads as the watcher last recorded it. Reads only; copytrades.ts creates, amends and moves them
// (and finds one of the wallet's, refusing another's).
import * as health from '../../storage/postgres/repositories/copytrade-target-health.ts';
import * as repo from '../../storage/postgres/repositories/copytrades.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

/** A copytrade as stored: its target, mode, status and settings. */
export type CopytradeRow = repo.CopytradeRow;
/** One decision of a copytrade on a target's trade (PLACED, SKIPPED or FAILED). */
export type DecisionRow = repo.DecisionRow;
/** What the target watcher last recorded of its reads of one address. */
export type TargetHealthRow = health.TargetHealthRow;

/** The wallet's copytrades, newest first, stopped ones too. */
export function walletCopytrades(db: SqlExecutor, walletId: string): Promise<CopytradeRow[]> {
  return repo.listCopytrades(db, walletId);
}

/** A copytrade's decisions, newest first, a page of them. */
export function copytradeDecisions(
  db: SqlExecutor,
  copytradeId: string,
  page: { limit: number; offset: number },
): Promise<DecisionRow[]> {
  return repo.listDecisions(db, copytradeId, page);
}

/** The recorded health of each target that has any, by address (one read for all). */
export function targetHealth(
  db: SqlExecutor,
  targets: readonly string[],
): Promise<Map<string, TargetHealthRow>> {
  return health.targetHealthOf(db, targets);
}
