// One immutable version of the catalog read model: the events with their markets, lookups by slug,
// market id and token id, the search index, per-venue statistics, sort orders built on first use,
// and a bounded cache for whatever the API derives from this version (serialized listings). A
// refresh builds a new snapshot and swaps it in whole, so a request never sees half a catalog.
import type { MarketMessage, Venue } from '../../core/market-data.ts';
import {
  buildEvents,
  statisticsOf,
  type CatalogEvent,
  type CatalogMarket,
  type VenueStatistics,
} from './catalog-model.ts';
import { LruCache } from './lru.ts';
import { SearchIndex, type SearchDocument } from './search-index.ts';

export type SortKey = 'volume' | 'liquidity' | 'created_at' | 'ends_at' | 'newest';
export type SortOrder = 'ASC' | 'DESC';
export type VenueScope = Venue | 'all';

export interface ListingQuery {
  venue: VenueScope;
  sort: SortKey;
  order: SortOrder;
  limit: number;
  offset: number;
  /** Bounds on a market's left (first-outcome) price, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Bounds on the event's end (unix ms), inclusive. */
  minEndsAt?: number;
  maxEndsAt?: number;
  /** Lower-case tags; an event matches when it carries any of them (as tag slug or label). */
  tags?: readonly string[];
  /** Only markets with liquidity rewards. */
  rewards?: boolean;
  /** Only events open for trading. */
  live?: boolean;
  /** Only high-certainty markets (see catalog-model BOND_MIN_PRICE). */
  bonds?: boolean;
}

/** An event and the markets of it that passed the query's market filters (all of them when none). */
export interface ListingEntry {
  event: CatalogEvent;
  markets: readonly CatalogMarket[];
}

export interface TokenRef {
  event: CatalogEvent;
  market: CatalogMarket;
  side: 'left' | 'right';
}

export interface SnapshotOptions {
  /** Most derived values kept per version. */
  cacheEntries?: number;
  /** Their total weight (bytes of serialized JSON). */
  cacheBytes?: number;
}

export interface Weighed {
  readonly byteLength: number;
}

const sortValue: Record<SortKey, (e: CatalogEvent) => number | null> = {
  volume: (e) => e.volume,
  liquidity: (e) => e.liquidity,
  created_at: (e) => e.createdAt,
  ends_at: (e) => e.endsAt,
  newest: (e) => e.newestAt,
};

function searchDocument(e: CatalogEvent): SearchDocument {
  const ids = [String(e.event.event_id)];
  const questions: string[] = [];
  const descriptions = [e.event.description];
  if (e.venue === 'venue_b') {
    ids.push(e.event.series_id);
    questions.push(e.event.sub_title);
  }
  for (const { data: m } of e.markets) {
    questions.push(m.question, m.outcome);
    descriptions.push(m.description);
    if (e.venue === 'venue_b') ids.push(m.market_id);
  }
  return {
    title: e.event.title,
    questions: questions.join(' \n '),
    tags: [...e.event.tags, ...e.event.labels, e.event.category ?? ''].join(' \n '),
    ids: ids.join(' '),
    description: descriptions.join(' \n '),
  };
}

export class CatalogSnapshot {
  readonly events: readonly CatalogEvent[];
  readonly statistics: Readonly<Record<Venue, VenueStatistics>>;
  readonly marketCount: number;
  private readonly bySlug = new Map<string, CatalogEvent>();
  private readonly byMarketSlug = new Map<string, CatalogEvent>();
  private readonly byMarketId = new Map<string, { event: CatalogEvent; market: CatalogMarket }>();
  private readonly byToken = new Map<string, TokenRef>();
  private readonly orders = new Map<string, readonly CatalogEvent[]>();
  private searchIndex: SearchIndex | undefined;
  /** Position of each event in `events` (= its search document number). */
  private readonly position = new Map<CatalogEvent, number>();
  private readonly cache: LruCache<Weighed>;

  constructor(
    /** The catalog version this was built from (storage/clickhouse/catalog.ts catalogVersion). */
    readonly version: string,
    messages: readonly MarketMessage[],
    options: SnapshotOptions = {},
  ) {
    this.events = buildEvents(messages);
    this.statistics = statisticsOf(this.events);
    this.events.forEach((e, i) => this.position.set(e, i));
    let count = 0;
    for (const e of this.events) {
      const slugKey = `${e.venue}:${e.event.slug}`;
      if (e.event.slug && !this.bySlug.has(slugKey)) this.bySlug.set(slugKey, e);
      for (const market of e.markets) {
        count += 1;
        const m = market.data;
        this.byMarketId.set(`${e.venue}:${m.market_id}`, { event: e, market });
        if (m.slug && !this.byMarketSlug.has(`${e.venue}:${m.slug}`))
          this.byMarketSlug.set(`${e.venue}:${m.slug}`, e);
        this.byToken.set(m.left_token_id, { event: e, market, side: 'left' });
        this.byToken.set(m.right_token_id, { event: e, market, side: 'right' });
      }
    }
    this.marketCount = count;
    this.cache = new LruCache<Weighed>(
      options.cacheEntries ?? 512,
      options.cacheBytes ?? 64 * 1024 * 1024,
      (v) => v.byteLength,
    );
  }

  /** Events sorted by `sort`; unknown values (no end date…) last in both orders; ties by key. */
  private ordered(scope: VenueScope, sort: SortKey, order: SortOrder): readonly CatalogEvent[] {
    const id = `${scope}:${sort}:${order}`;
    let list = this.orders.get(id);
    if (list) return list;
    const value = sortValue[sort];
    const direction = order === 'ASC' ? 1 : -1;
    const keyed = this.events
      .filter((e) => scope === 'all' || e.venue === scope)
      .map((e) => ({ e, v: value(e) }));
    keyed.sort((a, b) => {
      if (a.v !== b.v) {
        if (a.v === null) return 1;
        if (b.v === null) return -1;
        return direction * (a.v - b.v);
      }
      return a.e.key < b.e.key ? -1 : a.e.key > b.e.key ? 1 : 0;
    });
    list = keyed.map((k) => k.e);
    this.orders.set(id, list);
    return list;
  }

  list(q: ListingQuery): ListingEntry[] {
    const byMarket =
      q.minPrice !== undefined || q.maxPrice !== undefined || q.rewards === true || q.bonds === true;
    const minPrice = q.minPrice ?? -Infinity;
    const maxPrice = q.maxPrice ?? Infinity;
    const keep = (m: CatalogMarket) =>
      (!q.rewards || m.data.rewards) &&
      (!q.bonds || m.bond) &&
      (q.minPrice === undefined && q.maxPrice === undefined
        ? true
        : m.leftPrice !== null && m.leftPrice >= minPrice && m.leftPrice <= maxPrice);
    const tags = q.tags && q.tags.length > 0 ? q.tags : undefined;
    const out: ListingEntry[] = [];
    let skipped = 0;
    for (const e of this.ordered(q.venue, q.sort, q.order)) {
      if (q.live && !e.active) continue;
      if (tags && !tags.some((t) => e.tagSet.has(t))) continue;
      if (q.minEndsAt !== undefined && (e.endsAt === null || e.endsAt < q.minEndsAt)) continue;
      if (q.maxEndsAt !== undefined && (e.endsAt === null || e.endsAt > q.maxEndsAt)) continue;
      const markets = byMarket ? e.markets.filter(keep) : e.markets;
      if (markets.length === 0) continue;
      if (skipped < q.offset) {
        skipped += 1;
        continue;
      }
      out.push({ event: e, markets });
      if (out.length >= q.limit) break;
    }
    return out;
  }

  /** Relevance-ranked events of both venues (ties: higher volume first). */
  search(text: string, limit: number, offset: number): ListingEntry[] {
    const hits = this.lazySearchIndex().search(text);
    hits.sort(
      (a, b) => b.score - a.score || this.events[b.doc]!.volume - this.events[a.doc]!.volume || a.doc - b.doc,
    );
    return hits.slice(offset, offset + limit).map((h) => {
      const event = this.events[h.doc]!;
      return { event, markets: event.markets };
    });
  }

  /**
   * Events of the same venue whose text resembles this event's, with a similarity in [0, 1]: the
   * search score (whole words) of the event's title as a query, relative to the event's own score for it.
   */
  relatedOnVenue(event: CatalogEvent, limit: number): { event: CatalogEvent; similarity: number }[] {
    const own = this.position.get(event) ?? -1;
    const { self, hits } = this.lazySearchIndex().related(event.event.title, own, (doc) => this.events[doc]!.venue === event.venue, limit);
    if (self <= 0) return [];
    return hits.map((h) => ({ event: this.events[h.doc]!, similarity: Math.min(1, h.score / self) }));
  }

  /** Builds the search index now (else on the first search). */
  warmSearch(): void {
    this.lazySearchIndex();
  }

  private lazySearchIndex(): SearchIndex {
    return (this.searchIndex ??= new SearchIndex(this.events.map(searchDocument)));
  }

  /** An event by its slug; failing that, the event of the market with that slug. */
  eventBySlug(venue: Venue, slug: string): CatalogEvent | undefined {
    return this.bySlug.get(`${venue}:${slug}`) ?? this.byMarketSlug.get(`${venue}:${slug}`);
  }

  market(venue: Venue, marketId: string): { event: CatalogEvent; market: CatalogMarket } | undefined {
    return this.byMarketId.get(`${venue}:${marketId}`);
  }

  token(tokenId: string): TokenRef | undefined {
    return this.byToken.get(tokenId);
  }

  /** A value derived from this version, computed once and kept while the cache has room. */
  memo<T extends Weighed>(key: string, create: () => T): T {
    return this.cache.getOrCreate(key, create) as T;
  }
}
