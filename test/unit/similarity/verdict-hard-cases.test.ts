// The verdict's hard cases (issue 45, item 5): a source named as an aid or an example is not the
// settlement source; a fallback clause ("will resolve 50-50", "resolves No if …") is no threshold;
// "X or above" and "above X" are one contract only where the value cannot equal X (the series'
// tick). The pairs are the team-written ones of harness/data/verdict-hard-cases.ts, labelled
// before these rules; the short texts below are written here too.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { MarketMessage } from '../../../core/market-data.ts';
import {
  mainClauses,
  settlementSourcesOf,
  SimilarityIndex,
  sourcesOf,
  thresholdOf,
  verdictOf,
  type ResolutionTerms,
} from '../../../engine/similarity/index.ts';
import { strikeOnTick } from '../../../engine/similarity/contract/index.ts';
import { verdictHardCases } from '../../../harness/data/verdict-hard-cases.ts';
import { halfOf } from '../../../harness/data/holdout.ts';
import { sharedPath } from '../../../harness/data/shared-data.ts';
import { skipWithoutShared } from '../../support/shared-skip.ts';

const keyOf = (m: MarketMessage) => `${m.venue}:${m.market.market_id}`;

describe('similarity: verdict hard cases (issue 45)', () => {
  const set = verdictHardCases();
  const byKey = new Map<string, MarketMessage>([...set.kalshi, ...set.polymarket].map((m) => [keyOf(m), m]));

  it('should hold every hard case in the development half', () => {
    assert.ok(set.cases.length >= 8);
    for (const c of set.cases) assert.equal(halfOf(c.pair), 'dev', c.name);
  });

  for (const c of verdictHardCases().cases)
    it(`should judge "${c.name}" ${c.label === 'positive' ? 'one contract' : 'not one contract'}`, () => {
      const [a, b] = c.pair.split('|').map((k) => byKey.get(k)!) as [MarketMessage, MarketMessage];
      const index = new SimilarityIndex();
      index.upsert(a);
      index.upsert(b);
      const pair = index.pairs(0, 10).find((p) => `${p.venue_a.key}|${p.venue_b.key}` === c.pair);
      if (c.label === 'positive') {
        assert.equal(pair?.verdict, 'same_contract', pair?.verdict_reason);
      } else if (pair) {
        assert.equal(pair.verdict, 'different_contract', pair.verdict_reason);
        assert.match(pair.verdict_reason, /^(?:settlement source|threshold):/);
        assert.equal(Number(pair.arbitrage), 0);
      }
    });

  it('should not read a source named as an aid or an example as a settlement source', () => {
    const text =
      'The result is the closing price on Kraken (https://www.kraken.com). A source like Coinbase may be used to follow it, but only Kraken settles it.';
    assert.deepEqual(sourcesOf(text), ['coinbase', 'kraken.com']);
    assert.deepEqual(settlementSourcesOf(text), ['kraken.com']);
    assert.deepEqual(
      settlementSourcesOf(
        'Settles on the Box Office Mojo figure; other totals, for example from The Numbers, do not count.',
      ),
      ['boxofficemojo'],
    );
    assert.deepEqual(
      settlementSourcesOf(
        'While a site like Binance can help you follow the price, the settlement value is published by Chainlink.',
      ),
      ['chainlink'],
    );
    // A source the main clause names stays one.
    assert.deepEqual(settlementSourcesOf('The value reported by Binance settles this market.'), ['binance']);
  });

  it('should read no threshold from a fallback clause', () => {
    assert.equal(thresholdOf('If no reading is published, the market will resolve 50-50.'), null);
    const rules =
      'The market resolves to Yes if the day\'s high is above 88°F. If the report is late, it will resolve 50-50. It resolves "No" if the station is offline for at least 6 hours.';
    assert.deepEqual(thresholdOf(mainClauses(rules)), {
      kind: 'above',
      lo: '88',
      hi: null,
      inclusive: false,
      unit: '°',
    });
    // A real bucket is still one.
    assert.equal(thresholdOf('between 50 and 51°F')?.kind, 'between');
    assert.equal(thresholdOf('from 50-52°F')?.kind, 'between');
  });

  it('should put a strike on its series tick, keeping apart the strikes that differ at equality', () => {
    const on = (direction: 'above' | 'below', value: string, inclusive: boolean) =>
      strikeOnTick({ direction, value, inclusive }, '0.1');
    assert.deepEqual(on('above', '4.5', false), on('above', '4.6', true));
    assert.notDeepEqual(on('above', '4.5', false), on('above', '4.5', true));
    assert.deepEqual(on('above', '4.55', true), on('above', '4.6', true));
    assert.deepEqual(on('below', '4.5', false), on('below', '4.4', true));
    assert.deepEqual(on('below', '4.55', false), on('below', '4.5', true));
    // No tick (a crypto average): as written.
    const crypto = { direction: 'above' as const, value: '99999.99', inclusive: false };
    assert.deepEqual(strikeOnTick(crypto, undefined), crypto);
  });

  it('should keep an election without rules text unreadable, naming the rules it lacks', () => {
    const terms = (rules: boolean): ResolutionTerms => ({
      rules,
      missing: rules ? null : 'publishes no resolution rules for this market',
      sources: [],
      settlesOn: rules ? 'certification' : null,
      threshold: null,
      deadline: null,
      race: null,
    });
    const v = verdictOf(
      { terms: terms(true), structure: 'election' },
      { terms: terms(false), structure: 'election' },
      'same',
      true,
    );
    assert.equal(v.verdict, 'unreadable');
    assert.match(
      v.reason,
      /^election: venue_b publishes no resolution rules .*rules_primary and rules_secondary/,
    );
  });

  describe('on recorded rules texts (read at test time, never copied)', () => {
    let texts: string[];
    before(function () {
      skipWithoutShared(this, 'kalshi-api-samples');
      skipWithoutShared(this, 'cross-venue', 'Jon-Becker-prediction-market-analysis');
      const kalshi = JSON.parse(
        readFileSync(sharedPath('kalshi-api-samples', 'kalshi_markets.json'), 'utf8'),
      ) as { rules_primary: string; rules_secondary: string }[];
      const gamma = readFileSync(
        sharedPath('cross-venue', 'Jon-Becker-prediction-market-analysis', 'raw_native_metadata_run1.jsonl'),
        'utf8',
      );
      texts = [
        ...kalshi.map((m) => `${m.rules_primary}\n\n${m.rules_secondary}`),
        ...[...gamma.matchAll(/"description":\s*("(?:[^"\\]|\\.)*")/g)].map(
          (m) => JSON.parse(m[1]!) as string,
        ),
      ];
    });

    it('should keep a settlement source in every real text that names one, and read no fallback as a threshold', () => {
      assert.ok(texts.length > 100);
      for (const t of texts) {
        if (sourcesOf(t).length > 0) assert.ok(settlementSourcesOf(t).length > 0, t);
        // The recorded texts state their thresholds in main clauses: the same read either way.
        const main = thresholdOf(mainClauses(t));
        const whole = thresholdOf(t);
        if (whole && !/50\s*-\s*50/.test(t)) assert.deepEqual(main, whole, t);
      }
    });
  });
});
