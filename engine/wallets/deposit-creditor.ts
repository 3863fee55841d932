// chain.deposits → the ledger. Each record is validated (a bad one is dead-lettered with the
// reason, never dropped, never blocking its partition) and credited once per (chain, tx hash, log
// index); the batch's offsets are committed only after every credit is durable.
import type { ObservedDeposit } from '../../chains/chain-adapter.ts';
import { parseDepositMessage, type DepositMessage } from '../../core/chain-events.ts';
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import { deadLetterFor, encodeMessage } from '../../core/market-data.ts';
import { counter } from '../../core/metrics.ts';
import type { Batch, Bus, BusConsumer } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { creditDeposit } from './deposits.ts';

const credited = counter('wallet_deposits_total', 'Deposit records handled, by outcome', ['chain', 'outcome']);

function observed(m: DepositMessage): ObservedDeposit {
  return { chain: m.chain, txHash: m.tx_hash, logIndex: m.log_index, block: m.block, asset: m.asset, from: m.from, to: m.to, amount: m.amount, at: m.at };
}

export class DepositCreditor implements Component {
  readonly name = 'consumer:deposits';
  private consumer: BusConsumer | undefined;

  constructor(
    private readonly bus: Bus,
    private readonly sql: Sql,
    private readonly log: Logger,
    private readonly groupId = 'engine.deposits',
  ) {}

  async start(): Promise<void> {
    this.consumer = this.bus.consumer({
      groupId: this.groupId,
      topics: [topics.deposits],
      fromBeginning: true,
      maxBatchSize: 500,
      handler: (batch) => this.handle(batch),
    });
    await this.consumer.start();
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
  }

  health(): Promise<Health> {
    return Promise.resolve(this.consumer?.running ? { ok: true } : { ok: false, detail: 'consumer loop not running' });
  }

  private async handle(batch: Batch): Promise<void> {
    const letters = [];
    for (const record of batch.records) {
      const parsed = parseDepositMessage(record.value);
      if (!parsed.ok) {
        letters.push(encodeMessage(deadLetterFor(record, parsed.reason)));
        this.log.warn({ topic: record.topic, offset: record.offset, reason: parsed.reason }, 'deposit dead-lettered');
        continue;
      }
      const outcome = await creditDeposit(this.sql, observed(parsed.message));
      credited.inc({ chain: parsed.message.chain, outcome });
      if (outcome === 'unknown_address') this.log.warn({ deposit: parsed.message }, 'deposit to an address that is no wallet’s');
    }
    if (letters.length > 0) await this.bus.publish(topics.chainDeadLetter, letters);
  }
}
