// chain.deposits → the ledger. Each record is validated (a bad one is dead-lettered with the
// reason) and credited once per (chain, tx hash, log index); the batch's offsets are committed
// only after every credit is durable (engine/stream/record-consumer.ts).
import type { ObservedDeposit } from '../../chains/chain-adapter.ts';
import { parseDepositMessage, type DepositMessage } from '../../core/chain-events.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { RecordConsumer } from '../stream/record-consumer.ts';
import { creditDeposit } from './deposits.ts';

const credited = counter('wallet_deposits_total', 'Deposit records handled, by outcome', [
  'chain',
  'outcome',
]);

function observed(m: DepositMessage): ObservedDeposit {
  return {
    chain: m.chain,
    txHash: m.tx_hash,
    logIndex: m.log_index,
    block: m.block,
    asset: m.asset,
    from: m.from,
    to: m.to,
    amount: m.amount,
    at: m.at,
  };
}

export class DepositCreditor extends RecordConsumer<DepositMessage> {
  constructor(bus: Bus, sql: Sql, log: Logger, groupId = 'engine.deposits') {
    super(
      bus,
      {
        name: 'deposits',
        groupId,
        topic: topics.deposits,
        deadLetterTopic: topics.chainDeadLetter,
        parse: parseDepositMessage,
        apply: {
          one: async (message) => {
            const outcome = await creditDeposit(sql, observed(message));
            credited.inc({ chain: message.chain, outcome });
            if (outcome === 'unknown_address')
              log.warn({ deposit: message }, 'deposit to an address that is no wallet’s');
          },
        },
      },
      log,
    );
  }
}
