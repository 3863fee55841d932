// trading.fills → positions and PNL points. Each fill is applied once (per fill id); a batch of
// fills is applied in one transaction of four statements, whatever its size (one per fill cost five
// and a transaction each); a wallet's fills arrive in order (they are keyed by wallet).
import type { Logger } from '../../core/logger.ts';
import { parseFillMessage, type FillMessage } from '../../core/trading-events.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { RecordConsumer } from '../stream/record-consumer.ts';
import { applyFillsToPositions } from './positions.ts';

export class FillsConsumer extends RecordConsumer<FillMessage> {
  constructor(bus: Bus, sql: Sql, log: Logger, groupId = 'engine.positions') {
    super(
      bus,
      {
        name: 'positions',
        groupId,
        topic: topics.fills,
        deadLetterTopic: topics.tradingDeadLetter,
        parse: parseFillMessage,
        apply: {
          all: async (fills) => {
            await sql.transaction((tx) => applyFillsToPositions(tx, fills));
          },
        },
      },
      log,
    );
  }
}
