// The position of an EVM deposit scan, kept by the caller as an opaque string: the last block
// scanned and its hash. The hash lets the next scan notice that the chain under that block changed
// (a re-org deeper than the confirmations waited for) and rescan instead of carrying on from a
// block that is no longer on the chain.
import type { Hex } from 'viem';

export interface DepositCursor {
  block: bigint;
  hash: Hex;
}

export function encodeDepositCursor(cursor: DepositCursor): string {
  return JSON.stringify({ block: cursor.block.toString(), hash: cursor.hash });
}

export function decodeDepositCursor(text: string): DepositCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const { block, hash } = (parsed ?? {}) as { block?: unknown; hash?: unknown };
  if (
    typeof block !== 'string' ||
    !/^\d+$/.test(block) ||
    typeof hash !== 'string' ||
    !/^0x[0-9a-f]{64}$/i.test(hash)
  ) {
    throw new Error(`not an EVM deposit cursor: ${text}`);
  }
  return { block: BigInt(block), hash: hash as Hex };
}
