// Wire forms of the market routes' own answers: listing entries (an event with its markets, in the
// form of shared/presenters/market.ts) and order-book history points.
import type { DataSource, Venue } from '../../core/market-data.ts';
import type { BackfilledPrice } from '../../engine/market-queries/backfill-prices.ts';
import type { BookHistoryPoint } from '../../engine/market-queries/book-history-query.ts';
import type { ListingEntry } from '../../engine/market-queries/catalog-snapshot.ts';
import { entrySource, presentEvent, presentMarkets } from '../shared/presenters/market.ts';
import type { EventOut, MarketOut } from '../shared/schemas/market.ts';
import type { BookPointOut } from './schemas.ts';

export interface EntryForm {
  /** Include `venue` (the general listing and search) or not (the venue_a routes). */
  venue: boolean;
  /** Include the markets, or list `markets: []`. */
  markets: boolean;
}

/** A listing entry: ListingEntryOut with `venue`, VenueAEntryOut without. */
export function presentEntry(
  entry: ListingEntry,
  form: EntryForm,
): { venue?: Venue; event: EventOut; markets: MarketOut[]; data_source: DataSource } {
  const event = presentEvent(entry.event);
  const markets = form.markets ? presentMarkets(entry.event, entry.markets) : [];
  // Per entry, also when the markets are left out: a listing may mix live, recorded and simulated events.
  const data_source = entrySource(entry.markets.map((m) => m.dataSource));
  return form.venue
    ? { venue: entry.event.venue, event, markets, data_source }
    : { event, markets, data_source };
}

function levels(list: [string, string][]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [price, size] of list) out[price] = Number(size);
  return out;
}

/** A snapshot's fields of the wire form, in its key order, without the time it is shown at. */
function bookFields(row: BookHistoryPoint['row']): Omit<BookPointOut, 'created_at' | 'price'> {
  return {
    condition_id: row.market_id,
    token_id: row.token_id,
    bids: levels(row.bids),
    asks: levels(row.asks),
    best_bid: row.best_bid === null ? null : Number(row.best_bid),
    best_ask: row.best_ask === null ? null : Number(row.best_ask),
  };
}

export function presentBookPoint({ row, at }: BookHistoryPoint): BookPointOut {
  return { ...bookFields(row), created_at: new Date(at).toISOString() };
}

/** A token of which no book was recorded, by its latest backfilled price: no level is invented. */
export function presentBackfilledBook(
  marketId: string,
  tokenId: string,
  backfilled: BackfilledPrice,
): BookPointOut {
  return {
    condition_id: marketId,
    token_id: tokenId,
    bids: {},
    asks: {},
    best_bid: null,
    best_ask: null,
    price: backfilled.price,
    created_at: new Date(backfilled.at).toISOString(),
  };
}

/**
 * The JSON text of `points.map(presentBookPoint)`, byte for byte, built without an object per point:
 * a bucketed history shows one snapshot in every bucket it is carried through, so each snapshot's
 * fields are encoded once and each point adds only its time (on 844 hourly buckets of a real token:
 * about 0.3 ms instead of 1.2 ms for presenting and stringifying).
 */
export function serializeBookPoints(points: readonly BookHistoryPoint[]): string {
  const parts: string[] = [];
  let row: BookHistoryPoint['row'] | undefined;
  let head = '';
  for (const point of points) {
    if (point.row !== row) {
      row = point.row;
      // '{"condition_id":…,"best_ask":…}' → '{"condition_id":…,"best_ask":…,"created_at":'
      head = `${JSON.stringify(bookFields(row)).slice(0, -1)},"created_at":`;
    }
    // An ISO time holds nothing JSON escapes.
    parts.push(`${head}"${new Date(point.at).toISOString()}"}`);
  }
  return `[${parts.join(',')}]`;
}
