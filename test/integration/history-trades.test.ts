// Trades keyed by the venue's trade id, and rollups a redelivery cannot inflate (issue 35 item 4):
// the engine writes a change stream with trades, then the same messages are delivered again, in
// other batches and to a writer that lost its state (what a retried insert or a Kafka redelivery
// does); trades, the 1-minute trade candles and the 1-minute top-of-book rollup must answer exactly
// what they answered once, and what the stream says. On both placements: chDB in process, and a
// server over HTTP (TEST_CLICKHOUSE_URL, or chDB behind the HTTP interface: harness/servers/clickhouse-http.ts).
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { PriceMessage } from '../../core/market-data.ts';
import { MarketStateWriter } from '../../engine/market-data/market-state-writer.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { emptyBookHistoryRows, insertBookHistory } from '../../storage/clickhouse/book-rows.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { clickHousePlacements, type ClickHousePlacement } from '../../harness/servers/clickhouse-http.ts';
import { bookChangeStream } from '../../harness/data/book-changes.ts';
import { recordedTrumpBook } from '../../harness/stack/market-data.ts';

const START = Date.parse('2026-08-03T00:00:00.000Z');
const recorded = recordedTrumpBook();
// About two changes a second, a sixth of them sharing the previous change's millisecond; a trade
// after a fifth of the changes.
const { messages } = bookChangeStream(recorded, {
  start: START,
  gap: (_i, u) => (u < 0.16 ? 0 : Math.floor(u * 1000)),
  changes: 600,
  bookEvery: 150,
  tradeShare: 0.2,
});
const trades = messages.filter((m): m is PriceMessage => m.type === 'price');

interface Answers {
  trades: string;
  candles: unknown[];
  tops: unknown[];
}

function tradesContract({ name, placement }: ClickHousePlacement): void {
  describe(`trades and rollups on redelivery: ${name}`, function () {
    this.timeout(120_000);
    let ch: ClickHouseAnalytics;
    const token = { venue: recorded.venue, token: recorded.token_id };

    const answers = async (): Promise<Answers> => {
      const [count] = await ch.query<{ n: string }>(
        't',
        `SELECT count() AS n FROM ${ch.table('trades')} FINAL`,
      );
      const candles = await ch.query(
        't',
        `SELECT toString(minute) AS minute, open, high, low, close, trades, volume FROM ${ch.table('trade_candles_1m')}
         WHERE token_key = cityHash64({venue: String}, {token: String}) ORDER BY minute`,
        token,
      );
      const tops = await ch.query(
        't',
        `SELECT toString(minute) AS minute, min(open) AS open, max(close) AS close, max(mid_high) AS high, min(mid_low) AS low,
                groupBitmapMerge(changes) AS changes
         FROM ${ch.table('book_top_1m')} WHERE token_key = cityHash64({venue: String}, {token: String})
         GROUP BY minute ORDER BY minute`,
        token,
      );
      return { trades: count!.n, candles, tops };
    };

    before(async () => {
      ch = new ClickHouseAnalytics(await placement('trades'));
      await ch.start();
      await migrateClickHouse(ch);
    });
    after(() => ch.stop());

    it('should count each trade and change once when the stream is delivered again', async () => {
      const writer = new MarketStateWriter(ch, new MemoryHotState(), createLogger('silent'));
      for (let i = 0; i < messages.length; i += 50) await writer.handle(messages.slice(i, i + 50));
      const once = await answers();

      // What the stream says: its trades, minute by minute.
      assert.equal(Number(once.trades), trades.length);
      const byMinute = new Map<string, { trades: number; volume: number; open: string; close: string }>();
      for (const t of trades) {
        const minute = new Date(Math.floor(t.ts / 60_000) * 60_000)
          .toISOString()
          .replace('T', ' ')
          .slice(0, 19);
        const m = byMinute.get(minute);
        if (!m) byMinute.set(minute, { trades: 1, volume: Number(t.size), open: t.price, close: t.price });
        else {
          m.trades++;
          m.volume += Number(t.size);
          m.close = t.price;
        }
      }
      const candles = once.candles as {
        minute: string;
        trades: string;
        volume: string;
        open: string;
        close: string;
      }[];
      assert.deepEqual(
        candles.map((c) => [c.minute, Number(c.trades), Number(c.volume)]),
        [...byMinute].map(([minute, m]) => [minute, m.trades, m.volume]),
      );
      const changes = (once.tops as { changes: string }[]).reduce((n, t) => n + Number(t.changes), 0);
      assert.equal(changes, messages.length - trades.length, 'every book message is one change');

      // A writer that lost its state (a new owner of the partition) gets the stream again in other
      // batches: the same rows, keyed as before.
      // Merges held back: the duplicates stay in parts of their own, and the answers must hold over them.
      const tables = ['trades', 'book_states', 'book_deltas', 'trade_ohlc_1m', 'book_top_1m'];
      for (const t of tables) await ch.command('t', `SYSTEM STOP MERGES ${ch.table(t)}`);
      const again = new MarketStateWriter(ch, new MemoryHotState(), createLogger('silent'));
      for (let i = 0; i < messages.length; i += 73) await again.handle(messages.slice(i, i + 73));
      const [written] = await ch.query<{ n: string }>('t', `SELECT count() AS n FROM ${ch.table('trades')}`);
      assert.equal(
        Number(written!.n),
        2 * trades.length,
        'the redelivery wrote every trade again (not merged yet)',
      );
      assert.deepEqual(await answers(), once, 'a redelivered stream changes no answer');
      for (const t of tables) await ch.command('t', `SYSTEM START MERGES ${ch.table(t)}`);
      await ch.command('t', `OPTIMIZE TABLE ${ch.table('trade_ohlc_1m')} FINAL`);
      await ch.command('t', `OPTIMIZE TABLE ${ch.table('book_top_1m')} FINAL`);
      assert.deepEqual(await answers(), once, 'nor once merged');
    });

    it('should keep one row for a trade delivered again at a millisecond already seen, and two distinct trades of one millisecond', async () => {
      const ts = START + 3_600_000;
      const trade = (trade_id: string, price: string) => ({
        venue: 'venue_b',
        token_id: 'KXTEST-1:yes',
        ts,
        trade_id,
        price,
        side: 'buy' as const,
        size: '5',
      });
      const rows = emptyBookHistoryRows();
      rows.trades.push(trade('d6c1a1e0-0001', '0.42'), trade('d6c1a1e0-0002', '0.42'));
      await insertBookHistory(ch, rows);
      await insertBookHistory(ch, rows); // the same insert delivered twice
      const redelivered = emptyBookHistoryRows();
      redelivered.trades.push(trade('d6c1a1e0-0002', '0.42'));
      await insertBookHistory(ch, redelivered);
      const key = { venue: 'venue_b', token: 'KXTEST-1:yes' };
      const ids = await ch.query<{ trade_id: string }>(
        't',
        `SELECT trade_id FROM ${ch.table('trades')} FINAL WHERE token_key = cityHash64({venue: String}, {token: String}) ORDER BY trade_id`,
        key,
      );
      assert.deepEqual(
        ids.map((r) => r.trade_id),
        ['d6c1a1e0-0001', 'd6c1a1e0-0002'],
      );
      const [candle] = await ch.query<{ trades: string; volume: string }>(
        't',
        `SELECT trades, volume FROM ${ch.table('trade_candles_1m')} WHERE token_key = cityHash64({venue: String}, {token: String})`,
        key,
      );
      assert.deepEqual([Number(candle!.trades), Number(candle!.volume)], [2, 10]);
    });
  });
}

for (const placement of clickHousePlacements) tradesContract(placement);
