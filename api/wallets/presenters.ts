// Wire forms of the wallet family: wallets, balances and withdrawals (spec 4.5); transfers:
// shared/presenters/transfer.ts.
import type { Static } from '@sinclair/typebox';
import type { ChainId } from '../../chains/chain-adapter.ts';
import { fromBaseUnits } from '../../core/decimal.ts';
import type { ChainSet } from '../../engine/wallets/chain-set.ts';
import type { WalletBucketBalance, WalletView } from '../../engine/wallets/wallets.ts';
import { transferStatus } from '../shared/presenters/transfer.ts';
import type { BalanceOut, WalletOut, WithdrawalOut } from './schemas.ts';

export function presentWithdrawal(w: {
  withdrawal_id: string;
  tx_hash: string | null;
  status: string;
}): Static<typeof WithdrawalOut> {
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
