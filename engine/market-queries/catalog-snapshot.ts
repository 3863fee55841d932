// The catalog read model's current state: the events with their markets, lookups by slug, market id
// and token id, the search index, per-venue statistics, sort orders built on first use, and a
// bounded cache for whatever the API derives from it (serialized listings). It starts from every
// market's latest message and then takes changes (apply): each changed market re-derives only its
// event, moves that event in the sort orders and the search index, and clears the derived cache, so
// the work per change is bounded by the size of its event, not of the catalog. A change is applied
// synchronously: a request (one turn of the event loop) never sees half of it.
import { LRUCache } from 'lru-cache';
import type { MarketMessage, Venue } from '../../core/market-data.ts';
import {
  buildEvents,
  eventEntry,
  marketEntry,
  messageSource,
  newerSource,
  sourceOf,
  StatisticsTally,
  type CatalogEvent,
  type CatalogMarket,
  type EventSource,
  type VenueStatistics,
} from './catalog-model.ts';
import { relatedEach } from './related-search.ts';
import { SearchIndex, tokenize, type SearchDocument } from './search-index.ts';

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
  /** With `live`: events whose end (ends_at) is at or before this time (unix ms) are left out too. */
  liveAt?: number;
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

/** A market and its event: one per market, shared by the market-id and both token lookups. */
interface MarketRef {
  readonly event: CatalogEvent;
  readonly market: CatalogMarket;
}

/** A map per venue: the keys are the catalog's own texts (ids, slugs), not `venue:` copies of them. */
type ByVenue<V> = Record<Venue, Map<string, V>>;

function byVenue<V>(): ByVenue<V> {
  return { venue_a: new Map(), venue_b: new Map() };
}

/** The venue's map; none for a text that names no venue. */
function ofVenue<V>(maps: ByVenue<V>, venue: string): Map<string, V> | undefined {
  return venue === 'venue_a' || venue === 'venue_b' ? maps[venue] : undefined;
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

/** lru-cache counts sizes from 1. */
const weightOf = (v: Weighed): number => Math.max(1, v.byteLength);

type EventOrder = (a: CatalogEvent, b: CatalogEvent) => number;

/** Ascending values, unknown values (null) last; ties by key: a total order. */
function ascendingOrder(sort: SortKey): EventOrder {
  const value = sortValue[sort];
  return (a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va !== vb) {
      if (va === null) return 1;
      if (vb === null) return -1;
      return va - vb;
    }
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  };
}

/**
 * Visits the events of the descending order, read from the ascending list, until `visit` returns
 * false: the known values from the highest down, each run of equal values in key order (as the
 * ascending list has it), then the unknown ones (null) in key order. Reading the ascending list so,
 * rather than keeping a descending copy of it, saves a list per sort and scope: 8.6 MB of the 30
 * orders of the full catalog. Long runs and the nulls are found by binary search, so a listing
 * reads about the events it passes.
 */
function eachDescending(
  asc: readonly CatalogEvent[],
  value: (e: CatalogEvent) => number | null,
  visit: (e: CatalogEvent) => boolean,
): void {
  const known = firstIndex(asc, 0, asc.length, (e) => value(e) === null);
  for (let end = known; end > 0;) {
    const v = value(asc[end - 1]!)!;
    let start = end - 1;
    while (start > 0 && end - start < SHORT_RUN && value(asc[start - 1]!) === v) start--;
    if (start > 0 && end - start === SHORT_RUN) start = firstIndex(asc, 0, start, (e) => value(e)! >= v);
    for (let i = start; i < end; i++) if (!visit(asc[i]!)) return;
    end = start;
  }
  for (let i = known; i < asc.length; i++) if (!visit(asc[i]!)) return;
}

/** Runs of equal values up to this long are found by stepping back, longer ones by binary search. */
const SHORT_RUN = 8;

/** The first index of [from, to) where `past` holds (it holds from some index on), else `to`. */
function firstIndex(
  list: readonly CatalogEvent[],
  from: number,
  to: number,
  past: (e: CatalogEvent) => boolean,
): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (past(list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

interface SortedOrder {
  list: CatalogEvent[];
  readonly scope: VenueScope;
  readonly compare: EventOrder;
  /** Events of `list` gone since it was built or last folded. */
  readonly gone: Set<CatalogEvent>;
  /** Events not in `list` yet. */
  readonly fresh: Set<CatalogEvent>;
}

/**
 * The order's list with its pending changes folded in, in one pass: few changes are placed by
 * binary search and the list copied once around them (no comparison beyond log n per change); many
 * (a rebuild) are merged.
 */
function folded(order: SortedOrder): CatalogEvent[] {
  if (order.gone.size === 0 && order.fresh.size === 0) return order.list;
  const { list, compare } = order;
  const fresh = [...order.fresh].sort(compare);
  if ((order.gone.size + fresh.length) * PLACE_FACTOR > list.length) {
    order.list = merged(
      list.filter((e) => !order.gone.has(e)),
      fresh,
      compare,
    );
  } else {
    const leaving: number[] = [];
    for (const e of order.gone) {
      // A gone event is still the object the list holds, with the values it was sorted by.
      const found = placeOf(list, e, compare);
      const at = list[found] === e ? found : list.indexOf(e);
      if (at >= 0) leaving.push(at);
    }
    leaving.sort((a, b) => a - b);
    // fresh is sorted, so its places are in order (an equal gone event beside one leaves anyway).
    const places = fresh.map((e) => placeOf(list, e, compare));
    const out = new Array<CatalogEvent>(list.length - leaving.length + fresh.length);
    let k = 0;
    let j = 0;
    let g = 0;
    for (let i = 0; i < list.length; i++) {
      while (j < fresh.length && places[j] === i) out[k++] = fresh[j++]!;
      if (g < leaving.length && leaving[g] === i) g++;
      else out[k++] = list[i]!;
    }
    while (j < fresh.length) out[k++] = fresh[j++]!;
    order.list = out;
  }
  order.gone.clear();
  order.fresh.clear();
  return order.list;
}

/** Above one change per this many ordered events, folded() merges instead of placing each change. */
const PLACE_FACTOR = 64;

/** The first index whose event does not sort before `e`. */
function placeOf(list: readonly CatalogEvent[], e: CatalogEvent, compare: EventOrder): number {
  return firstIndex(list, 0, list.length, (x) => compare(x, e) >= 0);
}

/** Two sorted lists as one. */
function merged(
  kept: readonly CatalogEvent[],
  fresh: readonly CatalogEvent[],
  compare: EventOrder,
): CatalogEvent[] {
  const out = new Array<CatalogEvent>(kept.length + fresh.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < out.length; k++) {
    out[k] =
      j >= fresh.length || (i < kept.length && compare(kept[i]!, fresh[j]!) <= 0) ? kept[i++]! : fresh[j++]!;
  }
  return out;
}

const sortValue: Record<SortKey, (e: CatalogEvent) => number | null> = {
  volume: (e) => e.volume,
  liquidity: (e) => e.liquidity,
  created_at: (e) => e.createdAt,
  ends_at: (e) => e.endsAt,
  newest: (e) => e.newestAt,
};

/** The event and market fields searchDocument reads (besides ids, which do not change). */
const EVENT_TEXT = ['title', 'description', 'tags', 'labels', 'category', 'series_id', 'sub_title'];
const MARKET_TEXT = ['question', 'outcome', 'description'];

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

const titleTermsOf = new WeakMap<CatalogEvent, string[]>();

/** An event's title's distinct terms (related()'s query), tokenized once per event version. */
function titleTerms(e: CatalogEvent): string[] {
  let terms = titleTermsOf.get(e);
  if (!terms) titleTermsOf.set(e, (terms = [...new Set(tokenize(e.event.title))]));
  return terms;
}

/** What a change did: events (re)built, keys of events that no longer exist. */
export interface CatalogChange {
  changed: CatalogEvent[];
  removed: string[];
}

type AnyEventSource = EventSource<CatalogEvent['event']>;

export class CatalogSnapshot {
  /** Events by slot; a slot is the event's search document number; each version of an event takes
   * a new slot (search documents are appended), a replaced or removed one leaves a hole. */
  private readonly slots: (CatalogEvent | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private liveEvents: CatalogEvent[] | undefined;
  private readonly tally = new StatisticsTally();
  private stats: Readonly<Record<Venue, VenueStatistics>>;
  private markets = 0;
  private readonly bySlug = byVenue<CatalogEvent>();
  private readonly byMarketSlug = byVenue<CatalogEvent>();
  private readonly byMarketId = byVenue<MarketRef>();
  private readonly byToken = new Map<string, MarketRef>();
  /** Sort orders built on first use, and the changes not folded into each yet (see noteInOrders). */
  private readonly orders = new Map<string, SortedOrder>();
  private searchIndex: SearchIndex | undefined;
  private readonly cache: LRUCache<string, Weighed>;

  constructor(
    /** Names the catalog state this holds (the read model's change cursor); changes with apply(). */
    public version: string,
    messages: readonly MarketMessage[],
    options: SnapshotOptions = {},
  ) {
    for (const e of buildEvents(messages)) this.insert(e);
    this.stats = this.tally.current();
    this.cache = new LRUCache<string, Weighed>({
      // Bounded by bytes first (an answer weighs twice its JSON: the text and the enveloped copy sent).
      // bench:load's mix holds ~82 MB of answers (96 listings of ~145 KB, 650 searches of ~37 KB):
      // at 64 MB, or at 512 entries, they pushed each other out and a tenth of the API's main thread
      // went to computing searches again. A value heavier than the whole budget is not kept.
      max: options.cacheEntries ?? 4096,
      maxSize: options.cacheBytes ?? 128 * 1024 * 1024,
      sizeCalculation: weightOf,
    });
  }

  get events(): readonly CatalogEvent[] {
    return (this.liveEvents ??= this.slots.filter((e): e is CatalogEvent => e !== undefined));
  }

  get statistics(): Readonly<Record<Venue, VenueStatistics>> {
    return this.stats;
  }

  get marketCount(): number {
    return this.markets;
  }

  /** An event by its key (`venue:event_id`). */
  event(key: string): CatalogEvent | undefined {
    const slot = this.slotOf.get(key);
    return slot === undefined ? undefined : this.slots[slot];
  }

  /**
   * Takes newer market messages: a message older than (or as old as) the stored version of its
   * market is ignored. A market that moved to another event leaves its old one (which keeps its
   * event part, or goes when it has no market left).
   */
  apply(version: string, messages: readonly MarketMessage[]): CatalogChange {
    const newest = new Map<string, MarketMessage>();
    for (const m of messages) {
      if (m.venue !== 'venue_a' && m.venue !== 'venue_b') continue; // not a catalog message
      const key = `${m.venue}:${m.market.market_id}`;
      const seen = newest.get(key) ?? ofVenue(this.byMarketId, m.venue)?.get(m.market.market_id);
      const seenTs = seen ? ('source_ts' in seen ? seen.source_ts : seen.market.sourceTs) : -1;
      if (m.source_ts > seenTs) newest.set(key, m);
    }
    // Per event touched: markets leaving, markets arriving, candidate event parts.
    const touched = new Map<
      string,
      { venue: Venue; leaving: Set<string>; arriving: CatalogMarket[]; sources: AnyEventSource[] }
    >();
    const touch = (venue: Venue, key: string) => {
      let t = touched.get(key);
      if (!t) touched.set(key, (t = { venue, leaving: new Set(), arriving: [], sources: [] }));
      return t;
    };
    for (const m of newest.values()) {
      const eventKey = `${m.venue}:${m.event.event_id}`;
      const old = ofVenue(this.byMarketId, m.venue)?.get(m.market.market_id);
      if (old) touch(m.venue, old.event.key).leaving.add(m.market.market_id);
      const t = touch(m.venue, eventKey);
      t.arriving.push(marketEntry(m.market as never, m.source_ts, messageSource(m)));
      t.sources.push({ event: m.event, ts: m.source_ts, marketId: m.market.market_id });
    }
    const change: CatalogChange = { changed: [], removed: [] };
    const gone = new Set<CatalogEvent>();
    for (const [key, t] of touched) {
      const old = this.event(key);
      const kept = (old?.markets ?? []).filter((m) => !t.leaving.has(m.data.market_id));
      const markets = [...kept, ...t.arriving];
      if (old) {
        this.delete(old);
        gone.add(old);
      }
      if (markets.length === 0) {
        change.removed.push(key);
        continue;
      }
      let source: AnyEventSource | undefined = old && sourceOf(old);
      for (const s of t.sources) source = source ? newerSource(source, s) : s;
      const entry = eventEntry(t.venue, source as never, markets as never) as CatalogEvent;
      this.insert(entry);
      change.changed.push(entry);
    }
    if (touched.size > 0) {
      this.noteInOrders(gone, change.changed);
      this.stats = this.tally.current();
      this.cache.clear();
    }
    this.version = version;
    return change;
  }

  /**
   * Visits the events sorted by `sort` until `visit` returns false; unknown values (no end date…)
   * last in both orders; ties by key. One list per sort and scope: descending reads it backwards.
   */
  private eachOrdered(
    scope: VenueScope,
    sort: SortKey,
    order: SortOrder,
    visit: (e: CatalogEvent) => boolean,
  ): void {
    const asc = this.ascending(scope, sort);
    if (order === 'DESC') eachDescending(asc, sortValue[sort], visit);
    else for (let i = 0; i < asc.length && visit(asc[i]!); i++);
  }

  /** The ascending order of a sort and scope, built on first use. */
  private ascending(scope: VenueScope, sort: SortKey): readonly CatalogEvent[] {
    const id = `${scope}:${sort}`;
    const kept = this.orders.get(id);
    if (kept) return folded(kept);
    const compare = ascendingOrder(sort);
    const list = this.events.filter((e) => scope === 'all' || e.venue === scope).sort(compare);
    this.orders.set(id, { list, scope, compare, gone: new Set(), fresh: new Set() });
    return list;
  }

  /**
   * Notes the changes in every sort order built so far; each order folds them in when next read
   * (folded). So a refresh's slices cost nothing per order here, and an order pays one pass for all
   * the changes since it was last read — not a pass (and a copy of the list) per slice: with the 30
   * orders of the listings built, that held the event loop for seconds per refresh on the full
   * catalog, mostly in garbage collection of the copies.
   */
  private noteInOrders(gone: ReadonlySet<CatalogEvent>, added: readonly CatalogEvent[]): void {
    for (const order of this.orders.values()) {
      const inScope = (e: CatalogEvent) => order.scope === 'all' || e.venue === order.scope;
      for (const e of gone) {
        if (!inScope(e)) continue;
        // Added since the last fold: it never reached the list.
        if (!order.fresh.delete(e)) order.gone.add(e);
      }
      for (const e of added) if (inScope(e)) order.fresh.add(e);
    }
  }

  /** Adds an event everywhere but in the sort orders (noteInOrders), in a new slot. */
  private insert(e: CatalogEvent): void {
    const at = this.slots.length;
    this.slots[at] = e;
    this.slotOf.set(e.key, at);
    this.liveEvents = undefined;
    const bySlug = this.bySlug[e.venue];
    const byMarketSlug = this.byMarketSlug[e.venue];
    const byMarketId = this.byMarketId[e.venue];
    if (e.event.slug && !bySlug.has(e.event.slug)) bySlug.set(e.event.slug, e);
    for (const market of e.markets) {
      this.markets += 1;
      const m = market.data;
      const ref: MarketRef = { event: e, market };
      byMarketId.set(m.market_id, ref);
      if (m.slug && !byMarketSlug.has(m.slug)) byMarketSlug.set(m.slug, e);
      this.byToken.set(m.left_token_id, ref);
      this.byToken.set(m.right_token_id, ref);
    }
    this.tally.count(e, 1);
    this.searchIndex?.add(at, searchDocument(e));
  }

  /** Removes an event from everything but the sort orders (noteInOrders); its slot stays empty. */
  private delete(e: CatalogEvent): void {
    const at = this.slotOf.get(e.key)!;
    this.searchIndex?.remove(at, searchDocument(e));
    this.tally.count(e, -1);
    const bySlug = this.bySlug[e.venue];
    const byMarketSlug = this.byMarketSlug[e.venue];
    const byMarketId = this.byMarketId[e.venue];
    if (bySlug.get(e.event.slug) === e) bySlug.delete(e.event.slug);
    for (const market of e.markets) {
      this.markets -= 1;
      const m = market.data;
      if (byMarketId.get(m.market_id)?.event === e) byMarketId.delete(m.market_id);
      if (byMarketSlug.get(m.slug) === e) byMarketSlug.delete(m.slug);
      if (this.byToken.get(m.left_token_id)?.event === e) this.byToken.delete(m.left_token_id);
      if (this.byToken.get(m.right_token_id)?.event === e) this.byToken.delete(m.right_token_id);
    }
    this.slots[at] = undefined;
    this.slotOf.delete(e.key);
    this.liveEvents = undefined;
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
    this.eachOrdered(q.venue, q.sort, q.order, (e) => {
      if (q.live && (!e.active || (q.liveAt !== undefined && e.endsAt !== null && e.endsAt <= q.liveAt)))
        return true;
      if (tags && !tags.some((t) => e.tagSet.has(t))) return true;
      if (q.minEndsAt !== undefined && (e.endsAt === null || e.endsAt < q.minEndsAt)) return true;
      if (q.maxEndsAt !== undefined && (e.endsAt === null || e.endsAt > q.maxEndsAt)) return true;
      const markets = byMarket ? e.markets.filter(keep) : e.markets;
      if (markets.length === 0) return true;
      if (skipped < q.offset) {
        skipped += 1;
        return true;
      }
      out.push({ event: e, markets });
      return out.length < q.limit;
    });
    return out;
  }

  /** Relevance-ranked events of both venues (ties: higher volume first). */
  search(text: string, limit: number, offset: number): ListingEntry[] {
    const hits = this.lazySearchIndex().search(text);
    hits.sort(
      (a, b) => b.score - a.score || this.slots[b.doc]!.volume - this.slots[a.doc]!.volume || a.doc - b.doc,
    );
    return hits.slice(offset, offset + limit).map((h) => {
      const event = this.slots[h.doc]!;
      return { event, markets: event.markets };
    });
  }

  /**
   * Events of the same venue whose text resembles this event's, with a similarity in [0, 1]: the
   * search score (whole words) of the event's title as a query, relative to the event's own score for it.
   */
  relatedOnVenue(event: CatalogEvent, limit: number): { event: CatalogEvent; similarity: number }[] {
    const own = this.slotOf.get(event.key) ?? -1;
    const { self, hits } = this.lazySearchIndex().related(
      event.event.title,
      own,
      (doc) => this.slots[doc]?.venue === event.venue,
      limit,
    );
    if (self <= 0) return [];
    return hits.map((h) => ({ event: this.slots[h.doc]!, similarity: Math.min(1, h.score / self) }));
  }

  /**
   * relatedOnVenue for many events at once (the same answers: related-search.ts), one by one in an
   * order of its own. The catalog must not change until the last is read.
   */
  *relatedOnVenueEach(
    events: readonly CatalogEvent[],
    limit: number,
  ): Generator<{
    event: CatalogEvent;
    related: { event: CatalogEvent; similarity: number }[];
    /** The score another event must reach to enter this list (its last one's when full, else 0). */
    cut: number;
  }> {
    // Each slot's venue, read per document considered: 1 venue_a, 2 venue_b, 0 empty.
    const venues = Uint8Array.from(this.slots, (e) => (!e ? 0 : e.venue === 'venue_a' ? 1 : 2));
    const queries = events.map((event) => {
      const venue = event.venue === 'venue_a' ? 1 : 2;
      return {
        text: event.event.title,
        own: this.slotOf.get(event.key) ?? -1,
        accept: (doc: number) => venues[doc] === venue,
      };
    });
    for (const { at, answer } of relatedEach(this.lazySearchIndex(), queries, limit)) {
      const { self, hits } = answer;
      const related =
        self <= 0
          ? []
          : hits.map((h) => ({ event: this.slots[h.doc]!, similarity: Math.min(1, h.score / self) }));
      const cut = hits.length === limit ? hits[limit - 1]!.score : 0;
      yield { event: events[at]!, related, cut };
    }
  }

  /**
   * Whether a market message may change the text the search index holds for the events it touches
   * (a new market, a market moving to another event, other words): what other events' related lists
   * depend on. A price, volume or date change does not.
   */
  changesText(m: MarketMessage): boolean {
    const ref = ofVenue(this.byMarketId, m.venue)?.get(m.market.market_id);
    if (!ref || ref.event.key !== `${m.venue}:${m.event.event_id}`) return true;
    const held = ref.event.event as unknown as Record<string, unknown>;
    const next = m.event as unknown as Record<string, unknown>;
    const heldMarket = ref.market.data as unknown as Record<string, unknown>;
    const nextMarket = m.market as unknown as Record<string, unknown>;
    return (
      EVENT_TEXT.some((f) => JSON.stringify(held[f]) !== JSON.stringify(next[f])) ||
      MARKET_TEXT.some((f) => heldMarket[f] !== nextMarket[f])
    );
  }

  /**
   * The events of the same venue whose related list (relatedOnVenue, by their title) `event` may
   * enter or hold: it scores at least their cut for them (the cut as stored with the list; an event
   * with none is not judged). Reads every event's title terms (tokenized once per event version).
   */
  eventsThatMayList(event: CatalogEvent, cutOf: (key: string) => number | undefined): CatalogEvent[] {
    const doc = this.slotOf.get(event.key);
    if (doc === undefined) return [];
    const index = this.lazySearchIndex();
    const contribution = new Map<string, number>();
    const out: CatalogEvent[] = [];
    for (const other of this.events) {
      if (other.venue !== event.venue || other === event) continue;
      const cut = cutOf(other.key);
      if (cut === undefined) continue;
      const terms = titleTerms(other);
      let sum = 0;
      let hits = 0;
      for (const term of terms) {
        let c = contribution.get(term);
        if (c === undefined) contribution.set(term, (c = index.contribution(term, doc)));
        if (c === 0) continue;
        sum += c;
        hits += 1;
      }
      // Summed in the title's order as related() sums it; the margin covers any last-bit difference.
      if (hits > 0 && ((sum * hits) / terms.length) * (1 + 1e-9) >= cut) out.push(other);
    }
    return out;
  }

  /** Builds the search index now (else on the first search). */
  warmSearch(): void {
    this.lazySearchIndex();
  }

  private lazySearchIndex(): SearchIndex {
    return (this.searchIndex ??= new SearchIndex(this.slots.map((e) => e && searchDocument(e))));
  }

  /** An event by its slug; failing that, the event of the market with that slug. */
  eventBySlug(venue: Venue, slug: string): CatalogEvent | undefined {
    return ofVenue(this.bySlug, venue)?.get(slug) ?? ofVenue(this.byMarketSlug, venue)?.get(slug);
  }

  market(venue: Venue, marketId: string): { event: CatalogEvent; market: CatalogMarket } | undefined {
    return ofVenue(this.byMarketId, venue)?.get(marketId);
  }

  token(tokenId: string): TokenRef | undefined {
    const ref = this.byToken.get(tokenId);
    if (!ref) return undefined;
    return {
      event: ref.event,
      market: ref.market,
      side: ref.market.data.right_token_id === tokenId ? 'right' : 'left',
    };
  }

  /** A value derived from this version, computed once and kept while the cache has room. */
  memo<T extends Weighed>(key: string, create: () => T): T {
    const held = this.cache.get(key);
    if (held !== undefined) return held as T;
    const value = create();
    this.cache.set(key, value);
    return value;
  }
}
