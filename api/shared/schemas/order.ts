// The wire form of an order (spec 2.9, 2.10) and its vocabulary (side, type, units, status): the
// trading routes answer it and account events carry it.
import { Type } from '@sinclair/typebox';
import { AMOUNT_INTEGER_DIGITS_MAX, boundedAmount } from '../../../core/input-bounds.ts';
import { Decimal } from '../../../core/schema-types.ts';

export const Side = Type.Union([Type.Literal('BUY'), Type.Literal('SELL')]);
export const Units = Type.Union([Type.Literal('USDC'), Type.Literal('SHARES')], {
  description: 'What amount counts: USDC to spend/receive, or shares.',
});
export const OrderType = Type.Union([
  Type.Literal('MARKET'),
  Type.Literal('LIMIT'),
  Type.Literal('STOPLOSS'),
]);
export const ORDER_STATUSES = [
  'PENDING',
  'ACTIVE',
  'PARTIALLY_FILLED',
  'FILLED',
  'CANCELLED',
  'EXPIRED',
  'REJECTED',
] as const;
export const OrderStatus = Type.String({ enum: [...ORDER_STATUSES] });
const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });

export const OrderOut = Type.Object(
  {
    order_id: Type.String(),
    venue: Type.String({ enum: ['venue_a', 'venue_b'] }),
    token_id: Type.String(),
    side: Side,
    type: OrderType,
    amount: Type.Union([Decimal], {
      description:
        'USDC: the amount asked (units USDC), else what the order fills for (MARKET) or would at its price.',
    }),
    shares: Type.Union([Decimal], { description: 'Shares asked (units SHARES), else shares filled.' }),
    filled: Type.Union([Decimal], { description: 'Shares filled.' }),
    filled_amount: Type.Union([Decimal], { description: 'USDC paid or received so far, fees excluded.' }),
    price: Type.Union([Decimal], {
      description:
        'LIMIT: limit price; STOPLOSS: trigger price; MARKET: average fill price (the worst accepted while unfilled).',
    }),
    average_price: Type.Union([Decimal, Type.Null()]),
    fee: Type.Object({ amount: Decimal, asset: Type.String() }),
    units: Units,
    status: OrderStatus,
    reason: Type.Union([Type.String(), Type.Null()]),
    execution: Type.String({ enum: ['paper', 'live'] }),
    expires_at: Type.Union([Timestamp, Type.Null()]),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Order' },
);

// A JSON number is any number here: a negative or zero one is refused as its text is (invalid_amount).
export const Amount = Type.Union([Type.String({ maxLength: 64 }), Type.Number()], {
  description: `A positive decimal with at most 6 decimals and ${AMOUNT_INTEGER_DIGITS_MAX} digits before the point, as a string (or a JSON number).`,
  ...boundedAmount,
});
