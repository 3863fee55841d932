// The same-contract verdict (issue 36): each venue's published resolution terms read into clauses
// (threshold, deadline, settlement source, what settles an election), and pairs that the text
// matches judged clause by clause. Kalshi's strike semantics come from its own OpenAPI client
// (kalshi-typescript's Market model: the MarketStrikeTypeEnum values, floor_strike and cap_strike
// as the minimum and maximum expiration values that settle YES). The market texts below are
// written here in each venue's style, not copied.
import assert from 'node:assert/strict';
import { MarketStrikeTypeEnum } from 'kalshi-typescript';
import type { MarketMessage } from '../../../core/market-data.ts';
import {
  deadlineOf,
  kalshiStrikeThreshold,
  sourcesOf,
  thresholdOf,
} from '../../../engine/similarity/index.ts';
import { looseMessage } from '../../../harness/data/cross-venue.ts';
import { onlyPair } from '../../support/similar-pair.ts';
import { kalshiGame, polymarketGame } from '../../../harness/data/game-markets.ts';

function market(
  venue: 'venue_a' | 'venue_b',
  question: string,
  rules: string,
  asks: { yes: number; no: number },
  outcome = '',
): MarketMessage {
  const m = looseMessage({
    venue,
    question,
    outcome,
    endsAt: '2026-12-31T23:00:00Z',
    yesAsk: asks.yes,
    noAsk: asks.no,
    category: 'weather',
  });
  return { ...m, market: { ...m.market, description: rules } } as MarketMessage;
}

// Cheap enough on both venues that any one contract would be an arbitrage: YES 0.40 + NO 0.45.
const CHEAP_A = { yes: 0.4, no: 0.62 };
const CHEAP_B = { yes: 0.57, no: 0.45 };
const Q = 'Will the highest temperature in New York City be above 45°F on January 9, 2026?';

describe('similarity: resolution terms', () => {
  it("should read Kalshi's every strike type as its OpenAPI client defines it", () => {
    const seen = Object.values(MarketStrikeTypeEnum);
    assert.ok(seen.includes('greater') && seen.includes('between') && seen.includes('structured'));
    for (const t of seen) {
      const threshold = kalshiStrikeThreshold(t, 58, 58.99);
      if (t === 'greater')
        assert.deepEqual(threshold, { kind: 'above', lo: '58', hi: null, inclusive: false, unit: '' });
      else if (t === 'greater_or_equal') assert.equal(threshold?.inclusive, true);
      else if (t === 'less')
        assert.deepEqual(threshold, { kind: 'below', lo: null, hi: '58.99', inclusive: false, unit: '' });
      else if (t === 'less_or_equal') assert.equal(threshold?.inclusive, true);
      else if (t === 'between')
        assert.deepEqual(threshold, { kind: 'between', lo: '58', hi: '58.99', inclusive: true, unit: '' });
      // functional, custom, structured: the terms are in the rules text, not in two numbers.
      else assert.equal(threshold, null, t);
    }
    assert.equal(kalshiStrikeThreshold('between', 5, 5)?.kind, 'exactly');
    assert.equal(kalshiStrikeThreshold('greater', null, null), null);
  });

  it('should read thresholds with their direction, inclusiveness and unit', () => {
    assert.deepEqual(thresholdOf('Above 4.25%'), {
      kind: 'above',
      lo: '4.25',
      hi: null,
      inclusive: false,
      unit: '%',
    });
    assert.deepEqual(thresholdOf('4.25% or higher'), {
      kind: 'above',
      lo: '4.25',
      hi: null,
      inclusive: true,
      unit: '%',
    });
    assert.deepEqual(thresholdOf('at least 58'), {
      kind: 'above',
      lo: '58',
      hi: null,
      inclusive: true,
      unit: '',
    });
    assert.deepEqual(thresholdOf('between 58.0 and 58.9°'), {
      kind: 'between',
      lo: '58',
      hi: '58.9',
      inclusive: true,
      unit: '°',
    });
    assert.deepEqual(thresholdOf('less than $100k'), {
      kind: 'below',
      lo: null,
      hi: '100000',
      inclusive: false,
      unit: '$',
    });
    assert.equal(thresholdOf('in 2026'), null);
  });

  it('should read "by" a day as through it and "before" a day as up to its start, in the zone stated', () => {
    const by = deadlineOf('by December 31, 2026')!;
    const before = deadlineOf('before Jan 1, 2027')!;
    assert.equal(by.endsAt, before.endsAt);
    assert.equal(new Date(by.endsAt).toISOString(), '2027-01-01T05:00:00.000Z'); // midnight ET
    assert.equal(deadlineOf('in 2026')!.endsAt, by.endsAt);
    const utc = deadlineOf('by December 31, 2026 11:59 PM UTC')!;
    assert.equal(new Date(utc.endsAt).toISOString(), '2027-01-01T00:00:00.000Z');
    assert.equal(deadlineOf('by March 2026')!.endsAt, Date.parse('2026-04-01T04:00:00Z')); // EDT
  });

  it('should name settlement sources by publisher and by URL host', () => {
    assert.deepEqual(
      sourcesOf('according to Weather Underground (https://www.wunderground.com/history/daily/KLGA)'),
      ['wunderground.com'],
    );
    assert.deepEqual(
      sourcesOf("the National Weather Service's Climatological Report (https://forecast.weather.gov/x)"),
      ['weather.gov'],
    );
  });
});

describe('similarity: same-contract verdict', () => {
  const nws = (t: string) =>
    `If the highest temperature recorded in Central Park for January 9, 2026 as reported by the National Weather Service's Climatological Report is ${t}, then the market resolves to Yes.`;
  const poly = (t: string, source = 'the National Weather Service (https://www.weather.gov/okx/)') =>
    `This market will resolve to "Yes" if the highest temperature recorded in Central Park on January 9, 2026 is ${t}, according to ${source}. Otherwise it resolves to "No".`;

  it('should call two markets with the same source, threshold and day one contract, and price their arbitrage', () => {
    const p = onlyPair(
      market('venue_a', Q, poly('greater than 45°F'), CHEAP_A),
      market('venue_b', Q, nws('greater than 45°'), CHEAP_B),
    );
    assert.equal(p.verdict, 'same_contract', p.verdict_reason);
    assert.match(p.verdict_reason, /threshold > 45/);
    assert.ok(p.arbitrage > 0);
    assert.deepEqual([p.box?.a, p.box?.b], ['left', 'no']);
  });

  it('should refuse an arbitrage when the settlement sources differ', () => {
    const p = onlyPair(
      market(
        'venue_a',
        Q,
        poly('greater than 45°F', 'Weather Underground (https://www.wunderground.com/history/daily/KLGA)'),
        CHEAP_A,
      ),
      market('venue_b', Q, nws('greater than 45°'), CHEAP_B),
    );
    assert.equal(p.verdict, 'different_contract');
    assert.match(p.verdict_reason, /settlement source: venue_a wunderground\.com, venue_b weather\.gov/);
    assert.equal(p.arbitrage, 0);
    assert.equal(p.box, null);
  });

  it('should tell an exclusive bucket from a cumulative bound', () => {
    const p = onlyPair(
      market('venue_a', Q, poly('45°F or higher'), CHEAP_A),
      market('venue_b', Q, nws('between 45 and 45.9°'), CHEAP_B),
    );
    assert.equal(p.verdict, 'different_contract');
    assert.match(p.verdict_reason, /exclusive bucket against a cumulative bound/);
    assert.equal(p.arbitrage, 0);
  });

  it('should tell a strict bound from an inclusive one', () => {
    const p = onlyPair(
      market('venue_a', Q, poly('45°F or higher'), CHEAP_A),
      market('venue_b', Q, nws('greater than 45°'), CHEAP_B),
    );
    assert.equal(p.verdict, 'different_contract');
    assert.match(p.verdict_reason, /the bound itself pays on one side only/);
  });

  it('should tell deadlines apart by time zone', () => {
    const q = 'Will the Fed announce an emergency rate cut by December 31, 2026?';
    const a = market(
      'venue_a',
      q,
      'This market resolves Yes if the Federal Reserve announces an emergency cut of the federal funds target range by December 31, 2026 11:59 PM ET. Otherwise No.',
      CHEAP_A,
    );
    const b = market(
      'venue_b',
      q,
      'If the Federal Reserve announces an emergency cut of the federal funds target range by December 31, 2026 11:59 PM UTC, then the market resolves to Yes.',
      CHEAP_B,
    );
    const p = onlyPair(a, b);
    assert.equal(p.verdict, 'different_contract');
    assert.match(p.verdict_reason, /deadline: .*another time zone/);
  });

  it('should pair the complement wording inverted and price the swapped box', () => {
    const a = market(
      'venue_a',
      'Will the highest temperature in New York City be 45°F or below on January 9, 2026?',
      poly('45°F or lower'),
      { yes: 0.4, no: 0.62 },
    );
    const b = market('venue_b', Q, nws('greater than 45°'), { yes: 0.55, no: 0.47 });
    const p = onlyPair(a, b);
    assert.equal(p.alignment, 'inverted', p.reasons.join(','));
    assert.equal(p.verdict, 'same_contract_inverted', p.verdict_reason);
    // Inverted: venue_a's left (≤ 45) pays with venue_b's NO, so the box buys left_a + YES_b.
    assert.deepEqual([p.box?.a, p.box?.b], ['left', 'yes']);
    assert.ok(p.arbitrage > 0);
  });

  it('should fail closed on missing or template rules', () => {
    const missing = onlyPair(
      market('venue_a', Q, '', CHEAP_A),
      market('venue_b', Q, nws('greater than 45°'), CHEAP_B),
    );
    assert.equal(missing.verdict, 'unreadable');
    assert.match(missing.verdict_reason, /venue_a publishes no resolution rules/);
    assert.equal(missing.arbitrage, 0);
    const template = onlyPair(
      market('venue_a', Q, poly('greater than {{strike}}°F'), CHEAP_A),
      market('venue_b', Q, nws('greater than 45°'), CHEAP_B),
    );
    assert.equal(template.verdict, 'unreadable');
    assert.match(template.verdict_reason, /template/);
  });

  it('should not call an election one contract when one venue settles on the race call and the other on the swearing-in', () => {
    const a = market(
      'venue_a',
      'Will the Republicans win the Alabama Senate race in 2028?',
      'This market resolves Yes if the Republican candidate wins the 2028 Alabama Senate race, as called by the Associated Press, Fox News and NBC. Otherwise No.',
      CHEAP_A,
    );
    const b = market(
      'venue_b',
      'Will Republicans win the Senate race in Alabama in 2028?',
      'If a representative of the Republican party is sworn in as a Senator of Alabama for the term beginning in 2029, then the market resolves to Yes.',
      CHEAP_B,
      'Republican party',
    );
    const p = onlyPair(a, b);
    assert.equal(p.verdict, 'different_contract');
    assert.match(p.verdict_reason, /settles on: venue_a the race call, venue_b the swearing-in/);
    assert.equal(p.arbitrage, 0);
  });

  it("should keep a game's contract one contract whichever site reports its score, and read its rules' other clauses", () => {
    const rules = <M extends MarketMessage>(m: M, text: string): M => ({
      ...m,
      market: { ...m.market, description: text },
    });
    const [ars] = kalshiGame({
      series: 'KXEPLGAME',
      game: '26MAR01ARSCHE',
      title: 'Arsenal vs Chelsea',
      outcomes: { ARS: 'Arsenal' },
    });
    const [willArsenal] = polymarketGame('epl-ars-che-2026-03-01', 'Arsenal FC vs. Chelsea FC', [
      {
        suffix: 'ars',
        question: 'Will Arsenal FC win on 2026-03-01?',
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Arsenal FC',
      },
    ]);
    const k = rules(
      ars!,
      'If Arsenal wins the Arsenal vs Chelsea professional soccer game scheduled for Mar 1, 2026, as reported by https://www.premierleague.com, then the market resolves to Yes.',
    );
    const p = rules(
      willArsenal!,
      'This market resolves to "Yes" if Arsenal FC wins the match against Chelsea FC scheduled for March 1, 2026, per https://www.espn.com. Otherwise "No".',
    );
    const pair = onlyPair(p, k);
    assert.equal(pair.verdict, 'same_contract', pair.verdict_reason);
    assert.match(pair.verdict_reason, /game contract agrees/);
  });
});
