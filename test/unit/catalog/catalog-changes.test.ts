// The catalog read model takes changes instead of reloads: a catalog built from part of the real
// same-day catalogs (../shared/data/cross-venue, read where it lies) and then given the rest as
// changes — new markets, newer versions, a market moved to another event, stale redeliveries — must
// answer listings, lookups, statistics, search and related events exactly as a catalog built at
// once from the final state.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../../core/market-data.ts';
import {
  CatalogSnapshot,
  type ListingQuery,
  type SortKey,
} from '../../../engine/market-queries/catalog-snapshot.ts';
import { loadCatalogs } from '../../../harness/data/cross-venue.ts';

const SORTS: SortKey[] = ['volume', 'liquidity', 'created_at', 'ends_at', 'newest'];

function listingKeys(c: CatalogSnapshot, q: Partial<ListingQuery>): string[] {
  const query: ListingQuery = { venue: 'all', sort: 'volume', order: 'DESC', limit: 10_000, offset: 0, ...q };
  return c.list(query).map((e) => `${e.event.key}[${e.markets.map((m) => m.data.market_id).join(',')}]`);
}

function bumped(m: MarketMessage, ts: number, patch: Partial<MarketMessage['market']>): MarketMessage {
  return { ...m, source_ts: ts, market: { ...m.market, ...patch } } as MarketMessage;
}

describe('catalog changes', function () {
  let all: MarketMessage[];

  before(() => {
    const { polymarket, kalshi } = loadCatalogs();
    all = [...polymarket.slice(0, 3000), ...kalshi.slice(0, 3000)];
  });

  it('should answer after changes exactly as a catalog built at once from the final state', () => {
    const first = all.filter((_, i) => i % 3 !== 0);
    const later = all.filter((_, i) => i % 3 === 0);
    const t = Math.max(...all.map((m) => m.source_ts)) + 1000;
    const moved = first[10]!;
    const target = first.find((m) => m.venue === moved.venue && m.event.event_id !== moved.event.event_id)!;
    const updates: MarketMessage[] = [
      bumped(first[1]!, t, { volume: '123456789.5', active: false }),
      bumped(first[2]!, t, { question: 'A reworded question about zeppelins' }),
      { ...bumped(moved, t, {}), event: target.event } as MarketMessage,
    ];
    const stale = bumped(first[3]!, first[3]!.source_ts - 1, { question: 'stale' });

    const changed = new CatalogSnapshot('0', first);
    changed.warmSearch();
    // Sort orders built before the changes must be kept current, not rebuilt: the changes since an
    // order was last read are placed by binary search when few, merged when many — both ways here.
    const readAll = () => {
      for (const venue of ['all', 'venue_a', 'venue_b'] as const)
        for (const sort of SORTS)
          for (const order of ['ASC', 'DESC'] as const) listingKeys(changed, { venue, sort, order });
    };
    readAll();
    const few = 300;
    for (let i = 0; i < few; i += 5) {
      changed.apply(String(i), later.slice(i, i + 5));
      if (i % 25 === 0) readAll();
    }
    for (let i = few; i < later.length; i += 500) changed.apply(String(i), later.slice(i, i + 500));
    const result = changed.apply('last', [...updates, stale]);
    assert.ok(result.changed.some((e) => e.key === `${target.venue}:${target.event.event_id}`));

    const fresh = new CatalogSnapshot('fresh', [...all, ...updates]);
    fresh.warmSearch();
    assert.equal(changed.marketCount, fresh.marketCount);
    assert.deepEqual(changed.statistics, fresh.statistics);
    assert.deepEqual(changed.events.map((e) => e.key).sort(), fresh.events.map((e) => e.key).sort());
    for (const venue of ['all', 'venue_a', 'venue_b'] as const)
      for (const sort of SORTS)
        for (const order of ['ASC', 'DESC'] as const)
          assert.deepEqual(
            listingKeys(changed, { venue, sort, order }),
            listingKeys(fresh, { venue, sort, order }),
            `${venue} ${sort} ${order}`,
          );
    assert.deepEqual(
      listingKeys(changed, { live: true, minPrice: 0.2, maxPrice: 0.8 }),
      listingKeys(fresh, { live: true, minPrice: 0.2, maxPrice: 0.8 }),
    );

    assert.equal(
      changed.market(moved.venue, moved.market.market_id)?.event.key,
      `${target.venue}:${target.event.event_id}`,
    );
    assert.equal(
      changed.market(first[3]!.venue, first[3]!.market.market_id)?.market.data.question,
      first[3]!.market.question,
      'a stale version is ignored',
    );
    assert.equal(changed.token(first[1]!.market.left_token_id)?.market.data.volume, '123456789.5');
    for (const m of all.slice(0, 200))
      assert.equal(
        changed.token(m.market.right_token_id)?.market.data.market_id,
        fresh.token(m.market.right_token_id)?.market.data.market_id,
      );

    // Search: the same matches (their order may differ in the last digits of a score: documents
    // indexed later were normalised by the averages of their time).
    for (const q of ['zeppelins', 'trump', 'bitcoin price', 'fed chair', 'nba']) {
      const keys = (c: CatalogSnapshot) =>
        c
          .search(q, 100_000, 0)
          .map((e) => e.event.key)
          .sort();
      assert.deepEqual(keys(changed), keys(fresh), q);
    }
    assert.equal(
      changed.search('zeppelins', 10, 0)[0]?.event.key,
      `${first[2]!.venue}:${first[2]!.event.event_id}`,
    );
  });

  it('should leave no trace of a market moved out of an event it was the last of', () => {
    const [m] = all;
    const catalog = new CatalogSnapshot('0', [m!]);
    catalog.warmSearch();
    const other = {
      ...bumped(m!, m!.source_ts + 1, {}),
      event: { ...m!.event, event_id: 'elsewhere', slug: 'elsewhere', title: 'Elsewhere entirely' },
    } as MarketMessage;
    const change = catalog.apply('1', [other]);
    assert.deepEqual(change.removed, [`${m!.venue}:${m!.event.event_id}`]);
    assert.deepEqual(
      catalog.events.map((e) => e.key),
      [`${m!.venue}:elsewhere`],
    );
    assert.notEqual(catalog.eventBySlug(m!.venue, m!.event.slug)?.key, `${m!.venue}:${m!.event.event_id}`);
    assert.deepEqual(
      catalog.search('elsewhere', 10, 0).map((e) => e.event.key),
      [`${m!.venue}:elsewhere`],
    );
    for (const hit of catalog.search(m!.event.title, 10, 0))
      assert.equal(hit.event.key, `${m!.venue}:elsewhere`);
  });
});
