// GET /api/v1/markets/candles keeps its answers while the token's records stamp (written by the
// engine's market-state writer after each batch of its trades, prices or book changes is durable)
// and the backfill's stamp are unchanged: a repeated read is served from the kept answer, and every
// kind of record the engine stores shows at once: a live quote, a live trade older than the newest
// quote (a version would not have moved), a backfilled batch. On both hot-state placements (the test
// Redis; the embedded default's in-process store, with its embedded PostgreSQL).
import assert from 'node:assert/strict';
import type { HistoryMessage, PolymarketMarketMessage, PriceMessage } from '../../core/market-data.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import {
  quoteAt,
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';

const T = Date.parse('2026-03-03T00:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;

type Candle = { start: string; open: number; close: number; volume: number | null };
type Answer = { basis: string; sources: string[]; candles: Candle[] };

async function reads(kind: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('api_candles_reads_total')!.get();
  return metric.values.filter((v) => v.labels.read === kind).reduce((n, v) => n + v.value, 0);
}

for (const placement of [{ hot: 'redis' as const }, { hot: 'memory' as const, sql: 'embedded' as const }]) {
  describe(`market routes: candles answers kept by records stamp (hot state: ${placement.hot})`, function () {
    this.timeout(120_000);
    let stack: MarketDataStack;
    let market: PolymarketMarketMessage['market'];
    let other: PolymarketMarketMessage['market'];

    const candles = async (query: string): Promise<Answer> => {
      const r = await stack.client.get(`/api/v1/markets/candles?token_id=${market.left_token_id}&${query}`);
      assert.equal(r.status, 200, `${query}: ${JSON.stringify(r.body)}`);
      return r.body.data as Answer;
    };
    const quote = (ts: number, bid: string, ask: string) =>
      quoteAt('venue_a', market.market_id, market.left_token_id, ts, bid, ask);
    const trade = (ts: number, price: string): PriceMessage => ({
      v: 1,
      type: 'price',
      venue: 'venue_a',
      market_id: market.market_id,
      token_id: market.left_token_id,
      kind: 'last_trade',
      price,
      ts,
      side: 'buy',
      size: '3',
      trade_id: `0x${'ab'.repeat(32)}`,
    });
    const backfill = (
      ts: number,
      parts: Pick<HistoryMessage, 'trades' | 'prices'>,
      of = market,
    ): HistoryMessage => ({
      v: 1,
      type: 'history',
      venue: 'venue_a',
      market_id: of.market_id,
      token_id: of.left_token_id,
      source: 'backfill',
      from: ts,
      to: ts,
      ...parts,
    });

    before(async () => {
      stack = await startMarketDataStack(placement);
      const catalog = recordedCatalog();
      const dem = catalog
        .filter((m): m is PolymarketMarketMessage => m.venue === 'venue_a' && m.event.event_id === 30829)
        .map((m) => m.market);
      assert.ok(dem.length >= 2, 'two markets of the recorded event');
      [market, other] = [dem[0]!, dem[1]!];
      await stack.ingest(catalog);
    });
    after(() => stack?.stop());

    it('should serve a repeated read from the kept answer, and each record the engine stores at once', async () => {
      const q = 'interval=1h';
      await stack.ingest([quote(T + 5 * MIN, '0.2', '0.3')], { refresh: false });
      const first = await candles(q);
      assert.deepEqual(
        first.candles.map((c) => [c.start, c.open, c.close]),
        [[new Date(T).toISOString(), 0.25, 0.25]],
      );
      const hits = await reads('hit');
      assert.deepEqual(await candles(q), first);
      assert.equal(await reads('hit'), hits + 1, 'the repeated read is a kept answer');
      // The kept answer's tag: 304 while the records are unchanged.
      const url = `${stack.client.baseUrl}/api/v1/markets/candles?token_id=${market.left_token_id}&${q}`;
      const tag = (await fetch(url)).headers.get('etag');
      assert.match(tag ?? '', /^"[A-Za-z0-9_-]+"$/);
      assert.equal((await fetch(url, { headers: { 'if-none-match': tag! } })).status, 304);

      // A live quote an hour later: a second candle.
      await stack.ingest([quote(T + HOUR + 5 * MIN, '0.4', '0.5')], { refresh: false });
      const misses = await reads('miss');
      assert.deepEqual(
        (await candles(q)).candles.map((c) => c.close),
        [0.25, 0.45],
      );
      assert.equal(await reads('miss'), misses + 1);
      assert.equal((await fetch(url, { headers: { 'if-none-match': tag! } })).status, 200, 'a new tag');

      // A live trade older than the newest quote: the token's newest time does not move, its records do.
      await stack.ingest([trade(T + 10 * MIN, '0.27')], { refresh: false });
      const traded = await candles(q);
      assert.equal(traded.basis, 'trades');
      assert.deepEqual(
        traded.candles.map((c) => [c.close, c.volume]),
        [[0.27, 3]],
      );

      // A backfilled price, read from prices over a range without the trade.
      const range = `interval=1h&start=${new Date(T + 2 * HOUR).toISOString()}&end=${new Date(T + 3 * HOUR).toISOString()}`;
      assert.deepEqual((await candles(range)).candles, []);
      await stack.ingest(
        [backfill(T + 2 * HOUR + MIN, { trades: [], prices: [{ ts: T + 2 * HOUR + MIN, price: '0.61' }] })],
        {
          refresh: false,
        },
      );
      const backfilled = await candles(range);
      assert.deepEqual(
        backfilled.candles.map((c) => c.close),
        [0.61],
      );
      assert.deepEqual(backfilled.sources, ['backfill']);
    });

    it('should count the trades again once the backfill stored one, for a token read without any', async () => {
      const url = `/api/v1/markets/candles?token_id=${other.left_token_id}&interval=1h`;
      const read = async () => (await stack.client.get(url)).body.data as Answer;
      await stack.ingest([quoteAt('venue_a', other.market_id, other.left_token_id, T + MIN, '0.5', '0.6')], {
        refresh: false,
      });
      assert.equal((await read()).basis, 'prices');
      // A quote: its records change, its trades do not (read without counting them).
      await stack.ingest(
        [quoteAt('venue_a', other.market_id, other.left_token_id, T + 2 * MIN, '0.5', '0.7')],
        {
          refresh: false,
        },
      );
      assert.deepEqual(
        (await read()).candles.map((c) => [c.close, c.volume]),
        [[0.6, null]],
      );
      const trade = {
        trade_id: `0x${'cd'.repeat(32)}`,
        ts: T + 3 * MIN,
        price: '0.58',
        side: 'sell' as const,
        size: '7',
      };
      await stack.ingest([backfill(T + 3 * MIN, { trades: [trade], prices: [] }, other)], { refresh: false });
      const traded = await read();
      assert.equal(traded.basis, 'trades');
      assert.deepEqual(
        traded.candles.map((c) => [c.close, c.volume]),
        [[0.58, 7]],
      );
    });
  });
}
