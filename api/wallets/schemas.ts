// Schemas of the wallet routes (spec 4.5) and the presenters that put wallets, balances and
// transfers in wire form.
import { Type } from '@sinclair/typebox';
import { ASSET_TYPE, type ChainSet } from '../../engine/wallets/chain-set.ts';
import type { WalletView } from '../../engine/wallets/wallets.ts';
import type { ChainId } from '../../chains/chain-adapter.ts';
import { fromBaseUnits } from '../../core/decimal.ts';
import { AMOUNT_INTEGER_DIGITS_MAX, boundedAmount } from '../../core/input-bounds.ts';
import type { TransferRow } from '../../storage/postgres/repositories/transfers.ts';
import { WalletId } from '../accounts/schemas.ts';

/** Transfers pages: default 100 (spec section 8); at most 250, as the wallet orders list. */
export const TRANSFERS_PAGE_MAX = 250;

export const WalletPath = Type.Object({ wallet_id: WalletId });

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
      token: Type.String({ maxLength: 32, description: 'Asset id: `USDC.e` or `pUSD` on pol, `USDC` on sol.' }),
      amount: Amount,
      address: Type.String({ maxLength: 128, description: 'Destination address (EVM: any case, checksum verified when mixed; Solana: base58).' }),
      chain: Type.Optional(Type.String({ enum: [...chainNames], description: 'The chain of this route; optional.' })),
    },
    { additionalProperties: false },
  );

const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });

export const WalletOut = Type.Object({
  wallet_id: Type.String({ format: 'uuid' }),
  addresses: Type.Object({ POL: Type.String(), SOL: Type.String() }),
  created_at: Timestamp,
});

export const BalanceOut = Type.Object({
  wallet_id: Type.String({ format: 'uuid' }),
  chain_id: Type.String({ enum: ['POL', 'SOL'] }),
  address: Type.String(),
  balance: Type.Record(Type.String(), Type.String({ description: 'Token units, decimal string' })),
});

/** Every enumerated status on the wire is upper case; a withdrawal and its transfer entry share one. */
const TRANSFER_STATUSES = ['PENDING', 'CONFIRMED', 'FAILED', 'DROPPED'];
const TRANSFER_STATUS_DOC =
  'PENDING: recorded, not final yet (tx_hash null while queued, set once sent); CONFIRMED; FAILED (reverted, funds returned); DROPPED (never mined, funds returned).';

export const TransferOut = Type.Object({
  tx_hash: Type.Union([Type.String(), Type.Null()]),
  transfer_type: Type.String({ enum: ['DEPOSIT', 'WITHDRAWAL'] }),
  type: Type.String({ enum: ['DEPOSIT', 'WITHDRAWAL'] }),
  asset_type: Type.String({ enum: ['ERC20', 'SPL_TOKEN'] }),
  asset_id: Type.String(),
  address: Type.String(),
  from_address: Type.String(),
  to_address: Type.String(),
  amount: Type.String(),
  status: Type.String({ enum: TRANSFER_STATUSES, description: TRANSFER_STATUS_DOC }),
  created_at: Timestamp,
});

export const WithdrawalOut = Type.Object({
  tx_hash: Type.Union([Type.String(), Type.Null()]),
  withdrawal_id: Type.String({ format: 'uuid' }),
  status: Type.String({ enum: TRANSFER_STATUSES, description: TRANSFER_STATUS_DOC }),
});

/** The wire status of a withdrawal or transfer row (stored in lower case: queued, sent, confirmed…). */
export function transferStatus(stored: string): string {
  return TRANSFER_STATUS[stored] ?? stored.toUpperCase();
}

export function presentWithdrawal(w: { withdrawal_id: string; tx_hash: string | null; status: string }): Record<string, unknown> {
  return { tx_hash: w.tx_hash, withdrawal_id: w.withdrawal_id, status: transferStatus(w.status) };
}

export function presentWallet(w: WalletView): Record<string, unknown> {
  return { wallet_id: w.wallet_id, addresses: w.addresses, created_at: w.created_at.toISOString() };
}

export function presentBalance(
  chains: ChainSet,
  wallet: WalletView,
  chain: ChainId,
  balances: readonly { chain: string; asset: string; balance: string }[],
): Record<string, unknown> {
  const balance: Record<string, string> = {};
  for (const token of chains.tokensOf(chain)) {
    const row = balances.find((b) => b.chain === chain && b.asset === token.asset);
    balance[token.asset] = fromBaseUnits(row?.balance ?? '0', token.decimals);
  }
  return { wallet_id: wallet.wallet_id, chain_id: chain, address: wallet.addresses[chain], balance };
}

const TRANSFER_STATUS: Record<string, string> = {
  queued: 'PENDING',
  sent: 'PENDING',
  confirmed: 'CONFIRMED',
  failed: 'FAILED',
  dropped: 'DROPPED',
};

export function presentTransfer(chains: ChainSet, chain: ChainId, address: string, t: TransferRow): Record<string, unknown> {
  const decimals = chains.token(chain, t.asset)?.decimals ?? 0;
  return {
    tx_hash: t.tx_hash,
    transfer_type: t.kind,
    asset_type: ASSET_TYPE[chain],
    asset_id: t.asset,
    address,
    from_address: t.from_address,
    to_address: t.to_address,
    amount: fromBaseUnits(t.amount, decimals),
    type: t.kind,
    status: transferStatus(t.status),
    created_at: t.created_at.toISOString(),
  };
}
