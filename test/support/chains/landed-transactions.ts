// What a Solana node keeps of each transaction it processed and bankrun does not: the transaction
// itself with its slot and time, and the lamport and token balances of its accounts before and after
// (getTransaction's meta). A bank processes through recordLanded(), so that a JSON-RPC stand-in
// (bank-rpc.ts) can answer getSignaturesForAddress and getParsedTransaction as a node does.
import { ACCOUNT_SIZE, TOKEN_PROGRAM_ID, unpackAccount } from '@solana/spl-token';
import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import type { ProgramTestContext } from 'solana-bankrun';
import bs58 from 'bs58';

/** A token account's balance as getTransaction's meta lists it (accountIndex into the account keys). */
export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  amount: bigint;
}

export interface LandedTransaction {
  signature: string;
  tx: VersionedTransaction;
  slot: number;
  /** Unix seconds of the bank's clock when it landed. */
  blockTime: number;
  preLamports: number[];
  postLamports: number[];
  preTokens: TokenBalance[];
  postTokens: TokenBalance[];
}

async function balancesOf(
  context: ProgramTestContext,
  keys: PublicKey[],
): Promise<{ lamports: number[]; tokens: TokenBalance[] }> {
  const lamports: number[] = [];
  const tokens: TokenBalance[] = [];
  for (const [accountIndex, key] of keys.entries()) {
    const account = await context.banksClient.getAccount(key);
    lamports.push(Number(account?.lamports ?? 0n));
    if (account === null || !account.owner.equals(TOKEN_PROGRAM_ID) || account.data.length !== ACCOUNT_SIZE)
      continue;
    const token = unpackAccount(key, { ...account, data: Buffer.from(account.data) });
    tokens.push({
      accountIndex,
      mint: token.mint.toBase58(),
      owner: token.owner.toBase58(),
      amount: token.amount,
    });
  }
  return { lamports, tokens };
}

/** Processes `tx` in the bank (throws what processTransaction throws) and appends it to `landed`. */
export async function recordLanded(
  context: ProgramTestContext,
  tx: VersionedTransaction,
  landed: LandedTransaction[],
): Promise<void> {
  const keys = tx.message.staticAccountKeys;
  const before = await balancesOf(context, keys);
  await context.banksClient.processTransaction(tx);
  const after = await balancesOf(context, keys);
  const clock = await context.banksClient.getClock();
  landed.push({
    signature: bs58.encode(tx.signatures[0]!),
    tx,
    slot: Number(clock.slot),
    blockTime: Number(clock.unixTimestamp),
    preLamports: before.lamports,
    postLamports: after.lamports,
    preTokens: before.tokens,
    postTokens: after.tokens,
  });
}
