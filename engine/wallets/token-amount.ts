// Reading a client's asset id and amount: the token must be one the chain carries, the amount a
// positive decimal that the token can hold exactly. Problems are 400s naming the field.
import type { ChainId, TokenAsset } from '../../chains/chain-adapter.ts';
import { toBaseUnits } from '../../core/decimal.ts';
import { BadRequestError } from '../../core/errors.ts';
import { AMOUNT_BOUND_TEXT, amountWithinBounds } from '../../core/input-bounds.ts';
import type { ChainSet } from './chain-set.ts';

export function parseTokenAmount(
  chains: ChainSet,
  chain: ChainId,
  fields: { token: string; amount: string },
  names: { token: string; amount: string } = { token: 'token', amount: 'amount' },
): { token: TokenAsset; amount: bigint } {
  const token = chains.token(chain, fields.token);
  if (!token) {
    const known = chains
      .tokensOf(chain)
      .map((t) => t.asset)
      .join(', ');
    throw new BadRequestError((name) => `${name(names.token)} must be one of: ${known}`, 'unknown_token');
  }
  if (!amountWithinBounds(fields.amount))
    throw new BadRequestError((name) => `${name(names.amount)} ${AMOUNT_BOUND_TEXT}`, 'invalid_amount');
  const amount = toBaseUnits(fields.amount.trim(), token.decimals);
  if (amount === undefined || amount <= 0n) {
    throw new BadRequestError(
      (name) =>
        `${name(names.amount)} must be a positive decimal number of ${token.asset} with at most ${token.decimals} decimals`,
      'invalid_amount',
    );
  }
  return { token, amount };
}
