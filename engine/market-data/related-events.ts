// The same-venue part of `similar`: for each event, the events of its venue whose text resembles its
// own (CatalogSnapshot.relatedOnVenue: its title as a search query, scaled by its own score). The
// engine computes them when markets change and stores them; the route only reads them. Many events'
// lists are computed together (relatedEntriesEach): the full catalog's in well under a minute.
import type { CatalogSnapshot } from '../market-queries/catalog-snapshot.ts';
import type { CatalogEvent } from '../market-queries/catalog-model.ts';
import type { RelatedEntry } from '../../storage/hot/related-state.ts';

/** Entries kept per event: the route's largest limit (100) plus one, since it drops its own event. */
export const RELATED_PER_EVENT = 101;

export function relatedEntries(
  catalog: CatalogSnapshot,
  event: CatalogEvent,
  limit = RELATED_PER_EVENT,
): RelatedEntry[] {
  return catalog.relatedOnVenue(event, limit).map((r) => ({ key: r.event.key, similarity: r.similarity }));
}

/** The entries of many events, one event at a time (in an order of their own). */
export function* relatedEntriesEach(
  catalog: CatalogSnapshot,
  events: readonly CatalogEvent[],
  limit = RELATED_PER_EVENT,
): Generator<{ event: CatalogEvent; entries: RelatedEntry[]; cut: number }> {
  for (const { event, related, cut } of catalog.relatedOnVenueEach(events, limit))
    yield { event, entries: related.map((r) => ({ key: r.event.key, similarity: r.similarity })), cut };
}
