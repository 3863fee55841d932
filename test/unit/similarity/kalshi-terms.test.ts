// Kalshi's structured settlement terms (`contract_terms`) and Polymarket's `resolutionSource` carried
// through the ingest's parsers into the market message and read by the same-contract verdict on the
// message alone, as live data reaches it. The event and market records are hand-built in kalshi-typescript's shapes (EventData,
// Market, SettlementSource, PriceRange: every field set here is checked against the client's models);
// the texts are written here in each venue's style, not copied.
import assert from 'node:assert/strict';
import { MarketStrikeTypeEnum } from 'kalshi-typescript';
import { messageProblem, type MarketMessage } from '../../../core/market-data.ts';
import { resolutionTerms, SimilarityIndex } from '../../../engine/similarity/index.ts';
import { looseMessage } from '../../../harness/data/cross-venue.ts';
import { onlyPair } from '../../support/similar-pair.ts';
import { parseKalshiEvent, parseKalshiMarket } from '../../../venues/kalshi/index.ts';
import { parseGammaEvent } from '../../../venues/polymarket/index.ts';
import { shapeProblems } from '../../support/kalshi-models.ts';

const RULES =
  'If the highest temperature recorded in Central Park, New York for January 9, 2026 as reported by the National Weather Service is greater than 45°, then the market resolves to Yes.';

const Q = 'Will the highest temperature in New York City be above 45°F on January 9, 2026?';

function kalshiMarket(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ticker: 'KXHIGHNY-26JAN09-T45',
    event_ticker: 'KXHIGHNY-26JAN09',
    market_type: 'binary',
    title: Q,
    yes_sub_title: '46° or above',
    no_sub_title: '45° or below',
    status: 'active',
    yes_bid_dollars: '0.5600',
    yes_ask_dollars: '0.5800',
    close_time: '2026-01-10T04:59:00Z',
    strike_type: MarketStrikeTypeEnum.Greater,
    floor_strike: 45,
    rules_primary: RULES,
    rules_secondary: 'Not all data is final until the Climatological Report is published.',
    price_level_structure: 'linear_cent',
    price_ranges: [{ start: '0.0000', end: '1.0000', step: '0.0100' }],
    ...over,
  };
}

function kalshiEvent(markets: Record<string, unknown>[]): Record<string, unknown> {
  return {
    event_ticker: 'KXHIGHNY-26JAN09',
    series_ticker: 'KXHIGHNY',
    title: 'Highest temperature in NYC on Jan 9, 2026?',
    sub_title: 'On Jan 9, 2026',
    collateral_return_type: '',
    category: 'Climate and Weather',
    mutually_exclusive: true,
    settlement_sources: [
      {
        name: 'National Weather Service',
        url: 'https://forecast.weather.gov/product.php?site=OKX&product=CLI',
      },
    ],
    markets,
  };
}

function parsedEvent(markets: Record<string, unknown>[]): MarketMessage[] {
  const body = kalshiEvent(markets);
  // Only what the client's models name, with their types (its other required fields are not needed here).
  assert.deepEqual(
    shapeProblems(body, 'EventData').filter((p) => p.kind !== 'missing'),
    [],
  );
  const parsed = parseKalshiEvent(body);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.reason);
  assert.deepEqual(parsed.value.rejected, []);
  return parsed.value.items;
}

function polymarket(question: string, rules: string): MarketMessage {
  const m = looseMessage({
    venue: 'venue_a',
    question,
    endsAt: '2026-01-10T05:00:00Z',
    yesAsk: 0.4,
    noAsk: 0.62,
  });
  return { ...m, market: { ...m.market, description: rules } } as MarketMessage;
}

const polyRules = (clause: string, source: string) =>
  `This market will resolve to "Yes" if the highest temperature recorded in Central Park on January 9, 2026 is ${clause}, according to ${source}. Otherwise it resolves to "No".`;

describe('similarity: venue contract terms from the ingest', () => {
  it("should carry the strike, rules, the event's settlement sources and the price ranges into the message", () => {
    const [message] = parsedEvent([kalshiMarket()]);
    assert.equal(messageProblem(message), undefined);
    assert.ok(message?.venue === 'venue_b');
    assert.deepEqual(message.market.contract_terms, {
      strike_type: 'greater',
      floor_strike: '45',
      cap_strike: null,
      functional_strike: null,
      custom_strike: null,
      rules_primary: RULES,
      rules_secondary: 'Not all data is final until the Climatological Report is published.',
      settlement_sources: [
        {
          name: 'National Weather Service',
          url: 'https://forecast.weather.gov/product.php?site=OKX&product=CLI',
        },
      ],
      price_ranges: [{ start: '0', end: '1', step: '0.01' }],
    });
    // The connector's way: GET /markets' record with its event from GET /events.
    const { markets: _nested, ...event } = kalshiEvent([]);
    const alone = parseKalshiMarket(kalshiMarket(), { event });
    assert.ok(alone.ok);
    assert.deepEqual(alone.value.market.contract_terms, message.market.contract_terms);
    const bare = parseKalshiMarket(kalshiMarket());
    assert.ok(bare.ok);
    assert.deepEqual(bare.value.market.contract_terms?.settlement_sources, []);
  });

  it('should keep negative strikes and custom strikes, and refuse a strike that is not a number', () => {
    const [cold] = parsedEvent([
      kalshiMarket({ strike_type: 'between', floor_strike: -5, cap_strike: -4.5 }),
    ]);
    assert.equal(messageProblem(cold), undefined);
    assert.deepEqual(resolutionTerms(cold!).threshold, {
      kind: 'between',
      lo: '-5',
      hi: '-4.5',
      inclusive: true,
      unit: '',
    });
    const custom = parseKalshiMarket(
      kalshiMarket({ strike_type: 'custom', floor_strike: null, custom_strike: { Actor: 'Ryan Gosling' } }),
    );
    assert.ok(custom.ok);
    assert.equal(custom.value.market.contract_terms?.custom_strike?.Actor, 'Ryan Gosling');
    const bad = parseKalshiMarket(kalshiMarket({ floor_strike: 'forty-five' }));
    assert.equal(bad.ok, false);
    assert.match(bad.ok ? '' : bad.reason, /floor_strike is not a number/);
  });

  it("should read the strike from Kalshi's fields even where the rules text words it otherwise", () => {
    // The rules say "greater than 45°"; the structured strike is what settles: ≥ 46 here.
    const [message] = parsedEvent([kalshiMarket({ strike_type: 'greater_or_equal', floor_strike: 46 })]);
    assert.deepEqual(resolutionTerms(message!).threshold, {
      kind: 'above',
      lo: '46',
      hi: null,
      inclusive: true,
      unit: '',
    });
    assert.deepEqual(resolutionTerms(message!).sources, ['weather.gov']);
  });

  it('should judge a live pair on the structured terms: same source and strike one contract, another station not', () => {
    const [kalshi] = parsedEvent([kalshiMarket()]);
    const same = onlyPair(
      polymarket(
        Q,
        polyRules('greater than 45°F', 'the National Weather Service (https://www.weather.gov/okx/)'),
      ),
      kalshi!,
    );
    assert.equal(same.verdict, 'same_contract', same.verdict_reason);
    assert.ok(same.arbitrage > 0);

    const station = onlyPair(
      polymarket(
        Q,
        polyRules(
          'greater than 45°F',
          'Weather Underground (https://www.wunderground.com/history/daily/KLGA)',
        ),
      ),
      kalshi!,
    );
    assert.equal(station.verdict, 'different_contract');
    assert.match(
      station.verdict_reason,
      /settlement source: venue_a wunderground\.com, venue_b weather\.gov/,
    );
    assert.equal(station.arbitrage, 0);
  });

  it('should re-judge a pair when only the strike changes, the title and prices staying the same', () => {
    const index = new SimilarityIndex();
    index.upsert(
      polymarket(
        Q,
        polyRules('greater than 45°F', 'the National Weather Service (https://www.weather.gov/okx/)'),
      ),
    );
    index.upsert(parsedEvent([kalshiMarket()])[0]!);
    assert.equal(index.pairs(0, 10)[0]?.verdict, 'same_contract');
    const moved = index.upsert(
      parsedEvent([kalshiMarket({ strike_type: 'greater_or_equal', floor_strike: 46 })])[0]!,
    );
    assert.equal(moved.change, 'scored');
    assert.equal(index.pairs(0, 10)[0]?.verdict, 'different_contract');
    assert.match(index.pairs(0, 10)[0]!.verdict_reason, /threshold: venue_a > 45°, venue_b ≥ 46/);
  });

  it("should read Polymarket's resolutionSource as a settlement source the description does not name", () => {
    const gamma = (resolutionSource: string) =>
      parseGammaEvent({
        id: 7,
        title: 'Highest temperature in NYC on January 9?',
        slug: 'highest-temperature-in-nyc-on-january-9',
        markets: [
          {
            id: '70',
            conditionId: `0x${'7'.repeat(64)}`,
            question: Q,
            slug: 'nyc-high-above-45f-jan-9',
            description:
              'This market will resolve to "Yes" if the highest temperature recorded on January 9, 2026 is greater than 45°F. Otherwise it resolves to "No".',
            resolutionSource,
            outcomes: '["Yes", "No"]',
            clobTokenIds: '["701", "702"]',
            outcomePrices: '["0.4", "0.6"]',
            bestBid: '0.39',
            bestAsk: '0.4',
            endDate: '2026-01-10T05:00:00Z',
            active: true,
            closed: false,
            acceptingOrders: true,
          },
        ],
      });
    const station = gamma('https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA');
    assert.ok(station.ok);
    const [a] = station.value.items;
    assert.equal(messageProblem(a), undefined);
    assert.ok(a?.venue === 'venue_a');
    assert.equal(
      a.market.resolution_source,
      'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA',
    );
    assert.deepEqual(resolutionTerms(a).sources, ['wunderground.com']);
    const [kalshi] = parsedEvent([kalshiMarket()]);
    const p = onlyPair(a, kalshi!);
    assert.equal(p.verdict, 'different_contract');
    assert.match(p.verdict_reason, /settlement source: venue_a wunderground\.com, venue_b weather\.gov/);
    // An empty resolutionSource (most Gamma records) is left out of the message.
    const none = gamma('');
    assert.ok(none.ok);
    assert.equal('resolution_source' in none.value.items[0]!.market, false);
  });

  it("should tell Kalshi's bucket strike from a cumulative bound though its rules text states none", () => {
    const bucket = kalshiMarket({
      ticker: 'KXHIGHNY-26JAN09-B45.5',
      strike_type: 'between',
      floor_strike: 45,
      cap_strike: 46,
      rules_primary:
        'If the highest temperature recorded in Central Park, New York for January 9, 2026 as reported by the National Weather Service is within the range of the market, then the market resolves to Yes.',
    });
    const [kalshi] = parsedEvent([bucket]);
    const p = onlyPair(
      polymarket(
        Q,
        polyRules('45°F or higher', 'the National Weather Service (https://www.weather.gov/okx/)'),
      ),
      kalshi!,
    );
    assert.equal(p.verdict, 'different_contract');
    assert.equal(
      p.verdict_reason,
      'threshold: venue_a ≥ 45°, venue_b between 45 and 46 (an exclusive bucket against a cumulative bound)',
    );
  });
});
