// The recommendation form of spec 2.6–2.8: the event part as in listings (volumes as numbers) but
// without `updated_at`; market objects in their default form, with prices, volumes and liquidity
// as decimal strings.
import type { ListingEntry } from '../../engine/catalog/catalog-snapshot.ts';
import { presentEvent, presentMarkets } from './markets.ts';

const DECIMAL_FIELDS = ['left_price', 'right_price', 'liquidity', 'open_interest', 'volume', 'volume24hr', 'volume1wk', 'volume1mo', 'volume1yr'] as const;

export function presentRecommendation(entry: ListingEntry): Record<string, unknown> {
  const { updated_at: _updatedAt, ...event } = presentEvent(entry.event);
  const listed = presentMarkets(entry.event, entry.markets);
  const markets = listed.map((m, i) => {
    // The normalized market message holds these as decimal strings already.
    const data = entry.markets[i]!.data as unknown as Record<string, string | null>;
    const out: Record<string, unknown> = { ...m };
    for (const field of DECIMAL_FIELDS) if (field in out) out[field] = data[field] ?? '0';
    return out;
  });
  return { venue: entry.event.venue, event, markets };
}
