// Recommendations: events ranked for an account's interest tags over one catalog snapshot.
//
//   1. Events whose tags or labels match an interest come first, more matching interests first
//      (an interest also matches a word of the title, at half weight).
//   2. Within each group, and for everything after the matches, by the blend
//        0.40·volume + 0.20·liquidity + 0.20·recency + 0.20·closing,
//      volume and liquidity as log1p scaled to [0, 1] by the catalog's largest event, recency
//      exp(−age / 7 days) from the event's last update, closing 1 for an end within 7 days,
//      falling as 7 days / time-to-end beyond, and 0.3 when the end is unknown.
//   3. Ties by venue and event id, so that the order is total and pages never overlap.
// Ended, resolved and past-their-end events are left out; so are markets that are not open.
// Without interests the ranking is the blend alone: the popular default.
import type { CatalogEvent, CatalogMarket } from './catalog-model.ts';
import type { CatalogSnapshot, ListingEntry } from './catalog-snapshot.ts';

const DAY_MS = 86_400_000;
const WEIGHTS = { volume: 0.4, liquidity: 0.2, recency: 0.2, closing: 0.2 };
const RECENCY_MS = 7 * DAY_MS;
const CLOSING_SOON_MS = 7 * DAY_MS;
const UNKNOWN_END_SCORE = 0.3;

interface Ranked {
  event: CatalogEvent;
  markets: readonly CatalogMarket[];
  blend: number;
  /** Lower-case words of the title, for interest matching. */
  words: ReadonlySet<string>;
}

/** Blend scores depend only on the snapshot (and the day): computed once per snapshot. */
export class Recommender {
  private readonly ranked: readonly Ranked[];
  /** Rough memory weight for the snapshot's cache. */
  readonly byteLength: number;

  constructor(snapshot: CatalogSnapshot, now: number) {
    const open = snapshot.events
      .map((event) => ({ event, markets: event.markets.filter((m) => m.data.active && !m.data.resolved) }))
      .filter(
        ({ event, markets }) =>
          markets.length > 0 && !event.ended && (event.endsAt === null || event.endsAt > now),
      );
    const maxVolume = Math.log1p(Math.max(0, ...open.map((o) => o.event.volume)));
    const maxLiquidity = Math.log1p(Math.max(0, ...open.map((o) => o.event.liquidity)));
    const scale = (v: number, max: number) => (max > 0 ? Math.log1p(Math.max(0, v)) / max : 0);
    this.ranked = open
      .map(({ event, markets }) => {
        const age = now - (event.updatedAt ?? event.createdAt ?? now);
        const toEnd = event.endsAt === null ? null : event.endsAt - now;
        const closing =
          toEnd === null ? UNKNOWN_END_SCORE : Math.min(1, CLOSING_SOON_MS / Math.max(toEnd, 1));
        const blend =
          WEIGHTS.volume * scale(event.volume, maxVolume) +
          WEIGHTS.liquidity * scale(event.liquidity, maxLiquidity) +
          WEIGHTS.recency * Math.exp(-Math.max(0, age) / RECENCY_MS) +
          WEIGHTS.closing * closing;
        const words = new Set(
          event.event.title
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .filter(Boolean),
        );
        return { event, markets, blend, words };
      })
      .sort((a, b) => b.blend - a.blend || compareKeys(a.event, b.event));
    this.byteLength = this.ranked.length * 200;
  }

  /** One page of recommendations for these (normalized, lower-case) interests. */
  page(interests: readonly string[], limit: number, offset: number): ListingEntry[] {
    if (interests.length === 0) return this.ranked.slice(offset, offset + limit).map(entry);
    const matched: { r: Ranked; match: number }[] = [];
    const rest: Ranked[] = [];
    for (const r of this.ranked) {
      let match = 0;
      for (const interest of interests) {
        if (r.event.tagSet.has(interest)) match += 1;
        else if (r.words.has(interest)) match += 0.5;
      }
      if (match > 0) matched.push({ r, match });
      else rest.push(r);
    }
    // `ranked` is already in blend order and sort is stable: equal matches keep it.
    matched.sort((a, b) => b.match - a.match);
    return [...matched.map((m) => m.r), ...rest].slice(offset, offset + limit).map(entry);
  }
}

function entry(r: Ranked): ListingEntry {
  return { event: r.event, markets: r.markets };
}

function compareKeys(a: CatalogEvent, b: CatalogEvent): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** The recommender of a snapshot, rebuilt at most hourly (recency and closing drift slowly). */
export function recommenderFor(snapshot: CatalogSnapshot, now = Date.now()): Recommender {
  const hour = Math.floor(now / 3_600_000);
  return snapshot.memo(`recommender:${hour}`, () => new Recommender(snapshot, now));
}
