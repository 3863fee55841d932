// The deposit path the engine runs, in this process: a log bus with every topic and the deposit
// creditor consuming it. A test's deposit watch publishes to `bus`; the creditor credits the ledger.
import type { Logger } from '../../core/logger.ts';
import { DepositCreditor } from '../../engine/wallets/deposit-creditor.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { allTopics } from '../../storage/bus/topics.ts';
import type { Sql } from '../../storage/postgres/sql.ts';

export interface DepositPath {
  bus: LogBus;
  stop(): Promise<void>;
}

export async function startDepositPath(sql: Sql, log: Logger): Promise<DepositPath> {
  const bus = new LogBus({ log });
  await bus.start();
  await bus.ensureTopics(allTopics);
  const creditor = new DepositCreditor(bus, sql, log);
  await creditor.start();
  return {
    bus,
    stop: async () => {
      await creditor.stop();
      await bus.stop();
    },
  };
}
