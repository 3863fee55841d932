// Funds before liquidity: an order the wallet cannot pay for is told so before anything about the
// book (an empty or thin book, a 1e29 USDC buy), and a sell of more shares than are free says how
// many are free and what holds the rest. The ledger's transaction stays the authority (a
// concurrent order may still take the balance in between); this is the early, telling refusal.
import { compare, fromBaseUnits } from '../../core/decimal.ts';
import type { Venue } from '../../core/market-data.ts';
import { TOKEN_DECIMALS, type Side } from '../../core/trading.ts';
import { openHoldsOf } from '../../storage/postgres/repositories/orders.ts';
import { walletBalances } from '../../storage/postgres/repositories/ledger.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { InsufficientFundsError } from '../wallets/ledger.ts';
import { holdAssetOf, InsufficientSharesError, VENUE_CHAIN } from './holds.ts';

export interface HoldWanted {
  venue: Venue;
  side: Side;
  tokenId: string;
  /** What the order holds while open, in the hold asset's decimal units. */
  hold: string;
}

/** The wallet's free balance of an asset (decimal): collateral to buy with, or shares to sell. */
export async function freeOf(
  db: SqlExecutor,
  walletId: string,
  venue: Venue,
  side: Side,
  asset: string,
): Promise<string> {
  const kind = side === 'BUY' ? 'available' : 'shares';
  const chain = VENUE_CHAIN[venue];
  const row = (await walletBalances(db, walletId, kind)).find((b) => b.chain === chain && b.asset === asset);
  return fromBaseUnits(row?.balance ?? '0', TOKEN_DECIMALS);
}

/** Refuses an order whose hold exceeds what the wallet has free: insufficient_funds or _shares. */
export async function assertFree(db: SqlExecutor, walletId: string, wanted: HoldWanted): Promise<void> {
  const asset = holdAssetOf(wanted.venue, wanted.side, wanted.tokenId);
  const free = await freeOf(db, walletId, wanted.venue, wanted.side, asset);
  if (compare(wanted.hold, free) <= 0) return;
  if (wanted.side === 'BUY') {
    throw new InsufficientFundsError(`the order needs ${wanted.hold} ${asset}, ${free} ${asset} is free`);
  }
  const holds = await openHoldsOf(db, walletId, asset);
  const held = holds.reduce((sum, h) => sum + BigInt(h.held), 0n);
  const heldText = fromBaseUnits(held.toString(), TOKEN_DECIMALS);
  const ids = holds.slice(0, 5).map((h) => h.order_id);
  const more = holds.length > ids.length ? ` and ${holds.length - ids.length} more` : '';
  const by =
    holds.length === 0
      ? 'none held by open orders'
      : `${heldText} held by ${holds.length} open order${holds.length === 1 ? '' : 's'} (${ids.join(', ')}${more})`;
  throw new InsufficientSharesError(`selling ${wanted.hold} shares, ${free} free; ${by}`);
}
