// What a wallet's address should hold on chain, per asset, as the ledger and the work in flight say:
// the ledger's liabilities to the wallet (the sum of its accounts), less what its paper trading
// moved (paper fills never touch the chain), and the band the chain may lie in while transfers are
// under way:
//   - a withdrawal broadcast and not final (`sent`): the chain may have paid it out already;
//   - an open live venue_b order: DFlow escrows its input off the wallet's token account;
//   - a live fill recorded within the fill window: the venue may settle it on chain before or after
//     the ledger records it (Polymarket matches, then mines), so it widens the band both ways.
// Polymarket's CLOB keeps no funds of a wallet anywhere but its funder's address: "allowances must
// be set by the funder address for the specified maker asset for the Exchange contract … This
// allows the Exchange contract to execute settlement according to the signed order instructions"
// (docs.polymarket.com/developers/CLOB/orders/orders, Allowances). The live venue signs with the
// wallet's own key as maker and funder (venues/polymarket/order-signing.ts: maker defaults to the
// signer; no V2 deposit wallet is modelled), so an open venue_a order's money is at the wallet's
// address, where the ledger's `orders` account says.
import type { ChainId } from '../../chains/chain-adapter.ts';
import * as repo from '../../storage/postgres/repositories/reconciliation.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { COLLATERAL, VENUE_CHAIN, units } from '../trading/holds.ts';
import type { Venue } from '../../core/market-data.ts';

export interface Expected {
  walletId: string;
  address: string;
  asset: string;
  /** The ledger's liabilities to the wallet in this asset, paper trading taken out (base units). */
  ledger: bigint;
  /** How much less than `ledger` the chain may hold while transfers are in flight. */
  inFlightOut: bigint;
  /** How much more than `ledger` the chain may hold while transfers are in flight. */
  inFlightIn: bigint;
}

export interface ReconciliationSettings {
  /** Passes in a row a difference must be found in before it is a mismatch. */
  confirmPasses: number;
  /** Seconds a live fill counts as in flight. */
  fillWindowS: number;
  /** Hold the withdrawals of a wallet with a confirmed mismatch. */
  holdWithdrawals: boolean;
}

function venueOf(chain: ChainId): Venue {
  return (Object.keys(VENUE_CHAIN) as Venue[]).find((v) => VENUE_CHAIN[v] === chain)!;
}

/**
 * The expectations of a page of wallets on a chain, one per (wallet, asset) the ledger knows or
 * the chain's tokens name (`tokens`: every wallet is checked for each, deposits arrive unasked).
 */
export async function expectationsOf(
  db: SqlExecutor,
  chain: ChainId,
  wallets: readonly repo.WalletAddress[],
  tokens: readonly string[],
  fillWindowS: number,
): Promise<Expected[]> {
  const ids = wallets.map((w) => w.wallet_id);
  const venue = venueOf(chain);
  const [liabilities, paper, sent, escrow, fills] = await Promise.all([
    repo.ledgerLiabilities(db, chain, ids),
    repo.paperTradingNet(db, chain, ids),
    repo.sentWithdrawals(db, chain, ids),
    // Only DFlow escrows an open order's input (venues/kalshi/live-venue.ts).
    venue === 'venue_b' ? repo.openLiveHolds(db, venue, ids) : Promise.resolve([]),
    fillWindowS > 0 ? repo.recentLiveFills(db, venue, ids, fillWindowS) : Promise.resolve([]),
  ]);
  const byKey = new Map<string, Expected>();
  const entry = (walletId: string, asset: string): Expected => {
    const key = `${walletId}\u0000${asset}`;
    let e = byKey.get(key);
    if (!e) {
      const address = wallets.find((w) => w.wallet_id === walletId)!.address;
      e = { walletId, address, asset, ledger: 0n, inFlightOut: 0n, inFlightIn: 0n };
      byKey.set(key, e);
    }
    return e;
  };
  for (const w of wallets) for (const token of tokens) entry(w.wallet_id, token);
  for (const r of liabilities) entry(r.wallet_id, r.asset).ledger += BigInt(r.amount);
  for (const r of paper) entry(r.wallet_id, r.asset).ledger -= BigInt(r.amount);
  for (const r of [...sent, ...escrow]) entry(r.wallet_id, r.asset).inFlightOut += BigInt(r.amount);
  const collateral = COLLATERAL[venue];
  for (const f of fills) {
    const cash = f.side === 'BUY' ? units(f.usdc) + units(f.fee) : units(f.usdc) - units(f.fee);
    const shares = units(f.shares);
    for (const [asset, amount] of [
      [collateral, cash < 0n ? -cash : cash],
      [f.token_id, shares],
    ] as const) {
      const e = entry(f.wallet_id, asset);
      e.inFlightOut += amount;
      e.inFlightIn += amount;
    }
  }
  return [...byKey.values()];
}
