// Messages of the chain.* topics. A deposit is published by a chain's deposit watcher and credited
// by the engine; like every topic message it carries `v` and `type` and is validated (ajv) by the
// consumer, which dead-letters what fails.
import { Type, type Static } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import { parseMessage, type Parsed } from './message-parse.ts';
import { IsoTime, NonBlank } from './market-data/schemas.ts';

export const CHAIN_EVENTS_VERSION = 1;

export const DepositMessage = Type.Object({
  v: Type.Literal(CHAIN_EVENTS_VERSION),
  type: Type.Literal('deposit'),
  chain: Type.Unsafe<'POL' | 'SOL'>({ type: 'string', enum: ['POL', 'SOL'] }),
  tx_hash: NonBlank,
  log_index: Type.Integer({ minimum: 0 }),
  block: Type.String({ pattern: '^[0-9]+$' }),
  asset: NonBlank,
  from: NonBlank,
  to: NonBlank,
  /** Base units: a positive integer as decimal text. */
  amount: Type.String({ pattern: '^[1-9][0-9]*$' }),
  at: IsoTime,
});
export type DepositMessage = Static<typeof DepositMessage>;

const validate = new Ajv({ strict: false }).compile<DepositMessage>(DepositMessage);

export function parseDepositMessage(json: string): Parsed<DepositMessage> {
  return parseMessage(validate, 'deposit', json);
}
