// SimilarityIndex as a stream consumer sees it: bounded candidate generation, incremental upsert
// and removal, price-only updates, and the reads behind GET /markets/similar and
// /markets/similar-pairs. On the 2026-03-01 catalogs (../shared/data/cross-venue, no licence:
// read at test time, never copied; the tests fail with that explanation when it is missing).
import assert from 'node:assert/strict';
import { loadCatalogs, type Catalogs } from '../../../harness/data/cross-venue.ts';
import type { MarketMessage } from '../../../core/market-data.ts';
import { SimilarityIndex } from '../../../engine/similarity/index.ts';
import { shuffled } from '../../../harness/data/similarity-order.ts';

const WARSH_POLY = 'Will Trump nominate Kevin Warsh as the next Fed chair?';
const WARSH_KALSHI = 'KXFEDCHAIRNOM-29-KW';

describe('similarity: SimilarityIndex', () => {
  let catalogs: Catalogs;
  const kalshi = (ticker: string) => catalogs.kalshi.find((k) => k.market.ticker === ticker)!;
  const poly = (question: string) => catalogs.polymarket.find((p) => p.market.question === question)!;
  const key = (m: MarketMessage) => `${m.venue}:${m.market.market_id}`;

  before(() => {
    catalogs = loadCatalogs();
  });

  it('should never score all pairs: at most the candidate limit per upsert', () => {
    const index = new SimilarityIndex();
    for (const m of [...catalogs.kalshi, ...catalogs.polymarket]) index.upsert(m);
    const { markets, comparisons } = index.stats();
    const allPairs = catalogs.kalshi.length * catalogs.polymarket.length;
    assert.equal(markets, catalogs.kalshi.length + catalogs.polymarket.length);
    assert.ok(comparisons <= 16 * markets, `${comparisons} comparisons`);
    assert.ok(comparisons * 100 < allPairs, `${comparisons} of ${allPairs} pairs scored`);
    // …and still finds the curated pairs.
    const warsh = index.similarTo(key(kalshi(WARSH_KALSHI)), 3);
    assert.equal(warsh[0]?.market.key, key(poly(WARSH_POLY)));
  });

  it('should find the same pairs and scores whatever order the markets arrive in, once settled', () => {
    const orders = [
      [...catalogs.kalshi, ...catalogs.polymarket],
      [...catalogs.polymarket, ...catalogs.kalshi].reverse(),
      shuffled([...catalogs.kalshi, ...catalogs.polymarket]),
    ];
    const sets = orders.map((messages) => {
      const index = new SimilarityIndex();
      for (const m of messages) index.upsert(m);
      index.settle();
      return index
        .pairs(0.5, Number.MAX_SAFE_INTEGER)
        .map((p) => `${p.venue_a.key}|${p.venue_b.key} ${p.similarity}`);
    });
    assert.ok(sets[0]!.length >= 100, `${sets[0]!.length} pairs`);
    assert.deepEqual(sets[1]!.sort(), [...sets[0]!].sort());
    assert.deepEqual(sets[2]!.sort(), [...sets[0]!].sort());
  });

  it('should load a whole catalog into the same pairs, scores and order as upserting it and settling', () => {
    const messages = [...catalogs.kalshi, ...catalogs.polymarket];
    const view = (index: SimilarityIndex) =>
      index
        .pairs(0, Number.MAX_SAFE_INTEGER)
        .map((p) => `${p.venue_a.key}|${p.venue_b.key} ${p.similarity} ${p.arbitrage} ${p.alignment}`);
    const upserted = new SimilarityIndex();
    for (const m of messages) upserted.upsert(m);
    upserted.settle();
    const loaded = new SimilarityIndex();
    loaded.load(messages);
    assert.ok(view(upserted).length >= 100);
    assert.deepEqual(view(loaded), view(upserted));
    // …with fewer pairs scored: the text candidates once, in the settle.
    assert.ok(loaded.stats().comparisons < upserted.stats().comparisons);
  });

  it('should pair a market when its counterpart arrives, and unpair it when it goes', () => {
    const index = new SimilarityIndex();
    const a = poly(WARSH_POLY);
    const b = kalshi(WARSH_KALSHI);
    assert.deepEqual(index.upsert(a).pairs, []);
    const added = index.upsert(b);
    assert.equal(added.change, 'scored');
    assert.equal(added.pairs.length, 1);
    const pair = added.pairs[0]!;
    assert.equal(pair.venue_a.key, key(a));
    assert.equal(pair.alignment, 'same');
    assert.deepEqual(pair.outcomes, { yes: a.market.left_token_id, no: a.market.right_token_id });
    assert.equal(index.similarTo(a.market.market_id)[0]?.market.market_id, WARSH_KALSHI);

    assert.equal(index.remove(WARSH_KALSHI), true);
    assert.deepEqual(index.pairs(0, 10), []);
    assert.deepEqual(index.similarTo(key(a)), []);
    assert.equal(index.remove(WARSH_KALSHI), false);
    assert.equal(index.stats().markets, 1);
  });

  it('should recompute the pairs of a market whose text changes', () => {
    const index = new SimilarityIndex();
    const a = poly(WARSH_POLY);
    index.upsert(a);
    index.upsert(kalshi(WARSH_KALSHI));
    const renamed = {
      ...a,
      market: { ...a.market, question: 'Will Trump nominate Kevin Hassett as the next Fed chair?' },
    };
    assert.equal(index.pairs(0.8, 10).length, 1);
    const result = index.upsert(renamed);
    assert.equal(result.change, 'scored');
    assert.ok(result.pairs.every((p) => p.similarity < 0.8 && p.reasons.includes('entity-clash')));
    assert.deepEqual(index.pairs(0.8, 10), []);
    // Gone for good once the new text has nothing in common with the old partner.
    const unrelated = index.upsert({
      ...a,
      market: { ...a.market, question: 'Will it snow in Paris on Christmas Day?' },
    });
    assert.deepEqual(unrelated.pairs, []);
    assert.deepEqual(unrelated.removed, [`${key(a)}|venue_b:${WARSH_KALSHI}`]);
  });

  it('should only reprice pairs when a market message changes nothing but prices', () => {
    const index = new SimilarityIndex();
    // The recorded catalog rows carry no rules; with rules that agree (written here in each venue's
    // style) the pair is one contract and is priced.
    const withRules = <M extends MarketMessage>(m: M, rules: string): M => ({
      ...m,
      market: { ...m.market, description: rules },
    });
    const a = withRules(
      poly(WARSH_POLY),
      'This market will resolve to "Yes" if Donald Trump nominates Kevin Warsh as the next Chair of the Federal Reserve by December 31, 2026, 11:59 PM ET. Otherwise it resolves to "No".',
    );
    const b = withRules(
      kalshi(WARSH_KALSHI),
      'If Trump nominates Kevin Warsh as the next Fed Chair before Jan 1, 2027, then the market resolves to Yes.',
    );
    index.upsert(a);
    index.upsert(b);
    const before = index.stats().comparisons;
    // Warsh: Polymarket Yes 0.937/0.939; Kalshi YES 0.93/0.94 on 2026-03-01 — no box below 1.
    assert.equal(index.pairs(0.8, 1)[0]!.verdict, 'same_contract', index.pairs(0.8, 1)[0]!.verdict_reason);
    assert.equal(index.pairs(0.8, 1)[0]!.arbitrage, 0);
    // A Polymarket seller drops the Yes ask to 0.50: Yes 0.50 + Kalshi NO (1 − 0.93 = 0.07) = 0.57.
    const cheaper = { ...a, market: { ...a.market, best_ask: '0.5' } };
    const result = index.upsert(cheaper);
    assert.equal(result.change, 'quoted');
    assert.equal(index.stats().comparisons, before);
    // 0.43 gross; Polymarket markets here charge no fee, Kalshi 0.07 × 100 × 0.07 × 0.93 → 0.46.
    assert.equal(result.pairs[0]!.arbitrage, 0.4254);
    assert.deepEqual(result.pairs[0]!.box, {
      a: 'left',
      b: 'no',
      askA: '0.5',
      askB: '0.07',
      fees: '0.46',
      cost: '0.5746',
    });
    // And back through the quote path: Kalshi's YES bid rises to 0.96 (NO ask 0.04).
    const repriced = index.updateQuote(WARSH_KALSHI, '0.96', '0.97');
    assert.equal(repriced[0]!.arbitrage, 0.4573);
  });

  it('should list pairs by similarity and honour min_similarity and limit', () => {
    const index = new SimilarityIndex();
    for (const m of [...catalogs.kalshi, ...catalogs.polymarket]) index.upsert(m);
    const top = index.pairs(0.8, 20);
    assert.equal(top.length, 20);
    for (let i = 1; i < top.length; i++) assert.ok(top[i - 1]!.similarity >= top[i]!.similarity);
    assert.ok(index.pairs(0.8, 1000).every((p) => p.similarity >= 0.8));
    assert.ok(index.pairs(0.95, 1000).length < index.pairs(0.8, 1000).length);
  });
});
