// The venues' past in the same tables as live data (issue 43): a trade seen on the stream and again
// in the venue's history is one row, whoever came first, labelled by where it came from; backfilled
// prices are stored once however often they are delivered; each stored span is read back by
// storedSpans, merged, for the backfill scheduler to resume from.
//
// The recorded pair: Polymarket's Data API answered the same trade twice
// (test/fixtures/polymarket-data-api: /trades and /activity, tx 0xcfbc…94d1, price 0.7400000004,
// size 199.372308, time in seconds). The stream's form of it is derived (no recording holds its
// last_trade_price): the tick price 0.74, the same size and side, the transaction hash, and a match
// time in milliseconds, 412 ms after the second the Data API gives.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toDecimal } from '../../core/decimal.ts';
import { createLogger } from '../../core/logger.ts';
import {
  MARKET_DATA_VERSION,
  type HistoryMessage,
  type HistoryTrade,
  type PriceMessage,
} from '../../core/market-data.ts';
import { HistoryWriter } from '../../engine/market-data/history-writer.ts';
import { MarketStateWriter } from '../../engine/market-data/market-state-writer.ts';
import { BackfillReads } from '../../engine/market-queries/backfill-reads.ts';
import { storedSpans } from '../../engine/market-queries/stored-spans.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { clickHousePlacements, type ClickHousePlacement } from '../../harness/servers/clickhouse-http.ts';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/polymarket-data-api');

interface DataApiTrade {
  asset: string;
  conditionId: string;
  side: 'BUY' | 'SELL';
  size: number;
  price: number;
  timestamp: number;
  transactionHash: string;
}

const tradesAnswer = JSON.parse(readFileSync(path.join(FIXTURES, 'data_v1_trades.json'), 'utf8')) as {
  response: DataApiTrade[];
};
const activityAnswer = JSON.parse(
  readFileSync(path.join(FIXTURES, 'data_v1_activity_by_type.json'), 'utf8'),
) as {
  response: { TRADE: { rows: DataApiTrade[] } };
};
const TX = '0xcfbc00ffd3ae55b78bf49b9716375f608099a8183fb4ac931f00b5bb158a94d1';
const fromTrades = tradesAnswer.response.find((t) => t.transactionHash === TX)!;
const fromActivity = activityAnswer.response.TRADE.rows.find((t) => t.transactionHash === TX)!;
const other = tradesAnswer.response.find((t) => t.transactionHash !== TX)!;

/** A Data API row as the backfill's HistoryTrade (JSON numbers → exact decimal text, seconds → ms). */
const historyTrade = (t: DataApiTrade): HistoryTrade => ({
  trade_id: t.transactionHash,
  ts: t.timestamp * 1000,
  price: toDecimal(t.price),
  side: t.side === 'BUY' ? 'buy' : 'sell',
  size: toDecimal(t.size),
});

const history = (
  t: DataApiTrade,
  trades: HistoryTrade[],
  from: number,
  to: number,
  prices: HistoryMessage['prices'] = [],
): HistoryMessage => ({
  v: MARKET_DATA_VERSION,
  type: 'history',
  venue: 'venue_a',
  market_id: t.conditionId,
  token_id: t.asset,
  source: 'backfill',
  from,
  to,
  trades,
  prices,
});

/** The stream's last_trade_price of the same trade (derived, see the header). */
const live = (t: DataApiTrade, tick: string): PriceMessage => ({
  v: MARKET_DATA_VERSION,
  type: 'price',
  venue: 'venue_a',
  market_id: t.conditionId,
  token_id: t.asset,
  kind: 'last_trade',
  price: tick,
  ts: t.timestamp * 1000 + 412,
  side: t.side === 'BUY' ? 'buy' : 'sell',
  size: toDecimal(t.size),
  trade_id: t.transactionHash,
});

function historyContract({ name, placement }: ClickHousePlacement): void {
  describe(`backfilled history beside live data: ${name}`, function () {
    this.timeout(120_000);
    let ch: ClickHouseAnalytics;

    const storedTrades = (token: string) =>
      ch.query<{ trade_id: string; price: string; size: string; source: string; ms: string }>(
        't',
        `SELECT trade_id, toString(price) AS price, toString(size) AS size, source, toString(toUnixTimestamp64Milli(ts)) AS ms
         FROM ${ch.table('trades')} FINAL WHERE token_key = cityHash64('venue_a', {token: String}) ORDER BY ts`,
        { token },
      );
    const minuteTrades = async (token: string) => {
      const rows = await ch.query<{ trades: string }>(
        't',
        `SELECT sum(trades) AS trades FROM ${ch.table('trade_candles_1m')} WHERE token_key = cityHash64('venue_a', {token: String})`,
        { token },
      );
      return Number(rows[0]?.trades ?? 0);
    };

    before(async () => {
      ch = new ClickHouseAnalytics(await placement('history'));
      await ch.start();
      await migrateClickHouse(ch);
    });
    after(() => ch.stop());

    it('should keep one row of a trade the stream saw first and both Data API answers gave again', async () => {
      const market = new MarketStateWriter(ch, new MemoryHotState(), createLogger('silent'));
      const writer = new HistoryWriter(ch, new MemoryHotState());
      await market.handle([live(fromTrades, '0.74')]);
      const at = fromTrades.timestamp * 1000;
      await writer.handle([history(fromTrades, [historyTrade(fromTrades)], at - 60_000, at + 60_000)]);
      await writer.handle([history(fromActivity, [historyTrade(fromActivity)], at - 30_000, at + 30_000)]);

      const rows = await storedTrades(fromTrades.asset);
      assert.deepEqual(rows, [
        { trade_id: TX, price: '0.74', size: '199.372308', source: 'live', ms: String(at + 412) },
      ]);
      assert.equal(await minuteTrades(fromTrades.asset), 1);
    });

    it("should keep the stream's row of a trade the backfill stored first", async () => {
      const writer = new HistoryWriter(ch, new MemoryHotState());
      await writer.handle([history(other, [historyTrade(other)], 0, other.timestamp * 1000)]);
      assert.deepEqual(
        (await storedTrades(other.asset)).map((r) => [r.price, r.source]),
        [['0.32', 'backfill']],
      );
      await new MarketStateWriter(ch, new MemoryHotState(), createLogger('silent')).handle([
        live(other, '0.32'),
      ]);
      const rows = await storedTrades(other.asset);
      assert.deepEqual(
        rows.map((r) => [r.trade_id, r.price, r.source, r.ms]),
        [[other.transactionHash, '0.32', 'live', String(other.timestamp * 1000 + 412)]],
      );
    });

    it('should store backfilled prices once however often they are delivered, and read the stored spans merged', async () => {
      const token = 'backfill-prices-token';
      const base = Date.parse('2026-09-01T00:00:00.000Z');
      const prices = [0, 1, 2].map((i) => ({
        ts: base + i * 60_000,
        price: ['0.41', '0.4200000001', '0.43'][i]!,
      }));
      const m = (from: number, to: number, p = prices): HistoryMessage => ({
        ...history(fromTrades, [], from, to, p),
        token_id: token,
      });
      const writer = new HistoryWriter(ch, new MemoryHotState());
      await writer.handle([m(base, base + 180_000)]);
      await writer.handle([m(base, base + 180_000)]); // redelivered
      await writer.handle([m(base + 180_001, base + 600_000, []), m(base + 900_000, base + 960_000, [])]);
      const ticks = await ch.query<{ price: string; source: string }>(
        't',
        `SELECT toString(price) AS price, source FROM ${ch.table('price_ticks')} FINAL
         WHERE token_key = cityHash64('venue_a', {token: String}) ORDER BY ts`,
        { token },
      );
      assert.deepEqual(ticks, [
        { price: '0.41', source: 'backfill' },
        { price: '0.42', source: 'backfill' },
        { price: '0.43', source: 'backfill' },
      ]);
      const spans = await storedSpans(ch, [token, 'never-fetched']);
      assert.deepEqual(
        [...spans],
        [
          [
            token,
            [
              { from: base, to: base + 600_000 },
              { from: base + 900_000, to: base + 960_000 },
            ],
          ],
        ],
      );
    });

    it('should store which kinds a span covers: trades to one bound, prices to another, both when unnamed', async () => {
      const token = 'backfill-kinds-token';
      const base = Date.parse('2026-10-01T00:00:00.000Z');
      const m = (from: number, to: number, covers?: HistoryMessage['covers']): HistoryMessage => ({
        ...history(fromTrades, [], from, to),
        token_id: token,
        ...(covers ? { covers } : {}),
      });
      const writer = new HistoryWriter(ch, new MemoryHotState());
      // The same bounds for a prices page and a trades page: two spans, neither replacing the other.
      await writer.handle([m(base, base + 60_000, ['prices']), m(base, base + 60_000, ['trades'])]);
      await writer.handle([m(base + 60_001, base + 600_000, ['prices']), m(base + 700_000, base + 800_000)]);
      const read = async (kind?: 'trades' | 'prices') => [...(await storedSpans(ch, [token], kind))];
      assert.deepEqual(await read('prices'), [
        [
          token,
          [
            { from: base, to: base + 600_000 },
            { from: base + 700_000, to: base + 800_000 },
          ],
        ],
      ]);
      assert.deepEqual(await read('trades'), [
        [
          token,
          [
            { from: base, to: base + 60_000 },
            { from: base + 700_000, to: base + 800_000 },
          ],
        ],
      ]);
      assert.deepEqual(await read(), [
        [
          token,
          [
            { from: base, to: base + 600_000 },
            { from: base + 700_000, to: base + 800_000 },
          ],
        ],
      ]);
    });

    it("should have the API's backfill reads ask ClickHouse again once a batch is written, and not before", async () => {
      const hot = new MemoryHotState();
      const writer = new HistoryWriter(ch, hot);
      let queries = 0;
      const counted = new Proxy(ch, {
        get(target, prop, receiver) {
          const value: unknown = Reflect.get(target, prop, receiver);
          if (prop !== 'query' || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            queries++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const reads = new BackfillReads(counted, hot);
      const token = 'backfill-reads-token';
      const none = { venue: 'venue_a' as const, tokenId: 'backfill-reads-none' };
      const ref = { venue: 'venue_a' as const, tokenId: token };
      const at = Date.parse('2026-10-02T10:00:00.000Z');
      const page = (price: string, ts: number): HistoryMessage => ({
        ...history(fromTrades, [], ts - 1, ts + 1, [{ ts, price }]),
        token_id: token,
        covers: ['prices'],
      });

      // Nothing backfilled yet: both tokens read as having no price, once.
      assert.deepEqual([...(await reads.latestPrices([ref, none]))], []);
      const first = queries;
      assert.ok(first > 0);
      assert.deepEqual([...(await reads.latestPrices([ref, none]))], []);
      assert.equal(queries, first, 'an unchanged backfill is not read again');

      await writer.handle([page('0.41', at)]);
      assert.deepEqual([...(await reads.latestPrices([ref, none]))], [[token, { at, price: 0.41 }]]);
      const second = queries;
      assert.ok(second > first, 'a written batch is read at once');
      await writer.handle([page('0.43', at + 60_000)]);
      assert.deepEqual(
        [...(await reads.latestPrices([ref, none]))],
        [[token, { at: at + 60_000, price: 0.43 }]],
      );
      assert.ok((await reads.sparklines([ref])).has(token));
      const third = queries;
      assert.deepEqual([...(await reads.latestPrices([none]))], []);
      assert.ok((await reads.sparklines([ref])).has(token));
      assert.equal(queries, third);
    });
  });
}

for (const p of clickHousePlacements) historyContract(p);
