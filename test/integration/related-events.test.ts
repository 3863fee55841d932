// Related events of the same venue (the `similar` route's same-venue part) are computed by the
// engine and stored in hot state: what RelatedEventsWriter stores must be exactly what the catalog
// computes at request time (CatalogSnapshot.relatedOnVenue), after its start over the ClickHouse
// catalog and after a batch of changes (the changed events' lists, and the unchanged ones they
// enter or leave) — on both hot-state placements, each paired with a ClickHouse
// placement as deployments pair them: Redis with a server over HTTP (harness/servers/clickhouse-http.ts),
// the in-process hot state with chDB in process.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { MarketMessage } from '../../core/market-data.ts';
import { CatalogSnapshot } from '../../engine/market-queries/catalog-snapshot.ts';
import { RelatedEventsWriter } from '../../engine/market-data/related-events-writer.ts';
import { relatedEntries } from '../../engine/market-data/related-events.ts';
import { catalogRow } from '../../engine/market-data/catalog-writer.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { insertCatalogRows, loadCatalogMessages } from '../../storage/clickhouse/catalog.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { RedisHotState } from '../../storage/hot/redis-hot-state.ts';
import { readRelated } from '../../storage/hot/related-state.ts';
import { required } from '../../harness/servers/backends.ts';
import { embeddedPlacement, serverPlacement } from '../../harness/servers/clickhouse-http.ts';
import { loadCatalogs } from '../../harness/data/cross-venue.ts';
import { recordedCatalog } from '../../harness/stack/market-data.ts';

for (const [placement, clickhouse] of [
  ['redis', serverPlacement],
  ['memory', embeddedPlacement],
] as const) {
  describe(`related events (${placement} hot state, ${clickhouse.name})`, function () {
    this.timeout(120_000);
    let ch: ClickHouseAnalytics;
    let hot: HotState;
    let messages: MarketMessage[];

    before(async () => {
      ch = new ClickHouseAnalytics(await clickhouse.placement('rel'));
      await ch.start();
      await migrateClickHouse(ch);
      hot = placement === 'redis' ? new RedisHotState(required('TEST_REDIS_URL')) : new MemoryHotState();
      await hot.start();
      const { polymarket, kalshi } = loadCatalogs();
      messages = [...recordedCatalog(), ...polymarket.slice(0, 1500), ...kalshi.slice(0, 1500)];
    });
    after(async () => {
      await hot.stop();
      await ch.stop();
    });

    /** Every event's stored list against the request-time computation on `reference`. */
    const assertStored = async (reference: CatalogSnapshot, events = reference.events) => {
      let nonEmpty = 0;
      for (const e of events) {
        const stored = await readRelated(hot, e.key);
        assert.deepEqual(stored, relatedEntries(reference, e), e.key);
        if (stored.length > 0) nonEmpty++;
      }
      assert.ok(nonEmpty > events.length / 2, `${nonEmpty} of ${events.length} events have related events`);
    };

    it('should store for every event what the catalog computes at request time', async () => {
      await insertCatalogRows(ch, messages.map(catalogRow));
      const writer = new RelatedEventsWriter(ch, hot, createLogger('silent'));
      await writer.start();
      // The API's catalog as it loads it (ties between equal scores go by load order).
      const reference = new CatalogSnapshot(
        'ref',
        (await loadCatalogMessages(ch)).map((j) => JSON.parse(j) as MarketMessage),
      );
      assert.ok(reference.events.length > 200, `${reference.events.length} events`);
      await assertStored(reference);

      // A batch of changes: a reworded event, a new one; the changed events' lists follow.
      const t = Math.max(...messages.map((m) => m.source_ts)) + 1;
      const a = messages.find((m) => m.venue === 'venue_a')!;
      const b = messages.find((m) => m.venue === 'venue_a' && m.event.event_id !== a.event.event_id)!;
      const changes = [
        { ...a, source_ts: t, event: { ...a.event, title: `${b.event.title} (reworded)` } },
        {
          ...b,
          source_ts: t,
          market: { ...b.market, market_id: '0xnew-market' },
          event: { ...b.event, event_id: 'new-event', slug: 'new-event' },
        },
      ] as MarketMessage[];
      await writer.handle(changes);
      const change = reference.apply('ref2', changes);
      assert.ok(change.changed.some((e) => e.key === 'venue_a:new-event'));
      await assertStored(reference, change.changed);
      const top = (await readRelated(hot, `venue_a:${a.event.event_id}`))![0];
      assert.equal(
        top?.key,
        'venue_a:new-event',
        'the reworded event is most related to the new one with the same title',
      );
      // The unchanged events whose lists the new and the reworded events enter or leave were judged
      // again: every list holds a changed event exactly where a full recomputation does, and a list
      // judged again is the full recomputation's. (The others are not computed again: as term
      // frequencies moved, near ties among their entries may swap until the next settle.)
      const changedKeys = ['venue_a:new-event', `venue_a:${a.event.event_id}`];
      let entered = 0;
      for (const e of reference.events) {
        const stored = (await readRelated(hot, e.key))!.map((r) => r.key);
        const full = relatedEntries(reference, e).map((r) => r.key);
        for (const key of changedKeys)
          assert.equal(stored.includes(key), full.includes(key), `${e.key} ${key}`);
        if (changedKeys.some((key) => full.includes(key))) {
          assert.deepEqual(stored, full, e.key);
          if (!changedKeys.includes(e.key)) entered++;
        }
      }
      assert.ok(entered > 0, 'the new event entered lists of unchanged events');
      // A price or volume change moves no other list: only a change of words is judged against them.
      // (Markets whose message carries the event part the event holds: another one, newer, rewords it.)
      let checked = 0;
      for (const m of messages) {
        const held = reference.market(m.venue, m.market.market_id)?.event.event;
        if (!held || JSON.stringify(held.title) !== JSON.stringify(m.event.title)) continue;
        const volume = { ...m, source_ts: t + 1, market: { ...m.market, volume: '123.45' } } as MarketMessage;
        if (reference.changesText(volume)) assert.fail(`a volume change rewords ${m.market.market_id}`);
        const reworded = { ...m, market: { ...m.market, question: `${m.market.question} again` } };
        assert.equal(reference.changesText(reworded as MarketMessage), true, m.market.market_id);
        checked++;
      }
      assert.ok(checked > 1000, `${checked} markets checked`);
    });
  });
}
