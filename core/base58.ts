// Base58 as Solana writes signatures (PublicKey only encodes 32-byte values).
import type { VersionedTransaction } from '@solana/web3.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58(bytes: Uint8Array): string {
  let value = bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
  let digits = '';
  while (value > 0n) {
    digits = BASE58.charAt(Number(value % 58n)) + digits;
    value /= 58n;
  }
  const leadingZeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(leadingZeros === -1 ? bytes.length : leadingZeros) + digits;
}

/** A transaction's id: its first signature in base58. */
export function transactionSignature(tx: VersionedTransaction): string {
  const bytes = tx.signatures[0];
  if (bytes === undefined) throw new Error('transaction has no signature slot');
  return base58(bytes);
}
