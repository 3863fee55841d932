// Schemas of the market-history routes (history-routes.ts): candles, trades and one market by its
// venue id. Requests are validated by ajv (query values arrive as text and are coerced); the
// cross-field rules a schema cannot state are the named functions below.
import { Type, type Static } from '@sinclair/typebox';
import { BadRequestError } from '../../core/errors.ts';
import {
  CANDLE_INTERVALS,
  MAX_CANDLE_BUCKETS,
  type CandleInterval,
} from '../../engine/market-queries/candles-query.ts';
import { Nullable, stringEnum } from '../../core/schema-types.ts';
import {
  VenueAEventOut,
  VenueAMarketOut,
  VenueBEventOut,
  VenueBMarketOut,
} from '../shared/schemas/market.ts';
import { AnyTime, parseTime } from '../shared/schemas/time.ts';

export const TRADES_LIMIT_MAX = 1000;

const SOURCES = ['live', 'recording', 'backfill', 'sandbox'] as const;
const Source = stringEnum(SOURCES, {
  description:
    "Where the record came from: `live` (the venue as it happened), `recording` (the replayed order-book dataset), `backfill` (the venue's history, fetched afterwards) or `sandbox` (simulated).",
});

/** Which token a history route reads: a token id of either venue, or a venue_b ticker (its YES token). */
const tokenTarget = {
  token_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'A token of either venue (venue_a: the CLOB token id).',
    }),
  ),
  ticker: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description:
        'A venue_b market ticker: its YES (left) token is read. Give token_id or ticker, not both.',
    }),
  ),
};

const range = {
  start: Type.Optional(AnyTime),
  end: Type.Optional(AnyTime),
};

export const CandlesQuery = Type.Object({
  ...tokenTarget,
  interval: stringEnum(Object.keys(CANDLE_INTERVALS) as CandleInterval[], {
    default: '1h',
    description:
      'Bucket length; buckets are aligned to the unix epoch (a day starts at 00:00 UTC, 4h at 00, 04, 08… UTC).',
  }),
  ...range,
});
export type CandlesQuery = Static<typeof CandlesQuery>;

export const TradesQuery = Type.Object({
  ...tokenTarget,
  ...range,
  limit: Type.Integer({ minimum: 1, maximum: TRADES_LIMIT_MAX, default: 100 }),
  offset: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }),
});
export type TradesQuery = Static<typeof TradesQuery>;

export const ConditionIdPath = Type.Object({
  condition_id: Type.String({
    pattern: '^0x[0-9a-fA-F]{64}$',
    description: "The market's condition id (0x and 64 hex digits).",
  }),
});
export const TickerPath = Type.Object({
  ticker: Type.String({ minLength: 1, maxLength: 128, description: 'The Kalshi market ticker.' }),
});

// ---- responses

const CandleOut = Type.Object(
  {
    start: Type.String({ description: "The bucket's start, ISO 8601 UTC." }),
    open: Type.Number(),
    high: Type.Number(),
    low: Type.Number(),
    close: Type.Number(),
    volume: Nullable(
      Type.Number({ description: 'Shares (contracts) traded in the bucket; null for candles from prices.' }),
    ),
    trades: Nullable(Type.Integer({ description: 'Trades in the bucket; null for candles from prices.' })),
  },
  { title: 'Candle' },
);

export const CandlesOut = Type.Object(
  {
    venue: stringEnum(['venue_a', 'venue_b'] as const),
    market_id: Type.String({ description: 'The market: condition id (venue_a) or ticker (venue_b).' }),
    token_id: Type.String(),
    interval: Type.String(),
    basis: stringEnum(['trades', 'prices'] as const, {
      description:
        "`trades`: from the stored trades in the range (volume and count given); `prices`: the range holds no trade, the candles come from its prices (the book's mid where both sides are quoted, the stream's mids, backfilled prices), volume and trades null.",
    }),
    sources: Type.Array(Source, { description: 'The sources of the records the candles were made from.' }),
    start: Nullable(
      Type.String({
        description:
          "The range read, ISO 8601 (default: the first stored price's bucket); null when nothing is stored.",
      }),
    ),
    end: Nullable(Type.String({ description: 'Default: the latest stored price.' })),
    candles: Type.Array(CandleOut, {
      description: `Oldest first; buckets without a record are left out; at most ${MAX_CANDLE_BUCKETS}.`,
    }),
  },
  { title: 'Candles' },
);
export type CandlesOut = Static<typeof CandlesOut>;

export const TradeOut = Type.Object(
  {
    trade_id: Nullable(
      Type.String({
        description:
          "The venue's id: Polymarket's transaction hash, Kalshi's trade_id; null where the source gave none.",
      }),
    ),
    token_id: Type.String(),
    side: Nullable(
      stringEnum(['buy', 'sell'] as const, {
        description: "The taker's side; null when the venue did not say.",
      }),
    ),
    price: Type.Number(),
    size: Nullable(Type.Number({ description: 'Shares (contracts); null when the venue did not say.' })),
    time: Type.String({ description: 'ISO 8601 UTC, milliseconds.' }),
    source: Source,
  },
  { title: 'Trade' },
);
export type TradeOut = Static<typeof TradeOut>;

export const VenueAMarketEntryOut = Type.Object(
  { event: VenueAEventOut, market: VenueAMarketOut },
  { title: 'VenueAMarketEntry' },
);
export const VenueBMarketEntryOut = Type.Object(
  { event: VenueBEventOut, market: VenueBMarketOut },
  { title: 'VenueBMarketEntry' },
);
export type VenueAMarketEntry = Static<typeof VenueAMarketEntryOut>;
export type VenueBMarketEntry = Static<typeof VenueBMarketEntryOut>;

// ---- cross-field rules

/** token_id or ticker, exactly one. */
export function historyTarget(q: {
  token_id?: string;
  ticker?: string;
}): { tokenId: string } | { ticker: string } {
  if (q.token_id !== undefined && q.ticker !== undefined) {
    throw new BadRequestError('query.token_id and query.ticker cannot be combined');
  }
  if (q.token_id !== undefined) return { tokenId: q.token_id };
  if (q.ticker !== undefined) return { ticker: q.ticker };
  throw new BadRequestError('query.token_id or query.ticker is required', 'invalid_request', 'token_id');
}

/** start ≤ end where both are given. */
export function historyRange(q: { start?: string; end?: string }): { start?: number; end?: number } {
  const start = q.start === undefined ? undefined : parseTime(q.start, 'query.start');
  const end = q.end === undefined ? undefined : parseTime(q.end, 'query.end');
  if (start !== undefined && end !== undefined && start > end) {
    throw new BadRequestError('query.start must not be after query.end');
  }
  return { ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) };
}
