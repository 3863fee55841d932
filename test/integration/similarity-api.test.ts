// GET /markets/similar and /markets/similar-pairs over the real same-day catalogs of both venues
// (2026-03-01, ../shared/data/cross-venue: no licence, read at test time and never copied), run
// through the real bus, engine (SimilarityWriter), chDB and Redis.
import assert from 'node:assert/strict';
import { loadCatalogs } from '../../harness/data/cross-venue.ts';
import type { MarketMessage } from '../../core/market-data.ts';
import {
  bookAt,
  quoteAt,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { eventuallyValue } from '../support/wait.ts';

const FED = /Fed chair/i;

describe('similarity endpoints', function () {
  this.timeout(90_000);
  let stack: MarketDataStack;
  let poly: (name: string) => MarketMessage;
  let kalshi: (ticker: string) => MarketMessage;

  const pairs = async (query = '') => {
    const r = await stack.client.get(`/api/v1/markets/similar-pairs${query}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.data as any[];
  };
  const eventually = <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> =>
    eventuallyValue(what, probe, 30_000);
  const warshPair = (list: any[]) =>
    list.find(
      (p) =>
        p.venue_a.market.condition_id === poly('Kevin Warsh').market.market_id &&
        p.venue_b.market.kalshi_id === 'KXFEDCHAIRNOM-29-KW',
    );

  before(async () => {
    const catalogs = loadCatalogs();
    // The recorded catalog rows carry no resolution rules, and a pair nobody can read is never
    // priced: each market gets rules written here in its venue's style, agreeing on the deadline.
    const withRules = (m: MarketMessage, rules: string): MarketMessage =>
      ({ ...m, market: { ...m.market, description: rules } }) as MarketMessage;
    const kalshiFed = catalogs.kalshi
      .filter((m) => m.market.market_id.startsWith('KXFEDCHAIRNOM-29-'))
      .map((m) =>
        withRules(
          m,
          `If Trump next nominates ${m.market.outcome} as Fed Chair before Jan 1, 2027, then the market resolves to Yes.`,
        ),
      );
    const polyFed = catalogs.polymarket
      .filter((m) => FED.test(m.market.question))
      .map((m) =>
        withRules(
          m,
          `This market will resolve to "Yes" if Donald Trump nominates ${/nominate (.+?) as/.exec(m.market.question)?.[1] ?? 'this person'} as the next Chair of the Federal Reserve by December 31, 2026, 11:59 PM ET. Otherwise it resolves to "No".`,
        ),
      );
    poly = (name) => polyFed.find((m) => m.market.question.includes(name))!;
    kalshi = (ticker) => kalshiFed.find((m) => m.market.market_id === ticker)!;
    stack = await startMarketDataStack();
    await stack.ingest([...kalshiFed, ...polyFed]);
    await eventually('the Warsh pair', async () => warshPair(await pairs('?limit=100')));
  });
  after(() => stack.stop());

  it('should pair the same contract across the venues with aligned outcomes', async () => {
    const warsh = warshPair(await pairs('?limit=100'));
    assert.ok(warsh.similarity >= 0.8 && warsh.similarity <= 1, String(warsh.similarity));
    assert.equal(warsh.alignment, 'same');
    assert.equal(warsh.verdict, 'same_contract', warsh.verdict_reason);
    assert.match(warsh.verdict_reason, /deadline by December 31, 2026/);
    assert.equal(
      warsh.outcomes.yes,
      poly('Kevin Warsh').market.left_token_id,
      "venue_a's Yes pays with venue_b's YES",
    );
    assert.equal(warsh.venue_a.event.title, poly('Kevin Warsh').event.title);
    assert.equal(warsh.venue_b.event.event_id, 'KXFEDCHAIRNOM-29');
  });

  it('should never pair the same words about another person (hard negatives)', async () => {
    // Every Fed-chair market of both venues shares the words; only the person differs.
    const list = await pairs('?limit=100&min_similarity=0.8');
    const people: [string, string][] = [
      ['Kevin Warsh', 'KXFEDCHAIRNOM-29-KW'],
      ['Christopher Waller', 'KXFEDCHAIRNOM-29-CWAL'],
    ];
    for (const [name, ticker] of people) {
      const conditionId = poly(name).market.market_id;
      const withA = list
        .filter((p) => p.venue_a.market.condition_id === conditionId)
        .map((p) => p.venue_b.market.kalshi_id);
      const withB = list
        .filter((p) => p.venue_b.market.kalshi_id === ticker)
        .map((p) => p.venue_a.market.condition_id);
      assert.deepEqual(withA, [ticker], name);
      assert.deepEqual(withB, [conditionId], ticker);
    }
  });

  it('should honour min_similarity and limit', async () => {
    const all = await pairs('?limit=100&min_similarity=0');
    assert.ok(all.length >= 2);
    const similarities = all.map((p) => p.similarity);
    assert.deepEqual(
      similarities,
      [...similarities].sort((a, b) => b - a),
      'best first',
    );
    assert.equal((await pairs('?limit=1')).length, 1);
    const high = await pairs('?limit=100&min_similarity=0.95');
    assert.ok(high.every((p) => p.similarity >= 0.95));
    assert.ok(high.length < all.length);
    const r = await stack.client.get('/api/v1/markets/similar-pairs?min_similarity=1.5');
    assert.equal(r.status, 400);
    assert.equal(r.body.error, 'query.min_similarity must be <= 1');
  });

  it('should price the arbitrage of a pair from the current best asks, after fees', async () => {
    // After the catalog snapshot (17:39): a quote older than the market message holding the
    // market's top of book does not replace it (every engine member orders quotes by their time).
    const ts = Date.parse('2026-03-01T18:00:00Z');
    const a = poly('Kevin Warsh').market;
    const b = kalshi('KXFEDCHAIRNOM-29-KW').market;
    await stack.ingest([
      quoteAt('venue_a', a.market_id, a.left_token_id, ts, '0.38', '0.4'),
      quoteAt('venue_b', b.market_id, b.left_token_id, ts, '0.52', '0.55'),
    ]);
    // Buy venue_a YES at 0.40 and venue_b NO at 1 − 0.52 = 0.48: 0.88 per $1 of payout. Kalshi's fee
    // on 100 NO at 0.48: 0.07 × 100 × 0.48 × 0.52 = 1.7472 → 1.75 (rounded up to the cent); this
    // venue_a market charges no fee. (100 − 88 − 1.75) / 100 = 0.1025. The other box costs
    // (1 − 0.38) + 0.55 = 1.17: no profit.
    // The two quotes are in different partitions (handled one after the other, possibly by two
    // engine members): the pair is first priced from one new quote and the other's catalog quote.
    let last: number | undefined;
    await eventually('the pair priced from both quotes', async () => {
      last = warshPair(await pairs('?limit=100'))?.arbitrage;
      return last === 0.1025 ? true : undefined;
    }).catch(() => assert.equal(last, 0.1025));
  });

  it('should report the size executable at that arbitrage, walked on both books (arbitrage_depth)', async () => {
    // After the catalog snapshot (17:39) and the quotes above: newer books are applied.
    const ts = Date.parse('2026-03-01T18:05:00Z');
    const a = poly('Kevin Warsh').market;
    const b = kalshi('KXFEDCHAIRNOM-29-KW').market;
    // venue_b's YES book first (its NO asks are 1 − its bids: 0.48 × 30, 0.50 × 100, 0.55 × 500),
    // then venue_a's: the same top of book as above, with depth behind it.
    await stack.ingest([
      bookAt(
        'venue_b',
        b.market_id,
        b.left_token_id,
        ts,
        [
          ['0.52', '30'],
          ['0.5', '100'],
          ['0.45', '500'],
        ],
        [['0.55', '40']],
      ),
    ]);
    await stack.ingest([
      bookAt(
        'venue_a',
        a.market_id,
        a.left_token_id,
        ts,
        [['0.38', '10']],
        [
          ['0.4', '50'],
          ['0.42', '100'],
          ['0.47', '200'],
        ],
      ),
    ]);
    const warsh = await eventually('the pair with its depth', async () => {
      const p = warshPair(await pairs('?limit=100'));
      return p?.arbitrage_depth?.contracts === '150' ? p : undefined;
    });
    // Top of book as before: 0.1025 per $1. Walked: 30 @ 0.40 + 0.48, 20 @ 0.40 + 0.50,
    // 80 @ 0.42 + 0.50, 20 @ 0.42 + 0.55 (Kalshi fees 0.53, 0.35, 1.40, 0.35); 0.47 + 0.55 > 1 stops.
    assert.equal(warsh.arbitrage, 0.1025);
    assert.deepEqual(warsh.arbitrage_depth, {
      top_contracts: '30',
      contracts: '150',
      cost: '140.03',
      profit: '9.97',
    });
    // A pair without an arbitrage carries the field as null.
    const others = (await pairs('?limit=100&min_similarity=0')).filter((p) => p.arbitrage === 0);
    assert.ok(others.length > 0);
    assert.ok(others.every((p) => p.arbitrage_depth === null));
  });

  it('should list similar events of both venues, best first, without the market own event', async () => {
    const a = poly('Kevin Warsh');
    const r = await stack.client.get(`/api/v1/markets/similar?market_id=${a.market.market_id}&limit=5`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const entries = r.body.data as any[];
    assert.equal(entries[0].venue, 'venue_b');
    assert.equal(entries[0].event.event_id, 'KXFEDCHAIRNOM-29');
    assert.ok(entries[0].similarity >= 0.8);
    assert.ok(
      entries.every((e) => e.event.title !== a.event.title || e.venue !== 'venue_a'),
      'own event excluded',
    );
    assert.ok(entries.length <= 5);
    const similarities = entries.map((e) => e.similarity);
    assert.deepEqual(
      similarities,
      [...similarities].sort((x, y) => y - x),
    );
  });

  it('should answer 404 for an unknown market and 400 without one', async () => {
    const missing = await stack.client.get('/api/v1/markets/similar?market_id=0xnope');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.success, false);
    const none = await stack.client.get('/api/v1/markets/similar');
    assert.equal(none.status, 400);
    assert.equal(none.body.error, 'query.market_id is required');
  });
});
