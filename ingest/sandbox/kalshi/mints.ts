// Sandbox outcome mints, "tokenized as DFlow would": a YES and a NO mint and a market ledger per
// market, each a base58 Solana address of 32 bytes derived from the ticker (sha512 of
// `sbx:dflow:<kind>:<ticker>`) and starting `SBX` like every sandbox name (core/sandbox.ts): `SBX` and
// 40 more base58 digits is a number between 2^250 and 2^251, so it is always 32 bytes (43-character
// addresses are common on Solana). They are well-formed keys that no one holds: NOT real mints, and
// no account exists for them on any chain. The same ticker always gives the same keys.
import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { SANDBOX_MINT_PREFIX } from '../../../core/sandbox.ts';

export interface SandboxMints {
  yes: string;
  no: string;
  ledger: string;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Base58 digits after the prefix: `SBX` + 40 digits is 32 bytes. */
const DIGITS = 40;

function key(kind: string, ticker: string): string {
  const digest = createHash('sha512').update(`sbx:dflow:${kind}:${ticker}`, 'utf8').digest();
  const digits = [...digest.subarray(0, DIGITS)].map((b) => BASE58[b % 58]).join('');
  // Decoded and encoded again: the canonical text of a 32-byte key (bs58 checks every digit).
  return bs58.encode(bs58.decode(`${SANDBOX_MINT_PREFIX}${digits}`));
}

export function sandboxMints(ticker: string): SandboxMints {
  return { yes: key('yes-mint', ticker), no: key('no-mint', ticker), ledger: key('market-ledger', ticker) };
}
