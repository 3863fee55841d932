// Keeps every event's related events (engine/market-data/related-events.ts) current in hot state. On
// start the catalog is loaded from ClickHouse (committed offsets mean old market messages are not
// delivered again) and every event's list is computed, in slices that let the event loop breathe.
// Then each md.markets batch is applied to the catalog as a change (bounded work per market) and
// the lists of the events it changed are computed again, with those of the events whose list a
// reworded event (a new market, a moved one, other words; not a price or volume change) may enter
// or leave (its candidates: where it scores at least the list's cut, before the change or after). Other events' lists drift a little as term frequencies move (their order
// stays, their similarities move in the last digits); they are all computed again once
// SETTLE_SHARE of the events has changed.
import type { Logger } from '../../core/logger.ts';
import type { MarketDataMessage, MarketMessage } from '../../core/market-data.ts';
import { counter, histogram } from '../../core/metrics.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { loadCatalogMessages } from '../../storage/clickhouse/catalog.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { deleteRelated, writeRelated, type RelatedEntry } from '../../storage/hot/related-state.ts';
import type { MessageProcessor } from '../stream/message-consumer.ts';
import type { CatalogEvent } from '../market-queries/catalog-model.ts';
import { parseCatalogRows } from '../market-queries/catalog-read-model.ts';
import { CatalogSnapshot } from '../market-queries/catalog-snapshot.ts';
import { relatedEntriesEach } from './related-events.ts';

const computeSeconds = histogram(
  'related_events_compute_seconds',
  'Time to compute the related events of a slice of events',
  [],
);
const computedTotal = counter('related_events_computed_total', 'Events whose related events were computed');
const rejudgedTotal = counter(
  'related_events_rejudged_total',
  'Unchanged events whose related events were computed again because a changed event may enter or leave them',
);

/** Events computed between two writes (and two turns of the event loop): ~0.5 ms each on 165k markets. */
const SLICE = 200;
/** Every list is computed again once this share of the events changed since the last time. */
const SETTLE_SHARE = 0.1;

export class RelatedEventsWriter implements MessageProcessor {
  readonly name = 'related-events';
  readonly topics = [topics.markets];
  private catalog: CatalogSnapshot | undefined;
  private changedSinceSettle = 0;
  /** Per event, the score another must reach to enter its stored list (its last entry's when full, else 0). */
  private readonly cuts = new Map<string, number>();

  constructor(
    private readonly ch: Analytics,
    private readonly hot: HotState,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    const t0 = Date.now();
    const messages = parseCatalogRows(await loadCatalogMessages(this.ch));
    const catalog = new CatalogSnapshot('engine', messages);
    catalog.warmSearch();
    this.catalog = catalog;
    await this.write(catalog.events);
    this.log.info({ events: catalog.events.length, ms: Date.now() - t0 }, 'related events computed');
  }

  async handle(messages: readonly MarketDataMessage[]): Promise<void> {
    const catalog = this.catalog;
    if (!catalog) throw new Error('related-events writer not started');
    const markets = messages.filter((m): m is MarketMessage => m.type === 'market');
    if (markets.length === 0) return;
    // Only markets whose words change (new ones, moved ones, reworded ones) move other lists: the
    // events they are in before the change (lists holding those may lose them)...
    const reworded = markets.filter((m) => catalog.changesText(m));
    const before = new Set<CatalogEvent>();
    const touched = new Set<string>();
    for (const m of reworded) {
      const old = catalog.market(m.venue, m.market.market_id)?.event;
      if (old) before.add(old);
      const same = catalog.event(`${m.venue}:${m.event.event_id}`);
      if (same) before.add(same);
      touched.add(`${m.venue}:${m.event.event_id}`);
    }
    for (const e of before) touched.add(e.key);
    const cutOf = (key: string) => this.cuts.get(key);
    const rejudge = new Set<string>();
    for (const e of before) for (const other of catalog.eventsThatMayList(e, cutOf)) rejudge.add(other.key);
    const { changed, removed } = catalog.apply(catalog.version, markets);
    // ...and the lists they may enter now.
    for (const e of changed) {
      if (!touched.has(e.key)) continue;
      for (const other of catalog.eventsThatMayList(e, cutOf)) rejudge.add(other.key);
    }
    for (const key of removed) this.cuts.delete(key);
    await deleteRelated(this.hot, removed);
    this.changedSinceSettle += changed.length + removed.length;
    if (this.changedSinceSettle > Math.max(100, SETTLE_SHARE * catalog.events.length)) {
      this.changedSinceSettle = 0;
      await this.write(catalog.events);
      return;
    }
    for (const e of changed) rejudge.delete(e.key);
    const candidates = [...rejudge].map((key) => catalog.event(key)).filter((e) => e !== undefined);
    rejudgedTotal.inc(candidates.length);
    await this.write([...changed, ...candidates]);
  }

  private async write(events: readonly CatalogEvent[]): Promise<void> {
    // Computed together (work shared per group of titles), written a slice at a time; the catalog
    // changes only in handle(), which awaits this.
    const each = relatedEntriesEach(this.catalog!, events);
    let done = false;
    while (!done) {
      const end = computeSeconds.startTimer();
      const lists = new Map<string, RelatedEntry[]>();
      while (lists.size < SLICE) {
        const next = each.next();
        if (next.done) {
          done = true;
          break;
        }
        lists.set(next.value.event.key, next.value.entries);
        this.cuts.set(next.value.event.key, next.value.cut);
      }
      end();
      if (lists.size === 0) return;
      computedTotal.inc(lists.size);
      await writeRelated(this.hot, lists);
    }
  }
}
