// The catalog as the API reads it: events (both venues) with their markets, built once per catalog
// version from every market's latest `market` message. Each market message carries its event; the
// event part of the newest message of an event stands for the event. What the listing filters and
// sorts on is derived here once, so that requests only compare numbers.
import { add, sub } from '../../core/decimal.ts';
import type {
  DataSource,
  KalshiEvent,
  KalshiMarket,
  MarketMessage,
  PolymarketEvent,
  PolymarketMarket,
  Venue,
} from '../../core/market-data.ts';

/** A leading outcome priced at least this (or its other side at most 1 − this) makes a "bond". */
export const BOND_MIN_PRICE = 0.95;

/**
 * The market fields the catalog keeps: those the routes serve or read (the order rules among them:
 * tick size, minimum order size, fee parameters). The venue-only fields no route reads (question_id
 * and gamma_id, the venue's quotes, venue_b's lifecycle status) are left out: about 20 MB of the full catalog's 165k markets (question_id alone, a
 * 66-character hex id per market, 15 MB).
 */
export type CatalogPolymarketMarket = Omit<PolymarketMarket, 'question_id' | 'gamma_id' | NotKept>;
export type CatalogKalshiMarket = Omit<KalshiMarket, 'status' | 'result' | 'settlement_mint' | NotKept>;
type NotKept = 'best_bid' | 'best_ask' | 'last_trade_price' | 'accepting_orders';

export interface MarketEntry<M> {
  readonly data: M;
  /** Prices as numbers (null when the venue quotes none). */
  readonly leftPrice: number | null;
  readonly rightPrice: number | null;
  readonly volume: number;
  /** Open for trading, unresolved, and its leading outcome priced ≥ BOND_MIN_PRICE. */
  readonly bond: boolean;
  /** The version (source_ts) of the message this came from: an older one never replaces it. */
  readonly sourceTs: number;
  /** Where the message came from (its `source`; `recording` for the replay's `recorded`): live unless said. */
  readonly dataSource: DataSource;
}

/** A market message's data source: its own `source`, else `recording` when it is recorded, else live. */
export function messageSource(m: { source?: DataSource; recorded?: true }): DataSource {
  return m.source ?? (m.recorded === true ? 'recording' : 'live');
}

interface EventEntryOf<V extends Venue, E, M> {
  readonly venue: V;
  /** `venue:event_id`, unique across venues. */
  readonly key: string;
  /** The event part of the newest message of the event. */
  readonly event: E;
  /** Which message that was (its source_ts and market id): a later change compares against it
   * (sourceOf). Two fields rather than the EventSource object: 48 bytes less per event. */
  readonly eventTs: number;
  readonly eventMarketId: string;
  /** Highest volume first (then market id). */
  readonly markets: readonly MarketEntry<M>[];
  /** The event's own figure when the venue gives one, else the sum over its markets. */
  readonly volume: number;
  readonly liquidity: number;
  readonly volume24hr: number;
  /** Unix ms; the event's own creation time, else its earliest market's. */
  readonly createdAt: number | null;
  /** Unix ms; the latest creation time among the event and its markets (sort `newest`). */
  readonly newestAt: number | null;
  /** Unix ms; the latest end time among the event and its markets (an event ends with its last market). */
  readonly endsAt: number | null;
  readonly updatedAt: number | null;
  /** At least one market open for trading. */
  readonly active: boolean;
  /** Every market closed. */
  readonly ended: boolean;
  /** Tags and labels, lower case (the `tags` filter matches either). */
  readonly tagSet: ReadonlySet<string>;
}

export type PolymarketEventEntry = EventEntryOf<'venue_a', PolymarketEvent, CatalogPolymarketMarket>;
export type KalshiEventEntry = EventEntryOf<'venue_b', KalshiEvent, CatalogKalshiMarket>;
export type CatalogEvent = PolymarketEventEntry | KalshiEventEntry;
export type CatalogMarket = MarketEntry<CatalogPolymarketMarket> | MarketEntry<CatalogKalshiMarket>;

export interface VenueStatistics {
  total_markets: number;
  active_markets: number;
  /** Sum of the markets' volumes (USDC on venue_a, contracts of $1 on venue_b). */
  total_volume: number;
}

function num(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function time(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

function maxOf(values: (number | null)[]): number | null {
  let best: number | null = null;
  for (const v of values) if (v !== null && (best === null || v > best)) best = v;
  return best;
}

function minOf(values: (number | null)[]): number | null {
  let best: number | null = null;
  for (const v of values) if (v !== null && (best === null || v < best)) best = v;
  return best;
}

/** The exact sum of the decimal texts given (0.1 + 0.2 is 0.3), as a number; absent ones count 0. */
function sumOf(texts: (string | null | undefined)[]): number {
  let total = '0';
  for (const t of texts) if (t !== null && t !== undefined && num(t) !== null) total = add(total, t);
  return Number(total);
}

type AnyMarket = PolymarketMarket | KalshiMarket;

/** Where an event's event part comes from: the newest message of its markets. */
export interface EventSource<E> {
  readonly event: E;
  readonly ts: number;
  readonly marketId: string;
}

/** Where an event entry's event part came from. */
export function sourceOf(e: CatalogEvent): EventSource<CatalogEvent['event']> {
  return { event: e.event, ts: e.eventTs, marketId: e.eventMarketId };
}

/** The newer of two event sources; ties go to the lower market id, so load order does not matter. */
export function newerSource<E>(a: EventSource<E>, b: EventSource<E>): EventSource<E> {
  return b.ts > a.ts || (b.ts === a.ts && b.marketId < a.marketId) ? b : a;
}

/** The kept form of a venue's market. */
type Kept<M extends AnyMarket> = M extends PolymarketMarket ? CatalogPolymarketMarket : CatalogKalshiMarket;
type KeptMarket = CatalogPolymarketMarket | CatalogKalshiMarket;

export function marketEntry<M extends AnyMarket>(
  m: M,
  sourceTs: number,
  dataSource: DataSource = 'live',
): MarketEntry<Kept<M>> {
  const leftPrice = num(m.left_price);
  const rightPrice = num(m.right_price);
  const leading = leftPrice === null ? null : Math.max(leftPrice, rightPrice ?? 1 - leftPrice);
  return {
    data: ('ticker' in m ? keptKalshi(m) : keptPolymarket(m)) as Kept<M>,
    leftPrice,
    rightPrice,
    volume: num(m.volume) ?? 0,
    bond: m.active && !m.resolved && leading !== null && leading >= BOND_MIN_PRICE,
    sourceTs,
    dataSource,
  };
}

// The kept fields copied into an object literal, one per venue: a literal holds its fields in the
// object itself (a copy made by spreading or by deleting the others holds some of them in a second
// array, about 30 bytes more per market).
function keptPolymarket(m: PolymarketMarket): CatalogPolymarketMarket {
  return {
    market_id: m.market_id,
    condition_id: m.condition_id,
    question: m.question,
    outcome: m.outcome,
    slug: m.slug,
    description: m.description,
    image: m.image,
    left_outcome: m.left_outcome,
    right_outcome: m.right_outcome,
    left_token_id: m.left_token_id,
    right_token_id: m.right_token_id,
    left_price: m.left_price,
    right_price: m.right_price,
    winner_token_id: m.winner_token_id,
    active: m.active,
    closed: m.closed,
    resolved: m.resolved,
    fees: m.fees,
    fee_schedule: m.fee_schedule ?? null,
    rewards: m.rewards,
    neg_risk: m.neg_risk,
    tick_size: m.tick_size,
    decimals: m.decimals,
    min_order_size: m.min_order_size,
    liquidity: m.liquidity,
    volume: m.volume,
    volume24hr: m.volume24hr,
    volume1wk: m.volume1wk,
    volume1mo: m.volume1mo,
    volume1yr: m.volume1yr,
    open_interest: m.open_interest,
    created_at: m.created_at,
    updated_at: m.updated_at,
    ends_at: m.ends_at,
  };
}

function keptKalshi(m: KalshiMarket): CatalogKalshiMarket {
  return {
    market_id: m.market_id,
    ticker: m.ticker,
    series_id: m.series_id,
    question: m.question,
    outcome: m.outcome,
    slug: m.slug,
    description: m.description,
    image: m.image,
    left_outcome: m.left_outcome,
    right_outcome: m.right_outcome,
    left_token_id: m.left_token_id,
    right_token_id: m.right_token_id,
    token_id_source: m.token_id_source,
    left_price: m.left_price,
    right_price: m.right_price,
    winner_token_id: m.winner_token_id,
    active: m.active,
    closed: m.closed,
    resolved: m.resolved,
    fees: m.fees,
    fee_schedule: m.fee_schedule ?? null,
    rewards: m.rewards,
    tick_size: m.tick_size,
    decimals: m.decimals,
    min_order_size: m.min_order_size,
    liquidity: m.liquidity,
    volume: m.volume,
    volume24hr: m.volume24hr,
    volume1wk: m.volume1wk,
    volume1mo: m.volume1mo,
    volume1yr: m.volume1yr,
    open_interest: m.open_interest,
    created_at: m.created_at,
    updated_at: m.updated_at,
    ends_at: m.ends_at,
  };
}

function byVolumeThenId(a: MarketEntry<KeptMarket>, b: MarketEntry<KeptMarket>): number {
  return (
    b.volume - a.volume ||
    (a.data.market_id < b.data.market_id ? -1 : a.data.market_id > b.data.market_id ? 1 : 0)
  );
}

/** An event entry from its event part and its markets (in any order). */
export function eventEntry<V extends Venue, E extends PolymarketEvent | KalshiEvent, M extends KeptMarket>(
  venue: V,
  eventSource: EventSource<E>,
  entries: readonly MarketEntry<M>[],
): EventEntryOf<V, E, M> {
  const event = eventSource.event;
  const markets = [...entries].sort(byVolumeThenId);
  const datas = markets.map((m) => m.data);
  return {
    venue,
    // join makes one flat string; a template literal of 13 characters or more makes a rope over its
    // parts, flattened into a second string when first hashed: 48 bytes more per event.
    key: [venue, event.event_id].join(':'),
    event,
    eventTs: eventSource.ts,
    eventMarketId: eventSource.marketId,
    markets,
    volume: num(event.volume) ?? sumOf(datas.map((m) => m.volume)),
    liquidity: num(event.liquidity) ?? sumOf(datas.map((m) => m.liquidity)),
    volume24hr: num(event.volume24hr) ?? sumOf(datas.map((m) => m.volume24hr)),
    createdAt: time(event.created_at) ?? minOf(datas.map((m) => time(m.created_at))),
    newestAt: maxOf([time(event.created_at), ...datas.map((m) => time(m.created_at))]),
    endsAt: maxOf([time(event.ends_at), ...datas.map((m) => time(m.ends_at))]),
    updatedAt: maxOf([time(event.updated_at), ...datas.map((m) => time(m.updated_at))]),
    active: datas.some((m) => m.active),
    ended: datas.every((m) => m.closed),
    tagSet: tagSetOf(event.tags, event.labels),
  };
}

/**
 * Events share their tag sets: the full catalog's 107,235 events carry 11 different ones, and a set
 * of its own cost each event about 150 bytes. Keyed by the tags and labels as given; cleared when
 * it grows past TAG_SETS (sharing is only a saving: a set is never changed once made).
 */
const tagSets = new Map<string, ReadonlySet<string>>();
const TAG_SETS = 10_000;

function tagSetOf(tags: readonly string[], labels: readonly string[]): ReadonlySet<string> {
  // JSON: no two lists of texts give the same key.
  const key = JSON.stringify([tags, labels]);
  let set = tagSets.get(key);
  if (set === undefined) {
    const made = new Set<string>();
    for (const t of [...tags, ...labels]) made.add(t.toLowerCase());
    if (tagSets.size >= TAG_SETS) tagSets.clear();
    tagSets.set(key, (set = made));
  }
  return set;
}

function eventOfGroup<V extends Venue, E extends PolymarketEvent | KalshiEvent, M extends AnyMarket>(
  venue: V,
  group: readonly { event: E; market: M; source_ts: number; source?: DataSource; recorded?: true }[],
): EventEntryOf<V, E, Kept<M>> {
  const source = group
    .map((m) => ({ event: m.event, ts: m.source_ts, marketId: m.market.market_id }))
    .reduce((best, m) => newerSource(best, m));
  return eventEntry(
    venue,
    source,
    group.map((m) => marketEntry(m.market, m.source_ts, messageSource(m))),
  );
}

/** Groups market messages by event (latest version of each market wins). */
export function buildEvents(messages: readonly MarketMessage[]): CatalogEvent[] {
  const latest = new Map<string, MarketMessage>();
  for (const m of messages) {
    const key = `${m.venue}:${m.market.market_id}`;
    const seen = latest.get(key);
    if (!seen || seen.source_ts <= m.source_ts) latest.set(key, m);
  }
  const polymarket = new Map<
    string,
    { event: PolymarketEvent; market: PolymarketMarket; source_ts: number }[]
  >();
  const kalshi = new Map<string, { event: KalshiEvent; market: KalshiMarket; source_ts: number }[]>();
  for (const m of latest.values()) {
    if (m.venue === 'venue_a') {
      const id = String(m.event.event_id);
      let list = polymarket.get(id);
      if (!list) polymarket.set(id, (list = []));
      list.push(m);
    } else {
      let list = kalshi.get(m.event.event_id);
      if (!list) kalshi.set(m.event.event_id, (list = []));
      list.push(m);
    }
  }
  const events: CatalogEvent[] = [];
  for (const group of polymarket.values()) events.push(eventOfGroup('venue_a', group));
  for (const group of kalshi.values()) events.push(eventOfGroup('venue_b', group));
  return events;
}

/** Per-venue statistics kept current as events come and go (volumes summed exactly, as decimal text). */
export class StatisticsTally {
  private readonly tally: Record<Venue, { total: number; active: number; volume: string }> = {
    venue_a: { total: 0, active: 0, volume: '0' },
    venue_b: { total: 0, active: 0, volume: '0' },
  };

  /** Counts an event's markets in (+1) or out (−1). */
  count(e: CatalogEvent, sign: 1 | -1): void {
    const t = this.tally[e.venue];
    for (const m of e.markets) {
      t.total += sign;
      if (m.data.active) t.active += sign;
      if (m.data.volume !== null)
        t.volume = sign > 0 ? add(t.volume, m.data.volume) : sub(t.volume, m.data.volume);
    }
  }

  current(): Record<Venue, VenueStatistics> {
    const of = (v: Venue): VenueStatistics => ({
      total_markets: this.tally[v].total,
      active_markets: this.tally[v].active,
      total_volume: Number(this.tally[v].volume),
    });
    return { venue_a: of('venue_a'), venue_b: of('venue_b') };
  }
}

export function statisticsOf(events: readonly CatalogEvent[]): Record<Venue, VenueStatistics> {
  const tally = new StatisticsTally();
  for (const e of events) tally.count(e, 1);
  return tally.current();
}
