// Markets that are not games pair on their proposition contracts (issue 17): per kind, a positive
// that must pair and hard negatives that must not. Recorded rows (../shared/data/cross-venue, read
// at test time: elections, championships, BTC 15-minute intervals) where a source has both venues;
// rows built by the venues' conventions (harness/data/generated-kinds.ts) for economics and crypto
// thresholds, and for the Kalshi side of spreads / totals against recorded Polymarket markets.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../../core/market-data.ts';
import { SimilarityIndex, type SimilarPair } from '../../../engine/similarity/index.ts';
import { loadCatalogs, type Catalogs } from '../../../harness/data/cross-venue.ts';
import {
  loadChampionships,
  loadCrypto,
  loadElections,
  type KindSet,
} from '../../../harness/data/cross-venue-kinds.ts';
import {
  generatedCrypto,
  generatedEconomics,
  generatedSpreadsTotals,
} from '../../../harness/data/generated-kinds.ts';
import { skipWithoutShared } from '../../support/shared-skip.ts';
import { shuffled } from '../../../harness/data/similarity-order.ts';

const keyOf = (m: MarketMessage) => `${m.venue}:${m.market.market_id}`;

function indexOf(messages: MarketMessage[]): SimilarityIndex {
  const index = new SimilarityIndex();
  for (const m of messages) index.upsert(m);
  return index;
}

/** The pair of two markets at the default min_similarity, in an index holding only them. */
function pairIn(a: MarketMessage, b: MarketMessage): SimilarPair | undefined {
  return indexOf([a, b])
    .pairs(0.8, 10)
    .find((p) => p.venue_a.key === keyOf(a) && p.venue_b.key === keyOf(b));
}

const poly = (set: Pick<KindSet, 'polymarket'>, test: (m: MarketMessage) => boolean) => {
  const found = set.polymarket.find(test);
  assert.ok(found, 'Polymarket market not in the set');
  return found;
};
const kalshi = (set: Pick<KindSet, 'kalshi'>, ticker: string) => {
  const found = set.kalshi.find((m) => m.market.ticker === ticker);
  assert.ok(found, `${ticker} not in the set`);
  return found;
};
const bySlug = (slug: string) => (m: MarketMessage) => m.market.slug === slug;
const byQuestion = (text: string) => (m: MarketMessage) => m.market.question === text;

function sameInThreeOrders(set: KindSet): void {
  const all = [...set.kalshi, ...set.polymarket];
  const orders = [all, [...set.polymarket, ...set.kalshi], shuffled(all)];
  const sets = orders.map((o) =>
    indexOf(o)
      .pairs(0.8, 10_000)
      .map((p) => `${p.venue_a.key}|${p.venue_b.key} ${p.alignment} ${p.similarity}`)
      .sort(),
  );
  assert.ok(sets[0]!.length >= set.positives.size * 0.9, set.name);
  assert.deepEqual(sets[1], sets[0], set.name);
  assert.deepEqual(sets[2], sets[0], set.name);
}

describe('similarity: propositions pair on their contracts (recorded elections, championships, BTC)', () => {
  let catalogs: Catalogs;
  let elections: KindSet;
  let championships: KindSet;
  let crypto: KindSet;

  before(function () {
    skipWithoutShared(this, 'cross-venue', 'nl2992-sig-arb');
    skipWithoutShared(this, 'cross-venue', 'rao-pm-kalshi-arbitrage-bot');
    catalogs = loadCatalogs();
    elections = loadElections(catalogs);
    championships = loadChampionships(catalogs);
    crypto = loadCrypto();
  });

  it("should pair a party's Senate race, never that party's governor race, the 2028 race or the other party", () => {
    const georgia = poly(elections, bySlug('will-the-republicans-win-the-georgia-senate-race-in-2026'));
    assert.equal(pairIn(georgia, kalshi(elections, 'SENATEGA-26-R'))?.alignment, 'same');
    for (const other of ['GOVPARTYGA-26-R', 'SENATEGA-28-R', 'SENATEGA-26-D'])
      assert.equal(pairIn(georgia, kalshi(elections, other)), undefined, other);
  });

  it('should pair a House district by state and number, never another district of the state', () => {
    const va2 = poly(elections, bySlug('will-the-democratic-party-win-the-va-02-house-seat'));
    assert.equal(pairIn(va2, kalshi(elections, 'HOUSEVA2-26-D'))?.alignment, 'same');
    assert.equal(pairIn(va2, kalshi(elections, 'HOUSEVA7-26-D')), undefined);
  });

  it("should pair a candidate's nomination market, never the same candidate's presidency market", () => {
    const hegseth = poly(
      elections,
      byQuestion('Will Pete Hegseth win the 2028 Republican presidential nomination?'),
    );
    assert.equal(pairIn(hegseth, kalshi(elections, 'KXPRESNOMR-28-PHEG'))?.alignment, 'same');
    const aocNomination = poly(
      catalogs,
      byQuestion('Will Alexandria Ocasio-Cortez win the 2028 Democratic presidential nomination?'),
    );
    assert.equal(pairIn(aocNomination, kalshi(catalogs, 'KXPRESPERSON-28-AOCA')), undefined);
  });

  it("should pair a team's championship market by city and code, never another team's or another league's", () => {
    const royals = poly(championships, byQuestion('Will the Kansas City Royals win the 2026 World Series?'));
    assert.equal(pairIn(royals, kalshi(championships, 'KXMLB-26-KC'))?.alignment, 'same');
    assert.equal(pairIn(royals, kalshi(championships, 'KXMLB-26-PIT')), undefined);
    const rockets = poly(championships, byQuestion('Will the Houston Rockets win the 2026 NBA Finals?'));
    assert.equal(pairIn(rockets, kalshi(championships, 'KXMLB-26-HOU')), undefined);
  });

  it('should pair a 15-minute BTC interval with the same interval only, Up with YES', () => {
    const [a, next] = [...crypto.polymarket].sort((x, y) => x.market.slug.localeCompare(y.market.slug));
    const partner = (m: MarketMessage) =>
      crypto.kalshi.find((k) => crypto.positives.has(`${keyOf(m)}|${keyOf(k)}`))!;
    assert.equal(pairIn(a!, partner(a!))?.alignment, 'same');
    assert.equal(pairIn(a!, partner(next!)), undefined);
  });

  it('should find the same pairs whichever venue is fed first, or shuffled', () => {
    for (const set of [elections, championships, crypto]) sameInThreeOrders(set);
  });
});

describe("similarity: propositions pair on their contracts (rows built by the venues' conventions)", () => {
  let economics: KindSet;
  let prices: KindSet;

  before(function () {
    skipWithoutShared(this, 'cross-venue', 'Pirodax-Arbitrage_combinatoire');
    economics = generatedEconomics();
    prices = generatedCrypto();
  });

  it('should pair CPI above 3.0% with CPI above 3.0% of the same month, never above 3.2%, another month or monthly CPI', () => {
    const annual = poly(economics, (m) =>
      /annual inflation be \w+( than)? 3\.0% in January 2026/.test(m.market.question),
    );
    assert.equal(pairIn(annual, kalshi(economics, 'KXCPIYOY-26JAN-T3.0'))?.alignment, 'same');
    for (const other of ['KXCPIYOY-26JAN-T3.2', 'KXCPIYOY-26FEB-T3.0', 'KXCPI-26JAN-T0.3'])
      assert.equal(pairIn(annual, kalshi(economics, other)), undefined, other);
  });

  it('should never pair BTC above $100,000 with Kalshi above 99,999.99 ("$100,000 or above"), $110,000, another day or ETH', () => {
    const btc = poly(prices, byQuestion('Will the price of Bitcoin be above $100,000 on February 7?'));
    // They pay differently on a value from 99,999.99 (excluded) to 100,000 (included): issue 45.
    for (const other of [
      'KXBTCD-26FEB0717-T99999.99',
      'KXBTCD-26FEB0717-T109999.99',
      'KXBTCD-26FEB0817-T99999.99',
    ])
      assert.equal(pairIn(btc, kalshi(prices, other)), undefined, other);
    const eth = poly(prices, byQuestion('Will the price of Ethereum be above $3,000 on February 7?'));
    assert.equal(pairIn(eth, kalshi(prices, 'KXBTCD-26FEB0717-T89999.99')), undefined);
  });

  it('should find the same pairs whichever venue is fed first, or shuffled', () => {
    for (const set of [economics, prices]) sameInThreeOrders(set);
  });
});

describe('similarity: spreads and totals pair on team, line and period (recorded Polymarket NBA)', () => {
  let spreads: KindSet;

  before(function () {
    skipWithoutShared(this, 'cross-venue', 'steffenmax-arb-bot');
    spreads = generatedSpreadsTotals();
  });

  it('should pair a spread with the same team and line, never another line, the first half or a total', () => {
    const partner = (m: MarketMessage) =>
      spreads.kalshi.find((k) => spreads.positives.has(`${keyOf(m)}|${keyOf(k)}`));
    const spread = spreads.polymarket.find((m) => /-spread-home-\d+pt5$/.test(m.market.slug) && partner(m))!;
    const game = spread.event.slug;
    const sameGame = spreads.polymarket.filter((m) => m.event.slug === game);
    const otherLine = sameGame.find((m) => /-spread-/.test(m.market.slug) && m !== spread && partner(m))!;
    const total = sameGame.find((m) => /-total-/.test(m.market.slug) && partner(m))!;
    assert.equal(pairIn(spread, partner(spread)!)?.alignment, 'same');
    assert.equal(pairIn(otherLine, partner(spread)!), undefined);
    assert.equal(pairIn(total, partner(spread)!), undefined);
    const firstHalf = sameGame.find((m) => m.market.slug.includes('-1h-spread-'));
    if (firstHalf) assert.equal(pairIn(firstHalf, partner(spread)!), undefined);
  });
});
