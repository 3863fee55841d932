// The engine's periodic chain work: for each live chain the deposit watch (chain → chain.deposits);
// for every chain, live or paper, the withdrawal reconciler (live: queued withdrawals sent, sent
// ones confirmed, or refunded when they failed or can never land; paper: withdrawals left between
// their hold and their settlement settled), so no withdrawal stays open in any mode. With leases,
// one replica runs each.
import type { Leases } from '../../core/lease.ts';
import { PeriodicTask } from '../../core/periodic.ts';
import type { Logger } from '../../core/logger.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { CHAINS } from './chain-set.ts';
import { watchDepositsOnce } from './deposit-watcher.ts';
import type { Custody } from './wallets.ts';
import { reconcileWithdrawals } from './withdrawals.ts';

export function chainTasks(
  deps: Custody & { sql: Sql; bus: Bus; log: Logger; intervalMs: number; leases?: Leases },
): PeriodicTask[] {
  const { sql, bus, log, chains, intervalMs, leases } = deps;
  const leased = (name: string) => (leases ? { lease: leases(name) } : {});
  const depositWatches = CHAINS.filter((chain) => chains.isLive(chain)).map(
    (chain) =>
      new PeriodicTask(
        `deposit-watch:${chain}`,
        intervalMs,
        async ({ holds }) => {
          await watchDepositsOnce({ sql, bus, adapter: chains.adapter(chain), log, holds });
        },
        log,
        leased(`deposit-watch:${chain}`),
      ),
  );
  const reconcilers = CHAINS.map(
    (chain) =>
      new PeriodicTask(
        `withdrawal-reconciler:${chain}`,
        intervalMs,
        async () => {
          await reconcileWithdrawals({ ...deps, log }, chain);
        },
        log,
        leased(`withdrawal-reconciler:${chain}`),
      ),
  );
  return [...depositWatches, ...reconcilers];
}
