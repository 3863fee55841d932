// A Solana transaction's id, as DFlow and the RPC name it: its first signature in base58 (bs58).
import type { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';

export function transactionSignature(tx: VersionedTransaction): string {
  const bytes = tx.signatures[0];
  if (bytes === undefined) throw new Error('transaction has no signature slot');
  return bs58.encode(bytes);
}
