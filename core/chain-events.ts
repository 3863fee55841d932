// Messages of the chain.* topics. A deposit is published by a chain's deposit watcher and credited
// by the engine; like every topic message it carries `v` and `type` and is validated (ajv) by the
// consumer, which dead-letters what fails.
import { Type, type Static } from '@sinclair/typebox';
import { Ajv } from 'ajv';
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

export function parseDepositMessage(json: string): { ok: true; message: DepositMessage } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return { ok: false, reason: `invalid JSON: ${(e as Error).message}` };
  }
  if (validate(value)) return { ok: true, message: value };
  const error = validate.errors?.[0];
  return { ok: false, reason: `deposit${error?.instancePath.replaceAll('/', '.') ?? ''} ${error?.message ?? 'is invalid'}` };
}
