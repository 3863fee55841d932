// The stamp of a token's order-book history in hot state (what kept history answers are checked
// against): the (ts, seq) of its newest stored change, changes that share a millisecond included,
// and a writer that starts over from the hot state (a restart, another owner) continues the seq, so
// its next change in that millisecond is a new row with a new stamp, not a row written over.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { BookMessage } from '../../core/market-data.ts';
import { MarketStateWriter } from '../../engine/market-data/market-state-writer.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { readHistoryStamp } from '../../storage/hot/market-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { clickHousePlacements, type ClickHousePlacement } from '../../harness/servers/clickhouse-http.ts';

const log = createLogger('silent');
const T0 = Date.parse('2026-03-01T00:00:00Z');
const TOKEN = '71321045679252212594626385532706912750332728571942532289631379312455583992563';
const MARKET = `0x${'a'.repeat(64)}`;

const book = (ts: number, bid: string): BookMessage => ({
  v: 1,
  type: 'book',
  venue: 'venue_a',
  market_id: MARKET,
  token_id: TOKEN,
  bids: [[bid, '10']],
  asks: [['0.9', '10']],
  ts,
});

function historyStampContract({ name, placement }: ClickHousePlacement): void {
  describe(`order-book history stamp: ${name}`, function () {
    this.timeout(60_000);
    let ch: ClickHouseAnalytics;
    before(async () => {
      ch = new ClickHouseAnalytics(await placement('stamp'));
      await ch.start();
      await migrateClickHouse(ch);
    });
    after(() => ch.stop());

    const stored = async () =>
      (
        await ch.query<{ ts: string; seq: number; bid: string }>(
          't',
          `SELECT toUnixTimestamp64Milli(ts) AS ts, seq, toString(best_bid) AS bid FROM ${ch.table('book_states')} FINAL ORDER BY ts, seq`,
        )
      ).map((r) => `${r.ts}:${r.seq}:${r.bid}`);

    it('should stamp the newest change, follow changes in one millisecond, and continue the seq after a restart', async () => {
      const hot = new MemoryHotState();
      await hot.start();
      const first = new MarketStateWriter(ch, hot, log);
      await first.handle([book(T0, '0.1'), book(T0 + 5, '0.2'), book(T0 + 5, '0.3')]);
      assert.equal(await readHistoryStamp(hot, TOKEN), `${T0 + 5}:1`);
      // A redelivery changes nothing, the stamp neither.
      await first.handle([book(T0 + 5, '0.3')]);
      assert.equal(await readHistoryStamp(hot, TOKEN), `${T0 + 5}:1`);

      const restarted = new MarketStateWriter(ch, hot, log);
      await restarted.handle([book(T0 + 5, '0.4')]);
      assert.equal(await readHistoryStamp(hot, TOKEN), `${T0 + 5}:2`);
      assert.deepEqual(await stored(), [
        `${T0}:0:0.1`,
        `${T0 + 5}:0:0.2`,
        `${T0 + 5}:1:0.3`,
        `${T0 + 5}:2:0.4`,
      ]);
      await restarted.handle([book(T0 + 9, '0.5')]);
      assert.equal(await readHistoryStamp(hot, TOKEN), `${T0 + 9}:0`);
    });
  });
}

for (const placement of clickHousePlacements) historyStampContract(placement);
