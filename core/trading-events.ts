// Messages of the trading.* topics. A fill is published by the order service after the
// transaction that settled it (and again by the outbox if that publish was lost); the fills
// consumer derives positions and PNL from it. A target trade is a followed address's trade, which
// copytrades mirror. Like every topic message it carries `v` and `type`
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
  /** Who the fill took liquidity from (absent: not known, a limit order's fill recorded before roles were kept). */
  role: Type.Optional(Type.Unsafe<'maker' | 'taker'>({ type: 'string', enum: ['maker', 'taker'] })),
  at: IsoTime,
});
export type FillMessage = Static<typeof FillMessage>;

const validateFill = new Ajv({ strict: false }).compile<FillMessage>(FillMessage);

export function parseFillMessage(json: string): Parsed<FillMessage> {
  return parseMessage(validateFill, 'fill', json);
}

/**
 * A trade of a followed address on venue_a (its public activity), published by the target watcher
 * to trading.target-trades keyed by the address; copytrades act on it at most once per trade_id.
 */
export const TargetTradeMessage = Type.Object({
  v: Type.Literal(TRADING_EVENTS_VERSION),
  type: Type.Literal('target_trade'),
  venue: Type.Literal('venue_a'),
  /** The followed address, lower case. */
  target: Type.String({ pattern: '^0x[0-9a-f]{40}$' }),
  /** Unique per trade of the address: transaction hash, token and side (the venue gives no trade id). */
  trade_id: NonBlank,
  token_id: NonBlank,
  /** The market (condition id). */
  market_id: NonBlank,
  side: Type.Unsafe<'BUY' | 'SELL'>({ type: 'string', enum: ['BUY', 'SELL'] }),
  price: Decimal,
  shares: Decimal,
  /** USDC of the trade (price × shares when the venue does not say). */
  usdc: Decimal,
  /** When the target traded. */
  at: IsoTime,
  /** When the watcher saw it (what copy latency is measured from). */
  seen_at: IsoTime,
});
export type TargetTradeMessage = Static<typeof TargetTradeMessage>;

const validateTargetTrade = new Ajv({ strict: false }).compile<TargetTradeMessage>(TargetTradeMessage);

export function parseTargetTradeMessage(json: string): Parsed<TargetTradeMessage> {
  return parseMessage(validateTargetTrade, 'target_trade', json);
}
