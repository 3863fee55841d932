// Credentials: 256 random bits each, shown once, stored only as a SHA-256 digest. A digest of a
// secret this long cannot be reversed or guessed, so a slow password hash would add nothing.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(prefix: string, bytes = 32): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented secret with a stored digest. */
export function secretMatches(secret: string, storedDigestHex: string): boolean {
  const presented = Buffer.from(sha256Hex(secret), 'hex');
  const stored = Buffer.from(storedDigestHex, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export interface KeyPair {
  publicKey: string;
  secretKey: string;
}

export function newKeyPair(): KeyPair {
  return { publicKey: randomToken('pk_', 16), secretKey: randomToken('sk_') };
}
