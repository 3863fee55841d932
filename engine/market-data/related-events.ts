// The same-venue part of `similar`: for each event, the events of its venue whose text resembles its
// own (CatalogSnapshot.relatedOnVenue: its title as a search query, scaled by its own score). The
// engine computes them when markets change and stores them; the route only reads them.
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
