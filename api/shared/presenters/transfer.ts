// The wire form of a transfer and the wire status of a withdrawal or transfer row: the wallet
// routes answer them, account events carry them.
import type { Static } from '@sinclair/typebox';
import type { ChainId } from '../../../chains/chain-adapter.ts';
import { fromBaseUnits } from '../../../core/decimal.ts';
import { ASSET_TYPE, type ChainSet } from '../../../engine/wallets/chain-set.ts';
import type { TransferRow } from '../../../engine/wallets/transfer-queries.ts';
import type { TransferOut } from '../schemas/transfer.ts';

/** The wire status of a withdrawal or transfer row (stored in lower case: queued, sent, confirmed…). */
export function transferStatus(stored: string): string {
  return TRANSFER_STATUS[stored] ?? stored.toUpperCase();
}

const TRANSFER_STATUS: Record<string, string> = {
  queued: 'PENDING',
  sent: 'PENDING',
  confirmed: 'CONFIRMED',
  failed: 'FAILED',
  dropped: 'DROPPED',
};

export function presentTransfer(
  chains: ChainSet,
  chain: ChainId,
  address: string,
  t: TransferRow,
): Static<typeof TransferOut> {
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
