// An order's money in the ledger. On acceptance the order's hold moves from the wallet to its
// `orders` account (USDC for a buy, the token's shares for a sell); each fill settles out of the
// hold against the venue's account; when the order ends, what it still holds goes back. Every
// journal is named after the order or fill it belongs to, so a repeated step posts nothing. An order
// filled entirely when it is placed skips the hold: one journal settles all its fills straight from
// the wallet (settleAtPlacement), on condition that the wallet could have held the order.
import type { ChainId } from '../../chains/chain-adapter.ts';
import { add, toBaseUnits } from '../../core/decimal.ts';
import type { Venue } from '../../core/market-data.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { BadRequestError } from '../../core/errors.ts';
import {
  InsufficientFundsError,
  postJournal,
  transfer,
  walletAccount,
  type LedgerAccountRef,
  type Posting,
} from '../wallets/ledger.ts';
import { TOKEN_DECIMALS, type Side } from '../../core/trading.ts';

export const VENUE_CHAIN: Readonly<Record<Venue, ChainId>> = { venue_a: 'POL', venue_b: 'SOL' };
/** What each venue settles in: pUSD on the CLOB V2 exchange, USDC on Solana. */
export const COLLATERAL: Readonly<Record<Venue, string>> = { venue_a: 'pUSD', venue_b: 'USDC' };

/**
 * Rows the venue's account is spread over. Every fill locks the venue's account row of its asset;
 * as one row, it serialised every fill of the service (bench:orders: orders at 16 clients barely
 * above 1). Spread by wallet, fills of different wallets mostly lock different rows, while one
 * wallet's fills, serialised by its own rows anyway, keep to one.
 */
export const VENUE_ACCOUNT_SHARDS = 16;

/**
 * The other side of a wallet's fills: its shard of the venue's (paper or live) account, which may go
 * negative. The venue's position in an asset is the sum of `venue:<venue>:<execution>:<shard>` over
 * the shards (plus `venue:<venue>:<execution>`, the single row of fills posted before the split).
 */
export function venueAccount(venue: Venue, execution: 'paper' | 'live', walletId: string): LedgerAccountRef {
  return { name: `venue:${venue}:${execution}:${venueShard(walletId)}`, walletId: null, mayGoNegative: true };
}

/** A wallet's shard: FNV-1a of its id, so that the spread does not depend on the id's format. */
export function venueShard(walletId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < walletId.length; i++) hash = Math.imul(hash ^ walletId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % VENUE_ACCOUNT_SHARDS;
}

export interface HoldingOrder {
  order_id: string;
  wallet_id: string;
  venue: Venue;
  execution: 'paper' | 'live';
  side: Side;
  token_id: string;
}

/** The asset an order holds: collateral for a buy, the token's shares for a sell. */
export function holdAssetOf(venue: Venue, side: Side, tokenId: string): string {
  return side === 'BUY' ? COLLATERAL[venue] : tokenId;
}

/** A 6-decimal amount in base units (every amount here is whole in them by construction). */
export function units(amount: string): bigint {
  const value = toBaseUnits(amount, TOKEN_DECIMALS);
  if (value === undefined) throw new Error(`not a ${TOKEN_DECIMALS}-decimal amount: ${amount}`);
  return value;
}

/** Where a hold comes from and returns to. */
function source(o: HoldingOrder): LedgerAccountRef {
  return walletAccount(o.wallet_id, o.side === 'BUY' ? 'available' : 'shares');
}

function ref(o: HoldingOrder, key: string, kind: string, asset = holdAssetOf(o.venue, o.side, o.token_id)) {
  return { idempotencyKey: key, kind, chain: VENUE_CHAIN[o.venue], asset };
}

/** A sell of more shares than the wallet holds free (a buy short of USDC is an InsufficientFundsError). */
export class InsufficientSharesError extends BadRequestError {
  /** `detail`: the shares sold, free and held by open orders, where the caller knows (free-funds.ts). */
  constructor(detail?: string) {
    const message = 'the wallet holds fewer free shares of this token than the order sells';
    super(detail ? `${message}: ${detail}` : message, 'insufficient_shares');
  }
}

async function reserve(tx: SqlExecutor, o: HoldingOrder, key: string, amount: bigint): Promise<void> {
  try {
    await transfer(tx, ref(o, key, 'order_hold'), source(o), walletAccount(o.wallet_id, 'orders'), amount);
  } catch (err) {
    throw err instanceof InsufficientFundsError && o.side === 'SELL' ? new InsufficientSharesError() : err;
  }
}

/** Reserves `amount` for the order; InsufficientFundsError / InsufficientSharesError when the wallet has less. */
export function placeHold(tx: SqlExecutor, o: HoldingOrder, amount: bigint): Promise<void> {
  return reserve(tx, o, `order:${o.order_id}:hold`, amount);
}

/** Moves the hold by `delta` (an update of the order's price or size); `version` names the step. */
export async function adjustHold(
  tx: SqlExecutor,
  o: HoldingOrder,
  delta: bigint,
  version: number,
): Promise<void> {
  if (delta === 0n) return;
  const key = `order:${o.order_id}:adjust:${version}`;
  if (delta > 0n) await reserve(tx, o, key, delta);
  else
    await transfer(tx, ref(o, key, 'order_release'), walletAccount(o.wallet_id, 'orders'), source(o), -delta);
}

/** Returns what the ended order still holds. */
export async function releaseHold(tx: SqlExecutor, o: HoldingOrder, held: bigint): Promise<void> {
  if (held === 0n) return;
  await transfer(
    tx,
    ref(o, `order:${o.order_id}:release`, 'order_release'),
    walletAccount(o.wallet_id, 'orders'),
    source(o),
    held,
  );
}

/**
 * What an ended order still held and its venue kept: a venue that escrows the input (DFlow) and
 * returned less of it than the fills left. It goes to the venue's account, as a fill's payment does.
 */
export async function keepHold(tx: SqlExecutor, o: HoldingOrder, amount: bigint): Promise<void> {
  if (amount === 0n) return;
  await transfer(
    tx,
    ref(o, `order:${o.order_id}:kept`, 'order_kept'),
    walletAccount(o.wallet_id, 'orders'),
    venueAccount(o.venue, o.execution, o.wallet_id),
    amount,
  );
}

/** What a venue returned of an ended order's input beyond what the order still held: from the venue to the wallet. */
export async function returnBeyondHold(tx: SqlExecutor, o: HoldingOrder, amount: bigint): Promise<void> {
  if (amount === 0n) return;
  await transfer(
    tx,
    ref(o, `order:${o.order_id}:returned-beyond`, 'order_return'),
    venueAccount(o.venue, o.execution, o.wallet_id),
    source(o),
    amount,
  );
}

export interface SettledFill {
  fill_id: string;
  shares: string;
  usdc: string;
  fee: string;
}

/** What a fill takes from its order's hold: USDC and fees for a buy, shares for a sell. */
export function takenBy(o: HoldingOrder, fill: SettledFill): bigint {
  return o.side === 'BUY' ? units(add(fill.usdc, fill.fee)) : units(fill.shares);
}

/**
 * Adds to the hold what a live venue's fill takes beyond it (fees the venue charged on top, say):
 * the venue has executed, so the ledger follows from the wallet's free funds.
 */
export function topUpHold(tx: SqlExecutor, o: HoldingOrder, fillId: string, amount: bigint): Promise<void> {
  return reserve(tx, o, `fill:${fillId}:topup`, amount);
}

/**
 * Settles one fill. A buy pays USDC and fees out of the hold and receives shares; a sell delivers
 * held shares and receives USDC less fees. Returns what the fill took from the order's hold.
 */
export async function settleFill(tx: SqlExecutor, o: HoldingOrder, fill: SettledFill): Promise<bigint> {
  const venue = venueAccount(o.venue, o.execution, o.wallet_id);
  const held = walletAccount(o.wallet_id, 'orders');
  const collateral = COLLATERAL[o.venue];
  const shares = units(fill.shares);
  if (o.side === 'BUY') {
    const paid = takenBy(o, fill);
    if (paid > 0n)
      await transfer(tx, ref(o, `fill:${fill.fill_id}:cash`, 'fill', collateral), held, venue, paid);
    await transfer(
      tx,
      ref(o, `fill:${fill.fill_id}:shares`, 'fill', o.token_id),
      venue,
      walletAccount(o.wallet_id, 'shares'),
      shares,
    );
    return paid;
  }
  await transfer(tx, ref(o, `fill:${fill.fill_id}:shares`, 'fill', o.token_id), held, venue, shares);
  const received = units(fill.usdc) - units(fill.fee);
  if (received > 0n)
    await transfer(
      tx,
      ref(o, `fill:${fill.fill_id}:cash`, 'fill', collateral),
      venue,
      walletAccount(o.wallet_id, 'available'),
      received,
    );
  return shares;
}

/**
 * Settles the fills of an order that filled entirely when it was placed, as one journal and without
 * a hold: a buy pays USDC and fees from the wallet's free funds and receives shares; a sell delivers
 * shares and receives USDC less fees. The wallet must still cover the whole hold the order would
 * have taken (`hold`), exactly as if it had been held first — InsufficientFundsError (buy) or
 * InsufficientSharesError (sell) otherwise.
 */
export async function settleAtPlacement(
  tx: SqlExecutor,
  o: HoldingOrder,
  hold: bigint,
  fills: readonly SettledFill[],
): Promise<void> {
  const venue = venueAccount(o.venue, o.execution, o.wallet_id);
  const collateral = COLLATERAL[o.venue];
  const shares = fills.reduce((sum, f) => sum + units(f.shares), 0n);
  const cash = fills.reduce(
    (sum, f) => sum + (o.side === 'BUY' ? takenBy(o, f) : units(f.usdc) - units(f.fee)),
    0n,
  );
  const postings: Posting[] =
    o.side === 'BUY'
      ? [
          { account: source(o), amount: -cash, asset: collateral, atLeast: hold },
          { account: venue, amount: cash, asset: collateral },
          { account: venue, amount: -shares, asset: o.token_id },
          { account: walletAccount(o.wallet_id, 'shares'), amount: shares, asset: o.token_id },
        ]
      : [
          { account: source(o), amount: -shares, asset: o.token_id, atLeast: hold },
          { account: venue, amount: shares, asset: o.token_id },
          { account: venue, amount: -cash, asset: collateral },
          { account: walletAccount(o.wallet_id, 'available'), amount: cash, asset: collateral },
        ];
  try {
    await postJournal(tx, {
      ...ref(o, `order:${o.order_id}:filled`, 'order_fill'),
      postings: postings.filter((p) => p.amount !== 0n),
    });
  } catch (err) {
    throw err instanceof InsufficientFundsError && o.side === 'SELL' ? new InsufficientSharesError() : err;
  }
}
