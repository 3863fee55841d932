// The wire forms of an event and its markets in listings (spec 2.6 venue_a events, 2.7 venue_a
// markets, 2.8 venue_b), as every family shows them: the market routes, the similar events and
// pairs, recommendations (shared/presenters/market.ts builds them), and the fee schedule and order
// rules a quote repeats.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, stringEnum } from '../../../core/schema-types.ts';

const Timestamp = Nullable(
  Type.String({ description: 'ISO 8601, UTC, with Z; null when the venue gives none.' }),
);
const Num = Type.Number();
const Price = Nullable(
  Type.Number({ minimum: 0, maximum: 1, description: 'null when the venue quotes none.' }),
);

/**
 * The fields both venues' event forms share, in two runs at the places the spec lists them (2.6,
 * 2.8): how the event looks, and whether it trades with how much.
 */
export const EventLookFields = {
  image: Type.String(),
  tags: Type.Array(Type.String()),
  labels: Type.Array(Type.String()),
};
export const EventActivityFields = {
  active: Type.Boolean(),
  liquidity: Num,
  volume: Num,
};
/** When an event or market was created, last updated and ends: the last fields of every listing form. */
export const ListingTimeFields = {
  created_at: Timestamp,
  updated_at: Timestamp,
  ends_at: Timestamp,
};

export const VenueAEventOut = Type.Object(
  {
    event_id: Type.Integer(),
    title: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    ...EventLookFields,
    neg_risk: Type.Boolean(),
    ...EventActivityFields,
    volume24hr: Num,
    volume1wk: Num,
    volume1mo: Num,
    volume1yr: Num,
    live: Type.Object({ live: Type.Boolean(), ended: Type.Boolean() }),
    ...ListingTimeFields,
  },
  { title: 'VenueAEvent' },
);

/** The fields both venues' market forms share, in the order the spec lists them. */
/** Where a market's record came from (an extra field beside the spec's): live, recording (the replayed dataset) or sandbox (simulated: docs/sandbox.md). */
export const DataSourceOut = stringEnum(['live', 'recording', 'backfill', 'sandbox'], {
  description:
    "Where this record came from: `live` (the venue), `recording` (the replayed 2026-07-11 order-book dataset), `backfill` (the venue's history) or `sandbox` (simulated prices, never a forecast: docs/sandbox.md).",
});

export const MarketOutcomeFields = {
  description: Type.String(),
  image: Type.String(),
  left_outcome: Type.String(),
  right_outcome: Type.String(),
  left_price: Price,
  right_price: Price,
  left_token_id: Type.String(),
  right_token_id: Type.String(),
  winner_token_id: Type.String(),
  active: Type.Boolean(),
  resolved: Type.Boolean(),
  data_source: DataSourceOut,
};

/**
 * A market's fee parameters as read from its venue: the taker fee of a trade of C shares at price p is
 * C × taker_rate × (p·(1−p))^exponent, rounded as the venue rounds (docs/api/trading.md, Fees).
 * null: the venue's record names none (no fee is charged in paper mode; see the Fees section).
 */
export const FeeScheduleOut = Nullable(
  Type.Object({
    taker_rate: Type.String({
      pattern: '^\\d+(\\.\\d+)?$',
      description: 'Rate of a taker (an order that crosses the book).',
    }),
    maker_rate: Type.String({
      pattern: '^\\d+(\\.\\d+)?$',
      description: 'Rate of a maker (a resting order that is crossed); 0 on venue_a.',
    }),
    exponent: Type.Integer({ minimum: 0, description: 'Power of p·(1−p) in the fee curve.' }),
    read_at: Type.String({ description: 'When the venue was read for these parameters (ISO 8601, UTC).' }),
  }),
);

/**
 * The rules the venue applies to the market's orders, beside the spec's fields (additive): paper and
 * live orders are refused by them alike (docs/venue-order-rules.md).
 */
export const MarketOrderRulesFields = {
  tick_size: Nullable(
    Type.String({
      description:
        'Smallest price step (USDC per share); a limit price must be a multiple of it. null: the venue names none (0.01 is applied).',
    }),
  ),
  min_order_size: Nullable(
    Type.String({
      description:
        'Smallest order the venue accepts, in shares (venue_a: a resting limit order; a marketable buy also needs at least 1 USDC) or contracts (venue_b). null: the venue names none (venue_a applies 5).',
    }),
  ),
  fee_schedule: FeeScheduleOut,
};

export const VenueAMarketOut = Type.Object(
  {
    event_id: Type.Integer(),
    condition_id: Type.String(),
    question: Type.String(),
    outcome: Type.String(),
    slug: Type.String(),
    ...MarketOutcomeFields,
    fees: Type.Boolean(),
    decimals: Nullable(Type.Integer()),
    liquidity: Num,
    volume: Num,
    volume24hr: Num,
    volume1wk: Num,
    volume1mo: Num,
    volume1yr: Num,
    rewards: Type.Object({ rewards: Type.Boolean() }),
    ...ListingTimeFields,
    ...MarketOrderRulesFields,
  },
  { title: 'VenueAMarket' },
);

export const VenueBEventOut = Type.Object(
  {
    series_id: Type.String(),
    event_id: Type.String(),
    title: Type.String(),
    sub_title: Type.String(),
    slug: Type.String(),
    ...EventLookFields,
    category: Type.String(),
    ...EventActivityFields,
    live: Type.Object({ is_active: Type.Boolean() }),
    ...ListingTimeFields,
  },
  { title: 'VenueBEvent' },
);

export const VenueBMarketOut = Type.Object(
  {
    series_id: Type.String(),
    event_id: Type.String(),
    market_id: Type.String(),
    kalshi_id: Type.String({ description: 'The venue_b market ticker (short market code).' }),
    title: Type.String(),
    outcome: Type.String(),
    ...MarketOutcomeFields,
    claimable: Type.Boolean(),
    liquidity: Num,
    open_interest: Num,
    volume: Num,
    volume24hr: Num,
    router_a: Type.Object({ enabled: Type.Boolean() }),
    router_b: Type.Boolean(),
    ...ListingTimeFields,
    ...MarketOrderRulesFields,
  },
  { title: 'VenueBMarket' },
);

// ---- the wire types the presenters return (checked against the schemas above)

export type VenueAEvent = Static<typeof VenueAEventOut>;
export type VenueBEvent = Static<typeof VenueBEventOut>;
export type VenueAMarket = Static<typeof VenueAMarketOut>;
export type VenueBMarket = Static<typeof VenueBMarketOut>;
export type MarketOutcome = Pick<VenueAMarket, keyof typeof MarketOutcomeFields>;
export type MarketOrderRules = Pick<VenueAMarket, keyof typeof MarketOrderRulesFields>;
export type EventLook = Pick<VenueAEvent, keyof typeof EventLookFields>;
export type EventActivity = Pick<VenueAEvent, keyof typeof EventActivityFields>;
export type ListingTimes = Pick<VenueAEvent, keyof typeof ListingTimeFields>;
export type EventOut = VenueAEvent | VenueBEvent;
export type MarketOut = VenueAMarket | VenueBMarket;
