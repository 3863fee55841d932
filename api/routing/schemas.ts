// Schemas of the routing routes: the pair and outcome a composite book or a routed order is of, the
// composite book, and the routed quote and order (docs/api/routing.md).
import { Type } from '@sinclair/typebox';
import { Decimal, Nullable, stringEnum } from '../../core/schema-types.ts';
import { Amount, ORDER_STATUSES, OrderOut, Side, Units } from '../shared/schemas/order.ts';
import { FeeScheduleOut } from '../shared/schemas/market.ts';
import { WalletId } from '../shared/schemas/ids.ts';

const MarketId = (what: string) => Type.String({ minLength: 1, maxLength: 200, description: what });

/** A pair as a similar-pairs entry names it: venue_a.market.market_id and venue_b.market.market_id. */
const PairFields = {
  venue_a_market_id: MarketId(
    "The venue_a market's condition id (a similar-pairs entry's venue_a.market.market_id).",
  ),
  venue_b_market_id: MarketId(
    "The venue_b market's ticker (a similar-pairs entry's venue_b.market.market_id).",
  ),
  outcome: stringEnum(['yes', 'no'] as const, {
    description:
      "The outcome in venue_b's terms: its YES, or its NO; venue_a's token that pays with it is the pair's `outcomes.yes` or `outcomes.no` (an inverted pair's venue_a NO sits beside venue_b's YES).",
  }),
};

export const CompositeBookQuery = Type.Object(
  { ...PairFields, outcome: Type.Optional(PairFields.outcome) },
  { additionalProperties: false },
);

const PairOut = {
  venue_a_market_id: Type.String(),
  venue_b_market_id: Type.String(),
  outcome: PairFields.outcome,
  verdict: stringEnum(['same_contract', 'same_contract_inverted'] as const),
  alignment: stringEnum(['same', 'inverted'] as const),
  tokens: Type.Object({
    venue_a: Type.String({ description: "The outcome's venue_a token." }),
    venue_b: Type.String({ description: "The outcome's venue_b token." }),
  }),
};

const Venue = stringEnum(['venue_a', 'venue_b'] as const);

const CompositeLevelOut = Type.Object(
  {
    venue: Venue,
    price: Decimal,
    size: Decimal,
    fee: Type.String({
      ...Decimal,
      description:
        "The venue's taker fee for taking the whole level in one order, rounded as the venue rounds it.",
    }),
    net_price: Type.String({
      ...Decimal,
      description: 'USDC per share after that fee: an ask plus its fee per share (up), a bid less it (down).',
    }),
  },
  { title: 'CompositeLevel' },
);

const Refusal = Type.Object({ code: Type.String(), message: Type.String() });

const SideOut = Type.Object(
  {
    venue: Venue,
    token_id: Type.String(),
    book_ts: Type.Integer({
      description: "Unix ms of the venue's book the levels come from (0: none known).",
    }),
    age_ms: Type.Integer({ minimum: 0, description: 'How old that book was when answered.' }),
    depth_assumed: Type.Boolean({
      description: 'The depth is assumed from the top of book (a source giving only the best prices).',
    }),
    fee_schedule: FeeScheduleOut,
    unavailable: Nullable(Refusal),
  },
  { title: 'CompositeBookSide' },
);

export const CompositeBookOut = Type.Object(
  {
    ...PairOut,
    asks: Type.Array(CompositeLevelOut, { description: "Both venues' asks, best net price first." }),
    bids: Type.Array(CompositeLevelOut, { description: "Both venues' bids, best net price first." }),
    sides: Type.Array(SideOut),
  },
  { title: 'CompositeBook' },
);

const LimitPrice = Type.Union([Type.String({ maxLength: 32 }), Type.Number()], {
  description:
    'No leg takes a level priced above it (BUY) or below it (SELL), fees not included: USDC per share strictly between 0 and 1.',
});

export const RoutedQuoteBody = Type.Object(
  {
    ...PairFields,
    side: Side,
    amount: Amount,
    units: Units,
    limit_price: Type.Optional(LimitPrice),
  },
  { title: 'RoutedQuoteRequest', additionalProperties: false },
);

export const RoutedOrderBody = Type.Object(
  { ...RoutedQuoteBody.properties, limit_price: LimitPrice },
  { title: 'RoutedOrderRequest', additionalProperties: false },
);

const FillOut = Type.Object({ price: Decimal, shares: Decimal, usdc: Decimal });

const Totals = {
  shares: Decimal,
  usdc: Type.String({ ...Decimal, description: 'USDC for the shares, before fees.' }),
  fee: Decimal,
  cost: Type.String({ ...Decimal, description: 'BUY: paid, fees included; SELL: received, fees taken out.' }),
  average_price: Type.String({ ...Decimal, description: '`cost` ÷ `shares`.' }),
};

const LegOut = Type.Object(
  {
    venue: Venue,
    token_id: Type.String(),
    units: Units,
    amount: Type.String({
      ...Decimal,
      description: "The leg's MARKET order size in `units` (venue_b BUYs spend USDC).",
    }),
    ...Totals,
    worst_price: Type.String({ ...Decimal, description: 'The price of the last level the leg takes.' }),
    levels: Type.Array(FillOut, { description: 'The levels the leg consumes, best first.' }),
  },
  { title: 'RoutedLeg' },
);

export const RoutedQuoteOut = Type.Object(
  {
    ...PairOut,
    side: Side,
    units: Units,
    amount: Decimal,
    limit_price: Nullable(Decimal),
    ...Totals,
    legs: Type.Array(LegOut),
    single_venue: Nullable(Type.Object({ venue: Venue, ...Totals })),
    saving: Nullable(
      Type.String({
        ...Decimal,
        description: 'Against `single_venue`: USDC for a SHARES order, shares for a USDC one.',
      }),
    ),
    saving_units: Units,
    single_venue_refusals: Type.Object({ venue_a: Type.Optional(Refusal), venue_b: Type.Optional(Refusal) }),
    sides: Type.Array(SideOut),
  },
  { title: 'RoutedQuote' },
);

export const RoutedOrderPath = Type.Object({
  wallet_id: WalletId,
  order_id: Type.String({ pattern: '^ro_[0-9a-f]{32}$', description: 'Routed order id (ro_…).' }),
});

const ChildOut = Type.Object(
  {
    venue: Venue,
    planned: LegOut,
    order: Nullable(OrderOut),
    error: Nullable(Refusal),
  },
  { title: 'RoutedOrderLeg' },
);

export const RoutedOrderOut = Type.Object(
  {
    order_id: Type.String(),
    wallet_id: Type.String(),
    ...PairOut,
    side: Side,
    units: Units,
    amount: Decimal,
    limit_price: Decimal,
    status: Type.String({ enum: [...ORDER_STATUSES] }),
    filled_shares: Decimal,
    legs: Type.Array(ChildOut),
    created_at: Type.String(),
  },
  { title: 'RoutedOrder' },
);
