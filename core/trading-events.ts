// Messages of the trading.* topics. A fill is published by the order service after the
// transaction that settled it (and again by the outbox if that publish was lost); the fills
// consumer derives positions and PNL from it. Like every topic message it carries `v` and `type`
// and is validated (ajv) by the consumer, which dead-letters what fails.
import { Type, type Static } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import { parseMessage, type Parsed } from './message-parse.ts';
import { IsoTime, NonBlank } from './market-data/schemas.ts';

export const TRADING_EVENTS_VERSION = 1;

const Decimal = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' });

export const FillMessage = Type.Object({
  v: Type.Literal(TRADING_EVENTS_VERSION),
  type: Type.Literal('fill'),
  fill_id: NonBlank,
  order_id: NonBlank,
  wallet_id: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
  venue: Type.Unsafe<'venue_a' | 'venue_b'>({ type: 'string', enum: ['venue_a', 'venue_b'] }),
  token_id: NonBlank,
  side: Type.Unsafe<'BUY' | 'SELL'>({ type: 'string', enum: ['BUY', 'SELL'] }),
  price: Decimal,
  shares: Decimal,
  /** USDC paid (BUY) or received (SELL), fees excluded. */
  usdc: Decimal,
  fee: Decimal,
  at: IsoTime,
});
export type FillMessage = Static<typeof FillMessage>;

const validate = new Ajv({ strict: false }).compile<FillMessage>(FillMessage);

export function parseFillMessage(json: string): Parsed<FillMessage> {
  return parseMessage(validate, 'fill', json);
}
