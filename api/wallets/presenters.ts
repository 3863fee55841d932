// Wire forms of the wallet family: wallets, balances, transfers and withdrawals (spec 4.5).
import type { Static } from '@sinclair/typebox';
import type { ChainId } from '../../chains/chain-adapter.ts';
import { fromBaseUnits } from '../../core/decimal.ts';
import { ASSET_TYPE, type ChainSet } from '../../engine/wallets/chain-set.ts';
import type { WalletView } from '../../engine/wallets/wallets.ts';
import type { WalletBucketBalance } from '../../storage/postgres/repositories/ledger.ts';
import type { TransferRow } from '../../storage/postgres/repositories/transfers.ts';
import type { BalanceOut, TransferOut, WalletOut, WithdrawalOut } from './schemas.ts';

/** The wire status of a withdrawal or transfer row (stored in lower case: queued, sent, confirmed…). */
export function transferStatus(stored: string): string {
  return TRANSFER_STATUS[stored] ?? stored.toUpperCase();
}

export function presentWithdrawal(w: { withdrawal_id: string; tx_hash: string | null; status: string }): Static<typeof WithdrawalOut> {
  return { tx_hash: w.tx_hash, withdrawal_id: w.withdrawal_id, status: transferStatus(w.status) };
}

export function presentWallet(w: WalletView): Static<typeof WalletOut> {
  return { wallet_id: w.wallet_id, addresses: w.addresses, created_at: w.created_at.toISOString() };
}

/**
 * One chain's balance: `balance` the available bucket (spec 2.13), `held` what open orders and
 * withdrawals under way hold, `total` their sum; every token of the chain, in token units.
 */
export function presentBalance(
  chains: ChainSet,
  wallet: WalletView,
  chain: ChainId,
  balances: readonly WalletBucketBalance[],
): Static<typeof BalanceOut> {
  const balance: Record<string, string> = {};
  const held: Record<string, string> = {};
  const total: Record<string, string> = {};
  for (const token of chains.tokensOf(chain)) {
    let available = 0n;
    let holds = 0n;
    for (const b of balances) {
      if (b.chain !== chain || b.asset !== token.asset) continue;
      if (b.kind === 'available') available += BigInt(b.balance);
      else holds += BigInt(b.balance);
    }
    balance[token.asset] = fromBaseUnits(available, token.decimals);
    held[token.asset] = fromBaseUnits(holds, token.decimals);
    total[token.asset] = fromBaseUnits(available + holds, token.decimals);
  }
  const address = wallet.addresses[chain];
  return { wallet_id: wallet.wallet_id, chain_id: chain, address, balance, held, total };
}

const TRANSFER_STATUS: Record<string, string> = {
  queued: 'PENDING',
  sent: 'PENDING',
  confirmed: 'CONFIRMED',
  failed: 'FAILED',
  dropped: 'DROPPED',
};

export function presentTransfer(chains: ChainSet, chain: ChainId, address: string, t: TransferRow): Static<typeof TransferOut> {
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
    withdrawal_id: t.withdrawal_id,
  };
}
