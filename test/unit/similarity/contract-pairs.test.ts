// Game markets pair on their contracts, per failure class of issue 17: a positive that must pair
// and a hard negative that must not. Recorded rows (NBA, tennis: ../shared, read at test time)
// where the recorded sets have the case; rows in the venues' raw shapes (test/support/
// game-markets.ts) for soccer's three-way markets, esports maps and club spellings.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../../core/market-data.ts';
import { SimilarityIndex, type SimilarPair } from '../../../engine/similarity/index.ts';
import { loadNba, loadTennis, type LabelledSet } from '../../../harness/data/cross-venue-sports.ts';
import { kalshiGame, polymarketGame } from '../../../harness/data/game-markets.ts';
import { halfOf } from '../../../harness/data/holdout.ts';
import { skipWithoutShared } from '../../support/shared-skip.ts';
import { shuffled } from '../../../harness/data/similarity-order.ts';

const keyOf = (m: MarketMessage) => `${m.venue}:${m.market.market_id}`;

function indexOf(messages: MarketMessage[]): SimilarityIndex {
  const index = new SimilarityIndex();
  for (const m of messages) index.upsert(m);
  return index;
}

/** The pair of two markets in an index holding both, if any. */
function pairOf(index: SimilarityIndex, a: MarketMessage, b: MarketMessage): SimilarPair | undefined {
  return index
    .pairs(0, Number.MAX_SAFE_INTEGER)
    .find((p) => p.venue_a.key === keyOf(a) && p.venue_b.key === keyOf(b));
}

function pairIn(a: MarketMessage, b: MarketMessage): SimilarPair | undefined {
  return pairOf(indexOf([a, b]), a, b);
}

describe('similarity: game markets pair on their contracts (recorded NBA and tennis)', () => {
  let nba: LabelledSet;
  let tennis: LabelledSet;
  const poly = (set: LabelledSet, slug: string) => set.polymarket.find((m) => m.market.slug === slug)!;
  const kalshi = (set: LabelledSet, ticker: string) => set.kalshi.find((m) => m.market.ticker === ticker)!;

  before(function () {
    skipWithoutShared(this, 'cross-venue', 'steffenmax-arb-bot');
    nba = loadNba();
    tennis = loadTennis();
  });

  it("should pair each Kalshi team market with the game's moneyline by city and nickname, aligned on whose YES it is", () => {
    const index = indexOf([...nba.kalshi, ...nba.polymarket]);
    // The development half of the labelled pairs (the held-out half is for the benchmark only).
    const dev = [...nba.positives].filter(([id]) => halfOf(id) === 'dev');
    assert.ok(dev.length >= 20);
    const found = new Map(
      index.pairs(0.8, 10_000).map((p) => [`${p.venue_a.key}|${p.venue_b.key}`, p.alignment]),
    );
    for (const [id, alignment] of dev) assert.equal(found.get(id), alignment, id);
  });

  it('should not pair another game between the same teams (the next day)', () => {
    const phi = nba.kalshi.filter((m) => m.market.ticker.startsWith('KXNBAGAME-26JAN11PHITOR-'));
    assert.equal(phi.length, 2);
    const sameDay = poly(nba, 'nba-phi-tor-2026-01-11');
    const nextDay = poly(nba, 'nba-phi-tor-2026-01-12');
    for (const k of phi) {
      assert.ok(pairIn(sameDay, k), k.market.ticker);
      assert.equal(pairIn(nextDay, k), undefined, k.market.ticker);
    }
  });

  it("should not pair a team's game market with a spread, total, first-half or prop market of that game", () => {
    // Polymarket lists 39 markets for this game: moneyline, spreads, totals, first half, props.
    const lal = kalshi(nba, 'KXNBAGAME-26JAN09MILLAL-LAL');
    const game = nba.polymarket.filter((m) => m.market.slug.startsWith('nba-mil-lal-2026-01-09'));
    assert.ok(game.length > 30);
    const index = indexOf([lal, ...game]);
    const pairs = index.similarTo(keyOf(lal), 50);
    assert.deepEqual(
      pairs.map((p) => [index.message(p.market.key)!.market.slug, p.alignment]),
      [['nba-mil-lal-2026-01-09', 'inverted']],
    );
  });

  it('should pair tennis players by full name and surname code, and never a set winner or a tournament future', () => {
    const tia = kalshi(tennis, 'KXATPMATCH-26AUG19TIAAUG-TIA');
    const match = poly(tennis, 'atp-tiafoe-augeral-2026-08-19');
    assert.equal(pairIn(match, tia)?.alignment, 'same');
    const aug = kalshi(tennis, 'KXATPMATCH-26AUG19TIAAUG-AUG');
    assert.equal(pairIn(match, aug)?.alignment, 'inverted');
    const index = indexOf([...tennis.kalshi, ...tennis.polymarket]);
    for (const p of index.pairs(0, 10_000)) {
      const a = index.message(p.venue_a.key)!;
      const b = index.message(p.venue_b.key)!;
      assert.doesNotMatch(a.market.slug, /set-winner/, a.market.question);
      assert.match(b.market.market_id, /MATCH-/, b.market.question);
    }
  });

  it('should find the same game pairs whichever venue is fed first, or shuffled, without settling', () => {
    for (const set of [nba, tennis]) {
      const orders = [
        [...set.kalshi, ...set.polymarket],
        [...set.polymarket, ...set.kalshi],
        shuffled([...set.kalshi, ...set.polymarket]),
      ];
      const sets = orders.map((o) =>
        indexOf(o)
          .pairs(0, 10_000)
          .map((p) => `${p.venue_a.key}|${p.venue_b.key} ${p.alignment} ${p.similarity}`)
          .sort(),
      );
      assert.ok(sets[0]!.length >= set.positives.size / 2, set.name);
      assert.deepEqual(sets[1], sets[0], set.name);
      assert.deepEqual(sets[2], sets[0], set.name);
    }
  });
});

describe('similarity: game markets pair on their contracts (soccer, hockey, esports rows)', () => {
  const kalshiEpl = (game = '26MAR01ARSCHE') =>
    kalshiGame({
      series: 'KXEPLGAME',
      game,
      title: 'Arsenal vs Chelsea',
      outcomes: { ARS: 'Arsenal', CHE: 'Chelsea', TIE: 'Tie' },
    });
  const polyEpl = (date = '2026-03-01') =>
    polymarketGame(`epl-ars-che-${date}`, 'Arsenal FC vs. Chelsea FC', [
      {
        suffix: 'ars',
        question: `Will Arsenal FC win on ${date}?`,
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Arsenal FC',
      },
      {
        suffix: 'draw',
        question: 'Will Arsenal FC vs. Chelsea FC end in a draw?',
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Draw (Arsenal FC vs. Chelsea FC)',
      },
      {
        suffix: 'che',
        question: `Will Chelsea FC win on ${date}?`,
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Chelsea FC',
      },
    ]);

  it('should never pair "Will A win?" with the Kalshi market whose YES is B, nor with the tie', () => {
    const [ars, che, tie] = kalshiEpl();
    const [willArsenal] = polyEpl();
    assert.equal(pairIn(willArsenal!, ars!)?.alignment, 'same');
    assert.equal(pairIn(willArsenal!, che!), undefined);
    assert.equal(pairIn(willArsenal!, tie!), undefined);
  });

  it('should read the subject of a Yes/No game market whose own slug is not the game slug', () => {
    const [ars, che, tie] = kalshiEpl();
    const [willChelsea, draw] = polymarketGame('epl-ars-che-2026-03-01', 'Arsenal FC vs. Chelsea FC', [
      {
        suffix: '',
        slug: 'will-chelsea-win-on-2026-03-01',
        question: 'Will Chelsea FC win on 2026-03-01?',
        outcomes: ['Yes', 'No'],
        groupItemTitle: 'Chelsea FC',
      },
      {
        suffix: '',
        slug: 'arsenal-chelsea-draw-2026-03-01',
        question: 'Will Arsenal FC vs. Chelsea FC end in a draw?',
        outcomes: ['Yes', 'No'],
      },
    ]);
    assert.equal(pairIn(willChelsea!, che!)?.alignment, 'same');
    assert.equal(pairIn(willChelsea!, ars!), undefined);
    assert.equal(pairIn(draw!, tie!)?.alignment, 'same');
    assert.equal(pairIn(draw!, ars!), undefined);
  });

  it("should pair Polymarket's draw with Kalshi's tie, and nothing else of the game", () => {
    const kalshiMarkets = kalshiEpl();
    const [, draw] = polyEpl();
    const index = indexOf([...kalshiMarkets, draw!]);
    const pairs = index.similarTo(keyOf(draw!));
    assert.deepEqual(
      pairs.map((p) => [p.market.market_id, p.alignment]),
      [['KXEPLGAME-26MAR01ARSCHE-TIE', 'same']],
    );
  });

  it('should not pair the same two clubs on another date (the second leg a week later)', () => {
    const [ars] = kalshiEpl('26MAR08ARSCHE');
    const [willArsenal] = polyEpl('2026-03-01');
    assert.equal(pairIn(willArsenal!, ars!), undefined);
  });

  it('should read accents, hyphens and short club names as the same club, and a different club as different', () => {
    const cases: [string, string, string, boolean][] = [
      ['Linkoping vs Frolunda', 'Linköping HC vs. Frölunda HC', 'shl-lin-fro-2026-03-01', true],
      ['Al Riyadh vs Al Hilal', 'Al-Riyadh SC vs. Al-Hilal SFC', 'spl-ria-hil-2026-03-01', true],
      [
        'Torpedo vs Zenit',
        'Torpedo Nizhny Novgorod vs. Zenit St. Petersburg',
        'rpl-tor-zen-2026-03-01',
        true,
      ],
      ['Torpedo vs Zenit', 'Torpedo Moskva vs. Spartak Moskva', 'rpl-tor-spa-2026-03-01', false],
    ];
    for (const [kalshiTitle, polyTitle, slug, pairs] of cases) {
      const [home, away] = kalshiTitle.split(' vs ') as [string, string];
      const codes = slug
        .split('-')
        .slice(1, 3)
        .map((c) => c.toUpperCase()) as [string, string];
      const [k] = kalshiGame({
        series: 'KXSOCCERGAME',
        game: `26MAR01${codes.join('')}`,
        title: kalshiTitle,
        outcomes: { [codes[0]]: home, [codes[1]]: away },
      });
      const [p] = polymarketGame(slug, polyTitle, [
        {
          suffix: slug.split('-')[1]!,
          question: `Will ${polyTitle.split(' vs. ')[0]} win on 2026-03-01?`,
          outcomes: ['Yes', 'No'],
        },
      ]);
      assert.equal(pairIn(p!, k!) !== undefined, pairs, `${kalshiTitle} / ${polyTitle}`);
    }
  });

  it("should pair a Kalshi hockey team written 'FLA Panthers' with Polymarket's 'Panthers', by code and nickname", () => {
    const [mtl, fla] = kalshiGame({
      series: 'KXNHLGAME',
      game: '25DEC30MTLFLA',
      title: 'Montreal vs Florida',
      outcomes: { MTL: 'MTL Canadiens', FLA: 'FLA Panthers' },
    });
    const [moneyline] = polymarketGame('nhl-mtl-fla-2025-12-30', 'Canadiens vs. Panthers', [
      { suffix: '', question: 'Canadiens vs. Panthers', outcomes: ['Canadiens', 'Panthers'] },
    ]);
    assert.equal(pairIn(moneyline!, mtl!)?.alignment, 'same');
    assert.equal(pairIn(moneyline!, fla!)?.alignment, 'inverted');
  });

  it('should pair a match winner with the match, never with a map winner', () => {
    const [navi] = kalshiGame({
      series: 'KXCS2GAME',
      game: '26JAN24NAVIFAZE',
      title: 'Natus Vincere vs FaZe',
      outcomes: { NAVI: 'Natus Vincere' },
    });
    const [match, map1] = polymarketGame(
      'cs2-navi-faze-2026-01-24',
      'Counter-Strike: Natus Vincere vs FaZe (BO3)',
      [
        {
          suffix: '',
          question: 'Counter-Strike: Natus Vincere vs FaZe (BO3)',
          outcomes: ['Natus Vincere', 'FaZe'],
        },
        {
          suffix: 'game1',
          question: 'Counter-Strike: Natus Vincere vs FaZe - Map 1 Winner',
          outcomes: ['Natus Vincere', 'FaZe'],
        },
      ],
    );
    assert.equal(pairIn(match!, navi!)?.alignment, 'same');
    assert.equal(pairIn(map1!, navi!), undefined);
  });
});
