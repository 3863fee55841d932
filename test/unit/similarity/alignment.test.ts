// Which venue_a outcome pays with venue_b's YES. The messages are built by hand in the normalized
// shape (looseMessage) because the point is the wording, and the recorded samples hold no
// cross-venue pair with named or inverted sides.
import assert from 'node:assert/strict';
import { looseMessage, type LooseMarket } from '../../../harness/data/cross-venue.ts';
import type { MarketMessage } from '../../../core/market-data.ts';
import {
  SimilarityIndex,
  alignOutcomes,
  extractFeatures,
  type PairScore,
} from '../../../engine/similarity/index.ts';

function withOutcomes(m: MarketMessage, left: string, right: string): MarketMessage {
  return { ...m, market: { ...m.market, left_outcome: left, right_outcome: right } } as MarketMessage;
}

function score(a: MarketMessage, b: MarketMessage): PairScore {
  const index = new SimilarityIndex();
  index.upsert(a);
  index.upsert(b);
  return index.scoreOf(`venue_a:${a.market.market_id}`, `venue_b:${b.market.market_id}`)!;
}

const poly = (m: Omit<LooseMarket, 'venue'>) =>
  looseMessage({ venue: 'venue_a', endsAt: '2026-03-08T20:00:00Z', ...m });
const kalshi = (m: Omit<LooseMarket, 'venue'>) =>
  looseMessage({ venue: 'venue_b', endsAt: '2026-03-08T20:00:00Z', ...m });

describe('similarity: outcome alignment', () => {
  it('should align Yes with YES when both ask the same question', () => {
    const s = score(
      poly({ question: 'Will the Lakers win against the Celtics on March 8?' }),
      kalshi({ question: 'Will the Lakers beat the Celtics on Mar 8, 2026?' }),
    );
    assert.equal(s.alignment, 'same');
  });

  it('should invert "Will X lose?" against "Will X win?" and keep them similar', () => {
    const s = score(
      poly({
        question: 'Will the Democrats lose the 2028 US Presidential Election?',
        endsAt: '2028-11-07T00:00:00Z',
      }),
      kalshi({
        question: 'Will the Democrats win the 2028 US Presidential Election?',
        endsAt: '2029-11-07T15:00:00Z',
      }),
    );
    assert.equal(s.alignment, 'inverted');
    assert.ok(s.similarity >= 0.8, JSON.stringify(s));
  });

  it('should invert "above" against "below" on the same line', () => {
    const s = score(
      poly({ question: 'Will the unemployment rate be above 4.2% in February?' }),
      kalshi({ question: 'Will the unemployment rate be below 4.2% in February?' }),
    );
    assert.equal(s.alignment, 'inverted');
  });

  it('should map an Over/Under market onto a Kalshi "over" question, and invert it for "under"', () => {
    const ou = withOutcomes(poly({ question: 'Lakers vs. Celtics: O/U 220.5' }), 'Over', 'Under');
    const over = kalshi({ question: 'Lakers at Celtics: total points over 220.5?' });
    const under = kalshi({ question: 'Lakers at Celtics: total points under 220.5?' });
    assert.equal(alignOutcomes(extractFeatures(ou), extractFeatures(over), 'agree').alignment, 'same');
    assert.equal(
      alignOutcomes(extractFeatures(ou), extractFeatures(under), 'opposite').alignment,
      'inverted',
    );
  });

  it('should find the named side a Kalshi YES stands for', () => {
    const game = withOutcomes(poly({ question: 'Lakers vs. Celtics' }), 'Lakers', 'Celtics');
    const celtics = kalshi({ question: 'Lakers at Celtics: Will the Celtics win?', outcome: 'Celtics' });
    const lakers = kalshi({ question: 'Lakers at Celtics: Will the Lakers win?', outcome: 'Lakers' });
    assert.deepEqual(alignOutcomes(extractFeatures(game), extractFeatures(celtics), 'none'), {
      alignment: 'inverted',
      known: true,
    });
    assert.deepEqual(alignOutcomes(extractFeatures(game), extractFeatures(lakers), 'none'), {
      alignment: 'same',
      known: true,
    });
  });

  it('should distrust a pair whose named sides it cannot map', () => {
    const game = withOutcomes(poly({ question: 'Lakers vs. Celtics' }), 'Lakers', 'Celtics');
    const other = kalshi({ question: 'Lakers at Celtics: will there be overtime?' });
    const s = score(game, other);
    assert.ok(s.reasons.includes('outcomes-unmapped'));
    assert.ok(s.similarity < 0.8);
  });

  it('should invert a market listed No before Yes', () => {
    const flipped = withOutcomes(
      poly({ question: 'Will Kevin Warsh be confirmed as Fed chair by March 31?' }),
      'No',
      'Yes',
    );
    const b = kalshi({ question: 'Will Kevin Warsh be confirmed as Fed Chair before Apr 1, 2026?' });
    assert.equal(alignOutcomes(extractFeatures(flipped), extractFeatures(b), 'none').alignment, 'inverted');
  });
});
