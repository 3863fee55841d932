// Sandbox outcome mints, "tokenized as DFlow would": a YES and a NO mint and a market ledger per
// market, each a base58 Solana address of 32 bytes derived from the ticker (sha256 of
// `sbx:dflow:<kind>:<ticker>`). They are well-formed keys that no one holds: NOT real mints, and no
// account exists for them on any chain. The same ticker always gives the same keys.
import { createHash } from 'node:crypto';
import bs58 from 'bs58';

export interface SandboxMints {
  yes: string;
  no: string;
  ledger: string;
}

function key(kind: string, ticker: string): string {
  return bs58.encode(createHash('sha256').update(`sbx:dflow:${kind}:${ticker}`, 'utf8').digest());
}

export function sandboxMints(ticker: string): SandboxMints {
  return { yes: key('yes-mint', ticker), no: key('no-mint', ticker), ledger: key('market-ledger', ticker) };
}
