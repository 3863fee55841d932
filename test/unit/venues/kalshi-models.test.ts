// The recorded Kalshi payloads (../shared/data, read through harness/data) against kalshi-typescript's
// models, Kalshi's own statement of its field names and types: every difference is listed here
// exactly, so a new one fails. The stand-in's hand-built answers must have none, and the checker
// must see a field of the wrong type, a missing one and an unknown one.
import assert from 'node:assert/strict';
import { kalshiSample } from '../../../harness/data/venue-samples.ts';
import { parseKalshiMarkets } from '../../../venues/kalshi/index.ts';
import {
  KALSHI_TYPESCRIPT_VERSION,
  foldedPaths,
  queryParametersOf,
  requiredFields,
  shapeProblems,
} from '../../support/kalshi-models.ts';
import {
  BOND_EVENT,
  RECORDED_MARKET_DRIFT,
  bookOf,
  openMarkets,
  recorded,
  unexpectedProblems,
} from '../../support/kalshi-venue.ts';

const under = (prefix: string, fields: readonly string[]) => fields.map((f) => `${prefix}${f}`).sort();

describe(`recorded Kalshi payloads against kalshi-typescript ${KALSHI_TYPESCRIPT_VERSION}`, () => {
  it('should read as GetMarketsResponse but for the drift listed, and nothing else', () => {
    const problems = shapeProblems({ markets: recorded(), cursor: '' }, 'GetMarketsResponse');
    for (const kind of ['type', 'missing', 'extra'] as const)
      assert.deepEqual(foldedPaths(problems, kind), under('markets[*].', RECORDED_MARKET_DRIFT[kind]), kind);
    // The one type difference: no result yet is null in the recording, '' in the model's enum.
    assert.deepEqual(
      [...new Set(problems.filter((p) => p.kind === 'type').map((p) => p.detail))],
      ['null is not one of "yes", "no", "scalar", ""'],
    );
  });

  it('should read the recorded candlesticks as GetMarketCandlesticksResponse but for the listed drift', () => {
    const problems = shapeProblems(
      JSON.parse(kalshiSample('candlestick_data.json')),
      'GetMarketCandlesticksResponse',
    );
    const prices = ['close', 'high', 'low', 'max', 'mean', 'min', 'open', 'previous'];
    // No trade in a period: the recording has null prices where the model says text.
    assert.deepEqual(
      foldedPaths(problems, 'type'),
      under(
        'candlesticks[*].price.',
        prices.map((p) => `${p}_dollars`),
      ),
    );
    assert.deepEqual(
      foldedPaths(problems, 'missing'),
      under('candlesticks[*].', ['open_interest_fp', 'volume_fp']),
    );
    assert.deepEqual(
      foldedPaths(problems, 'extra'),
      [
        ...under('candlesticks[*].', ['open_interest', 'volume']),
        ...under('candlesticks[*].price.', prices),
        ...under('candlesticks[*].yes_ask.', ['close', 'high', 'low', 'open']),
        ...under('candlesticks[*].yes_bid.', ['close', 'high', 'low', 'open']),
      ].sort(),
    );
  });

  it('should parse a recorded market brought to the 3.30.0 shape exactly as the recorded one', () => {
    const [market] = openMarkets();
    const current: Record<string, unknown> = {
      ...market,
      result: '',
      created_time: market!.open_time,
      updated_time: market!.open_time,
    };
    for (const field of RECORDED_MARKET_DRIFT.extra) delete current[field];
    for (const field of RECORDED_MARKET_DRIFT.missing) if (field.endsWith('_fp')) current[field] = '0.00';
    assert.deepEqual(shapeProblems(current, 'Market'), []);
    const at = { receivedAt: 0 };
    const [before, after] = [market, current].map((m) => {
      const parsed = parseKalshiMarkets(JSON.stringify([m]), at);
      assert.ok(parsed.ok && parsed.value.rejected.length === 0, JSON.stringify(parsed));
      return parsed.value.items[0]!.market;
    });
    assert.deepEqual(
      [after!.tick_size, after!.best_bid, after!.best_ask],
      [before!.tick_size, before!.best_bid, before!.best_ask],
    );
  });
});

describe('the Kalshi stand-in against kalshi-typescript', () => {
  it('should answer hand-built books and events with no difference from the models', () => {
    for (const market of openMarkets())
      assert.deepEqual(shapeProblems(bookOf(market), 'GetMarketOrderbookResponse'), []);
    assert.deepEqual(shapeProblems({ events: [BOND_EVENT], cursor: '' }, 'GetEventsResponse'), []);
    assert.deepEqual(unexpectedProblems({ market: recorded()[0] }, 'GetMarketResponse'), []);
  });

  it('should see a wrong type, a missing field and an unknown one', () => {
    const market = {
      ...recorded()[0],
      yes_bid_dollars: 0.05,
      settlement_timer_seconds: undefined,
      made_up: 1,
    };
    delete market.settlement_timer_seconds;
    assert.deepEqual(
      unexpectedProblems({ market }, 'GetMarketResponse')
        .map((p) => [p.kind, p.path])
        .sort(),
      [
        ['extra', 'market.made_up'],
        ['missing', 'market.settlement_timer_seconds'],
        ['type', 'market.yes_bid_dollars'],
      ],
    );
    assert.deepEqual(
      shapeProblems(
        { orderbook_fp: { yes_dollars: [['0.5', 3]], no_dollars: [] } },
        'GetMarketOrderbookResponse',
      ).map((p) => p.path),
      ['orderbook_fp.yes_dollars[0][1]'],
    );
    assert.ok(requiredFields('Market').includes('price_ranges'));
  });

  it('should know the query parameters the official client sends per path', () => {
    assert.ok(queryParametersOf('/markets')?.has('status'));
    assert.ok(queryParametersOf('/markets')?.has('cursor'));
    assert.equal(queryParametersOf('/markets')?.has('state'), false);
    assert.deepEqual([...(queryParametersOf('/markets/KXBOND-30-DCR/orderbook') ?? [])], ['depth']);
    assert.equal(queryParametersOf('/no/such/path'), undefined);
  });
});
