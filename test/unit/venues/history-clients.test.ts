// The venues' history clients on recorded answers where they exist (Polymarket Data API /trades rows
// in test/fixtures/polymarket-data-api; Kalshi's candlestick answer in ../shared/data) and on the
// shapes of kalshi-typescript's models (Trade, GetHistoricalCutoffResponse) and Polymarket's CLOB
// OpenAPI document (PricesHistoryResponse {history: [{t, p}]}) where none was recorded.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kalshiSample } from '../../../harness/data/venue-samples.ts';
import {
  candlesRequest,
  candlesToPrices,
  parseCandlesAnswer,
  parseHistoricalCutoff,
  parseTradesPage,
  tradesRequest,
} from '../../../venues/kalshi/history.ts';
import { marketTradesRequest, parseMarketTrades } from '../../../venues/polymarket/data-api-trades.ts';
import {
  batchPricesHistoryRequest,
  parseBatchPricesHistory,
  parsePricesHistory,
  pricesHistoryRequest,
} from '../../../venues/polymarket/prices-history.ts';
import { displayedPrice, tradePrice } from '../../../venues/polymarket/tick-precision.ts';
import { shapeProblems } from '../../support/kalshi-models.ts';

function ok<T>(result: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!result.ok) assert.fail(`parse failed: ${result.reason}`);
  return result.value;
}

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/polymarket-data-api');
const recordedTrades = (
  JSON.parse(readFileSync(path.join(fixtures, 'data_v1_trades.json'), 'utf8')) as {
    response: Record<string, unknown>[];
  }
).response;

describe('Polymarket history prices on the tick grid', () => {
  it('should read a Data API fill ratio as the tick it traded on, never as a float', () => {
    assert.equal(tradePrice(0.7400000004), '0.74');
    assert.equal(tradePrice(0.3200000233), '0.32');
    assert.equal(tradePrice(0.955), '0.955');
    assert.equal(tradePrice(0.00009999), '0.0001');
    assert.equal(tradePrice(1), '1');
  });

  it('should keep a displayed midpoint on its half tick', () => {
    assert.equal(displayedPrice(0.6325), '0.6325');
    assert.equal(displayedPrice(0.63250000001), '0.6325');
    assert.equal(displayedPrice(0.00005), '0.00005');
  });

  it('should refuse what is no price', () => {
    assert.throws(() => tradePrice(1.2));
    assert.throws(() => tradePrice('abc'));
    assert.throws(() => displayedPrice(-0.1));
  });
});

describe('Polymarket Data API trades of a market', () => {
  it('should ask for one market, newest first by offset, takers only, within the offset ceiling', () => {
    const request = marketTradesRequest(
      '0x70cd1632e0469a457fa385f00f241911493a293faeb22ec0a0fe023d661b3d8b',
      2000,
    );
    assert.deepEqual(request, {
      path: '/trades',
      query: {
        market: '0x70cd1632e0469a457fa385f00f241911493a293faeb22ec0a0fe023d661b3d8b',
        limit: 1000,
        offset: 2000,
        takerOnly: true,
      },
    });
    assert.throws(() => marketTradesRequest('0x70', 10_001), RangeError);
  });

  it('should read recorded rows into trades named by their transaction hash, price on its tick', () => {
    const page = ok(parseMarketTrades(JSON.stringify(recordedTrades)));
    assert.equal(page.received, recordedTrades.length);
    assert.deepEqual(page.malformed, []);
    const first = page.trades[0]!;
    const raw = recordedTrades[0]!;
    assert.equal(first.token_id, raw.asset);
    assert.deepEqual(first.trade, {
      trade_id: String(raw.transactionHash).toLowerCase(),
      ts: Number(raw.timestamp) * 1000,
      price: '0.32', // recorded 0.3200000233
      side: 'buy',
      size: '10.294118',
    });
  });

  it('should report a broken row with its index and keep the others', () => {
    const rows = [recordedTrades[0], { ...recordedTrades[1], side: 'HOLD' }];
    const page = ok(parseMarketTrades(rows));
    assert.equal(page.trades.length, 1);
    assert.equal(page.malformed[0]?.index, 1);
    assert.match(page.malformed[0].reason, /side/);
  });
});

describe('Polymarket CLOB prices-history', () => {
  const window = { fromMs: 1_790_000_000_000, toMs: 1_790_086_400_000, fidelityMin: 1 };

  it('should ask for one token by start and end in seconds, or up to 20 in one batch', () => {
    assert.deepEqual(pricesHistoryRequest('123', window), {
      path: '/prices-history',
      query: { market: '123', startTs: 1_790_000_000, endTs: 1_790_086_400, fidelity: 1 },
    });
    const batch = batchPricesHistoryRequest(['1', '2'], window);
    assert.equal(batch.method, 'POST');
    assert.deepEqual(batch.body, {
      markets: ['1', '2'],
      start_ts: 1_790_000_000,
      end_ts: 1_790_086_400,
      fidelity: 1,
    });
    assert.throws(
      () =>
        batchPricesHistoryRequest(
          Array.from({ length: 21 }, (_, i) => String(i)),
          window,
        ),
      RangeError,
    );
  });

  it('should read {history: [{t, p}]} oldest first as exact decimals', () => {
    const prices = ok(
      parsePricesHistory('{"history":[{"t":1786262412,"p":0.1825},{"t":1786258812,"p":0.1815}]}'),
    );
    assert.deepEqual(prices, [
      { ts: 1_786_258_812_000, price: '0.1815' },
      { ts: 1_786_262_412_000, price: '0.1825' },
    ]);
    assert.deepEqual(ok(parsePricesHistory('{"history":[]}')), []);
    assert.equal(parsePricesHistory('{"history":[{"t":"x","p":0.5}]}').ok, false);
  });

  it('should read a batch answer per token', () => {
    const byToken = ok(parseBatchPricesHistory({ history: { '1': [{ t: 1, p: 0.5 }], '2': [] } }));
    assert.deepEqual(
      [...byToken],
      [
        ['1', [{ ts: 1000, price: '0.5' }]],
        ['2', []],
      ],
    );
  });
});

describe('Kalshi history', () => {
  const tokens = { ticker: 'KXNYKCOACH-25-MNORI', yes: 'yes-mint', no: 'no-mint' };

  it('should read the recorded candlesticks as each token’s prices: traded close, else the quotes’ midpoint', () => {
    const candles = ok(parseCandlesAnswer(kalshiSample('candlestick_data.json'), tokens.ticker));
    const prices = candlesToPrices(candles, tokens);
    const yes = prices.get('yes-mint')!;
    const no = prices.get('no-mint')!;
    assert.equal(yes.length, no.length);
    // The first recorded candle has no trade: yes_bid close 0.0300, yes_ask close 0.0600.
    assert.deepEqual(yes[0], { ts: 1_751_083_200_000, price: '0.045' });
    assert.deepEqual(no[0], { ts: 1_751_083_200_000, price: '0.955' });
  });

  it('should read the batch form {markets: [{market_ticker, candlesticks}]} of the same candles', () => {
    const recorded = JSON.parse(kalshiSample('candlestick_data.json')) as { candlesticks: unknown[] };
    const batch = { markets: [{ market_ticker: tokens.ticker, candlesticks: recorded.candlesticks }] };
    assert.deepEqual(
      ok(parseCandlesAnswer(batch, tokens.ticker)),
      ok(parseCandlesAnswer(recorded, tokens.ticker)),
    );
  });

  it('should ask the live batch route or, before the cutoff, the historical one', () => {
    assert.deepEqual(candlesRequest('KX-1', 60_000, 120_000, false), {
      path: '/markets/candlesticks',
      query: { market_tickers: 'KX-1', start_ts: 60, end_ts: 120, period_interval: 1 },
    });
    assert.equal(candlesRequest('KX-1', 60_000, 120_000, true).path, '/historical/markets/KX-1/candlesticks');
    assert.equal(tradesRequest('KX-1', 0, 1000, true, 'c1').path, '/historical/trades');
    assert.deepEqual(tradesRequest('KX-1', 0, 1000, false).query, {
      ticker: 'KX-1',
      min_ts: 0,
      max_ts: 1,
      limit: 1000,
      cursor: undefined,
    });
  });

  it('should read the cutoff in kalshi-typescript’s shape', () => {
    const body = {
      market_settled_ts: '2026-09-01T00:00:00Z',
      trades_created_ts: '2026-10-01T00:00:00Z',
      orders_updated_ts: '2026-10-01T00:00:00Z',
    };
    assert.deepEqual(shapeProblems(body, 'GetHistoricalCutoffResponse'), []);
    assert.deepEqual(ok(parseHistoricalCutoff(body)), {
      marketSettledMs: Date.parse('2026-09-01T00:00:00Z'),
      tradesCreatedMs: Date.parse('2026-10-01T00:00:00Z'),
    });
  });

  it('should read a trades page in kalshi-typescript’s Trade shape into both tokens’ trades', () => {
    const trade = {
      trade_id: 'c5d1f2a0-0000-4000-8000-000000000001',
      ticker: tokens.ticker,
      count_fp: '12.00',
      yes_price_dollars: '0.3400',
      no_price_dollars: '0.6600',
      taker_outcome_side: 'no',
      taker_book_side: 'bid',
      created_time: '2026-09-28T18:30:00Z',
      is_block_trade: false,
    };
    const body = { trades: [trade], cursor: 'next' };
    assert.deepEqual(shapeProblems(body, 'GetTradesResponse'), []);
    const page = ok(parseTradesPage(body, tokens));
    assert.equal(page.cursor, 'next');
    const ts = Date.parse(trade.created_time);
    assert.deepEqual(page.trades.get('yes-mint'), [
      { trade_id: trade.trade_id, ts, price: '0.34', side: 'sell', size: '12' },
    ]);
    assert.deepEqual(page.trades.get('no-mint'), [
      { trade_id: trade.trade_id, ts, price: '0.66', side: 'buy', size: '12' },
    ]);
    assert.equal(ok(parseTradesPage({ trades: [], cursor: '' }, tokens)).cursor, null);
  });
});
