// Builds the one transaction the platform sends on Solana: a token transfer from a platform
// wallet to an owner address. Pure (no RPC): the caller brings a recent blockhash, so the same
// code signs for mainnet through the adapter and for solana-bankrun in tests.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { Transaction, type Keypair, type PublicKey } from '@solana/web3.js';

export interface SplTransferInput {
  /** The sending wallet: owner of the source token account, fee payer and rent payer. */
  sender: Keypair;
  mint: PublicKey;
  /** The mint's decimals: transferChecked makes the token program refuse a wrong value. */
  decimals: number;
  /** The receiving wallet (owner), not a token account. */
  recipient: PublicKey;
  /** Base units of the mint, > 0. */
  amount: bigint;
  recentBlockhash: string;
  /** Last block height at which `recentBlockhash` is accepted: the transfer's end of life. */
  lastValidBlockHeight: number;
}

/** The associated token account of `owner` for `mint` (classic SPL Token program). */
export function associatedTokenAccount(mint: PublicKey, owner: PublicKey): PublicKey {
  // allowOwnerOffCurve stays false: an off-curve "owner" is almost always a token account pasted
  // as a wallet address, and tokens sent to its associated account would be out of anyone's reach.
  return getAssociatedTokenAddressSync(mint, owner);
}

/**
 * A signed transaction that creates the recipient's associated token account when it is missing
 * (idempotent, rent paid by the sender) and moves `amount` from the sender's associated token
 * account with transferChecked.
 */
export function buildSplTransfer(input: SplTransferInput): Transaction {
  const { sender, mint, recipient, amount } = input;
  if (amount <= 0n) throw new RangeError(`transfer amount must be positive, got ${amount}`);
  const source = associatedTokenAccount(mint, sender.publicKey);
  const destination = associatedTokenAccount(mint, recipient);
  const tx = new Transaction({
    feePayer: sender.publicKey,
    blockhash: input.recentBlockhash,
    lastValidBlockHeight: input.lastValidBlockHeight,
  });
  tx.add(
    createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, destination, recipient, mint),
    createTransferCheckedInstruction(source, mint, destination, sender.publicKey, amount, input.decimals),
  );
  tx.sign(sender);
  return tx;
}
