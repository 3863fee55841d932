// The engine's periodic chain work, for each live chain: the deposit watch (chain → chain.deposits)
// and the withdrawal reconciler (sent withdrawals → confirmed, or refunded when they failed or can
// never land). A chain in paper mode has neither.
import { PeriodicTask } from '../../core/periodic.ts';
import type { Logger } from '../../core/logger.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { CHAINS } from './chain-set.ts';
import { watchDepositsOnce } from './deposit-watcher.ts';
import type { Custody } from './wallets.ts';
import { reconcileWithdrawals } from './withdrawals.ts';

export function chainTasks(deps: Custody & { sql: Sql; bus: Bus; log: Logger; intervalMs: number }): PeriodicTask[] {
  const { sql, bus, log, chains, intervalMs } = deps;
  return CHAINS.filter((chain) => chains.isLive(chain)).flatMap((chain) => [
    new PeriodicTask(`deposit-watch:${chain}`, intervalMs, async () => {
      await watchDepositsOnce({ sql, bus, adapter: chains.adapter(chain), log });
    }, log),
    new PeriodicTask(`withdrawal-reconciler:${chain}`, intervalMs, async () => {
      await reconcileWithdrawals({ ...deps, log }, chain);
    }, log),
  ]);
}
