// Schemas of the market routes (spec 4.3): requests (ajv validates them; query values arrive as
// text and are coerced) and responses (the OpenAPI document publishes them), plus the parsing of
// the values a schema cannot fully check (bucket lengths, tag lists; times: shared/schemas/time.ts).
// The event and market forms every family shows are in shared/schemas/market.ts.
import { Type, type Static } from '@sinclair/typebox';
import { BadRequestError } from '../../core/errors.ts';
import { Nullable, stringEnum } from '../../core/schema-types.ts';
import type { ListingQuery } from '../../engine/market-queries/catalog-snapshot.ts';
import type { DataSource } from '../../core/market-data.ts';
import {
  DataSourceOut,
  VenueAEventOut,
  VenueAMarketOut,
  VenueBEventOut,
  VenueBMarketOut,
} from '../shared/schemas/market.ts';
import { AnyTime, IsoTime, parseIso, parseTime } from '../shared/schemas/time.ts';

// ---- requests

export const LISTING_LIMIT_MAX = 250;
export const BOOK_LIMIT_MAX = 25_000;
export const SEARCH_LIMIT_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 20;
export const TOKEN_IDS_MAX = 500;

const Order = stringEnum(['ASC', 'DESC'] as const, { default: 'DESC' });
const Offset = Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 });
const ListingLimit = Type.Integer({ minimum: 1, maximum: LISTING_LIMIT_MAX, default: 100 });

export const MarketsQuery = Type.Object({
  venue: stringEnum(['venue_a', 'venue_b', 'all'] as const, { default: 'all' }),
  sort: stringEnum(['volume', 'liquidity', 'created_at', 'ends_at', 'newest'] as const, {
    default: 'volume',
    description:
      '`newest`: the most recent creation among the event and its markets (events that just gained a market rise).',
  }),
  order: Order,
  limit: ListingLimit,
  offset: Offset,
  min_price: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'Lowest left (first-outcome) price of a listed market.',
    }),
  ),
  max_price: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'Highest left (first-outcome) price of a listed market.',
    }),
  ),
  min_ends_at: Type.Optional(IsoTime),
  max_ends_at: Type.Optional(IsoTime),
  tags: Type.Optional(
    Type.String({
      maxLength: 1000,
      description:
        'Comma-separated; an event matches when it carries any of them (tag slug or label, any case).',
    }),
  ),
  rewards: Type.Boolean({ default: false, description: 'Only markets with liquidity rewards.' }),
  live: Type.Boolean({ default: false, description: 'Only events open for trading.' }),
  bonds: Type.Boolean({
    default: false,
    description: 'Only high-certainty markets: open, unresolved, leading outcome priced at least 0.95.',
  }),
  markets: Type.Boolean({ default: true, description: 'false: every entry has `markets: []`.' }),
});
export type MarketsQuery = Static<typeof MarketsQuery>;

export const VenueAMarketsQuery = Type.Object({
  sort: stringEnum(['volume', 'liquidity', 'created_at', 'ends_at'] as const, { default: 'volume' }),
  order: Order,
  limit: ListingLimit,
  offset: Offset,
});

export const TokenIdsBody = Type.Object(
  {
    token_ids: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), {
      maxItems: TOKEN_IDS_MAX,
      description: `At most ${TOKEN_IDS_MAX} token ids; unknown ones are left out of the answer.`,
    }),
  },
  { additionalProperties: false },
);

export const MarketStreamQuery = Type.Object({
  token_ids: Type.String({
    minLength: 1,
    description: `Comma-separated token ids, at most ${TOKEN_IDS_MAX} (each at most 128 characters).`,
  }),
});
export type MarketStreamQuery = Static<typeof MarketStreamQuery>;

export const OrderbooksQuery = Type.Object({
  venue: stringEnum(['venue_a', 'venue_b'] as const),
  token_id: Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'Required for venue_a.' }),
  ),
  market_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: "Required for venue_b: the market ticker; its YES (left) token's book is read.",
    }),
  ),
  start: Type.Optional(AnyTime),
  end: Type.Optional(AnyTime),
  bucket: Type.Optional(
    Type.String({
      pattern: '^[1-9][0-9]{0,5}[smhd]$',
      description: 'Bucket length: 30s, 5m, 1h, 1d… (at most 1d).',
    }),
  ),
  points: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: BOOK_LIMIT_MAX,
      description: 'About this many buckets over the range (bucket at most 1d).',
    }),
  ),
  order: Order,
  limit: Type.Integer({ minimum: 1, maximum: BOOK_LIMIT_MAX, default: 1000 }),
  offset: Offset,
});
export type OrderbooksQuery = Static<typeof OrderbooksQuery>;

export const SearchPath = Type.Object({ query: Type.String({ minLength: 1, maxLength: 200 }) });
export const SearchQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT }),
  offset: Offset,
});

export const SlugPath = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 300 }) });

// ---- parsing what schemas cannot check

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export function parseBucket(text: string): number {
  const unit = text.at(-1) as keyof typeof UNIT_MS;
  return Number(text.slice(0, -1)) * UNIT_MS[unit];
}

export function parseTags(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const tags = [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].sort();
  return tags.length > 0 ? tags : undefined;
}

// ---- cross-field rules: the checks that span several parameters, run before the handler reads

/** A refusal of the cross-field rules; `param` when one field alone is at fault. */
function invalid(message: string, param?: string): BadRequestError {
  return new BadRequestError(message, 'invalid_request', param);
}

/** The listing query in domain terms: min_price ≤ max_price, min_ends_at ≤ max_ends_at. */
export function listingQuery(q: MarketsQuery): ListingQuery {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
    throw invalid('query.min_price must not be greater than query.max_price');
  }
  const minEndsAt = q.min_ends_at === undefined ? undefined : parseIso(q.min_ends_at, 'query.min_ends_at');
  const maxEndsAt = q.max_ends_at === undefined ? undefined : parseIso(q.max_ends_at, 'query.max_ends_at');
  if (minEndsAt !== undefined && maxEndsAt !== undefined && minEndsAt > maxEndsAt) {
    throw invalid('query.min_ends_at must not be after query.max_ends_at');
  }
  return {
    venue: q.venue,
    sort: q.sort,
    order: q.order,
    limit: q.limit,
    offset: q.offset,
    minPrice: q.min_price,
    maxPrice: q.max_price,
    minEndsAt,
    maxEndsAt,
    tags: parseTags(q.tags),
    rewards: q.rewards,
    live: q.live,
    bonds: q.bonds,
  };
}

/**
 * Venue → token: venue_a names its token (token_id), venue_b its market (market_id), whose YES
 * token the handler looks up in the catalog (an unknown market is a 404 before any range check).
 */
export function orderbooksTarget(q: OrderbooksQuery): { tokenId: string } | { marketId: string } {
  if (q.venue === 'venue_a') {
    if (q.token_id === undefined)
      throw invalid('query.token_id is required when venue is venue_a', 'token_id');
    return { tokenId: q.token_id };
  }
  if (q.market_id === undefined)
    throw invalid('query.market_id is required when venue is venue_b', 'market_id');
  return { marketId: q.market_id };
}

/** The history's range and bucketing: start ≤ end, bucket or points (not both), a bucket of at most 1d. */
export function orderbooksRange(q: OrderbooksQuery): {
  start: number | undefined;
  end: number | undefined;
  bucketMs: number | undefined;
} {
  const start = q.start === undefined ? undefined : parseTime(q.start, 'query.start');
  const end = q.end === undefined ? undefined : parseTime(q.end, 'query.end');
  if (start !== undefined && end !== undefined && start > end) {
    throw invalid('query.start must not be after query.end');
  }
  if (q.bucket !== undefined && q.points !== undefined) {
    throw invalid('query.bucket and query.points cannot be combined');
  }
  const bucketMs = q.bucket === undefined ? undefined : parseBucket(q.bucket);
  if (bucketMs !== undefined && bucketMs > 86_400_000)
    throw invalid('query.bucket must be at most 1d', 'bucket');
  return { start, end, bucketMs };
}

const TOKEN_ID_MAX_LENGTH = 128;

/** The distinct token ids of the parameter, in order; 400 naming it when there are none or too many. */
export function parseStreamTokens(value: string): string[] {
  const tokens = [
    ...new Set(
      value
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t.length > 0),
    ),
  ];
  if (tokens.length === 0) throw invalid('query.token_ids must name at least one token id', 'token_ids');
  if (tokens.length > TOKEN_IDS_MAX) {
    throw new BadRequestError(
      `query.token_ids must name at most ${TOKEN_IDS_MAX} token ids`,
      'invalid_request',
      'token_ids',
    );
  }
  if (tokens.some((t) => t.length > TOKEN_ID_MAX_LENGTH)) {
    throw new BadRequestError(
      `query.token_ids: each token id must be at most ${TOKEN_ID_MAX_LENGTH} characters`,
      'invalid_request',
      'token_ids',
    );
  }
  return tokens;
}

// ---- responses (for the OpenAPI document)

/** An entry's source over its markets (an extra field beside the spec's): the least real one. */
const EntrySourceOut = Type.Unsafe<DataSource>({
  ...DataSourceOut,
  description:
    "Where the entry's records came from, per entry because a listing mixes them: `sandbox` when any of its markets is simulated (docs/sandbox.md), else `recording` when any is replayed from the recorded dataset, else `live`.",
});

export const VenueAEntryOut = Type.Object(
  { event: VenueAEventOut, markets: Type.Array(VenueAMarketOut), data_source: EntrySourceOut },
  { title: 'VenueAEntry' },
);

export const ListingEntryOut = Type.Union(
  [
    Type.Object({
      venue: Type.Literal('venue_a'),
      event: VenueAEventOut,
      markets: Type.Array(VenueAMarketOut),
      data_source: EntrySourceOut,
    }),
    Type.Object({
      venue: Type.Literal('venue_b'),
      event: VenueBEventOut,
      markets: Type.Array(VenueBMarketOut),
      data_source: EntrySourceOut,
    }),
  ],
  { title: 'ListingEntry' },
);

export const OrderbookSnapshotOut = Type.Object(
  {
    condition_id: Type.String({ description: 'The market: condition id (venue_a) or ticker (venue_b).' }),
    token_id: Type.String(),
    bids: Type.Record(Type.String(), Type.Number(), { description: 'price → size' }),
    asks: Type.Record(Type.String(), Type.Number(), { description: 'price → size' }),
    best_bid: Nullable(Type.Number()),
    best_ask: Nullable(Type.Number()),
    price: Type.Optional(
      Type.Number({
        description:
          "Only where no book of the token was ever recorded: the venue's latest backfilled price (X-Data-Source: " +
          'backfill), with empty bids and asks. Absent on a recorded book.',
      }),
    ),
    created_at: Type.String({ description: 'Snapshot time; for bucketed reads the end of the bucket.' }),
  },
  { title: 'OrderbookSnapshot' },
);

const VenueStatisticsOut = Type.Object(
  {
    total_markets: Type.Integer(),
    active_markets: Type.Integer(),
    total_volume: Type.Number(),
  },
  { title: 'VenueStatistics' },
);
export const StatisticsOut = Type.Object(
  { venue_a: VenueStatisticsOut, venue_b: VenueStatisticsOut },
  { title: 'MarketStatistics' },
);

export const SparklinesOut = Type.Record(Type.String(), Type.Array(Type.Number()), {
  description: 'token id → 24 hourly prices, oldest first',
});
export const PricesOut = Type.Record(Type.String(), Type.Number(), { description: 'token id → price' });

// ---- the wire type the book presenters return (checked against the schema above)

export type BookPointOut = Static<typeof OrderbookSnapshotOut>;
