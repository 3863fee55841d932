// trading.fills → positions and PNL points. Each fill is applied once (per fill id) in its own
// transaction; a wallet's fills arrive in order (they are keyed by wallet).
import type { Logger } from '../../core/logger.ts';
import { parseFillMessage, type FillMessage } from '../../core/trading-events.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { RecordConsumer } from '../stream/record-consumer.ts';
import { applyFillToPositions } from './positions.ts';

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
        apply: async (fill) => {
          await sql.transaction((tx) => applyFillToPositions(tx, fill));
        },
      },
      log,
    );
  }
}
