// Schemas of the wallet routes (spec 4.5); presenters.ts puts wallets, balances and withdrawals in
// their wire form. A transfer's form is in shared/schemas/transfer.ts (account events show it too).
import { Type } from '@sinclair/typebox';
import { AMOUNT_INTEGER_DIGITS_MAX, boundedAmount } from '../../core/input-bounds.ts';
import { WalletId } from '../shared/schemas/ids.ts';
import { TransferStatus } from '../shared/schemas/transfer.ts';

/** Transfers pages: default 100 (spec section 8); at most 250, as the wallet orders list. */
export const TRANSFERS_PAGE_MAX = 250;

export const TransfersPage = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: TRANSFERS_PAGE_MAX, default: 100 }),
  offset: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }),
});

/** Token units as a decimal string, or a JSON number (read through its shortest text). */
const Amount = Type.Union([Type.String({ maxLength: 100 }), Type.Number()], {
  description: `Token units, e.g. "12.5" (at most the token’s decimals: 6 for USDC; at most ${AMOUNT_INTEGER_DIGITS_MAX} digits before the point).`,
  ...boundedAmount,
});

export const WithdrawBody = (chainNames: readonly string[]) =>
  Type.Object(
    {
      token: Type.String({
        maxLength: 32,
        description: 'Asset id: `USDC.e` or `pUSD` on pol, `USDC` on sol.',
      }),
      amount: Amount,
      address: Type.String({
        maxLength: 128,
        description: 'Destination address (EVM: any case, checksum verified when mixed; Solana: base58).',
      }),
      chain: Type.Optional(
        Type.String({ enum: [...chainNames], description: 'The chain of this route; optional.' }),
      ),
    },
    { additionalProperties: false },
  );

const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });

export const WalletOut = Type.Object(
  {
    wallet_id: Type.String({ format: 'uuid' }),
    addresses: Type.Object({ POL: Type.String(), SOL: Type.String() }),
    created_at: Timestamp,
  },
  { title: 'Wallet' },
);

/** Asset id (`USDC.e`, `pUSD`, `USDC`) → token units; every asset of the chain, `"0"` when none. */
const AssetAmounts = (description: string) =>
  Type.Record(Type.String(), Type.String({ description: 'Token units, decimal string' }), { description });

export const BalanceOut = Type.Object(
  {
    wallet_id: Type.String({ format: 'uuid' }),
    chain_id: Type.String({ enum: ['POL', 'SOL'] }),
    address: Type.String(),
    balance: AssetAmounts('Available: what an order or a withdrawal can use now.'),
    held: AssetAmounts(
      'Held by open orders (their unfilled part and its fees) and by withdrawals under way.',
    ),
    total: AssetAmounts('balance + held, per asset, exactly.'),
  },
  { title: 'Balance' },
);

export const WithdrawalPath = Type.Object({
  wallet_id: WalletId,
  withdrawal_id: Type.String({ format: 'uuid' }),
});

export const WithdrawalOut = Type.Object(
  {
    tx_hash: Type.Union([Type.String(), Type.Null()]),
    withdrawal_id: Type.String({ format: 'uuid' }),
    status: TransferStatus,
  },
  { title: 'Withdrawal' },
);
