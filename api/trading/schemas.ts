// Schemas of the trading routes (spec 4.5): quote and order bodies, order updates, and the wire
// forms of fills, quotes, positions (2.14) and PNL points (2.15); an order's own form (2.9, 2.10)
// is in shared/schemas/order.ts (account events show it too).
import { Type } from '@sinclair/typebox';
import { TIME_RANGE_TEXT, UNIX_SECONDS_MAX } from '../../core/input-bounds.ts';
import { Decimal } from '../../core/schema-types.ts';
import {
  Amount,
  ORDER_STATUSES,
  OrderOut,
  OrderStatus as Status,
  OrderType,
  Side,
  Units,
} from '../shared/schemas/order.ts';
import { Page } from '../shared/schemas/page.ts';
import { WalletId } from '../shared/schemas/ids.ts';
import { FeeScheduleOut, MarketOrderRulesFields } from '../shared/schemas/market.ts';
import { AnyTime } from '../shared/schemas/time.ts';

const Price = Type.Union([Type.String({ maxLength: 32 }), Type.Number()], {
  description: 'USDC per share, strictly between 0 and 1, a multiple of the market’s tick size.',
});
export const TokenId = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'Outcome token id of the venue.',
});
const Bps = (what: string) =>
  Type.Integer({
    minimum: 0,
    maximum: 10_000,
    description: `${what} in basis points (a non-negative integer).`,
  });
const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });

export const VenueAQuoteBody = Type.Object(
  { token_id: TokenId, side: Side, amount: Amount, units: Units },
  { title: 'VenueAQuoteRequest', additionalProperties: false },
);

export const VenueBQuoteBody = Type.Object(
  { token_id: TokenId, side: Side, amount: Amount, slippage: Type.Optional(Bps('Tolerance (default 50)')) },
  { title: 'VenueBQuoteRequest', additionalProperties: false },
);

/**
 * Beside the spec's fields (additive): `fee`, the taker fee of the quoted fills (USDC), and the
 * market's order rules as its market object shows them (fee parameters, tick size, minimum size).
 */
const QuoteMarketRules = {
  fee: Type.Optional(
    Type.Union([Decimal], {
      description: 'The taker fee of the quoted fills, in USDC, as the venue charges it.',
    }),
  ),
  fee_schedule: Type.Optional(FeeScheduleOut),
  tick_size: MarketOrderRulesFields.tick_size,
  min_order_size: MarketOrderRulesFields.min_order_size,
};

export const VenueAQuoteOut = Type.Object(
  {
    amount: Decimal,
    shares: Decimal,
    average_price: Decimal,
    best_price: Decimal,
    slippage: Decimal,
    ...QuoteMarketRules,
  },
  { title: 'VenueAQuote' },
);

export const VenueBQuoteOut = Type.Object(
  {
    amount: Decimal,
    shares: Decimal,
    min_shares: Decimal,
    min_amount: Type.Optional(Decimal),
    average_price: Decimal,
    price_impact: Decimal,
    ...QuoteMarketRules,
  },
  { title: 'VenueBQuote' },
);

export const VenueAOrderBody = Type.Object(
  {
    token_id: TokenId,
    side: Side,
    type: Type.Optional(
      Type.Union([OrderType], { description: 'Default: LIMIT when a price is given, else MARKET.' }),
    ),
    amount: Type.Optional(Type.Union([Amount], { description: 'MARKET: the size, counted in `units`.' })),
    units: Type.Optional(Units),
    shares: Type.Optional(Type.Union([Amount], { description: 'LIMIT / STOPLOSS: shares to buy or sell.' })),
    price: Type.Optional(
      Type.Union([Price], {
        description: 'LIMIT: the limit price; STOPLOSS: sells once the price falls to it.',
      }),
    ),
    expires_at: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: UNIX_SECONDS_MAX,
        description: `LIMIT: unix seconds the order is good till (GTD), ${TIME_RANGE_TEXT}; absent: good till cancelled.`,
      }),
    ),
    slippage: Type.Optional(
      Bps('MARKET: how much worse than the best price the order may fill (default 50)'),
    ),
  },
  { title: 'VenueAOrderRequest', additionalProperties: false },
);

export const VenueBOrderBody = Type.Object(
  {
    token_id: TokenId,
    side: Side,
    amount: Amount,
    slippage: Type.Optional(Bps('Swap slippage (live: passed to the venue; absent: automatic)')),
    prediction_slippage: Type.Optional(
      Bps('Market slippage: how much worse than the best price the order may fill (default 50)'),
    ),
  },
  { title: 'VenueBOrderRequest', additionalProperties: false },
);

export const OrderUpdateBody = Type.Object(
  {
    type: Type.Union([Type.Literal('LIMIT'), Type.Literal('STOPLOSS')], {
      description: 'The order’s own type.',
    }),
    price: Type.Optional(Price),
    shares: Type.Optional(Amount),
  },
  { title: 'OrderAmendment', additionalProperties: false },
);

export const OrderPath = Type.Object({
  wallet_id: WalletId,
  order_id: Type.String({ pattern: '^0x[0-9a-f]{64}$' }),
});

const Venue = Type.Union([Type.Literal('venue_a'), Type.Literal('venue_b')], {
  description: 'Only this venue’s.',
});
const Time = (what: string) =>
  Type.Union([AnyTime], {
    description: `${what} Unix seconds, unix milliseconds or ISO 8601 (UTC without a zone).`,
  });

/** A token id to filter by: as the venues spell them, so never a control character (NUL cannot be stored). */
const TokenFilter = (what: string) =>
  Type.String({ minLength: 1, maxLength: 128, pattern: '^[^\\u0000-\\u001f\\u007f]+$', description: what });

/** The filters a wallet's orders take beside their page (spec 4.5 gives `limit` and `offset`). */
export const OrdersQuery = Type.Object({
  ...Page.properties,
  status: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Only orders in this status; several comma-separated (`ACTIVE,PARTIALLY_FILLED`). ' +
        `One of ${ORDER_STATUSES.join(', ')}.`,
    }),
  ),
  venue: Type.Optional(Venue),
  token_id: Type.Optional(TokenFilter('Only orders of this outcome token.')),
  side: Type.Optional(Type.Union([Side], { description: 'Only buys or only sells.' })),
  created_from: Type.Optional(Time('Only orders created at or after this time (inclusive).')),
  created_before: Type.Optional(Time('Only orders created before this time (exclusive).')),
});

/** The filters a wallet's fills take beside their page. */
export const FillsQuery = Type.Object({
  ...Page.properties,
  venue: Type.Optional(Venue),
  token_id: Type.Optional(TokenFilter('Only fills of this outcome token.')),
  side: Type.Optional(Type.Union([Side], { description: 'Only fills of buys or only of sells.' })),
  order_id: Type.Optional(
    Type.Union([OrderPath.properties.order_id], { description: 'Only the fills of this order.' }),
  ),
  from: Type.Optional(Time('Only fills at or after this time (inclusive).')),
  before: Type.Optional(Time('Only fills before this time (exclusive).')),
});

export const FillOut = Type.Object(
  {
    fill_id: Type.String({
      description:
        'Unique per order: the venue’s trade id (live) or the order id and the fill’s number (paper).',
    }),
    order_id: Type.String(),
    token_id: Type.String(),
    side: Side,
    price: Type.Union([Decimal], { description: 'USDC per share.' }),
    shares: Decimal,
    usdc: Type.Union([Decimal], { description: 'USDC paid (BUY) or received (SELL), fees excluded.' }),
    fee: Type.Union([Decimal], { description: 'USDC of fees charged on this fill.' }),
    role: Type.Union([Type.String({ enum: ['maker', 'taker'] }), Type.Null()], {
      description:
        'taker: the order crossed the book; maker: its resting order was crossed. null: a limit order’s fill recorded before roles were kept.',
    }),
    at: Timestamp,
  },
  { title: 'Fill' },
);

export const VenueBOrderOut = Type.Object(
  {
    order_id: Type.String(),
    amount: Type.Union([Decimal], { description: 'What the swap brought: shares (BUY) or USDC (SELL).' }),
    min_amount: Type.Union([Decimal], {
      description: 'The least it could have brought under the slippage tolerance.',
    }),
    status: Status,
  },
  { title: 'VenueBOrder' },
);

const Json = Type.Record(Type.String(), Type.Unknown());
/** Spec 2.6–2.8 in the decimal form of wallet responses: null when the catalog no longer lists the token. */
export const WalletEventOut = Type.Union([Json, Type.Null()], {
  description:
    'The event as in the market listing (`VenueAEvent`, `VenueBEvent`), with volume and liquidity fields as decimal strings; null when the catalog no longer lists the token.',
});
export const WalletMarketOut = Type.Union([Json, Type.Null()], {
  description:
    'The market as in the market listing (`VenueAMarket`, `VenueBMarket`), with left_price/right_price (null when unknown), volume, liquidity and open-interest fields as decimal strings; null when the catalog no longer lists the token.',
});

export const ActiveOrderOut = Type.Object(
  {
    order: Type.Object({
      order_id: Type.String(),
      token_id: Type.String(),
      type: OrderType,
      side: Side,
      shares: Decimal,
      filled: Decimal,
      price: Decimal,
      status: Status,
      created_at: Type.Integer({ description: 'Unix seconds' }),
    }),
    event: WalletEventOut,
    market: WalletMarketOut,
  },
  { title: 'ActiveOrder' },
);

export const WalletOrderOut = Type.Object(
  {
    venue: Type.String({ enum: ['venue_a', 'venue_b'] }),
    order: OrderOut,
    event: WalletEventOut,
    market: WalletMarketOut,
  },
  { title: 'WalletOrder' },
);

export const PositionOut = Type.Object(
  {
    position: Type.Object({
      token_id: Type.String(),
      outcome: Type.String(),
      shares: Decimal,
      avg_price: Decimal,
      current_price: Decimal,
      initial_value: Decimal,
      current_value: Decimal,
      amount_pnl: Decimal,
      percent_pnl: Decimal,
      realized_pnl: Decimal,
      redeemable: Type.Boolean(),
      created_at: Timestamp,
    }),
    event: WalletEventOut,
    market: WalletMarketOut,
  },
  { title: 'Position' },
);

export const PnlPointOut = Type.Object(
  {
    ts: Type.Integer({ description: 'Unix seconds' }),
    realized: Decimal,
    unrealized: Decimal,
    total: Decimal,
  },
  { title: 'PnlPoint' },
);
