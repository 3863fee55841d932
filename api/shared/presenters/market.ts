// Wire forms of events and markets, as every family shows them (markets, similarity,
// recommendations, trading's wallet answers). Every event and market object the market routes
// return is in the listing form of the spec: venue_a events and markets as in 2.6 / 2.7, venue_b
// ones as in 2.8, with volume, liquidity and open-interest fields as numbers (unknown → 0) and left/right prices as
// numbers (unknown → null). Timestamps are ISO 8601 with Z, null when unknown.
// The decimal form (wallet responses, and the markets of recommendations) is the same object with
// those fields as decimal strings (unknown volumes → "0", unknown prices → null): spec 2.6–2.8.
import { add } from '../../../core/decimal.ts';
import type { DataSource } from '../../../core/market-data.ts';
import type {
  CatalogEvent,
  CatalogKalshiMarket,
  CatalogPolymarketMarket,
  KalshiEventEntry,
  MarketEntry,
  PolymarketEventEntry,
} from '../../../engine/market-queries/catalog-model.ts';
import type { ListingEntry } from '../../../engine/market-queries/catalog-snapshot.ts';
import type {
  EventActivity,
  EventLook,
  EventOut,
  ListingTimes,
  MarketOut,
  MarketOrderRules,
  MarketOutcome,
  VenueAEvent,
  VenueAMarket,
  VenueBEvent,
  VenueBMarket,
} from '../schemas/market.ts';

function amount(text: string | null): number {
  if (text === null) return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

// Presented objects depend only on the (immutable) catalog objects: built once per snapshot.
const presentedEvents = new WeakMap<CatalogEvent, EventOut>();
const presentedMarkets = new WeakMap<object, MarketOut>();

function cached<K extends object, V>(map: WeakMap<K, V>, key: K, build: () => V): V {
  let value = map.get(key);
  if (!value) map.set(key, (value = build()));
  return value;
}

/** The fields both venues' event forms share (shared/schemas/market.ts EventLookFields, EventActivityFields, ListingTimeFields). */
function eventLook(ev: EventLook): EventLook {
  return { image: ev.image, tags: ev.tags, labels: ev.labels };
}

function eventActivity(e: CatalogEvent): EventActivity {
  return { active: e.active, liquidity: e.liquidity, volume: e.volume };
}

function eventTimes(e: CatalogEvent): ListingTimes {
  return { created_at: iso(e.createdAt), updated_at: iso(e.updatedAt), ends_at: iso(e.endsAt) };
}

/** A market's times as the venue's record gives them (ISO 8601 already). */
function marketTimes(m: CatalogPolymarketMarket | CatalogKalshiMarket): ListingTimes {
  return { created_at: m.created_at, updated_at: m.updated_at, ends_at: m.ends_at };
}

function venueAEvent(e: PolymarketEventEntry): VenueAEvent {
  const ev = e.event;
  return {
    event_id: ev.event_id,
    title: ev.title,
    slug: ev.slug,
    description: ev.description,
    ...eventLook(ev),
    neg_risk: ev.neg_risk,
    ...eventActivity(e),
    volume24hr: e.volume24hr,
    volume1wk: amount(ev.volume1wk),
    volume1mo: amount(ev.volume1mo),
    volume1yr: amount(ev.volume1yr),
    live: { live: e.active, ended: e.ended },
    ...eventTimes(e),
  };
}

/** The venue's rules for the market's orders (shared/schemas/market.ts MarketOrderRulesFields): tick, minimum size, fees. */
function orderRules(m: CatalogPolymarketMarket | CatalogKalshiMarket): MarketOrderRules {
  return { tick_size: m.tick_size, min_order_size: m.min_order_size, fee_schedule: m.fee_schedule ?? null };
}

/** The fields both venues' market forms share (shared/schemas/market.ts MarketOutcomeFields). */
function outcomeFields(entry: MarketEntry<CatalogPolymarketMarket | CatalogKalshiMarket>): MarketOutcome {
  const m = entry.data;
  return {
    description: m.description,
    image: m.image,
    left_outcome: m.left_outcome,
    right_outcome: m.right_outcome,
    left_price: entry.leftPrice,
    right_price: entry.rightPrice,
    left_token_id: m.left_token_id,
    right_token_id: m.right_token_id,
    winner_token_id: m.winner_token_id,
    active: m.active,
    resolved: m.resolved,
    data_source: entry.dataSource,
  };
}

/** Precedence of labels when one answer entry gathers several: the least real one is named. */
const LEAST_REAL: readonly DataSource[] = ['sandbox', 'recording', 'backfill', 'live'];

/** The data source of an entry made of several records: `sandbox` if any is simulated, then `recording`, `backfill`, else `live`. */
export function entrySource(sources: Iterable<DataSource>): DataSource {
  const seen = new Set(sources);
  return LEAST_REAL.find((s) => seen.has(s)) ?? 'live';
}

function venueAMarket(eventId: number, entry: MarketEntry<CatalogPolymarketMarket>): VenueAMarket {
  const m = entry.data;
  return {
    event_id: eventId,
    condition_id: m.condition_id,
    question: m.question,
    outcome: m.outcome,
    slug: m.slug,
    ...outcomeFields(entry),
    fees: m.fees,
    decimals: m.decimals,
    liquidity: amount(m.liquidity),
    volume: amount(m.volume),
    volume24hr: amount(m.volume24hr),
    volume1wk: amount(m.volume1wk),
    volume1mo: amount(m.volume1mo),
    volume1yr: amount(m.volume1yr),
    rewards: { rewards: m.rewards },
    ...marketTimes(m),
    ...orderRules(m),
  };
}

function venueBEvent(e: KalshiEventEntry): VenueBEvent {
  const ev = e.event;
  return {
    series_id: ev.series_id,
    event_id: ev.event_id,
    title: ev.title,
    sub_title: ev.sub_title,
    slug: ev.slug,
    ...eventLook(ev),
    category: ev.category ?? '',
    ...eventActivity(e),
    live: { is_active: e.active },
    ...eventTimes(e),
  };
}

function venueBMarket(eventId: string, entry: MarketEntry<CatalogKalshiMarket>): VenueBMarket {
  const m = entry.data;
  return {
    series_id: m.series_id,
    event_id: eventId,
    market_id: m.market_id,
    kalshi_id: m.ticker,
    title: m.question,
    outcome: m.outcome,
    ...outcomeFields(entry),
    // A resolved market pays out: holders of the winning token can redeem it.
    claimable: m.resolved,
    liquidity: amount(m.liquidity),
    open_interest: amount(m.open_interest),
    volume: amount(m.volume),
    volume24hr: amount(m.volume24hr),
    // Swap routing: the first router trades the market's on-chain outcome mints, so it is enabled
    // once they are known and the market is open; the second router is not integrated.
    router_a: { enabled: m.token_id_source === 'dflow_mint' && m.active },
    router_b: false,
    ...marketTimes(m),
    ...orderRules(m),
  };
}

export function presentEvent(e: CatalogEvent): EventOut {
  return cached(presentedEvents, e, () => (e.venue === 'venue_a' ? venueAEvent(e) : venueBEvent(e)));
}

export function presentMarkets(e: CatalogEvent, markets: ListingEntry['markets']): MarketOut[] {
  if (e.venue === 'venue_a') {
    return (markets as readonly MarketEntry<CatalogPolymarketMarket>[]).map((m) =>
      cached(presentedMarkets, m, () => venueAMarket(e.event.event_id, m)),
    );
  }
  return (markets as readonly MarketEntry<CatalogKalshiMarket>[]).map((m) =>
    cached(presentedMarkets, m, () => venueBMarket(e.event.event_id, m)),
  );
}

/** Volume, liquidity and open-interest fields: numbers in listings, decimal strings in the decimal form. */
export const AMOUNT_FIELDS = [
  'liquidity',
  'open_interest',
  'volume',
  'volume24hr',
  'volume1wk',
  'volume1mo',
  'volume1yr',
] as const;
/** Prices: numbers in listings, decimal strings in the decimal form (null either way when unknown). */
export const PRICE_FIELDS = ['left_price', 'right_price'] as const;

type Texts = Record<string, string | null | undefined>;

/** The decimal form of an event (spec 2.6 "decimal string in wallet order responses", 2.8). */
export function presentEventDecimal(e: CatalogEvent): Record<string, unknown> {
  const out: Record<string, unknown> = { ...presentEvent(e) };
  const own = e.event as unknown as Texts;
  for (const field of AMOUNT_FIELDS) {
    if (!(field in out)) continue;
    // The event's own figure when the venue gives one, else the exact sum over its markets (the
    // listing's number is the same figure as a number).
    const texts = e.markets
      .map((m) => (m.data as unknown as Texts)[field])
      .filter((t): t is string => typeof t === 'string');
    out[field] =
      own[field] ??
      (field === 'liquidity' || field === 'volume' || field === 'volume24hr' ? texts.reduce(add, '0') : '0');
  }
  return out;
}

/** The decimal form of markets (spec 2.7 "decimal string in wallet and recommendation responses", 2.8). */
export function presentMarketsDecimal(
  e: CatalogEvent,
  markets: ListingEntry['markets'],
): Record<string, unknown>[] {
  return presentMarkets(e, markets).map((listed, i) => {
    const data = markets[i]!.data as unknown as Texts;
    const out: Record<string, unknown> = { ...listed };
    for (const field of AMOUNT_FIELDS) if (field in out) out[field] = data[field] ?? '0';
    for (const field of PRICE_FIELDS) out[field] = data[field] ?? null;
    return out;
  });
}
