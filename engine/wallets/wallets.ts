// Custodial wallets: one EVM and one Solana key per wallet, generated here, sealed by the key
// vault before they reach the database, opened only in memory to sign, and never returned or
// logged. Every account gets a wallet when it is created; more with POST /api/v1/wallets.
import { randomUUID } from 'node:crypto';
import type { ChainId } from '../../chains/chain-adapter.ts';
import type { KeyVault } from '../../chains/custody/key-vault.ts';
import { NotFoundError } from '../../core/errors.ts';
import { ownWalletBalances, type WalletBucketBalance } from '../../storage/postgres/repositories/ledger.ts';
import * as repo from '../../storage/postgres/repositories/wallets.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import type { ChainSet } from './chain-set.ts';
import type { WalletBucket } from './ledger.ts';

export interface Custody {
  vault: KeyVault;
  chains: ChainSet;
}

export type WalletRow = repo.WalletRow;
/** One bucket's balance of one asset of a wallet (available, held). */
export type { WalletBucketBalance };

export interface WalletView {
  wallet_id: string;
  addresses: Record<ChainId, string>;
  created_at: Date;
}

export function walletView(row: WalletRow): WalletView {
  return {
    wallet_id: row.wallet_id,
    addresses: { POL: row.evm_address, SOL: row.sol_address },
    created_at: row.created_at,
  };
}

export function addressOn(row: WalletRow, chain: ChainId): string {
  return chain === 'POL' ? row.evm_address : row.sol_address;
}

/** The same answer for a wallet that does not exist and for another account's wallet. */
export function walletNotFound(): NotFoundError {
  return new NotFoundError('wallet not found', 'wallet_not_found');
}

/** The caller has checked that the account belongs to the project. */
export async function createWallet(
  db: SqlExecutor,
  custody: Custody,
  owner: { projectId: string; accountId: string },
): Promise<WalletView> {
  const walletId = randomUUID();
  const evm = custody.chains.adapter('POL').generateKey();
  const sol = custody.chains.adapter('SOL').generateKey();
  try {
    const { kekId, wrappedDek, sealed } = custody.vault.sealNew(walletId, {
      POL: evm.secretKey,
      SOL: sol.secretKey,
    });
    const row = await repo.insertWallet(db, {
      wallet_id: walletId,
      account_id: owner.accountId,
      project_id: owner.projectId,
      evm_address: evm.address,
      sol_address: sol.address,
      kek_id: kekId,
      wrapped_dek: wrappedDek,
      sealed_evm_key: sealed.POL!,
      sealed_sol_key: sealed.SOL!,
    });
    return walletView(row);
  } finally {
    evm.secretKey.fill(0);
    sol.secretKey.fill(0);
  }
}

export async function listWallets(db: SqlExecutor, accountId: string): Promise<WalletView[]> {
  return (await repo.listWallets(db, accountId)).map(walletView);
}

/** How many (account, wallet) pairs an ownership check keeps (it starts afresh past that). */
export const OWNED_WALLETS_KEPT = 100_000;

/**
 * A check that the wallet is the account's own (the 404 otherwise), for routes that need no more of
 * the wallet: a wallet never changes account and is never deleted, so a pair seen once is kept in
 * this process and asked no more; a miss is asked every time (a wallet made in another process).
 */
export function ownedWalletCheck(
  db: SqlExecutor,
  kept = OWNED_WALLETS_KEPT,
): (accountId: string, walletId: string) => Promise<void> {
  const owned = new Set<string>();
  return async (accountId, walletId) => {
    const pair = `${accountId}/${walletId}`;
    if (owned.has(pair)) return;
    await requireWallet(db, accountId, walletId);
    if (owned.size >= kept) owned.clear();
    owned.add(pair);
  };
}

/** The account's wallet, or the 404 (also for another account's wallet). */
export async function requireWallet(
  db: SqlExecutor,
  accountId: string,
  walletId: string,
): Promise<WalletRow> {
  const row = await repo.findWallet(db, accountId, walletId);
  if (!row) throw walletNotFound();
  return row;
}

/** The buckets a wallet's balance shows: `available` (the spec's `balance`) and what holds the rest. */
export const BALANCE_BUCKETS: readonly WalletBucket[] = ['available', 'orders', 'withdrawing'];

/** The account's wallet and its balances of BALANCE_BUCKETS, read together; the 404 otherwise. */
export async function requireWalletBalances(
  db: SqlExecutor,
  accountId: string,
  walletId: string,
): Promise<{ wallet: WalletRow; balances: WalletBucketBalance[] }> {
  const found = await ownWalletBalances(db, accountId, walletId, BALANCE_BUCKETS);
  if (!found) throw walletNotFound();
  return found;
}

/** Runs `use` with the wallet's secret key of a chain, opened in memory and wiped right after. */
export async function withWalletKey<T>(
  db: SqlExecutor,
  custody: Custody,
  walletId: string,
  chain: ChainId,
  use: (secretKey: Uint8Array) => Promise<T>,
): Promise<T> {
  const sealed = await repo.findSealedKeys(db, walletId);
  if (!sealed) throw walletNotFound();
  const secret = custody.vault.open(
    walletId,
    { kekId: sealed.kek_id, wrappedDek: sealed.wrapped_dek },
    chain,
    chain === 'POL' ? sealed.sealed_evm_key : sealed.sealed_sol_key,
  );
  try {
    return await use(secret);
  } finally {
    secret.fill(0);
  }
}

/** Rotation: re-seals every wallet's data key under the vault's current KEK; returns how many changed. */
export async function rewrapWalletKeys(db: SqlExecutor, vault: KeyVault, pageSize = 500): Promise<number> {
  let changed = 0;
  for (;;) {
    const page = await repo.walletsNotUnder(db, vault.currentKekId, pageSize);
    if (page.length === 0) return changed;
    for (const w of page) {
      const rewrapped = vault.rewrap(w.wallet_id, { kekId: w.kek_id, wrappedDek: w.wrapped_dek });
      await repo.updateWrappedDek(db, w.wallet_id, w.kek_id, rewrapped);
      changed += 1;
    }
  }
}
