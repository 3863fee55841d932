// The recommendation form of spec 2.6–2.8: the event part as in listings (volumes as numbers) but
// without `updated_at`; market objects in the decimal form (prices, volumes and liquidity as
// decimal strings).
import type { ListingEntry } from '../../engine/market-queries/catalog-snapshot.ts';
import { entrySource, presentEvent, presentMarketsDecimal } from '../shared/presenters/market.ts';

export function presentRecommendation(entry: ListingEntry): Record<string, unknown> {
  const { updated_at: _updatedAt, ...event } = presentEvent(entry.event);
  return {
    venue: entry.event.venue,
    event,
    markets: presentMarketsDecimal(entry.event, entry.markets),
    // Extra (not in the spec): per entry, as in the listings.
    data_source: entrySource(entry.markets.map((m) => m.dataSource)),
  };
}
