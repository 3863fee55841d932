// The reconciliation job and its report. The job is a periodic task under the lease
// `reconciliation` (one engine replica at a time; core/periodic.ts), a pass every
// RECONCILIATION_INTERVAL_S; an admin may run one more at any time (POST /api/v1/admin/reconciliation,
// `npm run admin -- reconcile`): passes only read the ledger, so one running beside the job is harmless.
import type { Lease } from '../../core/lease.ts';
import { PeriodicTask } from '../../core/periodic.ts';
import * as repo from '../../storage/postgres/repositories/reconciliation.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { CHAINS } from '../wallets/chain-set.ts';
import { runReconciliationPass, type PassDeps } from './reconcile-pass.ts';

/** Days a pass and its findings are kept (holds keep their reason when their pass is gone). */
export const PASSES_KEPT_DAYS = 90;

export type { ReconciliationSettings } from './expectations.ts';
export { runReconciliationPass, type PassDeps } from './reconcile-pass.ts';

/** A pass as stored (what it read each chain at, what it skipped), its findings and the open holds. */
export interface ReconciliationReport {
  pass: repo.PassRow | undefined;
  findings: repo.FindingRow[];
  holds: repo.HoldRow[];
}

/** The report of one pass (the newest finished one when none is named). */
export async function reconciliationReport(db: SqlExecutor, passId?: string): Promise<ReconciliationReport> {
  const pass = passId === undefined ? await repo.latestPass(db) : await repo.findPass(db, passId);
  const [findings, holds] = await Promise.all([
    pass ? repo.findingsOf(db, pass.pass_id) : Promise.resolve([]),
    repo.openHolds(db),
  ]);
  return { pass, findings, holds };
}

/** Runs a pass now and reports it. */
export async function reconcileNow(deps: PassDeps): Promise<ReconciliationReport> {
  const { passId } = await runReconciliationPass(deps);
  return reconciliationReport(deps.sql, passId);
}

export function reconciliationTask(deps: PassDeps & { intervalMs: number; lease?: Lease }): PeriodicTask {
  return new PeriodicTask(
    'reconciliation',
    deps.intervalMs,
    async () => {
      // With every chain in paper mode there is nothing to compare: no pass is recorded.
      if (!CHAINS.some((chain) => deps.chains.isLive(chain))) return;
      await runReconciliationPass(deps);
      await repo.prunePasses(deps.sql, PASSES_KEPT_DAYS);
    },
    deps.log,
    deps.lease ? { lease: deps.lease } : {},
  );
}
